import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHONGJIAN_ORG_TREE, flattenOrgTree } from "#platform/db/seed-orgs";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchBrowser, sessionCookie, startPortal, type Portal } from "./harness";

let portal: Portal;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "zh-CN" });
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: portal.url }]);
  return context;
}

const CASES: [string, string][] = [
  ["viewMode=tripartiteApp", "请检查必传参数：tripartitePageUrl"],
  ["viewMode=tripartiteApp&tripartitePageUrl=javascript%3Aalert(1)", "参数 tripartitePageUrl 不合法！"],
  ["viewMode=tripartiteApp&tripartitePageUrl=http%3A%2F%2F169.254.169.254%2Flatest%2Fmeta-data", "参数 tripartitePageUrl 不合法！"],
  ["viewMode=module&orgId=1&menuCode=m.list", "请检查必传参数：productCode"],
  ["viewMode=module&productCode=pmpp&menuCode=m.list", "请检查必传参数：orgId"],
  ["viewMode=application&productCode=pmpp&orgId=1", "请检查必传参数：applicationCode"],
  ["viewMode=module&productCode=pmpp&orgId=1", "请检查必传参数：menuCode"],
  ["viewMode=singleModule&productCode=pmpp&orgId=1", "请检查必传参数：menuCode"],
];

describe("entry parameters (SPEC §5)", () => {
  it.each(CASES)("?%s shows %s", async (query, message) => {
    const context = await signedInContext();
    const page = await context.newPage();
    const response = await page.goto(`${portal.url}/portal/1/?${query}`);
    // SPEC §2: a blacklisted or invalid third-party address is the not-found page (with the §5 message).
    const notFound = message === "参数 tripartitePageUrl 不合法！";
    expect(response?.status()).toBe(notFound ? 404 : 400);
    await expect(page.getByRole("alert").textContent()).resolves.toBe(message);
    if (notFound) await page.getByText("页面不存在").waitFor();
    await context.close();
  });

  it("a complete module link opens the shell in that view mode, and the cached view mode skips the checks", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The demo's default org and one of its menus: a link to an org or menu the user may not
    // see is refused (entry-links tests), so this one names what demo can open.
    const org = flattenOrgTree("10001", ZHONGJIAN_ORG_TREE)[0]!.id;
    const first = await page.goto(`${portal.url}/portal/1/?viewMode=module&productCode=gepm&orgId=${org}&menuCode=gepm.invest.analysis`);
    expect(first?.status()).toBe(200);
    // The server draws the page in its language, so the page hydrates as it was sent: no mismatch, no error.
    // demo has several identities: the list comes first, over its backdrop, and the person picks 本企业.
    const tab = page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name: "投资分析" });
    const chooser = page.getByRole("dialog", { name: "选择身份" });
    await tab.or(chooser).first().waitFor();
    if (await chooser.isVisible()) {
      await chooser.getByRole("radio", { name: /^本企业/ }).click();
      await chooser.getByRole("radio", { name: /^本企业/ }).press("Enter");
      await chooser.waitFor({ state: "detached" });
    }
    await tab.waitFor();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    const again = await page.goto(`${portal.url}/portal/1/?viewMode=module`);
    expect(again?.status()).toBe(200);
    await context.close();
  });

  it("the browser-upgrade and upgrade-intro pages open", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${portal.url}/portal/browse-happy/`);
    await page.getByText("您的浏览器版本过低").waitFor();
    await expect(page.getByRole("link", { name: /Google Chrome/ }).count()).resolves.toBe(1);
    await page.goto(`${portal.url}/portal/upgrade-intro/?lang=en`);
    await page.getByText("About this upgrade").waitFor();
    await context.close();
  });
});
