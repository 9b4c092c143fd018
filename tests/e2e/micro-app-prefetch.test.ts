import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("micro-app prefetch (SPEC §9: on by default)", () => {
  it("once the home page is idle, the micro-apps its menus host are fetched, without opening one", async () => {
    const asked: string[] = [];
    const context = await env.browser.newContext({ locale: "zh-CN" });
    // Every request of the page from its first load on: the prefetch may run while the identity list is still open.
    context.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/apps/")) asked.push(path);
    });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await expect.poll(() => asked.includes("/apps/project-ledger/"), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => asked.some((path) => /^\/apps\/project-ledger\/assets\/.+\.js$/.test(path)), { timeout: 20_000 }).toBe(true);
    // Nothing was mounted: the page is still the home page.
    expect(page.url()).toBe(`${env.portal.url}/portal/1/`);
    await expect(page.locator("[data-subapp-key]").count()).resolves.toBe(0);
  });
});
