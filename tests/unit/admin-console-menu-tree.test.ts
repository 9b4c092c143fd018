import { describe, expect, it } from "vitest";
import { dropTarget, menuTree, movePuts, moveDownTarget, moveIntoTarget, moveOutTarget, moveUpTarget } from "#app/features/admin-console/apps-section/menu-tree.rules";
import { productAdminSeed } from "#tests/mocks/product-admin";

/** The console's menu tree rules (SPEC §2 levels) over the fixtures: category 100011 → apps 100012, 100017; 100012 → dir 100013 (pages 100014, 100015), page 100016. */
const menus = productAdminSeed().menus;
const byId = (id: string) => menus.find((m) => m.id === id)!;

describe("the console's menu tree", () => {
  it("is the flat list as a tree, each list by sort", () => {
    const tree = menuTree(menus);
    expect(tree.map((n) => n.menu.id)).toEqual(["100011"]);
    expect(tree[0]!.children.map((n) => n.menu.id)).toEqual(["100012", "100017"]);
    expect(tree[0]!.children[0]!.children.map((n) => n.menu.id)).toEqual(["100013", "100016"]);
  });

  it("offers the keyboard moves a menu's level allows", () => {
    expect(moveUpTarget(menus, byId("100016"))).toEqual({ parentId: "100012", index: 0 });
    expect(moveDownTarget(menus, byId("100016"))).toBeNull();
    // A page goes into the directory above it, as its last child, and out again after it.
    expect(moveIntoTarget(menus, byId("100016"))).toEqual({ parentId: "100013", index: 2 });
    expect(moveOutTarget(menus, byId("100015"))).toEqual({ parentId: "100012", index: 1 });
    // An application goes into no application, and out of its category nowhere.
    expect(moveIntoTarget(menus, byId("100017"))).toBeNull();
    expect(moveOutTarget(menus, byId("100017"))).toBeNull();
  });

  it("turns a drop into a place: before or after a node beside it, or into it last", () => {
    expect(dropTarget(menus, "100016", byId("100013"), true, -1)).toEqual({ parentId: "100012", index: 0 });
    expect(dropTarget(menus, "100014", byId("100015"), true, 1)).toEqual({ parentId: "100013", index: 1 });
    expect(dropTarget(menus, "100016", byId("100013"), false, 0)).toEqual({ parentId: "100013", index: 2 });
  });

  it("writes the moved menu first, then only the siblings whose sort changes; refuses a place its level forbids or below itself", () => {
    const puts = movePuts(menus, "100016", "100012", 0)!;
    expect(puts.map((p) => [p.id, p.body.parentId, p.body.sort])).toEqual([
      ["100016", "100012", 0],
      ["100013", "100012", 1],
    ]);
    // The body keeps what the menu has; its grants are left as they are.
    expect(puts[0]!.body).toMatchObject({ code: "pmpp.ledger", microAppId: "project-ledger", url: null, sourceType: "menu" });
    expect("roles" in puts[0]!.body).toBe(false);
    expect(movePuts(menus, "100016", "100012", 1)).toEqual([]);
    expect(movePuts(menus, "100016", "100011", 0)).toBeNull();
    expect(movePuts(menus, "100012", "100013", 0)).toBeNull();
    expect(movePuts(menus, "100013", "100014", 0)).toBeNull();
  });
});
