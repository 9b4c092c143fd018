import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { favourites, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
const VIEWPORT = { width: 1440, height: 900 };

/** The panel of 企业管理 (opened unless it is open) at `group` (the demo tree, platform/README.md). */
async function panelAt(page: Page, group: string): Promise<Locator> {
  const panel = page.getByRole("region", { name: "企业管理的菜单" });
  if (!(await panel.isVisible())) await page.getByRole("navigation", { name: "应用菜单" }).getByRole("button", { name: "企业管理" }).click();
  await panel.getByRole("button", { name: group }).click();
  return panel;
}


/** The menu codes of the demo user's collections in 中建 as the platform holds them. */
async function storedCodes(): Promise<string[]> {
  const rows = await env.portal.platform!.db
    .selectFrom("user_collections")
    .select("menu_name")
    .where("user_id", "=", DEMO_ACCOUNTS.demo.userId)
    .where("tenant_id", "=", DEMO_TENANT_IDS.zhongjian)
    .execute();
  return rows.map((row) => row.menu_name);
}

describe("collections in two tabs of one user (SPEC §7 per-item user-collections calls, ADR 033)", () => {
  it("stars made in two tabs from the same list are both kept, and each tab shows the other's star without a reload", async () => {
    const a = await signedIn(env, { viewport: VIEWPORT, ready: "sidebar" });
    // A second tab of the same browser, opened by its address as a person does.
    const b = await a.context().newPage();
    await b.goto(`${env.portal.url}/portal/1/`);
    await b.getByRole("navigation", { name: "应用菜单" }).waitFor();
    // Both tabs have read the same list.
    const before = await favourites(a);
    expect(await favourites(b)).toEqual(before);
    expect(before).not.toContain("图纸管理");
    expect(before).not.toContain("招标计划");

    const designA = await panelAt(a, "设计管理");
    await designA.getByRole("button", { name: "收藏图纸管理" }).click();
    await a.getByText("已收藏图纸管理").waitFor();
    // Tab B learns of it (BroadcastChannel) and shows the star without a reload.
    await expect.poll(() => favourites(b), { timeout: 10_000 }).toContain("图纸管理");
    const designB = await panelAt(b, "设计管理");
    await designB.getByRole("button", { name: "取消收藏图纸管理" }).waitFor();

    const purchaseB = await panelAt(b, "招采管理");
    await purchaseB.getByRole("button", { name: "收藏招标计划" }).click();
    await b.getByText("已收藏招标计划").waitFor();
    const purchaseA = await panelAt(a, "招采管理");
    await purchaseA.getByRole("button", { name: "取消收藏招标计划" }).waitFor({ timeout: 10_000 });

    // Both kept: at the platform, and in both tabs after a reload.
    expect(await storedCodes()).toEqual(expect.arrayContaining(["图纸管理", "招标计划"]));
    for (const page of [a, b]) {
      await page.reload();
      await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
      expect(await favourites(page)).toEqual([...before, "图纸管理", "招标计划"]);
    }
    await a.context().close();
  }, 180_000);
});
