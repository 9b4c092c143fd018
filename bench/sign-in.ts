import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "#platform/db/seed";

/**
 * Signs the demo user in as a person does: the portal sends the page to the login form, the
 * account and password are typed, and the tenant identity is chosen in the dialog at entry
 * (a click, then Enter). Leaves the page on the portal, signed in.
 */
export async function signInThroughTheForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/portal/1/`);
  await page.waitForURL(/\/login\//);
  await page.getByLabel(/^(账号|Account|Konto)$/).fill(DEMO_ACCOUNTS.demo.account);
  await page.getByLabel(/^(密码|Password|Lösenord)$/).fill(DEMO_ACCOUNTS.demo.password);
  await page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
  const identities = page.getByRole("dialog", { name: "选择身份" });
  await identities.getByRole("radio", { name: /^本企业/ }).click();
  await identities.getByRole("radio", { name: /^本企业/ }).press("Enter");
  await identities.waitFor({ state: "detached" });
}

/** The project org the sub-app benches open their apps in (its menus hold the micro-apps). */
export const PROJECT_ORG = "北京大兴国际物流园项目";

/** Picks the project org in the header's org switch as a person does: searched, then clicked. */
export async function pickProjectOrg(page: Page): Promise<void> {
  await page.getByRole("button", { name: /切换组织/ }).click();
  const search = page.getByRole("searchbox", { name: "搜索组织" });
  await search.fill(PROJECT_ORG);
  await search.press("Enter");
  await page.getByRole("dialog").getByRole("listitem").filter({ hasText: PROJECT_ORG }).first().click();
  await page.getByRole("button", { name: new RegExp(`切换组织：${PROJECT_ORG}`) }).waitFor();
}
