import { describe, expect, it } from "vitest";
import { FORBIDDEN_MENU_ID, HOME_MENU_NOT_FOUND, NO_PERMISSION_CONTACT_ADMIN, NOT_FOUND_MENU_ID } from "#app/kit/constants.ts";
import { initialMenuChange, menuChange, type Change, type MenuChangeEffect, type MenuChangeEvent, type MenuChangeState, type Waiter } from "#app/features/menus/menu-change.machine.ts";

/**
 * The menu change, case by case (ADR 015 "A menu change shows at once; the URL and the page
 * data follow", decisions 4 and 5; SPEC §4 Menu select). Each row: the state before, one
 * event, and the state and effects after. The URL's menu is "home" unless a row says
 * otherwise; "diary", "overview" and "cost" are other menus.
 */

const at = (url: string, rest: Partial<MenuChangeState> = {}): MenuChangeState => ({ ...initialMenuChange(url), ...rest });
const ahead = (menuId: string) => ({ at: "ahead", menuId }) as const;
const sentAhead = (menuId: string) => ({ at: "sent", menuId }) as const;
const waiting = (...requests: number[]): Waiter[] => requests.map((request) => ({ request, navigated: "navigated" }));

const painting = (id: number, menuId: string, rest: Partial<Change> = {}): Change => ({ id, menuId, replace: false, step: "painting", held: true, waiters: waiting(id), ...rest });
const asking = (id: number, menuId: string, rest: Partial<Change> = {}): Change => ({ ...painting(id, menuId), step: "asking", ...rest });
const sent = (id: number, menuId: string, rest: Partial<Change> = {}): Change => ({ ...painting(id, menuId), step: "sent", waiters: [], ...rest });

const choose = (request: number, menuId: string, rest: { from?: string; guarded?: boolean; replace?: boolean } = {}): MenuChangeEvent => ({ type: "choose", request, menuId, from: "home", guarded: false, ...rest });
const answer = (request: number, outcome: Extract<MenuChangeEffect, { kind: "answer" }>["outcome"]): MenuChangeEffect => ({ kind: "answer", request, outcome });
const navigate = (menuId: string, change?: number, replace = false): MenuChangeEffect => (change === undefined ? { kind: "navigate", menuId, replace } : { kind: "navigate", menuId, replace, change });

const NOT_FOUND = NOT_FOUND_MENU_ID;
const FORBIDDEN = FORBIDDEN_MENU_ID;

interface Row {
  case: string;
  given: MenuChangeState;
  event: MenuChangeEvent;
  state: MenuChangeState;
  effects: MenuChangeEffect[];
}

