import { App } from "antd";
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { proxy, useSnapshot } from "valtio";
import { useMenus } from "#app/shell/stores";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import {
  DEFAULT_MENU_NOT_FOUND,
  FORBIDDEN_MENU_ID,
  HOME_MENU_ID,
  HOME_MENU_NOT_FOUND,
  INTERNAL_MENU_IDS,
  NO_PERMISSION_CONTACT_ADMIN,
  NOT_FOUND_MENU_ID,
  TEMPORARY_APP_MENU_ID,
  WORKBENCH_MENU_ID,
} from "#app/kit/constants";
import { isMenuDisabled } from "#app/features/menus/menu-permissions.rules";
import { decideMenuSelect, type MenuSelectDecision } from "#app/features/menus/menu-select.rules";
import { findDefaultMenu, findHomeMenu, indexMenus, menuChildren, menuLeaves, type MenuIndex } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { initialMenuChange, menuChange, shownAheadOf, type MenuChangeEffect, type MenuChangeEvent, type MenuSelectOutcome } from "./menu-change.machine";
import { cachedIndex, type PortalMenus } from "./portal-menus";

/**
 * The client side of SPEC §4 Menu select: what selecting a menu does, the leave guards that
 * may abort it, and what the shell does when the URL names a menu (/portal/{menuId}/ is the
 * one source of the active menu: the tab bar and the content follow it). The decisions are
 * pure: which menu a selection means is app/features/menus/menu-select.rules.ts, and how a
 * change goes (shown ahead of the URL, joined, dropped, overtaken, sent, sent once more:
 * ADR 015) is the state machine app/features/menus/menu-change.machine.ts. This file turns
 * what the browser and the router do into the machine's events and performs its effects.
 *
 * Contents
 * 1. Navigator and leave guard types ........ MenuNavigator, LeaveGuard
 * 2. The machine in the page ................ the runner (steps, answers, effects performed)
 * 3. The provider ........................... MenuSelectProvider: the URL's commits and moves as events
 * 4. What the shell reads ................... useCurrentMenuId, useMenuReturns, useShownMenuId,
 *                                             useMenuNavigator, useMenuArrival, useShownArrival
 * 5. Leave guards ........................... useLeaveGuard, NAVIGATION_CANCEL_EVENT, runLeaveGuards
 * 6. Menu lookups (pure) .................... menuIndexes, findPortalMenu, firstOpenableMenu, decideMenu
 * 7. A menu reached by its URL (pure) ....... MenuPageKind, MenuArrival, resolveMenuArrival, findDefaultTabMenu
 * 8. Messages ............................... MenuSelectOutcome, menuMessageKey
 * 9. The hook ............................... useMenuSelect: calls as events (selectMenu, goToMenu, goHome, goDefault)
 */

// 1. Navigator and leave guard types

/** How the shell moves between menus: Remix in the portal, a recording one in stories and tests. */
export interface MenuNavigator {
  /** Go to /portal/{menuId}/ keeping the query. `guarded`: the leave guards already agreed. */
  go(menuId: string, options?: { replace?: boolean; guarded?: boolean }): void;
  /** A detached menu (SPEC §3 sourceIntegrateType 2): a browser window with its checked URL. */
  openWindow(url: string, target: "_self" | "_blank"): void;
}

/** Leaving `from` for `to`: false (or a promise of false) aborts, and the previous menu stays selected. */
export type LeaveGuard = (leave: { from: string; to: string }) => boolean | Promise<boolean>;

// 2. The machine in the page

/**
 * What the tab bar and the content read of the machine (ADR 015): the menu shown ahead of the
 * URL (null when the URL's menu is the one shown), and the returns to the URL's own menu while
 * another was shown ahead (its tab reopens).
 */
interface ShownMenu {
  menuId: string | null;
  returns: number;
}

/** What performs the machine's effects: the navigator, the guards to ask, and the messages (SPEC §8). */
interface Performer {
  navigator: MenuNavigator;
  guards: Set<LeaveGuard>;
  say?: (level: "warning" | "error", rulesMessage: string) => void;
}

interface Waiting {
  resolve(outcome: MenuSelectOutcome): void;
  reject(error: unknown): void;
}

/** One page's menu change: the machine's state, what it shows, and the requests awaiting an answer. */
interface MenuChangeRunner {
  shown: ShownMenu;
  /** Runs one event through the machine and publishes what shows; returns the effects to perform. */
  step(event: MenuChangeEvent): readonly MenuChangeEffect[];
  /** A call of the hook: `event` with a new request id, answered by the machine's effects. */
  ask(event: (request: number) => MenuChangeEvent, by: Performer): Promise<MenuSelectOutcome>;
  /** Performs effects (and the events their completions bring). */
  perform(effects: readonly MenuChangeEffect[], by: Performer): void;
}

