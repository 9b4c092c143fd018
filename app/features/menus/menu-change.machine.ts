import type { MenuSelectDecision } from "./menu-select.rules.ts";

/**
 * The menu change as a state machine (SPEC §4 Menu select, ADR 015 "A menu change shows at
 * once; the URL and the page data follow"). `menuChange(state, event)` is pure: it returns the
 * next state and the effects, as data, that the portal performs (use-menu-select.ts turns what
 * the browser and the router do into events and performs the effects). Every decision about a
 * change of menu is made here; the cases are the table in
 * tests/unit/menu-change-machine.test.ts.
 *
 * What shows (`Shown`), the states:
 * - `url`    the URL's menu shows; nothing is ahead of it;
 * - `ahead`  a chosen menu shows ahead of the URL (its tab and pane), and its navigation waits
 *            for that frame to be painted;
 * - `sent`   the menu shown ahead was sent to the URL; it shows until the URL reaches it (sent
 *            once more if the URL moves elsewhere first, see `resent`).
 *
 * Each change under way (`Change`) is `painting` (shown ahead, waiting for the frame),
 * `asking` (a leave guard is asked first, nothing shows ahead) or `sent`. A change is *held*
 * by its menu while asking for that menu again joins it (a press, then its click); a change
 * dropped (the URL's menu chosen again) or overtaken (another menu chosen) is let go: it is
 * never sent, and choosing its menu again is a change of its own.
 *
 * The events: `choose` (a menu already decided on: a tab, home, the default menu, a sub-app's
 * request), `select` (a menu the rules decided on: header, left menu, search, collections),
 * `missing` (no home or default menu to go to), `painted`, `guardsAnswered`,
 * `navigationFailed`, `urlCommitted` (a render of the URL committed) and `urlArrived` (the
 * URL, or its query, moved: a navigation completed, back or forward, another org or language).
 */

/** What a selection did (for callers that show or restore something, e.g. a menu's highlight). */
export type MenuSelectOutcome = "none" | "ignored" | "aborted" | "navigated" | "window" | "forbidden" | "notFound" | "missing";

/** What the tab bar and the content show. */
export type Shown =
  /** The URL's menu. */
  | { at: "url" }
  /** A chosen menu, ahead of the URL; its navigation waits for the painted frame. */
  | { at: "ahead"; menuId: string }
  /** A menu shown ahead whose navigation was sent: it shows until the URL reaches it. */
  | { at: "sent"; menuId: string };

/** One who asked for a change and waits for its outcome. */
export interface Waiter {
  request: number;
  /** What a completed change reads as for this asker: a not-found page reached by a selection says "notFound". */
  navigated: "navigated" | "notFound";
}

/** A change of menu under way. */
export interface Change {
  /** The request that started it. */
  id: number;
  menuId: string;
  /** The navigation replaces the history entry. */
  replace: boolean;
  step: "painting" | "asking" | "sent";
  /** Asking for its menu again joins it. A sent change is kept only while held. */
  held: boolean;
  /** Those waiting for its outcome (answered when it is sent, aborted or given up). */
  waiters: readonly Waiter[];
}

/** A selection of the forbidden page waiting for the leave guards (it is never shown ahead nor joined). */
export interface ForbiddenAsk {
  request: number;
  menuId: string;
  /** The rules' message shown first, when the guards agree. */
  message: string | null;
}

export interface MenuChangeState {
  /** The URL's menu as committed (a render of a navigation may be dropped for a newer one). */
  url: string;
  shown: Shown;
  /**
   * The menu shown ahead that was sent once more after the URL moved elsewhere: if the URL ends
   * elsewhere again (the menu redirected), the URL's menu shows. Forgotten when a menu shown
   * ahead ends with the URL's move.
   */
  resent: string | null;
  /** Times the URL's own menu was chosen again while another was shown ahead (its tab reopens). */
  returns: number;
  changes: readonly Change[];
  forbidden: readonly ForbiddenAsk[];
}

