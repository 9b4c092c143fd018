import { describe, expect, it } from "vitest";
import { createSidebarStore, resizeSidebarTo, settleAside, toggleSidebarAffix, toggleSidebarCategory } from "#app/features/sidebar/sidebar.store";

// The stars' collected list and its optimistic changes moved to the collections store: tests/unit/collections-store.test.ts.
describe("sidebar store (ARCHITECTURE §5; SPEC §4 Sidebar)", () => {
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
