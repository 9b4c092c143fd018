import { describe, expect, it } from "vitest";
import { ORG_VIRTUAL_ITEM_SIZE, ORG_VIRTUAL_LIST_KEEP } from "#app/features/org-switch/org-virtual-list.rules.ts";
import {
  capResults,
  dedupeChildren,
  filterCategoryLeaves,
  flattenVisible,
  focusStatusFor,
  isSelectableOrg,
  orgDisabledReason,
  orgIdFromFullId,
  requireOrgId,
  searchOrgs,
} from "#app/features/org-switch/org-tree.rules.ts";
import type { OrgNode } from "#app/types/generated/org-node.ts";

const node = (id: string, extra: Partial<OrgNode> = {}): OrgNode => ({ id, name: `Org ${id}`, type: "company", authType: 1, ...extra });

describe("org selectability (SPEC §4 Org switch, §6)", () => {
  it.each([
    ["company", 1, "org", null],
    ["company", 0, "org", "noAuth"],
    ["category", 1, "org", "category"],
    ["category", 0, "org", "noAuth"],
    ["general-project", 1, "org", null],
    ["department", 1, "org", null],
    ["general-project", 1, "project", null],
    ["mixing-station", 1, "project", null],
    ["company", 1, "project", "notProject"],
    ["project-command", 1, "project", "notProject"],
    ["external-participant", 1, "project", "notProject"],
    ["category", 1, "project", "category"],
    ["general-project", 0, "project", "noAuth"],
    ["general-project", undefined, "project", null],
  ] as const)("%s with authType %s in the %s view → %s", (type, authType, view, reason) => {
    const n = node("1", { type, ...(authType === undefined ? {} : { authType }) });
    if (authType === undefined) delete n.authType;
    expect(orgDisabledReason(n, { view })).toBe(reason);
    expect(isSelectableOrg(n, { view })).toBe(reason === null);
  });
});

describe("child lists (SPEC §5)", () => {
  it("deduplicates children, preferring non-son-project nodes, keeping first positions", () => {
    const a = node("a");
    const bSon = node("b", { isSonProjectNode: true, name: "son" });
    const bOwn = node("b", { isSonProjectNode: false, name: "own" });
    const c = node("c");
    const bSon2 = node("b", { isSonProjectNode: true, name: "son2" });
    const dSon = node("d", { isSonProjectNode: true });
    const dSon2 = node("d", { isSonProjectNode: true, name: "second" });
    expect(dedupeChildren([a, bSon, c, bOwn, bSon2, dSon, dSon2, a])).toEqual([a, bOwn, c, dSon]);
    expect(dedupeChildren([])).toEqual([]);
  });

  it("filters out category leaves only", () => {
    const catLeaf = node("1", { type: "category", isLeaf: true });
    const catBranch = node("2", { type: "category", isLeaf: false });
    const catUnknown = node("3", { type: "category" });
    const companyLeaf = node("4", { isLeaf: true });
    expect(filterCategoryLeaves([catLeaf, catBranch, catUnknown, companyLeaf])).toEqual([catBranch, catUnknown, companyLeaf]);
  });

  it.each([
    [{ userFocus: true }, 0],
    [{ userFocus: false }, 1],
    [{}, 1],
  ])("focusStatusFor(%j) → %i", (n, status) => {
    expect(focusStatusFor(n)).toBe(status);
  });
});

describe("org ids (SPEC §2, §5)", () => {
  it.each([
    ["1/20/300", "300"],
    ["300", "300"],
    ["/1/2/", "2"],
    ["1/2/ ", "2"],
    ["", null],
    ["///", null],
    [null, null],
    [42, null],
  ])("orgIdFromFullId(%j) → %j", (fullId, expected) => {
    expect(orgIdFromFullId(fullId)).toBe(expected);
  });

  it.each([["7", "7"], [" 7 ", "7"], [7, "7"], ["-1", "-1"]])("requireOrgId(%j) → %j", (id, expected) => {
    expect(requireOrgId(id)).toBe(expected);
  });

  it.each([undefined, null, "", "  ", {}])("requireOrgId(%j) throws 'missing parameter: orgId'", (id) => {
    expect(() => requireOrgId(id)).toThrow(new Error("missing parameter: orgId"));
  });
});

