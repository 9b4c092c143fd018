import type { PortalMenus } from "#app/features/menus/portal-menus";
import { MEMBER_MENU_CODES, USER_CENTRE_APP_KEY } from "#app/kit/constants";
import { findMenuByCode, flattenMenus } from "#app/features/menus/menu-tree.rules";
import type { UserDropdownEntries } from "#app/layout/user-dropdown";
import { userDropdownEntries } from "#app/layout/user-dropdown";

/** Internal ids of the personal centre (platform portal menus) when the menus are not at hand. */
const PERSONAL_CENTRE_ID = USER_CENTRE_APP_KEY;
const MEMBER_INFO_ID = "10001";
const MEMBER_PASSWORD_ID = "10002";

/**
 * The menu ids the user dropdown leads to (SPEC §2 personal-centre group, key 10000): the user
 * centre (member info), change password and the user space (the personal centre itself),
 * found by code, else their internal ids. The tree's page comes first, as in the sidebar and
 * the menu search, so one page opened from any of them is one tab.
 */
export function personalCentreIds(menus: Pick<PortalMenus, "portalMenus" | "tree"> | undefined): { userCentre: string; password: string; userSpace: string } {
  const all = menus ? [...menus.tree, ...menus.portalMenus] : [];
  const centre = flattenMenus(all).find((node) => node.sourceKey === USER_CENTRE_APP_KEY);
  return {
    userCentre: findMenuByCode(all, MEMBER_MENU_CODES.info)?.id ?? MEMBER_INFO_ID,
    password: findMenuByCode(all, MEMBER_MENU_CODES.password)?.id ?? MEMBER_PASSWORD_ID,
    userSpace: centre?.id ?? PERSONAL_CENTRE_ID,
  };
}

const FLAG_KEYS = ["userCenter", "modifyPassword", "appQrcode", "languageSwitch", "logout", "switchPortal", "userSpace"] as const;
export type DropdownFlags = Pick<UserDropdownEntries, (typeof FLAG_KEYS)[number]>;

/*
 * readDropdownFlags stays code (ADR 019): its input is the props the layout engine gave the
 * item (app/layout/user-dropdown.ts computes them), not a platform answer, and no schema in
 * schemas/ describes them; each flag that is not a boolean takes its documented default.
 */
/** The flag-driven entries the layout engine put in the item's props; the documented defaults where absent. */
export function readDropdownFlags(raw: unknown): DropdownFlags {
  const defaults = userDropdownEntries({});
  const given = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const flags = {} as DropdownFlags;
  for (const key of FLAG_KEYS) flags[key] = typeof given[key] === "boolean" ? (given[key] as boolean) : defaults[key];
  return flags;
}
