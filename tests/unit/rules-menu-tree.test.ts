import { describe, expect, it } from "vitest";
import { DEFAULT_MENU_NOT_FOUND, HOME_MENU_NOT_FOUND, MENU_MAX_DEPTH } from "#app/kit/constants.ts";
import {
  filterCategoryLeaves,
  findDefaultMenu,
  findHomeMenu,
  findMenuByCode,
  findMenuById,
  findMenuByProductAndCode,
  flattenMenus,
  indexMenus,
  leftMenusOf,
  mainMenusOf,
  menuChildren,
  menuLeaves,
  menuName,
  menuPath,
  menuSections,
  pruneMenus,
  subMenusOf,
} from "#app/features/menus/menu-tree.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const m = (id: string, level: number, extra: Partial<MenuNode> = {}, children?: MenuNode[]): MenuNode => ({
  id,
  name: `Menu ${id}`,
  level,
  sourceType: level === 1 ? "app-category" : level === 2 ? "app" : "menu",
  ...(children ? { children } : {}),
  ...extra,
});

const left1 = m("l1", 5, { code: "pmpp.a.l1", sourceProductCode: "pmpp", nameAllLang: { "zh-CN": "项目列表", en: "Project list", "sv-SE": "Projektlista" } });
const left2 = m("l2", 5, { code: "pmpp.a.l2", sourceProductCode: "pmpp" });
const sub1 = m("s1", 4, { sourceType: "dir" }, [left1, left2]);
const sub2 = m("s2", 4, { code: "pmpp.a.s2", sourceProductCode: "pmpp" });
const main1 = m("m1", 3, {}, [sub1, sub2]);
const main2 = m("m2", 3, { code: "pmpp.a.m2", sourceProductCode: "pmpp" });
const emptyCat = m("c2", 1);
const app = m("a", 2, { sourceProductCode: "pmpp", sourceAppCode: "a" }, [main1, main2, m("c3", 1)]);
const cat = m("c", 1, {}, [app]);
const home = m("1", 0, { isHome: false, sourceType: "menu" });
const workbench = m("5", 0, { sourceType: "menu" });
const TREE: MenuNode[] = [home, workbench, cat, emptyCat];

describe("indexMenus / flattenMenus (SPEC §3)", () => {
  it("reads every node once, in pre-order", () => {
    expect(flattenMenus(TREE).map((n) => n.id)).toEqual(["1", "5", "c", "a", "m1", "s1", "l1", "l2", "s2", "m2", "c3", "c2"]);
    expect(indexMenus(TREE).byId.get("l1")).toEqual({ node: left1, parentId: "s1", depth: 4 });
  });

  const selfRef = m("x", 3) as MenuNode & { children: MenuNode[] };
  selfRef.children = [selfRef, m("y", 4)];
  const byIdCycle = m("p", 3, {}, [m("q", 4, {}, [m("p", 5, {}, [m("r", 6)])])]);

  it.each([
    ["null", null, []],
    ["undefined", undefined, []],
    ["a number", 42, []],
    ["a string", "menus", []],
    ["an object that is not a node", { name: "x" }, []],
    ["a single node", m("z", 2), ["z"]],
    ["junk in the list", [null, 1, "a", { id: 7 }, { id: "" }, [m("in-array", 2)], m("ok", 2)], ["ok"]],
    ["children not a list", [{ ...m("k", 2), children: "nope" }], ["k"]],
    ["children with junk", [m("k", 2, {}, [null as never, 3 as never, m("kk", 3)])], ["k", "kk"]],
    ["a node that contains itself", [selfRef], ["x", "y"]],
    ["a cycle by id", [byIdCycle], ["p", "q"]],
    ["duplicate ids keep the first", [m("d", 2, { name: "first" }), m("d", 2, { name: "second" })], ["d"]],
  ] as const)("%s", (_name, input, ids) => {
    expect(flattenMenus(input as never).map((n) => n.id)).toEqual(ids);
  });

  it("stops at MENU_MAX_DEPTH without overflowing the stack on a very deep tree", () => {
    let deep: MenuNode = m("deep-0", 1);
    const top = deep;
    for (let i = 1; i < 20_000; i += 1) {
      const next = m(`deep-${i}`, i + 1);
      deep.children = [next];
      deep = next;
    }
    const nodes = flattenMenus([top]);
    expect(nodes).toHaveLength(MENU_MAX_DEPTH);
    expect(menuPath([top], `deep-${MENU_MAX_DEPTH - 1}`)).toHaveLength(MENU_MAX_DEPTH);
    expect(findMenuById([top], `deep-${MENU_MAX_DEPTH}`)).toBeNull();
    expect(pruneMenus([top], () => true)[0]?.id).toBe("deep-0");
  });
});

