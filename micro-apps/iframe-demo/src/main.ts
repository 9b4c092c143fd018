import { h } from "../../shared/dom";
import { fill } from "../../shared/locale";
import { startPage } from "../../shared/page";
import "../../shared/page.css";
import { HANDBOOK, matchSections } from "./handbook";
import "./handbook.css";

/** The site handbook, a page the portal shows in a frame (header entry, user menu). */
const { t } = startPage(HANDBOOK, (x) => x.title);

const search = h("input", { id: "handbook-search", type: "search", placeholder: t.searchPlaceholder, autocomplete: "off", maxlength: 100 });
const status = h("p", { class: "page-hint", role: "status", "aria-live": "polite" });
const contents = h("nav", { class: "handbook-contents", "aria-labelledby": "handbook-contents" });
const sections = h("div", { class: "handbook-sections" });

function show(): void {
  const shown = matchSections(t.sections, search.value);
  status.textContent = search.value.trim() === "" ? "" : shown.length === 0 ? t.noMatch : fill(t.matches, { count: shown.length });
  contents.replaceChildren(h("h2", { id: "handbook-contents" }, t.contents), h("ol", null, ...shown.map((s) => h("li", null, h("a", { href: `#${s.id}` }, s.title)))));
  sections.replaceChildren(
    ...shown.map((s) => h("section", { id: s.id, class: "panel", "aria-labelledby": `${s.id}-title` }, h("h2", { id: `${s.id}-title` }, s.title), h("ul", null, ...s.rules.map((r) => h("li", null, r))))),
  );
}

search.addEventListener("input", show);
document.body.append(
  h(
    "main",
    { class: "page handbook" },
    h("h1", null, t.title),
    h("p", { class: "page-lead" }, t.lead),
    h("p", { class: "field handbook-search" }, h("label", { for: "handbook-search" }, t.search), search),
    status,
    h("div", { class: "handbook-layout" }, contents, sections),
    h("p", { class: "page-hint" }, t.reviewed),
  ),
);
show();
