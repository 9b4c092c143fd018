import { useTranslation } from "react-i18next";
import { currentApp, currentMainMenus } from "#app/menus/portal-menus";
import { usePortal } from "#app/portal/portal-context";
import { menuPermission } from "#app/rules/menu-permissions";
import { menuName } from "#app/rules/menu-tree";
import type { MenuNode } from "#app/types/generated/menu-node";

/** The portal URL of a menu, keeping the org and the other query parameters of the page. */
export function menuHref(menu: Pick<MenuNode, "id">, search: string): string {
  return `/portal/${encodeURIComponent(menu.id)}/${search}`;
}

/**
 * The header's main menu (SPEC §2: level 3, the main menus of the current application):
 * the active one highlighted with the theme's active colours, noAuth items disabled.
 */
export function MainMenu() {
  const { menus, plan, locale, currentPath } = usePortal();
  const search = currentPath.includes("?") ? currentPath.slice(currentPath.indexOf("?")) : "";
  const { t } = useTranslation();
  if (!menus) return null;
  const app = currentApp(menus);
  const items = currentMainMenus(menus);
  if (!app || items.length === 0) return null;
  const active = new Set(menus.activePath);
  const { colors } = plan.header;
  return (
    <nav aria-label={t("nav.mainMenu", { app: menuName(app, locale) })} style={{ display: "flex", alignItems: "stretch", height: "100%", overflow: "hidden" }}>
      <ul role="menubar" aria-label={menuName(app, locale)} style={{ display: "flex", listStyle: "none", margin: 0, padding: 0, gap: 2, alignItems: "center" }}>
        {items.map((item) => {
          const isActive = active.has(item.id);
          const disabled = menuPermission(item) === "disabled";
          const style = {
            display: "inline-block",
            padding: "0 14px",
            lineHeight: "32px",
            borderRadius: 4,
            whiteSpace: "nowrap" as const,
            color: isActive ? colors.activeMenuText : colors.text,
            background: isActive ? colors.activeMenuBg : "transparent",
            opacity: disabled ? 0.5 : 1,
            textDecoration: "none",
          };
          return (
            <li key={item.id} role="none">
              {disabled ? (
                <span role="menuitem" aria-disabled="true" style={style}>
                  {menuName(item, locale)}
                </span>
              ) : (
                <a role="menuitem" href={menuHref(item, search)} aria-current={isActive ? "page" : undefined} style={style}>
                  {menuName(item, locale)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
