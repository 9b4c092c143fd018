import { h } from "../../../shared/dom";
import { fill, formatNumber, type AppLocale } from "../../../shared/locale";
import { badge, formatDay, formatPercent, formatYuanShort, scrollingTable, selectField, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import { investmentChart } from "./chart";
import { AS_OF, assess, completionRate, DEMO_GROUP, projectsOfOrg, TEXTS, type Assessment, type InvestmentProject, type InvestmentTexts, type ProjectStatus, type Unit } from "./investments";
import "./investments.css";

/** 投资分析: the org's investment projects, planned against completed, as figures, a chart and a table. */
const state: { unit: Unit | "all" } = { unit: "all" };

const ASSESSMENT_TONES: Record<Assessment, "ok" | "warn" | "bad"> = { "on-plan": "ok", slow: "warn", behind: "bad" };
const STATUS_TONES: Record<ProjectStatus, "info" | "ok" | "warn" | "idle"> = { "in-progress": "info", completed: "ok", suspended: "warn", "not-started": "idle" };

/** A difference in yuan, short, always with its sign (a shortfall reads as one without colour). */
function formatVariance(locale: AppLocale, yuan: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "CNY", notation: "compact", maximumFractionDigits: 2, signDisplay: "exceptZero" }).format(yuan);
}

const total = (list: readonly InvestmentProject[], pick: (p: InvestmentProject) => number) => list.reduce((sum, p) => sum + pick(p), 0);

function figures({ locale, t }: ProductView<InvestmentTexts>, shown: readonly InvestmentProject[]): HTMLElement {
  const planned = total(shown, (p) => p.planned);
  const completed = total(shown, (p) => p.completed);
  const rate = completionRate({ planned, completed });
  const figure = (label: string, value: string, note: string) => h("div", { class: "figure" }, h("dt", null, label), h("dd", null, value, h("span", { class: "figure-note" }, h("br"), note)));
  return h(
    "dl",
    { class: "figures" },
    figure(t.planned, formatYuanShort(locale, planned), fill(t.plannedNote, { count: formatNumber(locale, shown.length) })),
    figure(t.completed, formatYuanShort(locale, completed), `${t.variance} ${formatVariance(locale, completed - planned)}`),
    figure(t.rate, rate === null ? "—" : formatPercent(locale, rate, 1), t.rateNote),
    figure(t.behind, formatNumber(locale, shown.filter((p) => assess(p) === "behind").length), t.behindNote),
  );
}

function byUnit({ locale, t }: ProductView<InvestmentTexts>, shown: readonly InvestmentProject[]): HTMLElement {
  const units = [...new Set(shown.map((p) => p.unit))];
  return h(
    "ul",
    { class: "meters" },
    ...units.map((unit) => {
      const projects = shown.filter((p) => p.unit === unit);
      const planned = total(projects, (p) => p.planned);
      const completed = total(projects, (p) => p.completed);
      const rate = completionRate({ planned, completed }) ?? 0;
      const id = `invest-unit-${unit}`;
      const note = fill(t.unitRow, { completed: formatYuanShort(locale, completed), planned: formatYuanShort(locale, planned) });
      const fillBar = h("div", { class: assess({ planned, completed }) === "on-plan" ? "meter-fill" : "meter-fill late" });
      fillBar.style.width = `${Math.min(100, Math.round(rate * 100))}%`;
      return h(
        "li",
        { class: "meter" },
        h("span", { id }, t.units[unit]),
        h("span", { class: "number" }, formatPercent(locale, rate, 1)),
        h("div", { class: "meter-bar", role: "progressbar", "aria-labelledby": id, "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": Math.min(100, Math.round(rate * 100)), "aria-valuetext": `${formatPercent(locale, rate, 1)}, ${note}` }, fillBar),
        h("span", { class: "muted meter-note" }, note),
      );
    }),
  );
}

