import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { enterAsTenantIdentity, fillLogin } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

const FLAG = "portal:v1:_:_:idleTimedOut";
const FREE_HOURS = "portal:v1:_:_:freeTimeoutHours";
const LAST_ACTIVITY = "portal:lastActivity";
const MESSAGE = "当前账号长时间未操作，请重新登录";
const HOUR = 3_600_000;

/** A zh-CN page whose clock the test drives, signed in as demo through the login form (ticking the free login or not). */
async function signedInWithClock({ freeLogin = false } = {}): Promise<Page> {
  const context = await env.browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${env.portal.url}/portal/1/`);
  await page.waitForURL(/\/login\//);
  if (freeLogin) await page.getByRole("checkbox", { name: "一周免登录" }).check();
  await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
  await enterAsTenantIdentity(page);
  await page.getByRole("banner").waitFor();
  // Moving the mouse over the header records activity once the page is hydrated: the idle check runs from then on.
  const signedInAt = await stored(page, LAST_ACTIVITY);
  let x = 100;
  await expect
    .poll(async () => {
      await page.mouse.move((x += 7), 20);
      return stored(page, LAST_ACTIVITY);
    })
    .not.toBe(signedInAt);
  return page;
}

function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

describe("idle timeout (SPEC §4, §8, §9)", () => {
  it("after 24 h without activity shows the idle-logout dialog; Esc does not close it, OK logs out to the login page", async () => {
    const page = await signedInWithClock();
    await page.clock.fastForward(25 * HOUR);
    // The idle-logout dialog is the modal 提示; the new-message prompt (not modal) may stand beside it.
    const dialog = page.getByRole("dialog", { name: "提示" });
    await dialog.getByText(MESSAGE).waitFor();
    await expect(stored(page, FLAG)).resolves.toBe("true");

    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await page.waitForTimeout(600);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("button").count()).resolves.toBe(1);

    await dialog.getByRole("button", { name: /确\s?定/ }).click();
    await page.waitForURL(/\/login\/\?redirectUrl=%2Fportal%2F1%2F$/);
    await expect(stored(page, FLAG)).resolves.toBeNull();
    // The session has ended: the portal asks for a login again.
    await page.goto(`${env.portal.url}/portal/1/`);
    await page.waitForURL(/\/login\//);
    await page.context().close();
  });

  it("a page that loads while the timed-out flag is set logs out at once", async () => {
    const page = await signedInWithClock();
    await page.evaluate((key) => window.localStorage.setItem(key, "true"), FLAG);
    await page.reload();
    await page.waitForURL(/\/login\//);
    await page.goto(`${env.portal.url}/portal/1/`);
    await page.waitForURL(/\/login\//);
    await page.context().close();
  });

  it("with the one week free login ticked, 25 h idle is allowed and a week is not", async () => {
    const page = await signedInWithClock({ freeLogin: true });
    await expect(stored(page, FREE_HOURS)).resolves.toBe("168");
    await page.clock.fastForward(25 * HOUR);
    await page.waitForFunction((key) => window.localStorage.getItem(key) === "false", FLAG);
    await expect(page.getByText(MESSAGE).count()).resolves.toBe(0);
    await page.clock.fastForward(144 * HOUR);
    await page.getByRole("dialog", { name: "提示" }).getByText(MESSAGE).waitFor();
    await page.context().close();
  });
});
