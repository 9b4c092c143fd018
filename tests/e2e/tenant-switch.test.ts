import { describe, expect, it } from "vitest";
import { hoverForTip, openTenantDialog, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/**
 * A window tall enough that the message notifications stacked at the bottom right (alerts and
 * the new-message prompt) stay clear of the tenant dialog's buttons; on a 720 px high window
 * they cover its OK button, which is reported separately.
 */
const TALL = { width: 1280, height: 1000 };

describe("tenant switch", () => {
  it("to a trusted tenant: the header shows its brand and the platform saw x-src-tenant-id on the forwarded calls", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    const dialog = await openTenantDialog(page);
    // Four tenants: no search field (it appears only above five).
    await expect(dialog.getByRole("searchbox").count()).resolves.toBe(0);
    // The disabled tenant is tagged with the non-admin tip and cannot be picked.
    await expect(dialog.getByLabel(/已停用: 系统已停用，仅管理员可使用/).count()).resolves.toBe(1);
    await expect(dialog.getByRole("radio", { name: /Nordbygg AB/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
    await dialog.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();

    const banner = page.getByRole("banner");
    await expect(banner.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe("rgb(31, 58, 46)");
    // Asserted at the platform: the trusted-tenant token was used with the login tenant as source.
    const rows = await env.portal.platform!.db.selectFrom("sessions").select(["tenant_id", "last_src_tenant_id"]).where("tenant_id", "=", "10002").where("last_src_tenant_id", "is not", null).execute();
    expect(rows.map((r) => r.last_src_tenant_id)).toContain("10001");

    // Back to the login tenant: login token, no source header.
    const again = await openTenantDialog(page);
    await again.getByRole("radio", { name: /中建智造集团/ }).check();
    // The user has several identities there: the participant list appears (after 300 ms) and confirm
    // waits for a choice; entering as the enterprise itself.
    const identities = again.getByRole("radiogroup", { name: "选择进入身份" });
    await identities.waitFor();
    await expect(again.getByRole("button", { name: /确\s?定/ }).isDisabled()).resolves.toBe(true);
    await identities.getByRole("radio", { name: "本企业" }).check();
    await again.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "中建智造数字项目管理平台" }).waitFor();
    await page.context().close();
  });

  it("choosing 本企业 in the tenant dialog is the identity: the page of the tenant does not ask 选择身份 again", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    const toAcme = await openTenantDialog(page);
    await toAcme.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
    await toAcme.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();

    const back = await openTenantDialog(page);
    await back.getByRole("radio", { name: /中建智造集团/ }).check();
    const identities = back.getByRole("radiogroup", { name: "选择进入身份" });
    await identities.waitFor();
    await identities.getByRole("radio", { name: "本企业" }).check();
    await back.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "中建智造数字项目管理平台" }).waitFor();
    // The new document has loaded and hydrated: the choice made in the dialog holds.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "选择身份" }).count()).resolves.toBe(0);
    // The page is usable at once: its user menu opens.
    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: /切换租户/ }).waitFor();
    // And the platform works under the tenant identity.
    const user = await env.portal.platform!.db.selectFrom("users").select("id").where("account_name", "=", "demo").executeTakeFirstOrThrow();
    const session = await env.portal.platform!.db
      .selectFrom("sessions")
      .select(["user_type", "tenant_id"])
      .where("user_id", "=", user.id)
      .where("tenant_id", "=", "10001")
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_type: "tenant", tenant_id: "10001" });
    await page.context().close();
  });

  it("a tenant admin hovering a disabled tenant's row sees the admin tip (disabledTenantAdminContent)", async () => {
    const page = await signedIn(env, { account: "admin", viewport: TALL });
    const dialog = await openTenantDialog(page);
    // A person points at the tenant, not at the small tag beside it.
    const tip = page.getByRole("tooltip").filter({ hasText: "该租户已停用，您作为管理员仍可进入。" });
    await hoverForTip(page, dialog.getByText("Nordbygg AB", { exact: true }), tip);
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: "hidden" });
    // The keyboard reaches it too: the focused radio of the tenant shows the same tip.
    await dialog.getByRole("radio", { name: /Nordbygg AB/ }).focus();
    await tip.waitFor();
    await page.context().close();
  });

  it("a non-admin hovering the disabled tenant's row sees why it cannot be picked (disabledTenantContent)", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    const dialog = await openTenantDialog(page);
    await hoverForTip(page, dialog.getByText("Nordbygg AB", { exact: true }), page.getByRole("tooltip").filter({ hasText: "系统已停用，仅管理员可使用，请联系管理员了解恢复时间。" }));
    await page.context().close();
  });

  it("what a tenant injects leaves with it: 中建's 在线客服 widget is gone in Acme, without a reload", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    // 中建 injects its customer-service script (a side entry, SPEC §9: 2000 ms after the page).
    const launcher = page.getByRole("button", { name: "在线客服", exact: true });
    await launcher.waitFor();
    const dialog = await openTenantDialog(page);
    await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
    await dialog.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
    // Acme's own side entry (意见反馈 alone) shows once its toolbar has loaded, well after the 2000 ms; 中建's widget does not.
    await expect.poll(() => page.getByRole("button", { name: "帮助文档", exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole("button", { name: "意见反馈", exact: true }).waitFor();
    await page.waitForTimeout(2_500);
    await expect(launcher.count()).resolves.toBe(0);
    await expect(page.evaluate(() => "PortalCustomerService" in window)).resolves.toBe(false);
    await page.context().close();
  });

  it("a tenant admin may enter the disabled tenant; the tag shows the admin tip", async () => {
    const page = await signedIn(env, { account: "admin", viewport: TALL });
    const dialog = await openTenantDialog(page);
    await expect(dialog.getByLabel(/已停用: 该租户已停用，您作为管理员仍可进入/).count()).resolves.toBe(1);
    await dialog.getByRole("radio", { name: /Nordbygg AB/ }).check();
    await dialog.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "Nordbygg Projektportal" }).waitFor();
    await page.context().close();
  });

  it("a URL tenant is entered directly, and a custom-code link opens its tenant", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    await page.goto(`${env.portal.url}/portal/custom/acme`);
    await page.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
    expect(new URL(page.url()).searchParams.get("tenantId")).toBe("10002");
    await page.goto(`${env.portal.url}/portal/custom/no-such-code`);
    await expect(page.getByText("页面不存在").count()).resolves.toBe(1);
    await page.context().close();
  });

  it("the disabled tenant in the URL does not lock a non-admin out", async () => {
    const page = await signedIn(env, { account: "demo", viewport: TALL });
    await page.goto(`${env.portal.url}/portal/1/?tenantId=10003`);
    await expect(page.getByTestId("system-title").textContent()).resolves.toBe("中建智造数字项目管理平台");
    await page.context().close();
  });
});
