import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { signedIn, type SignedInOptions } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
/** Signed in at the home page in a wide window, the sidebar drawn. */
const SIGNED_IN: SignedInOptions = { viewport: { width: 1440, height: 900 }, ready: "sidebar" };
/** The demo tenant's root company: it shows 企业管理 and the personal centre (platform/README.md). */
const ROOT_ORG = "100010001";

interface Node {
  id: string;
  name: string;
  code?: string;
  children?: Node[];
}

function find(nodes: Node[] | undefined, name: string): Node | null {
  for (const node of nodes ?? []) {
    if (node.name === name) return node;
    const inner = find(node.children, name);
    if (inner) return inner;
  }
  return null;
}

/** The sidebar after hydration: the saved width and mode are read back in the browser. */
async function sidebarState(page: Page): Promise<{ mode: string | null; width: string }> {
  const sidebar = page.getByTestId("sidebar");
  const style = (await sidebar.getAttribute("style")) ?? "";
  return { mode: await sidebar.getAttribute("data-mode"), width: /(?:^|;)\s*width:\s*([^;]+)/.exec(style)?.[1]?.trim() ?? "" };
}

describe("left side and search (SPEC §2 Left side, §4 Sidebar, §5 search and collect)", () => {
  it("a width changed by dragging survives a reload", async () => {
    const page = await signedIn(env, SIGNED_IN);
    const handle = page.getByRole("separator", { name: "菜单宽度" });
    await expect(handle.getAttribute("aria-valuenow")).resolves.toBe("208");
    const box = await handle.boundingBox();
    if (!box) throw new Error("the resize handle is not laid out");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(handle.getAttribute("aria-valuenow")).resolves.toBe("328");
    await expect(sidebarState(page)).resolves.toEqual({ mode: "pinned", width: "328px" });

    await page.reload();
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await page.locator('[data-testid="sidebar"][style*="width: 328px"]').waitFor();
    await expect(page.getByRole("separator", { name: "菜单宽度" }).getAttribute("aria-valuenow")).resolves.toBe("328");
    await page.context().close();
  });

  it("pinned or drawer mode survives a reload", async () => {
    const page = await signedIn(env, SIGNED_IN);
    await page.getByRole("button", { name: "取消固定（抽屉模式）" }).click();
    await expect(sidebarState(page).then((s) => s.mode)).resolves.toBe("drawer");

    await page.reload();
    await page.locator('[data-testid="sidebar"][data-mode="drawer"]').waitFor();
    // The drawer opens from the aside with the whole sidebar; pinning there sticks too.
    await page.getByRole("button", { name: "打开应用菜单" }).click();
    const drawer = page.getByTestId("sidebar-drawer");
    await drawer.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await drawer.getByRole("button", { name: "固定菜单" }).click();
    await expect(sidebarState(page).then((s) => s.mode)).resolves.toBe("pinned");
    await page.reload();
    await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await expect(sidebarState(page).then((s) => s.mode)).resolves.toBe("pinned");
    await page.context().close();
  });

  it("search, pick a result with the keyboard, and the menu opens at /portal/{id}/", async () => {
    const page = await signedIn(env, SIGNED_IN);
    const tree = ((await (await page.request.get(`${env.portal.url}/portal/menus?org=${ROOT_ORG}`)).json()) as { tree: Node[] }).tree;
    const review = find(tree, "设计评审");
    expect(review).not.toBeNull();

    // "/" opens the search whether the header shows it as a box or, short of room, as its icon.
    await page.keyboard.press("/");
    const search = page.getByRole("combobox", { name: "搜索菜单" });
    await search.fill("设计评审");
    await page.getByRole("option", { name: /设计评审/ }).waitFor();
    await search.press("ArrowDown");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === `/portal/${review!.id}/`);
    // The opened menu is the active one: its app is marked in the sidebar.
    await page.getByRole("navigation", { name: "应用菜单" }).locator('button[aria-current="true"]', { hasText: "企业管理" }).waitFor();
    await page.context().close();
  });

  it("starring a menu puts it in the platform's collections", async () => {
    const page = await signedIn(env, SIGNED_IN);
    const nav = page.getByRole("navigation", { name: "应用菜单" });
    await nav.getByRole("button", { name: "企业管理" }).click();
    const panel = page.getByRole("region", { name: "企业管理的菜单" });
    await panel.getByRole("button", { name: "设计管理" }).click();
    const star = panel.getByRole("button", { name: "收藏图纸管理" });
    await star.click();
    await page.getByText("已收藏图纸管理").waitFor();
    await expect(panel.getByRole("button", { name: "取消收藏图纸管理" }).getAttribute("aria-pressed")).resolves.toBe("true");

    const answer = (await (await page.request.get(`${env.portal.url}/api/workbench/v4/user-collections`)).json()) as { data: { menuName: string; productCode: string }[] };
    expect(answer.data.map((item) => item.menuName)).toContain("图纸管理");
    const rows = await env.portal.platform!.db.selectFrom("user_collections").select(["menu_name", "product_code"]).where("user_id", "=", DEMO_ACCOUNTS.demo.userId).where("menu_name", "=", "图纸管理").execute();
    expect(rows).toEqual([{ menu_name: "图纸管理", product_code: "gepm" }]);
    // The demo user's earlier collections are kept (the whole list is sent).
    expect(answer.data.map((item) => item.menuName)).toEqual(expect.arrayContaining(["项目概况", "设计评审", "劳务实名制"]));
    await page.context().close();
  });

  it("GET /portal/menus: the session's tree or one app, 400 for bad parameters, 401 without a session, never a token", async () => {
    const page = await signedIn(env, SIGNED_IN);
    const whole = await page.request.get(`${env.portal.url}/portal/menus?org=${ROOT_ORG}`);
    expect(whole.status()).toBe(200);
    const text = await whole.text();
    expect(text).not.toMatch(/token/i);
    const tree = (JSON.parse(text) as { tree: Node[] }).tree;
    const gepm = find(tree, "企业管理");
    expect(gepm).not.toBeNull();
    const one = await page.request.get(`${env.portal.url}/portal/menus?org=${encodeURIComponent(`${ROOT_ORG}`)}&app=${gepm!.id}`);
    expect(((await one.json()) as { app: Node }).app.id).toBe(gepm!.id);
    expect((await page.request.get(`${env.portal.url}/portal/menus?org=${ROOT_ORG}&app=nope-404`)).status()).toBe(404);
    for (const bad of ["", "?org=", "?org=a%20b", `?org=${ROOT_ORG}&org=${ROOT_ORG}`, `?org=${ROOT_ORG}&orgId=1`, `?org=${ROOT_ORG}&app=<x>`]) {
      expect((await page.request.get(`${env.portal.url}/portal/menus${bad}`)).status(), bad).toBe(400);
    }
    const anonymous = await fetch(`${env.portal.url}/portal/menus?org=${ROOT_ORG}`);
    expect(anonymous.status).toBe(401);
    await page.context().close();
  });
});
