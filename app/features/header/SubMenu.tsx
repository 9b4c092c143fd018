import { useTranslation } from "react-i18next";
import { searchOf } from "#app/features/sidebar/open-menu";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { useMenuSelect } from "#app/features/menus/use-menu-select";
import { usePlan, useMenus } from "#app/shell/stores";
import { menuName, menuSections } from "#app/features/menus/menu-tree.rules";
import { MenuBar } from "./MenuBar";

/**
 * The header's sub menu (SPEC §2 menu levels: level 4, the sub menus of the active main
 * menu). The layout engine places it only when the scene param subMenuShowType is 0. The
 * active one is highlighted with the theme's active colours; noAuth items are disabled; a
 * sub menu opens through the menu selection (SPEC §4 Menu select).
 */
export function SubMenu() {
  const menus = useMenus();
  return menus ? <SubMenuBar menus={menus} /> : null;
}

function SubMenuBar({ menus }: { menus: PortalMenus }) {
  const { plan, locale, currentPath } = usePlan();
  const { selectMenu } = useMenuSelect();
  const { t } = useTranslation();
  const { main, subMenus } = menuSections(menus.tree, menus.activePath.at(-1));
  if (!main || subMenus.length === 0) return null;
  const mainName = menuName(main, locale);
  return (
    <MenuBar
      variant="sub"
      label={mainName}
      navLabel={t("sidebar.subMenu", { menu: mainName })}
      items={subMenus}
      activeIds={new Set(menus.activePath)}
      search={searchOf(currentPath)}
      onSelect={(id) => void selectMenu(id)}
      style={{ borderLeft: `1px solid ${plan.header.colors.text}33`, paddingLeft: 12 }}
    />
  );
}
