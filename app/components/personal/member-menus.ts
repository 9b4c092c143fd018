import type { PortalMenus } from "#app/menus/portal-menus";
import { MEMBER_MENU_CODES, USER_CENTRE_APP_KEY } from "#app/rules/constants";
import { filterMemberMenus, type MemberMenuContext } from "#app/rules/menu-permissions";
import { flattenMenus } from "#app/rules/menu-tree";
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
