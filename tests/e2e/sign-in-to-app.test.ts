import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { chooseLanguage, fillLogin, opened, pickBySearch } from "./harness";
import { appIn, consoleOf, expectStatus, openBySearch, PROJECT_ORG, projectEntry } from "./sub-apps-support";
import { withPortal } from "./with-portal";

const env = withPortal();

const DIARY = "施工日志"; // the site diary micro-app
/** Framed product apps of the demo (micro-apps/products): their menus' names, which their pages take as their headings. */
const VIDEO = { "zh-CN": "视频监控", en: "Video surveillance" } as const;
const CONTRACTS = { "zh-CN": "合同台账", en: "Contract ledger" } as const;

/** Lines of the console that a policy refusal or an unhandled failure leaves. */
const FAULTS = /Content Security Policy|unsafe-eval|Unhandled|ChunkLoadError/;

describe("from the login form straight into apps (ARCHITECTURE §8, ADR 017)", () => {
  it("a micro-app and framed product apps open on the first try after signing in through the form and the identity list, and the idle prefetch has run; in English they read in English", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const logged = consoleOf(page);
    const prefetched: string[] = [];
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/apps/")) prefetched.push(path);
    });
    // Set-up before the sign-in under test: the project org's address, as a bookmark would hold it.
    await page.goto(`${env.portal.url}${await projectEntry(env.portal)}`);
    await page.waitForURL(/\/login\//);
    await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL((url) => url.pathname.startsWith("/portal/"));

    // The portal's document, not the login page's: it carries the portal's policy.
    const policy = await page.evaluate(async () => (await fetch(location.href, { method: "HEAD" })).headers.get("content-security-policy"));
    expect(policy).toContain("'unsafe-eval'");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").map((entry) => new URL(entry.name).pathname))).toEqual([new URL(page.url()).pathname]);

    // The identity list: a click on the tenant identity, then Enter.
    const dialog = await opened(page.getByRole("dialog", { name: "选择身份" }));
    await dialog.getByRole("radio", { name: /^本企业/ }).click();
    await dialog.getByRole("radio", { name: /^本企业/ }).press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();

    // The idle prefetch fetched the micro-apps' code under the portal's policy.
    await expect.poll(() => prefetched.some((path) => /^\/apps\/(project-ledger|site-diary)\/assets\/.+\.js$/.test(path)), { timeout: 20_000 }).toBe(true);

    await openBySearch(page, DIARY);
    await expectStatus(page, DIARY, "mounted");
    await appIn(page, DIARY).getByRole("heading", { name: "施工日志", level: 1 }).waitFor();

    // The product menus open pages of their products, framed: the camera wall and the contract ledger,
    // with the project the portal's bridge names.
    await openBySearch(page, VIDEO["zh-CN"]);
    await expectStatus(page, VIDEO["zh-CN"], "mounted");
    const cameras = appIn(page, VIDEO["zh-CN"]).frameLocator("iframe");
    await cameras.getByRole("heading", { name: VIDEO["zh-CN"], level: 1 }).waitFor({ timeout: 20_000 });
    await cameras.getByText(PROJECT_ORG).waitFor();
    await cameras.getByRole("list", { name: "摄像头" }).getByRole("listitem").first().waitFor();
    await openBySearch(page, CONTRACTS["zh-CN"]);
    await expectStatus(page, CONTRACTS["zh-CN"], "mounted");
    const contracts = appIn(page, CONTRACTS["zh-CN"]).frameLocator("iframe");
    await contracts.getByRole("heading", { name: CONTRACTS["zh-CN"], level: 1 }).waitFor({ timeout: 20_000 });
    await contracts.getByRole("columnheader", { name: "合同金额" }).waitFor();
    // The menu search's shortcut works from inside the framed app too (its page reads the key through the bridge).
    await contracts.getByRole("columnheader", { name: "合同金额" }).click();
    await page.keyboard.press("Control+K");
    await expect.poll(() => page.getByRole("banner").getByRole("combobox", { name: "搜索菜单" }).evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");

    expect(logged.filter((line) => (line.type === "error" || line.type === "pageerror") && FAULTS.test(line.text))).toEqual([]);
    // single-spa warns 5 s after it is loaded unless it was started (its message #1): the loader readied by the prefetch was.
    await page.waitForTimeout(5500);
    expect(logged.filter((line) => line.text.includes("single-spa minified message #1"))).toEqual([]);

    // In English, the same menus open the same products, in English (SPEC §1 languages).
    await chooseLanguage(page, /用户菜单/, /语言/, "en");
    for (const [menu, part] of [
      [VIDEO.en, { role: "list", name: "Cameras" }],
      [CONTRACTS.en, { role: "columnheader", name: "Contract amount" }],
    ] as const) {
      await pickBySearch(page, menu, "Search menus");
      await expectStatus(page, menu, "mounted");
      const app = appIn(page, menu).frameLocator("iframe");
      await app.getByRole("heading", { name: menu, level: 1 }).waitFor({ timeout: 20_000 });
      await app.getByRole(part.role, { name: part.name }).waitFor();
    }
    await context.close();
  }, 150_000);
});
