import { Card, Menu, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { portalMenuHref } from "#app/features/workbench/portal-links";
import { useLoad } from "#app/features/workbench/use-load";
import { useSession, usePlan, useMenus } from "#app/shell/stores";
import { MEMBER_MENU_CODES } from "#app/kit/constants";
import { filterMemberMenus, showSecurityLog } from "#app/features/menus/menu-permissions.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { memberMenusOf, memberPageAllowed } from "./member-menus";
import type { PersonalApi, PersonalEnv } from "../../platform-api/personal";

interface Props {
  /** The member page's code (MEMBER_MENU_CODES). */
  code: string;
  /** The menu that opened the page, for its title; null when the shell has none. */
  menu: MenuNode | null;
  /** The page's title when the menu has no name. */
  fallbackTitle: string;
  api: PersonalApi;
  children: ReactNode;
}

/** When the env info cannot be read the member menu is not narrowed (SPEC §7: errors there are only logged). */
const NO_ENV: PersonalEnv = { intranet: false, avatarAllowedOnIntranet: false };

/**
 * The frame of a personal-centre page (SPEC §2 key 10000): the member menu as tabs and the
 * page, or a clear notice when the page may not be shown here: the security log only for
 * accountType not above 0 (SPEC §5), only the password page (and the avatar when allowed)
 * on an intranet (SPEC §6).
 */
export function PersonalLayout({ code, menu, fallbackTitle, api, children }: Props) {
  const menus = useMenus();
  const { user } = useSession();
  const { locale, currentPath } = usePlan();
  const { t } = useTranslation();
  const env = useLoad("personal-env", () => api.env().catch(() => NO_ENV));
  const title = (menu && menuName(menu, locale)) || fallbackTitle;
  if (env.status === "loading") {
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  }
  const context = { ...(env.status === "ready" ? env.data : NO_ENV), accountType: user?.accountType };
  const items = filterMemberMenus(memberMenusOf(menus), context);
  const selected = items.find((item) => item.code === code);
  let body = children;
  if (!memberPageAllowed(code, context)) {
    const securityLogDenied = code === MEMBER_MENU_CODES.securityLog && !showSecurityLog(user?.accountType);
    body = <Result status="403" title={t(securityLogDenied ? "personal.denied.securityLog" : "personal.denied.intranet")} />;
  }
  return (
    <Card title={title}>
      {items.length > 1 ? (
        <nav aria-label={t("personal.memberMenu")} style={{ marginBottom: 16 }}>
          <Menu
            mode="horizontal"
            selectedKeys={selected ? [selected.id] : []}
            items={items.map((item) => ({ key: item.id, label: <a href={portalMenuHref(item.id, currentPath)}>{menuName(item, locale)}</a> }))}
          />
        </nav>
      ) : null}
      {body}
    </Card>
  );
}
