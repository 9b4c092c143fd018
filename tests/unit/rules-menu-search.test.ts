import { describe, expect, it } from "vitest";
import { FILTER_RESULT_LIMIT_TIP, NO_DATA, SEARCH_RESULT_CAP } from "#app/rules/constants.ts";
import { buildMenuSearchIndex, searchMenus } from "#app/rules/menu-search.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const leaf = (id: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({ id, name, level: 5, sourceType: "menu", ...extra });
const branch = (id: string, children: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode => ({ id, name: `Dir ${id}`, level: 4, sourceType: "dir", children, ...extra });

const TREE: MenuNode[] = [
  branch("d1", [
    leaf("a", "Project List", { nameAllLang: { "zh-CN": "项目列表", en: "Project List" } }),
    leaf("b", "Contract ledger", { nameAllLang: { "zh-CN": "合同台账" } }),
    leaf("a", "Project list (duplicate id)"),
  ]),
  branch("d2", [leaf("c", "PROJECT budget"), branch("empty", [])]),
  leaf("d", "Safety inspections"),
];

describe("searchMenus (SPEC §5 Search)", () => {
  const en = buildMenuSearchIndex(TREE, "en");
  const zh = buildMenuSearchIndex(TREE, "zh-CN");

  it.each([
    ["case-insensitive substring", en, "project", ["a", "c"]],
    ["upper-case keyword", en, "PROJECT L", ["a"]],
    ["surrounding spaces are trimmed", en, "  ledger ", ["b"]],
    ["localised name", zh, "项目", ["a"]],
    ["falls back to name without a translation", zh, "project budget", ["c"]],
    ["directories are not results", en, "dir", []],
    ["no match", en, "zzz", []],
  ] as const)("%s", (_name, index, keyword, ids) => {
    expect(searchMenus(index, keyword).items.map((hit) => hit.menu.id)).toEqual(ids);
  });

  it("returns the localised name that matched", () => {
    expect(searchMenus(zh, "合同").items).toEqual([{ menu: TREE[0]!.children![1], name: "合同台账" }]);
  });

  it.each([
    ["nothing matches → no-data text", "zzz", { total: 0, limited: false, tip: null, noData: true, noDataText: NO_DATA }],
    ["blank keyword searches nothing, no no-data text", "   ", { total: 0, limited: false, tip: null, noData: false, noDataText: null }],
    ["non-string keyword", 42, { total: 0, limited: false, tip: null, noData: false, noDataText: null }],
    ["a match", "safety", { total: 1, limited: false, tip: null, noData: false, noDataText: null }],
  ] as const)("%s", (_name, keyword, expected) => {
    const { items: _items, ...rest } = searchMenus(en, keyword);
    expect(rest).toEqual(expected);
  });

  it.each([
    ["null index", null],
    ["undefined index", undefined],
    ["forged index with junk", { leaves: [leaf("x", "x")], names: "nope", lowerNames: [5, "x", "x"] }],
  ] as const)("is total over a %s", (_name, index) => {
    expect(() => searchMenus(index as never, "x")).not.toThrow();
    expect(searchMenus(index as never, "x").items.length).toBeLessThanOrEqual(1);
  });

  it("builds an empty index from garbage", () => {
    expect(buildMenuSearchIndex("nope" as never, "en")).toEqual({ leaves: [], names: [], lowerNames: [] });
    expect(searchMenus(buildMenuSearchIndex(null, null), "a").noData).toBe(true);
  });

  it("caps at 50 with the limit tip over 20,000 leaves, each id once, in tree order", () => {
    const apps: MenuNode[] = [];
    for (let a = 0; a < 20; a += 1) {
      const children: MenuNode[] = [];
      for (let i = 0; i < 1000; i += 1) {
        const n = a * 1000 + i;
        children.push(leaf(`m${n}`, n % 7 === 0 ? `Report ${n}` : `Page ${n}`, { nameAllLang: { en: n % 7 === 0 ? `Monthly REPORT ${n}` : `Page ${n}` } }));
      }
      children.push(leaf("m0", "Report duplicate of m0"));
      apps.push(branch(`app${a}`, children));
    }
    const index = buildMenuSearchIndex(apps, "en");
    expect(index.leaves).toHaveLength(20_000);

    const result = searchMenus(index, "report");
    const expectedTotal = Math.floor((20_000 - 1) / 7) + 1;
    expect(result.total).toBe(expectedTotal);
    expect(result.items).toHaveLength(SEARCH_RESULT_CAP);
    expect(result.limited).toBe(true);
    expect(result.tip).toBe(FILTER_RESULT_LIMIT_TIP);
    expect(result.items.map((hit) => hit.menu.id)).toEqual(Array.from({ length: SEARCH_RESULT_CAP }, (_, k) => `m${k * 7}`));
    expect(new Set(result.items.map((hit) => hit.menu.id)).size).toBe(SEARCH_RESULT_CAP);

    const exact = searchMenus(index, "page 19998");
    expect(exact.items.map((hit) => hit.menu.id)).toEqual(["m19998"]);
    expect(exact.limited).toBe(false);
  });

  it.each([
    [0, 0, true],
    [-3, 0, true],
    [2, 2, false],
    [Number.NaN, 2, false],
  ] as const)("cap %s gives %s items (limited %s)", (cap, count, limited) => {
    const result = searchMenus(en, "project", cap);
    expect(result.items).toHaveLength(count);
    expect(result.limited).toBe(limited);
  });
});
