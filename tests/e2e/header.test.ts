import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { chooseLanguage, mainMenuItem, opened, platformToken, signedIn, switchPortalType } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** Accessible names of the chrome in one language: header items, the user menu and its entries. */
async function expectChrome(page: Page, names: { userMenu: RegExp; fullscreen: string; home: string; workbench: string; favourites: string; language: string; logout: string; tenantSwitch: RegExp }) {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: names.fullscreen, exact: true }).waitFor();
  await banner.getByRole("link", { name: names.home, exact: true }).waitFor();
  await banner.getByRole("link", { name: names.workbench, exact: true }).waitFor();
  // Loaded after hydration: the collect centre appears once the collections are in.
  await banner.getByRole("button", { name: names.favourites, exact: true }).waitFor();
  await banner.getByRole("button", { name: names.language, exact: true }).waitFor();
  await banner.getByRole("button", { name: names.userMenu }).click();
  await page.getByRole("link", { name: names.logout }).waitFor();
  const tenantSwitch = page.getByRole("menuitem", { name: names.tenantSwitch });
  await tenantSwitch.waitFor();
  await page.keyboard.press("Escape");
  // Closed, its animation over: the next click on the user menu opens it again.
  await tenantSwitch.waitFor({ state: "hidden" });
}

describe("header (SPEC §2 header items, §4 language and portal type)", () => {
  it("the main and sub menu bars share the header's room item by item: neither is left with a lone … beside free room", async () => {
    // English names are long: on a 1366 px laptop screen the two bars cannot show every menu.
    const page = await signedIn(env, { entry: "/portal/1/?lang=en", viewport: { width: 1366, height: 768 }, ready: "banner" });
    await (await mainMenuItem(page, "Enterprise management", "Investment")).click();
    const sub = page.getByRole("menubar", { name: "Investment" });
    await sub.waitFor();
    const main = page.getByRole("menubar", { name: "Enterprise management" });
    // The header's items that come after hydration take their room from the bars: wait for the last of them.
    await page.getByRole("banner").getByRole("button", { name: "Favourites", exact: true }).waitFor();
    /** What the group of bars holds: its room, and per bar its width, the widths of the menus it shows and of the next one it folds. */
    const layout = () =>
      page.locator("[data-menu-bar-group]").evaluate((group) => ({
        room: group.clientWidth,
        gap: parseFloat(getComputedStyle(group).columnGap) || 0,
        bars: [...group.querySelectorAll<HTMLElement>("[data-menu-bar]")].map((nav) => {
          const items = [...nav.querySelectorAll<HTMLElement>("[data-overflow-item]")];
          const folded = items.filter((item) => item.getAttribute("aria-hidden") === "true");
          return {
            width: nav.getBoundingClientRect().width,
            shown: items.filter((item) => item.getAttribute("aria-hidden") !== "true").map((item) => item.textContent ?? ""),
            next: folded.length > 0 ? folded[0]!.getBoundingClientRect().width : null,
          };
        }),
      }));
    // The bars measure themselves once drawn: wait until they hold still (four looks in a row alike).
    const looks: string[] = [];
    await expect
      .poll(
        async () => {
          looks.push(JSON.stringify(await layout()));
          return looks.length >= 4 && looks.slice(-4).every((look) => look === looks[looks.length - 1]);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
    const { room, gap, bars } = await layout();
    // Item by item: each bar shows its first menu before either shows a second.
    expect(bars.map((bar) => bar.shown[0]), "first menu of each bar").toEqual(["Investment", "Investment pool"]);
    // No bar folds a menu that the room left over would hold.
    const free = room - bars.reduce((sum, bar) => sum + bar.width, 0) - gap * (bars.length - 1);
    for (const bar of bars) if (bar.next !== null) expect(bar.next, `room left (${free.toFixed(0)} px) beside a folded menu`).toBeGreaterThan(free);
    // What does not fit is one click away.
    await sub.getByRole("menuitem", { name: "More menus" }).click();
    await page.getByRole("menu", { name: "More menus" }).getByRole("menuitem", { name: "Investment analysis" }).waitFor();
    await expect(main.getByRole("menuitem", { name: "More menus" }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("the language switch re-labels the chrome: zh-CN → en → sv-SE", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await expectChrome(page, { userMenu: /^用户菜单：演示用户$/, fullscreen: "全屏", home: "首页", workbench: "工作台", favourites: "我的收藏", language: "语言：简体中文", logout: "退出登录", tenantSwitch: /切换租户/ });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("zh-CN");

    await chooseLanguage(page, /用户菜单/, /语言/, "en");
    await expectChrome(page, { userMenu: /^User menu: 演示用户$/, fullscreen: "Full screen", home: "Home", workbench: "Workbench", favourites: "Favourites", language: "Language: English", logout: "Log out", tenantSwitch: /Switch tenant/ });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");

    await chooseLanguage(page, /User menu/, /Language/, "sv-SE");
    await expectChrome(page, { userMenu: /^Användarmeny: 演示用户$/, fullscreen: "Helskärm", home: "Startsida", workbench: "Arbetsyta", favourites: "Favoriter", language: "Språk: Svenska", logout: "Logga ut", tenantSwitch: /Byt klient/ });
    // Remembered: the next page without ?lang stays Swedish.
    await page.goto(`${env.portal.url}/portal/1/`);
    await page.getByRole("button", { name: "Helskärm", exact: true }).waitFor();
    await page.context().close();
  }, 120_000);

  it("Classic ↔ Simple through the user menu: the page reloads with the other header and keeps it after a reload", async () => {
    // The tenant admin allows the switch for 中建智造集团 (header theme enableSwitchPortal).
    const adminToken = await platformToken(env.portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, "10001");
    const put = await fetch(`${env.portal.url}/platform/api/param/v4/theme-settings/header`, {
      method: "PUT",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ enableSwitchPortal: true }),
    });
    expect(put.status).toBe(200);

    const page = await signedIn(env, { ready: "banner" });
    const header = page.getByRole("banner");
    await expect(header.getAttribute("data-portal-type")).resolves.toBe("Classic");

    await switchPortalType(page, "Simple");

    await page.reload();
    await page.locator('header[data-portal-type="Simple"]').waitFor();
    // The platform holds the user's choice.
    const stored = await page.evaluate("fetch('/api/param/v4/user-param-values/theme-settings').then((r) => r.json())");
    expect(stored).toMatchObject({ success: true, data: { enableType: "Simple" } });

    await switchPortalType(page, "Classic");
    await page.context().close();
  }, 120_000);

  it("the help centre opens for a product with help urls: a new window or a sandboxed dialog", async () => {
    // 北京大兴国际物流园项目 shows 项目综合管理 (pmpp), which has two help urls.
    const page = await signedIn(env, { entry: "/portal/1/?org=100010010", ready: "banner" });
    const help = page.getByRole("banner").getByRole("button", { name: "帮助中心" });
    await help.click();
    const manual = page.getByRole("link", { name: "项目管理用户手册" });
    await expect(manual.getAttribute("target")).resolves.toBe("_blank");
    await expect(manual.getAttribute("href")).resolves.toBe("https://help.example.com/pmpp/manual");
    await page.getByRole("menuitem", { name: "项目管理快速入门" }).click();
    const dialog = await opened(page.getByRole("dialog", { name: "项目管理快速入门" }));
    const frame = dialog.locator("iframe");
    await expect(frame.getAttribute("src")).resolves.toBe("/help/pmpp/quick-start.html");
    // A help page on the portal's own origin, not code deployed with the shell: an opaque origin (ADR 029).
    await expect(frame.getAttribute("sandbox")).resolves.toBe("allow-scripts allow-forms allow-popups allow-downloads allow-modals");
    await page.context().close();
  });

  it("the fullscreen button has its name and works", async () => {
    // A product without help urls showing no help centre is checked in tests/component/header-items.test.tsx (every demo product has help).
    const page = await signedIn(env, { ready: "banner" });
    const banner = page.getByRole("banner");
    const fullscreen = banner.getByRole("button", { name: "全屏", exact: true });
    await fullscreen.waitFor();
    await fullscreen.click();
    await banner.getByRole("button", { name: "退出全屏", exact: true }).waitFor();
    await expect(page.evaluate("document.fullscreenElement !== null")).resolves.toBe(true);
    await page.context().close();
  });
});
