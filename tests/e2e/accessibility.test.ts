import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { LOCALE_COOKIE } from "#app/kit/i18n/config";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { enterAsTenantIdentity, fillLogin, opened, pickBySearch, userMenuItem } from "./harness";
import { appIn, expectStatus, projectEntry } from "./sub-apps-support";
import { violations } from "./axe-check";
import { withPortal } from "./with-portal";

const env = withPortal();

/**
 * axe (axe-core through @axe-core/playwright) on the portal's main pages as a person reaches
 * them — the login form, home, the workbench, a micro-app's page, the message centre, the
 * personal centre and the admin console — in Chinese and in English: no serious or critical
 * violation (WCAG 2.1 AA; ADR 036). Each page is reached by clicks after the sign-in.
 */

type Locale = "zh-CN" | "en";

/** What a person reads and clicks, per locale. */
const WORDS: Record<Locale, { search: string; workbench: string; ledger: string; bell: RegExp; panel: string; viewMore: string; allMessages: string; userMenu: RegExp; userCentre: string; adminConsole: string }> = {
  "zh-CN": { search: "搜索菜单", workbench: "工作台", ledger: "总进度计划", bell: /^消息中心/, panel: "未读消息", viewMore: "查看更多", allMessages: "全部消息", userMenu: /^用户菜单：/, userCentre: "个人中心", adminConsole: "管理控制台" },
  en: { search: "Search menus", workbench: "Workbench", ledger: "Master schedule", bell: /^Message centre/, panel: "Unread messages", viewMore: "View more", allMessages: "All messages", userMenu: /^User menu: /, userCentre: "User centre", adminConsole: "Admin console" },
};

const WINDOW = { width: 1440, height: 900 };

/** A fresh browser window in `locale` (the portal's language cookie, as the language switch leaves it). */
async function windowIn(locale: Locale): Promise<Page> {
  const context = await env.browser.newContext({ locale, viewport: WINDOW });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: env.portal.url }]);
  return context.newPage();
}

/** Signs in through the login form shown at `entry`, checking the form first, and enters as the tenant identity. */
async function signInChecked(page: Page, account: keyof typeof DEMO_ACCOUNTS, entry: string, found: string[]): Promise<void> {
  await page.goto(`${env.portal.url}${entry}`);
  await page.waitForURL(/\/login\//);
  // The form is ready once its button is enabled (it waits for the page to hydrate).
  await page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ }).and(page.locator(":enabled")).waitFor();
  found.push(...(await violations(page, "login")));
  await fillLogin(page, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password);
  await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
  await enterAsTenantIdentity(page);
  await page.getByRole("banner").waitFor();
}

/** Opens the user menu and clicks its entry `name`. A click before hydration opens nothing: a person clicks again. */
async function chooseFromUserMenu(page: Page, userMenu: RegExp, name: string): Promise<void> {
  await (await userMenuItem(page, name, userMenu)).click();
}

describe.each(["zh-CN", "en"] as const)("accessibility of the main pages in %s (axe: no serious or critical violation; ADR 036)", (locale) => {
  const words = WORDS[locale];

  it("login, home, workbench, a micro-app, the message centre and the personal centre", async () => {
    const page = await windowIn(locale);
    onTestFinished(() => page.context().close());
    const found: string[] = [];
    // The demo user's project org, where the project management apps are.
    await signInChecked(page, "demo", await projectEntry(env.portal), found);
    await page.getByRole("navigation").first().waitFor();
    found.push(...(await violations(page, "home")));

    // The workbench, from the header's link.
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith("/portal/1/")), page.getByRole("banner").getByRole("link", { name: words.workbench, exact: true }).click()]);
    await page.locator("[role=tabpanel]:not([hidden])").first().waitFor();
    found.push(...(await violations(page, "workbench")));

    // A micro-app's page (the project ledger), through the menu search, once the workbench's
    // document has settled (typing into the search of a page still being replaced loses the box).
    await page.waitForLoadState("networkidle");
    await pickBySearch(page, words.ledger, words.search);
    await expectStatus(page, words.ledger, "mounted");
    await appIn(page, words.ledger).getByTestId("project-ledger").waitFor();
    found.push(...(await violations(page, "micro-app")));

    // The message centre: the bell's panel, then every message through "view more".
    await page.getByRole("banner").getByRole("button", { name: words.bell }).click();
    const panel = await opened(page.getByRole("dialog", { name: words.panel }));
    await panel.getByRole("list", { name: words.panel }).waitFor();
    found.push(...(await violations(page, "message panel")));
    await panel.getByRole("link", { name: words.viewMore }).click();
    await page.getByRole("list", { name: words.allMessages }).waitFor();
    found.push(...(await violations(page, "message centre")));

    // The personal centre, from the user menu.
    const before = page.url();
    await chooseFromUserMenu(page, words.userMenu, words.userCentre);
    await page.waitForURL((url) => url.href !== before);
    await page.locator("[role=tabpanel]:not([hidden]) form, [role=tabpanel]:not([hidden]) table, [role=tabpanel]:not([hidden]) dl").first().waitFor();
    found.push(...(await violations(page, "personal centre")));

    expect(found).toEqual([]);
  }, 240_000);

  it("the admin console", async () => {
    const page = await windowIn(locale);
    onTestFinished(() => page.context().close());
    const found: string[] = [];
    await signInChecked(page, "admin", "/portal/1/", found);
    await Promise.all([page.waitForURL(/\/portal-admin\//), chooseFromUserMenu(page, words.userMenu, words.adminConsole)]);
    await page.getByRole("main").waitFor();
    await page.locator("form, table").first().waitFor();
    found.push(...(await violations(page, "admin console")));
    expect(found).toEqual([]);
  }, 180_000);
});
