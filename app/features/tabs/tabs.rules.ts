import type { StorageNamespace } from "#app/kit/client-storage.ts";
import { FORBIDDEN_MENU_ID, NOT_FOUND_MENU_ID, TABS_MAX, TEMPORARY_APP_MENU_ID } from "../../kit/constants.ts";

/**
 * The tab bar's list (SPEC §4 Tabs) as pure operations. A tab is a menu: its id is the menu
 * id of /portal/{menuId}; the name is what was shown when it opened (the bar re-localises
 * it from the menu tree when it can). Every operation takes any state, however malformed,
 * and returns a new, valid one.
 */
export interface Tab {
  id: string;
  name: string;
  /**
   * A page that is shown, not kept (the not-found, forbidden and temporary pages, an unknown
   * id): its tab stands while it is the page shown, goes once another tab opens or is
   * activated, and is never saved.
   */
  transient?: true;
}

/** SPEC §2 internal menus 2 (not found), 3 (forbidden), 4 (temporary third-party app): shown, never kept as tabs. */
export const TRANSIENT_MENU_IDS: readonly string[] = [NOT_FOUND_MENU_ID, FORBIDDEN_MENU_ID, TEMPORARY_APP_MENU_ID];

/** Whether a tab is only shown, never kept (see Tab.transient): flagged so, or one of the pages 2, 3 and 4. */
export function isTransientTab(tab: unknown): boolean {
  if (typeof tab !== "object" || tab === null) return false;
  const { id, transient } = tab as { id?: unknown; transient?: unknown };
  return transient === true || (typeof id === "string" && TRANSIENT_MENU_IDS.includes(id));
}

export interface TabsState {
  tabs: Tab[];
  /** The active tab's id; null only when there are no tabs. */
  activeId: string | null;
}

/** The result of an operation: the new state and what the shell does about it. */
export interface TabsChange extends TabsState {
  /** Tabs closed by this change: their apps are force-refreshed (cached instances dropped). */
  refreshIds: string[];
  /** The menu to navigate to because the active tab changed; null when it did not. */
  navigateTo: string | null;
}

const TAB_ID_MAX = 100;
const TAB_NAME_MAX = 200;

/*
 * The tabs are the shell's own state, kept in the browser's storage, not a platform answer: no
 * schema in schemas/ describes them (ARCHITECTURE §4's schemas are the platform's and the
 * layout's), and reading them is mostly normalisation (names cut to 200, ids once, at most
 * TABS_MAX, the active id among them). So readTab and readTabsState stay code (ADR 019).
 */
/** SPEC §4 Tabs: a valid tab from anything: a non-empty string id (≤ 100 chars) and a string name (cut to 200). */
export function readTab(value: unknown): Tab | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, name, transient } = value as { id?: unknown; name?: unknown; transient?: unknown };
  if (typeof id !== "string" || id.length === 0 || id.length > TAB_ID_MAX) return null;
  const tab: Tab = { id, name: typeof name === "string" ? name.slice(0, TAB_NAME_MAX) : "" };
  if (transient === true) tab.transient = true;
  return tab;
}

/** SPEC §4 Tabs: a valid state from anything: valid tabs, each id once, at most TABS_MAX; the active id among them. */
export function readTabsState(value: unknown): TabsState {
  const raw = typeof value === "object" && value !== null ? (value as { tabs?: unknown; activeId?: unknown }) : {};
  const tabs: Tab[] = [];
  const seen = new Set<string>();
  for (const item of Array.isArray(raw.tabs) ? (raw.tabs as unknown[]) : []) {
    const tab = readTab(item);
    if (!tab || seen.has(tab.id)) continue;
    seen.add(tab.id);
    tabs.push(tab);
    if (tabs.length >= TABS_MAX) break;
  }
  const activeId = typeof raw.activeId === "string" && seen.has(raw.activeId) ? raw.activeId : (tabs[0]?.id ?? null);
  return { tabs, activeId };
}

function change(state: TabsState, previousActive: string | null, refreshIds: string[] = []): TabsChange {
  return { ...state, refreshIds, navigateTo: state.activeId !== previousActive ? state.activeId : null };
}

/** SPEC §4 Tabs "home or workbench is the default tab": the list holding only the default tab. */
export function initialTabs(defaultTab: unknown): TabsState {
  const tab = readTab(defaultTab);
  return tab ? { tabs: [tab], activeId: tab.id } : { tabs: [], activeId: null };
}

