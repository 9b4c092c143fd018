import { h } from "../../../shared/dom";
import { fill } from "../../../shared/locale";
import { badge, formatDay, formatPercent, scrollingTable, searchField, selectField, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import "./inspections.css";
import { INSPECTIONS, TEXTS, type Inspection, type InspectionTexts, type Result } from "./inspections";

/** 质量检查: this month's inspections with their results, searchable and filtered by result. */
const state: { query: string; result: Result | "all" } = { query: "", result: "all" };
const TONES: Record<Result, "ok" | "warn" | "bad"> = { pass: "ok", fixing: "warn", fail: "bad" };

function matches(inspection: Inspection, { locale }: ProductView<InspectionTexts>): boolean {
  if (state.result !== "all" && inspection.result !== state.result) return false;
  const query = state.query.trim().toLowerCase();
  return query === "" || [inspection.code, inspection.place[locale], inspection.item[locale]].some((text) => text.toLowerCase().includes(query));
}

function draw(view: ProductView<InspectionTexts>): Node {
  const { locale, t, common } = view;
  const count = (result: Result) => INSPECTIONS.filter((i) => i.result === result).length;
  const figures = h(
    "section",
    { "aria-labelledby": "quality-figures" },
    h("h2", { id: "quality-figures", class: "sr-only" }, t.figures),
    h(
      "dl",
      { class: "figures" },
      ...[
        [t.total, String(INSPECTIONS.length)],
        [t.results.pass, String(count("pass"))],
        [t.results.fixing, String(count("fixing"))],
        [t.results.fail, String(count("fail"))],
        [t.passRate, formatPercent(locale, count("pass") / INSPECTIONS.length)],
      ].map(([label, value]) => h("div", { class: "figure" }, h("dt", null, label), h("dd", null, value))),
    ),
  );

  const body = h("tbody");
  const status = h("p", { class: "muted", role: "status" });
  const refresh = () => {
    const shown = INSPECTIONS.filter((i) => matches(i, view));
    body.replaceChildren(
      ...(shown.length === 0
        ? [h("tr", null, h("td", { colspan: 8 }, common.noMatch))]
        : shown.map((i) =>
            h(
              "tr",
              null,
              h("td", { class: "nowrap" }, i.code),
              h("td", { class: "nowrap" }, formatDay(locale, i.day)),
              h("td", null, i.place[locale]),
              h("th", { scope: "row" }, i.item[locale]),
              h("td", null, t.kinds[i.kind]),
              h("td", null, i.inspector[locale]),
              h("td", null, badge(t.results[i.result], TONES[i.result])),
              h("td", null, i.finding ? [i.finding[locale], h("br"), h("span", { class: "muted" }, `${t.fixBy}: ${formatDay(locale, i.fixBy ?? i.day)}`)] : "—"),
            ),
          )),
    );
    status.textContent = fill(t.shown, { shown: shown.length, total: INSPECTIONS.length });
  };
  refresh();

  const table = h(
    "table",
    { class: "table inspections" },
    h("thead", null, h("tr", null, ...[t.code, t.day, t.place, t.item, t.kind, t.inspector, t.result, t.finding].map((label) => h("th", { scope: "col" }, label)))),
    body,
  );
  const results = [{ value: "all", label: common.all }, ...(Object.keys(t.results) as Result[]).map((r) => ({ value: r, label: t.results[r] }))];
  return h(
    "div",
    { class: "stack" },
    figures,
    h(
      "section",
      { class: "panel", "aria-labelledby": "quality-list" },
      h("div", { class: "panel-head" }, h("h2", { id: "quality-list" }, t.list), status),
      h(
        "div",
        { class: "filters" },
        searchField("quality-search", t.searchLabel, state.query, (value) => {
          state.query = value;
          refresh();
        }),
        selectField("quality-result", t.result, results, state.result, (value) => {
          state.result = value as Result | "all";
          refresh();
        }),
      ),
      h("div", { class: "table-gap" }),
      scrollingTable(t.list, table),
    ),
  );
}

void startProductPage({ name: "quality", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
