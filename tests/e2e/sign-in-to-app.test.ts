import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { fillLogin, opened } from "./harness";
import { appIn, consoleOf, expectStatus, openBySearch, projectEntry } from "./sub-apps-support";
import { withPortal } from "./with-portal";

const env = withPortal();

const DIARY = "施工日志"; // the site diary micro-app
const BRIDGE_DEMO = "安全巡检"; // the bridge demo, a framed app

/** Lines of the console that a policy refusal or an unhandled failure leaves. */
const FAULTS = /Content Security Policy|unsafe-eval|Unhandled|ChunkLoadError/;

describe("from the login form straight into apps (ARCHITECTURE §8, ADR 017)", () => {
  it("a micro-app and a framed app open on the first try after signing in through the form and the identity list, and the idle prefetch has run", async () => {
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

    await openBySearch(page, BRIDGE_DEMO);
    await expectStatus(page, BRIDGE_DEMO, "mounted");
    await appIn(page, BRIDGE_DEMO).frameLocator("iframe").getByTestId("bridge-context").waitFor({ timeout: 20_000 });

    expect(logged.filter((line) => (line.type === "error" || line.type === "pageerror") && FAULTS.test(line.text))).toEqual([]);
    // single-spa warns 5 s after it is loaded unless it was started (its message #1): the loader readied by the prefetch was.
    await page.waitForTimeout(5500);
    expect(logged.filter((line) => line.text.includes("single-spa minified message #1"))).toEqual([]);
    await context.close();
  }, 120_000);
});
