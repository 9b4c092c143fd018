import { describe, expect, it } from "vitest";
import { decideMenuSelect, detachedMenuUrl, isDetachedMenu, type MenuSelectDecision } from "#app/features/menus/menu-select.rules.ts";
import { indexMenus } from "#app/features/menus/menu-tree.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const page = (id: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  name: `Page ${id}`,
  level: 5,
  sourceType: "menu",
  code: `pmpp.${id}`,
  sourceProductCode: "pmpp",
  sourceMenuAuthorities: [`pmpp.${id}:view`],
  ...extra,
});

const TREE: MenuNode[] = [
  { id: "1", name: "Home", level: 0, sourceType: "menu", isHome: true },
  { id: "5", name: "Workbench", level: 0, sourceType: "menu" },
  {
    id: "cat",
    name: "Category",
    level: 1,
    sourceType: "app-category",
    children: [
      {
        id: "app",
        name: "App",
        level: 2,
        sourceType: "app",
        sourceProductCode: "pmpp",
        children: [
          {
            id: "main",
            name: "Main",
            level: 3,
            sourceType: "dir",
            children: [
              page("locked", { noAuth: true }),
              page("ok"),
              page("noCodes", { sourceMenuAuthorities: [] }),
              page("blankCodes", { sourceMenuAuthorities: ["", "  "] }),
              page("missingCodes", { sourceMenuAuthorities: undefined }),
              page("noProduct", { sourceProductCode: "" }),
              page("noCode", { code: null }),
              page("off", { disabled: true }),
              page("detached", { sourceIntegrateType: 2, url: "https://docs.example.com/guide", urlParams: "?lang=en" }),
              page("sameWindow", { popupType: 1, url: "/enterprise/portal/" }),
              page("popupNew", { popupType: 2, url: "https://x.example.com/a?b=1", urlParams: "c=2" }),
              page("evilUrl", { sourceIntegrateType: 2, url: "javascript:alert(1)" }),
              page("noUrl", { sourceIntegrateType: 2 }),
            ],
          },
          { id: "emptyMain", name: "Empty", level: 3, sourceType: "dir", children: [page("locked2", { noAuth: true })] },
        ],
      },
      { id: "lockedApp", name: "Locked app", level: 2, sourceType: "app", noAuth: true },
    ],
  },
  page("orphan", { sourceAppCode: null }),
  page("orphanWithApp", { sourceAppCode: "a" }),
];

const FORBIDDEN = { kind: "forbidden", menuId: "3", message: null } as const;
const NO_PERMISSION = { kind: "forbidden", menuId: "3", message: "noPermissionContactAdmin" } as const;

/** A readable form of a decision: the kind and the ids/urls it carries. */
function brief(decision: MenuSelectDecision): unknown {
  switch (decision.kind) {
    case "openApplication":
      return { kind: decision.kind, id: decision.app.id };
    case "openWindow":
      return { kind: decision.kind, id: decision.menu.id, url: decision.url, target: decision.target };
    case "navigate":
      return { kind: decision.kind, menuId: decision.menuId, menu: decision.menu?.id ?? null };
    default:
      return decision;
  }
}

