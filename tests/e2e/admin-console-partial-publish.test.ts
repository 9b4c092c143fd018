import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * Publish names everything it publishes (ADR 054): the Watermark section's choice is a field of
 * the header theme, the same draft as Branding's, so its Publish asks first, lists the Branding
 * field the draft also changes, and can publish the Watermark section's fields only; the
 * Branding change stays the admin's draft, unpublished.
 */

const env = withPortal();

const ORIGINAL_TITLE = "中建智造数字项目管理平台";
const DRAFT_TITLE = "中建智造 · 未发布的标题";
/** antd spaces a two-character Chinese button label. */
const PUBLISH = /^发\s?布$/;

const titleOf = (page: Page) => page.getByRole("banner").getByTestId("system-title").textContent();

describe("Publish on the Watermark page with a Branding draft (ADR 054, ADR 020)", () => {
  it("asks first, names the Branding field, and publishes the watermark's fields only: members keep the old title, Branding keeps the draft", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner", viewport: { width: 1440, height: 900 } });
    await admin.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
    await admin.getByRole("menuitem", { name: "管理控制台" }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);

    // Branding: a new system name, saved as a draft, not published.
    const theme = admin.getByRole("region", { name: "页头主题" });
    await theme.getByRole("form", { name: "页头主题" }).getByLabel("系统名称", { exact: true }).fill(DRAFT_TITLE);
    await theme.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();

    // Watermark: switched off, then Publish.
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "水印" }).click();
    await admin.waitForURL(/\/portal-admin\/watermark\/$/);
    const tenantPanel = admin.getByRole("form", { name: "租户水印" });
    await tenantPanel.getByRole("switch").waitFor();
    await expect(tenantPanel.getByRole("switch").getAttribute("aria-checked")).resolves.toBe("true");
    await tenantPanel.getByRole("switch").click();
    await expect(tenantPanel.getByRole("switch").getAttribute("aria-checked")).resolves.toBe("false");
    await admin.getByText(/^草稿已保存/).waitFor();

    let published = false;
    admin.on("request", (request) => {
      if (request.url().includes("/api/param/v4/tenant-config/header-theme/publish")) published = true;
    });
    await admin.getByRole("button", { name: PUBLISH }).click();

    // Nothing is published before the admin confirms; the dialog lists both fields, the Branding one by its section.
    const dialog = admin.getByRole("dialog", { name: "确认发布" });
    await dialog.waitFor();
    expect(published).toBe(false);
    await dialog.getByText("水印", { exact: true }).first().waitFor();
    await dialog.getByText(DRAFT_TITLE).waitFor();
    await dialog.getByText("系统名称 —「品牌」栏目").waitFor();

    const answer = admin.waitForResponse((r) => r.url().endsWith("/api/param/v4/tenant-config/header-theme/publish"));
    await dialog.getByRole("button", { name: "仅发布本栏目的字段" }).click();
    expect((await answer).status()).toBe(200);
    await admin.getByText(/^版本 \d+ 已发布；其他栏目的 1 个字段仍是草稿$/).waitFor();
    await dialog.waitFor({ state: "hidden" });

    // A member signed in afresh: the watermark is off (published), the title is the old one (not published).
    const demo = await signedIn(env, { account: "demo", ready: "banner" });
    expect(await titleOf(demo)).toBe(ORIGINAL_TITLE);
    expect(await demo.getByTestId("watermark").count()).toBe(0);
    await demo.context().close();

    // Branding still shows the admin's draft of the title, on the version just published.
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "品牌" }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);
    const again = admin.getByRole("region", { name: "页头主题" });
    await again.getByRole("form", { name: "页头主题" }).waitFor();
    expect(await again.getByLabel("系统名称", { exact: true }).inputValue()).toBe(DRAFT_TITLE);
    await again.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
    await admin.context().close();
  }, 180_000);
});