/**
 * SPEC §4 Tabs "Opening a menu adds a tab": an open tab is activated (its name refreshed),
 * a new one is added at the end and activated. A page only shown (Tab.transient) leaves as
 * another tab opens or is activated. Above TABS_MAX the leftmost tab that is neither the new
 * one nor `keepId` (the default tab) is closed and force-refreshed. An invalid tab changes nothing.
 */
export function openTab(state: unknown, tab: unknown, keepId: string | null = null, max: number = TABS_MAX): TabsChange {
  const current = readTabsState(state);
  const next = readTab(tab);
  if (!next) return change(current, current.activeId);
  const exists = current.tabs.some((t) => t.id === next.id);
  const refreshIds: string[] = current.tabs.filter((t) => t.id !== next.id && isTransientTab(t)).map((t) => t.id);
  let tabs = (exists ? current.tabs.map((t) => (t.id === next.id ? (next.name ? next : { ...t, ...(next.transient ? { transient: true as const } : {}) }) : t)) : [...current.tabs, next]).filter(
    (t) => t.id === next.id || !isTransientTab(t),
  );
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : TABS_MAX;
  while (tabs.length > limit) {
    const drop = tabs.find((t) => t.id !== next.id && t.id !== keepId) ?? tabs.find((t) => t.id !== next.id);
    if (!drop) break;
    refreshIds.push(drop.id);
    tabs = tabs.filter((t) => t !== drop);
  }
  return change({ tabs, activeId: next.id }, current.activeId, refreshIds);
}

/**
 * SPEC §4 Tabs: closing a tab. Closing the active tab activates the previous one, or the
 * next when it was the first. Closing the only tab goes to the default menu (the list
 * becomes the default tab); the default tab alone cannot be closed. An unknown id changes
 * nothing. The closed tab is force-refreshed.
 */
export function closeTab(state: unknown, id: unknown, defaultTab: unknown): TabsChange {
  const current = readTabsState(state);
  const index = current.tabs.findIndex((t) => t.id === id);
  if (index < 0) return change(current, current.activeId);
  const closed = current.tabs[index]!;
  if (current.tabs.length === 1) {
    const fallback = initialTabs(defaultTab);
    if (fallback.activeId === closed.id) return change(current, current.activeId);
    return change(fallback, current.activeId, [closed.id]);
  }
  const tabs = current.tabs.filter((_, i) => i !== index);
  const activeId = current.activeId !== closed.id ? current.activeId : (current.tabs[index - 1] ?? current.tabs[index + 1])!.id;
  return change({ tabs, activeId }, current.activeId, [closed.id]);
}

function keepAndActivate(current: TabsState, chosenId: string, keepId: unknown, keepIndex: (index: number, chosenIndex: number) => boolean): TabsChange {
  const chosenIndex = current.tabs.findIndex((t) => t.id === chosenId);
  if (chosenIndex < 0) return change(current, current.activeId);
  const keep = (tab: Tab, i: number) => keepIndex(i, chosenIndex) || (typeof keepId === "string" && tab.id === keepId);
  const tabs = current.tabs.filter(keep);
  const refreshIds = current.tabs.filter((tab, i) => !keep(tab, i)).map((t) => t.id);
  const activeId = tabs.some((t) => t.id === current.activeId) ? current.activeId : chosenId;
  return change({ tabs, activeId }, current.activeId, refreshIds);
}

/**
 * SPEC §4 Tabs "Close right": keeps the chosen tab and those left of it, and the default tab
 * (`keepId`) wherever it is; the closed tabs are force-refreshed, and the chosen tab is
 * activated (`navigateTo`) when the active one closed.
 */
export function closeRightTabs(state: unknown, chosenId: unknown, keepId: unknown = null): TabsChange {
  const current = readTabsState(state);
  if (typeof chosenId !== "string") return change(current, current.activeId);
  return keepAndActivate(current, chosenId, keepId, (i, chosen) => i <= chosen);
}

/**
 * SPEC §4 Tabs "Close others": keeps the chosen tab and the default tab (`keepId`, home or
 * workbench: it stays); the closed tabs are force-refreshed, and the chosen tab is activated
 * (`navigateTo`) when the active one closed.
 */