function projectTable({ locale, t }: ProductView<InvestmentTexts>, shown: readonly InvestmentProject[]): HTMLTableElement {
  const money = (yuan: number) => formatYuanShort(locale, yuan);
  const rateOf = (planned: number, completed: number) => {
    const rate = completionRate({ planned, completed });
    return rate === null ? "—" : formatPercent(locale, rate, 1);
  };
  const planned = total(shown, (p) => p.planned);
  const completed = total(shown, (p) => p.completed);
  const numberHead = (label: string) => h("th", { scope: "col", class: "number" }, label);
  return h(
    "table",
    { class: "table investments", "aria-labelledby": "invest-table", "aria-describedby": "invest-table-note" },
    h("thead", null, h("tr", null, ...[t.project, t.sapCode, t.unit, t.status].map((label) => h("th", { scope: "col" }, label)), ...[t.planned, t.completed, t.rate, t.variance].map(numberHead), h("th", { scope: "col" }, t.assessment))),
    h(
      "tbody",
      null,
      ...shown.map((p) =>
        h(
          "tr",
          null,
          h("th", { scope: "row" }, p.name[locale]),
          h("td", { class: "nowrap" }, p.sapCode),
          h("td", { class: "nowrap" }, t.units[p.unit]),
          h("td", null, badge(t.statuses[p.status], STATUS_TONES[p.status])),
          h("td", { class: "number" }, money(p.planned)),
          h("td", { class: "number" }, money(p.completed)),
          h("td", { class: "number" }, rateOf(p.planned, p.completed)),
          h("td", { class: "number" }, formatVariance(locale, p.completed - p.planned)),
          h("td", null, badge(t.assessments[assess(p)], ASSESSMENT_TONES[assess(p)])),
        ),
      ),
    ),
    h(
      "tfoot",
      null,
      h("tr", null, h("td", { colspan: 4 }, t.sum), h("td", { class: "number" }, money(planned)), h("td", { class: "number" }, money(completed)), h("td", { class: "number" }, rateOf(planned, completed)), h("td", { class: "number" }, formatVariance(locale, completed - planned)), h("td")),
    ),
  );
}

function draw(view: ProductView<InvestmentTexts>): Node {
  const { locale, t, common, orgName } = view;
  const scope = projectsOfOrg(orgName);
  const units = [...new Set(scope.map((p) => p.unit))];
  if (state.unit !== "all" && !units.includes(state.unit)) state.unit = "all";

  const figureBox = h("section", { "aria-labelledby": "invest-figures" });
  const chartBox = h("div", { class: "chart-box" });
  const unitBox = h("div");
  const tableBox = h("div");
  const count = h("p", { class: "muted", role: "status" });
  const refresh = () => {
    const shown = scope.filter((p) => state.unit === "all" || p.unit === state.unit);
    figureBox.replaceChildren(h("h2", { id: "invest-figures", class: "sr-only" }, t.figures), figures(view, shown));
    const format = (yuan: number) => formatYuanShort(locale, yuan);
    chartBox.replaceChildren(
      investmentChart(
        shown.map((p) => ({ label: p.name[locale], planned: p.planned, completed: p.completed, text: fill(t.chartRow, { project: p.name[locale], planned: format(p.planned), completed: format(p.completed) }) })),
        { name: t.chart, description: t.chartDescription, format },
      ),
    );
    unitBox.replaceChildren(byUnit(view, shown));
    tableBox.replaceChildren(scrollingTable(t.table, projectTable(view, shown)));
    count.textContent = fill(t.shown, { shown: shown.length, total: scope.length });
  };
  refresh();

  const unitOptions = [{ value: "all", label: common.all }, ...units.map((u) => ({ value: u, label: t.units[u] }))];
  const filters =
    units.length > 1
      ? h(
          "div",
          { class: "filters" },
          selectField("invest-unit", t.unit, unitOptions, state.unit, (value) => {
            state.unit = value as Unit | "all";
            refresh();
          }),
        )
      : null;
  const legend = h(
    "ul",
    { class: "chart-legend", "aria-hidden": "true" },
    h("li", null, h("span", { class: "chart-swatch chart-planned" }), t.planned),
    h("li", null, h("span", { class: "chart-swatch chart-completed" }), t.completed),
  );

  return h(
    "div",
    { class: "stack" },
    h("div", { class: "invest-toolbar" }, filters, h("p", { class: "muted invest-as-of" }, fill(t.asOf, { date: formatDay(locale, AS_OF) }))),
    figureBox,
    h(
      "div",
      { class: "invest-columns" },
      h("section", { class: "panel", "aria-labelledby": "invest-chart" }, h("div", { class: "panel-head" }, h("h2", { id: "invest-chart" }, t.chart), legend), chartBox),
      h("section", { class: "panel", "aria-labelledby": "invest-units" }, h("h2", { id: "invest-units" }, t.byUnit), unitBox),
    ),
    h(
      "section",
      { class: "panel", "aria-labelledby": "invest-table" },
      h("div", { class: "panel-head" }, h("h2", { id: "invest-table" }, t.table), count),
      h("p", { id: "invest-table-note", class: "muted invest-note" }, fill(t.caption, { date: formatDay(locale, AS_OF) })),
      tableBox,
    ),
  );
}

void startProductPage({ name: "invest", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, org: { label: (t) => t.org, standalone: DEMO_GROUP }, draw });
