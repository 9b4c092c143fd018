import type { BridgeContext, ShellBridge } from "../../shared/bridge";
import { h } from "../../shared/dom";
import { appLocale, fill, type AppLocale } from "../../shared/locale";
import { checkDraft, localDay, sortEntries, storageKey, WEATHER, WORK_MAX, WORKERS_MAX, type DiaryDraft, type DiaryEntry, type DiaryField, type DiaryProblem } from "./diary";
import { loadEntries, saveEntries } from "./storage";
import { TEXTS } from "./texts";

const FIELDS: readonly DiaryField[] = ["date", "weather", "workers", "work"];
let views = 0;

/** Where the diary runs when there is no bridge: the page's own locale and org. */
export interface Standalone {
  locale: AppLocale;
  orgId: string | null;
}

/**
 * One mounted diary: a section inside its container, drawn again (keeping what is typed)
 * when an entry is added or removed and when the shell's context changes. Its listeners sit
 * on its own section, so removing the section removes them; the bridge listener is dropped
 * in destroy().
 */
export class DiaryView {
  readonly element: HTMLElement;
  private readonly id = `site-diary-${++views}`;
  private context: BridgeContext | null = null;
  private unsubscribe: (() => void) | null = null;
  private key = "";
  private entries: DiaryEntry[] = [];
  private persistent = true;
  private problems: Partial<Record<DiaryField, DiaryProblem>> = {};
  private announcement = "";

  constructor(
    container: Element | ShadowRoot,
    private bridge: ShellBridge | null,
    private readonly standalone: Standalone,
    private readonly version: string,
  ) {
    this.element = h("section", { class: "site-diary", "data-testid": "site-diary", "aria-labelledby": `${this.id}-title` });
    this.element.addEventListener("submit", this.onSubmit);
    this.element.addEventListener("click", this.onClick);
    container.appendChild(this.element);
    this.connect(bridge);
  }

  /** New mount props: follow the new bridge's context. */
  setBridge(bridge: ShellBridge | null): void {
    if (bridge === this.bridge) return;
    this.connect(bridge);
  }

  destroy(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.element.removeEventListener("submit", this.onSubmit);
    this.element.removeEventListener("click", this.onClick);
    this.element.remove();
  }

  /** The entries shown now (for window.siteDiary). */
  list(): DiaryEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  private connect(bridge: ShellBridge | null): void {
    this.unsubscribe?.();
    this.bridge = bridge;
    this.unsubscribe = bridge ? bridge.onContextChange((context) => this.setContext(context)) : null;
    this.setContext(bridge ? bridge.context : null);
  }

  private setContext(context: BridgeContext | null): void {
    this.context = context;
    const key = storageKey(context?.tenant?.id ?? null, context ? (context.org?.id ?? null) : this.standalone.orgId);
    if (key !== this.key) {
      this.key = key;
      ({ entries: this.entries, persistent: this.persistent } = loadEntries(key));
      this.problems = {};
      this.announcement = "";
    }
    this.render();
  }

  private get locale(): AppLocale {
    return this.context ? appLocale(this.context.locale) : this.standalone.locale;
  }

