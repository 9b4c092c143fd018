import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_APP_DIR, registerWithMenu } from "./customer-apps-support";
import { appIn, closeTab, consoleOf, expectStatus, openBySearch, signedInAtProject, statusOf } from "./sub-apps-support";
import { startStaticOrigin, type StaticOrigin } from "./static-origin";
import { withPortal } from "./with-portal";

/** The customer's CDN, started before the portal: the operator trusts its origin's code in the page (ADR 047). */
let cdn: StaticOrigin;
beforeAll(async () => {
  cdn = await startStaticOrigin(CUSTOMER_APP_DIR);
});
const env = withPortal({ trustedCodeOrigins: () => [cdn.origin] });

/** The customer's app, on its own origin, as its menu names it. */
const CUSTOMER_DIARY = "客户施工日志";

/** Lines a failure that reached the page leaves: unhandled rejections, uncaught errors. */
const unhandled = (lines: { type: string; text: string }[]) => lines.filter((line) => line.type === "pageerror");

/** The retry button of a menu's viewport, in zh-CN. */
const retryOf = (page: Page, menu: string) => appIn(page, menu).getByRole("button", { name: /重\s?试/ });

/** The customer's app is on screen: its heading, drawn by its own script. */
async function customerAppShown(page: Page): Promise<void> {
  await expectStatus(page, CUSTOMER_DIARY, "mounted");
  await appIn(page, CUSTOMER_DIARY).getByRole("heading", { name: "Customer site diary" }).waitFor();
}

