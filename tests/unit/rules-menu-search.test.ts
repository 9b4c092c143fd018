import { describe, expect, it } from "vitest";
import { FILTER_RESULT_LIMIT_TIP, NO_DATA, SEARCH_RESULT_CAP } from "#app/kit/constants.ts";
import { buildMenuSearchIndex, createMenuSearcher, searchMenus } from "#app/features/menus/menu-search.rules.ts";
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

describe("createMenuSearcher (searchMenus as a person types)", () => {
  const en = buildMenuSearchIndex(TREE, "en");
  const BIG: MenuNode[] = Array.from({ length: 40 }, (_, a) =>
    branch(`app${a}`, Array.from({ length: 100 }, (_, i) => leaf(`m${a}-${i}`, `${["Schedule", "Cost", "Safety", "Quality"][i % 4]} plan ${a * 100 + i}`))),
  );
  const big = buildMenuSearchIndex(BIG, "en");

  it("answers every keyword of a typing session as searchMenus does: typing on, deleting back, starting over", () => {
    const searcher = createMenuSearcher(big);
    const session = ["s", "sc", "sch", "sche", "schedule", "schedule p", "schedule plan 1", "schedule plan 12", "schedule plan 1", "sch", "", "  COST ", "cost plan 3", "zzz", "zzz plan", "plan", "PLAN 39", 7, null];
    for (const keyword of session) expect(searcher.search(keyword), String(keyword)).toEqual(searchMenus(big, keyword));
  });

  it("keeps the cap, the limit tip and the no-data text", () => {
    const searcher = createMenuSearcher(big);
    const many = searcher.search("plan");
    expect(many.items).toHaveLength(SEARCH_RESULT_CAP);
    expect(many.total).toBe(4000);
    expect(many.tip).toBe(FILTER_RESULT_LIMIT_TIP);
    expect(searcher.search("plan", 3).items.map((hit) => hit.menu.id)).toEqual(["m0-0", "m0-1", "m0-2"]);
    expect(searcher.search("plan zzz").noDataText).toBe(NO_DATA);
    expect(searcher.search("   ")).toEqual(searchMenus(big, "   "));
  });

  it("typing on reads only the names that matched before, not the whole index", () => {
    let reads = 0;
    const lowerNames = new Proxy([...big.lowerNames], {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const searcher = createMenuSearcher({ ...big, lowerNames });
    searcher.search("cost");
    expect(reads).toBe(4000);
    reads = 0;
    expect(searcher.search("cost plan 3").total).toBe(searchMenus(big, "cost plan 3").total);
    expect(reads).toBe(1000);
    reads = 0;
    searcher.search("cost");
    expect(reads).toBe(0);
  });

  it("still answers right once older keywords are forgotten", () => {
    const searcher = createMenuSearcher(big, 2);
    for (const keyword of ["cost", "safety", "quality", "cost plan 1", "safety plan 2", "cost"]) expect(searcher.search(keyword)).toEqual(searchMenus(big, keyword));
  });

  it("is total over junk indexes and memories", () => {
    expect(createMenuSearcher(null).search("x")).toEqual(searchMenus(null, "x"));
    const forged = { leaves: [leaf("x", "x")], names: "nope", lowerNames: [5, "x", "x"] } as never;
    expect(createMenuSearcher(forged).search("x")).toEqual(searchMenus(forged, "x"));
    expect(createMenuSearcher(en, Number.NaN).search("project")).toEqual(searchMenus(en, "project"));
    expect(createMenuSearcher(en, -1).search("project")).toEqual(searchMenus(en, "project"));
  });
});

describe("one page, one result (SPEC §5 Search)", () => {
  it("a page listed both in the tree and among the portal menus (same code and url) is found once, as the tree's", () => {
    const menus: MenuNode[] = [
      branch("centre", [leaf("1000100070", "Member info", { code: "member.info", url: "/portal-pages/member-info" })]),
      leaf("10001", "Member info", { code: "member.info", url: "/portal-pages/member-info" }),
      // Same code, another page: both stay.
      leaf("x1", "Member info export", { code: "member.info", url: "/portal-pages/member-export" }),
    ];
    const result = searchMenus(buildMenuSearchIndex(menus, "en"), "member info");
    expect(result.items.map((hit) => hit.menu.id)).toEqual(["1000100070", "x1"]);
  });
});
