import type { FrameLocator, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { opened } from "./harness";

/**
 * The console's entries steps as a tenant admin takes them (ADR 023, ADR 057), shared by the e2e
 * tests of entry drafts: open a console section from the user menu, add a quick entry as a draft,
 * and look for a quick entry in a header (a page's or the preview frame's).
 */

/** From the portal's user menu into the console, then to one of its sections by its link. */
export async function openConsoleSection(page: Page, section: string, path: RegExp): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await Promise.all([page.waitForURL(/\/portal-admin\//), page.getByRole("menuitem", { name: "管理控制台" }).click()]);
  await page.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: section, exact: true }).click();
  await page.waitForURL(path);
}

/** A quick entry to add: its names in the three locales and its code. */
export interface NewQuickEntry {
  name: string;
  en: string;
  sv: string;
  code: string;
}

/**
 * Opens the console's Entries section and adds a quick entry through its dialog, which saves it as
 * the admin's draft (nothing published); answers the quick entries' tab, once it says so.
 */
export async function draftQuickEntry(admin: Page, entry: NewQuickEntry): Promise<Locator> {
  await openConsoleSection(admin, "入口", /\/portal-admin\/entries\/$/);
  const quick = admin.getByRole("tabpanel", { name: "快捷入口" });
  await quick.getByText("我的待办").first().waitFor();
  await addQuickEntry(admin, quick, entry, 1);
  return quick;
}

/**
 * In the quick entries' tab, adds a quick entry through its dialog (saved as the admin's draft),
 * then waits for the draft's banner to count `changes` unpublished changes.
 */
export async function addQuickEntry(admin: Page, quick: Locator, entry: NewQuickEntry, changes: number): Promise<void> {
  await quick.getByRole("button", { name: "新增", exact: true }).click();
  const dialog = await opened(admin.getByRole("dialog", { name: "新增到快捷入口" }));
  await dialog.getByLabel("名称（中文）").fill(entry.name);
  await dialog.getByLabel("名称（英文）").fill(entry.en);
  await dialog.getByLabel("名称（瑞典语）").fill(entry.sv);
  await dialog.getByLabel("编码").fill(entry.code);
  await dialog.getByLabel("链接", { exact: true }).fill("/help/pmpp/quick-start.html");
  const drafted = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/draft") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: "保存" }).click();
  expect((await drafted).status()).toBe(200);
  await dialog.waitFor({ state: "hidden" });
  await quick.getByText(new RegExp(`^草稿：${changes} 处更改尚未发布`)).waitFor();
}

/**
 * Whether a header (of `root`: a page, or the console's preview frame) offers a quick entry of
 * this name: in the bar, or under its more item. `page` takes the keyboard to close that menu.
 */
export async function quickEntryShown(page: Page, root: Page | FrameLocator, name: string): Promise<boolean> {
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
