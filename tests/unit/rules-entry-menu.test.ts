import { describe, expect, it } from "vitest";
import { entryMenuTarget, withEntryPath } from "#app/shell/entry-menu.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const m = (id: string, level: number, extra: Partial<MenuNode> = {}, children?: MenuNode[]): MenuNode => ({
  id,
  name: `Menu ${id}`,
  level,
  sourceType: level === 1 ? "app-category" : level === 2 ? "app" : "menu",
  ...(children ? { children } : {}),
  ...extra,
});

const reserve = m("reserve", 5, { code: "gepm.invest.pool.reserve", sourceProductCode: "gepm", urlParams: "view=reserve" });
const locked = m("locked", 5, { code: "gepm.invest.locked", sourceProductCode: "gepm", noAuth: true });
const pool = m("pool", 4, { code: "gepm.invest.pool", sourceProductCode: "gepm", sourceType: "dir" }, [reserve]);
const analysis = m("analysis", 4, { code: "gepm.invest.analysis", sourceProductCode: "gepm" });
const invest = m("invest", 3, { code: "gepm.invest", sourceProductCode: "gepm", sourceType: "dir" }, [pool, analysis, locked]);
const gepm = m("gepm", 2, { code: "gepm", sourceProductCode: "gepm", sourceAppCode: "gepm-web" }, [invest]);
const ledger = m("ledger", 3, { code: "pmpp.ledger", sourceProductCode: "pmpp" });
const pmpp = m("pmpp", 2, { code: "pmpp", sourceProductCode: "pmpp", sourceAppCode: "pmpp-web" }, [ledger]);
const tree = [m("cat", 1, {}, [gepm, pmpp])];

const ask = (productCode: string | null, menuCode: string | null, applicationCode: string | null = null) => ({ productCode, menuCode, applicationCode });

describe("entryMenuTarget (SPEC §2 application-module link, §4 Menu select)", () => {
  it("names nothing without a product, or without a menu or application code", () => {
    expect(entryMenuTarget(tree, ask(null, "gepm.invest.analysis"))).toEqual({ kind: "none" });
    expect(entryMenuTarget(tree, ask("gepm", null))).toEqual({ kind: "none" });
  });

  it("opens the page a menu code names, or the first page of a directory it names", () => {
    expect(entryMenuTarget(tree, ask("gepm", "gepm.invest.analysis"))).toEqual({ kind: "open", menu: analysis });
    expect(entryMenuTarget(tree, ask("gepm", "gepm.invest"))).toEqual({ kind: "open", menu: reserve });
  });

  it("opens an application's first page, and a menu only inside the application named", () => {
    expect(entryMenuTarget(tree, ask("gepm", null, "gepm-web"))).toEqual({ kind: "open", menu: reserve });
    expect(entryMenuTarget(tree, ask("gepm", "gepm.invest.analysis", "gepm-web"))).toEqual({ kind: "open", menu: analysis });
    expect(entryMenuTarget(tree, ask("pmpp", "gepm.invest.analysis", "pmpp-web"))).toEqual({ kind: "notFound" });
  });

  it("does not resolve an unknown code, a code of another product, an unknown app or a menu without authority", () => {
    expect(entryMenuTarget(tree, ask("gepm", "gepm.no.such"))).toEqual({ kind: "notFound" });
    expect(entryMenuTarget(tree, ask("pmpp", "gepm.invest.analysis"))).toEqual({ kind: "notFound" });
    expect(entryMenuTarget(tree, ask("gepm", null, "nope"))).toEqual({ kind: "notFound" });
    expect(entryMenuTarget(tree, ask("gepm", "gepm.invest.locked"))).toEqual({ kind: "notFound" });
  });
});

describe("withEntryPath (SPEC §2 path)", () => {
  it("hands the path to the one menu, keeping its own parameters, without touching the input", () => {
    const next = withEntryPath(tree, "reserve", "/reports/q3?year=2026");
    const found = next[0]!.children![0]!.children![0]!.children![0]!.children![0]!;
    expect(found.id).toBe("reserve");
    expect(new URLSearchParams(found.urlParams ?? "").get("view")).toBe("reserve");
    expect(new URLSearchParams(found.urlParams ?? "").get("path")).toBe("/reports/q3?year=2026");
    expect(reserve.urlParams).toBe("view=reserve");
    expect(next[0]!.children![1]).toEqual(pmpp);
  });

  it("returns the tree unchanged for an id it does not hold", () => {
    expect(withEntryPath(tree, "nope", "/x")).toBe(tree);
  });
});
