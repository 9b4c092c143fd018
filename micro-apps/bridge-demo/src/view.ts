import type { BridgeContext, MessageLevel } from "../../../packages/bridge/src/protocol.ts";
import { h } from "../../shared/dom";
import { fill, type AppLocale } from "../../shared/locale";
import { TEXTS, type DemoTexts, type KnownView } from "./texts";

export type Status =
  | { kind: "connecting" }
  | { kind: "connected"; origin: string }
  | { kind: "standalone" }
  | { kind: "no-answer"; detail: string };

export interface DemoForm {
  productCode: string;
  menuCode: string;
  path: string;
  title: string;
  level: MessageLevel;
  text: string;
}

export interface DemoState {
  locale: AppLocale;
  /** The view the page was opened for (null when none is known). */
  view: string | null;
  status: Status;
  context: BridgeContext | null;
  contextChanges: number;
  contextAt: Date | null;
  activityAt: Date | null;
  notice: { kind: "sent" | "refused"; text: string } | null;
  form: DemoForm;
}

export interface DemoActions {
  openWorkbench(): void;
  openByCode(): void;
  navigate(): void;
  retitle(): void;
  closeTab(): void;
  showMessage(): void;
  track(): void;
}

const KNOWN_VIEWS: readonly string[] = ["diagnostics", "analysis", "system-job"] satisfies KnownView[];
const LEVELS: readonly MessageLevel[] = ["success", "info", "warning", "error"];

export function textsOf(state: Pick<DemoState, "locale">): DemoTexts {
  return TEXTS[state.locale];
}

export function timeText(locale: AppLocale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(date);
}

/** The name and description of a view, in the page's language. */
export function viewTexts(t: DemoTexts, view: string | null): { name: string; about: string } {
  if (view && KNOWN_VIEWS.includes(view)) return t.views[view as KnownView];
  return { name: fill(t.otherView, { view: view ?? "—" }), about: t.otherViewAbout };
}

function statusLine(t: DemoTexts, status: Status): HTMLElement {
  switch (status.kind) {
    case "connecting":
      return h("p", { class: "status", role: "status" }, t.connecting);
    case "connected":
      return h("p", { class: "status status-ok", role: "status" }, fill(t.connected, { origin: status.origin }));
    case "standalone":
      return h(
        "section",
        { class: "standalone", role: "alert", "aria-labelledby": "standalone-title" },
        h("h2", { id: "standalone-title" }, t.standaloneTitle),
        h("p", null, t.standalone),
        h("a", { href: "/portal/1/", class: "button" }, t.openPortal),
      );
    case "no-answer":
      return h(
        "section",
        { class: "standalone", role: "alert", "aria-labelledby": "standalone-title" },
        h("h2", { id: "standalone-title" }, t.standaloneTitle),
        h("p", null, fill(t.noAnswer, { detail: status.detail })),
        h("a", { href: "/portal/1/", class: "button", target: "_top" }, t.openPortal),
      );
  }
}

function row(label: string, ...value: (Node | string)[]): HTMLElement[] {
  return [h("dt", null, label), h("dd", null, ...value)];
}

function contextList(t: DemoTexts, context: BridgeContext): HTMLElement {
  const { tenant, org, identity, user, menu, theme } = context;
  const identityText = identity
    ? [
        identity.type === "tenant" ? t.identityTenant : t.identityParticipant,
        identity.externalEntityId ? ` · ${identity.externalEntityId}` : "",
        identity.participantOrgId ? ` · ${fill(t.participant, { id: identity.participantOrgId })}` : "",
      ].join("")
    : t.none;
  const swatch = (label: string, colour: string) =>
    h("li", null, h("span", { class: "swatch", "data-colour": colour, "aria-hidden": "true" }), `${label}: `, h("code", null, colour));
  return h(
    "dl",
    { class: "context", "data-testid": "bridge-context" },
    ...row(t.tenant, tenant ? `${tenant.name} (${tenant.id})` : t.none),
    ...row(t.org, org ? `${org.name} (${org.type})` : t.none, org ? h("br") : "", org ? h("code", null, org.fullId) : ""),
    ...row(t.identity, identityText),
    ...row(t.user, user ? `${user.nickname} (${user.id})` : t.none),
    ...row(t.locale, context.locale),
    ...row(t.menu, menu ? `${menu.name} · ${menu.productCode} / ${menu.code} · #${menu.id}` : t.none),
    ...row(
      t.theme,
      h(
        "ul",
        { class: "swatches" },
        swatch(t.colorPrimary, theme.colorPrimary),
        swatch(t.headerBg, theme.headerBg),
        swatch(t.headerColor, theme.headerColor),
        swatch(t.siderBg, theme.siderBg),
      ),
    ),
  );
}

function field(id: string, label: string, value: string, onInput: (value: string) => void, attributes: Record<string, string | number> = {}): HTMLElement {
  const input = h("input", { id, name: id, value, autocomplete: "off", ...attributes });
  input.addEventListener("input", () => onInput(input.value));
  return h("p", { class: "field" }, h("label", { for: id }, label), input);
}

