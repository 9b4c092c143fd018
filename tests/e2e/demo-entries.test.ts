import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signedIn, switchPortalType } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** What the header's collect centre lists: its dropdown opened, read and closed again. */
async function favourites(page: Page, label: string): Promise<string[]> {
  const button = page.getByRole("banner").getByRole("button", { name: label, exact: true });
  await button.click();
  const dropdown = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");
  await dropdown.getByRole("menuitem").first().waitFor();
  // The collected menus, without the entry that opens the add dialog.
  const names = (await dropdown.getByRole("menuitem").allTextContents()).map((name) => name.trim()).filter((name) => !/^(添加收藏|Add to favourites|Lägg till favorit)$/.test(name));
  await page.keyboard.press("Escape");
  await dropdown.waitFor({ state: "hidden" });
  return names;
}

/** The menu names a 最近访问 / Recent visits section lists, top to bottom. */
async function recentNames(page: Page, title: string): Promise<string[]> {
  return (await page.getByRole("region", { name: title }).locator("tbody tr td:first-child").allTextContents()).map((name) => name.trim());
}

describe("what the demo data lets a person reach (SPEC §2 dialogs and header items, §4 other behaviours, §1 languages)", () => {
  it("the help centre icon is on the demo's home page and lists the shown product's help", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const help = page.getByRole("banner").getByRole("button", { name: "帮助中心" });
    await help.click();
    await page.getByRole("menuitem", { name: "企业管理用户手册" }).waitFor();
    await page.context().close();
  });

  it("demo may try both portal types in 中建智造集团: Classic → Simple → Classic through the user menu", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "banner" });
    const header = page.getByRole("banner");
    await expect(header.getAttribute("data-portal-type")).resolves.toBe("Classic");
    await switchPortalType(page, "Simple");
    await switchPortalType(page, "Classic");
    await page.context().close();
  });

  it("the collect centre's add dialog collects a menu found by its name", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const before = await favourites(page, "我的收藏");
    expect(before).not.toContain("图纸管理");
    await page.getByRole("banner").getByRole("button", { name: "我的收藏", exact: true }).click();
    await page.getByRole("menuitem", { name: "添加收藏" }).click();
    const dialog = page.getByRole("dialog", { name: "添加收藏" });
    const field = dialog.getByRole("combobox", { name: "要收藏的菜单" });
    // Typed, then chosen with Enter: the first menu found.
    await field.fill("图纸管理");
    await page.getByRole("option", { name: /图纸管理/ }).waitFor({ state: "attached" });
    await field.press("Enter");
    await expect.poll(async () => (await dialog.locator(".ant-select-selection-item").textContent()) ?? "").toContain("图纸管理");
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/workbench/v4/user-collections" && r.request().method() === "POST");
    // antd spaces a two-character Chinese button label: 收 藏.
    await dialog.getByRole("button", { name: /^收\s?藏$/ }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText("已收藏图纸管理").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await favourites(page, "我的收藏")).toEqual([...before, "图纸管理"]);
    await page.context().close();
  });

  it("in English, favourites, recent visits, quick entries, sidebar categories, bulletins, side entries, dashboards, help and alerts read in English, in full", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    await chooseLanguage(page, /用户菜单/, /语言/, "en");
    // The demo's three, and whatever another test of this file collected since, all in English.
    const collected = await favourites(page, "Favourites");
    expect(collected.slice(0, 3)).toEqual(["Project overview", "Design review", "Worker roster"]);
    expect(collected.filter((name) => /[\u4e00-\u9fff]/.test(name))).toEqual([]);
    // The home page's card lists them under the same names.
    const card = page.getByRole("region", { name: "My favourites" });
    await expect.poll(async () => (await card.getByRole("listitem").allTextContents()).map((name) => name.trim()), { timeout: 15_000 }).toEqual(collected);
    await expect.poll(() => recentNames(page, "Recent visits"), { timeout: 15_000 }).toEqual(["Video surveillance", "Worker roster", "Project overview", "Master schedule"]);
    // The header's quick entries (the tenant's current group).
    const banner = page.getByRole("banner");
    // In the bar, or under "More shortcuts" when the bar has no room for it ("Shortcuts" when all of them are under it).
    const todo = banner.getByRole("link", { name: "My to-dos" });
    const more = banner.getByRole("button", { name: /^(More shortcuts|Shortcuts)$/ });
    await expect.poll(async () => (await todo.isVisible()) || (await more.isVisible()), { timeout: 15_000 }).toBe(true);
    if (!(await todo.isVisible())) {
      await more.click();
      await page.getByRole("menuitem", { name: /My to-dos/ }).waitFor();
      await page.keyboard.press("Escape");
    }
    // Sidebar categories: the whole name is readable (wrapped, never cut off).
    const nav = page.getByRole("navigation", { name: "Application menu" });
    const headings = nav.locator("h3 button");
    await headings.first().waitFor();
    const cut = await headings.evaluateAll((buttons) =>
      buttons.flatMap((button) => [...button.querySelectorAll("span")].filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent)),
    );
    expect(cut).toEqual([]);
    expect(await headings.allTextContents()).toContain("Enterprise operations");
    // The org's bulletins, the side toolbar, the dashboards and the help centre: the demo's own words, in English.
    const board = page.getByRole("region", { name: "Bulletin board" });
    await board.getByText("Portal upgrade notice").waitFor({ timeout: 15_000 });
    const titles = await board.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label") ?? ""));
    expect(titles.filter((title) => /[\u4e00-\u9fff]/.test(title))).toEqual([]);
    await board.getByText(/IT Centre/).first().waitFor();
    await page.getByRole("button", { name: "Feedback", exact: true }).waitFor();
    await page.getByRole("button", { name: "Help documents", exact: true }).waitFor();
    await banner.getByRole("button", { name: "Dashboards" }).click();
    await page.getByRole("link", { name: "Group operations cockpit", exact: true }).waitFor();
    await page.getByRole("link", { name: "Safety and quality board", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await banner.getByRole("button", { name: "Help centre" }).click();
    await page.getByRole("menuitem", { name: "Enterprise management user manual" }).waitFor();
    // The demo's alerts (station messages) too.
    const notices = page.getByRole("region", { name: "Notices" });
    // One stack with the new-message prompt: its count opens the list.
    await notices.getByRole("button", { name: /^[23] notices$/ }).click({ timeout: 15_000 });
    await notices.getByRole("alert").filter({ hasText: "System maintenance" }).waitFor();
    await notices.getByRole("alert").filter({ hasText: "High wind safety warning" }).waitFor();
    await page.context().close();
  });

  it("in Swedish the home page has one name on its tab and on the header button, and the demo's bulletins and side entries are Swedish", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "banner" });
    await chooseLanguage(page, /用户菜单/, /语言/, "sv-SE");
    const headerName = ((await page.getByRole("banner").getByRole("link", { name: /^(Hem|Startsida)$/ }).textContent()) ?? "").trim() || (await page.getByRole("banner").getByRole("link", { name: /^(Hem|Startsida)$/ }).getAttribute("aria-label"));
    const tabName = ((await page.getByRole("tablist").getByRole("tab").first().textContent()) ?? "").trim();
    expect(tabName).toBe(headerName);
    // The demo's bulletins and side toolbar speak Swedish too.
    await page.getByRole("region", { name: "Anslagstavla" }).getByText("Meddelande om portaluppgradering").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Synpunkter", exact: true }).waitFor();
    await page.context().close();
  });
});
