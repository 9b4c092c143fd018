import { DashboardOutlined } from "@ant-design/icons";
import { ClosingDropdown } from "#app/kit/react/closing-popups";
import { useTranslation } from "react-i18next";
import { dashboardsPath } from "#app/platform-api/workbench";
import { useOrg, usePlan } from "#app/shell/stores";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import { dashboardUrl, readDashboards } from "./items/dashboard-url";
import { HeaderItemRoom, IconButton } from "./items/IconButton";
import { readyOr, useLazyData } from "./items/use-lazy-data";

/**
 * SPEC §2 header: the dashboards of the org (SPEC §3: contentUrl made absolute, with orgId
 * added), each opening in a new window. Nothing shows without dashboards; while they load,
 * the item's room is kept.
 */
export function Dashboards() {
  const { org } = useOrg();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const state = useLazyData(org ? dashboardsPath(org.id) : null, readDashboards);
  const dashboards = readyOr(state, []);
  const origin = typeof window === "undefined" ? "http://portal.invalid" : window.location.origin;
  const links = dashboards.flatMap((dashboard, index) => {
    const href = dashboardUrl(dashboard.contentUrl, org?.id, origin);
    return href ? [{ key: dashboard.id ?? String(index), href, name: textInLocale(dashboard.name, dashboard.nameAllLang, locale) }] : [];
  });
  // Its room is kept while the dashboards load (HeaderItemRoom).
  if (org && state.status === "loading") return <HeaderItemRoom />;
  if (links.length === 0) return null;
  return (
    <ClosingDropdown
      trigger={["click"]}
      menu={{
        items: links.map((link) => ({
          key: link.key,
          label: (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          ),
        })),
      }}
    >
      <IconButton label={t("header.dashboards")} icon={<DashboardOutlined />} />
    </ClosingDropdown>
  );
}
