import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mainMenuItem, pickBySearch, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
const RECORD_PATH = "/api/workbench/v4/user-recent-visits";

/** The menu names the 最近访问 section of the page lists, top to bottom. */
async function recentNames(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "最近访问" });
  return (await section.locator("tbody tr td:first-child").allTextContents()).map((name) => name.trim());
}

/** Opens a main menu item and waits until the platform has answered the visit it records. */
async function openAndRecord(page: Page, app: string, item: string, shown: string): Promise<void> {
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === RECORD_PATH && r.request().method() === "POST");
  await (await mainMenuItem(page, app, item)).click();
  await page.getByRole("region", { name: shown }).waitFor();
  expect((await recorded).status()).toBe(200);
}

/** The browser's stored recent-browse list (SPEC §3 persistent scope), names only. */
async function storedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? "";
      if (!key.includes("recent-browse")) continue;
      const list = JSON.parse(localStorage.getItem(key) ?? "[]") as { menuName?: string }[];
      return list.map((visit) => visit.menuName ?? "");
    }
    return [];
  });
}

describe("recent visits (SPEC §3 Recent visit, §4 Other behaviours, §7 user-recent-visits, §9 num 12 / max 5)", () => {
  it("every opened menu is recorded, listed first on home and the workbench, kept locally, and its row opens it again in the same org", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    // The demo's seeded visits (platform/db/seed-workbench.ts), newest first.
    await expect.poll(() => recentNames(page), { timeout: 15_000 }).toEqual(["视频监控", "劳务实名制", "项目概况", "总进度计划"]);
    const org = await page.evaluate(() => new URL(location.href).searchParams.get("org"));

    await openAndRecord(page, "企业管理", "投资管理", "项目储备");
    const reservePath = new URL(page.url()).pathname;
    await openAndRecord(page, "企业管理", "设计管理", "图纸管理");
    // Opening the first one again moves it to the top, once.
    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === RECORD_PATH && r.request().method() === "POST");
    await page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name: "项目储备" }).click();
    await recorded;

    expect(await storedNames(page)).toEqual(["项目储备", "图纸管理"]);

    // Home, reached as a person does (its tab), lists them first.
    await page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name: "首页" }).click();
    await expect.poll(() => recentNames(page), { timeout: 15_000 }).toEqual(["项目储备", "图纸管理", "视频监控", "劳务实名制", "项目概况", "总进度计划"]);

    // So does the workbench.
    await page.getByRole("banner").getByRole("link", { name: "工作台" }).click();
    await page.waitForURL(/\/portal\/5\//);
    await expect.poll(() => recentNames(page), { timeout: 15_000 }).toEqual(["项目储备", "图纸管理", "视频监控", "劳务实名制", "项目概况", "总进度计划"]);

    // A row opens its menu again, in the org it was visited in.
    await page.getByRole("region", { name: "最近访问" }).getByRole("link", { name: "项目储备" }).click();
    await page.waitForURL((url) => url.pathname === reservePath);
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    const reopened = new URL(page.url());
    if (org) expect(reopened.searchParams.get("org")).toBe(org);
    else expect(reopened.searchParams.get("org")).toMatch(/^\d+(\/\d+)*$/);
    await page.context().close();
  });

  it("keeps at most 5 visits locally, newest first, one per menu and org", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const opened = [
      ["企业管理", "投资管理", "项目储备"],
      ["企业管理", "设计管理", "图纸管理"],
    ] as const;
    for (const [app, item, shown] of opened) await openAndRecord(page, app, item, shown);
    for (const name of ["设计评审", "招标计划", "决策台账", "集团合同台账"]) {
      const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === RECORD_PATH && r.request().method() === "POST");
      await pickBySearch(page, name);
      expect((await recorded).status()).toBe(200);
    }
    await expect.poll(() => storedNames(page), { timeout: 10_000 }).toEqual(["集团合同台账", "决策台账", "招标计划", "设计评审", "图纸管理"]);
    await page.context().close();
  });
});
