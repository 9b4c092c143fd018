import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { chooseLanguageTimed, mainMenuItem, signIn, userMenuItem } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

function tabList(page: Page) {
  return page.getByRole("tablist", { name: "已打开的页面" });
}

async function tabNames(page: Page): Promise<string[]> {
  return (await tabList(page).getByRole("tab").allTextContents()).map((name) => name.trim());
}

/** Waits until the tab bar shows exactly `names`, in order. */
async function expectTabs(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => tabNames(page), { timeout: 15_000, interval: 200 }).toEqual(names);
}

async function activeTab(page: Page): Promise<string> {
  return ((await tabList(page).locator('[role="tab"][aria-selected="true"]').textContent()) ?? "").trim();
}

/** The right-click menu is closed (by its class: visibility depends on the page's style sheets). */
async function menuClosed(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate("[...document.querySelectorAll('.ant-dropdown')].every((el) => el.classList.contains('ant-dropdown-hidden'))"), { timeout: 10_000 }).toBe(true);
}

/** Opens a tab's right-click menu and returns it. */
async function tabMenu(page: Page, name: string) {
  await tabList(page).getByRole("tab", { name, exact: true }).click({ button: "right" });
  const menu = page.getByRole("menu", { name: `${name} 的操作` });
  await menu.waitFor();
  await expect.poll(() => page.evaluate("[...document.querySelectorAll('.ant-dropdown')].some((el) => !el.classList.contains('ant-dropdown-hidden'))"), { timeout: 10_000 }).toBe(true);
  return menu;
}

/** Opens a header main menu item: in the menu bar, or under its "more" menu when the bar is too narrow. */
async function openMainMenu(page: Page, app: string, item: string): Promise<void> {
  const link = await mainMenuItem(page, app, item);
  await link.click();
}