/** Longest wait for an idle moment before the URL follows a menu shown ahead of it (ms). */
const FOLLOW_WITHIN_MS = 300;

/**
 * Resolves once the browser has painted the next frame and then found an idle moment (or
 * FOLLOW_WITHIN_MS passed): the work the shown menu started (an app loading and mounting)
 * goes before the rest of the shell's. At once where there are no frames.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") return void setTimeout(resolve, 0);
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: FOLLOW_WITHIN_MS });
        else resolve();
      }, 0),
    );
  });
}

function startMenuChange(url: string): MenuChangeRunner {
  let state = initialMenuChange(url);
  const shown = proxy<ShownMenu>({ menuId: null, returns: 0 });
  const waiting = new Map<number, Waiting>();
  let requests = 0;

  const runner: MenuChangeRunner = {
    shown,
    step(event) {
      const next = menuChange(state, event);
      state = next.state;
      const ahead = shownAheadOf(state);
      if (shown.menuId !== ahead) shown.menuId = ahead;
      if (shown.returns !== state.returns) shown.returns = state.returns;
      return next.effects;
    },
    ask(event, by) {
      const request = ++requests;
      const outcome = new Promise<MenuSelectOutcome>((resolve, reject) => waiting.set(request, { resolve, reject }));
      runner.perform(runner.step(event(request)), by);
      return outcome;
    },
    perform(effects, by) {
      for (const [at, effect] of effects.entries()) {
        switch (effect.kind) {
          case "waitForPaint":
            void afterNextPaint().then(() => runner.perform(runner.step({ type: "painted", change: effect.change }), by));
            break;
          case "askGuards":
            void runLeaveGuards(by.guards, { from: effect.from, to: effect.to }).then((agreed) => runner.perform(runner.step({ type: "guardsAnswered", request: effect.request, agreed }), by));
            break;
          case "navigate":
            try {
              by.navigator.go(effect.menuId, { replace: effect.replace, guarded: true });
            } catch (error) {
              // The requests this navigation was to answer fail with it.
              if (effect.change !== undefined) runner.perform(runner.step({ type: "navigationFailed", change: effect.change }), by);
              const failed = effects.slice(at + 1).flatMap((later) => (later.kind === "answer" ? [later.request] : []));
              if (failed.length === 0) throw error;
              for (const request of failed) {
                waiting.get(request)?.reject(error);
                waiting.delete(request);
              }
              return;
            }
            break;
          case "openWindow":
            by.navigator.openWindow(effect.url, effect.target);
            break;
          case "say":
            by.say?.(effect.level, effect.message);
            break;
          case "answer":
            waiting.get(effect.request)?.resolve(effect.outcome);
            waiting.delete(effect.request);
            break;
        }
      }
    },
  };
  return runner;
}

// 3. The provider

interface MenuSelectContextValue {
  navigator: MenuNavigator;
  currentMenuId: string;
  guards: Set<LeaveGuard>;
  machine: MenuChangeRunner;
}

const MenuSelectContext = createContext<MenuSelectContextValue | null>(null);

/**
 * Gives the components below how to move between menus and which menu the URL names.
 * `guards` is the set the leave guards register in; pass one to ask them elsewhere too
 * (the portal's router blocker), else the provider keeps its own.
 */
export function MenuSelectProvider({ navigator, currentMenuId, guards: given, children }: { navigator: MenuNavigator; currentMenuId: string; guards?: Set<LeaveGuard>; children: ReactNode }) {
  const own = useRef<Set<LeaveGuard>>(new Set()).current;
  const guards = given ?? own;
  const started = useRef<MenuChangeRunner | null>(null);
  started.current ??= startMenuChange(currentMenuId);
  const machine = started.current;
  // The URL's menu as committed: a render of a navigation may be dropped (a newer one overtakes it).
  useBrowserLayoutEffect(() => {
    machine.step({ type: "urlCommitted", menuId: currentMenuId });
  }, [machine, currentMenuId]);
  // The URL moved, or its query did (another org or language: the navigator changes with it).
  useEffect(() => {
    machine.perform(machine.step({ type: "urlArrived", menuId: currentMenuId }), { navigator, guards });
  }, [machine, currentMenuId, navigator, guards]);
  const value = useMemo(() => ({ navigator, currentMenuId, guards, machine }), [navigator, currentMenuId, guards, machine]);
  return createElement(MenuSelectContext.Provider, { value }, children);
}

