import { createContext, createElement, useContext, useRef, type ReactNode } from "react";
import { proxy } from "valtio";
import { apiGet, apiSend } from "#app/api/client";
import { isMenuCollected, readCollectedList, toggleCollect, type CollectContext, type CollectedMenu } from "#app/rules/collect";
import {
  asideStart,
  DEFAULT_SIDEBAR,
  resizeSidebar,
  restoreSidebar,
  SIDEBAR_AFFIX_STORAGE_NAME,
  SIDEBAR_WIDTH_STORAGE_NAME,
  toggleAffix,
} from "#app/rules/sidebar";
import { readStored, writeStored, type StorageNamespace } from "#app/storage/client-storage";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * Live state of the left side (ARCHITECTURE §5): pinned or drawer mode and the width
 * (SPEC §3 persistent "affix status and width", §4 Sidebar), the drawer, the aside's start
 * state, the open categories, the app whose cascading menu panel is open, and the stars of
 * the menus (SPEC §5 collect). One store per sidebar, created inside its provider, never
 * shared between requests.
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
  /** The user's collected menus as last shown (optimistic while a change is on the way). */
  collected: CollectedMenu[];
  collectedLoaded: boolean;
  /** Menu ids whose star change is on the way. */
  savingMenuIds: string[];
}

export type SidebarStore = SidebarState;

/** What a star click did. */
export type StarResult = { kind: "unchanged" } | { kind: "saved"; collected: boolean } | { kind: "failed"; collected: boolean; message: string };

/** A star change not yet answered: the menu and whether it should end up collected. */
interface Intent {
  menu: MenuNode;
  want: boolean;
  context: CollectContext;
}

/** Per store: the list the platform confirmed last, the changes on the way, and the chain that sends them one after another. */
interface Pending {
  confirmed: CollectedMenu[];
  intents: Intent[];
  chain: Promise<unknown>;
}
const pending = new WeakMap<SidebarStore, Pending>();

function pendingOf(store: SidebarStore): Pending {
  let entry = pending.get(store);
  if (!entry) {
    entry = { confirmed: [...store.collected], intents: [], chain: Promise.resolve() };
    pending.set(store, entry);
  }
  return entry;
}

/** The list with one change applied (unchanged when the menu already is where the change wants it). */
function applyIntent(list: CollectedMenu[], intent: Intent): CollectedMenu[] {
  if (isMenuCollected(list, intent.menu) === intent.want) return list;
  return toggleCollect(list, intent.menu, intent.context, "leftMenu").list;
}

/** What the stars show: the confirmed list with every change on the way applied. */
function shown(entry: Pending): CollectedMenu[] {
  return entry.intents.reduce(applyIntent, entry.confirmed);
}

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
    collected: [],
    collectedLoaded: false,
    savingMenuIds: [],
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

/** SPEC §7 GET workbench/v4/user-collections: the user's collected menus in the current tenant. */
export async function loadCollections(store: SidebarStore): Promise<void> {
  const data = await apiGet<unknown>("workbench/v4/user-collections");
  const entry = pendingOf(store);
  entry.confirmed = readCollectedList(data);
  store.collected = shown(entry);
  store.collectedLoaded = true;
}

/**
 * SPEC §4 "Collecting from a menu sends the updated collection list", §5 collect rules,
 * ARCHITECTURE §7 (optimistic, rolled back with a message on failure): the star of `menu`
 * turns at once, then the whole new list is sent (user-collections/batch). Changes are sent
 * one after another, each applied to the list the platform confirmed last, so a failed one
 * is rolled back without losing the others.
 */
export async function toggleMenuStar(store: SidebarStore, menu: MenuNode, context: CollectContext): Promise<StarResult> {
  // Sending a list made without the user's collections would drop them: read them first.
  if (!store.collectedLoaded) {
    try {
      await loadCollections(store);
    } catch (error) {
      return { kind: "failed", collected: !isMenuCollected(store.collected, menu), message: error instanceof Error ? error.message : String(error) };
    }
  }
  const toggle = toggleCollect(store.collected, menu, context, "leftMenu");
  if (!toggle.changed) return { kind: "unchanged" };
  const entry = pendingOf(store);
  const intent: Intent = { menu, want: toggle.collected, context };
  entry.intents.push(intent);
  store.collected = shown(entry);
  store.savingMenuIds = [...store.savingMenuIds, menu.id];
  const send = entry.chain.then(async (): Promise<StarResult> => {
    try {
      const list = applyIntent(entry.confirmed, intent);
      if (list !== entry.confirmed) {
        const saved: unknown = await apiSend<unknown>("POST", "workbench/v4/user-collections/batch", list);
        entry.confirmed = Array.isArray(saved) ? readCollectedList(saved) : list;
      }
      return { kind: "saved", collected: intent.want };
    } catch (error) {
      return { kind: "failed", collected: intent.want, message: error instanceof Error ? error.message : String(error) };
    } finally {
      entry.intents = entry.intents.filter((other) => other !== intent);
      const index = store.savingMenuIds.indexOf(menu.id);
      if (index >= 0) store.savingMenuIds = store.savingMenuIds.filter((_, i) => i !== index);
      store.collected = shown(entry);
    }
  });
  entry.chain = send.catch(() => undefined);
  return send;
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