describe("decideMenuSelect (SPEC §4 Menu select, §6)", () => {
  it.each([
    ["current menu does nothing", "ok", "ok", { kind: "none" }],
    ["unknown id is ignored", "nope", "1", { kind: "ignore" }],
    ["empty id is ignored", "", "1", { kind: "ignore" }],
    ["a number id is ignored", 7, "1", { kind: "ignore" }],
    ["null id is ignored", null, "1", { kind: "ignore" }],
    ["an allowed page navigates", "ok", "1", { kind: "navigate", menuId: "ok", menu: "ok" }],
    ["home navigates", "1", "ok", { kind: "navigate", menuId: "1", menu: "1" }],
    ["workbench navigates", "5", "1", { kind: "navigate", menuId: "5", menu: "5" }],
    ["the not-found page navigates even if not in the tree", "2", "1", { kind: "navigate", menuId: "2", menu: null }],
    ["the forbidden page navigates", "3", "1", { kind: "navigate", menuId: "3", menu: null }],
    ["the temporary app page navigates", "4", "1", { kind: "navigate", menuId: "4", menu: null }],
    ["an app opens the application", "app", "1", { kind: "openApplication", id: "app" }],
    ["a noAuth app → no permission", "lockedApp", "1", NO_PERMISSION],
    ["a directory stands for its first openable leaf", "main", "1", { kind: "navigate", menuId: "ok", menu: "ok" }],
    ["a directory whose first leaf is current does nothing", "main", "ok", { kind: "none" }],
    ["a directory with nothing openable is ignored", "emptyMain", "1", { kind: "ignore" }],
    ["a disabled item is ignored", "off", "1", { kind: "ignore" }],
    ["noAuth → message then forbidden", "locked", "1", NO_PERMISSION],
    ["no authority codes → message then forbidden", "noCodes", "1", NO_PERMISSION],
    ["blank authority codes → message then forbidden", "blankCodes", "1", NO_PERMISSION],
    ["missing authority codes → message then forbidden", "missingCodes", "1", NO_PERMISSION],
    ["no product → forbidden page", "noProduct", "1", FORBIDDEN],
    ["no menu code → forbidden page", "noCode", "1", FORBIDDEN],
    ["no app on the path or sourceAppCode → forbidden page", "orphan", "1", FORBIDDEN],
    ["sourceAppCode resolves the app", "orphanWithApp", "1", { kind: "navigate", menuId: "orphanWithApp", menu: "orphanWithApp" }],
    ["detached opens a new window with its params", "detached", "1", { kind: "openWindow", id: "detached", url: "https://docs.example.com/guide?lang=en", target: "_blank" }],
    ["popupType 1 opens in the same window", "sameWindow", "1", { kind: "openWindow", id: "sameWindow", url: "/enterprise/portal/", target: "_self" }],
    ["other popupType opens a new window, params appended with &", "popupNew", "1", { kind: "openWindow", id: "popupNew", url: "https://x.example.com/a?b=1&c=2", target: "_blank" }],
    ["an unsafe URL goes to not-found", "evilUrl", "1", { kind: "notFound", menuId: "2" }],
    ["a missing URL goes to not-found", "noUrl", "1", { kind: "notFound", menuId: "2" }],
  ] as const)("%s", (_name, menuId, currentMenuId, expected) => {
    expect(brief(decideMenuSelect({ menuId, currentMenuId, menus: TREE }))).toEqual(expected);
    expect(brief(decideMenuSelect({ menuId, currentMenuId, menus: indexMenus(TREE) }))).toEqual(expected);
  });

  it.each([
    ["null input", null],
    ["a string", "ok"],
    ["menus missing", { menuId: "ok" }],
    ["menus garbage", { menuId: "ok", menus: 12 }],
  ] as const)("ignores %s", (_name, input) => {
    expect(decideMenuSelect(input as never)).toEqual({ kind: "ignore" });
  });
});

describe("detached menus (SPEC §3 sourceIntegrateType 2, popupType)", () => {
  it.each([
    [{ sourceIntegrateType: 2 }, true],
    [{ popupType: 1 }, true],
    [{ popupType: 3 }, true],
    [{ popupType: 0 }, false],
    [{ sourceIntegrateType: 1 }, false],
    [{ sourceIntegrateType: 0, popupType: null }, false],
    [null, false],
  ] as const)("isDetachedMenu(%j) → %s", (menu, expected) => {
    expect(isDetachedMenu(menu as never)).toBe(expected);
  });

  it.each([
    [{ url: "https://a.example.com/x", urlParams: "&y=1" }, "https://a.example.com/x?y=1"],
    [{ url: "/portal/5/", urlParams: null }, "/portal/5/"],
    [{ url: "//evil.example.com/x" }, null],
    [{ url: "data:text/html,hi" }, null],
    [{ url: "  " }, null],
    [{ url: 5 }, null],
    [undefined, null],
  ] as const)("detachedMenuUrl(%j) → %s", (menu, expected) => {
    expect(detachedMenuUrl(menu as never)).toBe(expected);
  });
});
