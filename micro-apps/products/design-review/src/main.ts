import { h } from "../../../shared/dom";
import { fill } from "../../../shared/locale";
import { DEMO_TODAY } from "../../shared/common-texts";
import { badge, formatDay, selectField, startProductPage, type ProductView } from "../../shared/product-page";
import "../../shared/product.css";
import { REVIEWS, TEXTS, type Discipline, type Review, type ReviewState, type ReviewTexts } from "./reviews";
import "./review.css";

/** 设计评审: the review board, one column per state, filtered by discipline. */
const state: { discipline: Discipline | "all" } = { discipline: "all" };
const COLUMNS: readonly ReviewState[] = ["waiting", "reviewing", "changes", "approved"];
const TONES: Record<ReviewState, "idle" | "info" | "warn" | "ok"> = { waiting: "idle", reviewing: "info", changes: "warn", approved: "ok" };

function card(review: Review, { locale, t }: ProductView<ReviewTexts>): HTMLElement {
  const overdue = review.state !== "approved" && review.due < DEMO_TODAY;
  return h(
    "li",
    { class: "review-card" },
    h("article", { "aria-labelledby": `review-${review.code}` }, 
      h("p", { class: "review-code" }, h("span", null, review.code), h("span", { class: "muted" }, `${t.version} ${review.version}`)),
      h("h3", { id: `review-${review.code}` }, review.title[locale]),
      h(
        "dl",
        { class: "review-facts" },
        h("dt", null, t.discipline),
        h("dd", null, t.disciplines[review.discipline]),
        h("dt", null, t.reviewer),
        h("dd", null, review.reviewer[locale]),
        h("dt", null, t.due),
        h("dd", null, formatDay(locale, review.due), overdue ? [" ", badge(t.overdue, "bad")] : null),
      ),
      h("p", { class: "muted review-comments" }, review.comments === 0 ? t.noComments : fill(t.comments, { open: review.open, all: review.comments })),
    ),
  );
}

function draw(view: ProductView<ReviewTexts>): Node {
  const { t, common } = view;
  const board = h("div", { class: "review-board" });
  const refresh = () => {
    const shown = REVIEWS.filter((r) => state.discipline === "all" || r.discipline === state.discipline);
    board.replaceChildren(
      ...COLUMNS.map((column) => {
        const items = shown.filter((r) => r.state === column);
        const id = `review-column-${column}`;
        return h(
          "section",
          { class: "review-column", "aria-labelledby": id },
          h("h2", { id }, badge(t.states[column], TONES[column]), h("span", { class: "muted review-count" }, fill(t.count, { count: items.length }))),
          items.length === 0 ? h("p", { class: "empty" }, t.empty) : h("ul", { class: "review-cards" }, ...items.map((r) => card(r, view))),
        );
      }),
    );
  };
  refresh();
  const options = [{ value: "all", label: common.all }, ...(Object.keys(t.disciplines) as Discipline[]).map((d) => ({ value: d, label: t.disciplines[d] }))];
  return h(
    "section",
    { class: "panel", "aria-labelledby": "review-board-title" },
    h(
      "div",
      { class: "panel-head" },
      h("h2", { id: "review-board-title" }, t.board),
      h(
        "div",
        { class: "filters" },
        selectField("review-discipline", t.discipline, options, state.discipline, (value) => {
          state.discipline = value as Discipline | "all";
          refresh();
        }),
      ),
    ),
    board,
  );
}

void startProductPage({ name: "review", texts: TEXTS, title: (t) => t.title, lead: (t) => t.lead, draw });
