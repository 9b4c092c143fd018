import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { HOME_MENU_ID, MEMBER_MENU_CODES, RUNTIME_BLACKLIST_CODES, SPECIAL_TENANT_ID, USER_CENTRE_APP_KEY, WORKBENCH_MENU_ID } from "../../kit/constants.ts";
import { pruneMenus, type MenuInput } from "./menu-tree.rules.ts";

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** SPEC §6 "Items with noAuth are disabled" (and items the platform marks disabled). */
export function isMenuDisabled(menu: unknown): boolean {
  return isObject(menu) && (menu["noAuth"] === true || menu["disabled"] === true);
}

/** SPEC §6 "Menu access is per menu authority codes": true when the menu holds at least one. */
export function hasMenuAuthorities(menu: unknown): boolean {
  if (!isObject(menu)) return false;
  const codes = menu["sourceMenuAuthorities"];
  return Array.isArray(codes) && codes.some(nonEmpty);
}

/**
 * SPEC §6: whether a menu may be opened. "disabled" for noAuth or disabled items (shown
 * greyed out), "noAuthority" when it holds no authority codes (the caller shows 'no
 * permission, please contact the administrator' and the forbidden page), else "allowed".
 */
export function menuPermission(menu: unknown): "allowed" | "disabled" | "noAuthority" {
  if (isMenuDisabled(menu)) return "disabled";
  return hasMenuAuthorities(menu) ? "allowed" : "noAuthority";
}

/** SPEC §6 "The security-log menu shows only when accountType is not above 0" (absent reads as 0). */
export function showSecurityLog(accountType: unknown): boolean {
  const value = typeof accountType === "number" ? accountType : typeof accountType === "string" && accountType.trim() !== "" ? Number(accountType) : 0;
  return !(value > 0);
}

export interface MemberMenuContext {
  /** The intranet flag (SPEC §3 persistent storage). */
  intranet?: unknown;
  /** The setting that allows the avatar page on an intranet. */
  avatarAllowedOnIntranet?: unknown;
  /** SPEC §3 User info accountType. */
  accountType?: unknown;
}

/**
 * SPEC §6 member menu: "In intranet mode the member menu keeps only password, plus avatar
 * if a setting allows"; the security log shows only when accountType is not above 0. Items
 * are matched by `code` (MEMBER_MENU_CODES). Returns a new list of the kept items.
 */
export function filterMemberMenus<T extends { code?: string | null }>(items: readonly T[] | null | undefined, context: MemberMenuContext = {}): T[] {
  if (!Array.isArray(items)) return [];
  const ctx: MemberMenuContext = isObject(context) ? context : {};
  const intranet = ctx.intranet === true;
  const avatar = ctx.avatarAllowedOnIntranet === true;
  const securityLog = showSecurityLog(ctx.accountType);
  return items.filter((item): item is T => {
    if (!isObject(item)) return false;
    const code = item.code;
    if (code === MEMBER_MENU_CODES.securityLog && !securityLog) return false;
    if (!intranet) return true;
    return code === MEMBER_MENU_CODES.password || (avatar && code === MEMBER_MENU_CODES.avatar);
  });
}

/** SPEC §6 "The user centre is hidden on an intranet", and unless the user centre is allowed. */
export function showUserCentre(context: { userCenterAllowed?: unknown; intranet?: unknown }): boolean {
  if (!isObject(context)) return true;
  return context["userCenterAllowed"] !== false && context["intranet"] !== true;
}

function isUserCentreApp(node: MenuNode): boolean {
  return String(node.sourceKey ?? "") === USER_CENTRE_APP_KEY;
}

function isHomeOrWorkbench(node: MenuNode): boolean {
  return node.id === HOME_MENU_ID || node.id === WORKBENCH_MENU_ID || node.isHome === true;
}

/**
 * SPEC §6: "The user-centre app (key 10000) is hidden unless user centre is allowed; home
 * and workbench are filtered out of it." Also hidden on an intranet. Returns a new, clean
 * tree (see pruneMenus).
 */
