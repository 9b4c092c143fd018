import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The config's history as a person reads it (ADR 020, ADR 058): Branding's versions in words
 * (初始配置 by 系统) opening into labelled field diffs; the audit filtered by a date range and
 * free text, its rows opening into labelled fields; and two tenant admins on one config: the
 * second is told of the first's draft, and after the first publishes resolves the conflict
 * field by field, the published result holding each choice.
 */

const env = withPortal();

const ORIGINAL_TITLE = "中建智造数字项目管理平台";
const ADMIN_TITLE = "管理员先发布的标题";
const COADMIN_TITLE = "协同管理员保留的标题";
const ADMIN_LINK = "/portal/admin-link/";
const COADMIN_LINK = "/portal/coadmin-link/";
/** antd spaces a two-character Chinese button label. */
const PUBLISH = /^发\s?布$/;

/** Opens the console from the user menu, as an admin finds it: Branding's header theme. */
async function openBranding(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("menuitem", { name: "管理控制台" }).click();
  await page.waitForURL(/\/portal-admin\/branding\/$/);
  const theme = page.getByRole("region", { name: "页头主题" });
  await theme.getByRole("form", { name: "页头主题" }).waitFor();
  return theme;
}

async function typeDraft(theme: Locator, label: string, value: string): Promise<void> {
  await theme.getByRole("form", { name: "页头主题" }).getByLabel(label, { exact: true }).fill(value);
  await theme.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
}

async function publish(page: Page, theme: Locator): Promise<void> {
  await theme.getByRole("button", { name: PUBLISH }).click();
  await page.getByRole("dialog", { name: "确认发布" }).getByRole("button", { name: PUBLISH }).click();
}

/** The row of a labelled diff (antd Descriptions: the field's title, then both values). */
const diffRow = (diff: Locator, title: string) => diff.locator("tr").filter({ has: diff.page().locator("th", { hasText: new RegExp(`^${title}$`) }) });

