import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignInPage, openTenantDialog, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** What the motion of a dialog, its mask or a dropdown menu is recorded on (a spinner keeps turning and a hovered item's colour fades either way). */
const POPUPS = ".ant-modal, .ant-modal-mask, .ant-dropdown";

/** From now on, the duration (seconds) of every animation and transition that starts on an element matching `selector`. */
async function recordMotion(page: Page, selector = POPUPS): Promise<() => Promise<number[]>> {
  await page.evaluate((selector) => {
    const seen: number[] = [];
    (window as unknown as { motionSeen: number[] }).motionSeen = seen;
    const record = (event: Event) => {
      const target = event.target as Element;
      if (!target.matches(selector)) return;
      const style = getComputedStyle(target);
      const durations = (event.type === "animationstart" ? style.animationDuration : style.transitionDuration).split(",");
      seen.push(Math.max(...durations.map((duration) => Number.parseFloat(duration))));
    };
    document.addEventListener("animationstart", record, true);
    document.addEventListener("transitionrun", record, true);
  }, selector);
  return () => page.evaluate(() => (window as unknown as { motionSeen: number[] }).motionSeen.splice(0));
}

describe("reduced motion (WCAG 2.3.3, ADR 041)", () => {
  it("a person who asks their system for reduced motion gets dialogs without their zoom; others get the zoom", async () => {
    // The tests' browser asks for reduced motion (the harness, ADR 041).
    const page = await signedIn(env, { ready: "banner" });
    await page.waitForLoadState("networkidle");
    const motion = await recordMotion(page);

    const dialog = await openTenantDialog(page);
    await page.waitForTimeout(400);
    const reduced = await motion();
    // The dialog's motion ran, for a millisecond at most; the dialog is there and usable.
    expect(reduced.length).toBeGreaterThan(0);
    expect(Math.max(0, ...reduced)).toBeLessThanOrEqual(0.001);
    await dialog.getByRole("button", { name: /取\s?消/ }).click();
    await dialog.waitFor({ state: "hidden" });

    // The same person without that wish: the dialog zooms in as antd draws it.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await motion();
    const again = await openTenantDialog(page);
    await again.waitFor();
    await page.waitForTimeout(400);
    expect(Math.max(0, ...(await motion()))).toBeGreaterThanOrEqual(0.2);
    await page.context().close();
  });

  it("a form's error appears without its fade for such a person (antd's !important transition included)", async () => {
    const page = await (await env.browser.newContext()).newPage();
    await openSignInPage(page, env.portal.url);
    await page.waitForFunction(() => document.readyState === "complete");
    const motion = await recordMotion(page, ".ant-form-show-help-item");
    // Sent empty: the form says what is missing.
    await page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ }).click();
    await page.getByText("请输入账号").waitFor();
    await page.waitForTimeout(300);
    const seen = await motion();
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(0, ...seen)).toBeLessThanOrEqual(0.001);
    await page.context().close();
  });
});
