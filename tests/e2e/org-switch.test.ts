import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { hoverForTip, mainMenuItem, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("org switch (SPEC §4)", () => {
  it("picking an org puts it in the URL and the page loads for it; an org without permission is not selectable", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);

    await page.getByRole("button", { name: /切换组织：中建智造集团有限公司/ }).click();
    const tree = page.getByRole("tree");
    await tree.waitFor();
    // 西南区域公司 has authType 0: not selectable; the page stays where it is.
    const noAuth = tree.getByRole("treeitem", { name: "西南区域公司" });
    await expect(noAuth.getAttribute("aria-disabled")).resolves.toBe("true");
    await noAuth.dispatchEvent("click");
    expect(new URL(page.url()).searchParams.get("org")).toBeNull();

    await tree.getByRole("treeitem", { name: "华北区域公司" }).click();
    await page.waitForURL((url) => url.searchParams.get("org")?.endsWith("/") === false && url.searchParams.has("org"));
    await page.getByRole("button", { name: /切换组织：华北区域公司/ }).waitFor();
    await expect(page.getByText("当前组织").locator("xpath=..").textContent()).resolves.toContain("华北区域公司");
    const org = new URL(page.url()).searchParams.get("org") ?? "";
    expect(org.split("/").length).toBeGreaterThan(1);

    // Reloading keeps the org: it is in the URL, and the loader reads it.
    await page.reload();
    await page.getByRole("button", { name: /切换组织：华北区域公司/ }).waitFor();
    await context.close();
  });

  it("search finds orgs by their own name as the user types, ranked, with the count; emptied, the tree is back (SPEC §5, ADR 050)", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await page.getByRole("button", { name: /切换组织/ }).click();
    const dialog = page.getByRole("dialog");
    const search = dialog.getByRole("searchbox", { name: "搜索组织" });
    // Typed, not sent: no Enter, no click on the icon.
    await search.pressSequentially("西南");
    const rows = dialog.getByRole("list", { name: "搜索组织" }).getByRole("listitem");
    await expect.poll(() => rows.allTextContents()).toEqual(["西南区域公司中建智造集团有限公司"]);
    // Its two projects hold 西南 only in their path, and are not listed.
    await expect(dialog.getByRole("status").textContent()).resolves.toBe("共 1 条");
    await expect(rows.first().getAttribute("aria-label")).resolves.toBe("中建智造集团有限公司/西南区域公司");

    await search.fill("项目");
    // Each row's own name (the last part of its accessible name, the path) holds 项目.
    const ownNames = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")?.split("/").pop() ?? ""));
    await expect.poll(async () => (await ownNames()).map((name) => name.includes("项目"))).not.toContain(false);
    await expect(ownNames()).resolves.not.toHaveLength(0);
    const options = await rows.count();
    expect(options).toBeLessThanOrEqual(50);
    await expect(dialog.getByRole("status").textContent()).resolves.toBe(`共 ${options} 条`);

    await search.fill("");
    await dialog.getByRole("tree").getByRole("treeitem", { name: "中建智造集团有限公司" }).waitFor();
    await context.close();
  });

  it("an org switch changes the menus: the company shows enterprise management, a project shows project management", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    const companyMenu = page.getByRole("menubar", { name: "企业管理" });
    await companyMenu.waitFor();
    // The bar fits its items to the header's width, which may still change as the header's parts
    // load (an item then moves between the bar and "more"): found in one place or the other.
    await expect.poll(async () => (await mainMenuItem(page, "企业管理", "投资管理")).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /切换组织/ }).click();
    const search = page.getByRole("searchbox", { name: "搜索组织" });
    // By keyboard: typed (the results come without Enter), Down to the first result, Enter picks it.
    await search.pressSequentially("北京大兴");
    await page.getByRole("dialog").getByRole("listitem").filter({ hasText: "北京大兴国际物流园项目" }).first().waitFor();
    await search.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /切换组织：北京大兴国际物流园项目/ }).waitFor();
    const projectMenu = page.getByRole("menubar", { name: "项目综合管理" });
    await projectMenu.waitFor();
    await expect.poll(async () => (await mainMenuItem(page, "项目综合管理", "进度管理")).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menubar", { name: "企业管理" }).count()).resolves.toBe(0);
    await context.close();
  });
  it("a disabled org says why on hover: no permission, or a category (SPEC §3 hasNoAuthTip, §4 Org switch)", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await page.getByRole("button", { name: /切换组织：中建智造集团有限公司/ }).click();
    const tree = page.getByRole("tree");
    await tree.waitFor();
    const noAuth = tree.getByRole("treeitem", { name: "西南区域公司" });
    await hoverForTip(page, noAuth, page.getByRole("tooltip", { name: "您没有查看该组织的权限" }));
    // Reached from the keyboard, the row tells the same.
    await tree.getByRole("treeitem", { name: "中建智造集团有限公司" }).hover();
    await page.getByRole("tooltip", { name: "您没有查看该组织的权限" }).waitFor({ state: "hidden" });
    await noAuth.focus();
    await page.getByRole("tooltip", { name: "您没有查看该组织的权限" }).waitFor();
    await context.close();

    // Acme's "Projects" is a category.
    const acme = await env.browser.newContext({ locale: "zh-CN" });
    const acmePage = await acme.newPage();
    await signIn(acmePage, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/custom/acme");
    await acmePage.getByRole("button", { name: /切换组织：Acme Construction Ltd/ }).click();
    const category = acmePage.getByRole("tree").getByRole("treeitem", { name: "Projects" });
    await expect(category.getAttribute("aria-disabled")).resolves.toBe("true");
    await hoverForTip(acmePage, category, acmePage.getByRole("tooltip", { name: "分类节点不可选择" }));
    await acme.close();
  });

  it("search rows show the found org's own name in full; its path gives way (SPEC §5 org search)", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    // Acme's names are long enough that the whole path does not fit a row.
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/custom/acme");
    await page.getByRole("button", { name: /切换组织：Acme Construction Ltd/ }).click();
    const search = page.getByRole("searchbox", { name: "搜索组织" });
    await search.fill("Leeds");
    await search.press("Enter");
    const rows = page.getByRole("dialog").getByRole("listitem");
    await rows.first().waitFor();
    for (const leaf of ["Leeds Ring Road Command", "Leeds Ring Road Section A"]) {
      const row = rows.filter({ hasText: leaf }).first();
      const name = row.getByText(leaf, { exact: true });
      await expect(name.isVisible(), `${leaf} is shown on its own`).resolves.toBe(true);
      // Not cut off, and inside the row.
      const [nameBox, rowBox] = [await name.boundingBox(), await row.boundingBox()];
      expect(nameBox && rowBox && nameBox.x + nameBox.width <= rowBox.x + rowBox.width + 0.5).toBe(true);
      await expect(name.evaluate((e) => e.scrollWidth <= e.clientWidth + 0.5)).resolves.toBe(true);
    }
    // The two rows differ where a person reads them.
    await expect(rows.filter({ hasText: "Leeds Ring Road Section A" }).count()).resolves.toBe(1);
    await context.close();
  });

  it("the platform is told the org's full name at entry and after a switch, and the application a menu opens in (SPEC §7 ti-run custom info, session app)", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const customInfo: Record<string, unknown>[] = [];
    const sessionApps: string[] = [];
    page.on("response", (response) => {
      const request = response.request();
      if (request.method() !== "PUT" || response.status() !== 200) return;
      if (request.url().includes("/api/workbench/v4/ti-run/update-custom-info")) customInfo.push(request.postDataJSON() as Record<string, unknown>);
      if (request.url().includes("/api/identification/session/app")) void response.json().then((answer: { data?: { name?: string } }) => sessionApps.push(answer.data?.name ?? ""));
    });
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    await expect.poll(() => customInfo.map((info) => [info["accountName"], info["orgFullName"]]), { timeout: 15_000 }).toContainEqual(["demo", expect.stringContaining("中建智造集团有限公司")]);

    await page.getByRole("button", { name: /切换组织：中建智造集团有限公司/ }).click();
    await page.getByRole("tree").getByRole("treeitem", { name: "华北区域公司" }).click();
    await page.getByRole("button", { name: /切换组织：华北区域公司/ }).waitFor();
    await expect.poll(() => customInfo.map((info) => info["orgFullName"]), { timeout: 15_000 }).toContainEqual(expect.stringContaining("华北区域公司"));

    expect(sessionApps).toEqual([]);
    await (await mainMenuItem(page, "企业管理", "投资管理")).click();
    await expect.poll(() => sessionApps, { timeout: 15_000 }).toEqual(["企业管理"]);
    await context.close();
  });
});