describe("the console's history and two admins on one config (ADR 058)", () => {
  it("reads versions and the audit in words, notices another admin's draft, and resolves a conflict field by field", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner", viewport: { width: 1440, height: 900 } });
    const mine = await openBranding(admin);

    // Version 1 is the configuration the tenant started with, by the system, not `import` by `system`.
    await mine.getByRole("tab", { name: "版本" }).click();
    const first = mine.locator("tbody tr").filter({ hasText: "初始配置" });
    await first.waitFor();
    expect(await first.textContent()).toContain("系统");
    expect(await mine.locator("tbody").textContent()).not.toMatch(/import|system/);
    await mine.getByRole("button", { name: "展开版本 1 的改动" }).click();
    const initial = mine.getByRole("region", { name: "与此前（无配置）相比的改动" });
    await diffRow(initial, "系统名称").getByText(ORIGINAL_TITLE).waitFor();
    // Codes by their labels: the watermark's scope type 0 is 所有菜单, its switch 1 is 开启.
    await diffRow(initial, "水印范围类型").getByText("所有菜单").waitFor();
    await diffRow(initial, "水印").getByText("开启").waitFor();

    // The admin's draft: the title and the logo's link.
    await mine.getByRole("tab", { name: "编辑" }).click();
    await typeDraft(mine, "系统名称", ADMIN_TITLE);
    await typeDraft(mine, "标志跳转地址", ADMIN_LINK);

    // The second admin is told of it: whose, and when last saved (never what it holds).
    const coadmin = await signedIn(env, { account: "coadmin", ready: "banner", viewport: { width: 1440, height: 900 } });
    const theirs = await openBranding(coadmin);
    await theirs.getByText(/^另一位管理员（admin）也有此配置的草稿，最后保存于 .+。$/).waitFor();
    expect(await theirs.textContent()).not.toContain(ADMIN_TITLE);
    await typeDraft(theirs, "系统名称", COADMIN_TITLE);
    await typeDraft(theirs, "标志跳转地址", COADMIN_LINK);

    // The admin publishes first.
    await publish(admin, mine);
    await mine.getByRole("alert").filter({ hasText: /^版本 2 已发布$/ }).waitFor();

    // The second admin's publish meets version 2: per field, theirs / published / base, and a choice.
    await publish(coadmin, theirs);
    await theirs.getByText("您编辑期间已发布了版本 2").waitFor();
    const conflict = theirs.getByRole("region", { name: "您编辑期间已发布了版本 2" });
    const titleRow = conflict.getByRole("group", { name: "系统名称", exact: true });
    for (const text of [COADMIN_TITLE, ADMIN_TITLE, ORIGINAL_TITLE, "双方都修改过"]) await titleRow.getByText(text, { exact: true }).waitFor();
    const linkRow = conflict.getByRole("group", { name: "标志跳转地址", exact: true });
    for (const text of [COADMIN_LINK, ADMIN_LINK, "/portal/"]) await linkRow.getByText(text, { exact: true }).waitFor();
    await conflict.getByRole("radiogroup", { name: "系统名称：保留哪个值" }).getByRole("radio", { name: "我的" }).check();
    await conflict.getByRole("radiogroup", { name: "标志跳转地址：保留哪个值" }).getByRole("radio", { name: "已发布的" }).check();
    await conflict.getByRole("button", { name: "保存合并后的草稿" }).click();
    await theirs.getByText("合并后的草稿已保存，现基于版本 2，可以再次发布。").waitFor();
    await theirs.getByRole("status").filter({ hasText: /^草稿已保存.*基于版本 2$/ }).waitFor();
    const form = theirs.getByRole("form", { name: "页头主题" });
    expect(await form.getByLabel("系统名称", { exact: true }).inputValue()).toBe(COADMIN_TITLE);
    expect(await form.getByLabel("标志跳转地址", { exact: true }).inputValue()).toBe(ADMIN_LINK);

    // Published, version 3 holds each choice: their title over version 2, the admin's link kept.
    await publish(coadmin, theirs);
    await theirs.getByRole("alert").filter({ hasText: /^版本 3 已发布$/ }).waitFor();
    await theirs.getByRole("tab", { name: "版本" }).click();
    await theirs.locator("tbody tr").filter({ hasText: "coadmin" }).first().waitFor();
    await theirs.getByRole("button", { name: "展开版本 3 的改动" }).click();
    const third = theirs.getByRole("region", { name: "与版本 2 相比的改动" });
    await diffRow(third, "系统名称").getByText(COADMIN_TITLE).waitFor();
    await diffRow(third, "系统名称").getByText(ADMIN_TITLE).waitFor();
    expect(await diffRow(third, "标志跳转地址").count()).toBe(0);
    await coadmin.context().close();

    // The audit: today's range holds both publishes; a past range none; free text by account and by field title.
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "审计" }).click();
    const audit = admin.getByRole("region", { name: "审计日志" });
    const rows = audit.locator("tbody tr.ant-table-row");
    await rows.first().waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const pickRange = async (start: string, end: string) => {
      await audit.getByPlaceholder("开始日期").click();
      await audit.getByPlaceholder("开始日期").fill(start);
      await audit.getByPlaceholder("开始日期").press("Enter");
      await audit.getByPlaceholder("结束日期").fill(end);
      await audit.getByPlaceholder("结束日期").press("Enter");
    };
    await pickRange("2020-01-01", "2020-01-31");
    await audit.getByRole("img", { name: "暂无数据" }).waitFor();
    await pickRange(today, today);
    await expect.poll(async () => (await rows.allTextContents()).filter((row) => row.includes("页头主题")).length, { timeout: 30_000 }).toBe(2);

    const search = audit.getByRole("searchbox", { name: "搜索" });
    await search.fill("coadmin");
    await search.press("Enter");
    await expect.poll(async () => (await rows.allTextContents()).map((row) => row.includes("coadmin")), { timeout: 30_000 }).toEqual([true]);
    await search.fill("系统名称");
    await search.press("Enter");
    await expect.poll(async () => (await rows.allTextContents()).length, { timeout: 30_000 }).toBe(2);

    // A row opens into its fields by title, not JSON.
    await rows.filter({ hasText: "coadmin" }).getByRole("button", { name: "展开此记录的改动" }).click();
    const expanded = audit.locator("tr.ant-table-expanded-row");
    await diffRow(expanded, "系统名称").getByText(COADMIN_TITLE).waitFor();
    expect(await expanded.textContent()).not.toContain('"systemName"');
    await admin.context().close();
  }, 240_000);
});
