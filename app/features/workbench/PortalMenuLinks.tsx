import { HomeOutlined, UserOutlined } from "@ant-design/icons";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { memberMenusOf } from "#app/features/personal/member-menus";
import { useSession, usePlan, useMenus } from "#app/shell/stores";
import { HOME_MENU_ID } from "#app/kit/constants";
import { filterMemberMenus } from "#app/features/menus/menu-permissions.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { portalMenuHref } from "./portal-links";

/**
 * The internal portal menus on the workbench (SPEC §2): home and the personal-centre pages
 * the user may open (the security log only for accountType not above 0, SPEC §5).
 */
export function PortalMenuLinks() {
  const menus = useMenus();
  const { user } = useSession();
  const { locale, currentPath } = usePlan();
  const { t } = useTranslation();
  const home = menus?.portalMenus.find((node) => node.id === HOME_MENU_ID);
  const members = filterMemberMenus(memberMenusOf(menus), { accountType: user?.accountType });
  const title = t("workbench.portalMenus.title");
  const links = [
    { id: HOME_MENU_ID, name: (home && menuName(home, locale)) || t("workbench.portalMenus.home"), icon: <HomeOutlined aria-hidden /> },
    ...members.map((node) => ({ id: node.id, name: menuName(node, locale), icon: <UserOutlined aria-hidden /> })),
  ];
  return (
    <Card title={title} size="small" role="region" aria-label={title} style={{ marginBottom: 16 }}>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "8px 20px" }}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={portalMenuHref(link.id, currentPath)}>
              {link.icon} {link.name}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
