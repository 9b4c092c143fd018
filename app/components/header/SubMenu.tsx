import { useTranslation } from "react-i18next";
import { searchOf } from "#app/components/sidebar/open-menu";
import type { PortalMenus } from "#app/menus/portal-menus";
import { useMenuSelect } from "#app/menus/use-menu-select";
import { usePortal } from "#app/portal/portal-context";
import { menuPermission } from "#app/rules/menu-permissions";
import { menuName, menuSections } from "#app/rules/menu-tree";
import { menuHref } from "./MainMenu";

/**
 * The header's sub menu (SPEC §2 menu levels: level 4, the sub menus of the active main
 * menu). The layout engine places it only when the scene param subMenuShowType is 0. The
 * active one is highlighted with the theme's active colours; noAuth items are disabled.
 */
export function SubMenu() {
  const { menus } = usePortal();
  return menus ? <SubMenuBar menus={menus} /> : null;
}

function SubMenuBar({ menus }: { menus: PortalMenus }) {
  const { plan, locale, currentPath } = usePortal();
  const { selectMenu } = useMenuSelect();
  const search = searchOf(currentPath);
  const { t } = useTranslation();
  const activeId = menus.activePath.at(-1);
  const { main, subMenus } = menuSections(menus.tree, activeId);
  if (!main || subMenus.length === 0) return null;
  const active = new Set(menus.activePath);
  const { colors } = plan.header;
  const mainName = menuName(main, locale);
  return (
    <nav aria-label={t("sidebar.subMenu", { menu: mainName })} style={{ display: "flex", alignItems: "center", height: "100%", overflow: "hidden", borderLeft: `1px solid ${colors.text}33`, paddingLeft: 12 }}>
      <ul role="menubar" aria-label={mainName} style={{ display: "flex", listStyle: "none", margin: 0, padding: 0, gap: 2, alignItems: "center" }}>
        {subMenus.map((item) => {
          const isActive = active.has(item.id);
          const disabled = menuPermission(item) === "disabled";
          const style = {
            display: "inline-block",
            padding: "0 12px",
            lineHeight: "28px",
            borderRadius: 4,
            fontSize: 13,
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
                <a
                  role="menuitem"
                  href={menuHref(item, search)}
                  aria-current={isActive ? "page" : undefined}
                  style={style}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    void selectMenu(item.id);
                  }}
                >
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
