import { MENU_LEVEL_APP } from "../kit/constants.ts";
import { findMenuByProductAndCode, menuLeaves, toMenuIndex, type MenuIndex, type MenuInput } from "../features/menus/menu-tree.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node";

/** What an entry link asks to open (SPEC §2 application-module link; §5 entry parameters). */
export interface EntryMenuAsk {
  productCode: string | null;
  applicationCode: string | null;
  menuCode: string | null;
}

/**
 * The menu an entry link opens, or why none:
 * - `none`: the link names no menu (no productCode, or neither menuCode nor applicationCode);
 * - `notFound`: the product, app or menu is not among the user's menus of the org (SPEC §4
 *   Menu select "If the product, menu or app cannot be resolved, the not-permission page
 *   opens"; the caller logs SPEC §8 'cannot find corresponding menu, confirm productCode and
 *   menuCode');
 * - `open`: the page to open. A menu code names the menu itself, or — for an app or a
 *   directory — its first page; an application code alone opens the app's first page.
 *   With both, the menu must lie inside that app. A menu with noAuth is not opened.
 */
export type EntryMenuTarget = { kind: "none" } | { kind: "notFound" } | { kind: "open"; menu: MenuNode };

function firstPage(node: MenuNode): MenuNode | null {
  const page = menuLeaves([node])[0] ?? null;
  return page && page.noAuth !== true ? page : null;
}

function appOf(index: MenuIndex, productCode: string, applicationCode: string): MenuNode | null {
  return (
    index.nodes.find(
      (node) => node.level === MENU_LEVEL_APP && node.sourceProductCode === productCode && (node.sourceAppCode === applicationCode || node.code === applicationCode),
    ) ?? null
  );
}

/** Pure; never throws. */
export function entryMenuTarget(menus: MenuInput | MenuIndex, ask: EntryMenuAsk): EntryMenuTarget {
  const { productCode, applicationCode, menuCode } = ask;
  if (!productCode || (!menuCode && !applicationCode)) return { kind: "none" };
  const index = toMenuIndex(menus);
  const app = applicationCode ? appOf(index, productCode, applicationCode) : null;
  if (applicationCode && !app) return { kind: "notFound" };
  const scope: MenuInput | MenuIndex = app ? [app] : index;
  const named = menuCode ? findMenuByProductAndCode(scope, productCode, menuCode) : app;
  const page = named ? firstPage(named) : null;
  return page ? { kind: "open", menu: page } : { kind: "notFound" };
}

/**
 * SPEC §2 `path` (double URL-decoded, then `safeSameOriginPath`): handed to the app of the
 * menu `menuId` as its `path` URL parameter — a micro-app's `params.path`, a frame's `?path=`.
 * Returns a new tree with only that node changed; the same tree when the id is not in it.
 */
export function withEntryPath(tree: readonly MenuNode[], menuId: string, path: string): MenuNode[] {
  let changed = false;
  const visit = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.map((node) => {
      if (node.id === menuId) {
        changed = true;
        const params = new URLSearchParams((node.urlParams ?? "").trim().replace(/^[?&]+/, ""));
        params.set("path", path);
        return { ...node, urlParams: params.toString() };
      }
      return node.children ? { ...node, children: visit(node.children) } : node;
    });
  const next = visit(tree);
  return changed ? next : (tree as MenuNode[]);
}