function button(label: string, onClick: () => void, attributes: Record<string, string | boolean | undefined> = {}): HTMLButtonElement {
  const element = h("button", { type: "button", ...attributes }, label);
  element.addEventListener("click", onClick);
  return element;
}

function actionsSection(t: DemoTexts, state: DemoState, actions: DemoActions): HTMLElement {
  const { form } = state;
  const canTrack = Boolean(state.context?.menu?.code);
  const level = h(
    "select",
    { id: "message-level", name: "message-level" },
    ...LEVELS.map((value) => h("option", { value, selected: value === form.level }, t.levels[value])),
  );
  level.addEventListener("change", () => {
    form.level = level.value as MessageLevel;
  });
  return h(
    "section",
    { class: "actions", "aria-labelledby": "actions-title" },
    h("h2", { id: "actions-title" }, t.actionsTitle),
    h("div", { class: "group" }, button(t.openWorkbench, actions.openWorkbench), button(t.closeTab, actions.closeTab)),
    h(
      "fieldset",
      null,
      h("legend", null, t.openByCode),
      field("product-code", t.productCode, form.productCode, (value) => (form.productCode = value)),
      field("menu-code", t.menuCode, form.menuCode, (value) => (form.menuCode = value)),
      button(t.open, actions.openByCode),
    ),
    h("fieldset", null, h("legend", null, t.navigateTitle), field("portal-path", t.path, form.path, (value) => (form.path = value)), button(t.navigate, actions.navigate)),
    h("fieldset", null, h("legend", null, t.retitleTitle), field("tab-title", t.tabTitle, form.title, (value) => (form.title = value)), button(t.retitle, actions.retitle)),
    h(
      "fieldset",
      null,
      h("legend", null, t.messageTitle),
      h("p", { class: "field" }, h("label", { for: "message-level" }, t.level), level),
      field("message-text", t.text, form.text, (value) => (form.text = value)),
      button(t.show, actions.showMessage),
    ),
    h(
      "div",
      { class: "group" },
      button(t.track, actions.track, { disabled: !canTrack, "aria-describedby": canTrack ? undefined : "track-note" }),
      canTrack ? null : h("span", { id: "track-note", class: "note" }, t.trackNoMenu),
    ),
  );
}

/** The live line under the actions: what was last sent, or why the bridge refused it. */
export function noticeLine(state: DemoState): HTMLElement {
  const notice = state.notice;
  return h("p", { class: `notice${notice?.kind === "refused" ? " notice-error" : ""}`, role: "status", "aria-live": "polite", "data-testid": "bridge-notice" }, notice?.text ?? "");
}

export function activityLine(state: DemoState): HTMLElement {
  const t = textsOf(state);
  return h("p", { class: "note", "data-testid": "bridge-activity" }, state.activityAt ? fill(t.activity, { time: timeText(state.locale, state.activityAt) }) : t.activityNever);
}

/** Applies the portal's theme tokens (already checked to be colours by the SDK) to the page. */
function applyTheme(root: HTMLElement, context: BridgeContext | null) {
  const theme = context?.theme;
  root.style.setProperty("--accent", theme?.colorPrimary ?? "#268DFF");
  root.style.setProperty("--header-bg", theme?.headerBg ?? "#002366");
  root.style.setProperty("--header-color", theme?.headerColor ?? "#ffffff");
  root.style.setProperty("--sider-bg", theme?.siderBg ?? "#ffffff");
  for (const element of root.querySelectorAll<HTMLElement>("[data-colour]")) element.style.background = element.dataset.colour ?? "";
}

/** Draws the whole page into `root` from the state. */
export function renderDemo(root: HTMLElement, state: DemoState, actions: DemoActions): void {
  const t = textsOf(state);
  const view = viewTexts(t, state.view);
  const document = root.ownerDocument;
  document.documentElement.lang = state.locale;
  document.title = view.name === t.title ? t.title : `${view.name} · ${t.title}`;
  const connected = state.status.kind === "connected" && state.context;
  root.replaceChildren(
    h(
      "header",
      { class: "app-header" },
      h("h1", null, t.title),
      h("p", { class: "view", "data-testid": "bridge-view", "data-view": state.view ?? "" }, fill(t.viewLabel, { view: view.name })),
    ),
    h(
      "main",
      { class: "app-main" },
      statusLine(t, state.status),
      h("p", { class: "about" }, view.about),
      connected && state.context
        ? h(
            "section",
            { "aria-labelledby": "context-title" },
            h("h2", { id: "context-title" }, t.contextTitle),
            contextList(t, state.context),
            state.contextAt ? h("p", { class: "note", "data-testid": "bridge-context-changes" }, fill(t.contextUpdated, { count: state.contextChanges, time: timeText(state.locale, state.contextAt) })) : null,
          )
        : null,
      connected ? actionsSection(t, state, actions) : null,
      connected ? noticeLine(state) : null,
      connected ? activityLine(state) : null,
    ),
  );
  applyTheme(root, state.context);
}
