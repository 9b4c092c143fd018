import { createContext, createElement, useContext, useRef, type ReactNode } from "react";
import { proxy } from "valtio";
import {
  asideStart,
  DEFAULT_SIDEBAR,
  resizeSidebar,
  restoreSidebar,
  SIDEBAR_AFFIX_STORAGE_NAME,
  SIDEBAR_WIDTH_STORAGE_NAME,
  toggleAffix,
} from "#app/features/sidebar/sidebar.rules";
import { readStored, writeStored, type StorageNamespace } from "#app/kit/client-storage";

/**
 * Live state of the left side (ARCHITECTURE §5): pinned or drawer mode and the width
 * (SPEC §3 persistent "affix status and width", §4 Sidebar), the drawer, the aside's start
 * state, the open categories and the app whose cascading menu panel is open. The stars of
 * the menus read and change the collections store (app/features/collections/collections.store.ts), which the
 * collect centre and the workbench share. One store per sidebar, created inside its
 * provider, never shared between requests.
 */
export interface SidebarState {
  /** Pinned (true) or drawer mode (false). */
  affixed: boolean;
  /** Width in px, 208..600. */
  width: number;
  /** The saved values were read back (after hydration; the server renders the defaults). */
  restored: boolean;
  /** Drawer mode: the drawer with the whole sidebar is open. */
  drawerOpen: boolean;
  /** Drawer mode: the aside (rail) is expanded; null until it settles (SPEC §4 "after 3000 ms"). */
  asideExpanded: boolean | null;
  /** Categories (level 1) whose apps are shown. */
  openCategoryIds: string[];
  /** The app (level 2) whose cascading menu panel is open. */
  panelAppId: string | null;
}

export type SidebarStore = SidebarState;

/** A new store; `seed` overrides the defaults (stories, tests). */
export function createSidebarStore(seed: Partial<SidebarState> = {}): SidebarStore {
  const initial: SidebarState = {
    affixed: DEFAULT_SIDEBAR.affixed,
    width: DEFAULT_SIDEBAR.width,
    restored: false,
    drawerOpen: false,
    asideExpanded: null,
    openCategoryIds: [],
    panelAppId: null,
  };
  return proxy(structuredClone({ ...initial, ...seed }));
}

const isAffix = (value: unknown): value is boolean | string => typeof value === "boolean" || typeof value === "string";
const isWidth = (value: unknown): value is number | string => typeof value === "number" || typeof value === "string";

/** SPEC §3, §4 Sidebar: reads the saved affix flag and width back (defaults when none or garbage). */
export function restoreSidebarState(store: SidebarStore, ns: StorageNamespace): void {
  const saved = restoreSidebar(readStored("local", SIDEBAR_AFFIX_STORAGE_NAME, ns, isAffix), readStored("local", SIDEBAR_WIDTH_STORAGE_NAME, ns, isWidth));
  store.affixed = saved.affixed;
  store.width = saved.width;
  store.restored = true;
}

/** SPEC §4 Sidebar: pinned ⇄ drawer, saved true/false. Returns whether the value was saved. */
export function toggleSidebarAffix(store: SidebarStore, ns: StorageNamespace): boolean {
  const next = toggleAffix({ affixed: store.affixed, width: store.width });
  store.affixed = next.affixed;
  store.drawerOpen = false;
  store.panelAppId = null;
  // Pinned: the whole sidebar shows; drawer mode: the aside folds to its rail.
  store.asideExpanded = next.affixed;
  return writeStored("local", SIDEBAR_AFFIX_STORAGE_NAME, ns, next.affixed);
}

/** SPEC §4 Sidebar "Width is resizable": the new width clamped to 208..600; `save` writes it (at the end of a drag). */
export function resizeSidebarTo(store: SidebarStore, width: unknown, ns: StorageNamespace, save = true): number {
  const next = resizeSidebar({ affixed: store.affixed, width: store.width }, width);
  store.width = next.width;
  if (save) writeStored("local", SIDEBAR_WIDTH_STORAGE_NAME, ns, next.width);
  return next.width;
}

/** Writes the current width (the end of a pointer drag). */
export function saveSidebarWidth(store: SidebarStore, ns: StorageNamespace): boolean {
  return writeStored("local", SIDEBAR_WIDTH_STORAGE_NAME, ns, store.width);
}

export function setSidebarDrawerOpen(store: SidebarStore, open: boolean): void {
  store.drawerOpen = open;
  if (!open) store.panelAppId = null;
}

/**
 * SPEC §4 Sidebar "the aside starts expanded or collapsed after 3000 ms": applies the rule for
 * `elapsedMs` since the first render; returns how long to wait before asking again (0: settled).
 */
export function settleAside(store: SidebarStore, elapsedMs: number): number {
  const decision = asideStart(elapsedMs, store.affixed);
  if (decision.expanded !== null) store.asideExpanded = decision.expanded;
  return decision.waitMs;
}

/** The accordion (SPEC §2): opens or closes a category; `uniqueOpened` (scene param) keeps one open. */
export function toggleSidebarCategory(store: SidebarStore, categoryId: string, uniqueOpened: boolean): void {
  const open = store.openCategoryIds.includes(categoryId);
  if (open) store.openCategoryIds = store.openCategoryIds.filter((id) => id !== categoryId);
  else store.openCategoryIds = uniqueOpened ? [categoryId] : [...store.openCategoryIds, categoryId];
}

export function openCategories(store: SidebarStore, ids: readonly string[]): void {
  store.openCategoryIds = [...new Set(ids)];
}

/** The cascading menu panel of one app (SPEC §2), or none. */
export function setMenuPanel(store: SidebarStore, appId: string | null): void {
  store.panelAppId = appId;
}

const SidebarStoreContext = createContext<SidebarStore | null>(null);

/** Creates the sidebar's store once per mounted provider (per request on the server). */
export function SidebarStoreProvider({ seed, children }: { seed?: Partial<SidebarState>; children: ReactNode }) {
  const ref = useRef<SidebarStore | null>(null);
  ref.current ??= createSidebarStore(seed);
  return createElement(SidebarStoreContext.Provider, { value: ref.current }, children);
}

/** The store of the nearest SidebarStoreProvider; throws outside one (a programming error). */
export function useSidebarStore(): SidebarStore {
  const store = useContext(SidebarStoreContext);
  if (!store) throw new Error("useSidebarStore must be used inside SidebarStoreProvider");
  return store;
}
