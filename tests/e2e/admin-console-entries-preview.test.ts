import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The console's preview shows the admin's entry-list drafts (ADR 057, ADR 020 "Preview"): a
 * quick entry the admin added as a draft shows in the preview frame, under the draft ribbon,
 * while a member does not see it.
 */

// A portal of its own: the draft made here reaches no other test file's admin.
const env = withPortal();

const WIDE = { width: 1440, height: 900 };

async function openConsoleSection(page: Page, section: string, path: RegExp): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await Promise.all([page.waitForURL(/\/portal-admin\//), page.getByRole("menuitem", { name: "管理控制台" }).click()]);
  await page.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: section, exact: true }).click();
  await page.waitForURL(path);
}

/** Whether a header (of a page or of the preview frame) offers a quick entry of this name: in the bar, or under its more item. */
async function quickEntryShown(page: Page, root: Page | FrameLocator, name: string): Promise<boolean> {
  const banner = root.getByRole("banner");
  const known = banner.getByRole("link", { name: "我的待办" });
  const more = banner.getByRole("button", { name: /^(更多入口|快捷入口)$/ });
  await expect.poll(async () => (await known.isVisible()) || (await more.isVisible()), { timeout: 30_000 }).toBe(true);
  if (await more.isVisible()) {
    await more.click();
    const menu = root.getByRole("menu").last();
    await menu.waitFor();
    const shown = (await menu.getByRole("menuitem", { name: new RegExp(name) }).count()) > 0;
    await page.keyboard.press("Escape");
    if (shown) return true;
  }
  return (await banner.getByRole("link", { name, exact: true }).count()) > 0;
}

describe("the console's preview of entry-list drafts (ADR 057)", () => {
  it("a quick entry the admin added as a draft shows in the console's preview frame, not to a member", async () => {
    const name = "预览草稿入口";
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    await openConsoleSection(admin, "入口", /\/portal-admin\/entries\/$/);
    const quick = admin.getByRole("tabpanel", { name: "快捷入口" });
    await quick.getByText("我的待办").first().waitFor();

    await quick.getByRole("button", { name: "新增", exact: true }).click();
    const dialog = await opened(admin.getByRole("dialog", { name: "新增到快捷入口" }));
    await dialog.getByLabel("名称（中文）").fill(name);
    await dialog.getByLabel("名称（英文）").fill("Preview draft entry");
    await dialog.getByLabel("名称（瑞典语）").fill("Utkast i förhandsvisningen");
    await dialog.getByLabel("编码").fill("quick.preview-draft");
    await dialog.getByLabel("链接", { exact: true }).fill("/help/pmpp/quick-start.html");
    const drafted = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/draft") && r.request().method() === "PUT");
    await dialog.getByRole("button", { name: "保存" }).click();
    expect((await drafted).status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await quick.getByText(/^草稿：1 处更改尚未发布/).waitFor();

    // The console's preview is the real portal with the admin's drafts: the new quick entry is in its header, under the draft ribbon.
    await admin.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: "品牌", exact: true }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);
    const preview = admin.getByRole("region", { name: "页头主题" }).frameLocator('iframe[title="门户预览（您的草稿）"]');
    expect(await quickEntryShown(admin, preview, name)).toBe(true);
    await preview.getByRole("status").filter({ hasText: /草稿/ }).waitFor({ timeout: 20_000 });

    // The admin's own portal, and a member's, show the published list.
    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    expect(await quickEntryShown(demo, demo, name)).toBe(false);
  });
});
