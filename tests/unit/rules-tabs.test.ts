import { describe, expect, it } from "vitest";
import { TABS_MAX } from "#app/kit/constants.ts";
import {
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  initialTabs,
  moveTab,
  openTab,
  readTabsState,
  restoreTabs,
  serializeTabs,
  tabMenuItems,
  tabsStorageNamespace,
  type TabsState,
} from "#app/features/tabs/tabs.rules.ts";

const tab = (id: string) => ({ id, name: `Tab ${id}` });
const HOME = tab("1");
const state = (ids: string[], activeId: string | null): TabsState => ({ tabs: ids.map(tab), activeId });
const view = (s: TabsState) => ({ ids: s.tabs.map((t) => t.id), active: s.activeId });

describe("open (SPEC §4 Tabs)", () => {
  it.each([
    ["adds at the end and activates", state(["1", "a"], "1"), "b", { ids: ["1", "a", "b"], active: "b", navigateTo: "b", refreshIds: [] }],
    ["no duplicate: activates the open one", state(["1", "a", "b"], "b"), "a", { ids: ["1", "a", "b"], active: "a", navigateTo: "a", refreshIds: [] }],
    ["the active one again changes nothing", state(["1", "a"], "a"), "a", { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
    ["into an empty list", state([], null), "a", { ids: ["a"], active: "a", navigateTo: "a", refreshIds: [] }],
    ["into garbage", "garbage", "a", { ids: ["a"], active: "a", navigateTo: "a", refreshIds: [] }],
  ] as const)("%s", (_name, before, id, expected) => {
    const result = openTab(before, tab(id));
    expect({ ...view(result), navigateTo: result.navigateTo, refreshIds: result.refreshIds }).toEqual(expected);
  });

  it.each([[null], [{ id: "" }], [{ id: 5 }], [{ id: "x".repeat(101) }], ["a"]] as const)("an invalid tab %j changes nothing", (bad) => {
    const result = openTab(state(["1", "a"], "a"), bad);
    expect(view(result)).toEqual({ ids: ["1", "a"], active: "a" });
    expect(result.navigateTo).toBeNull();
  });

  it("refreshes the name of an open tab", () => {
    expect(openTab(state(["a"], "a"), { id: "a", name: "Renamed" }).tabs).toEqual([{ id: "a", name: "Renamed" }]);
  });

  it("caps the list, closing the leftmost tab that is not the default one", () => {
    const full = state(["1", ...Array.from({ length: TABS_MAX - 1 }, (_, i) => `t${i}`)], "1");
    const result = openTab(full, tab("new"), "1");
    expect(result.tabs).toHaveLength(TABS_MAX);
    expect(result.tabs[0]?.id).toBe("1");
    expect(result.tabs.at(-1)?.id).toBe("new");
    expect(result.refreshIds).toEqual(["t0"]);
    expect(openTab(state(["1", "a"], "1"), tab("b"), "1", 2).tabs.map((t) => t.id)).toEqual(["1", "b"]);
  });
});

describe("close (SPEC §4 Tabs)", () => {
  it.each([
    ["active in the middle → previous", state(["1", "a", "b"], "a"), "a", { ids: ["1", "b"], active: "1", navigateTo: "1", refreshIds: ["a"] }],
    ["active and last → previous", state(["1", "a", "b"], "b"), "b", { ids: ["1", "a"], active: "a", navigateTo: "a", refreshIds: ["b"] }],
    ["active and first → next", state(["a", "b"], "a"), "a", { ids: ["b"], active: "b", navigateTo: "b", refreshIds: ["a"] }],
    ["not active → active kept", state(["1", "a", "b"], "b"), "a", { ids: ["1", "b"], active: "b", navigateTo: null, refreshIds: ["a"] }],
    ["only tab → default menu", state(["a"], "a"), "a", { ids: ["1"], active: "1", navigateTo: "1", refreshIds: ["a"] }],
    ["only tab is the default → nothing", state(["1"], "1"), "1", { ids: ["1"], active: "1", navigateTo: null, refreshIds: [] }],
    ["unknown id → nothing", state(["1", "a"], "a"), "zz", { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
    ["non-string id → nothing", state(["1", "a"], "a"), 3, { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
  ] as const)("%s", (_name, before, id, expected) => {
    const result = closeTab(before, id, HOME);
    expect({ ...view(result), navigateTo: result.navigateTo, refreshIds: result.refreshIds }).toEqual(expected);
  });

  it("closing the only tab without a default leaves no tab", () => {
    expect(view(closeTab(state(["a"], "a"), "a", null))).toEqual({ ids: [], active: null });
  });

  it.each([
    ["close right of the active tab", closeRightTabs, state(["1", "a", "b", "c"], "a"), "a", { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: ["b", "c"] }],
    ["close right when the active one closes → chosen activated", closeRightTabs, state(["1", "a", "b", "c"], "c"), "a", { ids: ["1", "a"], active: "a", navigateTo: "a", refreshIds: ["b", "c"] }],
    ["close right keeps an active tab on the left", closeRightTabs, state(["1", "a", "b"], "1"), "a", { ids: ["1", "a"], active: "1", navigateTo: null, refreshIds: ["b"] }],
    ["close right of the last tab closes nothing", closeRightTabs, state(["1", "a"], "a"), "a", { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
    ["close others keeps only the chosen", closeOtherTabs, state(["1", "a", "b"], "a"), "a", { ids: ["a"], active: "a", navigateTo: null, refreshIds: ["1", "b"] }],
    ["close others activates the chosen", closeOtherTabs, state(["1", "a", "b"], "b"), "a", { ids: ["a"], active: "a", navigateTo: "a", refreshIds: ["1", "b"] }],
    ["close others for an unknown tab → nothing", closeOtherTabs, state(["1", "a"], "a"), "x", { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
    ["close right with a non-string id → nothing", closeRightTabs, state(["1", "a"], "a"), null, { ids: ["1", "a"], active: "a", navigateTo: null, refreshIds: [] }],
  ] as const)("%s", (_name, op, before, id, expected) => {
    const result = op(before, id);
    expect({ ...view(result), navigateTo: result.navigateTo, refreshIds: result.refreshIds }).toEqual(expected);
  });

  it.each([
    ["close others keeps the default tab", closeOtherTabs, state(["1", "a", "b"], "b"), "a", { ids: ["1", "a"], active: "a", navigateTo: "a", refreshIds: ["b"] }],
    ["close others keeps the default tab wherever it is", closeOtherTabs, state(["a", "b", "1"], "a"), "b", { ids: ["b", "1"], active: "b", navigateTo: "b", refreshIds: ["a"] }],
    ["close others on the default tab", closeOtherTabs, state(["1", "a"], "a"), "1", { ids: ["1"], active: "1", navigateTo: "1", refreshIds: ["a"] }],
    ["close right keeps the default tab on the right", closeRightTabs, state(["a", "1", "b"], "b"), "a", { ids: ["a", "1"], active: "a", navigateTo: "a", refreshIds: ["b"] }],
  ] as const)("%s", (_name, op, before, id, expected) => {
    const result = op(before, id, "1");
    expect({ ...view(result), navigateTo: result.navigateTo, refreshIds: result.refreshIds }).toEqual(expected);
  });
});

describe("pages shown, not kept (SPEC §2 menus 2, 3, 4; §4 Tabs)", () => {
  const shown = (id: string) => ({ id, name: `Shown ${id}`, transient: true as const });

  it("a page only shown gets a tab while it shows, and loses it once another tab opens or is activated", () => {
    const opened = openTab(state(["1", "a"], "a"), shown("no-such-menu"), "1");
    expect(view(opened)).toEqual({ ids: ["1", "a", "no-such-menu"], active: "no-such-menu" });
    const back = openTab(opened, tab("1"), "1");
    expect(view(back)).toEqual({ ids: ["1", "a"], active: "1" });
    expect(back.refreshIds).toEqual(["no-such-menu"]);
    expect(view(openTab(opened, tab("b"), "1"))).toEqual({ ids: ["1", "a", "b"], active: "b" });
  });

  it("the pages 2, 3 and 4 are only shown, flagged or not; one replaces another", () => {
    const forbidden = openTab(state(["1"], "1"), tab("3"), "1");
    expect(view(forbidden)).toEqual({ ids: ["1", "3"], active: "3" });
    expect(view(openTab(forbidden, shown("unknown"), "1"))).toEqual({ ids: ["1", "unknown"], active: "unknown" });
    expect(view(openTab(forbidden, tab("2"), "1"))).toEqual({ ids: ["1", "2"], active: "2" });
  });

  it("is never saved, and a list saved with one does not bring it back", () => {
    const s: TabsState = { tabs: [HOME, tab("a"), shown("zz"), tab("4")], activeId: "zz" };
    expect(serializeTabs(s)).toEqual({ v: 1, tabs: [HOME, tab("a")], activeId: "a" });
    expect(restoreTabs({ v: 1, tabs: [HOME, tab("2"), tab("3"), tab("a"), shown("zz")], activeId: "3" }, HOME)).toEqual({ tabs: [HOME, tab("a")], activeId: "1" });
  });
});

describe("reorder by drag (SPEC §4 Tabs)", () => {
  it.each([
    [0, 2, ["b", "c", "a"]],
    [2, 0, ["c", "a", "b"]],
    [1, 1, ["a", "b", "c"]],
    [-1, 0, ["a", "b", "c"]],
    [0, 3, ["a", "b", "c"]],
    [0.5, 1, ["a", "b", "c"]],
    ["0", 1, ["a", "b", "c"]],
    [Number.NaN, 1, ["a", "b", "c"]],
  ] as const)("from %j to %j", (from, to, ids) => {
    const result = moveTab(state(["a", "b", "c"], "b"), from, to);
    expect(view(result)).toEqual({ ids, active: "b" });
    expect(result.navigateTo).toBeNull();
  });
});

describe("context menu (SPEC §4 Tabs)", () => {
  it.each([
    ["one tab: close items disabled", state(["1"], "1"), "1", { refresh: true, closeRight: false, closeOthers: false }],
    ["no tabs", state([], null), "1", { refresh: false, closeRight: false, closeOthers: false }],
    ["first of two", state(["1", "a"], "1"), "1", { refresh: true, closeRight: true, closeOthers: true }],
    ["last of two: nothing to the right", state(["1", "a"], "1"), "a", { refresh: true, closeRight: false, closeOthers: true }],
    ["unknown tab", state(["1", "a"], "1"), "x", { refresh: false, closeRight: false, closeOthers: false }],
  ] as const)("%s", (_name, s, id, expected) => {
    expect(tabMenuItems(s, id)).toEqual(expected);
  });

  it.each([
    ["the chosen and the default tab only: nothing to close", state(["a", "1"], "a"), "a", { refresh: true, closeRight: false, closeOthers: false }],
    ["the default tab right of the chosen one is not closed by close right", state(["a", "1", "b"], "a"), "a", { refresh: true, closeRight: true, closeOthers: true }],
    ["on the default tab with one other", state(["1", "a"], "1"), "1", { refresh: true, closeRight: true, closeOthers: true }],
  ] as const)("with the default tab kept: %s", (_name, s, id, expected) => {
    expect(tabMenuItems(s, id, "1")).toEqual(expected);
  });
});

describe("storage (SPEC §3, §4 Tabs)", () => {
  it("round-trips a state", () => {
    const s = state(["1", "a", "b"], "a");
    expect(restoreTabs(serializeTabs(s), HOME)).toEqual(s);
    expect(restoreTabs(JSON.stringify(serializeTabs(s)), HOME)).toEqual(s);
  });

  it.each([
    ["null", null],
    ["a number", 7],
    ["bad JSON text", "{not json"],
    ["another version", { v: 2, tabs: [tab("a")], activeId: "a" }],
    ["no version", { tabs: [tab("a")], activeId: "a" }],
    ["tabs not a list", { v: 1, tabs: "a", activeId: "a" }],
    ["no valid tab", { v: 1, tabs: [null, { id: 4 }, { name: "x" }], activeId: null }],
  ] as const)("a bad stored value (%s) gives the default list", (_name, stored) => {
    expect(restoreTabs(stored, HOME)).toEqual({ tabs: [HOME], activeId: "1" });
  });

  it("cleans what it restores: junk, duplicates, an unknown active id, unknown menus, the cap", () => {
    const stored = { v: 1, tabs: [tab("a"), null, tab("a"), { id: "b", name: 5 }, tab("gone"), ...Array.from({ length: TABS_MAX + 5 }, (_, i) => tab(`x${i}`))], activeId: "zz" };
    const restored = restoreTabs(stored, HOME, (id) => id !== "gone");
    expect(restored.tabs.slice(0, 3)).toEqual([tab("a"), { id: "b", name: "" }, tab("x0")]);
    expect(restored.tabs.length).toBeLessThanOrEqual(TABS_MAX);
    expect(restored.activeId).toBe("a");
    expect(restoreTabs({ v: 1, tabs: [tab("gone")], activeId: "gone" }, HOME, (id) => id !== "gone")).toEqual({ tabs: [HOME], activeId: "1" });
  });

  it("a long name is cut", () => {
    expect(readTabsState({ tabs: [{ id: "a", name: "n".repeat(500) }] }).tabs[0]?.name).toHaveLength(200);
  });

  it.each([
    ["u1", "t1", { userId: "u1", tenantId: "t1" }],
    [undefined, 5, { userId: null, tenantId: null }],
  ] as const)("namespace per user %j and tenant %j", (userId, tenantId, expected) => {
    expect(tabsStorageNamespace(userId, tenantId)).toEqual(expected);
  });

  it("the default list", () => {
    expect(initialTabs(HOME)).toEqual({ tabs: [HOME], activeId: "1" });
    expect(initialTabs({})).toEqual({ tabs: [], activeId: null });
  });
});