describe("lookups (SPEC §2, §5)", () => {
  it.each([
    ["l1", "l1"],
    ["m2", "m2"],
    ["nope", null],
    ["", null],
    [1, null],
    [null, null],
  ] as const)("findMenuById(%j) → %s", (id, expected) => {
    expect(findMenuById(TREE, id)?.id ?? null).toBe(expected);
    expect(findMenuById(indexMenus(TREE), id)?.id ?? null).toBe(expected);
  });

  it.each([
    ["pmpp.a.l2", "l2"],
    ["PMPP.A.L2", null],
    ["", null],
    [undefined, null],
  ] as const)("findMenuByCode(%j) → %s", (code, expected) => {
    expect(findMenuByCode(TREE, code)?.id ?? null).toBe(expected);
  });

  it.each([
    ["pmpp", "pmpp.a.l1", "l1"],
    ["pmpp", "pmpp.a.m2", "m2"],
    ["gepm", "pmpp.a.l1", null],
    ["pmpp", "", null],
    ["", "pmpp.a.l1", null],
    [null, "pmpp.a.l1", null],
    ["pmpp", 5, null],
  ] as const)("findMenuByProductAndCode(%j, %j) → %s", (product, code, expected) => {
    expect(findMenuByProductAndCode(TREE, product, code)?.id ?? null).toBe(expected);
  });
});

describe("menuName (SPEC §3 nameAllLang, name is the fallback)", () => {
  it.each([
    [left1, "zh-CN", "项目列表"],
    [left1, "en", "Project list"],
    [left1, "sv-SE", "Projektlista"],
    [left1, "sv", "Projektlista"],
    [left1, "en-GB", "Project list"],
    [left1, "fr", "Menu l1"],
    [left1, undefined, "Menu l1"],
    [m("e", 3, { nameAllLang: { en: "" } }), "en", "Menu e"],
    [m("e", 3, { nameAllLang: null }), "en", "Menu e"],
    [{ ...m("e", 3), nameAllLang: ["x"] }, "en", "Menu e"],
    [{ ...m("e", 3), nameAllLang: { en: 5 } }, "en", "Menu e"],
    [{ id: "e", name: 9 }, "en", ""],
    [null, "en", ""],
    ["text", "en", ""],
  ] as const)("%j in %s → %s", (node, locale, expected) => {
    expect(menuName(node, locale)).toBe(expected);
  });
});

