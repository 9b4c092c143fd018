import { h } from "../../../shared/dom";
import { fill } from "../../../shared/locale";
import { DEMO_TODAY } from "../../shared/common-texts";
import { badge, formatDay, scrollingTable, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import { CHECKLIST, HAZARDS, TEXTS, type Answer, type HazardState, type PatrolTexts } from "./patrol";
import "./patrol.css";

/**
 * 安全巡检: today's patrol checklist (each item OK, a hazard, or not yet checked; kept while
 * the page is open) and the follow-up of hazards found before.
 */
const answers = new Map<string, Answer>(CHECKLIST.flatMap((group) => group.items.map((item) => [item.id, item.answer] as const)));
const ANSWERS: readonly Answer[] = ["ok", "hazard", "open"];
const TONES: Record<HazardState, "bad" | "warn" | "ok"> = { open: "bad", fixing: "warn", closed: "ok" };

function draw({ locale, t }: ProductView<PatrolTexts>): Node {
  const progress = h("p", { class: "patrol-progress", role: "status" });
  const count = () => {
    const all = [...answers.values()];
    progress.textContent = fill(t.progress, { checked: all.filter((a) => a !== "open").length, total: all.length, hazards: all.filter((a) => a === "hazard").length });
  };
  count();

  const item = (id: string, text: string) => {
    const labelId = `patrol-${id}`;
    const choices = ANSWERS.map((answer) => {
      const input = h("input", { type: "radio", name: labelId, id: `${labelId}-${answer}`, value: answer, checked: answers.get(id) === answer });
      input.addEventListener("change", () => {
        answers.set(id, answer);
        row.dataset["answer"] = answer;
        count();
      });
      return h("label", { class: `choice choice-${answer}`, for: `${labelId}-${answer}` }, input, h("span", null, t.answers[answer]));
    });
    const row = h("li", { class: "patrol-item", "data-answer": answers.get(id) ?? "open" }, h("span", { id: labelId, class: "patrol-text" }, text), h("div", { class: "choices", role: "radiogroup", "aria-labelledby": labelId }, ...choices));
    return row;
  };

  const checklist = h(
    "section",
    { class: "panel", "aria-labelledby": "patrol-checklist" },
    h("div", { class: "panel-head" }, h("h2", { id: "patrol-checklist" }, t.checklist), progress),
    h(
      "dl",
      { class: "patrol-meta" },
      ...[
        [t.today, formatDay(locale, DEMO_TODAY)],
        [t.inspector, t.inspectorName],
        [t.weather, t.weatherToday],
      ].map(([label, value]) => h("div", null, h("dt", null, label), h("dd", null, value))),
    ),
    ...CHECKLIST.map((group, i) =>
      h("section", { class: "patrol-area", "aria-labelledby": `patrol-area-${i}` }, h("h3", { id: `patrol-area-${i}` }, group.area[locale]), h("ol", { class: "patrol-items" }, ...group.items.map((entry) => item(entry.id, entry.text[locale])))),
    ),
  );

  const hazards = h(
    "section",
    { class: "panel", "aria-labelledby": "patrol-hazards" },
    h("h2", { id: "patrol-hazards" }, t.hazards),
    scrollingTable(
      t.hazards,
      h(
        "table",
        { class: "table" },
        h("thead", null, h("tr", null, ...[t.hazard, t.place, t.found, t.owner, t.due, t.state].map((label) => h("th", { scope: "col" }, label)))),
        h(
          "tbody",
          null,
          ...HAZARDS.map((hz) =>
            h(
              "tr",
              null,
              h("th", { scope: "row" }, hz.text[locale], h("br"), h("span", { class: "muted" }, hz.code)),
              h("td", null, hz.place[locale]),
              h("td", { class: "nowrap" }, formatDay(locale, hz.found)),
              h("td", null, hz.owner[locale]),
              h("td", { class: "nowrap" }, formatDay(locale, hz.due)),
              h("td", null, badge(t.states[hz.state], TONES[hz.state])),
            ),
          ),
        ),
      ),
    ),
  );
  return h("div", { class: "stack" }, checklist, hazards);
}

void startProductPage({ name: "patrol", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
