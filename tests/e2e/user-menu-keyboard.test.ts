import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** The focused element as a person reads it: its role (or tag) and its text. */
function focused(page: Page): Promise<{ role: string; text: string; insideMenu: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { role: "body", text: "", insideMenu: false };
    return {
      role: element.getAttribute("role") ?? element.tagName.toLowerCase(),
      text: (element.textContent ?? "").trim(),
      insideMenu: element.closest('[role="menu"]') !== null,
    };
  });
}

/** Presses Tab until the user menu's button has the focus, as a keyboard user walks the header. */
async function tabToUserButton(page: Page) {
  const button = page.getByRole("button", { name: /^用户菜单：/ });
  await button.waitFor();
  for (let presses = 0; presses < 80; presses++) {
    if (await button.evaluate((element) => element === document.activeElement)) return button;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the user menu's button");
}

/**
 * Presses ArrowDown until the focused menu entry reads `text` (at most one round of the menu),
 * each time waiting, as a person does, for the focus to move before pressing again.
 */
async function arrowDownTo(page: Page, text: string) {
  for (let presses = 0; presses < 20; presses++) {
    const before = await focused(page);
    if (before.insideMenu && before.text === text) return;
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await focused(page)).text, { timeout: 5_000 }).not.toBe(before.text);
  }
  throw new Error(`ArrowDown never reached ${text}; the focus is on ${JSON.stringify(await focused(page))}`);
}

describe("the user menu from the keyboard (SPEC §6 user dropdown, §4 logout)", () => {
  it("Tab to the user button, Enter, ArrowDown to 退出登录, Enter: signed out, on the login page", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await page.waitForLoadState("networkidle");
    const button = await tabToUserButton(page);
    // A menu button says so, and whether its menu is open.
    await expect(button.getAttribute("aria-haspopup")).resolves.toBe("menu");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");

    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    // The focus is in the menu, so the arrows walk its entries at once.
    await expect.poll(async () => (await focused(page)).insideMenu).toBe(true);

    await arrowDownTo(page, "退出登录");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\//);
    // Signed out for real: the portal sends the browser to the login form again.
    await page.goto(`${env.portal.url}/portal/1/`);
    await page.waitForURL(/\/login\//);
    await page.getByLabel(/^账号$/).waitFor();
    await page.context().close();
  });

  it("ArrowDown on the user button opens the menu with the focus on its first entry; Escape closes it and gives the focus back", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await page.waitForLoadState("networkidle");
    const button = await tabToUserButton(page);
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect.poll(async () => (await focused(page)).insideMenu).toBe(true);
    // The first entry that can be used (the tenant line above it is only a caption).
    await expect.poll(async () => (await focused(page)).text).toBe("个人中心");

    // Another entry from the keyboard: 切换租户 opens the tenant dialog.
    await arrowDownTo(page, "切换租户");
    await page.keyboard.press("Enter");
    // As a person does: the dialog has opened and its tenants are drawn before its Cancel is pressed.
    const dialog = await opened(page.getByRole("dialog", { name: "切换租户" }));
    await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).waitFor();
    await dialog.getByRole("button", { name: /取\s?消/ }).click();
    await dialog.waitFor({ state: "hidden" });

    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor({ state: "hidden" });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect.poll(async () => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