export type MenuChangeEvent =
  /** A menu already decided on. `from`: the URL's menu as the asker saw it; `guarded`: a leave guard is registered. */
  | { type: "choose"; request: number; menuId: string; replace?: boolean; from: string; guarded: boolean }
  /** A menu the rules decided on (SPEC §4 Menu select; an application already stands for its first menu). */
  | { type: "select"; request: number; decision: MenuSelectDecision; from: string; guarded: boolean }
  /** Going home or to the default menu when there is none: the rules' message (SPEC §8). */
  | { type: "missing"; request: number; message: string }
  /** The frame showing a change ahead was painted and the browser found an idle moment. */
  | { type: "painted"; change: number }
  /** The leave guards answered a request (a refusal, a rejection or a throw is `agreed: false`). */
  | { type: "guardsAnswered"; request: number; agreed: boolean }
  /** The router threw on a change's navigation. */
  | { type: "navigationFailed"; change: number }
  /** A render with the URL's menu was committed. */
  | { type: "urlCommitted"; menuId: string }
  /** After that render, or after a change of the page's query (another org or language): the URL is on `menuId`. */
  | { type: "urlArrived"; menuId: string };

export type MenuChangeEffect =
  /** Wait for the next painted frame and an idle moment (at most 300 ms), then `painted`. */
  | { kind: "waitForPaint"; change: number }
  /** Ask the leave guards about leaving `from` for `to`, then `guardsAnswered`. */
  | { kind: "askGuards"; request: number; from: string; to: string }
  /** Go to /portal/{menuId}/ (the leave guards agreed or are not asked). `change`: the change it sends. */
  | { kind: "navigate"; menuId: string; replace: boolean; change?: number }
  /** A detached menu's browser window. */
  | { kind: "openWindow"; url: string; target: "_self" | "_blank" }
  /** A message of SPEC §8, by the rules' name. */
  | { kind: "say"; level: "warning" | "error"; message: string }
  /** A request's outcome. */
  | { kind: "answer"; request: number; outcome: MenuSelectOutcome };

export interface MenuChangeStep {
  state: MenuChangeState;
  effects: readonly MenuChangeEffect[];
}

const AT_URL: Shown = { at: "url" };

/** Nothing under way: the URL's menu shows. */
export function initialMenuChange(url: string): MenuChangeState {
  return { url, shown: AT_URL, resent: null, returns: 0, changes: [], forbidden: [] };
}

/** The menu shown ahead of the URL, or null when the URL's menu is the one shown. */
export function shownAheadOf(state: MenuChangeState): string | null {
  return state.shown.at === "url" ? null : state.shown.menuId;
}

const answer = (request: number, outcome: MenuSelectOutcome): MenuChangeEffect => ({ kind: "answer", request, outcome });

function answers(change: Change, outcome: MenuSelectOutcome): MenuChangeEffect[] {
  return change.waiters.map((waiter) => answer(waiter.request, outcome === "navigated" ? waiter.navigated : outcome));
}

/** Changes still waiting for their frame or their guards stay; a sent one stays while held. */
function tidy(changes: readonly Change[]): Change[] {
  return changes.filter((change) => change.held || change.step !== "sent");
}

/** The change held by `menuId` is let go: it is not joined again (and a sent one is done). */
function letGo(changes: readonly Change[], menuId: string): Change[] {
  return tidy(changes.map((change) => (change.held && change.menuId === menuId ? { ...change, held: false } : change)));
}

function without(changes: readonly Change[], id: number): Change[] {
  return changes.filter((change) => change.id !== id);
}

/** SPEC §4 Menu select, ADR 015: the next state of the menu change and what to do. */
export function menuChange(state: MenuChangeState, event: MenuChangeEvent): MenuChangeStep {
  switch (event.type) {
    case "choose":
      return choose(state, { request: event.request, navigated: "navigated" }, event.menuId, event.replace === true, event.from, event.guarded);
    case "select":
      return select(state, event);
    case "missing":
      return { state, effects: [{ kind: "say", level: "error", message: event.message }, answer(event.request, "missing")] };
    case "painted":
      return painted(state, event.change);
    case "guardsAnswered":
      return guardsAnswered(state, event.request, event.agreed);
    case "navigationFailed":
      return { state: { ...state, changes: without(state.changes, event.change) }, effects: [] };
    case "urlCommitted":
      return { state: state.url === event.menuId ? state : { ...state, url: event.menuId }, effects: [] };
    case "urlArrived":
      return urlArrived(state, event.menuId);
  }
}

