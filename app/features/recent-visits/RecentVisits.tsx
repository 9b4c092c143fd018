import { ClockCircleOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { formatDateTime } from "../workbench/format";
import { portalMenuHref } from "../workbench/portal-links";
import { RECENT_VISIT_RECORDED_EVENT } from "./RecentVisitRecorder";
import { Section } from "../workbench/Section";
import { useLoad } from "../workbench/use-load";
import { platformWorkbenchApi, type RecentVisitItem, type WorkbenchApi } from "../../platform-api/workbench";

/** The visit's menu name in the locale (menuNameAllLang), else its stored name. */
export function visitName(visit: RecentVisitItem, locale: string): string {
  return visit.menuNameAllLang?.[locale] || visit.menuName || visit.name || visit.id;
}

/**
 * SPEC §3 Recent visits, §7 user-recent-visits/list (num 12): the menus the user opened,
 * newest first, each opening the menu again in the org it was visited in. Read again when
 * the shell records a visit (RecentVisitRecorder), so a page kept open stays current.
 */
export function RecentVisits({ api = platformWorkbenchApi }: { api?: WorkbenchApi }) {
  const { locale, currentPath } = usePlan();
  const { t } = useTranslation();
  const state = useLoad("recent-visits", () => api.recentVisits());
  const { reload } = state;
  useEffect(() => {
    window.addEventListener(RECENT_VISIT_RECORDED_EVENT, reload);
    return () => window.removeEventListener(RECENT_VISIT_RECORDED_EVENT, reload);
  }, [reload]);
  return (
    <Section title={t("workbench.recent.title")} state={state} emptyText={t("workbench.recent.empty")} isEmpty={(visits) => visits.length === 0}>
      {(visits) => (
        // A table (menu, org, time), not a list: the org names in it are not org choices.
        <table style={{ width: "100%", borderCollapse: "collapse" }}>
          <thead style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
            <tr>
              <th scope="col">{t("workbench.recent.menu")}</th>
              <th scope="col">{t("workbench.recent.org")}</th>
              <th scope="col">{t("workbench.recent.time")}</th>
            </tr>
          </thead>
          <tbody>
            {visits.map((visit) => (
              <tr key={`${visit.id}:${visit.orgFullId ?? ""}`}>
                <td style={{ padding: "6px 8px 6px 0" }}>
                  <ClockCircleOutlined aria-hidden style={{ color: "rgba(0,0,0,0.45)", marginRight: 8 }} />
                  <a href={portalMenuHref(visit.id, currentPath, visit.orgFullId ? { org: visit.orgFullId } : {})}>{visitName(visit, locale)}</a>
                </td>
                <td style={{ padding: "6px 8px" }}>
                  <Typography.Text type="secondary">{visit.orgName ?? ""}</Typography.Text>
                </td>
                <td style={{ padding: "6px 0 6px 8px", textAlign: "right", whiteSpace: "nowrap" }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(visit.visitTime, locale)}
                  </Typography.Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
