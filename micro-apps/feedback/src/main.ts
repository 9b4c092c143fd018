import { h } from "../../shared/dom";
import { fill } from "../../shared/locale";
import { startPage } from "../../shared/page";
import { canStore, readStored, writeStored } from "../../shared/storage";
import "../../shared/page.css";
import { CATEGORIES, checkFeedback, feedbackReference, KEPT_MAX, MESSAGE_MAX, readKept, type Feedback, type FeedbackField } from "./feedback";
import { TEXTS } from "./texts";
import "./feedback.css";

/** The feedback form the portal opens from its side toolbar (a dialog frame). */
const STORE_KEY = "portal-feedback";
const { locale, t } = startPage(TEXTS, (x) => x.title);
let kept = readKept(readStored(STORE_KEY));

const problemOf = (field: FeedbackField) => document.getElementById(`feedback-${field}-problem`);

const categories = h(
  "fieldset",
  { class: "field feedback-categories", "aria-describedby": "feedback-category-problem" },
  h("legend", null, t.category),
  ...CATEGORIES.map((c, i) => h("label", null, h("input", { type: "radio", name: "category", value: c, checked: i === 0 }), ` ${t.categories[c]}`)),
  h("span", { id: "feedback-category-problem", class: "problem" }),
);
const message = h("textarea", { id: "feedback-message", name: "message", rows: 6, maxlength: MESSAGE_MAX, placeholder: t.messagePlaceholder, "aria-describedby": "feedback-message-problem feedback-counter" });
const counter = h("span", { id: "feedback-counter", class: "page-hint" });
const email = h("input", { id: "feedback-email", name: "email", type: "email", autocomplete: "email", maxlength: 320, "aria-describedby": "feedback-email-hint feedback-email-problem" });
const confirmation = h("p", { role: "status", "aria-live": "polite" });
const list = h("section", { class: "panel", "aria-labelledby": "feedback-kept" });

function count(): void {
  counter.textContent = fill(t.counter, { count: message.value.trim().length, max: MESSAGE_MAX });
}

function showKept(): void {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  list.replaceChildren(
    h("h2", { id: "feedback-kept" }, t.kept),
    kept.length === 0
      ? h("p", { class: "page-hint" }, t.noKept)
      : h("ul", { class: "feedback-list" }, ...kept.map((f) => h("li", null, h("p", { class: "feedback-meta" }, `${f.reference} · ${t.categories[f.category]} · ${date.format(f.at)}`), h("p", null, f.message)))),
  );
}

const form = h(
  "form",
  { class: "panel", "aria-labelledby": "feedback-title", novalidate: true },
  categories,
  h("p", { class: "field" }, h("label", { for: "feedback-message" }, t.message), message, counter, h("span", { id: "feedback-message-problem", class: "problem" })),
  h("p", { class: "field" }, h("label", { for: "feedback-email" }, t.email), email, h("span", { id: "feedback-email-hint", class: "page-hint" }, t.emailHint), h("span", { id: "feedback-email-problem", class: "problem" })),
  h("p", null, h("button", { type: "submit", class: "button button--primary" }, t.submit)),
  h("p", { class: "notice" }, t.keptNotice),
);

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const category = (form.elements.namedItem("category") as RadioNodeList | null)?.value ?? "";
  const checked = checkFeedback({ category, message: message.value, email: email.value });
  for (const field of ["category", "message", "email"] as const) {
    const problem = checked.ok ? undefined : checked.problems[field];
    const node = problemOf(field);
    if (node) node.textContent = problem ? t[problem] : "";
    const controls = field === "category" ? [...categories.querySelectorAll("input")] : [field === "message" ? message : email];
    for (const control of controls) control.setAttribute("aria-invalid", String(!!problem));
  }
  if (!checked.ok) {
    (checked.problems.message ? message : checked.problems.email ? email : categories.querySelector("input"))?.focus();
    confirmation.textContent = "";
    return;
  }
  const now = new Date();
  const feedback: Feedback = { ...checked.value, reference: feedbackReference(now), at: now.getTime() };
  kept = [feedback, ...kept].slice(0, KEPT_MAX);
  if (canStore()) writeStored(STORE_KEY, JSON.stringify(kept));
  message.value = "";
  count();
  confirmation.textContent = fill(t.thanks, { reference: feedback.reference });
  showKept();
});
message.addEventListener("input", count);

document.body.append(h("main", { class: "page feedback" }, h("h1", { id: "feedback-title" }, t.title), h("p", { class: "page-lead" }, t.lead), form, confirmation, list));
count();
showKept();
