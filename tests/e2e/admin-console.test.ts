import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { startPostgres } from "../../scripts/postgres.mjs";
import { launchBrowser, signIn, startPortal, type Portal } from "./harness";

/**
 * The tenant admin console (ADR 020, ADR 022, ADR 027) as two admins and a user meet it: two
 * portal nodes over one PostgreSQL, as behind a load balancer. The admins work on node A, the
 * user `demo` on node B, so everything `demo` sees of a publish went through the database.
 */

// The bench tenant of 20,000 menus is not needed here (it is seeded for a DATABASE_URL by default).
process.env.PLATFORM_LARGE_TENANT = "0";

const ORIGINAL_TITLE = "中建智造数字项目管理平台";
const NEW_TITLE = "中建智造 · 新版门户";
const NEW_COLOUR = "#7A1F2B";
/** antd spaces a two-character Chinese button label. */
const PUBLISH = /^发\s?布$/;

const env = {} as { postgres: { url: string; stop(): void }; nodeA: Portal; nodeB: Portal; browser: Browser };

beforeAll(async () => {
  env.postgres = await startPostgres();
  // One after the other: the first migrates and seeds, the second finds both done.
  env.nodeA = await startPortal({ databaseUrl: env.postgres.url });
  env.nodeB = await startPortal({ databaseUrl: env.postgres.url });
  env.browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await env.browser?.close();
  await env.nodeA?.close();
  await env.nodeB?.close();
  env.postgres?.stop();
});

/** A fresh zh-CN browser signed in through the login form on a node. */
async function signedInOn(node: Portal, account: keyof typeof DEMO_ACCOUNTS): Promise<Page> {
  const context = await env.browser.newContext({ locale: "zh-CN", viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, node.url, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password);
  await page.getByRole("banner").waitFor();
  return page;
}

/** Opens the console from the user menu, as an admin finds it, and its Branding section. */
async function openConsole(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("menuitem", { name: "管理控制台" }).click();
  await page.waitForURL(/\/portal-admin\/branding\/$/);
  const theme = page.getByRole("region", { name: "页头主题" });
  await theme.getByRole("form", { name: "页头主题" }).waitFor();
  return theme;
}

/** Publish asks first (ADR 054): the confirmation's own Publish. */
async function confirmPublish(page: Page): Promise<void> {
  await page.getByRole("dialog", { name: "确认发布" }).getByRole("button", { name: PUBLISH }).click();
}

const titleOf = (page: Page) => page.getByRole("banner").getByTestId("system-title").textContent();
const headerColour = (page: Page) => page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);

/** Types into a field of the header theme's form and waits until the draft is saved. */
async function typeDraft(theme: Locator, label: string, value: string): Promise<void> {
  const field = theme.getByRole("form", { name: "页头主题" }).getByLabel(label, { exact: true });
  await field.fill(value);
  await theme.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
}

