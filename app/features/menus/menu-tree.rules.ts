import type { MenuNode } from "#app/types/generated/menu-node.ts";
import {
  DEFAULT_MENU_NOT_FOUND,
  HOME_MENU_ID,
  HOME_MENU_NOT_FOUND,
  MENU_LEVEL_APP,
  MENU_LEVEL_MAIN,
  MENU_LEVEL_SUB,
  MENU_MAX_DEPTH,
  WORKBENCH_MENU_ID,
} from "../../kit/constants.ts";

/**
 * Pure reading of the menu tree (SPEC §2 menu levels, §3 Menu node). Every function takes
 * whatever arrived (null, wrong types, duplicate ids, self-references, very deep trees) and
 * never throws: a value that is not a menu node is skipped with its subtree, each id is read
 * once (the first in pre-order wins, which also breaks cycles by id or by reference) and
 * nodes deeper than MENU_MAX_DEPTH are ignored.
 */

/** Anything that may hold menus: a list of trees, one tree, or garbage. */
export type MenuInput = readonly unknown[] | MenuNode | null | undefined;

/** SPEC §3 Menu node as read here: a non-null object with a non-empty string id. */
export function isMenuNode(value: unknown): value is MenuNode {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === "string" && (value as { id: string }).id.length > 0;
}

/** The valid children of a node (SPEC §3 `children`); anything else reads as none. */
export function menuChildren(node: unknown): MenuNode[] {
  if (!isMenuNode(node) || !Array.isArray(node.children)) return [];
  return (node.children as unknown[]).filter(isMenuNode);
}

function roots(menus: MenuInput): unknown[] {
  if (Array.isArray(menus)) return menus;
  return isMenuNode(menus) ? [menus] : [];
}

/** One node of a menu index: the node, its parent id (null at a root) and its depth (0 at a root). */
export interface IndexedMenu {
  node: MenuNode;
  parentId: string | null;
  depth: number;
}

/** The whole tree read once: nodes in pre-order and lookups by id. */
export interface MenuIndex {
  nodes: MenuNode[];
  byId: ReadonlyMap<string, IndexedMenu>;
}

/**
 * SPEC §3 Menu node: reads a menu tree (or a list of trees) once, iteratively, in pre-order.
 * Each id is taken at its first occurrence; later nodes with the same id are skipped with
 * their subtree, so a node that contains itself or an ancestor's id cannot loop. Nodes deeper
 * than MENU_MAX_DEPTH and values that are not menu nodes are skipped.
 */
export function indexMenus(menus: MenuInput): MenuIndex {
  const nodes: MenuNode[] = [];
  const byId = new Map<string, IndexedMenu>();
  const stack: { value: unknown; parentId: string | null; depth: number }[] = [];
  const top = roots(menus);
  for (let i = top.length - 1; i >= 0; i -= 1) stack.push({ value: top[i], parentId: null, depth: 0 });
  while (stack.length > 0) {
    const { value, parentId, depth } = stack.pop()!;
    if (!isMenuNode(value) || byId.has(value.id) || depth >= MENU_MAX_DEPTH) continue;
    byId.set(value.id, { node: value, parentId, depth });
    nodes.push(value);
    const children = Array.isArray(value.children) ? (value.children as unknown[]) : [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i], parentId: value.id, depth: depth + 1 });
  }
  return { nodes, byId };
}

/** SPEC §3: the index of `menus`, or `menus` itself when it is already an index. */
export function toMenuIndex(menus: MenuInput | MenuIndex): MenuIndex {
  if (typeof menus === "object" && menus !== null && !Array.isArray(menus) && (menus as MenuIndex).byId instanceof Map) return menus as MenuIndex;
  return indexMenus(menus as MenuInput);
}

/** SPEC §3: every menu node of the tree in pre-order, each id once. */
export function flattenMenus(menus: MenuInput): MenuNode[] {
  return indexMenus(menus).nodes;
}

/** SPEC §2 routes /portal/{menuId}: the node with this id, or null. */
export function findMenuById(menus: MenuInput | MenuIndex, id: unknown): MenuNode | null {
  if (typeof id !== "string" || id.length === 0) return null;
  return toMenuIndex(menus).byId.get(id)?.node ?? null;
}

/** SPEC §3 `code` (the menu authority code): the first node in pre-order with this code, or null. */
export function findMenuByCode(menus: MenuInput | MenuIndex, code: unknown): MenuNode | null {
  if (typeof code !== "string" || code.length === 0) return null;
  return toMenuIndex(menus).nodes.find((node) => node.code === code) ?? null;
}

