import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { opened, signIn } from "./harness";
import { withPortal } from "./with-portal";

// A portal of its own: the admin's password changes here, no other test file sees it.
const env = withPortal();

const NEW_PASSWORD = "Better#2027x";

/** A browser context in English (the locale cookie), so antd's spaced two-character buttons do not get in the way. */
async function englishPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ locale: "en-GB" });
  await context.addCookies([{ name: "portal_lang", value: "en", url: baseUrl }]);
  return context.newPage();
}

/** Opens a personal-centre page from the workbench's portal menus, as a member would. */
async function openFromWorkbench(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/portal/5/`);
  const menus = page.getByRole("region", { name: "Portal menus" });
  await menus.waitFor();
  await menus.getByRole("link", { name }).click();
  await page.waitForURL((url) => /^\/portal\/\d+\/$/.test(url.pathname) && url.pathname !== "/portal/5/");
}

async function changePassword(page: Page, oldPassword: string, newPassword: string, confirm = newPassword): Promise<void> {
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill(oldPassword);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(confirm);
  // Within the form: the tab bar has a "Close Change password" button; the submit button's
  // name may carry its spinner's label ("loading") for a moment after an answer.
  await form.getByRole("button", { name: /Change password$/ }).click();
}

describe("personal centre (SPEC §2 key 10000, §5 security log, §7 member and password calls)", () => {
  it("the home page shows the member's collections, recent visits and the org's bulletins", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await page.getByRole("heading", { name: "Welcome, 演示用户" }).waitFor();
    const favourites = page.getByRole("region", { name: "My favourites" });
    await favourites.getByText("Project overview").waitFor();
    const recent = page.getByRole("region", { name: "Recent visits" });
    await recent.getByRole("link").first().waitFor();
    expect(await recent.getByRole("link").count()).toBeGreaterThanOrEqual(4);
    const href = (await recent.getByRole("link").first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/portal\/[^/]+\/\?org=/);
    await page.getByRole("region", { name: "Bulletin board" }).getByRole("listitem").first().waitFor();
    await page.context().close();
  });

  it("admin changes its password: a wrong old one and a broken rule are named clearly, the new one signs in", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, "/portal/5/");
    await openFromWorkbench(page, env.portal.url, "Change password");
    const rules = page.getByRole("list", { name: "Password rules" });
    await rules.getByText("8 to 64 characters long").waitFor();

    // A wrong current password.
    await changePassword(page, "Wrong#2026x", NEW_PASSWORD);
    await page.getByRole("alert").filter({ hasText: "The current password is incorrect" }).filter({ hasText: "error code 2301" }).waitFor();

    // A new password that breaks the rules shown: refused before it is sent.
    await changePassword(page, DEMO_ACCOUNTS.admin.password, "short1");
    await page.getByText("The new password does not meet the password rules listed below").waitFor();
    await expect(rules.getByRole("listitem").filter({ hasText: "8 to 64 characters long" }).getByRole("img", { name: "Not met" }).count()).resolves.toBe(1);

    // One that passes the listed rules but the platform refuses (too common).
    await changePassword(page, DEMO_ACCOUNTS.admin.password, "Password1!");
    await page.getByRole("alert").filter({ hasText: "The new password does not meet the password rules" }).filter({ hasText: "error code 2302" }).waitFor();

    await changePassword(page, DEMO_ACCOUNTS.admin.password, NEW_PASSWORD);
    await page.getByText("Your password has been changed").waitFor();
    await page.context().close();

    // Signing in again: the new password works.
    const again = await englishPage(env.browser, env.portal.url);
    await signIn(again, env.portal.url, DEMO_ACCOUNTS.admin.account, NEW_PASSWORD);
    await again.waitForURL(`${env.portal.url}/portal/1/`);
    await again.getByRole("heading", { name: "Welcome, 系统管理员" }).waitFor();

    // The security log (accountType 0) lists the sign-ins and the changes, newest first.
    await openFromWorkbench(again, env.portal.url, "Security log");
    const table = again.getByRole("table");
    // While the log loads, the table's only row is its empty text: wait for the events.
    await table.getByRole("row").filter({ hasText: "Sign-in" }).first().waitFor();
    const rows = await table.getByRole("row").allTextContents();
    expect(rows[1]).toContain("Sign-in");
    expect(rows.some((row) => row.includes("Password change") && row.includes("Succeeded"))).toBe(true);
    expect(rows.some((row) => row.includes("Password change") && row.includes("Failed"))).toBe(true);
    expect(rows.filter((row) => row.includes("Sign-in")).length).toBeGreaterThanOrEqual(2);
    await again.context().close();
    // Two sign-ins and four attempts: more than one test's usual minute on a loaded machine.
  }, 180_000);

  it("demo (accountType 1) has no security-log menu", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/5/");
    const menus = page.getByRole("region", { name: "Portal menus" });
    await menus.getByRole("link", { name: "Change password" }).waitFor();
    await expect(menus.getByRole("link", { name: "Security log" }).count()).resolves.toBe(0);
    await openFromWorkbench(page, env.portal.url, "Member info");
    const nav = page.getByRole("navigation", { name: "Member menu" });
    await nav.getByRole("link", { name: "Change password" }).waitFor();
    await expect(nav.getByRole("link", { name: "Security log" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("member info opened from the user menu and from the menu search is one page in one tab", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: /User menu/ }).click();
    await page.getByRole("menuitem", { name: /User centre/ }).click();
    const tabs = page.getByRole("tablist", { name: "Open pages" }).getByRole("tab", { name: /Member info/ });
    await tabs.first().waitFor();
    // The user menu's entry loads a new document: a person waits for the page before searching in its header.
    await page.getByRole("navigation", { name: "Member menu" }).waitFor();
    await page.waitForLoadState("networkidle");
    const search = page.getByRole("combobox", { name: "Search menus" });
    if (!(await search.isVisible())) await banner.getByRole("button", { name: "Search menus" }).click();
    await search.fill("Member info");
    // The page is one result, though the tree and the portal menus both list it.
    await expect.poll(() => page.getByRole("option", { name: /Member info/ }).count()).toBe(1);
    await page.getByRole("option", { name: /Member info/ }).click();
    await page.getByRole("navigation", { name: "Member menu" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(tabs.count()).resolves.toBe(1);
    await page.context().close();
  });

  it("a member-info edit persists after a reload", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/5/");
    await openFromWorkbench(page, env.portal.url, "Member info");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Mobile" }).fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(/The mobile number is not valid/).waitFor();
    await page.getByLabel("Nickname").fill("演示用户甲");
    await page.getByRole("textbox", { name: "Mobile" }).fill("+46701234567");
    await page.getByLabel("Email").fill("demo@example.se");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your member info has been saved").waitFor();

    await page.reload();
    await page.getByText("+46701234567").waitFor();
    await expect(page.getByText("demo@example.se").count()).resolves.toBe(1);
    await page.goto(`${env.portal.url}/portal/1/`);
    await page.getByRole("heading", { name: "Welcome, 演示用户甲" }).waitFor();
    await page.context().close();
  });

  it("unsaved member info: leaving asks first; Stay keeps the page, its input and its tab; Leave goes on", async () => {
    const page = await englishPage(env.browser, env.portal.url);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/5/");
    await openFromWorkbench(page, env.portal.url, "Member info");
    const memberInfoUrl = page.url();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Nickname").fill("还没保存的昵称");

    const tabBar = page.getByRole("tablist");
    await tabBar.getByRole("tab", { name: /Workbench/ }).click();
    const question = await opened(page.getByRole("dialog", { name: "Leave this page?" }));
    await question.getByRole("button", { name: "Stay" }).click();
    await question.waitFor({ state: "detached" });
    expect(page.url()).toBe(memberInfoUrl);
    await expect(page.getByLabel("Nickname").inputValue()).resolves.toBe("还没保存的昵称");
    await expect(tabBar.getByRole("tab", { selected: true }).textContent()).resolves.toMatch(/Member info/);

    await tabBar.getByRole("tab", { name: /Workbench/ }).click();
    await question.waitFor();
    await question.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(`${env.portal.url}/portal/5/`);
    await expect.poll(() => tabBar.getByRole("tab", { selected: true }).textContent(), { timeout: 5_000 }).toMatch(/Workbench/);
    await page.context().close();
  });
});
