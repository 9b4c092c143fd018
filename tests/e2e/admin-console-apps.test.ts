import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opened, signedIn, tryAgain } from "./harness";
import { appIn, openBySearch, signedInAtProject } from "./sub-apps-support";
import { withPortal } from "./with-portal";

const env = withPortal();

/** The outsider's app, as its menu names it, and the application it is put under. */
const REPORT = "外来报表";
const APP = "项目综合管理";
const FIRST_MAIN_MENU = "项目概况";

/**
 * A page built the way outsiders build them: plain HTML, no portal code, served by its own
 * server on another origin of this machine (another port).
 */
async function startOutsiderPage(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outsider report</title></head><body><h1>Outsider report</h1><p>Served by its own server.</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The admin's console at its Apps and menus section, reached from the portal's user menu. */
async function consoleAppsSection(): Promise<Page> {
  const page = await signedIn(env, { account: "admin", ready: "banner" });
  await page.getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("link", { name: "管理控制台" }).click();
  await page.waitForURL(/\/portal-admin\//);
  await page.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "应用与菜单" }).click();
  await page.getByRole("tree", { name: "应用菜单" }).waitFor();
  return page;
}

/** A node of the console's menu tree, by its name. */
function treeNode(page: Page, name: string): Locator {
  return page.getByRole("tree", { name: "应用菜单" }).getByText(name, { exact: true });
}

/** Chooses an option of the antd Select labelled `label`, once its list has opened, and sees it chosen. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await (await opened(page.locator(".ant-select-dropdown:visible"))).getByText(option, { exact: true }).click();
  await page.getByRole("dialog").locator(".ant-select-selection-item", { hasText: option }).waitFor({ timeout: 5000 });
}

/**
 * Adds a role in the menu form's roles Select (several may be chosen) and waits for its tag. On a
 * loaded machine a click can land while the list is still opening; the role is picked again only
 * while its tag is missing (a second click on a chosen role would take it out).
 */
async function chooseRole(page: Page, role: string): Promise<void> {
  const tag = page.getByRole("dialog").locator(".ant-select-selection-item", { hasText: role });
  await tryAgain(3, async () => {
    if (await tag.isVisible()) return;
    await page.getByRole("combobox", { name: "可见的角色", exact: true }).click();
    await page.locator(".ant-select-dropdown:visible").getByText(role, { exact: true }).click({ timeout: 5000 });
    await tag.waitFor({ timeout: 5000 });
  });
}

/** The main menus of `app` in demo's header, in order. */
async function mainMenus(page: Page, app: string): Promise<string[]> {
  const bar = page.getByRole("menubar", { name: app });
  await bar.waitFor();
  const names = async (items: ReturnType<Page["locator"]>) => (await items.allTextContents()).map((text) => text.trim()).filter(Boolean);
  const inBar = () => names(bar.locator('[data-overflow-item]:not([aria-hidden="true"]) [role="menuitem"]'));
  // The header settles after the first paint (entries, favourites and fonts take their room), moving menus
  // between the bar and its "more": the reading is taken when the bar shows the same menus before and after it.
  for (let attempt = 0; ; attempt += 1) {
    const shown = await inBar();
    // The menus in the bar, then those under its "more" (更多), which a person opens to see them.
    const more = bar.getByRole("menuitem", { name: "更多菜单" });
    let folded: string[] = [];
    if (await more.isVisible()) {
      await more.click();
      const menu = page.getByRole("menu", { name: "更多菜单" });
      await menu.waitFor();
      folded = await names(menu.getByRole("menuitem"));
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
    }
    const after = await inBar();
    if (after.join("\n") === shown.join("\n") || attempt >= 5) return [...shown, ...folded];
  }
}

describe("the console's Apps and menus section (ARCHITECTURE §8 hosting apps from anywhere)", () => {
  let outsider: Awaited<ReturnType<typeof startOutsiderPage>>;
  beforeAll(async () => {
    outsider = await startOutsiderPage();
  });
  afterAll(async () => {
    await outsider?.close();
  });

  it("an app registered and given a menu in the console opens for demo; a menu moved in the console moves for demo", async () => {
    const admin = await consoleAppsSection();

    // Register the outsider's page as a framed app.
    await admin.getByRole("button", { name: "注册应用" }).click();
    const appDialog = await opened(admin.getByRole("dialog"));
    await appDialog.getByLabel("名称（中文）").fill(REPORT);
    await appDialog.getByLabel("名称（英文）").fill("Outsider report");
    await appDialog.getByLabel("名称（瑞典文）").fill("Utomstående rapport");
    await appDialog.getByLabel("入口地址").fill(`${outsider.origin}/`);
    await appDialog.getByRole("button", { name: /保\s?存/ }).click();
    await admin.getByRole("cell", { name: `${outsider.origin}/` }).waitFor();
    await expect(admin.getByRole("row", { name: new RegExp(REPORT) }).getByText("内嵌框架（iframe）").count()).resolves.toBe(1);

    // Give it a page under the project-management application, granted to the project members (demo's role).
    await treeNode(admin, APP).click();
    await admin.getByRole("button", { name: `在 ${APP} 下添加` }).click();
    const menuDialog = await opened(admin.getByRole("dialog"));
    await menuDialog.getByLabel("名称（中文）").fill(REPORT);
    await menuDialog.getByLabel("名称（英文）").fill("Outsider report");
    await menuDialog.getByLabel("名称（瑞典文）").fill("Utomstående rapport");
    await menuDialog.getByLabel("权限编码").fill("pmpp.outsider-report");
    await choose(admin, "打开的应用", `${REPORT} (outsider-report)`);
    // The application's own grants are none of demo's: without a role, demo would not see the page.
    await chooseRole(admin, "项目成员 (project-member)");
    // The roles list stays open for more choices: a click on the dialog's title closes it.
    await menuDialog.getByText(`在 ${APP} 下添加菜单`).click();
    await menuDialog.getByRole("button", { name: /保\s?存/ }).click();
    await admin.getByRole("status").getByText(`已保存 ${REPORT}。`).waitFor();
    await treeNode(admin, REPORT).waitFor();

    // demo, in a browser of its own, signed in through the form, finds the page and sees the outsider's content.
    const demo = await signedInAtProject(env);
    const before = await mainMenus(demo, APP);
    expect(before).toContain(REPORT);
    expect(before[0]).toBe(FIRST_MAIN_MENU);
    await openBySearch(demo, REPORT);
    await appIn(demo, REPORT).frameLocator("iframe").getByRole("heading", { name: "Outsider report" }).waitFor();
    await demo.context().close();

    // The admin moves the page one place up with the tree's named move button (the keyboard's way;
    // a mouse drag calls the same moves, whose places the unit tests of menu-tree.rules check).
    const at = before.indexOf(REPORT);
    const above = before[at - 1]!;
    // The page the admin just saved is the selected one (a click on it would unselect it).
    await admin.getByRole("button", { name: `上移 ${REPORT}` }).click();
    await admin.getByRole("status").getByText(`${REPORT} 现为 ${APP} 下第 ${at} 项。`).waitFor();

    // demo's next session shows it before the menu that was above it.
    const again = await signedInAtProject(env);
    await expect.poll(async () => { const order = await mainMenus(again, APP); return order.indexOf(REPORT) - order.indexOf(above); }, { timeout: 15_000 }).toBe(-1);
    await again.context().close();
    await admin.context().close();
  }, 180_000);
});
