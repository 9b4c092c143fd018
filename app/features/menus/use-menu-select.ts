import { App } from "antd";
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { proxy, useSnapshot } from "valtio";
import { usePortal } from "#app/shell/portal-context";
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
import { cachedIndex, type PortalMenus } from "./portal-menus";

/**
 * The client side of SPEC §4 Menu select: what selecting a menu does (the decision is
 * app/features/menus/menu-select.rules.ts), the leave guards that may abort it, and what the shell does
 * when the URL names a menu (/portal/{menuId}/ is the one source of the active menu: the tab
 * bar and the content follow it).
 */

/** How the shell moves between menus: Remix in the portal, a recording one in stories and tests. */
export interface MenuNavigator {
  /** Go to /portal/{menuId}/ keeping the query. `guarded`: the leave guards already agreed. */
  go(menuId: string, options?: { replace?: boolean; guarded?: boolean }): void;
  /** A detached menu (SPEC §3 sourceIntegrateType 2): a browser window with its checked URL. */
  openWindow(url: string, target: "_self" | "_blank"): void;
}

/** Leaving `from` for `to`: false (or a promise of false) aborts, and the previous menu stays selected. */
export type LeaveGuard = (leave: { from: string; to: string }) => boolean | Promise<boolean>;

/**
 * The menu a change shows ahead of the URL (ADR 015): with no leave guard to ask, the content
 * and the tab bar show the chosen menu in the next frame, and the URL (with the rest of the
 * shell) follows once that frame is painted. Null when the URL's menu is the one shown.
 */
interface AheadMenu {
  menuId: string | null;
  /** Its navigation was sent: the next move of the URL ends it (a newer change not yet sent stays shown). */
  sent: boolean;
  /** Times the URL's own menu was chosen again while another was shown ahead (it shows again: its tab reopens). */
  returns: number;
}

interface MenuSelectContextValue {
  navigator: MenuNavigator;
  currentMenuId: string;
  guards: Set<LeaveGuard>;
  ahead: AheadMenu;
  /** Changes under way by target menu: asking for the same one again (a press, then its click) joins it. */
  inFlight: Map<string, InFlightChange>;
  /** The URL's menu as last committed, for a change sent after its render. */
  url: { current: string };
}

