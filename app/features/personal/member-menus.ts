import { cachedIndex, type PortalMenus } from "#app/features/menus/portal-menus";
import { MEMBER_MENU_CODES, USER_CENTRE_APP_KEY } from "#app/kit/constants";
import { filterMemberMenus, type MemberMenuContext } from "#app/features/menus/menu-permissions.rules";
import { flattenMenus, menuPath } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

const MEMBER_CODES = new Set<string>(Object.values(MEMBER_MENU_CODES));

/** The member pages among `nodes`, each id once. */
function memberPages(nodes: readonly MenuNode[]): MenuNode[] {
  const seen = new Set<string>();
  return nodes.filter((node) => {
    if (typeof node.code !== "string" || !MEMBER_CODES.has(node.code) || seen.has(node.id)) return false;
    seen.add(node.id);
    return true;
  });
}

/**
 * The member pages of the personal centre (SPEC §2 group key 10000: member info, avatar,
 * password, security log) as the page's menus hold them: from the user-centre app of the
 * application tree, else from the internal portal menus. In tree order.
 */
export function memberMenusOf(menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined): MenuNode[] {
  if (!menus) return [];
  // The app node itself (its descendants may carry the same sourceKey).
  const apps = flattenMenus(menus.tree).filter((node) => node.sourceType === "app" && String(node.sourceKey ?? "") === USER_CENTRE_APP_KEY);
  const fromTree = memberPages(apps.flatMap((app) => flattenMenus(app.children ?? [])));
  return fromTree.length > 0 ? fromTree : memberPages(flattenMenus(menus.portalMenus));
}

/** SPEC §5, §6: whether the member page with `code` may be shown (intranet and security-log rules). */
export function memberPageAllowed(code: string, context: MemberMenuContext): boolean {
  return filterMemberMenus([{ code }], context).length === 1;
}

/**
 * SPEC §2 personal-centre group, §4 Sidebar: the ids, root → page, under which the application
 * tree holds the personal-centre page `menuId` of the internal menus — the pages the user menu
 * opens (member info, change password; the personal centre itself). The same page (same code)
 * in the user-centre app when the tree has it, else that app. Empty for any other menu, so the
 * sidebar marks the personal centre for these pages as it does when they are opened from it or
 * from the search.
 */
export function personalCentrePath(menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined, menuId: string): string[] {
  if (!menus) return [];
  const page = cachedIndex(menus.portalMenus).byId.get(menuId)?.node;
  if (!page) return [];
  const isMemberPage = typeof page.code === "string" && MEMBER_CODES.has(page.code);
  const isGroup = !isMemberPage && memberPages(flattenMenus(page.children ?? [])).length > 0;
  if (!isMemberPage && !isGroup) return [];
  const tree = cachedIndex(menus.tree);
  const app = tree.nodes.find((node) => node.sourceType === "app" && String(node.sourceKey ?? "") === USER_CENTRE_APP_KEY);
  if (!app) return [];
  const counterpart = isMemberPage ? flattenMenus(app.children ?? []).find((node) => node.code === page.code) : undefined;
  return menuPath(tree, (counterpart ?? app).id).map((node) => node.id);
}