// 4. What the shell reads

function useMenuSelectContext(): MenuSelectContextValue {
  const value = useContext(MenuSelectContext);
  if (!value) throw new Error("menu selection must be used inside MenuSelectProvider");
  return value;
}

/** The menu id of the URL (/portal/{menuId}/). */
export function useCurrentMenuId(): string {
  return useMenuSelectContext().currentMenuId;
}

/** Counts the returns to the URL's own menu while another was shown ahead (see ShownMenu.returns). */
export function useMenuReturns(): number {
  return useSnapshot(useMenuSelectContext().machine.shown).returns;
}

/** The menu shown ahead of the URL while a change is under way, else the URL's (see ShownMenu). */
export function useShownMenuId(): string {
  const { currentMenuId, machine } = useMenuSelectContext();
  return useSnapshot(machine.shown).menuId ?? currentMenuId;
}

/** How the shell moves between menus (for the few places that act on a decision already made). */
export function useMenuNavigator(): MenuNavigator {
  return useMenuSelectContext().navigator;
}

/** What the shell does for the menu the URL names (see resolveMenuArrival). */
export function useMenuArrival(): MenuArrival {
  const { currentMenuId } = useMenuSelectContext();
  const menus = useMenus();
  return useMemo(() => resolveMenuArrival(currentMenuId, menus), [currentMenuId, menus]);
}

/**
 * What the shell shows: the arrival of the menu shown ahead of the URL (ADR 015) when it is a
 * page to show, else the URL's (useMenuArrival).
 */
export function useShownArrival(): MenuArrival {
  const url = useMenuArrival();
  const shownId = useShownMenuId();
  const menus = useMenus();
  return useMemo(() => {
    if (url.kind === "show" && shownId === url.menuId) return url;
    const ahead = resolveMenuArrival(shownId, menus);
    return ahead.kind === "show" ? ahead : url;
  }, [url, shownId, menus]);
}

// 5. Leave guards

/**
 * SPEC §4 Menu select "A leave guard may abort navigation, which restores the previous
 * menu": `guard` is asked before every change of menu while the calling component is mounted.
 */
export function useLeaveGuard(guard: LeaveGuard): void {
  // Outside a portal page (a story, a component test) there is no menu change to guard.
  const guards = useContext(MenuSelectContext)?.guards ?? null;
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    if (!guards) return;
    const registered: LeaveGuard = (leave) => latest.current(leave);
    guards.add(registered);
    return () => {
      guards.delete(registered);
    };
  }, [guards]);
}

/** SPEC §8 "A cancelled navigation emits a navigation-cancel event": dispatched on window, with `{ from, to }`. */
export const NAVIGATION_CANCEL_EVENT = "portal:navigation-cancel";

function cancelled(leave: { from: string; to: string }): false {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(NAVIGATION_CANCEL_EVENT, { detail: { from: leave.from, to: leave.to } }));
  return false;
}

/**
 * Asks every guard in turn; the first refusal (false, a rejected promise or a throw) aborts,
 * and the navigation-cancel event tells the page (the previous menu stays selected).
 */
export async function runLeaveGuards(guards: Iterable<LeaveGuard>, leave: { from: string; to: string }): Promise<boolean> {
  for (const guard of [...guards]) {
    try {
      if ((await guard(leave)) === false) return cancelled(leave);
    } catch {
      return cancelled(leave);
    }
  }
  return true;
}

// 6. Menu lookups (pure)

interface MenuIndexes {
  portal: MenuIndex;
  tree: MenuIndex;
}

/**
 * The internal (portal) menus and the application tree, each read once per loaded list: a
 * menu change that keeps the page's lists (only `activePath` differs) reuses them.
 */
export function menuIndexes(menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined): MenuIndexes {
  if (!menus) return { portal: indexMenus([]), tree: indexMenus([]) };
  return { portal: cachedIndex(menus.portalMenus), tree: cachedIndex(menus.tree) };
}

/** A menu of the internal menus or the application tree, by id; null when neither has it. */
export function findPortalMenu(menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined, id: string): MenuNode | null {
  const { portal, tree } = menuIndexes(menus);
  return portal.byId.get(id)?.node ?? tree.byId.get(id)?.node ?? null;
}

/** SPEC §4 Menu select "open the application": its first leaf that may be opened, or null. */
export function firstOpenableMenu(node: MenuNode): MenuNode | null {
  return menuLeaves([node]).find((leaf) => !isMenuDisabled(leaf)) ?? null;
}