export function closeOtherTabs(state: unknown, chosenId: unknown, keepId: unknown = null): TabsChange {
  const current = readTabsState(state);
  if (typeof chosenId !== "string") return change(current, current.activeId);
  return keepAndActivate(current, chosenId, keepId, (i, chosen) => i === chosen);
}

/**
 * SPEC §4 Tabs "Tabs can be dragged to reorder": moves the tab at `from` to `to`. Indices
 * that are not whole numbers within the list change nothing. The active tab stays active.
 */
export function moveTab(state: unknown, from: unknown, to: unknown): TabsChange {
  const current = readTabsState(state);
  const count = current.tabs.length;
  const valid = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0 && n < count;
  if (!valid(from) || !valid(to) || from === to) return change(current, current.activeId);
  const tabs = [...current.tabs];
  const [moved] = tabs.splice(from, 1);
  tabs.splice(to, 0, moved!);
  return change({ tabs, activeId: current.activeId }, current.activeId);
}

export interface TabMenuItems {
  refresh: boolean;
  closeRight: boolean;
  closeOthers: boolean;
}

/**
 * SPEC §2, §4 Tabs right-click menu (refresh, close right, close others): which items are
 * enabled for the tab `id`. A close item is enabled only when it would close a tab: never
 * with one tab or fewer, close right not on the last tab, and neither when what it would
 * close is only the default tab (`keepId`), which stays. Nothing is enabled for an unknown tab.
 */
export function tabMenuItems(state: unknown, id: unknown, keepId: unknown = null): TabMenuItems {
  const { tabs } = readTabsState(state);
  const index = tabs.findIndex((t) => t.id === id);
  if (index < 0) return { refresh: false, closeRight: false, closeOthers: false };
  const closable = (tab: Tab, i: number) => i !== index && tab.id !== keepId;
  return { refresh: true, closeRight: tabs.some((tab, i) => i > index && closable(tab, i)), closeOthers: tabs.some(closable) };
}

/** Storage name of the tab list (SPEC §3 persistent "tab list"), namespaced per user and tenant. */
export const TABS_STORAGE_NAME = "menu-tabs";
const TABS_STORAGE_VERSION = 1;

/** SPEC §3 Client storage: the tab list is kept per user and tenant. */
export function tabsStorageNamespace(userId: unknown, tenantId: unknown): StorageNamespace {
  return { userId: typeof userId === "string" ? userId : null, tenantId: typeof tenantId === "string" ? tenantId : null };
}

export interface StoredTabs {
  v: typeof TABS_STORAGE_VERSION;
  tabs: Tab[];
  activeId: string | null;
}

/** SPEC §4 Tabs "the list is saved in local storage": the stored form of a state, without the pages only shown (Tab.transient). */
export function serializeTabs(state: unknown): StoredTabs {
  const read = readTabsState(state);
  const tabs = read.tabs.filter((tab) => !isTransientTab(tab));
  const activeId = tabs.some((tab) => tab.id === read.activeId) ? read.activeId : (tabs.at(-1)?.id ?? null);
  return { v: TABS_STORAGE_VERSION, tabs, activeId };
}

/**
 * SPEC §3 Client storage "tab list", §4 Tabs: the tab list read back from storage (an object or its JSON text). Anything that is not a
 * stored list of this version, or that holds no valid tab, gives the default list. Tabs for
 * which `isKnown` is false (menus no longer visible) and pages only shown (Tab.transient, the
 * pages 2, 3 and 4) are dropped.
 */
export function restoreTabs(stored: unknown, defaultTab: unknown, isKnown: (id: string) => boolean = () => true): TabsState {
  if (typeof isKnown !== "function") isKnown = () => true;
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = null;
    }
  }
  if (typeof value !== "object" || value === null || (value as { v?: unknown }).v !== TABS_STORAGE_VERSION) return initialTabs(defaultTab);
  const read = readTabsState(value);
  // A list saved before pages only shown were left out may hold them: they are not brought back.
  const tabs = read.tabs.filter((t) => !isTransientTab(t) && isKnown(t.id));
  if (tabs.length === 0) return initialTabs(defaultTab);
  const activeId = tabs.some((t) => t.id === read.activeId) ? read.activeId : tabs[0]!.id;
  return { tabs, activeId };
}
