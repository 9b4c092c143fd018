import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSidebarStore, loadCollections, resizeSidebarTo, settleAside, toggleMenuStar, toggleSidebarAffix, toggleSidebarCategory } from "#app/state/sidebar";
import { flattenMenus } from "#app/rules/menu-tree";
import type { MenuNode } from "#app/types/generated/menu-node";
import { API, fail, ok } from "#tests/mocks/envelope";
import { MENU_TREE } from "../../stories/sidebar/fixtures";

const byName = (name: string): MenuNode => flattenMenus(MENU_TREE).find((node) => node.name === name)!;
const CONTEXT = { tenantId: "10001", userId: "u-demo", locale: "zh-CN" };

let sent: { menuAuthCode: string }[][] = [];
let answers: ("ok" | "fail")[] = [];
const server = setupServer(
  http.get(`${API}/workbench/v4/user-collections`, () => ok([{ id: "1", menuName: "项目概况", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.overview", sourceType: "dir" }])),
  http.post(`${API}/workbench/v4/user-collections/batch`, async ({ request }) => {
    const list = (await request.json()) as { menuAuthCode: string }[];
    sent.push(list);
    return answers.shift() === "fail" ? fail(500, "500", "down") : ok(list);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
  answers = [];
});
afterAll(() => server.close());

const codes = (list: readonly { menuAuthCode: string }[]) => list.map((item) => item.menuAuthCode);

describe("sidebar store (ARCHITECTURE §5, §7; SPEC §4 Sidebar, §5 collect)", () => {
  it("sends star changes one after another; a failed one is rolled back without losing the next", async () => {
    const store = createSidebarStore();
    await loadCollections(store);
    answers = ["fail", "ok"];
    const first = toggleMenuStar(store, byName("总进度计划"), CONTEXT);
    const second = toggleMenuStar(store, byName("设计评审"), CONTEXT);
    // Both show at once.
    expect(codes(store.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master", "gepm.design.review"]);
    expect(store.savingMenuIds).toEqual(["p-master", "s-review"]);
    await expect(first).resolves.toEqual({ kind: "failed", collected: true, message: "down" });
    await expect(second).resolves.toEqual({ kind: "saved", collected: true });
    // The second list was made from what the platform holds, without the refused change.
    expect(sent.map(codes)).toEqual([
      ["pmpp.overview", "pmpp.schedule.plan.master"],
      ["pmpp.overview", "gepm.design.review"],
    ]);
    expect(codes(store.collected)).toEqual(["pmpp.overview", "gepm.design.review"]);
    expect(store.savingMenuIds).toEqual([]);
  });

  it("a menu that cannot be starred changes nothing and sends nothing", async () => {
    const store = createSidebarStore();
    await loadCollections(store);
    await expect(toggleMenuStar(store, byName("项目报表"), CONTEXT)).resolves.toEqual({ kind: "unchanged" });
    await expect(toggleMenuStar(store, byName("进度管理"), CONTEXT)).resolves.toEqual({ kind: "unchanged" });
    expect(sent).toEqual([]);
  });

  it("pinned/drawer, width bounds, aside start and the accordion follow the sidebar rules", () => {
    const store = createSidebarStore();
    const ns = { userId: "u", tenantId: "t" };
    expect(resizeSidebarTo(store, 9999, ns)).toBe(600);
    expect(resizeSidebarTo(store, "100", ns)).toBe(208);
    expect(settleAside(store, 0)).toBe(3000);
    expect(store.asideExpanded).toBeNull();
    expect(settleAside(store, 3000)).toBe(0);
    expect(store.asideExpanded).toBe(true);
    toggleSidebarAffix(store, ns);
    expect([store.affixed, store.asideExpanded]).toEqual([false, false]);
    toggleSidebarCategory(store, "a", true);
    toggleSidebarCategory(store, "b", true);
    expect(store.openCategoryIds).toEqual(["b"]);
    toggleSidebarCategory(store, "a", false);
    expect(store.openCategoryIds).toEqual(["b", "a"]);
  });
});
