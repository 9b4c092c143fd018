import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { opened, signedIn, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

const WELCOME = { name: "欢迎来到中建智造集团" };
const PRIVACY = { name: "隐私政策与用户协议" };
const WEAK = "您的密码存在风险！请修改密码！";

/** The page has loaded and asked what it asks after hydration. */
async function settled(page: Page) {
  await page.getByRole("banner").waitFor();
  await page.waitForLoadState("networkidle");
}

describe("what a user meets on entering (SPEC §2 dialogs, §4 other behaviours, §8 weak password)", () => {
  it("newcomer, a first visit: the welcome tip shows once per browser session, never again once 不再提醒 is ticked", async () => {
    const page = await signedIn(env, { account: "newcomer", ready: "banner" });
    const tip = await opened(page.getByRole("dialog", WELCOME));
    await expect(page.getByRole("dialog", PRIVACY).count()).resolves.toBe(0);
    await tip.getByRole("button", { name: /知道了/ }).click();
    await tip.waitFor({ state: "detached" });
    // Shown once: a reload in the same tab does not show it again.
    await page.reload();
    await settled(page);
    await expect(page.getByRole("dialog", WELCOME).count()).resolves.toBe(0);

    // Another tab is another browser session: it shows again, and 不再提醒 stops it for good.
    const second = await page.context().newPage();
    await second.goto(`${env.portal.url}/portal/1/`);
    const again = await opened(second.getByRole("dialog", WELCOME));
    await again.getByRole("checkbox", { name: "不再提醒" }).check();
    await again.getByRole("button", { name: /知道了/ }).click();
    await again.waitFor({ state: "detached" });
    const third = await page.context().newPage();
    await third.goto(`${env.portal.url}/portal/1/`);
    await settled(third);
    await expect(third.getByRole("dialog", WELCOME).count()).resolves.toBe(0);
    await page.context().close();

    // The next sign-in is no first visit.
    const later = await signedIn(env, { account: "newcomer", ready: "banner" });
    await settled(later);
    await expect(later.getByRole("dialog", WELCOME).count()).resolves.toBe(0);
    await later.context().close();
  });

  it("weakpass, a password that breaks the rules: a closable tip that links to change password", async () => {
    const page = await signedIn(env, { account: "weakpass", ready: "banner" });
    const tip = page.getByRole("alert").filter({ hasText: WEAK });
    await tip.waitFor();
    await tip.getByRole("button", { name: "关闭提示" }).click();
    await tip.waitFor({ state: "detached" });
    // The password is still weak on the next page: the tip comes back, and its link leads to the change.
    await page.reload();
    const back = page.getByRole("alert").filter({ hasText: WEAK });
    await back.waitFor();
    await back.getByRole("link", { name: "修改密码" }).click();
    await page.waitForURL((url) => url.pathname !== "/portal/1/" && url.pathname.startsWith("/portal/"));
    await page.context().close();
  });

  it("privacy, who has not accepted the agreement: the documents open from the dialog; Continue only once ticked; declining logs out; accepting holds; nothing outside the dialog is usable meanwhile", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.privacy.account, DEMO_ACCOUNTS.privacy.password);
    const dialog = await opened(page.getByRole("dialog", PRIVACY));
    await expect(dialog.getByRole("button", { name: /继\s?续/ }).isDisabled()).resolves.toBe(true);
    // 《隐私政策》 and 《用户协议》 open the documents, in the page's language, by mouse or keyboard.
    await dialog.getByRole("button", { name: "《隐私政策》" }).click();
    const policy = await opened(page.getByRole("dialog", { name: "隐私政策", exact: true }));
    await policy.getByRole("region", { name: "隐私政策" }).getByRole("heading", { name: "4. Cookie 与本地存储" }).waitFor();
    await policy.locator(".ant-modal-footer").getByRole("button", { name: /^关\s?闭$/ }).click();
    await policy.waitFor({ state: "hidden" });
    // The closed document gives the focus back to the button that opened it (after its closing motion); then the person moves on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""), { timeout: 10_000 }).toBe("《隐私政策》");
    await dialog.getByRole("button", { name: "《用户协议》" }).focus();
    await page.keyboard.press("Enter");
    const agreement = await opened(page.getByRole("dialog", { name: "用户协议", exact: true }));
    await agreement.getByRole("region", { name: "用户协议" }).getByRole("heading", { name: "3. 使用规范" }).waitFor();
    await page.keyboard.press("Escape");
    await agreement.waitFor({ state: "hidden" });
    await dialog.getByRole("link", { name: /不同意并退出/ }).click();
    await page.waitForURL(/\/login\//);

    await signIn(page, env.portal.url, DEMO_ACCOUNTS.privacy.account, DEMO_ACCOUNTS.privacy.password);
    const again = await opened(page.getByRole("dialog", PRIVACY));
    // Neither tip shows while the agreement is asked for.
    await expect(page.getByRole("dialog", WELCOME).count()).resolves.toBe(0);
    // The tenant's customer-service widget comes 2 s after the page (SPEC §9), but under the dialog: hidden, inert, not reachable.
    const widget = page.locator("#portal-customer-service");
    await widget.waitFor({ state: "attached", timeout: 10_000 });
    await expect(widget.getAttribute("inert")).resolves.toBe("");
    await expect(page.getByRole("button", { name: "在线客服", exact: true }).count()).resolves.toBe(0);
    await expect(widget.locator("button").first().isVisible()).resolves.toBe(false);
    await again.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await expect(again.getByRole("button", { name: /继\s?续/ }).isEnabled()).resolves.toBe(true);
    await again.getByRole("button", { name: /继\s?续/ }).click();
    await again.waitFor({ state: "detached" });
    // Consent given: the launcher is there to use.
    await page.getByRole("button", { name: "在线客服", exact: true }).click();
    await page.getByRole("dialog", { name: "在线客服" }).waitFor();
    const row = await env.portal.platform!.db.selectFrom("user_agreements").select(["agree_agreement"]).where("user_id", "=", DEMO_ACCOUNTS.privacy.userId).where("identity", "=", "tenant").executeTakeFirstOrThrow();
    expect(row.agree_agreement).toBe(true);
    await page.reload();
    await settled(page);
    await expect(page.getByRole("dialog", PRIVACY).count()).resolves.toBe(0);
    await context.close();
  });

  it("demo and admin meet none of them", async () => {
    for (const account of ["demo", "admin"] as const) {
      const page = await signedIn(env, { account, ready: "banner" });
      await settled(page);
      await page.waitForTimeout(500);
      await expect(page.getByRole("dialog", PRIVACY).count()).resolves.toBe(0);
      await expect(page.getByRole("dialog", WELCOME).count()).resolves.toBe(0);
      await expect(page.getByRole("alert").filter({ hasText: WEAK }).count()).resolves.toBe(0);
      await page.context().close();
    }
  });

  it("the weak-password tip speaks the page's language: en, then sv-SE", async () => {
    const context = await env.browser.newContext({ locale: "en-GB" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.weakpass.account, DEMO_ACCOUNTS.weakpass.password, "/portal/1/?lang=en");
    const english = page.getByRole("alert").filter({ hasText: "Your password is at risk! Please change password!" });
    await english.waitFor();
    await english.getByRole("link", { name: "Change password" }).waitFor();
    await english.getByRole("button", { name: "Close the tip" }).waitFor();
    await page.goto(`${env.portal.url}/portal/1/?lang=sv-SE`);
    const swedish = page.getByRole("alert").filter({ hasText: "Ditt lösenord är i riskzonen! Byt lösenord!" });
    await swedish.waitFor();
    await swedish.getByRole("link", { name: "Byt lösenord" }).waitFor();
    await context.close();
  });
});
