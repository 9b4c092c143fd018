import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { ZHONGJIAN_ORG_TREE, flattenOrgTree } from "#platform/db/seed-orgs";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { captureLogLines, fillLogin, opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** The demo's default org (中建智造集团有限公司) and a company demo may not see (西南区域公司, authType 0). */
const ORGS = flattenOrgTree("10001", ZHONGJIAN_ORG_TREE);
const DEFAULT_ORG = ORGS[0]!.id;
const HIDDEN_ORG = ORGS.find((org) => org.name === "西南区域公司")!.id;

const WINDOW = { width: 1440, height: 900 };

/** An application-module link (SPEC §2), opened by address as a person opens a link they were sent. */
function moduleLink(viewMode: string, query: Record<string, string>): string {
  return `/portal/?${new URLSearchParams({ viewMode, tenantId: "10001", ...query }).toString()}`;
}

/** The app region of the menu, with the bridge demo's frame inside it. */
async function openedMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("region", { name }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).not.toBe("/portal/1/");
}

async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(`${env.portal.url}${link}`);
}

describe("entry links open the menu they name, in the chrome their view mode asks for (SPEC §2, §5)", () => {
  let log: ReturnType<typeof captureLogLines>;
  beforeEach(() => {
    log = captureLogLines();
  });
  afterEach(() => log.restore());

  it("a module link opens 投资分析 in the given org, with the module's sidebar and no header; the double-encoded path reaches the app", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    const path = "/reports/q3?year=2026&scope=all";
    await openLink(page, `${moduleLink("module", { orgId: DEFAULT_ORG, productCode: "gepm", menuCode: "gepm.invest.analysis" })}&path=${encodeURIComponent(encodeURIComponent(path))}`);
    await openedMenu(page, "投资分析");
    // Restricted chrome: no header, the sidebar and tab bar stay (app/layout/README.md).
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name: "投资分析" }).waitFor();
    await expect(page.getByText("暂无可用组织").count()).resolves.toBe(0);
    // The app gets the path once decoded twice.
    const appFrames = () => page.frames().filter((frame) => frame !== page.mainFrame());
    await expect.poll(() => appFrames().map((frame) => new URL(frame.url()).searchParams.get("path")).find((value) => value !== null) ?? null, { timeout: 15_000 }).toBe(path);
    // The page is in the org the link named.
    expect(new URL(page.url()).searchParams.get("orgId")).toBe(DEFAULT_ORG);
    // Going home from the tab bar stays home: the codes that named the menu left the address.
    expect(new URL(page.url()).searchParams.get("menuCode")).toBeNull();
    await page.context().close();
  });

  it("a singleModule link opens the menu with no header, sidebar or tab bar", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    await openLink(page, moduleLink("singleModule", { orgId: DEFAULT_ORG, productCode: "gepm", menuCode: "gepm.invest.analysis" }));
    await openedMenu(page, "投资分析");
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await expect(page.getByRole("tablist", { name: "已打开的页面" }).count()).resolves.toBe(0);
    await page.reload();
    await openedMenu(page, "投资分析");
    await page.context().close();
  });

  it("an application link opens the app's first page under the application header", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    await openLink(page, moduleLink("application", { orgId: DEFAULT_ORG, productCode: "gepm", applicationCode: "gepm-web" }));
    await openedMenu(page, "项目储备");
    await page.getByRole("banner").waitFor();
    await page.getByRole("menubar", { name: "企业管理" }).waitFor();
    await page.context().close();
  });

  it("an unknown menu code is logged (SPEC §8) and shows the no-permission page", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    await openLink(page, moduleLink("module", { orgId: DEFAULT_ORG, productCode: "gepm", menuCode: "gepm.no.such.menu" }));
    await page.waitForURL(/\/portal\/3\//);
    await page.getByRole("heading", { name: "暂无权限，请联系管理员" }).waitFor();
    const logged = log.lines;
    expect(logged.some((line) => line.includes("cannot find corresponding menu, confirm productCode and menuCode") && line.includes("gepm.no.such.menu"))).toBe(true);
    await page.context().close();
  });

  it("an org the user may not see says so, in the page's language", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    const link = moduleLink("module", { orgId: HIDDEN_ORG, productCode: "gepm", menuCode: "gepm.invest.analysis" });
    const zh = await page.goto(`${env.portal.url}${link}`);
    expect(zh?.status()).toBe(403);
    await expect(page.getByRole("alert").textContent()).resolves.toBe("您没有查看该组织的权限");
    await openLink(page, `${link}&lang=en`);
    await expect(page.getByRole("alert").textContent()).resolves.toBe("You do not have permission to view this organization");
    await page.context().close();
  });
});