describe("the tenant admin console over two portal nodes and one PostgreSQL", () => {
  it("an admin's draft shows in the preview only; the publish reaches the other node's next load; a rollback restores it; the audit names the admin", async () => {
    const demo = await signedInOn(env.nodeB, "demo");
    expect(await titleOf(demo)).toBe(ORIGINAL_TITLE);
    const originalColour = await headerColour(demo);

    const admin = await signedInOn(env.nodeA, "admin");
    const theme = await openConsole(admin);
    await typeDraft(theme, "系统名称", NEW_TITLE);
    await typeDraft(theme, "页头背景色", NEW_COLOUR);

    // The preview beside the form is the real portal with the admin's draft.
    const preview = theme.frameLocator('iframe[title="门户预览（您的草稿）"]');
    await expect.poll(() => preview.getByRole("banner").getByTestId("system-title").textContent(), { timeout: 30_000 }).toBe(NEW_TITLE);
    await expect.poll(() => preview.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 30_000 }).toBe("rgb(122, 31, 43)");

    // Not published: another user, on another node, still sees the published header.
    await demo.reload();
    expect(await titleOf(demo)).toBe(ORIGINAL_TITLE);

    await theme.getByRole("button", { name: PUBLISH }).click();
    await confirmPublish(admin);
    await theme.getByRole("alert").filter({ hasText: /^版本 \d+ 已发布$/ }).waitFor();
    const published = Number(/版本 (\d+) 已发布/.exec((await theme.getByRole("alert").filter({ hasText: /已发布$/ }).textContent()) ?? "")?.[1]);

    await demo.reload();
    expect(await titleOf(demo)).toBe(NEW_TITLE);
    expect(await headerColour(demo)).toBe("rgb(122, 31, 43)");

    // Roll back to the version before the publish.
    await theme.getByRole("tab", { name: "版本" }).click();
    await theme.getByRole("button", { name: `回滚到此版本（版本 ${published - 1}）` }).click();
    await admin.getByRole("tooltip").getByRole("button", { name: /^确\s?定$/ }).click();
    await theme.getByText(`版本 ${published - 1} 的值已发布为版本 ${published + 1}`).waitFor();

    await demo.reload();
    expect(await titleOf(demo)).toBe(ORIGINAL_TITLE);
    expect(await headerColour(demo)).toBe(originalColour);

    // The audit lists both, with the admin as actor.
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "审计" }).click();
    const rows = admin.getByRole("region", { name: "审计日志" }).locator("tbody tr");
    await expect.poll(async () => (await rows.allTextContents()).filter((row) => row.includes("页头主题")).slice(0, 2), { timeout: 30_000 }).toEqual([
      expect.stringMatching(new RegExp(`^.*admin页头主题回滚${published + 1}`)),
      expect.stringMatching(new RegExp(`^.*admin页头主题发布${published}`)),
    ]);
    await demo.context().close();
    await admin.context().close();
  }, 240_000);

  it("a second admin's publish over a newer version gets the conflict view and keeps the draft", async () => {
    const coadmin = await signedInOn(env.nodeB, "coadmin");
    const theirs = await openConsole(coadmin);
    await typeDraft(theirs, "系统名称", "协同管理员的标题");

    const admin = await signedInOn(env.nodeA, "admin");
    const mine = await openConsole(admin);
    await typeDraft(mine, "系统名称", "管理员先发布的标题");
    await mine.getByRole("button", { name: PUBLISH }).click();
    await confirmPublish(admin);
    await mine.getByRole("alert").filter({ hasText: /^版本 \d+ 已发布$/ }).waitFor();

    await theirs.getByRole("button", { name: PUBLISH }).click();
    await confirmPublish(coadmin);
    await theirs.getByText(/^您编辑期间已发布了版本 \d+$/).waitFor();
    await theirs.getByText("您的草稿已保留。以下字段在较新的版本中有改动：").waitFor();
    // Nothing is lost: the draft is still the coadmin's, in the form and after a reload.
    expect(await theirs.getByRole("form", { name: "页头主题" }).getByLabel("系统名称", { exact: true }).inputValue()).toBe("协同管理员的标题");
    await coadmin.reload();
    const again = coadmin.getByRole("region", { name: "页头主题" });
    await again.getByRole("form", { name: "页头主题" }).waitFor();
    expect(await again.getByLabel("系统名称", { exact: true }).inputValue()).toBe("协同管理员的标题");

    const demo = await signedInOn(env.nodeB, "demo");
    expect(await titleOf(demo)).toBe("管理员先发布的标题");
    await Promise.all([coadmin.context().close(), admin.context().close(), demo.context().close()]);
  }, 240_000);

  it("a user who is not an admin of the tenant gets the 403 page that says why", async () => {
    const demo = await signedInOn(env.nodeA, "demo");
    // No menu leads a user there: the address is typed.
    const answer = await demo.goto(`${env.nodeA.url}/portal-admin/`);
    expect(answer?.status()).toBe(403);
    await demo.getByRole("heading", { name: "无权使用管理控制台" }).waitFor();
    await demo.getByText("您不是租户“中建智造集团”的管理员，因此不能在此修改它的设置。").waitFor();
    await demo.context().close();
  }, 120_000);
});
