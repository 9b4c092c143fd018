import { subscribe } from "valtio";
import { describe, expect, it } from "vitest";
import { applyTabsChange, createTabsStore, openMenuTab } from "#app/features/tabs/tabs.store.ts";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the tabs store", () => {
  it("tells its readers nothing when a change leaves the list and the active tab as they were", async () => {
    const store = createTabsStore({ tabs: [{ id: "1", name: "Home" }, { id: "m", name: "Ledger" }], activeId: "m" });
    let told = 0;
    const stop = subscribe(store, () => told++);
    openMenuTab(store, { id: "m", name: "Ledger" }, "1");
    await flush();
    expect(told).toBe(0);
    openMenuTab(store, { id: "1", name: "Home" }, "1");
    await flush();
    expect(told).toBe(1);
    expect(store.activeId).toBe("1");
    applyTabsChange(store, { tabs: [{ id: "1", name: "Home" }, { id: "m", name: "Project ledger" }], activeId: "1", refreshIds: [], navigateTo: null });
    await flush();
    expect(told).toBe(2);
    expect(store.tabs.map((tab) => tab.name)).toEqual(["Home", "Project ledger"]);
    stop();
  });
});
