import { ClockCircleOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { StyleRules } from "#app/kit/styles/small-screens";
import { formatDateTime } from "../workbench/format";
import { portalMenuHref } from "../workbench/portal-links";
import { RECENT_VISIT_RECORDED_EVENT } from "./RecentVisitRecorder";
import { Section } from "../workbench/Section";
import { useSeededLoad } from "../workbench/workbench-seed";
import { platformWorkbenchApi, type RecentVisitItem, type WorkbenchApi } from "../../platform-api/workbench";

/**
 * The rows of the table: a menu's name never narrower than a few characters (it read one
 * character a line beside a long org name), its link a target of 24 px (WCAG 2.5.8). In a card
 * narrower than 480 px (a phone, a tablet's side column) each visit is two lines: the menu and
 * the time, then the org under them. A container query, so the server's first paint is the
 * hydrated one and the card's own width decides, wherever the page puts it.
 */
const RECENT_VISITS_CSS = [
  `[data-recent-visits]{container-type:inline-size}`,
  `[data-recent-visits] td{padding:6px 8px;vertical-align:top}`,
  `[data-recent-visits] td[data-visit="menu"]{padding-left:0;min-width:7em}`,
  `[data-recent-visits] td[data-visit="time"]{padding-right:0;text-align:right;white-space:nowrap}`,
  `[data-recent-visits] td a{display:inline-block;min-height:24px;line-height:24px}`,
  `@container (max-width: 479.98px){` +
    `[data-recent-visits] tr{display:grid;grid-template-columns:minmax(0,1fr) auto;column-gap:8px;padding:6px 0;border-bottom:1px solid rgba(5,5,5,0.06)}` +
    `[data-recent-visits] tbody tr:last-child{border-bottom:0}` +
    `[data-recent-visits] td{display:block;padding:0!important;min-width:0!important}` +
    `[data-recent-visits] td[data-visit="org"]{grid-column:1/-1;grid-row:2;padding-left:22px!important}` +
    `[data-recent-visits] td[data-visit="time"]{grid-column:2;grid-row:1;align-self:center}` +
    `}`,
].join("");

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
  // The document brings the list (workbench-seed.tsx, ADR 064); a recorded visit reads it again.
  const state = useSeededLoad("recent-visits", () => api.recentVisits(), (seed) => seed.recentVisits ?? undefined);
  const { reload } = state;
  useEffect(() => {
    window.addEventListener(RECENT_VISIT_RECORDED_EVENT, reload);
    return () => window.removeEventListener(RECENT_VISIT_RECORDED_EVENT, reload);
  }, [reload]);
  return (
    <Section title={t("workbench.recent.title")} state={state} emptyText={t("workbench.recent.empty")} isEmpty={(visits) => visits.length === 0}>
      {(visits) => (
        // A table (menu, org, time), not a list: the org names in it are not org choices. Its roles
        // are written out: in a narrow card its rows are drawn as two lines (RECENT_VISITS_CSS).
        <div data-recent-visits="">
          <StyleRules css={RECENT_VISITS_CSS} />
          <table role="table" style={{ width: "100%", borderCollapse: "collapse" }}>
            <thead role="rowgroup" style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
              <tr role="row">
                <th role="columnheader" scope="col">{t("workbench.recent.menu")}</th>
                <th role="columnheader" scope="col">{t("workbench.recent.org")}</th>
                <th role="columnheader" scope="col">{t("workbench.recent.time")}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {visits.map((visit) => (
                <tr role="row" key={`${visit.id}:${visit.orgFullId ?? ""}`}>
                  <td role="cell" data-visit="menu">
                    <ClockCircleOutlined aria-hidden style={{ color: "rgba(0,0,0,0.45)", marginRight: 8 }} />
                    <a href={portalMenuHref(visit.id, currentPath, visit.orgFullId ? { org: visit.orgFullId } : {})}>{visitName(visit, locale)}</a>
                  </td>
                  <td role="cell" data-visit="org">
                    <Typography.Text type="secondary">{visit.orgName ?? ""}</Typography.Text>
                  </td>
                  <td role="cell" data-visit="time">
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(visit.visitTime, locale)}
                    </Typography.Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
