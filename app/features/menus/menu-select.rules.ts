import { safeHttpUrl } from "#app/kit/security/url-safety.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import {
  FORBIDDEN_MENU_ID,
  INTERNAL_MENU_IDS,
  MENU_LEVEL_APP,
  NO_PERMISSION_CONTACT_ADMIN,
  NOT_FOUND_MENU_ID,
  TEMPORARY_APP_MENU_ID,
} from "../../kit/constants.ts";
import { hasMenuAuthorities } from "./menu-permissions.rules.ts";
import { indexMenus, menuChildren, menuPath, toMenuIndex, type MenuIndex, type MenuInput } from "./menu-tree.rules.ts";

/** What the shell does when a menu is selected (SPEC §4 Menu select). */
export type MenuSelectDecision =
  /** The menu is the current one: nothing happens. */
  | { kind: "none" }
  /** Unknown id, a disabled item, or a directory with nothing openable below it. */
  | { kind: "ignore" }
  /** An app-type menu: open the application (its first menu, through the app switch). */
  | { kind: "openApplication"; app: MenuNode }
  /** A detached menu: open `url` in a browser window (`_self` for popupType 1). */
  | { kind: "openWindow"; menu: MenuNode; url: string; target: "_self" | "_blank" }
  /** Navigate the shell to /portal/{menuId}; `menu` is null for the internal pages 2–4. */
  | { kind: "navigate"; menuId: string; menu: MenuNode | null }
  /** Open the forbidden page (menu 3); show `message` first when there is one. */
  | { kind: "forbidden"; menuId: typeof FORBIDDEN_MENU_ID; message: typeof NO_PERMISSION_CONTACT_ADMIN | null }
  /** SPEC §2 "Blacklisted or invalid URLs go to not-found" (menu 2). */
  | { kind: "notFound"; menuId: typeof NOT_FOUND_MENU_ID };

export interface MenuSelectInput {
  /** The id being selected (route /portal/{menuId}). */
  menuId: unknown;
  /** The id of the menu shown now. */
  currentMenuId?: unknown;
  /** The menu tree (internal and application menus) or its index. */
  menus: MenuInput | MenuIndex;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** SPEC §3 sourceIntegrateType 2 (detached window) or a popupType: the menu opens outside the shell. */
export function isDetachedMenu(menu: Pick<MenuNode, "sourceIntegrateType" | "popupType"> | null | undefined): boolean {
  if (!menu) return false;
  return menu.sourceIntegrateType === 2 || (typeof menu.popupType === "number" && menu.popupType >= 1);
}

/**
 * SPEC §3 url, urlParams; §2 "Blacklisted or invalid URLs go to not-found". The URL a detached menu opens: `url` with `urlParams` (with or without a leading ? or &)
 * appended, checked by the URL-safety module (http(s) or a same-origin path). Null when
 * there is no URL or it is unsafe.
 */
export function detachedMenuUrl(menu: Pick<MenuNode, "url" | "urlParams"> | null | undefined): string | null {
  if (!menu || !nonEmpty(menu.url)) return null;
  const params = nonEmpty(menu.urlParams) ? menu.urlParams.trim().replace(/^[?&]+/, "") : "";
  const url = params.length === 0 ? menu.url.trim() : `${menu.url.trim()}${menu.url.includes("?") ? "&" : "?"}${params}`;
  return safeHttpUrl(url);
}

function openable(node: MenuNode): boolean {
  return node.disabled !== true && node.noAuth !== true;
}

/** The first openable leaf under `node` in pre-order (the node itself when it is a leaf). */
function firstLeaf(node: MenuNode): MenuNode | null {
  const { nodes } = indexMenus([node]);
  return nodes.find((candidate) => menuChildren(candidate).length === 0 && candidate.sourceType !== "app-category" && candidate.sourceType !== "dir" && openable(candidate)) ?? null;
}

/**
 * SPEC §4 Menu select, §6 menu permissions. In order:
 * 1. an id that is not a non-empty string → ignore; the current menu → none;
 * 2. the shell's own pages 2 (not found), 3 (forbidden) and 4 (temporary app) → navigate;
 * 3. an id not in the tree → ignore; a disabled item → ignore;
 * 4. an app-type menu (sourceType app) → open the application;
 * 5. a menu with children stands for its first openable leaf (none → ignore);
 * 6. home (1) and workbench (5) → navigate;
 * 7. product (sourceProductCode), menu (code) or app (an app ancestor or sourceAppCode)
 *    not resolvable → the forbidden page without a message;
 * 8. noAuth or no authority codes → message 'no permission, please contact the
 *    administrator', then the forbidden page;
 * 9. a detached menu → a browser window with its checked URL, or not-found when the URL is
 *    missing or unsafe;
 * 10. otherwise navigate.
 * A leave guard that aborts the navigation is the caller's (it restores the previous menu).
 */
export function decideMenuSelect(input: MenuSelectInput): MenuSelectDecision {
  const { menuId, currentMenuId, menus } = typeof input === "object" && input !== null ? input : ({} as Partial<MenuSelectInput>);
  if (!nonEmpty(menuId)) return { kind: "ignore" };
  if (menuId === currentMenuId) return { kind: "none" };
  const index = toMenuIndex(menus);
  const found = index.byId.get(menuId)?.node ?? null;
  if (menuId === NOT_FOUND_MENU_ID || menuId === FORBIDDEN_MENU_ID || menuId === TEMPORARY_APP_MENU_ID) {
    return { kind: "navigate", menuId, menu: found };
  }
  if (!found || found.disabled === true) return { kind: "ignore" };
  if (found.sourceType === "app") {
    return found.noAuth === true ? { kind: "forbidden", menuId: FORBIDDEN_MENU_ID, message: NO_PERMISSION_CONTACT_ADMIN } : { kind: "openApplication", app: found };
  }
  const menu = menuChildren(found).length > 0 ? firstLeaf(found) : found;
  if (!menu) return { kind: "ignore" };
  if (menu.id === currentMenuId) return { kind: "none" };
  if (INTERNAL_MENU_IDS.includes(menu.id)) return { kind: "navigate", menuId: menu.id, menu };

  const hasApp = nonEmpty(menu.sourceAppCode) || menuPath(index, menu.id).some((node) => node.sourceType === "app" || node.level === MENU_LEVEL_APP);
  if (!nonEmpty(menu.sourceProductCode) || !nonEmpty(menu.code) || !hasApp) {
    return { kind: "forbidden", menuId: FORBIDDEN_MENU_ID, message: null };
  }
  if (menu.noAuth === true || !hasMenuAuthorities(menu)) {
    return { kind: "forbidden", menuId: FORBIDDEN_MENU_ID, message: NO_PERMISSION_CONTACT_ADMIN };
  }
  if (isDetachedMenu(menu)) {
    const url = detachedMenuUrl(menu);
    return url ? { kind: "openWindow", menu, url, target: menu.popupType === 1 ? "_self" : "_blank" } : { kind: "notFound", menuId: NOT_FOUND_MENU_ID };
  }
  return { kind: "navigate", menuId: menu.id, menu };
}