interface InFlightChange {
  outcome: Promise<MenuSelectOutcome>;
  /** Its navigation was sent: it is done once the URL moves. */
  sent: boolean;
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

const MenuSelectContext = createContext<MenuSelectContextValue | null>(null);

/**
 * Gives the components below how to move between menus and which menu the URL names.
 * `guards` is the set the leave guards register in; pass one to ask them elsewhere too
 * (the portal's router blocker), else the provider keeps its own.
 */
export function MenuSelectProvider({ navigator, currentMenuId, guards: given, children }: { navigator: MenuNavigator; currentMenuId: string; guards?: Set<LeaveGuard>; children: ReactNode }) {
  const own = useRef<Set<LeaveGuard>>(new Set()).current;
  const guards = given ?? own;
  const ahead = useRef<AheadMenu>(proxy({ menuId: null, sent: false, returns: 0 })).current;
  const inFlight = useRef(new Map<string, InFlightChange>()).current;
  // The URL's menu as committed: a render of a navigation may be dropped (a newer one overtakes it).
  const url = useRef(currentMenuId);
  useBrowserLayoutEffect(() => {
    url.current = currentMenuId;
  }, [currentMenuId]);
  // The URL moved: the changes whose navigation was sent are done, and once the menu shown
  // ahead was sent, the URL's menu is the one shown. A change not yet sent (chosen while an
  // earlier navigation was still completing) stays shown and goes on.
  // Once sent, it ends when the URL reaches it; if the URL moved elsewhere (an earlier navigation
  // completed after it was sent, or it was lost), it is sent once more; if that too ends
  // elsewhere (the menu redirected), the URL's menu is the one shown.
  const resent = useRef<string | null>(null);
  useEffect(() => {
    if (ahead.menuId !== null && ahead.sent) {
      if (ahead.menuId === currentMenuId || resent.current === ahead.menuId) {
        ahead.menuId = null;
        ahead.sent = false;
        resent.current = null;
      } else {
        resent.current = ahead.menuId;
        navigator.go(ahead.menuId, { guarded: true });
      }
    }
    for (const [id, change] of inFlight) if (change.sent && (id === currentMenuId || ahead.menuId !== id)) inFlight.delete(id);
  }, [ahead, inFlight, currentMenuId, navigator]);
  const value = useMemo(() => ({ navigator, currentMenuId, guards, ahead, inFlight, url }), [navigator, currentMenuId, guards, ahead, inFlight]);
  return createElement(MenuSelectContext.Provider, { value }, children);
}

function useMenuSelectContext(): MenuSelectContextValue {
  const value = useContext(MenuSelectContext);
  if (!value) throw new Error("menu selection must be used inside MenuSelectProvider");
  return value;
}

/** The menu id of the URL (/portal/{menuId}/). */
export function useCurrentMenuId(): string {
  return useMenuSelectContext().currentMenuId;
}

/** Counts the returns to the URL's own menu while another was shown ahead (see AheadMenu.returns). */
export function useMenuReturns(): number {
  return useSnapshot(useMenuSelectContext().ahead).returns;
}

/** The menu shown ahead of the URL while a change is under way, else the URL's (see AheadMenu). */
export function useShownMenuId(): string {
  const { currentMenuId, ahead } = useMenuSelectContext();
  return useSnapshot(ahead).menuId ?? currentMenuId;
}

/** How the shell moves between menus (for the few places that act on a decision already made). */
export function useMenuNavigator(): MenuNavigator {
  return useMenuSelectContext().navigator;
}

/** What the shell does for the menu the URL names (see resolveMenuArrival). */
export function useMenuArrival(): MenuArrival {
  const { currentMenuId } = useMenuSelectContext();
  const { menus } = usePortal();
  return useMemo(() => resolveMenuArrival(currentMenuId, menus), [currentMenuId, menus]);
}

/**
 * What the shell shows: the arrival of the menu shown ahead of the URL (ADR 015) when it is a
 * page to show, else the URL's (useMenuArrival).
 */
export function useShownArrival(): MenuArrival {
  const url = useMenuArrival();
  const shownId = useShownMenuId();
  const { menus } = usePortal();
  return useMemo(() => {
    if (url.kind === "show" && shownId === url.menuId) return url;
    const ahead = resolveMenuArrival(shownId, menus);
    return ahead.kind === "show" ? ahead : url;
  }, [url, shownId, menus]);
}

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

/** What a selection did (for callers that show or restore something, e.g. a menu's highlight). */
export type MenuSelectOutcome = "none" | "ignored" | "aborted" | "navigated" | "window" | "forbidden" | "notFound" | "missing";

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

/** SPEC §4 Menu select in the browser (see the MenuSelect members). */
export function useMenuSelect(): MenuSelect {
  const { navigator, currentMenuId, guards, ahead, inFlight, url } = useMenuSelectContext();
  const { menus } = usePortal();
  const { message } = App.useApp();
  const { t } = useTranslation();

  const say = useCallback(
    (kind: "warning" | "error", rulesMessage: string) => {
      void message[kind](t(menuMessageKey(rulesMessage)));
    },
    [message, t],
  );

  const goToMenu = useCallback(
    (menuId: string, options: { replace?: boolean } = {}): Promise<MenuSelectOutcome> => {
      // The same change asked for again (a press, then its click) joins the one under way.
      const joined = inFlight.get(menuId);
      if (joined) return joined.outcome;
      if (menuId === currentMenuId && ahead.menuId !== null && ahead.menuId !== menuId && !ahead.sent) {
        // Back to the URL's menu before the change shown ahead was sent (its tab closed, say): that
        // change is dropped, and choosing its menu again is a new change, not a join of the dropped one.
        inFlight.delete(ahead.menuId);
        ahead.menuId = null;
        ahead.returns += 1;
        return Promise.resolve("none");
      }
      // Once a change shown ahead was sent, the URL is about to leave this menu: going back is a change too.
      if (menuId === currentMenuId && ahead.menuId === null) return Promise.resolve("none");
      const entry: InFlightChange = { outcome: Promise.resolve<MenuSelectOutcome>("none"), sent: false };
      const forget = (id: string, change: InFlightChange) => {
        if (inFlight.get(id) === change) inFlight.delete(id);
      };
      const send = () => {
        entry.sent = true;
        // A menu shown ahead and overtaken by this change (a guarded one) is not joined again.
        if (ahead.menuId !== null && ahead.menuId !== menuId) inFlight.delete(ahead.menuId);
        if (menuId === url.current) {
          // The URL is on this menu already: this navigation cancels any still going elsewhere, and
          // the URL will not move, so nothing is left under way or shown ahead.
          for (const [id, change] of inFlight) if (change.sent) inFlight.delete(id);
          ahead.menuId = null;
          ahead.sent = false;
        } else if (ahead.menuId !== null) {
          // Shown from now on, until the URL reaches it (an earlier change's navigation is cancelled).
          ahead.menuId = menuId;
          ahead.sent = true;
        }
        navigator.go(menuId, { replace: options.replace, guarded: true });
      };
      entry.outcome = (async (): Promise<MenuSelectOutcome> => {
        if (guards.size === 0) {
          // A change shown ahead and not yet sent is overtaken by this one: it will not be sent.
          if (ahead.menuId !== null && ahead.menuId !== menuId && !ahead.sent) inFlight.delete(ahead.menuId);
          ahead.menuId = menuId;
          ahead.sent = false;
          await afterNextPaint();
          // Another change came meanwhile, or this one was dropped (a newer change to the same
          // menu may be shown by now): that one goes on in this one's place.
          if (ahead.menuId !== menuId || inFlight.get(menuId) !== entry) return "navigated";
        } else if (!(await runLeaveGuards(guards, { from: currentMenuId, to: menuId }))) return "aborted";
        send();
        return "navigated";
      })().then(
        (outcome) => {
          // A change sent stays joined until the URL moves (the provider then forgets it). A newer
          // change to the same menu may hold its place by now: that one stays.
          if (!entry.sent) forget(menuId, entry);
          return outcome;
        },
        (error: unknown) => {
          forget(menuId, entry);
          throw error;
        },
      );
      inFlight.set(menuId, entry);
      return entry.outcome;
    },
    [currentMenuId, guards, navigator, ahead, inFlight, url],
  );

  const selectMenu = useCallback(
    async (menuId: string): Promise<MenuSelectOutcome> => {
      let decision = decideMenu(menuId, currentMenuId, menus);
      if (decision.kind === "openApplication") {
        const first = firstOpenableMenu(decision.app);
        decision = first ? decideMenu(first.id, currentMenuId, menus) : { kind: "forbidden", menuId: FORBIDDEN_MENU_ID, message: null };
      }
      switch (decision.kind) {
        case "none":
          // The URL's menu: shown again if another is shown ahead of the URL meanwhile.
          return goToMenu(currentMenuId);
        case "ignore":
        case "openApplication":
          return "ignored";
        case "openWindow":
          navigator.openWindow(decision.url, decision.target);
          return "window";
        case "forbidden": {
          // The guards first, so an aborted selection shows no message; then the message, then the page.
          if (decision.menuId !== currentMenuId && !(await runLeaveGuards(guards, { from: currentMenuId, to: decision.menuId }))) return "aborted";
          if (decision.message) say("warning", decision.message);
          if (decision.menuId !== currentMenuId) navigator.go(decision.menuId, { guarded: true });
          return "forbidden";
        }
        case "notFound": {
          const outcome = await goToMenu(decision.menuId);
          return outcome === "navigated" ? "notFound" : outcome;
        }
        case "navigate":
          return goToMenu(decision.menuId);
      }
    },
    [currentMenuId, menus, navigator, guards, goToMenu, say],
  );

  const goHome = useCallback(async (): Promise<MenuSelectOutcome> => {
    const home = menus ? findHomeMenu(menus.portalMenus) : ({ ok: true, menu: { id: HOME_MENU_ID } } as const);
    if (!home.ok) {
      say("error", home.error);
      return "missing";
    }
    return goToMenu(home.menu.id);
  }, [menus, goToMenu, say]);

  const goDefault = useCallback(async (): Promise<MenuSelectOutcome> => {
    const found = findDefaultTabMenu(menus);
    if (!found.ok) {
      say("error", found.error);
      return "missing";
    }
    return goToMenu(found.id);
  }, [menus, goToMenu, say]);

  const changesAtOnce = useCallback(() => guards.size === 0, [guards]);

  return useMemo(() => ({ currentMenuId, selectMenu, goToMenu, goHome, goDefault, changesAtOnce }), [currentMenuId, selectMenu, goToMenu, goHome, goDefault, changesAtOnce]);
}
