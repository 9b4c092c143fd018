/**
 * The frame of a demo product page (micro-apps/products/*): a page the portal hosts in an
 * iframe, built as an outsider builds one (its own HTML, CSS and script) and speaking to the
 * portal only through the bridge SDK over postMessage. It follows the portal's language and
 * project from the bridge context, and works on its own too (then `lang` query, the portal's
 * remembered language, or zh-CN, as every demo page).
 */
import { watchActivity } from "../../../packages/bridge/src/activity.ts";
import { watchShortcuts } from "../../../packages/bridge/src/shortcuts.ts";
import { connectToShell, type ConnectedShellBridge } from "../../../packages/bridge/src/iframe.ts";
import type { BridgeContext } from "../../../packages/bridge/src/protocol.ts";
import { h } from "../../shared/dom";
import { appLocale, pageLocale, type AppLocale, type Texts } from "../../shared/locale";
import { COMMON, type CommonTexts } from "./common-texts";

/** What a product draws with: the locale, its texts, the shared texts and the org the portal shows. */
export interface ProductView<T> {
  locale: AppLocale;
  t: T;
  common: CommonTexts;
  /** The portal's current org (a project, usually); null when opened on its own. */
  orgName: string | null;
}

export interface ProductPage<T> {
  /** A lower-case name for the page's root class and element ids. */
  name: string;
  texts: Texts<T>;
  /** The page's heading (its product's name) in a locale's texts. */
  title(t: T): string;
  /** One line under the heading: what the page is for. */
  lead(t: T): string;
  /**
   * For a page about an org above the projects (a company's): the words before the org's name
   * and the org shown when the portal names none. Default: 项目： and DEMO_PROJECT.
   */
  org?: { label(t: T): string; standalone: Texts<string> };
  /**
   * Draws the body under the heading. Called again when the portal's language or org changes;
   * the product keeps what the user chose outside of it, so a new drawing shows the same state.
   */
  draw(view: ProductView<T>): Node;
}

/** The demo project when the portal names none (the page opened on its own). */
export const DEMO_PROJECT: Texts<string> = { "zh-CN": "北京大兴国际物流园项目", en: "Beijing Daxing International Logistics Park project", "sv-SE": "Projektet Beijing Daxing internationella logistikpark" };

/**
 * Starts a product page in the document: draws it in the page's own locale at once, then, once
 * the portal answers, in the portal's locale and for its org, and again at every change.
 * Returns the function that stops it (for tests).
 */
export async function startProductPage<T>(page: ProductPage<T>, connect: () => Promise<ConnectedShellBridge> = () => connectToShell()): Promise<() => void> {
  const root = h("div", { class: `product product-${page.name}` });
  document.body.replaceChildren(root);
  let context: BridgeContext | null = null;
  let locale = pageLocale(window.location.search, document.cookie);

  const draw = () => {
    const t = page.texts[locale];
    const common = COMMON[locale];
    const orgName = context?.org?.name ?? null;
    document.documentElement.lang = locale;
    document.title = page.title(t);
    root.replaceChildren(
      h(
        "header",
        { class: "product-header" },
        h("div", { class: "product-heading" }, h("h1", null, page.title(t)), h("span", { class: "product-demo-tag" }, common.demoData)),
        h("p", { class: "product-org" }, h("span", { class: "product-org-label" }, page.org?.label(t) ?? common.project), orgName ?? (page.org?.standalone ?? DEMO_PROJECT)[locale]),
        h("p", { class: "product-lead" }, page.lead(t)),
      ),
      h("main", { class: "product-main" }, page.draw({ locale, t, common, orgName })),
    );
  };

  draw();
  let bridge: ConnectedShellBridge;
  try {
    bridge = await connect();
  } catch {
    // On its own (or framed by something that is not the portal): the page's own locale stays.
    return () => {};
  }
  const take = (next: BridgeContext) => {
    const changed = appLocale(next.locale) !== locale || next.org?.name !== context?.org?.name;
    context = next;
    locale = appLocale(next.locale);
    if (changed) draw();
  };
  context = bridge.context;
  locale = appLocale(bridge.context.locale);
  draw();
  const stopContext = bridge.onContextChange(take);
  // The portal's idle timeout cannot see what the user does in this frame: tell it.
  const stopActivity = watchActivity(bridge, { target: document });
  // The portal's menu search shortcut ("/", Ctrl+K) works in this frame too.
  const stopShortcuts = watchShortcuts(bridge);
  return () => {
    stopShortcuts();
    stopActivity();
    stopContext();
    bridge.disconnect();
  };
}

/** A table in a box of its own that scrolls sideways on a narrow screen, and can be scrolled from the keyboard. */
export function scrollingTable(label: string, table: HTMLTableElement): HTMLElement {
  return h("div", { class: "table-box", role: "region", "aria-label": label, tabindex: 0 }, table);
}

/** A status shown as words with a coloured mark (never colour alone). */
export function badge(text: string, tone: "ok" | "warn" | "bad" | "info" | "idle"): HTMLElement {
  return h("span", { class: `badge badge-${tone}` }, text);
}

/** Dates of the demo data (ISO days) as the locale writes them. */
export function formatDay(locale: AppLocale, isoDay: string): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** An amount in yuan as the locale writes it. */
export function formatYuan(locale: AppLocale, yuan: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "CNY", maximumFractionDigits: 0 }).format(yuan);
}

/** A large amount in yuan, short (亿, B, md), for a figure. */
export function formatYuanShort(locale: AppLocale, yuan: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "CNY", notation: "compact", maximumFractionDigits: 2 }).format(yuan);
}

/** A share (0–1) as a percentage in the locale. */
export function formatPercent(locale: AppLocale, share: number, digits = 0): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(share);
}

/** A labelled select whose change calls `onChange` with the chosen value. */
export function selectField(id: string, label: string, options: readonly { value: string; label: string }[], value: string, onChange: (value: string) => void): HTMLElement {
  const select = h("select", { id }, ...options.map((o) => h("option", { value: o.value, selected: o.value === value }, o.label)));
  select.addEventListener("change", () => onChange(select.value));
  return h("div", { class: "filter" }, h("label", { for: id }, label), select);
}

/** A labelled search box whose input calls `onInput` with its text. */
export function searchField(id: string, label: string, value: string, onInput: (value: string) => void): HTMLElement {
  const input = h("input", { id, type: "search", value, autocomplete: "off", maxlength: 60 });
  input.addEventListener("input", () => onInput(input.value));
  return h("div", { class: "filter" }, h("label", { for: id }, label), input);
}