describe("tab bar and menu selection in the browser (SPEC §4 Tabs, Menu select)", () => {
  it("opens header menus as tabs, reorders them by dragging, keeps the order after a reload, and closes through the right-click menu", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await expectTabs(page, ["首页"]);
    await page.getByText("欢迎，演示用户").waitFor();

    // One tab: the close items are disabled.
    let menu = await tabMenu(page, "首页");
    await expect(menu.getByRole("menuitem", { name: "关闭右侧" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(menu.getByRole("menuitem", { name: "关闭其他" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(menu.getByRole("menuitem", { name: "刷新" }).getAttribute("aria-disabled")).resolves.toBe("false");
    await page.keyboard.press("Escape");
    await menuClosed(page);
    await expect.poll(() => page.evaluate("document.activeElement.getAttribute('role') + ':' + document.activeElement.textContent"), { timeout: 5_000 }).toBe("tab:首页");

    // A main menu is a directory: its first page opens, as a tab, with its application region.
    await openMainMenu(page, "企业管理", "投资管理");
    await expectTabs(page, ["首页", "项目储备"]);
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await expect(page.getByRole("region", { name: "项目储备" }).getAttribute("data-integrate-type")).resolves.toBe("0");
    const reserveUrl = new URL(page.url()).pathname;
    expect(reserveUrl).toMatch(/^\/portal\/[^/]+\/$/);
    expect(reserveUrl).not.toBe("/portal/1/");

    await openMainMenu(page, "企业管理", "设计管理");
    await expectTabs(page, ["首页", "项目储备", "图纸管理"]);
    await page.getByRole("region", { name: "图纸管理" }).waitFor();
    expect(await activeTab(page)).toBe("图纸管理");

    // Drag 项目储备 in front of 首页; the order is saved and comes back after a reload.
    await tabList(page).getByRole("tab", { name: "项目储备" }).dragTo(tabList(page).getByRole("tab", { name: "首页" }));
    await expectTabs(page, ["项目储备", "首页", "图纸管理"]);
    // As with browser tabs, the press that starts a drag selects the dragged tab (ADR 015).
    await page.waitForURL(`${env.portal.url}${reserveUrl}`);
    expect(await activeTab(page)).toBe("项目储备");
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await tabList(page).getByRole("tab", { name: "图纸管理" }).click();
    await page.getByRole("region", { name: "图纸管理" }).waitFor();
    // The page shows first; the address follows once the browser is idle (ADR 015).
    await page.waitForURL((url) => url.pathname !== reserveUrl && url.pathname !== "/portal/1/");
    await page.reload();
    await page.getByRole("region", { name: "图纸管理" }).waitFor();
    await expectTabs(page, ["项目储备", "首页", "图纸管理"]);
    expect(await activeTab(page)).toBe("图纸管理");

    // Close right on 首页: 图纸管理 (active) closes, 首页 becomes active and its page shows.
    menu = await tabMenu(page, "首页");
    await expect(menu.getByRole("menuitem", { name: "关闭其他" }).getAttribute("aria-disabled")).resolves.toBe("false");
    await menu.getByRole("menuitem", { name: "关闭右侧" }).click();
    await expectTabs(page, ["项目储备", "首页"]);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    expect(await activeTab(page)).toBe("首页");
    await page.getByText("欢迎，演示用户").waitFor();

    // Close others on 项目储备 (with 图纸管理 open again): the default tab stays, and 项目储备 is active.
    await openMainMenu(page, "企业管理", "设计管理");
    await expectTabs(page, ["项目储备", "首页", "图纸管理"]);
    menu = await tabMenu(page, "项目储备");
    await menu.getByRole("menuitem", { name: "关闭其他" }).click();
    await expectTabs(page, ["项目储备", "首页"]);
    await page.waitForURL(`${env.portal.url}${reserveUrl}`);
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    expect(await activeTab(page)).toBe("项目储备");
    // Nothing but the default tab is left to close: the close items are disabled.
    menu = await tabMenu(page, "项目储备");
    await expect(menu.getByRole("menuitem", { name: "关闭其他" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await menuClosed(page);

    // The default tab closes on its own ×; then 项目储备 is the only tab.
    await page.getByRole("button", { name: "关闭 首页", includeHidden: true }).click();
    await expectTabs(page, ["项目储备"]);
    menu = await tabMenu(page, "项目储备");
    await expect(menu.getByRole("menuitem", { name: "关闭右侧" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(menu.getByRole("menuitem", { name: "关闭其他" }).getAttribute("aria-disabled")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await menuClosed(page);

    // Closing the only tab goes to the default menu (home).
    await page.getByRole("button", { name: "关闭 项目储备", includeHidden: true }).click();
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await expectTabs(page, ["首页"]);

    // A language change keeps the tab list (SPEC §4 Tabs) and is done in place, within a second:
    // from the choice to the open tabs named in the new language.
    await openMainMenu(page, "企业管理", "设计管理");
    await expectTabs(page, ["首页", "图纸管理"]);
    await page.getByRole("region", { name: "图纸管理" }).waitFor();
    await tabList(page).getByRole("tab", { name: "首页" }).click();
    await page.getByText("欢迎，演示用户").waitFor();
    // Done: the page reads in English, its tabs named in English (the page still the same document).
    const english = page.getByRole("tablist", { name: "Open pages" });
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    const took = await chooseLanguageTimed(page, "English", async () => {
      await page.getByText("Welcome, ").first().waitFor({ timeout: 15_000 });
      await english.getByRole("tab", { name: "Drawings" }).waitFor({ timeout: 15_000 });
    });
    console.info(`language switch: ${took} ms from the choice to the page in English with its tabs kept`);
    expect((await english.getByRole("tab").allTextContents()).map((name) => name.trim())).toEqual(["Home", "Drawings"]);
    expect(took).toBeLessThan(1_000);
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    // And it answers the user at once: its user menu opens.
    await (await userMenuItem(page, "Log out", /^User menu: /)).waitFor({ timeout: 5_000 });
    await context.close();
  });

  it("a menu the user holds no authority for shows the no-permission message and the forbidden page", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const project = await env.portal.platform!.db.selectFrom("orgs").select(["full_id"]).where("tenant_id", "=", "10001").where("name", "=", "北京大兴国际物流园项目").executeTakeFirstOrThrow();
    const entry = `/portal/1/?org=${encodeURIComponent(project.full_id)}`;
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, entry);
    await page.getByRole("menubar", { name: "项目综合管理" }).waitFor();

    // demo lacks every pmpp.cost authority (platform/README.md, menus).
    await openMainMenu(page, "项目综合管理", "成本管理");
    await page.locator(".ant-message").getByText("暂无权限，请联系管理员").waitFor();
    await page.waitForURL((url) => url.pathname === "/portal/3/" && url.searchParams.get("org") === project.full_id);
    await page.getByRole("heading", { name: "暂无权限，请联系管理员" }).waitFor();
    await expectTabs(page, ["首页", "无权限"]);
    expect(await activeTab(page)).toBe("无权限");

    // A menu the user may open still opens from there; the no-permission page was shown, not kept.
    await openMainMenu(page, "项目综合管理", "进度管理");
    await page.getByRole("region", { name: "总进度计划" }).waitFor();
    await expectTabs(page, ["首页", "总进度计划"]);
    await page.reload();
    await page.getByRole("region", { name: "总进度计划" }).waitFor();
    await expectTabs(page, ["首页", "总进度计划"]);
    expect(await activeTab(page)).toBe("总进度计划");
    await context.close();
  });

  it("the not-found page (menu 2) shows in a tab of its own that goes once another page shows, and never comes back after a reload", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    // A link to the not-found page (where bad links lead, SPEC §2).
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/2/");
    await page.waitForURL(`${env.portal.url}/portal/2/`);
    await page.getByText("页面不存在").first().waitFor();
    await expectTabs(page, ["首页", "页面不存在"]);
    expect(await activeTab(page)).toBe("页面不存在");
    // Reloaded there, the page shows again, in one tab.
    await page.reload();
    await page.getByText("页面不存在").first().waitFor();
    await expectTabs(page, ["首页", "页面不存在"]);

    await openMainMenu(page, "企业管理", "投资管理");
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await expectTabs(page, ["首页", "项目储备"]);
    await page.waitForURL((url) => url.pathname !== "/portal/2/");
    await page.reload();
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await expectTabs(page, ["首页", "项目储备"]);

    // Back on home, the not-found tab does not come back either.
    await tabList(page).getByRole("tab", { name: "首页" }).click();
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await expectTabs(page, ["首页", "项目储备"]);
    await context.close();
  });

  it("the sidebar follows the personal-centre pages opened from the user menu, as it does for those opened by search", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN", viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const nav = page.getByRole("navigation", { name: "应用菜单" });
    await nav.waitFor();
    // The personal centre's app row (its category bears the same name).
    const personalCentre = nav.locator("button[data-app-id]", { hasText: /^个人中心$/ });
    await personalCentre.waitFor();
    expect(await personalCentre.getAttribute("aria-current")).toBeNull();

    for (const entry of ["个人中心", "修改密码"]) {
      // The dropdown's entry: the member centre's own menus name the same pages.
      await (await userMenuItem(page, entry)).click();
      await page.waitForURL((url) => url.pathname !== "/portal/1/");
      await expect.poll(() => activeTab(page), { timeout: 15_000 }).toBe(entry === "个人中心" ? "会员信息" : "修改密码");
      // The personal centre is the active app in the sidebar, its category open.
      await expect.poll(() => personalCentre.getAttribute("aria-current"), { timeout: 15_000 }).toBe("true");
    }
    await context.close();
  });
});