/**
 * SPEC §5 "Opening a menu needs productCode and menuCode": the first node whose
 * sourceProductCode and code match, or null (the caller logs 'cannot find corresponding
 * menu, confirm productCode and menuCode', SPEC §8). Either code missing gives null.
 */
export function findMenuByProductAndCode(menus: MenuInput | MenuIndex, productCode: unknown, menuCode: unknown): MenuNode | null {
  if (typeof productCode !== "string" || productCode.length === 0 || typeof menuCode !== "string" || menuCode.length === 0) return null;
  return toMenuIndex(menus).nodes.find((node) => node.sourceProductCode === productCode && node.code === menuCode) ?? null;
}

/**
 * SPEC §3 `nameAllLang` ("name is the fallback"): the node's name in `locale` (exact key,
 * then the same language, e.g. "sv" or "sv-FI" finds "sv-SE"), else `name`, else "".
 */
export function menuName(node: unknown, locale: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  const { name, nameAllLang } = node as { name?: unknown; nameAllLang?: unknown };
  if (typeof locale === "string" && locale.length > 0 && typeof nameAllLang === "object" && nameAllLang !== null && !Array.isArray(nameAllLang)) {
    const names = nameAllLang as Record<string, unknown>;
    const exact = names[locale];
    if (typeof exact === "string" && exact.length > 0) return exact;
    const language = locale.split("-")[0]!.toLowerCase();
    for (const [key, value] of Object.entries(names)) {
      if (typeof value === "string" && value.length > 0 && key.split("-")[0]!.toLowerCase() === language) return value;
    }
  }
  return typeof name === "string" ? name : "";
}

/** SPEC §3 sourceType: an app category or directory without children opens nothing. */
function isContainer(node: MenuNode): boolean {
  return node.sourceType === "app-category" || node.sourceType === "dir";
}

/**
 * SPEC §2 search "over all leaf menus": nodes without (valid) children, excluding app
 * categories and directories that happen to be empty. Pre-order, each id once.
 */
export function menuLeaves(menus: MenuInput | MenuIndex): MenuNode[] {
  return toMenuIndex(menus).nodes.filter((node) => menuChildren(node).length === 0 && !isContainer(node));
}

/**
 * SPEC §5 "Category leaf nodes are filtered out of child lists", read for menus: returns
 * the valid nodes of `nodes` without the app categories that have no children. A new array.
 */
export function filterCategoryLeaves(nodes: unknown): MenuNode[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as unknown[]).filter(isMenuNode).filter((node) => !(node.sourceType === "app-category" && menuChildren(node).length === 0));
}

/**
 * SPEC §2: the nodes from the root down to the node with `id` (both included), or [] when
 * the id is unknown.
 */
export function menuPath(menus: MenuInput | MenuIndex, id: unknown): MenuNode[] {
  if (typeof id !== "string") return [];
  const index = toMenuIndex(menus);
  const path: MenuNode[] = [];
  let entry = index.byId.get(id);
  // The index is a tree (each id once, parents read first), so this walk ends at a root.
  while (entry && path.length <= MENU_MAX_DEPTH) {
    path.unshift(entry.node);
    entry = entry.parentId === null ? undefined : index.byId.get(entry.parentId);
  }
  return path;
}

/** The active menu's place in the levels of SPEC §2, with the lists each level shows. */
export interface MenuSections {
  /** Root to the active node; [] when it is unknown. */
  path: MenuNode[];
  /** Level 2 on the path (SPEC §2), else null. */
  app: MenuNode | null;
  /** Level 3 on the path, else null. */
  main: MenuNode | null;
  /** Level 4 on the path, else null. */
  sub: MenuNode | null;
  /** The app's children (main menus, level 3), category leaves left out. */
  mainMenus: MenuNode[];
  /** The main menu's children (sub menus, level 4). */
  subMenus: MenuNode[];
  /** The sub menu's children: the left menu (level 5 and deeper). */
  leftMenus: MenuNode[];
}

/**
 * SPEC §2 menu levels: for the active menu id, the application (level 2), main menu
 * (level 3) and sub menu (level 4) on its path, and the lists the header and the left menu
 * show: main menus of the app, sub menus of the main menu, left menus of the sub menu.
 * Levels are read from each node's `level`; a missing level reads as none.
 */
