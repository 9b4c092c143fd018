import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { favourites, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
const COLLECTIONS_PATH = "/api/workbench/v4/user-collections";

/** The panel of 企业管理 opened at 设计管理, where 图纸管理 has its star (the demo tree, platform/README.md). */
async function designPanel(page: Page): Promise<Locator> {
  await page.getByRole("navigation", { name: "应用菜单" }).getByRole("button", { name: "企业管理" }).click();
  const panel = page.getByRole("region", { name: "企业管理的菜单" });
  await panel.getByRole("button", { name: "设计管理" }).click();
  return panel;
}


/** Counts the page's reads of the collected list from now on. */
function countReads(page: Page): () => number {
  let reads = 0;
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === COLLECTIONS_PATH) reads += 1;
  });
  return () => reads;
}

describe("collections (SPEC §2 collect centre, §4 'Collecting from a menu sends the updated collection list', §5)", () => {
  it("a star in the sidebar lists the menu in the collect centre at once and after a reload; un-starring takes it out", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    // The demo user's collections (platform/README.md), read once after hydration.
    const before = await favourites(page);
    expect(before).toEqual(expect.arrayContaining(["项目概况", "设计评审", "劳务实名制"]));
    expect(before).not.toContain("图纸管理");
    const reads = countReads(page);

    // The platform's answer is held: the collect centre shows the menu before it comes.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${COLLECTIONS_PATH}`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await answered;
      await route.continue();
    });
    const panel = await designPanel(page);
    await panel.getByRole("button", { name: "收藏图纸管理" }).click();
    await expect(panel.getByRole("button", { name: "取消收藏图纸管理" }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(await favourites(page)).toEqual([...before, "图纸管理"]);
    release();
    await page.getByText("已收藏图纸管理").waitFor();
    await page.unroute(`**${COLLECTIONS_PATH}`);
    // Shown from the one store: the list was not read again.
    expect(reads()).toBe(0);

    await page.reload();
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
    expect(await favourites(page)).toEqual([...before, "图纸管理"]);

    const again = await designPanel(page);
    await again.getByRole("button", { name: "取消收藏图纸管理" }).click();
    expect(await favourites(page)).toEqual(before);
    await page.getByText("已取消收藏图纸管理").waitFor();
    await page.reload();
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
    expect(await favourites(page)).toEqual(before);
    await page.context().close();
  });
});
