import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { fillLogin, opened, openSignInPage, signedIn, tryAgain } from "./harness";
import { withPortal } from "./with-portal";

// SPEC §2 Layout: the header and the tab bar stay in view while the page scrolls; phones and
// tablets (below 1024 and 768 px) get the whole page within the window, the sidebar as icons or
// behind the header's app menu button.
const env = withPortal();

/** How much wider than the window the page is (0: no sideways scrolling). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

function tabList(page: Page): Locator {
  return page.getByRole("tablist", { name: "已打开的页面" });
}

/** Where an element's box is in the window, and whether the point at its middle shows it (nothing over it). */
function place(locator: Locator): Promise<{ top: number; left: number; right: number; bottom: number; onTop: boolean }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return { top: box.top, left: box.left, right: box.right, bottom: box.bottom, onTop: hit !== null && element.contains(hit) };
  });
}

/** On a phone: a menu of the personal centre opened through the header's app menu button and the sidebar's drawer. */
async function openFromAppMenu(page: Page, menu: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "应用菜单" });
  // The header, drawn again for the narrower window, may take a first click before it answers: a person clicks again.
  await tryAgain(3, async () => {
    if (!(await dialog.isVisible())) await page.getByRole("banner").getByRole("button", { name: "应用菜单" }).click();
    await dialog.waitFor({ timeout: 5_000 });
  });
  const drawer = await opened(dialog);
  const box = await drawer.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const nav = drawer.getByRole("navigation", { name: "应用菜单" });
  // The category and its app share the name: the app is the second.
  await nav.getByRole("button", { name: "个人中心", exact: true }).last().click();
  const panel = drawer.getByRole("region", { name: "个人中心的菜单" });
  await panel.getByRole("button", { name: "会员中心" }).click();
  await panel.getByRole("link", { name: menu }).click();
  await drawer.waitFor({ state: "hidden" });
  await tabList(page).getByRole("tab", { name: menu, selected: true }).waitFor();
}

describe("the page on every screen (SPEC §2 Layout)", () => {
  it("the header and the tab bar stay at the top while the message centre scrolls (1440 px); at 1024, 768 and 390 px the page fits the window, the sidebar folds to icons and then behind its button, the tab bar scrolls in itself", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 600 }, ready: "sidebar" });
    const header = page.getByRole("banner");
    // The message centre, opened as a person does: the bell, then "view more".
    await header.getByRole("button", { name: /^消息中心/ }).click();
    await page.getByRole("dialog", { name: "未读消息" }).getByRole("link", { name: "查看更多" }).click();
    const list = page.getByRole("list", { name: "全部消息" });
    await list.getByRole("listitem").first().waitFor();
    // Scrolled with the keyboard, as a reader does: a click on the page's text, then Page Down.
    await page.locator(".ant-card-head-title", { hasText: "全部消息" }).click();
    await page.keyboard.press("PageDown");
    await page.waitForFunction(() => window.scrollY > 100);
    const headerPlace = await place(header);
    expect(headerPlace.top).toBe(0);
    expect(headerPlace.onTop).toBe(true);
    const tabsPlace = await place(tabList(page));
    expect(tabsPlace.top).toBeGreaterThanOrEqual(headerPlace.bottom - 1);
    expect(tabsPlace.top).toBeLessThan(headerPlace.bottom + 12);
    expect(tabsPlace.onTop).toBe(true);

    // A tablet: the page fits; the sidebar shows its categories' icons, whose buttons open it over the page.
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflow(page), { message: `${width} px` }).toBeLessThanOrEqual(0);
    }
    const sidebar = page.getByTestId("sidebar");
    expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(60);
    await page.getByTestId("sidebar-icons").getByRole("button", { name: "打开应用菜单" }).click();
    await page.getByTestId("sidebar-drawer").getByRole("navigation", { name: "应用菜单" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("sidebar-drawer").waitFor({ state: "detached" });

    // A phone: the sidebar leaves the row; the header's app menu button opens it as a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    expect(await sidebar.isVisible()).toBe(false);
    await openFromAppMenu(page, "会员信息");
    await openFromAppMenu(page, "修改密码");
    await openFromAppMenu(page, "头像设置");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Five tabs are wider than a phone: the bar scrolls in itself, the page does not.
    const tabs = tabList(page);
    const [scrollWidth, clientWidth] = await tabs.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await tabs.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
    await expect.poll(() => tabs.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const first = await place(tabs.getByRole("tab", { name: "首页" }));
    expect(first.left).toBeLessThan(0);
    const last = await place(tabs.getByRole("tab", { name: "头像设置" }));
    expect(last.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page.context().close();
  }, 120_000);

  it("a phone's sign-in: the identity list fits the screen, 进入 shows the home page within the window, and the header's drawer, messages and search open within it", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await openSignInPage(page, env.portal.url);
    await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const dialog = await opened(page.getByRole("dialog", { name: "选择身份" }));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await dialog.getByRole("radio", { name: /^本企业/ }).tap();
    await dialog.getByRole("button", { name: /^进\s?入$/ }).tap();
    await dialog.waitFor({ state: "detached" });
    const welcome = page.getByRole("heading", { name: /^欢迎/ });
    await welcome.waitFor();
    const shown = await place(welcome);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("banner").getByRole("button", { name: "应用菜单" }).waitFor();

    // The header's other tools are under 更多工具: the shortcuts there each read their name, one under another.
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "更多工具" }).tap();
    const drawer = await opened(page.getByRole("dialog", { name: "更多工具" }));
    const shortcuts = drawer.getByRole("group", { name: "快捷入口" });
    await shortcuts.getByRole("link").first().waitFor();
    const names = await shortcuts.evaluate((group) => [...group.querySelectorAll<HTMLElement>("a, button")].map((control) => control.innerText.trim()));
    expect(names.length).toBeGreaterThan(1);
    expect(names.filter((name) => name === "")).toEqual([]);
    // No row of the drawer is an empty band: an item with nothing to show (no participant org to choose) takes no room.
    const emptyRows = await drawer.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>("[data-header-drawer-item]")].filter((row) => row.getBoundingClientRect().height > 0 && row.innerText.trim() === "" && !row.querySelector("svg, img")).map((row) => row.dataset["headerDrawerItem"]),
    );
    expect(emptyRows).toEqual([]);
    await drawer.getByRole("button", { name: "Close" }).or(drawer.getByRole("button", { name: "关闭" })).first().tap();
    await drawer.waitFor({ state: "hidden" });

    // The unread messages open within the window.
    await banner.getByRole("button", { name: /^消息中心/ }).tap();
    const panel = page.getByRole("dialog", { name: "未读消息" });
    await panel.getByRole("link", { name: "查看更多" }).waitFor();
    const panelPlace = await place(panel);
    expect(panelPlace.left).toBeGreaterThanOrEqual(0);
    expect(panelPlace.right).toBeLessThanOrEqual(390);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });

    // The menu search opens along the header, within the window, and what is typed shows.
    await banner.getByRole("button", { name: "搜索菜单" }).tap();
    const search = banner.getByRole("combobox", { name: "搜索菜单" });
    await search.fill("项目储备");
    const field = await place(search);
    expect(field.left).toBeGreaterThanOrEqual(0);
    expect(field.right).toBeLessThanOrEqual(390);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }, 90_000);
});