export function filterUserCentreApp(menus: MenuInput, context: { userCenterAllowed?: unknown; intranet?: unknown }): MenuNode[] {
  const show = showUserCentre(context);
  return pruneMenus(menus, (node, ancestors) => {
    if (isUserCentreApp(node)) return show;
    return !(isHomeOrWorkbench(node) && ancestors.some(isUserCentreApp));
  });
}

export interface RuntimeBlacklistContext {
  /** Names from list-runing-services; null or not a list when the call failed (SPEC §7). */
  runningServices: unknown;
  tenantId: unknown;
  /** The stored user identity type: "tenant", "participant" or unknown (SPEC §3, §6). */
  identityType: unknown;
}

/**
 * SPEC §6 Runtime menu blacklist: the menu codes to hide.
 * - Vendor dictionary service running: the provider-party participant manage menu is hidden
 *   for tenant or unknown identity types. Not running: both participant manage menus are hidden.
 * - The mobile open page menu is hidden unless a mobile service runs.
 * - The system job and permission upgrade tool menus are hidden unless the tenant id is 10000.
 * When the running services could not be read (`runningServices` not a list) the service
 * rules are skipped ("menus stay unfiltered", SPEC §7); the tenant rule still applies.
 * The codes are RUNTIME_BLACKLIST_CODES (to be confirmed with the platform).
 */
export function runtimeMenuBlacklist(context: RuntimeBlacklistContext, codes: typeof RUNTIME_BLACKLIST_CODES = RUNTIME_BLACKLIST_CODES): Set<string> {
  if (!isObject(codes)) codes = RUNTIME_BLACKLIST_CODES;
  const hidden = new Set<string>();
  const ctx = isObject(context) ? context : ({} as Partial<RuntimeBlacklistContext>);
  if (Array.isArray(ctx.runningServices)) {
    const running = new Set((ctx.runningServices as unknown[]).filter(nonEmpty).map((name) => name.trim()));
    if (running.has(codes.vendorDictionaryService)) {
      if (ctx.identityType !== "participant") hidden.add(codes.providerParticipantManageMenu);
    } else {
      hidden.add(codes.providerParticipantManageMenu);
      hidden.add(codes.participantManageMenu);
    }
    if (!running.has(codes.mobileService)) hidden.add(codes.mobileOpenPageMenu);
  }
  if (String(ctx.tenantId ?? "") !== SPECIAL_TENANT_ID) {
    hidden.add(codes.systemJobMenu);
    hidden.add(codes.permissionUpgradeToolMenu);
  }
  return hidden;
}

/** SPEC §6 Runtime menu blacklist: removes every node whose `code` is in `hidden` (with its subtree). A new, clean tree. */
export function applyMenuBlacklist(menus: MenuInput, hidden: ReadonlySet<string>): MenuNode[] {
  return pruneMenus(menus, (node) => !(typeof node.code === "string" && hidden.has(node.code)));
}

export interface VisibleMenusContext extends RuntimeBlacklistContext {
  userCenterAllowed?: unknown;
  intranet?: unknown;
  accountType?: unknown;
  /**
   * The business identity in use (SPEC §4 Identity switch). The platform answers the tree
   * already limited to that identity's business system ('Default': all of them); here it
   * only tells the trees of two identities apart.
   */
  identity?: { code: string } | null;
}

/**
 * SPEC §6 menu permissions in one pass over the application menu tree: the runtime
 * blacklist, the user-centre app rule and the security-log rule. noAuth items
 * stay in the tree (shown disabled). Returns a new, clean tree; bad input gives [].
 */
export function visibleMenus(menus: MenuInput, context: VisibleMenusContext): MenuNode[] {
  const ctx = isObject(context) ? context : ({ runningServices: null, tenantId: null, identityType: null } as VisibleMenusContext);
  const hidden = runtimeMenuBlacklist(ctx);
  const showCentre = showUserCentre(ctx);
  const securityLog = showSecurityLog(ctx.accountType);
  return pruneMenus(menus, (node, ancestors) => {
    if (typeof node.code === "string" && hidden.has(node.code)) return false;
    if (node.code === MEMBER_MENU_CODES.securityLog && !securityLog) return false;
    if (isUserCentreApp(node)) return showCentre;
    return !(isHomeOrWorkbench(node) && ancestors.some(isUserCentreApp));
  });
}
