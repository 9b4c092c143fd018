import { describe, expect, it } from "vitest";
import { withActiveMenu, type PortalMenus } from "#app/features/menus/portal-menus.ts";
import { isMenuSwitch, portalMenuIdOf } from "#app/features/menus/menu-switch.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const url = (path: string) => new URL(path, "http://portal.test");

describe("a change of menu keeps the page's data (ADR 015)", () => {
  it("is a change from one portal menu to another with the same query and no form", () => {
    expect(isMenuSwitch({ currentUrl: url("/portal/1/?org=1%2F2"), nextUrl: url("/portal/m-9/?org=1%2F2"), formMethod: undefined })).toBe(true);
    expect(isMenuSwitch({ currentUrl: url("/portal/m-9/"), nextUrl: url("/portal/5"), formMethod: undefined })).toBe(true);
  });

  it("is not one when the query changes (another org, language), a form is sent, the page asks again, or the page is not a menu", () => {
    expect(isMenuSwitch({ currentUrl: url("/portal/1/?org=1"), nextUrl: url("/portal/2/?org=2"), formMethod: undefined })).toBe(false);
    expect(isMenuSwitch({ currentUrl: url("/portal/1/"), nextUrl: url("/portal/2/?lang=en"), formMethod: undefined })).toBe(false);
    expect(isMenuSwitch({ currentUrl: url("/portal/1/"), nextUrl: url("/portal/2/"), formMethod: "POST" })).toBe(false);
    expect(isMenuSwitch({ currentUrl: url("/portal/1/"), nextUrl: url("/portal/1/"), formMethod: undefined })).toBe(false);
    expect(isMenuSwitch({ currentUrl: url("/portal/1/"), nextUrl: url("/login/"), formMethod: undefined })).toBe(false);
    expect(isMenuSwitch({ currentUrl: url("/portal/1/"), nextUrl: url("/portal/custom/a/"), formMethod: undefined })).toBe(false);
  });

  it("reads the menu id of a portal page only", () => {
    expect(portalMenuIdOf("/portal/m-1/")).toBe("m-1");
    expect(portalMenuIdOf("/portal/m-1")).toBe("m-1");
    expect(portalMenuIdOf("/portal/")).toBeNull();
    expect(portalMenuIdOf("/portal/custom/x/")).toBeNull();
    expect(portalMenuIdOf("/login/")).toBeNull();
  });
});

const node = (id: string, level: number, children?: MenuNode[]): MenuNode => ({ id, name: id, level, sourceType: level < 3 ? "dir" : "menu", ...(children ? { children } : {}) }) as MenuNode;

const TREE = [node("c1", 1, [node("a1", 2, [node("m1", 3), node("m2", 3, [node("s1", 4)])])]), node("c2", 1, [node("a2", 2, [node("m3", 3)])])];
const menus = (complete: boolean, activePath: string[] = []): PortalMenus => ({ tree: TREE, complete, portalMenus: [node("1", 3)], activePath, nodeCount: 9 });

describe("the active path computed in the browser (ADR 015)", () => {
  it("is the ids root → menu, as the server computes it, with the page's lists kept as they are", () => {
    const loaded = menus(true, ["c1", "a1", "m1"]);
    const moved = withActiveMenu(loaded, "s1");
    expect(moved.activePath).toEqual(["c1", "a1", "m2", "s1"]);
    expect(moved.tree).toBe(loaded.tree);
    expect(moved.portalMenus).toBe(loaded.portalMenus);
    expect(withActiveMenu(loaded, "m3").activePath).toEqual(["c2", "a2", "m3"]);
  });

  it("is empty for the internal menus and for ids the tree does not have", () => {
    expect(withActiveMenu(menus(true, ["c1", "a1", "m1"]), "1").activePath).toEqual([]);
    expect(withActiveMenu(menus(true, ["c1", "a1", "m1"]), "no-such").activePath).toEqual([]);
  });

  it("returns the same object when the path is unchanged, and a slim tree as the server sent it", () => {
    const loaded = menus(true, ["c1", "a1", "m1"]);
    expect(withActiveMenu(loaded, "m1")).toBe(loaded);
    const slim = menus(false, ["c1", "a1", "m1"]);
    expect(withActiveMenu(slim, "m3")).toBe(slim);
  });
});
