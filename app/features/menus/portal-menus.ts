import { INTERNAL_MENU_IDS, MENU_LEVEL_APP, USER_CENTRE_APP_KEY } from "#app/kit/constants";
import { filterCategoryLeaves, indexMenus, menuPath, menuSections, type MenuIndex } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

/** The menus a portal page carries (SPEC §2 menu levels; ARCHITECTURE §2 step 2). */
export interface PortalMenus {
  /**
   * The application menu tree after the permission rules: categories (level 1) → apps (2)
   * → main (3) → sub (4) → left menus (5+). When `complete` is false only the active app
   * keeps its descendants; the other apps come without children.
   */
  tree: MenuNode[];
  complete: boolean;
  /** Internal portal menus (home 1, workbench 5, personal centre 10000). */
  portalMenus: MenuNode[];
  /** Ids from the root to the active menu; [] when the active menu is not in the tree. */
  activePath: string[];
  /** Nodes in the whole visible tree. */
  nodeCount: number;
}

export const EMPTY_MENUS: PortalMenus = { tree: [], complete: true, portalMenus: [], activePath: [], nodeCount: 0 };

const indexCache = new WeakMap<readonly MenuNode[], MenuIndex>();

/** The index of one loaded list of menus, built once per list. */
export function cachedIndex(list: readonly MenuNode[]): MenuIndex {
  let index = indexCache.get(list);
  if (!index) {
    index = indexMenus(list);
    indexCache.set(list, index);
  }
  return index;
}

/**
 * The page's menus with `menuId` active: the path the server computes (load-menus.server.ts),
 * computed in the browser from a complete tree, so a menu change needs no new page data
 * (ADR 015). A slim tree is returned as it is: its active path comes with the page.
 */
export function withActiveMenu(menus: PortalMenus, menuId: string): PortalMenus {
  if (!menus.complete) return menus;
  const activePath = INTERNAL_MENU_IDS.includes(menuId) ? [] : menuPath(cachedIndex(menus.tree), menuId).map((node) => node.id);
  const same = activePath.length === menus.activePath.length && activePath.every((id, i) => id === menus.activePath[i]);
  return same ? menus : { ...menus, activePath };
}

/** The tree with every app's descendants dropped except those of the app on `keepPath`. */
export function slimMenus(tree: readonly MenuNode[], keepPath: readonly string[]): MenuNode[] {
  const keep = new Set(keepPath);
  const slim = (node: MenuNode): MenuNode => {
    if (node.level >= MENU_LEVEL_APP && !keep.has(node.id)) {
      const { children: _children, ...rest } = node;
      return rest;
    }
    return { ...node, ...(node.children ? { children: node.children.map(slim) } : {}) };
  };
  return tree.map(slim);
}

/** Every app (level 2) of the tree, in order. */
export function appsOf(tree: readonly MenuNode[]): MenuNode[] {
  const apps: MenuNode[] = [];
  const visit = (nodes: readonly MenuNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.level === MENU_LEVEL_APP) apps.push(node);
      else if (node.level < MENU_LEVEL_APP) visit(node.children);
    }
  };
  visit(tree);
  return apps;
}

/**
 * The app whose menus the header shows: the app of the active menu, else the first app
 * of the tree that is not the personal centre (SPEC §2: level 3 is the main menu of the
 * current application).
 */
export function currentApp(menus: Pick<PortalMenus, "tree" | "activePath">): MenuNode | null {
  const active = menus.activePath.at(-1);
  const sections = active ? menuSections(menus.tree, active) : null;
  return sections?.app ?? appsOf(menus.tree).find((app) => app.sourceKey !== USER_CENTRE_APP_KEY) ?? null;
}

/** The main menus (level 3) of the current app. */
export function currentMainMenus(menus: Pick<PortalMenus, "tree" | "activePath">): MenuNode[] {
  const app = currentApp(menus);
  return app ? filterCategoryLeaves(app.children) : [];
}
