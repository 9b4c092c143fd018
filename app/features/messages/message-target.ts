import { authMenuByOrgProductCode } from "#app/platform-api/product";
import { portalMenuHref } from "#app/features/workbench/portal-links";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { isMenuDisabled } from "#app/features/menus/menu-permissions.rules";
import { findMenuByCode, findMenuByProductAndCode } from "#app/features/menus/menu-tree.rules";
import { MESSAGE_ID_PARAM, MESSAGE_PAGE_CODES, planMessageJump, type MessageListKind } from "#app/features/messages/messages.rules";
import type { Message } from "#app/types/generated/message";
import type { MenuNode } from "#app/types/generated/menu-node";

/** What opening a message leads to. */
export type MessageTarget =
  /** Go there (a full page load, so the loaders run for the org it names). */
  | { kind: "href"; href: string }
  /** Its menu cannot be opened here: SPEC §5 'noMenuPermission'. */
  | { kind: "forbidden" }
  /** It leads nowhere and the portal has no details page: show it where the user is. */
  | { kind: "show" };

export interface MessageTargetContext {
  menus: Pick<PortalMenus, "tree" | "portalMenus" | "complete"> | null | undefined;
  currentPath: string;
  /** The current org's id; null when the page has none. */
  orgId: string | null;
  /** A menu by org, product and code from the platform (null: none the user may open). */
  lookup?: (orgId: string, productCode: string, menuCode: string) => Promise<MenuNode | null>;
}

/** SPEC §7 auth-menu-by-org-pcode-mcode: the menu when the user may see it, else null. */
export const lookupMenu = authMenuByOrgProductCode;

const openable = (node: MenuNode | null): node is MenuNode => node !== null && node.noAuth !== true && !isMenuDisabled(node);

/** The message page of `kind` among the portal menus (SPEC §2), or null. */
export function messagePageMenu(menus: Pick<PortalMenus, "portalMenus"> | null | undefined, kind: MessageListKind | "details"): MenuNode | null {
  return findMenuByCode(menus?.portalMenus ?? [], MESSAGE_PAGE_CODES[kind]);
}

/** The link to a message list page keeping the query (without a message id), or null when the portal has no such page. */
export function messageListHref(menus: Pick<PortalMenus, "portalMenus"> | null | undefined, kind: MessageListKind, currentPath: string): string | null {
  const menu = messagePageMenu(menus, kind);
  return menu ? portalMenuHref(menu.id, currentPath, { [MESSAGE_ID_PARAM]: null }) : null;
}

/** The details page of a message (SPEC §2 /details/{messageId}), or null when the portal has none. */
export function messageDetailsHref(menus: Pick<PortalMenus, "portalMenus"> | null | undefined, id: string, currentPath: string): string | null {
  const menu = messagePageMenu(menus, "details");
  return menu ? portalMenuHref(menu.id, currentPath, { [MESSAGE_ID_PARAM]: id }) : null;
}

/**
 * SPEC §4 Messages "jump": a same-origin path as it is; a menu in the current org from the
 * page's menus (or, in a slim tree or another org, from the platform), opened in the org the
 * message names; a message that leads nowhere to its details page. Never throws.
 */
export async function messageTarget(message: Message, context: MessageTargetContext): Promise<MessageTarget> {
  const plan = planMessageJump(message, context.orgId);
  if (plan.kind === "path") return { kind: "href", href: plan.href };
  if (plan.kind === "none") {
    const href = messageDetailsHref(context.menus, message.id, context.currentPath);
    return href ? { kind: "href", href } : { kind: "show" };
  }
  const set: Record<string, string | null> = { ...plan.query, [MESSAGE_ID_PARAM]: null, ...(plan.orgId ? { org: null, orgId: plan.orgId } : {}) };
  if (!plan.orgId) {
    const local = findMenuByProductAndCode(context.menus?.tree ?? [], plan.productCode, plan.menuCode);
    if (openable(local)) return { kind: "href", href: portalMenuHref(local.id, context.currentPath, set) };
    // The whole tree of this org came with the page: the menu is not the user's here.
    if (context.menus?.complete !== false) return { kind: "forbidden" };
  }
  const orgId = plan.orgId ?? context.orgId;
  if (!orgId) return { kind: "forbidden" };
  const remote = await (context.lookup ?? lookupMenu)(orgId, plan.productCode, plan.menuCode).catch(() => null);
  return openable(remote) ? { kind: "href", href: portalMenuHref(remote.id, context.currentPath, set) } : { kind: "forbidden" };
}

/** The lazily loaded message-list page's piece name: the pages register it, the bell's panel loads it ahead of "view more". */
export const MESSAGE_LIST_PIECE = "features/messages/MessageListPage";