/**
 * SPEC §4 Menu select over everything a page knows: the shell's own pages 1–5 are always
 * reachable; the internal menus (personal centre and the like) are the shell's pages, so they
 * need no product or app; any other id is decided by the rules over the application tree.
 */
export function decideMenu(menuId: unknown, currentMenuId: unknown, menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined): MenuSelectDecision {
  if (typeof menuId !== "string" || menuId.trim().length === 0) return { kind: "ignore" };
  if (menuId === currentMenuId) return { kind: "none" };
  const { portal, tree } = menuIndexes(menus);
  if (INTERNAL_MENU_IDS.includes(menuId)) return { kind: "navigate", menuId, menu: portal.byId.get(menuId)?.node ?? tree.byId.get(menuId)?.node ?? null };
  const internal = portal.byId.get(menuId)?.node;
  if (internal) {
    if (isMenuDisabled(internal)) return { kind: "ignore" };
    const target = menuChildren(internal).length > 0 ? firstOpenableMenu(internal) : internal;
    if (!target) return { kind: "ignore" };
    return target.id === currentMenuId ? { kind: "none" } : { kind: "navigate", menuId: target.id, menu: target };
  }
  return decideMenuSelect({ menuId, currentMenuId, menus: tree });
}

// 7. A menu reached by its URL (pure)

/** Which page of the shell a URL's menu shows. */
export type MenuPageKind = "home" | "workbench" | "notFound" | "forbidden" | "temporaryApp" | "menu" | "detached";

/** What the shell does when the URL names a menu. */
export type MenuArrival =
  /** Show the menu's page (and open its tab). `menu` is null for the shell's own pages without a node and for unknown ids. */
  | { kind: "show"; menuId: string; page: MenuPageKind; menu: MenuNode | null; url?: string; target?: "_self" | "_blank" }
  /** Replace the URL with another menu (a directory's first page, an app's first menu, the forbidden or not-found page). */
  | { kind: "redirect"; to: string; message: string | null };

const INTERNAL_PAGES: Record<string, MenuPageKind> = {
  [HOME_MENU_ID]: "home",
  [WORKBENCH_MENU_ID]: "workbench",
  [NOT_FOUND_MENU_ID]: "notFound",
  [FORBIDDEN_MENU_ID]: "forbidden",
  [TEMPORARY_APP_MENU_ID]: "temporaryApp",
};

/**
 * SPEC §2 routes, §4 Menu select, §6 menu access, for a menu reached by its URL: the
 * shell's pages show; a directory or app is replaced by its first page; a menu without
 * authority goes to the forbidden page with 'no permission, please contact the
 * administrator'; a detached menu shows a page that opens its window (a browser opens
 * windows only on a click); an id nobody knows shows the not-found page where it is.
 */
export function resolveMenuArrival(menuId: string, menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined): MenuArrival {
  const internal = INTERNAL_PAGES[menuId];
  if (internal) return { kind: "show", menuId, page: internal, menu: findPortalMenu(menus, menuId) };
  const decision = decideMenu(menuId, undefined, menus);
  switch (decision.kind) {
    case "navigate":
      return decision.menuId === menuId ? { kind: "show", menuId, page: "menu", menu: decision.menu } : { kind: "redirect", to: decision.menuId, message: null };
    case "openApplication": {
      const first = firstOpenableMenu(decision.app);
      return { kind: "redirect", to: first ? first.id : FORBIDDEN_MENU_ID, message: null };
    }
    case "openWindow":
      return { kind: "show", menuId, page: "detached", menu: decision.menu, url: decision.url, target: decision.target };
    case "forbidden":
      return { kind: "redirect", to: FORBIDDEN_MENU_ID, message: decision.message };
    case "notFound":
      return { kind: "redirect", to: NOT_FOUND_MENU_ID, message: null };
    default:
      return { kind: "show", menuId, page: "notFound", menu: null };
  }
}

/**
 * SPEC §4 Tabs "home or workbench is the default tab": the internal menus' home, else the
 * workbench; '无法找到默认菜单！' (SPEC §8) when neither is there. A page rendered without
 * menus at all (a story) takes the shell's home page.
 */
export function findDefaultTabMenu(menus: Pick<PortalMenus, "portalMenus"> | null | undefined): { ok: true; id: string; menu: MenuNode | null } | { ok: false; error: string } {
  if (!menus) return { ok: true, id: HOME_MENU_ID, menu: null };
  const found = findDefaultMenu(menus.portalMenus);
  return found.ok ? { ok: true, id: found.menu.id, menu: found.menu } : found;
}

