import { useTranslation } from "react-i18next";
import { currentApp, currentMainMenus } from "#app/features/menus/portal-menus";
import { usePlan, useMenus } from "#app/shell/stores";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { MenuBar } from "./MenuBar";

export { menuHref } from "./MenuBar";

/**
 * The header's main menu (SPEC §2: level 3, the main menus of the current application):
 * the active one highlighted with the theme's active colours, noAuth items disabled, what does
 * not fit in the header under "more".
 */
export function MainMenu() {
  const menus = useMenus();
  const { locale, currentPath } = usePlan();
  const search = currentPath.includes("?") ? currentPath.slice(currentPath.indexOf("?")) : "";
  const { t } = useTranslation();
  if (!menus) return null;
  const app = currentApp(menus);
  const items = currentMainMenus(menus);
  if (!app || items.length === 0) return null;
  const appName = menuName(app, locale);
  return <MenuBar variant="main" label={appName} navLabel={t("nav.mainMenu", { app: appName })} items={items} activeIds={new Set(menus.activePath)} search={search} />;
}