/** Every query parameter SPEC §2 reads, each with a value a link would carry. */
const QUERY_PARAMETERS: [string, string][] = [
  ["org", `org=${ORGS[0]!.full_id}`],
  ["orgId", `orgId=${DEFAULT_ORG}`],
  ["tenantId", "tenantId=10001"],
  ["externalEntityId", "externalEntityId=999999"],
  ["productCode", "productCode=gepm"],
  ["applicationCode", "applicationCode=gepm-web"],
  ["menuCode", "menuCode=gepm.no.such.menu"],
  ["path", `path=${encodeURIComponent(encodeURIComponent("/reports"))}`],
  ["viewMode", `viewMode=module&orgId=${DEFAULT_ORG}&productCode=gepm&menuCode=gepm.invest.analysis`],
  ["switchTenant", "switchTenant=true"],
  ["scene", "scene=single-product"],
  ["pageFrom", "pageFrom=workbench"],
  ["local_token", "local_token=not-a-valid-token-at-all"],
  ["tripartitePageUrl", `tripartitePageUrl=${encodeURIComponent("https://example.org/partner")}`],
  ["isAcrossTenantView", "isAcrossTenantView=1"],
  ["disableRobot", "disableRobot=true"],
  ["systemLogoJumpUrl", `systemLogoJumpUrl=${encodeURIComponent("https://example.org/")}`],
  ["noPadding", "noPadding=true"],
  ["brandLogoShow", "brandLogoShow=false"],
  ["userInfoShow", "userInfoShow=false"],
  ["systemName", "systemName=Demo%20Site"],
  ["userGuide", "userGuide=true"],
  ["lang", "lang=sv-SE"],
];

describe("every query parameter of SPEC §2 hydrates as the server drew it", () => {
  let signedInPage: Page | null = null;
  afterAll(() => signedInPage?.context().close());

  it.each(QUERY_PARAMETERS)("?%s", async (_name, query) => {
    // One signed-in browser for the list; the harness fails the test on any hydration error of any page it opened.
    signedInPage ??= await signedIn(env, { viewport: WINDOW, ready: "banner" });
    const page = signedInPage;
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    await page.goto(`${env.portal.url}/portal/1/?${query}`);
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => document.readyState === "complete");
    await page.waitForTimeout(500);
    page.off("pageerror", onError);
    expect(errors.filter((message) => /Minified React error #(418|423|425)/.test(message))).toEqual([]);
  });

  it("?switchTenant=true draws the tenant dialog styled, over the page", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    await page.goto(`${env.portal.url}/portal/1/?switchTenant=true`);
    const dialog = await opened(page.getByRole("dialog", { name: "切换租户" }));
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    // antd's styles are in: a centred modal near the top, not a block drawn after the page.
    expect(box!.y).toBeLessThan(WINDOW.height / 2);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector(".ant-modal-wrap")!).position)).resolves.toBe("fixed");
    await page.context().close();
  });
});

describe("the login page keeps the portal's language", () => {
  it("/portal/1/?lang=en sends a signed-out user to an English login page, and back to the portal in English", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: WINDOW });
    const page = await context.newPage();
    await page.goto(`${env.portal.url}/portal/1/?lang=en`);
    await page.waitForURL(/\/login\//);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
    await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
    await context.close();
  });

  it.each([
    ["an invalid local_token", "/portal/1/?lang=en&local_token=not-a-valid-token-at-all", "Sign in"],
    ["a message-centre address", "/portal/station-message-all/?lang=sv-SE", "Logga in"],
    ["the enterprise portals", "/enterprise/portal/?lang=en", "Sign in"],
  ])("signed out, %s sends the user to a login page in the address's language", async (_what, address, button) => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: WINDOW });
    const page = await context.newPage();
    await page.goto(`${env.portal.url}${address}`);
    await page.waitForURL(/\/login\//);
    await page.getByRole("button", { name: button }).waitFor();
    await context.close();
  });

  it("/portal/1/?lang=sv-SE gives a Swedish login page", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: WINDOW });
    const page = await context.newPage();
    await page.goto(`${env.portal.url}/portal/1/?lang=sv-SE`);
    await page.waitForURL(/\/login\//);
    await page.getByRole("button", { name: "Logga in" }).waitFor();
    await context.close();
  });
});

describe("the experience centre and the enterprise portal (SPEC §2 other paths)", () => {
  it("the header's experience-centre icon opens /login/free-license?viewMode=freeLicense in a new window", async () => {
    const page = await signedIn(env, { viewport: WINDOW, ready: "banner" });
    const icon = page.getByRole("banner").getByRole("button", { name: "体验中心" });
    await icon.waitFor();
    const opened = page.context().waitForEvent("page");
    await icon.click();
    const centre = await opened;
    await centre.waitForLoadState();
    expect(new URL(centre.url()).pathname).toBe("/login/free-license");
    expect(new URL(centre.url()).searchParams.get("viewMode")).toBe("freeLicense");
    await centre.getByRole("heading", { name: "体验中心" }).waitFor();
    await centre.getByRole("link", { name: "登录体验" }).waitFor();
    // The portal stays where it was, in its own window.
    expect(new URL(page.url()).pathname).toBe("/portal/1/");
    await page.context().close();
  });

  it("/enterprise/portal/ on the same origin lists the tenant's enterprise portals, after signing in when needed", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: WINDOW });
    const page = await context.newPage();
    await page.goto(`${env.portal.url}/enterprise/portal/?lang=en`);
    await page.waitForURL(/\/login\//);
    await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL((url) => url.pathname === "/enterprise/portal/");
    expect(new URL(page.url()).origin).toBe(env.portal.url);
    await page.getByRole("heading", { name: "Enterprise portal" }).waitFor();
    const list = page.getByRole("list", { name: "Enterprise portals" });
    await list.getByText("中建智造企业门户").waitFor();
    await list.getByText("项目管理门户").waitFor();
    await page.getByRole("link", { name: "Go to the work portal" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
    await context.close();
  });
});