describe("capped results and search (SPEC §5, §9)", () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);
  it.each([
    [0, 0, false],
    [49, 49, false],
    [50, 50, false],
    [51, 50, true],
    [500, 50, true],
  ])("%i results → %i items, limited %s", (total, shown, limited) => {
    const result = capResults(list(total));
    expect(result.items).toHaveLength(shown);
    expect(result).toMatchObject({ total, limited, tip: limited ? "filterResultLimitTips" : null });
  });

  it("takes another cap, never below 0", () => {
    expect(capResults(list(5), 2)).toEqual({ items: [0, 1], total: 5, limited: true, tip: "filterResultLimitTips" });
    expect(capResults(list(3), -1).items).toEqual([]);
  });

  const nodes = [
    node("1", { name: "Harbour Bridge" }),
    node("2", { name: "harbour tunnel" }),
    node("1", { name: "Harbour Bridge (copy)" }),
    node("3", { name: "Airport" }),
    { id: "4", name: null },
  ];
  it.each([
    ["HARBOUR", ["1", "2"]],
    ["  bridge ", ["1"]],
    ["port", ["3"]],
    ["zzz", []],
    ["", []],
    ["   ", []],
    [null, []],
  ])("searchOrgs(%j) → %j", (keyword, expected) => {
    expect(searchOrgs(nodes, keyword).items.map((n) => n.id)).toEqual(expected);
  });

  it("caps search results at 50 with the limit tip", () => {
    const many = Array.from({ length: 120 }, (_, i) => node(String(i), { name: `Site ${i}` }));
    const result = searchOrgs(many, "site");
    expect(result.items).toHaveLength(50);
    expect(result).toMatchObject({ total: 120, limited: true, tip: "filterResultLimitTips" });
  });
});

interface TreeOrg {
  id: string;
  children?: TreeOrg[];
}

describe("flattenVisible (SPEC §9 virtual list)", () => {
  const tree: TreeOrg[] = [
    { id: "a", children: [{ id: "a1", children: [{ id: "a1x" }] }, { id: "a2" }] },
    { id: "b", children: [] },
    { id: "c", children: [{ id: "c1" }] },
  ];
  const rows = (expanded: string[]) => flattenVisible(tree, expanded).map((r) => `${"-".repeat(r.depth)}${r.node.id}${r.hasChildren ? (r.expanded ? "v" : ">") : ""}`);

  it.each([
    [[], ["a>", "b", "c>"]],
    [["a"], ["av", "-a1>", "-a2", "b", "c>"]],
    [["a", "a1"], ["av", "-a1v", "--a1x", "-a2", "b", "c>"]],
    [["a1"], ["a>", "b", "c>"]],
    [["b", "c"], ["a>", "b", "cv", "-c1"]],
  ])("expanded %j → %j", (expanded, expected) => {
    expect(rows(expanded)).toEqual(expected);
  });

  it("accepts a Set of expanded ids", () => {
    expect(flattenVisible(tree, new Set(["c"])).map((r) => r.node.id)).toEqual(["a", "b", "c", "c1"]);
  });

  it("exports the virtual list constants", () => {
    expect([ORG_VIRTUAL_LIST_KEEP, ORG_VIRTUAL_ITEM_SIZE]).toEqual([30, 32]);
  });

  it("flattens a fully expanded tree of 100,000 nodes, and a 20,000-deep chain", () => {
    let count = 0;
    const expanded = new Set<string>();
    const build = (depth: number): TreeOrg => {
      const id = String(count++);
      if (depth === 0) return { id };
      expanded.add(id);
      return { id, children: Array.from({ length: 10 }, () => build(depth - 1)) };
    };
    // 10 roots, each with 1 + 10 + 100 + 1,000 + 10,000 nodes: 111,110 nodes
    const roots = Array.from({ length: 10 }, () => build(4));
    const all = flattenVisible(roots, expanded);
    expect(all).toHaveLength(count);
    expect(count).toBeGreaterThan(100_000);
    expect(all[1]).toMatchObject({ depth: 1 });
    expect(flattenVisible(roots, [])).toHaveLength(10);

    const deep: TreeOrg = { id: "d0" };
    let tip = deep;
    const chain = new Set(["d0"]);
    for (let i = 1; i < 20_000; i++) {
      const next: TreeOrg = { id: `d${i}` };
      tip.children = [next];
      tip = next;
      chain.add(next.id);
    }
    const deepRows = flattenVisible([deep], chain);
    expect(deepRows).toHaveLength(20_000);
    expect(deepRows.at(-1)).toMatchObject({ depth: 19_999 });
  });
});