const ROWS: Row[] = [
  // A change with no leave guard: shown ahead, sent after the painted frame, ended by the URL.
  {
    case: "a menu chosen with no leave guard shows ahead of the URL at once and waits for the painted frame (ADR 015 decision 4)",
    given: at("home"),
    event: choose(1, "diary"),
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    effects: [{ kind: "waitForPaint", change: 1 }],
  },
  {
    case: "once its frame is painted the change shown ahead is sent, and stays joinable until the URL moves (ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: { type: "painted", change: 1 },
    state: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    effects: [navigate("diary", 1), answer(1, "navigated")],
  },
  {
    case: "a change asked to replace the history entry is sent replacing it (ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary", { replace: true })] }),
    event: { type: "painted", change: 1 },
    state: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary", { replace: true })] }),
    effects: [navigate("diary", 1, true), answer(1, "navigated")],
  },
  {
    case: "the URL reaching the menu shown ahead ends the change: the URL's menu shows (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: { type: "urlArrived", menuId: "diary" },
    state: at("diary"),
    effects: [],
  },
  {
    case: "the URL's own menu chosen with nothing shown ahead does nothing (SPEC §4 Menu select; ADR 015 decision 4)",
    given: at("home"),
    event: choose(1, "home"),
    state: at("home"),
    effects: [answer(1, "none")],
  },

  // A change asked for again joins the one under way.
  {
    case: "the same menu asked for again while it waits for its frame (a press, then its click) joins the change (ADR 015 decisions 4 and 5)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: choose(2, "diary"),
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary", { waiters: waiting(1, 2) })] }),
    effects: [],
  },
  {
    case: "the same menu asked for again after it was sent, before the URL moved, joins it: no second navigation (ADR 015 decision 5)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: choose(2, "diary"),
    state: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    effects: [answer(2, "navigated")],
  },

  // A second menu chosen before the first was sent, or before the URL settled.
  {
    case: "a second menu chosen before the first was sent overtakes it: the second shows, the first is let go (ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: choose(2, "overview"),
    state: at("home", { shown: ahead("overview"), changes: [painting(1, "diary", { held: false }), painting(2, "overview")] }),
    effects: [{ kind: "waitForPaint", change: 2 }],
  },
  {
    case: "the overtaken change's frame comes: it is never sent, and its askers hear it went on (ADR 015 decision 4)",
    given: at("home", { shown: ahead("overview"), changes: [painting(1, "diary", { held: false, waiters: waiting(1, 3) }), painting(2, "overview")] }),
    event: { type: "painted", change: 1 },
    state: at("home", { shown: ahead("overview"), changes: [painting(2, "overview")] }),
    effects: [answer(1, "navigated"), answer(3, "navigated")],
  },
  {
    case: "a menu chosen again after another overtook it, before it was sent, is a change of its own, not a join of the overtaken one (ADR 015 decision 4)",
    given: at("home", { shown: ahead("overview"), changes: [painting(1, "diary", { held: false }), painting(2, "overview")] }),
    event: choose(3, "diary"),
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary", { held: false }), painting(2, "overview", { held: false }), painting(3, "diary")] }),
    effects: [{ kind: "waitForPaint", change: 3 }],
  },
  {
    case: "a second menu chosen after the first was sent, before the URL settled, shows ahead at once; the first stays held until the URL moves (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: choose(2, "overview"),
    state: at("home", { shown: ahead("overview"), changes: [sent(1, "diary"), painting(2, "overview")] }),
    effects: [{ kind: "waitForPaint", change: 2 }],
  },
  {
    case: "the first change's navigation completing does not end the second, chosen meanwhile: it stays shown and goes on (ADR 015 decision 4)",
    given: at("home", { shown: ahead("overview"), changes: [sent(1, "diary"), painting(2, "overview")] }),
    event: { type: "urlArrived", menuId: "diary" },
    state: at("diary", { shown: ahead("overview"), changes: [painting(2, "overview")] }),
    effects: [],
  },

  // Back to the URL's own menu (a tab closed before the URL followed it).
  {
    case: "the URL's menu chosen before the change shown ahead was sent (its tab closed) drops that change, and the URL's menu shows again with its tab (ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: choose(2, "home"),
    state: at("home", { returns: 1, changes: [painting(1, "diary", { held: false })] }),
    effects: [answer(2, "none")],
  },
  {
    case: "a tab closed before the URL followed it stays closed: the dropped change's frame sends nothing (ADR 015 decision 4)",
    given: at("home", { returns: 1, changes: [painting(1, "diary", { held: false })] }),
    event: { type: "painted", change: 1 },
    state: at("home", { returns: 1 }),
    effects: [answer(1, "navigated")],
  },
  {
    case: "a menu reopened right after its tab was closed, before the URL followed, is a change of its own and shows (ADR 015 decision 4)",
    given: at("home", { returns: 1, changes: [painting(1, "diary", { held: false })] }),
    event: choose(2, "diary"),
    state: at("home", { returns: 1, shown: ahead("diary"), changes: [painting(1, "diary", { held: false }), painting(2, "diary")] }),
    effects: [{ kind: "waitForPaint", change: 2 }],
  },
  {
    case: "the URL's menu chosen once the change shown ahead was sent is a change too: the URL is about to leave it (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: choose(2, "home"),
    state: at("home", { shown: ahead("home"), changes: [sent(1, "diary"), painting(2, "home")] }),
    effects: [{ kind: "waitForPaint", change: 2 }],
  },
  {
    case: "a press and its click on the URL's tab while another change is completing are one change: the click joins, it does not drop the press's change (ADR 015 decision 5)",
    given: at("home", { shown: ahead("home"), changes: [sent(1, "diary"), painting(2, "home")] }),
    event: choose(3, "home"),
    state: at("home", { shown: ahead("home"), changes: [sent(1, "diary"), painting(2, "home", { waiters: waiting(2, 3) })] }),
    effects: [],
  },
  {
    case: "a change sent to the URL's own menu while another navigation is pending cancels it: the URL stays, nothing is left shown ahead or joinable (ADR 015 decision 4)",
    given: at("home", { shown: ahead("home"), changes: [sent(1, "diary"), painting(2, "home")] }),
    event: { type: "painted", change: 2 },
    state: at("home"),
    effects: [navigate("home", 2), answer(2, "navigated")],
  },

  // The URL moving elsewhere (an earlier navigation, back or forward, another org).
  {
    case: "an earlier navigation completing after the change was sent moves the URL elsewhere: the change is sent once more (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: { type: "urlArrived", menuId: "overview" },
    state: at("overview", { shown: sentAhead("diary"), resent: "diary", changes: [sent(1, "diary")] }),
    effects: [navigate("diary")],
  },
  {
    case: "a change sent once more that ends elsewhere again (the menu redirected) gives way: the URL's menu shows (ADR 015 decision 4)",
    given: at("overview", { shown: sentAhead("diary"), resent: "diary", changes: [sent(1, "diary")] }),
    event: { type: "urlArrived", menuId: "cost" },
    state: at("cost"),
    effects: [],
  },
  {
    case: "back or forward while a change waits for its frame: the change stays shown and goes on (ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: { type: "urlArrived", menuId: "overview" },
    state: at("overview", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    effects: [],
  },
  {
    case: "another org or language chosen while a sent change has not reached the URL (the query moved, the menu did not): the change is sent once more (ADR 015 decisions 1 and 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: { type: "urlArrived", menuId: "home" },
    state: at("home", { shown: sentAhead("diary"), resent: "diary", changes: [sent(1, "diary")] }),
    effects: [navigate("diary")],
  },
  {
    case: "a render of the URL is read as committed: later changes compare with the committed menu (ADR 015 decision 4)",
    given: at("home", { changes: [asking(1, "diary")] }),
    event: { type: "urlCommitted", menuId: "diary" },
    state: at("diary", { changes: [asking(1, "diary")] }),
    effects: [],
  },

  // With a leave guard (unsaved changes, say): nothing shows before the guards agree.
  {
    case: "with a leave guard (unsaved changes) nothing shows ahead: the guards are asked first (SPEC §4 Menu select; ADR 015 decision 4)",
    given: at("home"),
    event: choose(1, "diary", { guarded: true }),
    state: at("home", { changes: [asking(1, "diary")] }),
    effects: [{ kind: "askGuards", request: 1, from: "home", to: "diary" }],
  },
  {
    case: "the same menu asked for again while its guards are asked (a press, then its click) joins: the guard is asked once (ADR 015 decision 5)",
    given: at("home", { changes: [asking(1, "diary")] }),
    event: choose(2, "diary", { guarded: true }),
    state: at("home", { changes: [asking(1, "diary", { waiters: waiting(1, 2) })] }),
    effects: [],
  },
  {
    case: "a leave guard refuses: the change is aborted for all who asked, the previous menu stays, its menu is free to choose again (SPEC §4 Menu select)",
    given: at("home", { changes: [asking(1, "diary", { waiters: waiting(1, 2) })] }),
    event: { type: "guardsAnswered", request: 1, agreed: false },
    state: at("home"),
    effects: [answer(1, "aborted"), answer(2, "aborted")],
  },
  {
    case: "the leave guards agree: the change is sent, and the URL's menu shows until the URL moves (ADR 015 decision 4)",
    given: at("home", { changes: [asking(1, "diary")] }),
    event: { type: "guardsAnswered", request: 1, agreed: true },
    state: at("home", { changes: [sent(1, "diary")] }),
    effects: [navigate("diary", 1), answer(1, "navigated")],
  },
  {
    case: "a guarded change sent while another menu is shown ahead shows in its place until the URL reaches it; the other is let go (ADR 015 decision 4)",
    given: at("home", { shown: ahead("overview"), changes: [asking(1, "diary"), painting(2, "overview")] }),
    event: { type: "guardsAnswered", request: 1, agreed: true },
    state: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary"), painting(2, "overview", { held: false })] }),
    effects: [navigate("diary", 1), answer(1, "navigated")],
  },
  {
    case: "a guarded change back to the URL's menu while another navigation is pending asks the guards first (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: choose(2, "home", { guarded: true }),
    state: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary"), asking(2, "home")] }),
    effects: [{ kind: "askGuards", request: 2, from: "home", to: "home" }],
  },
  {
    case: "the guards agree to go back to the URL's menu while another navigation is pending: it is cancelled and nothing is left under way (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary"), asking(2, "home")] }),
    event: { type: "guardsAnswered", request: 2, agreed: true },
    state: at("home"),
    effects: [navigate("home", 2), answer(2, "navigated")],
  },
  {
    case: "the guards agree after the URL reached that menu by itself (back or forward): the change ends at once, nothing left to join (ADR 015 decision 4)",
    given: at("diary", { changes: [asking(1, "diary")] }),
    event: { type: "guardsAnswered", request: 1, agreed: true },
    state: at("diary"),
    effects: [navigate("diary", 1), answer(1, "navigated")],
  },

  // A selection decided by the rules (header, left menu, search, collections).
  {
    case: "a menu the rules allow is selected like a tab: shown ahead at once (SPEC §4 Menu select; ADR 015 decision 4)",
    given: at("home"),
    event: { type: "select", request: 1, decision: { kind: "navigate", menuId: "diary", menu: null }, from: "home", guarded: false },
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    effects: [{ kind: "waitForPaint", change: 1 }],
  },
  {
    case: "the current menu selected while another is shown ahead shows the URL's menu again (SPEC §4 Menu select 'selecting the current menu does nothing'; ADR 015 decision 4)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: { type: "select", request: 2, decision: { kind: "none" }, from: "home", guarded: false },
    state: at("home", { returns: 1, changes: [painting(1, "diary", { held: false })] }),
    effects: [answer(2, "none")],
  },
  {
    case: "an unknown id or a disabled item is ignored (SPEC §4 Menu select)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: { type: "select", request: 2, decision: { kind: "ignore" }, from: "home", guarded: false },
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    effects: [answer(2, "ignored")],
  },
  {
    case: "a detached menu opens its browser window and changes nothing else (SPEC §4 Menu select)",
    given: at("home"),
    event: {
      type: "select",
      request: 1,
      decision: { kind: "openWindow", menu: { id: "crane", name: "Cranes", level: 3, sourceType: "menu" }, url: "/apps/third-party/?sensor=crane", target: "_blank" },
      from: "home",
      guarded: false,
    },
    state: at("home"),
    effects: [{ kind: "openWindow", url: "/apps/third-party/?sensor=crane", target: "_blank" }, answer(1, "window")],
  },
  {
    case: "a menu without authority asks the leave guards first, showing nothing ahead (SPEC §4 Menu select, §6)",
    given: at("home"),
    event: { type: "select", request: 1, decision: { kind: "forbidden", menuId: FORBIDDEN, message: NO_PERMISSION_CONTACT_ADMIN }, from: "home", guarded: false },
    state: at("home", { forbidden: [{ request: 1, menuId: FORBIDDEN, message: NO_PERMISSION_CONTACT_ADMIN }] }),
    effects: [{ kind: "askGuards", request: 1, from: "home", to: FORBIDDEN }],
  },
  {
    case: "a menu without authority, the guards agreeing: the message, then the forbidden page (SPEC §4 Menu select, §6)",
    given: at("home", { forbidden: [{ request: 1, menuId: FORBIDDEN, message: NO_PERMISSION_CONTACT_ADMIN }] }),
    event: { type: "guardsAnswered", request: 1, agreed: true },
    state: at("home"),
    effects: [{ kind: "say", level: "warning", message: NO_PERMISSION_CONTACT_ADMIN }, navigate(FORBIDDEN), answer(1, "forbidden")],
  },
  {
    case: "a menu without authority, a guard refusing: aborted, and no message (SPEC §4 Menu select)",
    given: at("home", { forbidden: [{ request: 1, menuId: FORBIDDEN, message: NO_PERMISSION_CONTACT_ADMIN }] }),
    event: { type: "guardsAnswered", request: 1, agreed: false },
    state: at("home"),
    effects: [answer(1, "aborted")],
  },
  {
    case: "a product, menu or app that cannot be resolved opens the not-permission page without a message (SPEC §4 Menu select)",
    given: at("home", { forbidden: [{ request: 1, menuId: FORBIDDEN, message: null }] }),
    event: { type: "guardsAnswered", request: 1, agreed: true },
    state: at("home"),
    effects: [navigate(FORBIDDEN), answer(1, "forbidden")],
  },
  {
    case: "a menu without authority selected on the forbidden page itself: the message only (SPEC §4 Menu select)",
    given: at(FORBIDDEN),
    event: { type: "select", request: 1, decision: { kind: "forbidden", menuId: FORBIDDEN, message: NO_PERMISSION_CONTACT_ADMIN }, from: FORBIDDEN, guarded: false },
    state: at(FORBIDDEN),
    effects: [{ kind: "say", level: "warning", message: NO_PERMISSION_CONTACT_ADMIN }, answer(1, "forbidden")],
  },
  {
    case: "a detached menu with a missing or unsafe URL is a change to the not-found page (SPEC §2 routes, §4 Menu select; ADR 015 decision 4)",
    given: at("home"),
    event: { type: "select", request: 1, decision: { kind: "notFound", menuId: NOT_FOUND }, from: "home", guarded: false },
    state: at("home", { shown: ahead(NOT_FOUND), changes: [painting(1, NOT_FOUND, { waiters: [{ request: 1, navigated: "notFound" }] })] }),
    effects: [{ kind: "waitForPaint", change: 1 }],
  },
  {
    case: "the change to the not-found page, once sent, tells its selector 'notFound' (SPEC §4 Menu select; ADR 015 decision 4)",
    given: at("home", { shown: ahead(NOT_FOUND), changes: [painting(1, NOT_FOUND, { waiters: [{ request: 1, navigated: "notFound" }, { request: 2, navigated: "navigated" }] })] }),
    event: { type: "painted", change: 1 },
    state: at("home", { shown: sentAhead(NOT_FOUND), changes: [sent(1, NOT_FOUND)] }),
    effects: [navigate(NOT_FOUND, 1), answer(1, "notFound"), answer(2, "navigated")],
  },
  {
    case: "going home with no home menu says 'home menu not found' and changes nothing (SPEC §4 Menu select, §8)",
    given: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    event: { type: "missing", request: 2, message: HOME_MENU_NOT_FOUND },
    state: at("home", { shown: ahead("diary"), changes: [painting(1, "diary")] }),
    effects: [{ kind: "say", level: "error", message: HOME_MENU_NOT_FOUND }, answer(2, "missing")],
  },
  {
    case: "the router throwing on a change's navigation leaves nothing held to join: choosing that menu again is a new change (ADR 015 decision 4)",
    given: at("home", { shown: sentAhead("diary"), changes: [sent(1, "diary")] }),
    event: { type: "navigationFailed", change: 1 },
    state: at("home", { shown: sentAhead("diary") }),
    effects: [],
  },

  // A navigation overtaken by a later one never reaches the URL: its change is not joined again.
  {
    case: "a change sent while an earlier one is still on its way cancels that one: the earlier is let go (ADR 015 decision 4)",
    given: at("cost", { shown: ahead("overview"), changes: [sent(1, "diary"), painting(2, "overview")] }),
    event: { type: "painted", change: 2 },
    state: at("cost", { shown: sentAhead("overview"), changes: [sent(2, "overview")] }),
    effects: [navigate("overview", 2), answer(2, "navigated")],
  },
  {
    case: "a menu whose sent change was overtaken by another shown ahead, chosen again (a tab clicked after closing another), is a change of its own (ADR 015 decision 4)",
    given: at("cost", { shown: ahead("home"), changes: [sent(1, "diary"), painting(2, "home")] }),
    event: choose(3, "diary", { from: "cost" }),
    state: at("cost", { shown: ahead("diary"), changes: [sent(1, "diary"), painting(2, "home", { held: false }), painting(3, "diary")] }),
    effects: [{ kind: "waitForPaint", change: 3 }],
  },
];

/** The state given to a row is frozen: the machine returns a new state and never changes the one it was given. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

describe("the menu change as a state machine (ADR 015; SPEC §4 Menu select)", () => {
  it.each(ROWS.map((row) => [row.case, row] as const))("%s", (_case, { given, event, state, effects }) => {
    const step = menuChange(frozen(given), frozen(event));
    expect(step.state).toEqual(state);
    expect(step.effects).toEqual(effects);
  });

  it("each row names its own case", () => {
    expect(new Set(ROWS.map((row) => row.case)).size).toBe(ROWS.length);
  });
});
