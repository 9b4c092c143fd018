import type { TFunction } from "i18next";
import { findPortalMenu } from "#app/features/menus/use-menu-select";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { FORBIDDEN_MENU_ID, HOME_MENU_ID, NOT_FOUND_MENU_ID, TEMPORARY_APP_MENU_ID, WORKBENCH_MENU_ID } from "#app/kit/constants";
import { menuName } from "#app/features/menus/menu-tree.rules";

const INTERNAL_TITLES: Record<string, string> = {
  [HOME_MENU_ID]: "tabs.page.home",
  [WORKBENCH_MENU_ID]: "tabs.page.workbench",
  [NOT_FOUND_MENU_ID]: "tabs.page.notFound",
  [FORBIDDEN_MENU_ID]: "tabs.page.forbidden",
  [TEMPORARY_APP_MENU_ID]: "tabs.page.temporaryApp",
};

/**
 * SPEC §4 Tabs, §3 nameAllLang: a tab's title in the active locale: the menu's localised
 * name when the page's menus have it, the shell's own title for the internal pages 1–5,
 * else the name saved when the tab opened, else the id.
 */
export function tabTitle(id: string, savedName: string, menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined, locale: string, t: TFunction): string {
  const menu = findPortalMenu(menus, id);
  const name = menu ? menuName(menu, locale) : "";
  if (name) return name;
  const internal = INTERNAL_TITLES[id];
  if (internal) return t(internal);
  return savedName || id;
}

/** The title of a page reached at an unknown id: the not-found page's. */
export function notFoundTitle(t: TFunction): string {
  return t("tabs.page.notFound");
}

/** DOM ids linking a tab to its content pane (aria-controls). */
export const tabDomId = (menuId: string) => `portal-tab-${encodeURIComponent(menuId)}`;
export const paneDomId = (menuId: string) => `portal-pane-${encodeURIComponent(menuId)}`;
