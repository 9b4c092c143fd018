import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { opened, openTenantDialog, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
/** Tall enough that the message notifications stay clear of the tenant dialog's buttons (tenant-switch.test.ts). */
const TALL = { width: 1280, height: 1000 };
const CHANGED = "已在其他窗口中切换";

/** The demo user's collections in `tenantId` as the platform holds them (menu names, in order). */
async function stored(tenantId: string): Promise<string[]> {
  const rows = await env.portal.platform!.db
    .selectFrom("user_collections")
    .select("menu_name")
    .where("user_id", "=", DEMO_ACCOUNTS.demo.userId)
    .where("tenant_id", "=", tenantId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.menu_name);
}

/** Tabs A and B on 中建; A switches to Acme through the user menu, as a person does. */
async function twoTabsThenSwitchInA(): Promise<{ a: Page; b: Page }> {
  const a = await signedIn(env, { viewport: TALL, ready: "sidebar" });
  const b = await a.context().newPage();
  // B's first alert poll comes 1.5 s after its start (SPEC §9), the next two minutes later. Any call
  // of B made after A's switch is refused and shows B the dialog, so B is read, as a person reads
  // a page, until that poll is in: the dialog then comes from what the test does in B.
  const alertsPolled = b.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/message/v4/messages/alerts"));
  // The second tab, opened by its address.
  await b.goto(`${env.portal.url}/portal/1/`);
  await b.getByRole("navigation", { name: "应用菜单" }).waitFor();
  await b.getByTestId("system-title").filter({ hasText: "中建智造数字项目管理平台" }).waitFor();
  await alertsPolled;
  const dialog = await openTenantDialog(a);
  await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
  await dialog.getByRole("button", { name: /确\s?定/ }).click();
  await a.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
  await a.waitForLoadState("networkidle");
  return { a, b };
}

/** The dialog of a page whose context changed elsewhere; OK reloads it into the session's tenant. */
async function reloadFromDialog(b: Page): Promise<void> {
  const dialog = await opened(b.getByRole("dialog", { name: CHANGED }));
  await dialog.getByRole("button", { name: "重新加载" }).click();
  await b.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
  await expect(b.getByRole("dialog", { name: CHANGED }).count()).resolves.toBe(0);
}

describe("two tabs, two tenants, one session (SPEC §3 per-tab context, §4 Tenant switch, ADR 033)", () => {
  it("a star in the tab still showing 中建 after the other switched to Acme writes nothing: the tab says the context changed and reloads", async () => {
    const acmeBefore = await stored(DEMO_TENANT_IDS.acme);
    const zhongjianBefore = await stored(DEMO_TENANT_IDS.zhongjian);
    const { a, b } = await twoTabsThenSwitchInA();
    // B still shows 中建 and its menus; its star is asked for there.
    await b.getByRole("navigation", { name: "应用菜单" }).getByRole("button", { name: "企业管理" }).click();
    const panel = b.getByRole("region", { name: "企业管理的菜单" });
    await panel.getByRole("button", { name: "设计管理" }).click();
    await panel.getByRole("button", { name: "收藏图纸管理" }).click();
    await b.getByRole("dialog", { name: CHANGED }).waitFor();
    // Nothing written anywhere: not into Acme (the session's tenant), not into 中建.
    expect(await stored(DEMO_TENANT_IDS.acme)).toEqual(acmeBefore);
    expect(await stored(DEMO_TENANT_IDS.zhongjian)).toEqual(zhongjianBefore);
    await reloadFromDialog(b);
    expect(await stored(DEMO_TENANT_IDS.acme)).toEqual(acmeBefore);
    await a.context().close();
  }, 180_000);

  it("opening a menu in the stale tab shows the dialog instead of the menu of another tenant", async () => {
    const { a, b } = await twoTabsThenSwitchInA();
    await b.getByRole("navigation", { name: "应用菜单" }).getByRole("button", { name: "企业管理" }).click();
    const panel = b.getByRole("region", { name: "企业管理的菜单" });
    await panel.getByRole("button", { name: "设计管理" }).click();
    await panel.getByRole("link", { name: "图纸管理" }).click();
    await b.getByRole("dialog", { name: CHANGED }).waitFor();
    // Nothing of Acme was drawn under 中建's header.
    await expect(b.getByTestId("system-title").textContent()).resolves.toContain("中建智造数字项目管理平台");
    await reloadFromDialog(b);
    await a.context().close();
  }, 180_000);
});