describe("leaves, paths and levels (SPEC §2)", () => {
  it("leaves are childless pages, not empty categories or directories", () => {
    const emptyDir = m("d0", 4, { sourceType: "dir" });
    expect(menuLeaves([...TREE, emptyDir]).map((n) => n.id)).toEqual(["1", "5", "l1", "l2", "s2", "m2"]);
    expect(menuLeaves(null)).toEqual([]);
  });

  it("filters category leaves out of child lists", () => {
    expect(filterCategoryLeaves(app.children).map((n) => n.id)).toEqual(["m1", "m2"]);
    expect(filterCategoryLeaves([cat, emptyCat, null, "x"]).map((n) => n.id)).toEqual(["c"]);
    expect(filterCategoryLeaves("not a list")).toEqual([]);
  });

  it.each([
    ["l1", ["c", "a", "m1", "s1", "l1"]],
    ["a", ["c", "a"]],
    ["1", ["1"]],
    ["nope", []],
    [null, []],
  ] as const)("menuPath(%j)", (id, ids) => {
    expect(menuPath(TREE, id).map((n) => n.id)).toEqual(ids);
  });

  it("menuSections gives the app, main and sub menu of the active menu and their lists", () => {
    const sections = menuSections(TREE, "l2");
    expect([sections.app?.id, sections.main?.id, sections.sub?.id]).toEqual(["a", "m1", "s1"]);
    expect(sections.mainMenus.map((n) => n.id)).toEqual(["m1", "m2"]);
    expect(sections.subMenus.map((n) => n.id)).toEqual(["s1", "s2"]);
    expect(sections.leftMenus.map((n) => n.id)).toEqual(["l1", "l2"]);
  });

  it("menuSections of a main menu without sub menus, and of an unknown id", () => {
    const sections = menuSections(TREE, "m2");
    expect([sections.app?.id, sections.main?.id, sections.sub]).toEqual(["a", "m2", null]);
    expect(sections.subMenus).toEqual([]);
    expect(sections.leftMenus).toEqual([]);
    expect(menuSections(TREE, "zzz")).toEqual({ path: [], app: null, main: null, sub: null, mainMenus: [], subMenus: [], leftMenus: [] });
  });

  it.each([
    ["mainMenusOf", mainMenusOf, app, ["m1", "m2"]],
    ["subMenusOf", subMenusOf, main1, ["s1", "s2"]],
    ["leftMenusOf", leftMenusOf, sub1, ["l1", "l2"]],
    ["leftMenusOf a leaf", leftMenusOf, left1, []],
    ["mainMenusOf null", mainMenusOf, null, []],
    ["subMenusOf a string", subMenusOf, "x", []],
  ] as const)("%s", (_name, fn, node, ids) => {
    expect(fn(node).map((n) => n.id)).toEqual(ids);
  });

  it("menuChildren reads only menu nodes", () => {
    expect(menuChildren({ ...m("p", 2), children: [m("c", 3), null, { id: 3 }] as never }).map((n) => n.id)).toEqual(["c"]);
    expect(menuChildren(undefined)).toEqual([]);
  });
});

describe("home and default menu (SPEC §4, §8: errors as values)", () => {
  const marked = m("h", 0, { isHome: true, sourceType: "menu" });
  it.each([
    ["isHome wins over id 1", [home, marked], { ok: true, id: "h" }],
    ["id 1 without isHome", [home, workbench], { ok: true, id: "1" }],
    ["neither", [workbench], { ok: false, error: HOME_MENU_NOT_FOUND }],
    ["garbage", "x", { ok: false, error: HOME_MENU_NOT_FOUND }],
  ] as const)("home: %s", (_name, menus, expected) => {
    const result = findHomeMenu(menus as never);
    expect(result.ok ? { ok: true, id: result.menu.id } : result).toEqual(expected);
  });

  it.each([
    ["home preferred", TREE, "home", { ok: true, id: "1" }],
    ["workbench preferred", TREE, "workbench", { ok: true, id: "5" }],
    ["home missing → workbench", [workbench], "home", { ok: true, id: "5" }],
    ["workbench missing → home", [home], "workbench", { ok: true, id: "1" }],
    ["neither", [cat], "home", { ok: false, error: DEFAULT_MENU_NOT_FOUND }],
    ["null", null, "workbench", { ok: false, error: DEFAULT_MENU_NOT_FOUND }],
  ] as const)("default: %s", (_name, menus, prefer, expected) => {
    const result = findDefaultMenu(menus as never, prefer);
    expect(result.ok ? { ok: true, id: result.menu.id } : result).toEqual(expected);
  });
});

describe("pruneMenus (SPEC §6 filters)", () => {
  it("removes subtrees, keeps untouched nodes as they were and cleans junk", () => {
    const pruned = pruneMenus([...TREE, null as never], (node) => node.id !== "s1");
    expect(flattenMenus(pruned).map((n) => n.id)).toEqual(["1", "5", "c", "a", "m1", "s2", "m2", "c3", "c2"]);
    expect(pruned[0]).toBe(home);
    expect(pruned[2]).not.toBe(cat);
    expect(cat.children?.[0]?.children?.[0]?.children).toHaveLength(2);
  });

  it("gives the ancestors to the predicate", () => {
    const seen: string[] = [];
    pruneMenus(TREE, (node, ancestors) => {
      if (node.id === "l1") seen.push(...ancestors.map((a) => a.id));
      return true;
    });
    expect(seen).toEqual(["c", "a", "m1", "s1"]);
  });
});
