import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import type { Page } from "playwright-core";
import { opened, openTenantDialog, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/**
 * Picks Acme in the tenant switch once the tokens are revoked: the pick asks the platform, is
 * refused, and may be undone as the re-login dialog takes over, so it is a click, not a check.
 */
async function pickAcmeRefused(page: Page): Promise<void> {
  await (await openTenantDialog(page)).getByRole("radio", { name: /Acme Construction Ltd/ }).click();
}

describe("invalid token (SPEC §4)", () => {
  it("after the platform revokes the token, the next call opens the re-login dialog over the open message panel, which closes; signing in again reloads the page", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const prefetched = page.waitForResponse((r) => r.url().includes("/api/org-permission/v4/orgs/auth-tree"));
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);

    // The page has made its first calls (the org switcher prefetches its roots) before the revocation,
    // and its deferred ones too (idle drawing ≤3 s, the aside start at 3 s): the next call is the test's.
    await prefetched;
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3_500);
    await page.waitForLoadState("networkidle");
    // The bell's panel is open, its unread messages read, when the session ends.
    const bell = page.getByRole("banner").getByRole("button", { name: /^消息中心/ });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "未读消息" });
    await panel.getByRole("list", { name: "未读消息" }).waitFor();
    // The platform revokes every token of the user (an administrator's action, an expiry).
    const user = await env.portal.platform!.db.selectFrom("users").select(["id"]).where("account_name", "=", "demo").executeTakeFirstOrThrow();
    await env.portal.platform!.db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", user.id).execute();

    // Any call now answers 401: opening a message reads it.
    await panel.getByRole("listitem").first().getByRole("button").click();

    const relogin = await opened(page.getByRole("dialog", { name: /登\s?录/ }));
    // No popup stays over the dialog, hiding its text: the panel closed as the dialog opened.
    await panel.waitFor({ state: "detached", timeout: 5_000 });
    await expect(bell.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(relogin.getByText("登录信息已失效，请重新登录").count()).resolves.toBe(1);
    const account = relogin.getByLabel(/^账号$/);
    await expect(account.inputValue()).resolves.toBe("demo");
    await expect(account.isEditable()).resolves.toBe(false);

    await relogin.getByLabel(/^密码$/).fill("wrong-password");
    await relogin.getByRole("button", { name: /登\s?录/ }).click();
    // SPEC §8: the response errorMsg is shown as a warning.
    await expect(relogin.getByText(/账号或密码错误|Incorrect account or password/).first().waitFor()).resolves.toBeUndefined();

    await relogin.getByLabel(/^密码$/).fill(DEMO_ACCOUNTS.demo.password);
    const reloaded = page.waitForEvent("load");
    await relogin.getByRole("button", { name: /登\s?录/ }).click();
    await reloaded;
    await expect(page.getByTestId("system-title").textContent()).resolves.toBe("中建智造数字项目管理平台");
    // The identity chosen at sign-in (本企业) holds for the new token: the chooser does not come back.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "选择身份" }).count()).resolves.toBe(0);
    // The page is usable at once: its user menu opens.
    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor();
    await context.close();
  });

  it("a participant identity chosen at entry holds after a re-login: same identity, no chooser", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    const chooser = await opened(page.getByRole("dialog", { name: "选择身份" }));
    // The page's notices wait while the chooser blocks it: the alerts' first fetch (1.5 s, SPEC §9) has come and gone.
    await page.waitForTimeout(3_000);
    await expect(page.getByRole("region", { name: "通知" }).count()).resolves.toBe(0);
    await chooser.getByRole("radio", { name: /中铁设计咨询有限公司/ }).check();
    const stored = page.waitForResponse((r) => r.url().includes("/portal/session/identity"));
    await chooser.getByRole("button", { name: /进\s?入/ }).click();
    await stored;
    await chooser.waitFor({ state: "detached" });
    await page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ }).waitFor();
    // Once it closed, they show: one stack at the bottom right.
    await page.getByRole("region", { name: "通知" }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3_500);
    await page.waitForLoadState("networkidle");

    const user = await env.portal.platform!.db.selectFrom("users").select(["id"]).where("account_name", "=", "demo").executeTakeFirstOrThrow();
    await env.portal.platform!.db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", user.id).execute();
    await pickAcmeRefused(page);

    const relogin = await opened(page.getByRole("dialog", { name: /登\s?录/ }));
    await relogin.getByLabel(/^密码$/).fill(DEMO_ACCOUNTS.demo.password);
    const reloaded = page.waitForEvent("load");
    await relogin.getByRole("button", { name: /登\s?录/ }).click();
    await reloaded;
    await page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "选择身份" }).count()).resolves.toBe(0);
    const session = await env.portal.platform!.db
      .selectFrom("sessions")
      .select(["user_type", "external_entity_id"])
      .where("user_id", "=", user.id)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_type: "participant", external_entity_id: "5000000001" });
    await context.close();
  });

  it("the portal's own session gone (expired, its cookie dropped): the re-login keeps the identity the page was drawn for", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    const chooser = await opened(page.getByRole("dialog", { name: "选择身份" }));
    await chooser.getByRole("radio", { name: /中铁设计咨询有限公司/ }).check();
    await chooser.getByRole("button", { name: /进\s?入/ }).click();
    await chooser.waitFor({ state: "detached" });
    await page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ }).waitFor();
    await page.waitForLoadState("networkidle");

    // The session cookie is gone, as a session past its age is: the next call is refused.
    await context.clearCookies({ name: "portal_session" });
    // The next call of the page is refused: the tenant list a person opens, unless a call of the page's own (a poll) came first.
    const dialog = page.getByRole("dialog", { name: /登\s?录/ });
    await Promise.race([dialog.waitFor(), pickAcmeRefused(page).catch(() => undefined)]);
    const relogin = await opened(dialog);
    await relogin.getByLabel(/^密码$/).fill(DEMO_ACCOUNTS.demo.password);
    const reloaded = page.waitForEvent("load");
    await relogin.getByRole("button", { name: /登\s?录/ }).click();
    await reloaded;
    // Not asked again: the page is drawn for the participant it was drawn for before.
    await page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ }).waitFor();
    await expect(page.getByRole("dialog", { name: "选择身份" }).count()).resolves.toBe(0);
    await context.close();
  });
});