  private readDraft(): DiaryDraft | null {
    const form = this.element.querySelector("form");
    if (!form) return null;
    const value = (name: DiaryField) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : "";
    };
    return { date: value("date"), weather: value("weather"), workers: value("workers"), work: value("work") };
  }

  private readonly onSubmit = (event: Event) => {
    event.preventDefault();
    const draft = this.readDraft();
    if (!draft) return;
    const checked = checkDraft(draft, localDay(new Date()));
    if (!checked.ok) {
      this.problems = checked.problems;
      this.announcement = "";
      this.render(draft);
      const first = FIELDS.find((f) => this.problems[f]);
      if (first) this.element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const entry: DiaryEntry = { ...checked.fields, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, createdAt: Date.now() };
    this.entries = sortEntries([entry, ...this.entries]);
    this.persistent = saveEntries(this.key, this.entries);
    this.problems = {};
    this.announcement = fill(TEXTS[this.locale].added, { date: entry.date });
    this.bridge?.reportActivity();
    this.render({ date: entry.date, weather: entry.weather, workers: "", work: "" });
  };

  private readonly onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button[data-remove]");
    if (!button || !this.element.contains(button)) return;
    const id = button.getAttribute("data-remove");
    this.entries = this.entries.filter((e) => e.id !== id);
    this.persistent = saveEntries(this.key, this.entries);
    this.render();
    this.element.querySelector<HTMLElement>(`#${this.id}-list-title`)?.focus();
  };

  private render(draft: DiaryDraft | null = this.readDraft()): void {
    const t = TEXTS[this.locale];
    const today = localDay(new Date());
    const values: DiaryDraft = draft ?? { date: today, weather: "sunny", workers: "", work: "" };
    const field = (name: DiaryField, label: string, control: HTMLElement) => {
      const problem = this.problems[name];
      control.id = `${this.id}-${name}`;
      control.setAttribute("name", name);
      if (problem) {
        control.setAttribute("aria-invalid", "true");
        control.setAttribute("aria-describedby", `${this.id}-${name}-problem`);
      }
      return h("p", { class: "site-diary-field" }, h("label", { for: control.id }, label), control, problem ? h("span", { id: `${this.id}-${name}-problem`, class: "site-diary-problem" }, t[problem]) : null);
    };
    const date = h("input", { type: "date", max: today, required: true });
    date.value = values.date;
    const weather = h("select", null, ...WEATHER.map((w) => h("option", { value: w }, t.weathers[w])));
    weather.value = values.weather;
    const workers = h("input", { type: "number", min: 0, max: WORKERS_MAX, step: 1, inputmode: "numeric", required: true });
    workers.value = values.workers;
    const work = h("textarea", { rows: 3, maxlength: WORK_MAX, placeholder: t.workPlaceholder, required: true });
    work.value = values.work;
    const org = this.context ? this.context.org?.name : this.standalone.orgId;
    this.element.lang = this.locale;
    const children: (Node | null)[] = [
      h("h1", { id: `${this.id}-title`, tabindex: -1 }, t.title),
      h("p", { class: "site-diary-org" }, org ? fill(t.forOrg, { org }) : t.noOrg),
      this.bridge ? null : h("p", { class: "site-diary-notice", role: "note" }, t.standalone),
      h(
        "form",
        { "aria-labelledby": `${this.id}-form-title`, novalidate: true },
        h("h2", { id: `${this.id}-form-title` }, t.newEntry),
        field("date", t.date, date),
        field("weather", t.weather, weather),
        field("workers", t.workers, workers),
        field("work", t.work, work),
        h("p", null, h("button", { type: "submit" }, t.add)),
        h("p", { class: "site-diary-hint" }, this.persistent ? t.savedHere : t.notSaved),
      ),
      h("p", { class: "site-diary-sr-only", role: "status", "aria-live": "polite" }, this.announcement),
      h(
        "section",
        { "aria-labelledby": `${this.id}-list-title` },
        h("h2", { id: `${this.id}-list-title`, tabindex: -1 }, t.entries, " ", h("small", null, fill(t.count, { count: this.entries.length }))),
        this.entries.length === 0
          ? h("p", { class: "site-diary-hint" }, t.empty)
          : h(
              "ol",
              { class: "site-diary-entries" },
              ...this.entries.map((e) =>
                h(
                  "li",
                  null,
                  h("p", { class: "site-diary-meta" }, h("time", { datetime: e.date }, e.date), ` · ${t.weathers[e.weather]} · ${fill(t.workersShort, { count: e.workers })}`),
                  h("p", { class: "site-diary-work" }, e.work),
                  h("button", { type: "button", "data-remove": e.id, "aria-label": fill(t.removeEntry, { date: e.date }) }, t.remove),
                ),
              ),
            ),
      ),
      h("footer", { class: "site-diary-hint" }, fill(t.build, { version: this.version })),
    ];
    this.element.replaceChildren(...children.filter((c): c is Node => c !== null));
  }
}
