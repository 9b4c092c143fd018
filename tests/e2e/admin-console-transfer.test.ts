import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { schemaFieldErrors } from "#platform/http/schema-validation.ts";
import { openTenantDialog, signedIn, userMenuItem } from "./harness";
import { withPortal } from "./with-portal";

/**
 * Copying a look between tenants and scheduled publish (ADR 059): the admin of 中建智造 exports
 * its look as a file that validates against schemas/tenant-transfer; in Acme (the same admin,
 * switched in the header) imports it, sees the diff, publishes the Branding draft through the
 * usual confirmation, and a member of Acme sees 中建's name and colour. Then a publish scheduled
 * a few seconds ahead goes live for the member once its time has come.
 */

// The platform publishes due schedules every second in this file (ADR 059: the interval is the environment's).
process.env["PLATFORM_SCHEDULE_INTERVAL_MS"] = "1000";
const env = withPortal();

const ZHONGJIAN_TITLE = "中建智造数字项目管理平台";
const ACME_TITLE = "Acme Project Portal";
const SCHEDULED_TITLE = "Acme · 定时发布的名称";
const PUBLISH = /^发\s?布$/;

const titleOf = (page: Page) => page.getByRole("banner").getByTestId("system-title");
const bannerColour = (page: Page) => page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);

async function openConsole(page: Page): Promise<void> {
  await (await userMenuItem(page, "管理控制台")).click();
  await page.waitForURL(/\/portal-admin\/branding\/$/);
}

async function switchTenant(page: Page, tenant: RegExp, title: string): Promise<void> {
  const dialog = await openTenantDialog(page);
  await dialog.getByRole("radio", { name: tenant }).check();
  await dialog.getByRole("button", { name: /确\s?定/ }).click();
  await titleOf(page).filter({ hasText: title }).waitFor();
}

describe("Import and export in the tenant admin console (ADR 059)", () => {
  it("exports 中建's look as a valid file, imports it into Acme as drafts shown as a diff, and once published a member of Acme sees 中建's name and colour", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner", viewport: { width: 1440, height: 900 } });
    const zhongjianColour = await bannerColour(admin);
    await openConsole(admin);
    const nav = admin.getByRole("navigation", { name: "控制台栏目" });
    await nav.getByRole("link", { name: "导入与导出" }).click();
    await admin.waitForURL(/\/portal-admin\/transfer\/$/);

    // Export: the download is one JSON file of the format, valid against its schema.
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "导出为文件" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^portal-look-10001-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, "utf8")) as { format: string; config: Record<string, Record<string, unknown>> };
    expect(schemaFieldErrors("tenant-transfer.schema.json", exported)).toEqual([]);
    expect(exported.format).toBe("portal-tenant-look");
    expect(exported.config["header-theme"]?.["systemName"]).toBe(ZHONGJIAN_TITLE);
    await admin.getByRole("status").filter({ hasText: /^已导出：portal-look-10001-/ }).waitFor();

    // The same admin, in Acme: back to the portal, the tenant switched in the header.
    await admin.getByRole("link", { name: "返回门户" }).click();
    await admin.getByRole("banner").waitFor();
    await switchTenant(admin, /Acme Construction Ltd/, ACME_TITLE);
    await openConsole(admin);
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "导入与导出" }).click();
    await admin.waitForURL(/\/portal-admin\/transfer\/$/);

    // Import: the file chosen as a person chooses it; the diff per kind against Acme's live look.
    const [chooser] = await Promise.all([admin.waitForEvent("filechooser"), admin.getByRole("button", { name: "选择要导入的文件" }).click()]);
    await chooser.setFiles(file);
    const theme = admin.getByRole("region", { name: "页头主题" });
    await theme.getByText(ZHONGJIAN_TITLE).waitFor();
    await expect(theme.getByText(ACME_TITLE).count()).resolves.toBeGreaterThan(0);
    await admin.getByText("来自「中建智造集团」（10001）", { exact: false }).waitFor();
    // Nothing is written before the admin confirms.
    const draftBefore = await env.portal.platform!.db.selectFrom("tenant_config_drafts").select("kind").where("tenant_id", "=", "10002").where("kind", "=", "header-theme").executeTakeFirst();
    expect(draftBefore).toBeUndefined();
    await admin.getByRole("button", { name: "确认导入" }).click();
    await admin.getByText("已导入", { exact: true }).waitFor();

    // Published like any draft, from Branding, through the publish confirmation.
    await admin.getByRole("link", { name: "去「品牌」发布" }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);
    const editor = admin.getByRole("region", { name: "页头主题" });
    await expect(editor.getByRole("form", { name: "页头主题" }).getByLabel("系统名称", { exact: true }).inputValue()).resolves.toBe(ZHONGJIAN_TITLE);
    await editor.getByRole("button", { name: PUBLISH }).click();
    const dialog = admin.getByRole("dialog", { name: "确认发布" });
    await dialog.getByText(ZHONGJIAN_TITLE).waitFor();
    // 中建's theme brings its watermark fields too (the Watermark section's): all of it is published.
    await dialog.getByRole("button", { name: "全部发布" }).click();
    await editor.getByText(/^版本 \d+ 已发布$/).waitFor();

    // A member of Acme, signed in afresh and switched there as a person does.
    const member = await signedIn(env, { account: "demo", ready: "banner" });
    await switchTenant(member, /Acme Construction Ltd/, ZHONGJIAN_TITLE);
    await expect(bannerColour(member)).resolves.toBe(zhongjianColour);

    // Scheduled publish: a new name, published a few seconds ahead.
    await editor.getByRole("form", { name: "页头主题" }).getByLabel("系统名称", { exact: true }).fill(SCHEDULED_TITLE);
    await editor.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
    await editor.getByRole("button", { name: PUBLISH }).click();
    const scheduleDialog = admin.getByRole("dialog", { name: "确认发布" });
    await scheduleDialog.getByRole("checkbox", { name: "定时发布" }).check();
    // The first whole minute at least eight seconds ahead, in the browser's own zone, typed as the console shows a time (ADR 062: YYYY-MM-DD HH:mm).
    const soon = await admin.evaluate(() => {
      const at = new Date(Date.now() + 8000 + 59_999);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    const time = scheduleDialog.getByLabel("发布时间");
    await time.click();
    await time.fill(soon);
    await time.press("Enter");
    await expect(time.inputValue()).resolves.toBe(soon);
    await scheduleDialog.getByRole("button", { name: /^定时发布$/ }).click();
    await editor.getByText(/^已安排在 .+ 发布$/).waitFor();
    await editor.getByRole("region", { name: "定时发布" }).getByText("等待发布").waitFor();
    // Not live before its time.
    await member.reload();
    await expect(titleOf(member).textContent()).resolves.toBe(ZHONGJIAN_TITLE);

    // After its time, a reload shows it (polled as a person reloads, every two seconds).
    const deadline = Date.now() + 110_000;
    for (;;) {
      await member.waitForTimeout(2000);
      await member.reload();
      await titleOf(member).waitFor();
      if ((await titleOf(member).textContent()) === SCHEDULED_TITLE) break;
      if (Date.now() > deadline) throw new Error(`the scheduled name did not go live: the header shows ${await titleOf(member).textContent()}`);
    }
    await editor.getByRole("region", { name: "定时发布" }).getByText(/^已发布（版本 \d+）$/).waitFor({ timeout: 30_000 });
    await member.context().close();
    await admin.context().close();
  }, 240_000);
});
