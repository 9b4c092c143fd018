import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** What has the keyboard focus, as a person would name it: its role and accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? (el.textContent ?? "").trim()}`;
  });
}

/** Presses Tab until the focus is on the element of `role` named `text`, as a keyboard user walks the page. */
async function tabTo(page: Page, text: string, role: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now === `${role}:${text}`) return;
  }
  throw new Error(`Tab never reached ${role} ${text}`);
}

describe("keyboard focus after opening a menu (SPEC §2 Left side, §4 Menu select, Tabs)", () => {
  it("Enter on a leaf of the sidebar's menu panel puts the focus on the new tab, not the page body", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const nav = page.getByRole("navigation", { name: "应用菜单" });
    await nav.getByRole("button", { name: "企业管理" }).waitFor();

    // Tab to the app, open its panel with →, the directories' columns with →, and the leaf with Enter.
    await tabTo(page, "企业管理", "button");
    await page.keyboard.press("ArrowRight");
    const panel = page.getByRole("region", { name: "企业管理的菜单" });
    await panel.waitFor();
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资管理");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资项目库");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("a:项目储备");
    await page.keyboard.press("Enter");

    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await panel.waitFor({ state: "detached" });
    // The focus is on the opened menu's tab, the selected one, so the keyboard goes on from there.
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:项目储备");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).resolves.toBe("true");
    // The keyboard goes on from the tab: ← moves to the tab before it.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:首页");
    await page.context().close();
  });

  it("in drawer mode too, the focus goes to the new tab when the drawer closes after Enter on a leaf", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    await page.getByRole("button", { name: "取消固定（抽屉模式）" }).click();
    await page.locator('[data-testid="sidebar"][data-mode="drawer"]').waitFor();
    await tabTo(page, "打开应用菜单", "button");
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("sidebar-drawer");
    await drawer.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await drawer.getByRole("button", { name: "企业管理" }).waitFor();
    await tabTo(page, "企业管理", "button");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资管理");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资项目库");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("a:项目储备");
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:项目储备");
    await page.context().close();
  });
});
