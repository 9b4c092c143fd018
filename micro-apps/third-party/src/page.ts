/**
 * A plain third-party page (no bridge): the portal frames it in third-party mode
 * (viewMode=tripartiteApp), links it as help (`?help=…`) and opens it for partner menus
 * (`?sensor=dust`, `?report=cost`, …). It shows what it was opened with and how.
 */
import { h } from "../../shared/dom";
import { fill, pageLocale, type AppLocale } from "../../shared/locale";
import { TEXTS, type PageTexts, type Topic } from "./texts";

/** What the page knows about how it was opened. */
export interface Opening {
  search: string;
  cookie: string;
  referrer: string;
  /** True when the page is in another page's frame. */
  framed: boolean;
  /** The framing page's origin where the browser tells it (location.ancestorOrigins). */
  ancestorOrigin: string | null;
  /** True when another page opened this one with window.open. */
  opened: boolean;
}

/** At most this many parameters are listed; each value is cut at VALUE_MAX characters. */
export const PARAMETERS_MAX = 30;
const VALUE_MAX = 200;
const TOPIC_PARAMETERS = ["help", "sensor", "report", "tool"] as const;

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The topic the page was opened for: the first of help, sensor, report, tool that is given. */
export function topicOf(params: URLSearchParams): { key: Topic | null; name: string; value: string } | null {
  for (const name of TOPIC_PARAMETERS) {
    const value = params.get(name);
    if (value === null || value === "") continue;
    const key = `${name}:${value}`;
    return { key: key in TEXTS.en.topics ? (key as Topic) : null, name, value };
  }
  return null;
}

function cut(value: string): string {
  return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
}

function topicSection(t: PageTexts, params: URLSearchParams): HTMLElement {
  const topic = topicOf(params);
  const known = topic?.key ? t.topics[topic.key] : null;
  const title = known?.title ?? t.generic.title;
  const about = known ? known.about : topic ? fill(t.unknownTopic, { name: topic.name, value: cut(topic.value) }) : t.generic.about;
  return h(
    "section",
    { "aria-labelledby": "topic-title", "data-topic": topic ? `${topic.name}:${cut(topic.value)}` : "" },
    h("h1", { id: "topic-title" }, title),
    h("p", null, about),
    known?.steps ? h("ol", null, ...known.steps.map((step) => h("li", null, step))) : null,
  );
}

function parametersSection(t: PageTexts, params: URLSearchParams): HTMLElement {
  const entries = [...params.entries()];
  const shown = entries.slice(0, PARAMETERS_MAX);
  return h(
    "section",
    { "aria-labelledby": "parameters-title" },
    h("h2", { id: "parameters-title" }, t.openedWith),
    shown.length === 0
      ? h("p", null, t.noParameters)
      : h(
          "table",
          { "aria-labelledby": "parameters-title" },
          h("thead", null, h("tr", null, h("th", { scope: "col" }, t.parameter), h("th", { scope: "col" }, t.value))),
          h("tbody", null, ...shown.map(([name, value]) => h("tr", null, h("th", { scope: "row" }, h("code", null, cut(name))), h("td", null, h("code", null, cut(value)))))),
        ),
    entries.length > shown.length ? h("p", { class: "note" }, fill(t.more, { count: entries.length - shown.length })) : null,
  );
}

function openingSection(t: PageTexts, opening: Opening): HTMLElement {
  const referrer = originOf(opening.referrer);
  const framer = opening.ancestorOrigin ? originOf(opening.ancestorOrigin) : referrer;
  const how = opening.framed ? (framer ? fill(t.framedBy, { origin: framer }) : t.framedByUnknown) : opening.opened ? t.openedByPage : t.ownWindow;
  return h(
    "section",
    { "aria-labelledby": "opening-title" },
    h("h2", { id: "opening-title" }, t.howOpened),
    h("ul", null, h("li", { "data-testid": "opening" }, how), h("li", null, referrer ? fill(t.referrer, { origin: referrer }) : t.noReferrer)),
  );
}

/** Draws the page into `root` in the language of `lang` (else the portal's cookie, else zh-CN). */
export function renderThirdPartyPage(root: HTMLElement, opening: Opening): AppLocale {
  const locale = pageLocale(opening.search, opening.cookie);
  const t = TEXTS[locale];
  const params = new URLSearchParams(opening.search);
  const document = root.ownerDocument;
  document.documentElement.lang = locale;
  const topic = topicOf(params);
  document.title = `${topic?.key ? t.topics[topic.key].title : t.generic.title} · ${t.site}`;
  root.replaceChildren(
    h("header", { class: "site-header" }, h("span", { class: "site-mark", "aria-hidden": "true" }), h("span", null, t.site)),
    h("main", { class: "site-main" }, topicSection(t, params), h("p", { class: "note" }, t.noBridge), parametersSection(t, params), openingSection(t, opening)),
  );
  return locale;
}
