import { h } from "../../../shared/dom";
import { fill, formatNumber } from "../../../shared/locale";
import { badge, formatDay, formatPercent, formatYuanShort, scrollingTable, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import { FACTS, MILESTONES, PARTS, PROJECT, TEXTS, type MilestoneState, type OverviewTexts } from "./overview";
import "./overview.css";

/** 项目概况: the project's key figures, progress by part of the works, milestones and facts. */
const TONES: Record<MilestoneState, "ok" | "info" | "bad" | "idle"> = { done: "ok", "on-track": "info", late: "bad", "not-started": "idle" };

function meter(id: string, label: string, done: number, planned: number, note: string): HTMLElement {
  const fillBar = h("div", { class: done + 0.001 < planned ? "meter-fill late" : "meter-fill" });
  fillBar.style.width = `${Math.round(done * 100)}%`;
  const mark = h("div", { class: "meter-plan" });
  mark.style.left = `${Math.round(planned * 100)}%`;
  return h(
    "li",
    { class: "meter" },
    h("span", { id }, label),
    h("span", { class: "muted number" }, note),
    h("div", { class: "meter-bar", role: "progressbar", "aria-labelledby": id, "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": Math.round(done * 100), "aria-valuetext": note }, fillBar, mark),
  );
}

function draw({ locale, t }: ProductView<OverviewTexts>): Node {
  const percent = (share: number) => formatPercent(locale, share);
  const figure = (label: string, value: string, note?: string) => h("div", { class: "figure" }, h("dt", null, label), h("dd", null, value, note ? h("span", { class: "figure-note" }, h("br"), note) : null));
  const figures = h(
    "section",
    { "aria-labelledby": "overview-figures" },
    h("h2", { id: "overview-figures", class: "sr-only" }, t.figures),
    h(
      "dl",
      { class: "figures" },
      figure(t.contractValue, formatYuanShort(locale, PROJECT.contractValue)),
      figure(t.outputToDate, formatYuanShort(locale, PROJECT.outputToDate), fill(t.outputNote, { month: formatYuanShort(locale, PROJECT.outputThisMonth) })),
      figure(t.schedule, percent(PROJECT.scheduleDone), fill(t.scheduleNote, { planned: percent(PROJECT.schedulePlanned) })),
      figure(t.safeDays, fill(t.days, { days: formatNumber(locale, PROJECT.safeDays) })),
      figure(t.workers, formatNumber(locale, PROJECT.workersOnSite)),
      figure(t.qualityPassRate, formatPercent(locale, PROJECT.qualityPassRate, 1)),
    ),
  );

  const progress = h(
    "section",
    { class: "panel", "aria-labelledby": "overview-progress" },
    h("h2", { id: "overview-progress" }, t.progress),
    h("ul", { class: "meters" }, ...PARTS.map((part, i) => meter(`overview-part-${i}`, part.name[locale], part.done, part.planned, fill(t.progressRow, { done: percent(part.done), planned: percent(part.planned) })))),
  );

  const milestones = h(
    "section",
    { class: "panel", "aria-labelledby": "overview-milestones" },
    h("h2", { id: "overview-milestones" }, t.milestones),
    scrollingTable(
      t.milestones,
      h(
        "table",
        { class: "table milestones" },
        h("thead", null, h("tr", null, ...[t.milestone, t.planned, t.actual, t.state].map((label) => h("th", { scope: "col" }, label)))),
        h(
          "tbody",
          null,
          ...MILESTONES.map((m) => h("tr", null, h("th", { scope: "row" }, m.name[locale]), h("td", { class: "nowrap" }, formatDay(locale, m.planned)), h("td", { class: "nowrap" }, m.actual ? formatDay(locale, m.actual) : "—"), h("td", null, badge(t.states[m.state], TONES[m.state])))),
        ),
      ),
    ),
  );

  const about = h(
    "section",
    { class: "panel", "aria-labelledby": "overview-about" },
    h("h2", { id: "overview-about" }, t.about),
    h(
      "dl",
      { class: "facts" },
      ...FACTS.flatMap((fact) => [h("dt", null, t.facts[fact.label]), h("dd", null, fact.value[locale])]),
      h("dt", null, t.floorArea),
      h("dd", null, `${formatNumber(locale, PROJECT.floorArea)} m²`),
      h("dt", null, t.duration),
      h("dd", null, `${formatDay(locale, PROJECT.started)} – ${formatDay(locale, PROJECT.due)}`),
    ),
  );

  return h("div", { class: "stack" }, figures, h("div", { class: "overview-columns" }, h("div", { class: "stack" }, progress, milestones), about));
}

void startProductPage({ name: "overview", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