export function menuSections(menus: MenuInput | MenuIndex, activeId: unknown): MenuSections {
  const path = menuPath(menus, activeId);
  const at = (level: number) => path.find((node) => node.level === level) ?? null;
  const app = at(MENU_LEVEL_APP);
  const main = at(MENU_LEVEL_MAIN);
  const sub = at(MENU_LEVEL_SUB);
  return {
    path,
    app,
    main,
    sub,
    mainMenus: app ? filterCategoryLeaves(app.children) : [],
    subMenus: main ? filterCategoryLeaves(main.children) : [],
    leftMenus: sub ? filterCategoryLeaves(sub.children) : [],
  };
}

/** SPEC §2 main menus of an application (its level-3 children). */
export function mainMenusOf(app: unknown): MenuNode[] {
  return isMenuNode(app) ? filterCategoryLeaves(app.children) : [];
}

/** SPEC §2 sub menus of a main menu (its level-4 children). */
export function subMenusOf(main: unknown): MenuNode[] {
  return isMenuNode(main) ? filterCategoryLeaves(main.children) : [];
}

/** SPEC §2 left menus of a sub menu (level 5 and deeper, as a tree). */
export function leftMenusOf(sub: unknown): MenuNode[] {
  return isMenuNode(sub) ? filterCategoryLeaves(sub.children) : [];
}

/** A lookup that reports its failure as a value (SPEC §8), never by throwing. */
export type MenuLookup = { ok: true; menu: MenuNode } | { ok: false; error: string };

/**
 * SPEC §4 Menu select "Going home": the home menu is the first node marked `isHome`, else
 * the internal menu 1. Not found gives the error '无法找到首页菜单！' (SPEC §8) as a value.
 */
export function findHomeMenu(menus: MenuInput | MenuIndex): MenuLookup {
  const index = toMenuIndex(menus);
  const menu = index.nodes.find((node) => node.isHome === true) ?? index.byId.get(HOME_MENU_ID)?.node;
  return menu ? { ok: true, menu } : { ok: false, error: HOME_MENU_NOT_FOUND };
}

/**
 * SPEC §4 Tabs "home or workbench is the default tab": the preferred one (home unless the
 * workbench is the tenant's home, `prefer: "workbench"`), else the other. Neither gives
 * the error '无法找到默认菜单！' (SPEC §8) as a value.
 */
export function findDefaultMenu(menus: MenuInput | MenuIndex, prefer: "home" | "workbench" = "home"): MenuLookup {
  const index = toMenuIndex(menus);
  const home = findHomeMenu(index);
  const workbench = index.byId.get(WORKBENCH_MENU_ID)?.node;
  const first = prefer === "workbench" ? workbench : home.ok ? home.menu : undefined;
  const second = prefer === "workbench" ? (home.ok ? home.menu : undefined) : workbench;
  const menu = first ?? second;
  return menu ? { ok: true, menu } : { ok: false, error: DEFAULT_MENU_NOT_FOUND };
}

/**
 * SPEC §6 menu filters: a new tree without the nodes for which `keep` is false (each with
 * its subtree). `ancestors` runs from the root to the node's parent. The result is clean:
 * only menu nodes, each id once, no deeper than MENU_MAX_DEPTH, so it is safe to recurse
 * over. A node whose subtree is unchanged is returned as it was.
 */
export function pruneMenus(menus: MenuInput, keep: (node: MenuNode, ancestors: readonly MenuNode[]) => boolean): MenuNode[] {
  const seen = new Set<string>();
  const ancestors: MenuNode[] = [];
  if (typeof keep !== "function") keep = () => true;
  const walk = (list: readonly unknown[]): { kept: MenuNode[]; changed: boolean } => {
    const kept: MenuNode[] = [];
    let changed = false;
    for (const value of list) {
      if (!isMenuNode(value) || seen.has(value.id) || ancestors.length >= MENU_MAX_DEPTH || !keep(value, ancestors)) {
        changed = true;
        continue;
      }
      seen.add(value.id);
      if (!Array.isArray(value.children)) {
        kept.push(value);
        continue;
      }
      ancestors.push(value);
      const inner = walk(value.children as unknown[]);
      ancestors.pop();
      kept.push(inner.changed ? { ...value, children: inner.kept } : value);
      changed ||= inner.changed;
    }
    return { kept, changed };
  };
  return walk(roots(menus)).kept;
}
