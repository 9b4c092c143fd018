import { barChart, donutChart, stackedBars, type ChartValue } from "../../shared/charts";
import { h } from "../../shared/dom";
import { fill, formatNumber } from "../../shared/locale";
import { startPage } from "../../shared/page";
import { UnauthorizedError } from "../../shared/platform-api";
import { listProjects, projectStatusLabels, readOrg, type Project } from "../../shared/projects";
import "../../shared/page.css";
import { countByStatus, countByUnit, NO_STATUS_COLOR, STATUS_COLORS, unitOf } from "./figures";
import { TEXTS, type DashboardKind } from "./texts";
import "./dashboard.css";

/** The most projects a dashboard reads (the platform pages them by 100). */
const PROJECTS_MAX = 500;
/** The most rows of a project list. */
const LIST_MAX = 50;
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface Figures {
  orgName: string | null;
  baseDepth: number;
  projects: Project[];
  total: number;
  statuses: ReadonlyMap<string, string>;
}

/**
 * A dashboard page (SPEC §3 Dashboard: the portal opens its contentUrl with `orgId` added).
 * It reads the org's projects through the portal's /api with the user's session and draws
 * the figures its kind shows.
 */
export function startDashboard(kind: DashboardKind): void {
  const { locale, t, query } = startPage(TEXTS, (x) => x.titles[kind]);
  const requested = query.get("orgId");
  const orgId = requested && ORG_ID.test(requested) ? requested : null;
  const count = (value: number) => formatNumber(locale, value);
  const percent = (share: number) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share);

  const orgLine = h("p", { class: "page-lead" }, orgId ? "" : fill(t.org, { org: t.wholeTenant }));
  const body = h("div", { class: "dashboard-body", "aria-live": "polite", "aria-busy": "true" }, h("p", { role: "status" }, t.loading));
  document.body.append(h("main", { class: "page dashboard" }, h("h1", null, t.titles[kind]), orgLine, h("p", { class: "page-hint" }, t.leads[kind]), body));

  const statusLabel = (figures: Figures, status: string | null) => (status === null ? t.noStatus : (figures.statuses.get(status) ?? status));
  const statusColor = (status: string | null) => (status === null ? NO_STATUS_COLOR : (STATUS_COLORS[status] ?? "#722ed1"));

  function tiles(figures: Figures): HTMLElement {
    const tile = (label: string, value: number, color?: string) =>
      h("div", { class: "dashboard-tile", role: "group", "aria-label": `${label}: ${count(value)}` }, h("span", { class: "dashboard-tile-value", style: color ? `color:${color}` : null }, count(value)), h("span", { class: "dashboard-tile-label" }, label));
    return h(
      "div",
      { class: "dashboard-tiles" },
      tile(t.projects, figures.total),
      ...countByStatus(figures.projects).map((s) => tile(statusLabel(figures, s.status), s.count, statusColor(s.status))),
      tile(t.bookmarked, figures.projects.filter((p) => p.userFocus).length),
    );
  }

  let panels = 0;
  function panel(title: string, content: Node): HTMLElement {
    const id = `dashboard-panel-${++panels}`;
    return h("section", { class: "panel", "aria-labelledby": id }, h("h2", { id }, title), content);
  }

  function byStatus(figures: Figures): HTMLElement {
    const values: ChartValue[] = countByStatus(figures.projects).map((s) => ({ label: statusLabel(figures, s.status), value: s.count, color: statusColor(s.status) }));
    return panel(t.byStatus, donutChart(t.byStatus, values, count, percent));
  }

  function byUnit(figures: Figures): HTMLElement {
    const values = countByUnit(figures.projects, figures.baseDepth).map((u) => ({ label: u.unit.name, value: u.count }));
    return panel(t.byUnit, barChart(t.byUnit, values, count));
  }

  function progressByUnit(figures: Figures): HTMLElement {
    const rows = countByUnit(figures.projects, figures.baseDepth).map((u) => ({
      label: u.unit.name,
      parts: u.byStatus.map((s) => ({ label: statusLabel(figures, s.status), value: s.count, color: statusColor(s.status) })),
    }));
    const legend = h(
      "ul",
      { class: "chart-legend chart-legend--inline" },
      ...countByStatus(figures.projects).map((s) => h("li", null, h("span", { class: "chart-swatch", style: `background:${statusColor(s.status)}`, "aria-hidden": "true" }), statusLabel(figures, s.status))),
    );
    return panel(t.progressByUnit, h("div", null, legend, stackedBars(t.progressByUnit, rows, count)));
  }

  function projectList(figures: Figures): HTMLElement {
    const shown = figures.projects.slice(0, LIST_MAX);
    const table = h(
      "table",
      { class: "table" },
      figures.projects.length > LIST_MAX ? h("caption", { class: "page-hint" }, fill(t.listed, { shown: LIST_MAX })) : null,
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t.colProject), h("th", { scope: "col" }, t.colUnit), h("th", { scope: "col" }, t.colStatus), h("th", { scope: "col" }, t.colSap))),
      h(
        "tbody",
        null,
        ...shown.map((p) =>
          h(
            "tr",
            null,
            h("th", { scope: "row", title: p.fullName }, p.userFocus ? `★ ${p.name}` : p.name),
            h("td", null, unitOf(p, figures.baseDepth).name),
            h("td", null, h("span", { class: "chart-swatch", style: `background:${statusColor(p.status)}`, "aria-hidden": "true" }), statusLabel(figures, p.status)),
            h("td", null, p.sapCode ?? t.noValue),
          ),
        ),
      ),
    );
    return panel(t.projectList, table);
  }

  const PANELS: Record<DashboardKind, ((f: Figures) => HTMLElement)[]> = {
    "group-operations": [byUnit, byStatus],
    "region-progress": [progressByUnit, projectList],
    "project-kpis": [byStatus, projectList],
  };

  async function load(): Promise<Figures> {
    const [org, list, statuses] = await Promise.all([orgId ? readOrg(orgId) : null, listProjects(orgId, { maxProjects: PROJECTS_MAX }), projectStatusLabels(locale)]);
    return { orgName: org?.name ?? null, baseDepth: org ? org.fullId.split("/").length : 1, projects: list.projects, total: list.total, statuses };
  }

  function show(): void {
    body.setAttribute("aria-busy", "true");
    body.replaceChildren(h("p", { role: "status" }, t.loading));
    load().then(
      (figures) => {
        if (orgId) orgLine.textContent = fill(t.org, { org: figures.orgName ?? orgId });
        const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date());
        body.replaceChildren(
          ...(figures.projects.length === 0
            ? [h("p", { class: "notice" }, t.empty)]
            : [
                tiles(figures),
                figures.total > figures.projects.length ? h("p", { class: "page-hint" }, fill(t.partial, { shown: count(figures.projects.length), total: count(figures.total) })) : null,
                h("div", { class: "dashboard-panels" }, ...PANELS[kind].map((draw) => draw(figures))),
              ]
          ).filter((n): n is HTMLElement => n !== null),
          h("p", { class: "page-hint" }, fill(t.updated, { time })),
        );
        body.setAttribute("aria-busy", "false");
      },
      (error: unknown) => {
        const retry = h("button", { type: "button", class: "button" }, t.retry);
        retry.addEventListener("click", show);
        const text = error instanceof UnauthorizedError ? t.unauthorized : fill(t.failed, { reason: error instanceof Error ? error.message : String(error) });
        body.replaceChildren(h("div", { class: "notice notice--error", role: "alert" }, h("p", null, text), retry));
        body.setAttribute("aria-busy", "false");
      },
    );
  }

  show();
}