function choose(state: MenuChangeState, waiter: Waiter, menuId: string, replace: boolean, from: string, guarded: boolean): MenuChangeStep {
  const { request } = waiter;
  // The same change asked for again (a press, then its click) joins the one under way. A sent
  // change is joined only while its menu is the one shown: once another menu shows ahead, its
  // navigation is overtaken, and choosing its menu again is a change of its own.
  const held = state.changes.find((change) => change.held && change.menuId === menuId && (change.step !== "sent" || shownAheadOf(state) === menuId));
  if (held) {
    if (held.step === "sent") return { state, effects: [answer(request, waiter.navigated)] };
    const joined: Change = { ...held, waiters: [...held.waiters, waiter] };
    return { state: { ...state, changes: state.changes.map((change) => (change === held ? joined : change)) }, effects: [] };
  }
  if (menuId === from && state.shown.at === "ahead" && state.shown.menuId !== menuId) {
    // Back to the URL's menu before the change shown ahead was sent (its tab closed, say): that
    // change is dropped, and choosing its menu again is a new change, not a join of the dropped one.
    return {
      state: { ...state, shown: AT_URL, returns: state.returns + 1, changes: letGo(state.changes, state.shown.menuId) },
      effects: [answer(request, "none")],
    };
  }
  // Once a change shown ahead was sent, the URL is about to leave this menu: going back is a change too.
  if (menuId === from && state.shown.at === "url") return { state, effects: [answer(request, "none")] };
  const change: Change = { id: request, menuId, replace, step: guarded ? "asking" : "painting", held: true, waiters: [waiter] };
  // With a leave guard, nothing shows before the guards agree.
  if (guarded) return { state: { ...state, changes: [...state.changes, change] }, effects: [{ kind: "askGuards", request, from, to: menuId }] };
  // A change shown ahead and not yet sent is overtaken by this one: it will not be sent.
  const changes = state.shown.at === "ahead" && state.shown.menuId !== menuId ? letGo(state.changes, state.shown.menuId) : state.changes;
  return { state: { ...state, shown: { at: "ahead", menuId }, changes: [...changes, change] }, effects: [{ kind: "waitForPaint", change: request }] };
}

function select(state: MenuChangeState, event: Extract<MenuChangeEvent, { type: "select" }>): MenuChangeStep {
  const { request, decision, from, guarded } = event;
  switch (decision.kind) {
    case "none":
      // The URL's menu: shown again if another is shown ahead of the URL meanwhile.
      return choose(state, { request, navigated: "navigated" }, from, false, from, guarded);
    case "ignore":
    case "openApplication":
      return { state, effects: [answer(request, "ignored")] };
    case "openWindow":
      return { state, effects: [{ kind: "openWindow", url: decision.url, target: decision.target }, answer(request, "window")] };
    case "forbidden": {
      const say: MenuChangeEffect[] = decision.message ? [{ kind: "say", level: "warning", message: decision.message }] : [];
      if (decision.menuId === from) return { state, effects: [...say, answer(request, "forbidden")] };
      // The guards first, so an aborted selection shows no message; then the message, then the page.
      return {
        state: { ...state, forbidden: [...state.forbidden, { request, menuId: decision.menuId, message: decision.message }] },
        effects: [{ kind: "askGuards", request, from, to: decision.menuId }],
      };
    }
    case "notFound":
      return choose(state, { request, navigated: "notFound" }, decision.menuId, false, from, guarded);
    case "navigate":
      return choose(state, { request, navigated: "navigated" }, decision.menuId, false, from, guarded);
  }
}

