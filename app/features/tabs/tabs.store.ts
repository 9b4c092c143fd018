import { createContext, createElement, useContext, useRef, type ReactNode } from "react";
import { proxy, subscribe } from "valtio";
import {
  initialTabs,
  openTab,
  readTabsState,
  restoreTabs,
  serializeTabs,
  TABS_STORAGE_NAME,
  type Tab,
  type TabsChange,
  type TabsState,
} from "#app/features/tabs/tabs.rules";
import { readStored, writeStored, type StorageNamespace } from "#app/kit/client-storage";

/**
 * Live state of the tab bar (ARCHITECTURE §5, SPEC §4 Tabs): the open tabs in order, the
 * active one, and a refresh key per menu that the content viewport puts in its element keys,
 * so bumping it drops what was mounted for that menu (SPEC "force-refresh"). The list rules
 * are app/features/tabs/tabs.rules.ts; this module only holds their results. One store per mounted
 * provider, never shared between requests.
 */
export interface TabsStore extends TabsState {
  refreshKeys: Record<string, number>;
  /** Titles an app gave its own tab (bridge retitle-tab); dropped when the tab closes or refreshes. */
  titles: Record<string, string>;
  /** The saved list was read back (after hydration; the server renders the initial list). */
  restored: boolean;
}

/** A new store holding `initial` (made valid by the rules). */
export function createTabsStore(initial: unknown = null): TabsStore {
  const { tabs, activeId } = readTabsState(initial);
  return proxy(structuredClone({ tabs, activeId, refreshKeys: {}, titles: {}, restored: false }));
}

/** The first list of a page: the default tab, then the page's own tab (SPEC §4 Tabs). */
export function firstTabs(defaultTab: Tab | null, current: Tab | null): TabsState {
  const start = initialTabs(defaultTab);
  if (!current) return start;
  const { tabs, activeId } = openTab(start, current, defaultTab?.id ?? null);
  return { tabs, activeId };
}

/** The store's list as the rules read it (a plain copy). */
export function tabsStateOf(store: TabsStore): TabsState {
  return { tabs: store.tabs.map((t) => ({ ...t })), activeId: store.activeId };
}

/** Makes the store hold a change computed by the rules; the closed tabs' refresh keys are bumped. */
export function applyTabsChange(store: TabsStore, change: TabsChange): void {
  // An unchanged list is left as it is: the bar and the content do not draw again for nothing.
  const same = change.tabs.length === store.tabs.length && change.tabs.every((tab, i) => tab.id === store.tabs[i]?.id && tab.name === store.tabs[i]?.name && tab.transient === store.tabs[i]?.transient);
  if (!same) store.tabs = change.tabs.map((t) => ({ ...t }));
  store.activeId = change.activeId;
  for (const id of change.refreshIds) refreshTab(store, id);
}

/** SPEC §4 Tabs "Opening a menu adds a tab" (activates it when open); `keepId` is never dropped above the limit. */
export function openMenuTab(store: TabsStore, tab: Tab, keepId: string | null): TabsChange {
  const change = openTab(tabsStateOf(store), tab, keepId);
  applyTabsChange(store, change);
  return change;
}

/** SPEC §2 tab right-click "refresh": what is mounted for the menu is dropped and mounted anew. */
export function refreshTab(store: TabsStore, id: string): void {
  store.refreshKeys[id] = (store.refreshKeys[id] ?? 0) + 1;
  delete store.titles[id];
}

/** A hosted app named its own tab (bridge retitle-tab): shown until the tab closes or is refreshed. */
export function retitleTab(store: TabsStore, id: string, title: string): void {
  if (store.tabs.some((tab) => tab.id === id)) store.titles[id] = title;
}

/** SPEC §4 Org switch step 3 "tabs are force-refreshed": every open tab. */
export function refreshAllTabs(store: TabsStore): void {
  for (const tab of store.tabs) refreshTab(store, tab.id);
}

const anyValue = (value: unknown): value is unknown => value !== undefined;

/**
 * SPEC §3 persistent "tab list", §4 Tabs: reads the saved list of this user and tenant back
 * into the store (menus that are no longer known dropped; the default list when nothing
 * valid was saved).
 */
export function restoreSavedTabs(store: TabsStore, ns: StorageNamespace, defaultTab: Tab | null, isKnown: (id: string) => boolean): void {
  const saved = readStored("local", TABS_STORAGE_NAME, ns, anyValue);
  if (saved !== null) {
    const { tabs, activeId } = restoreTabs(saved, defaultTab, isKnown);
    store.tabs = tabs;
    store.activeId = activeId;
  }
  store.restored = true;
}

/** SPEC §4 Tabs "the list is saved in local storage". Returns whether it was written. */
export function saveTabs(store: TabsStore, ns: StorageNamespace): boolean {
  return writeStored("local", TABS_STORAGE_NAME, ns, serializeTabs(tabsStateOf(store)));
}

/** Saves the list whenever it changes (not for refresh keys); returns the unsubscribe function. */
export function saveTabsOnChange(store: TabsStore, ns: StorageNamespace): () => void {
  let last = JSON.stringify(serializeTabs(tabsStateOf(store)));
  return subscribe(store, () => {
    const next = JSON.stringify(serializeTabs(tabsStateOf(store)));
    if (next === last) return;
    last = next;
    saveTabs(store, ns);
  });
}

const TabsStoreContext = createContext<TabsStore | null>(null);

/** Creates the tab store once per mounted provider (per request on the server). */
export function TabsStoreProvider({ initial, store, children }: { initial?: TabsState; store?: TabsStore; children: ReactNode }) {
  const ref = useRef<TabsStore | null>(null);
  ref.current ??= store ?? createTabsStore(initial);
  return createElement(TabsStoreContext.Provider, { value: ref.current }, children);
}

/** The store of the nearest TabsStoreProvider; throws outside one (a programming error). */
export function useTabsStore(): TabsStore {
  const store = useContext(TabsStoreContext);
  if (!store) throw new Error("useTabsStore must be used inside TabsStoreProvider");
  return store;
}
