import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrgSwitchPanel } from "#app/features/org-switch/OrgSwitchPanel";
import { TYPED_SEARCH_DELAY_MS } from "#app/features/org-switch/useTypedKeyword";
import { ALL_ORGS, ORG_CHILDREN, ORG_ROOT } from "#tests/mocks/fixtures/orgs";
import { renderInPortal } from "./render";

/** The org search box searches as the user types (ADR 050): what reaches the platform, and when. */
describe("org search while typing", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function renderPanel() {
    const searchOrgs = vi.fn(async (keyword: string) => {
      const records = ALL_ORGS.filter((org) => org.name.includes(keyword));
      return { records, recordTotal: records.length };
    });
    renderInPortal(
      <OrgSwitchPanel
        selectedId={null}
        onPick={() => {}}
        loadRoots={async () => [ORG_ROOT]}
        loadChildren={async (ids) => Object.fromEntries(ids.map((id) => [id, ORG_CHILDREN[id] ?? []]))}
        searchOrgs={searchOrgs}
        loadProjects={async () => ({ records: [], recordTotal: 0, totalPage: 0 })}
        loadProjectRelations={async () => []}
        onToggleFocus={async () => {}}
        projectStatuses={[]}
      />,
    );
    // The tab panels settle after the first render: the box is looked up when it is used.
    return { searchOrgs, box: () => screen.getByRole("searchbox", { name: "Search organisations" }) };
  }
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

  it("searches once the typing pauses, not per key, and shows the results without Enter", async () => {
    const { searchOrgs, box } = renderPanel();
    // Three keys in a row, quicker than the pause.
    for (const text of ["杭", "杭州", "杭州湾"]) fireEvent.change(box(), { target: { value: text } });
    expect(searchOrgs).not.toHaveBeenCalled();
    await wait(TYPED_SEARCH_DELAY_MS);
    expect(searchOrgs.mock.calls).toEqual([["杭州湾"]]);
    const list = await screen.findByRole("list", { name: "Search organisations" });
    expect(within(list).getAllByRole("listitem").map((row) => row.dataset.orgId)).toEqual(["131"]);
    expect(screen.getByRole("status").textContent).toBe("1 result");
  });

  it("searches at once on Enter, and shows the tree again at once when the box is emptied", async () => {
    const { searchOrgs, box } = renderPanel();
    fireEvent.change(box(), { target: { value: "苏州" } });
    fireEvent.keyDown(box(), { key: "Enter", code: "Enter", keyCode: 13 });
    await wait(0);
    expect(searchOrgs.mock.calls).toEqual([["苏州"]]);
    await screen.findByRole("list", { name: "Search organisations" });
    fireEvent.change(box(), { target: { value: "" } });
    expect(await screen.findByRole("tree", { name: "Organisations" })).toBeTruthy();
    await wait(TYPED_SEARCH_DELAY_MS * 2);
    expect(searchOrgs).toHaveBeenCalledTimes(1);
  });

  it("does not search pinyin being composed; the composed characters are searched", async () => {
    const { searchOrgs, box } = renderPanel();
    fireEvent.compositionStart(box());
    const composing = new InputEvent("input", { bubbles: true, isComposing: true });
    for (const text of ["h", "ha", "han", "hang"]) {
      Object.defineProperty(box(), "value", { configurable: true, writable: true, value: text });
      fireEvent(box(), composing);
      await wait(TYPED_SEARCH_DELAY_MS);
    }
    expect(searchOrgs).not.toHaveBeenCalled();
    Object.defineProperty(box(), "value", { configurable: true, writable: true, value: "杭" });
    fireEvent.compositionEnd(box());
    await wait(TYPED_SEARCH_DELAY_MS);
    expect(searchOrgs.mock.calls).toEqual([["杭"]]);
  });
});