describe("an app on another origin, registered through the platform's API (ARCHITECTURE §8, ADR 017)", () => {
  beforeAll(async () => {
    await registerWithMenu(env.portal, {
      id: "customer-diary",
      names: [CUSTOMER_DIARY, "Customer site diary", "Kundens byggdagbok"],
      entry: `${cdn.origin}/`,
      kind: "microApp",
      // Not kept when its tab is left: closing and leaving unmount it.
      cache: false,
    });
  });
  afterAll(async () => {
    await cdn?.close();
  });

  it("mounts as a micro-app with its files from its own origin, unmounts on close and mounts again", async () => {
    const page = await signedInAtProject(env);
    const logged = consoleOf(page);
    const policy = await page.evaluate(async () => (await fetch(location.href, { method: "HEAD" })).headers.get("content-security-policy") ?? "");
    expect(policy.split("; ").find((part) => part.startsWith("script-src"))).toContain(cdn.origin);

    await openBySearch(page, CUSTOMER_DIARY);
    await customerAppShown(page);
    // Its relative files came from its own origin, not the portal's.
    expect(cdn.asked).toEqual(expect.arrayContaining(["/", "/app.js", "/app.css"]));
    // Its global rule stays inside its container.
    await expect(appIn(page, CUSTOMER_DIARY).getByRole("heading", { name: "Customer site diary" }).evaluate((h) => getComputedStyle(h).color)).resolves.toBe("rgb(12, 34, 56)");
    await expect(page.getByRole("button", { name: /用户菜单/ }).evaluate((b) => getComputedStyle(b).outlineColor)).resolves.not.toBe("rgb(200, 0, 0)");

    await closeTab(page, CUSTOMER_DIARY);
    await expect.poll(() => statusOf(page, CUSTOMER_DIARY), { timeout: 15_000 }).toBeNull();
    await expect(page.locator("[data-testid=customer-diary]").count()).resolves.toBe(0);

    await openBySearch(page, CUSTOMER_DIARY);
    await customerAppShown(page);
    await expect(page.locator("[data-testid=customer-diary]").count()).resolves.toBe(1);
    expect(unhandled(logged)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("its server down: the viewport says so with a retry; back up: retry shows it, and so does closing and opening it again", async () => {
    // Down before the page loads, so that the idle prefetch cannot have its files either.
    await cdn.stop();
    const page = await signedInAtProject(env);
    const logged = consoleOf(page);
    try {
      await openBySearch(page, CUSTOMER_DIARY);
      await expectStatus(page, CUSTOMER_DIARY, "error");
      // A network failure, said as one (not a policy refusal, not a script error).
      await appIn(page, CUSTOMER_DIARY).getByText(/应用没有响应/).waitFor();
      await retryOf(page, CUSTOMER_DIARY).waitFor();
      // Still down: a retry fails the same way and keeps offering itself.
      await retryOf(page, CUSTOMER_DIARY).click();
      await expectStatus(page, CUSTOMER_DIARY, "error");
    } finally {
      await cdn.start();
    }
    await retryOf(page, CUSTOMER_DIARY).click();
    await customerAppShown(page);

    expect(unhandled(logged)).toEqual([]);
    await page.context().close();

    // The same with closing and opening the tab again instead of Retry (a page that has not loaded the app yet).
    await cdn.stop();
    const again = await signedInAtProject(env);
    const loggedAgain = consoleOf(again);
    try {
      await openBySearch(again, CUSTOMER_DIARY);
      await expectStatus(again, CUSTOMER_DIARY, "error");
    } finally {
      await cdn.start();
    }
    await closeTab(again, CUSTOMER_DIARY);
    await expect.poll(() => statusOf(again, CUSTOMER_DIARY), { timeout: 15_000 }).toBeNull();
    await openBySearch(again, CUSTOMER_DIARY);
    await customerAppShown(again);
    expect(unhandled(loggedAgain)).toEqual([]);
    await again.context().close();
  }, 180_000);

  it("what the host contains and what it cannot (micro-apps/README.md): mount's timers, listeners, globals and styles go with the app; a timer of the script's first run stays", async () => {
    const page = await signedInAtProject(env);
    const ticks = (name: string) => page.evaluate((attribute) => Number(document.documentElement.getAttribute(attribute) ?? 0), name);
    await openBySearch(page, CUSTOMER_DIARY);
    await customerAppShown(page);
    await expect.poll(() => ticks("data-customer-mount-ticks")).toBeGreaterThan(2);
    // The global the app wrote lives in its sandbox, not on the portal's window.
    await expect(page.evaluate(() => "customerDiaryMounted" in window)).resolves.toBe(false);

    await closeTab(page, CUSTOMER_DIARY);
    await expect.poll(() => statusOf(page, CUSTOMER_DIARY), { timeout: 15_000 }).toBeNull();
    const mountTicks = await ticks("data-customer-mount-ticks");
    const evalTicks = await ticks("data-customer-eval-ticks");
    await page.waitForTimeout(600);
    // The timer started in mount stopped with the app, though the app never cleared it.
    expect(await ticks("data-customer-mount-ticks")).toBe(mountTicks);
    // The timer started when the entry script first ran goes on: qiankun cannot contain it.
    expect(await ticks("data-customer-eval-ticks")).toBeGreaterThan(evalTicks);
    // Its window listener went too.
    await page.evaluate(() => window.dispatchEvent(new Event("resize")));
    await expect(page.evaluate(() => document.documentElement.getAttribute("data-customer-resized"))).resolves.toBeNull();
    // The style it added in mount went with it.
    const appStyles = () => page.evaluate(() => [...document.querySelectorAll("style")].filter((style) => (style.textContent ?? "").includes("customer-diary")).length);
    await expect(appStyles()).resolves.toBe(0);

    // Mounted again: its styles are there once, not twice.
    await openBySearch(page, CUSTOMER_DIARY);
    await customerAppShown(page);
    await expect.poll(appStyles).toBeGreaterThan(0);
    const once = await appStyles();
    await closeTab(page, CUSTOMER_DIARY);
    await expect.poll(() => statusOf(page, CUSTOMER_DIARY), { timeout: 15_000 }).toBeNull();
    await openBySearch(page, CUSTOMER_DIARY);
    await customerAppShown(page);
    await expect(appStyles()).resolves.toBe(once);
    await page.context().close();
  }, 120_000);
});