// 8. Messages

export type { MenuSelectOutcome };

/** i18n keys of the messages of SPEC §8 this hook shows, by the rules' message names. */
const MESSAGE_KEYS: Record<string, string> = {
  [NO_PERMISSION_CONTACT_ADMIN]: "tabs.noPermissionContactAdmin",
  [HOME_MENU_NOT_FOUND]: "tabs.homeNotFound",
  [DEFAULT_MENU_NOT_FOUND]: "tabs.defaultNotFound",
};

/** The i18n key of a message the rules name (SPEC §8), or the name itself. */
export function menuMessageKey(rulesMessage: string): string {
  return MESSAGE_KEYS[rulesMessage] ?? rulesMessage;
}

// 9. The hook

export interface MenuSelect {
  /** The menu the URL names. */
  currentMenuId: string;
  /** SPEC §4 Menu select for a menu id (header, left menu, search, collections, …). */
  selectMenu(menuId: string): Promise<MenuSelectOutcome>;
  /** Straight to a menu already decided on (a tab): only the leave guards are asked. */
  goToMenu(menuId: string, options?: { replace?: boolean }): Promise<MenuSelectOutcome>;
  /** Whether a change would be shown at once (ADR 015): no leave guard has to be asked first. */
  changesAtOnce(): boolean;
  /** SPEC §4 "Going home": '无法找到首页菜单！' when there is no home menu. */
  goHome(): Promise<MenuSelectOutcome>;
  /** The default menu (home or workbench): '无法找到默认菜单！' when there is none. */
  goDefault(): Promise<MenuSelectOutcome>;
}

/**
 * SPEC §4 Menu select "An app-type menu opens the application": an application stands for its
 * first menu that may be opened, or the forbidden page when it has none.
 */
function decideSelection(menuId: string, currentMenuId: string, menus: Pick<PortalMenus, "tree" | "portalMenus"> | null | undefined): MenuSelectDecision {
  const decision = decideMenu(menuId, currentMenuId, menus);
  if (decision.kind !== "openApplication") return decision;
  const first = firstOpenableMenu(decision.app);
  return first ? decideMenu(first.id, currentMenuId, menus) : { kind: "forbidden", menuId: FORBIDDEN_MENU_ID, message: null };
}

/** SPEC §4 Menu select in the browser (see the MenuSelect members): each call is an event of the menu-change machine. */
export function useMenuSelect(): MenuSelect {
  const { navigator, currentMenuId, guards, machine } = useMenuSelectContext();
  const menus = useMenus();
  const { message } = App.useApp();
  const { t } = useTranslation();

  const by = useMemo<Performer>(
    () => ({
      navigator,
      guards,
      say: (level, rulesMessage) => void message[level](t(menuMessageKey(rulesMessage))),
    }),
    [navigator, guards, message, t],
  );

  const goToMenu = useCallback(
    (menuId: string, options: { replace?: boolean } = {}): Promise<MenuSelectOutcome> =>
      machine.ask((request) => ({ type: "choose", request, menuId, replace: options.replace, from: currentMenuId, guarded: guards.size > 0 }), by),
    [machine, by, currentMenuId, guards],
  );

  const selectMenu = useCallback(
    (menuId: string): Promise<MenuSelectOutcome> =>
      machine.ask((request) => ({ type: "select", request, decision: decideSelection(menuId, currentMenuId, menus), from: currentMenuId, guarded: guards.size > 0 }), by),
    [machine, by, currentMenuId, menus, guards],
  );

  const goHome = useCallback((): Promise<MenuSelectOutcome> => {
    const home = menus ? findHomeMenu(menus.portalMenus) : ({ ok: true, menu: { id: HOME_MENU_ID } } as const);
    if (!home.ok) return machine.ask((request) => ({ type: "missing", request, message: home.error }), by);
    return goToMenu(home.menu.id);
  }, [machine, by, menus, goToMenu]);

  const goDefault = useCallback((): Promise<MenuSelectOutcome> => {
    const found = findDefaultTabMenu(menus);
    if (!found.ok) return machine.ask((request) => ({ type: "missing", request, message: found.error }), by);
    return goToMenu(found.id);
  }, [machine, by, menus, goToMenu]);

  const changesAtOnce = useCallback(() => guards.size === 0, [guards]);

  return useMemo(() => ({ currentMenuId, selectMenu, goToMenu, goHome, goDefault, changesAtOnce }), [currentMenuId, selectMenu, goToMenu, goHome, goDefault, changesAtOnce]);
}
