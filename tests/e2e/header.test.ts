import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { chooseLanguage, mainMenuItem, opened, platformToken, signedIn, switchPortalType } from "./harness";
import { DESKTOP_WIDTHS, settledHeader, shownMenus } from "./header-fit";
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
  it("the header fits every width in every language: no menu behind an unlabelled control, nothing past the window, icons 3:1 and menu text 4.5:1", async () => {
    const page = await signedIn(env, { ready: "banner", viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text().slice(0, 160));
    });
    // SPEC §9 breakpoint 1440: the enterprise's main menu shows its first three menus, not one.
    await page.getByRole("banner").getByRole("button", { name: "我的收藏", exact: true }).waitFor();
    await settledHeader(page);
    expect((await shownMenus(page))[0]).toEqual(["投资管理", "设计管理", "招采管理"]);
    // A main menu with a sub menu: two bars share the room.
    await (await mainMenuItem(page, "企业管理", "投资管理")).click();
    await page.getByRole("menubar", { name: "投资管理" }).waitFor();
    for (const locale of ["zh-CN", "en", "sv-SE"] as const) {
      if (locale !== "zh-CN") await chooseLanguage(page, locale === "en" ? /用户菜单/ : /User menu/, locale === "en" ? /语言/ : /Language/, locale);
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const findings = await settledHeader(page);
        expect(findings, `${locale} at ${width} px`).toEqual({ overflow: [], unlabelledMenus: [], unnamed: [], lowContrast: [], outside: [] });
        // The brand title shortens only when nothing else can give way.
        if (width >= 1280) await expect(page.getByTestId("system-title").evaluate((title) => title.scrollWidth <= title.clientWidth), `${locale} at ${width} px: the whole title`).resolves.toBe(true);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("the server's first paint shows the menus the hydrated header shows: nothing jumps", async () => {
    const page = await signedIn(env, { ready: "banner", viewport: { width: 1440, height: 900 } });
    await page.getByRole("banner").getByRole("button", { name: "我的收藏", exact: true }).waitFor();
    const hydrated = await settledHeader(page).then(() => shownMenus(page));
    // The same page as the server draws it, before any script runs.
    const bare = await env.browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
    const first = await bare.newPage();
    await first.goto(page.url());
    await expect(shownMenus(first)).resolves.toEqual(hydrated);
    await bare.close();
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

  it("Classic ↔ Simple through the user menu: the page draws the other header in place (no new document, ADR 066) and keeps it after a reload", async () => {
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

    const documentBefore = await page.evaluate("performance.timeOrigin");
    await switchPortalType(page, "Simple");
    // Drawn in place: the same document, the other type's header, and its user menu answers.
    await expect(page.evaluate("performance.timeOrigin")).resolves.toBe(documentBefore);
    await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: "切换到经典版" }).waitFor();
    await page.keyboard.press("Escape");

    await page.reload();
    await page.locator('header[data-portal-type="Simple"]').waitFor();
    // Simple fits every width too: its menu search stays a box down to the tablet.
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await settledHeader(page), `Simple at ${width} px`).toEqual({ overflow: [], unlabelledMenus: [], unnamed: [], lowContrast: [], outside: [] });
    }
    await expect(page.getByRole("banner").getByRole("combobox", { name: "搜索菜单" }).isVisible()).resolves.toBe(true);
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
