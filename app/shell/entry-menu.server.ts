import { log } from "#app/kit/log.server";
import { callPlatform, successData } from "#app/platform-api/client.server";
import { FORBIDDEN_MENU_ID, HOME_MENU_ID, INTERNAL_MENU_IDS } from "#app/kit/constants";
import { entryMenuTarget, withEntryPath } from "#app/shell/entry-menu.rules";
import type { Entry } from "#app/shell/entry-params.rules";
import { isMenuNode } from "#app/features/menus/menu-tree.rules";
import { bearerToken, sessionHeaders, type PortalSession } from "#app/session/session.server";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { PortalPageData } from "./load-portal.server";

export type EntryMenuOutcome = { kind: "none" } | { kind: "redirect"; location: string } | { kind: "path"; tree: MenuNode[] };

/** The codes that named the menu leave the address once it is open: going home stays home. */
const MENU_NAMING_PARAMS = ["productCode", "menuCode", "applicationCode"];

function addressOf(menuId: string, url: URL, drop: readonly string[]): string {
  const query = new URLSearchParams(url.search);
  for (const name of drop) query.delete(name);
  const search = query.toString();
  return `/portal/${encodeURIComponent(menuId)}/${search ? `?${search}` : ""}`;
}

/** SPEC §7 GET product/v4/menus/auth-menu-by-org-pcode-mcode, for a slim tree (a very large tenant). */
async function lookupMenu(session: PortalSession, orgId: string, productCode: string, menuCode: string): Promise<MenuNode | null> {
  const query = new URLSearchParams({ orgId, productCode, menuAuthCode: menuCode });
  try {
    const result = await callPlatform(`/product/v4/menus/auth-menu-by-org-pcode-mcode?${query.toString()}`, { token: bearerToken(session), headers: sessionHeaders(session) });
    const node = successData(result);
    return isMenuNode(node) && node.noAuth !== true ? node : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §2 application-module link (and a favourite's /portal/1/?productCode&menuCode): on the
 * home route, the menu the link names opens — a redirect to its page, in the same view mode
 * and org; a product, app or menu that cannot be resolved is logged with the SPEC §8 line and
 * opens the no-permission page (SPEC §4 Menu select). On the menu's page, the link's `path`
 * (SPEC §2, double-decoded) is handed to that menu's app.
 */
export async function openEntryMenu(url: URL, menuId: string, entry: Entry, page: PortalPageData, session: PortalSession): Promise<EntryMenuOutcome> {
  if (menuId === HOME_MENU_ID) {
    const target = entryMenuTarget(page.menus.tree, entry);
    if (target.kind === "none") return { kind: "none" };
    let menu = target.kind === "open" ? target.menu : null;
    if (!menu && !page.menus.complete && page.org && entry.productCode && entry.menuCode && !entry.applicationCode) {
      menu = await lookupMenu(session, page.org.id, entry.productCode, entry.menuCode);
    }
    if (menu) return { kind: "redirect", location: addressOf(menu.id, url, MENU_NAMING_PARAMS) };
    log("warn", "cannot find corresponding menu, confirm productCode and menuCode", {
      productCode: entry.productCode,
      applicationCode: entry.applicationCode,
      menuCode: entry.menuCode,
      orgId: page.org?.id ?? null,
    });
    return { kind: "redirect", location: addressOf(FORBIDDEN_MENU_ID, url, [...MENU_NAMING_PARAMS, "path"]) };
  }
  if (entry.path === null || INTERNAL_MENU_IDS.includes(menuId)) return { kind: "none" };
  return { kind: "path", tree: withEntryPath(page.menus.tree, menuId, entry.path) };
}