function painted(state: MenuChangeState, id: number): MenuChangeStep {
  const change = state.changes.find((candidate) => candidate.id === id && candidate.step === "painting");
  if (!change) return { state, effects: [] };
  if (change.held && shownAheadOf(state) === change.menuId) return send(state, change);
  // Another change came meanwhile, or this one was dropped (a newer change to the same menu may
  // be shown by now): that one goes on in this one's place, and this one is never sent.
  return { state: { ...state, changes: without(state.changes, id) }, effects: answers(change, "navigated") };
}

function guardsAnswered(state: MenuChangeState, request: number, agreed: boolean): MenuChangeStep {
  const change = state.changes.find((candidate) => candidate.id === request && candidate.step === "asking");
  if (change) {
    if (agreed) return send(state, change);
    return { state: { ...state, changes: without(state.changes, request) }, effects: answers(change, "aborted") };
  }
  const ask = state.forbidden.find((candidate) => candidate.request === request);
  if (!ask) return { state, effects: [] };
  const forbidden = state.forbidden.filter((candidate) => candidate !== ask);
  if (!agreed) return { state: { ...state, forbidden }, effects: [answer(request, "aborted")] };
  const say: MenuChangeEffect[] = ask.message ? [{ kind: "say", level: "warning", message: ask.message }] : [];
  return { state: { ...state, forbidden }, effects: [...say, { kind: "navigate", menuId: ask.menuId, replace: false }, answer(request, "forbidden")] };
}

function send(state: MenuChangeState, change: Change): MenuChangeStep {
  // This navigation cancels any sent before it: those will not reach the URL, so they are let go.
  let changes: Change[] = state.changes.map((candidate) =>
    candidate.id === change.id ? { ...candidate, step: "sent", waiters: [] } : candidate.step === "sent" ? { ...candidate, held: false } : candidate,
  );
  let shown = state.shown;
  // A menu shown ahead and overtaken by this change (a guarded one) is not joined again.
  if (shown.at !== "url" && shown.menuId !== change.menuId) changes = letGo(changes, shown.menuId);
  if (change.menuId === state.url) {
    // The URL is on this menu already: this navigation cancels any still going elsewhere, and
    // the URL will not move, so nothing is left under way or shown ahead.
    changes = changes.map((candidate) => (candidate.step === "sent" ? { ...candidate, held: false } : candidate));
    shown = AT_URL;
  } else if (shown.at !== "url") {
    // Shown from now on, until the URL reaches it (an earlier change's navigation is cancelled).
    shown = { at: "sent", menuId: change.menuId };
  }
  return {
    state: { ...state, shown, changes: tidy(changes) },
    effects: [{ kind: "navigate", menuId: change.menuId, replace: change.replace, change: change.id }, ...answers(change, "navigated")],
  };
}

function urlArrived(state: MenuChangeState, menuId: string): MenuChangeStep {
  let { shown, resent } = state;
  const effects: MenuChangeEffect[] = [];
  if (shown.at === "sent") {
    if (shown.menuId === menuId || resent === shown.menuId) {
      // The URL reached the menu shown ahead, or a menu sent once more ended elsewhere again (it
      // redirected): the URL's menu is the one shown.
      shown = AT_URL;
      resent = null;
    } else {
      // The URL moved elsewhere after the change was sent (an earlier navigation completed after
      // it, or it was lost): it is sent once more.
      resent = shown.menuId;
      effects.push({ kind: "navigate", menuId: shown.menuId, replace: false });
    }
  }
  // The changes sent are done, but the one still shown ahead of the URL; a change not yet sent
  // (chosen while an earlier navigation was still completing) stays shown and goes on.
  const ahead = shown.at === "url" ? null : shown.menuId;
  const changes = tidy(state.changes.map((change) => (change.step === "sent" && change.held && (change.menuId === menuId || change.menuId !== ahead) ? { ...change, held: false } : change)));
  return { state: { ...state, url: menuId, shown, resent, changes }, effects };
}
