import { describe, expect, it } from "vitest";
import {
  canStarMenu,
  headerCollectEnabled,
  isMenuCollected,
  openCollectedMenu,
  readCollectedList,
  toggleCollect,
  type CollectedMenu,
} from "#app/features/collections/collections.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const menu = (extra: Partial<MenuNode> = {}): MenuNode => ({
  id: "m1",
  name: "合同台账",
  nameAllLang: { en: "Contract ledger" },
  level: 5,
  type: 1,
  code: "pmpp.contract.ledger",
  sourceType: "menu",
  sourceProductCode: "pmpp",
  sourceAppCode: "contract",
  ...extra,
});

const entry = (extra: Partial<CollectedMenu> = {}): CollectedMenu => ({
  id: "c1",
  menuName: "合同台账",
  productCode: "pmpp",
  appCode: "contract",
  sourceType: "menu",
  tenantId: "10001",
  userId: "u1",
  menuAuthCode: "pmpp.contract.ledger",
  bizType: null,
  ...extra,
});

describe("canStarMenu (SPEC §5 Collect)", () => {
  it.each([
    ["a page menu", menu(), "other", true],
    ["a page menu in the left menu", menu(), "leftMenu", true],
    ["level 1", menu({ level: 1 }), "other", false],
    ["level 2 app with a code", menu({ level: 2, type: 0 }), "other", true],
    ["no code", menu({ code: null }), "other", false],
    ["blank code", menu({ code: "  " }), "other", false],
    ["about-blank", menu({ code: "pmpp.common.about-blank" }), "other", false],
    ["noAuth", menu({ noAuth: true }), "other", false],
    ["a directory in the left menu", menu({ type: 0 }), "leftMenu", false],
    ["no type in the left menu", menu({ type: undefined }), "leftMenu", false],
    ["a directory elsewhere", menu({ type: 0 }), "other", true],
    ["null", null, "other", false],
    ["a string", "menu", "other", false],
  ] as const)("%s → %s", (_name, m, place, expected) => {
    expect(canStarMenu(m, place)).toBe(expected);
  });
});

describe("toggleCollect (SPEC §4, §5)", () => {
  const ctx = { tenantId: "10001", userId: "u1", bizType: "pm", locale: "en" };

  it("appends a new entry built from the menu", () => {
    const result = toggleCollect([], menu(), ctx);
    expect(result).toEqual({
      list: [{ menuName: "Contract ledger", productCode: "pmpp", appCode: "contract", sourceType: "menu", tenantId: "10001", userId: "u1", menuAuthCode: "pmpp.contract.ledger", bizType: "pm", menuNameAllLang: { en: "Contract ledger" } }],
      collected: true,
      changed: true,
    });
  });

  it("removes a collected menu", () => {
    const other = entry({ id: "c2", menuAuthCode: "pmpp.other" });
    expect(toggleCollect([entry(), other], menu(), ctx)).toEqual({ list: [other], collected: false, changed: true });
  });

  it("defaults sourceType to dir", () => {
    const result = toggleCollect(null, { ...menu(), sourceType: undefined }, {});
    expect(result.list[0]).toMatchObject({ sourceType: "dir", tenantId: null, userId: null, bizType: null, menuName: "合同台账" });
  });

  it.each([
    ["noAuth", menu({ noAuth: true })],
    ["level 1", menu({ level: 1 })],
    ["no product code", menu({ sourceProductCode: null })],
    ["a directory in the left menu", menu({ type: 0 })],
    ["garbage", 42],
  ] as const)("does not collect: %s", (_name, m) => {
    expect(toggleCollect([entry({ menuAuthCode: "x" })], m, ctx, "leftMenu")).toEqual({ list: [entry({ menuAuthCode: "x" })], collected: false, changed: false });
  });

  it("a noAuth menu already collected can still be removed", () => {
    expect(toggleCollect([entry()], menu({ noAuth: true }), ctx)).toMatchObject({ list: [], changed: true });
  });

  it("isMenuCollected matches product and menu code", () => {
    expect(isMenuCollected([entry()], menu())).toBe(true);
    expect(isMenuCollected([entry({ productCode: "gepm" })], menu())).toBe(false);
    expect(isMenuCollected("x", menu())).toBe(false);
    expect(isMenuCollected([entry()], null)).toBe(false);
  });
});

describe("readCollectedList", () => {
  it("keeps valid entries once, with defaults, and drops junk", () => {
    const list = readCollectedList([entry(), entry({ id: "dup" }), null, { productCode: "p" }, { productCode: "p", menuAuthCode: "m", id: 7, sourceType: "" }]);
    expect(list).toEqual([
      entry(),
      { id: "7", menuName: "", productCode: "p", appCode: null, sourceType: "dir", tenantId: null, userId: null, menuAuthCode: "m", bizType: null },
    ]);
    expect(readCollectedList({ records: [] })).toEqual([]);
  });
});

describe("openCollectedMenu (SPEC §5 noMenuPermission)", () => {
  const tree = [menu(), menu({ id: "m2", code: "pmpp.locked", noAuth: true })];
  it.each([
    ["found", entry(), { kind: "open", id: "m1" }],
    ["not found", entry({ menuAuthCode: "pmpp.gone" }), { kind: "warning", key: "noMenuPermission" }],
    ["found but noAuth", entry({ menuAuthCode: "pmpp.locked" }), { kind: "warning", key: "noMenuPermission" }],
    ["another product", entry({ productCode: "gepm" }), { kind: "warning", key: "noMenuPermission" }],
    ["garbage entry", "x", { kind: "warning", key: "noMenuPermission" }],
  ] as const)("%s", (_name, e, expected) => {
    const result = openCollectedMenu(e, tree);
    expect(result.kind === "open" ? { kind: "open", id: result.menu.id } : result).toEqual(expected);
  });

  it("warns over garbage menus", () => {
    expect(openCollectedMenu(entry(), null)).toEqual({ kind: "warning", key: "noMenuPermission" });
  });
});

describe("headerCollectEnabled (SPEC §6)", () => {
  it.each([
    [{ showAddEntry: true }, true],
    [{ showAddEntry: true, bizType: "pm" }, true],
    [{ showAddEntry: true, bizType: "dcost" }, false],
    [{ showAddEntry: false }, false],
    [{ showAddEntry: "true" }, false],
    [{}, false],
    [null, false],
  ] as const)("%j → %s", (context, expected) => {
    expect(headerCollectEnabled(context as never)).toBe(expected);
  });
});
