import { createContext, createElement, useContext, useEffect, useRef, type ReactNode } from "react";
import { proxy } from "valtio";
import { ApiError } from "#app/platform-api/client";
import { addUserCollection, removeUserCollection, userCollections } from "#app/platform-api/workbench";
import { isMenuCollected, readCollectedList, readCollectedMenu, toggleCollect, type CollectContext, type CollectedMenu, type StarPlace } from "#app/features/collections/collections.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { useSeededCollections } from "#app/features/workbench/workbench-seed";

/**
 * The user's collected menus (ARCHITECTURE §5 "collections", SPEC §2 collect centre, §5
 * collect rules, §7 user-collections): one store per user and tenant, read by the sidebar's
 * stars, the header's collect centre and the workbench, so a change made in one place shows
 * in every other at once. The list rules are app/features/collections/collections.rules.ts; this module holds their
 * results and talks to the platform. Created inside its provider, never shared between
 * requests.
 */
export interface CollectionsState {
  /** The collected menus as shown: the platform's list with the changes on the way applied. */
  collected: CollectedMenu[];
  /** idle: not asked for yet; failed: the first read failed (`error` says why). */
  status: "idle" | "loading" | "ready" | "failed";
  error: Error | null;
  /** Menu ids whose change is on the way. */
  savingMenuIds: string[];
}

export type CollectionsStore = CollectionsState;

/** What the store reads and writes (SPEC §7); an interface so stories and tests can stand in for the platform. */
export interface CollectionsApi {
  /** GET workbench/v4/user-collections: the user's collected menus in the current tenant, in order. */
  list(): Promise<unknown>;
  /** POST workbench/v4/user-collections: collects one menu; answers the stored entry (with its id). */
  add(entry: CollectedMenu): Promise<unknown>;
  /** DELETE workbench/v4/user-collections/{id}: uncollects one entry; a 404 means it is gone already. */
  remove(id: string): Promise<unknown>;
}

/** The collections API over the BFF (app/platform-api/client.ts). */
export const platformCollectionsApi: CollectionsApi = {
  list: userCollections,
  add: addUserCollection,
  remove: removeUserCollection,
};

/**
 * How the stores of one user and tenant in other tabs learn of a change (ADR 033): a message
 * after each saved change, on which they read the list again. An interface so tests can join
 * stores without a browser.
 */
export interface CollectionsChannel {
  /** Tells the other tabs that the list changed. */
  post(): void;
  /** Calls `onChange` whenever another tab's list changed; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

/** The BroadcastChannel of one user and tenant, or null where the browser has none (the server, old browsers). */
export function browserCollectionsChannel(userId: string, tenantId: string): (CollectionsChannel & { close(): void }) | null {
  if (typeof BroadcastChannel === "undefined") return null;
  const channel = new BroadcastChannel(`portal:collections:${userId}:${tenantId}`);
  return {
    post: () => channel.postMessage({ kind: "changed" }),
    listen(onChange) {
      const handler = () => onChange();
      channel.addEventListener("message", handler);
      return () => channel.removeEventListener("message", handler);
    },
    close: () => channel.close(),
  };
}

/** What a toggle did. `collected` is what the user asked for; on failure the list is back as it was. */
export type CollectResult = { kind: "unchanged" } | { kind: "saved"; collected: boolean } | { kind: "failed"; collected: boolean; message: string };

/** A change not yet answered: the menu, whether it should end up collected, and where it was asked for. */
interface Intent {
  menu: MenuNode;
  want: boolean;
  context: CollectContext;
  place: StarPlace;
}

/**
 * Per store, outside the proxy: the platform to ask, the list it confirmed last, the changes
 * on the way, the chain that sends reads and changes one after another, and the read in flight.
 */
interface Internals {
  api: CollectionsApi;
  confirmed: CollectedMenu[];
  intents: Intent[];
  chain: Promise<unknown>;
  reading: Promise<void> | null;
  channel: CollectionsChannel | null;
}
const internals = new WeakMap<CollectionsStore, Internals>();

function internalsOf(store: CollectionsStore): Internals {
  const entry = internals.get(store);
  if (!entry) throw new Error("not a collections store: create it with createCollectionsStore");
  return entry;
}

/** A new store over `api`; `seed` overrides the defaults (stories, tests: e.g. a list already read). */
export function createCollectionsStore({ api = platformCollectionsApi, seed = {} }: { api?: CollectionsApi; seed?: Partial<CollectionsState> } = {}): CollectionsStore {
  const initial: CollectionsState = { collected: [], status: "idle", error: null, savingMenuIds: [] };
  const store = proxy(structuredClone({ ...initial, ...seed }));
  internals.set(store, { api, confirmed: readCollectedList(seed.collected ?? []), intents: [], chain: Promise.resolve(), reading: null, channel: null });
  return store;
}

/**
 * Joins the store to the other tabs of the same user and tenant (ADR 033): its saved changes
 * are told to them, and theirs make it read the list again (once it was read at all).
 * Returns the leave.
 */
export function joinCollectionsChannel(store: CollectionsStore, channel: CollectionsChannel): () => void {
  const entry = internalsOf(store);
  entry.channel = channel;
  const stop = channel.listen(() => {
    if (store.status === "ready") void reloadCollections(store).catch(() => undefined);
  });
  return () => {
    stop();
    if (entry.channel === channel) entry.channel = null;
  };
}

/** The list with one change applied (unchanged when the menu already is where the change wants it). */
function applyIntent(list: CollectedMenu[], intent: Intent): CollectedMenu[] {
  if (isMenuCollected(list, intent.menu) === intent.want) return list;
  return toggleCollect(list, intent.menu, intent.context, intent.place).list;
}

/** What is shown: the confirmed list with every change on the way applied. */
function shown(entry: Internals): CollectedMenu[] {
  return entry.intents.reduce(applyIntent, entry.confirmed);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * An answer that is not a list is a failed read, not an empty one: a list sent after it
 * would drop the user's collections.
 */
function readAnswer(data: unknown): CollectedMenu[] {
  if (!Array.isArray(data)) throw new ApiError(200, "invalid-answer", "The platform's collections could not be read");
  return readCollectedList(data);
}

/**
 * Reads the list after the changes already on the way, so an answer never puts back a list
 * older than one the platform confirmed since. A failed first read leaves the store failed;
 * a failed read of a list already shown keeps it.
 */
function read(store: CollectionsStore): Promise<void> {
  const entry = internalsOf(store);
  if (store.status !== "ready") {
    store.status = "loading";
    store.error = null;
  }
  const reading = entry.chain
    .then(async () => {
      entry.confirmed = readAnswer(await entry.api.list());
      store.collected = shown(entry);
      store.status = "ready";
      store.error = null;
    })
    .catch((error: unknown) => {
      if (store.status !== "ready") {
        store.status = "failed";
        store.error = error instanceof Error ? error : new Error(messageOf(error));
      }
      throw error;
    })
    .finally(() => {
      if (entry.reading === reading) entry.reading = null;
    });
  entry.reading = reading;
  entry.chain = reading.catch(() => undefined);
  return reading;
}

/** SPEC §7 GET user-collections, once per store: nothing when the list is in or on its way. Rejects when the read fails. */
export function loadCollections(store: CollectionsStore): Promise<void> {
  const entry = internalsOf(store);
  if (store.status === "ready") return Promise.resolve();
  return entry.reading ?? read(store);
}

/** Reads the list again (a retry, or a list changed elsewhere); joins a read already on its way. */
export function reloadCollections(store: CollectionsStore): Promise<void> {
  return internalsOf(store).reading ?? read(store);
}

const sameEntry = (a: CollectedMenu, b: CollectedMenu) => a.productCode === b.productCode && a.menuAuthCode === b.menuAuthCode;

/** A 404 of a removal: the entry is gone already (removed in another tab or on another device). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Sends one change as the per-item call of SPEC §7 and answers the platform's list after it:
 * collecting posts the one entry, uncollecting deletes the one entry by its id. Neither sends
 * a list, so a change made meanwhile in another tab or on another device is kept (ADR 033).
 * An entry added here whose id is not known yet is read first.
 */
async function sendIntent(entry: Internals, intent: Intent): Promise<void> {
  const list = applyIntent(entry.confirmed, intent);
  if (list === entry.confirmed) return;
  if (intent.want) {
    const added = list.find((item) => !entry.confirmed.some((old) => sameEntry(old, item)));
    if (!added) return;
    // The platform files the entry under the list's bizType (the query's), as it lists it.
    const { bizType: _bizType, ...body } = added;
    const saved = readCollectedMenu(await entry.api.add(body));
    entry.confirmed = [...entry.confirmed.filter((old) => !sameEntry(old, added)), saved ?? added];
    return;
  }
  let stored = entry.confirmed.find((old) => !list.some((item) => sameEntry(old, item)));
  if (stored && !stored.id) {
    entry.confirmed = readAnswer(await entry.api.list());
    stored = entry.confirmed.find((old) => sameEntry(old, stored!));
  }
  if (stored?.id) {
    try {
      await entry.api.remove(stored.id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  entry.confirmed = entry.confirmed.filter((old) => !stored || !sameEntry(old, stored));
}

/**
 * SPEC §4 "Collecting from a menu", §5 collect rules, §7 user-collections, ARCHITECTURE §7
 * (optimistic, rolled back with a message on failure): the menu is added to or removed from
 * the shown list at once, then the one change is sent (POST user-collections, DELETE
 * user-collections/{id}; ADR 033: never the whole list, which would drop what another tab or
 * device collected meanwhile). Changes are sent one after another, so a failed one is rolled
 * back without losing the others; a saved one is told to the user's other tabs. Nothing is
 * sent before the user's list was read.
 */
export async function toggleCollected(store: CollectionsStore, menu: MenuNode, context: CollectContext, place: StarPlace = "other"): Promise<CollectResult> {
  if (store.status !== "ready") {
    try {
      await loadCollections(store);
    } catch (error) {
      return { kind: "failed", collected: !isMenuCollected(store.collected, menu), message: messageOf(error) };
    }
  }
  const toggle = toggleCollect(store.collected, menu, context, place);
  if (!toggle.changed) return { kind: "unchanged" };
  const entry = internalsOf(store);
  const intent: Intent = { menu, want: toggle.collected, context, place };
  entry.intents.push(intent);
  store.collected = shown(entry);
  store.savingMenuIds = [...store.savingMenuIds, menu.id];
  const send = entry.chain.then(async (): Promise<CollectResult> => {
    try {
      await sendIntent(entry, intent);
      entry.channel?.post();
      return { kind: "saved", collected: intent.want };
    } catch (error) {
      return { kind: "failed", collected: intent.want, message: messageOf(error) };
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

const CollectionsStoreContext = createContext<CollectionsStore | null>(null);

interface ProviderProps {
  /** The signed-in user and the tenant: another one gets a store of its own (nothing read for the last one is shown). */
  userId?: string | null;
  tenantId?: string | null;
  api?: CollectionsApi;
  /** A store made by the caller (stories, tests); used as is. */
  store?: CollectionsStore;
  children: ReactNode;
}

/**
 * Creates the collections store once per user and tenant of the mounted provider (per request on
 * the server); in the browser it joins the other tabs of the same user and tenant (ADR 033). The
 * first store starts from the list the page's document brought, when it brought one (ADR 064):
 * the server draws it, and the browser does not read it again.
 */
export function CollectionsStoreProvider({ userId, tenantId, api, store, children }: ProviderProps) {
  const session = `${userId ?? ""}\u0000${tenantId ?? ""}`;
  const own = useRef<{ session: string; store: CollectionsStore } | null>(null);
  const seeded = useSeededCollections();
  if (!store && own.current?.session !== session) {
    const seed: Partial<CollectionsState> | undefined = own.current === null && seeded ? { collected: [...seeded], status: "ready" } : undefined;
    own.current = { session, store: createCollectionsStore({ ...(api ? { api } : {}), ...(seed ? { seed } : {}) }) };
  }
  const value = store ?? own.current!.store;
  useEffect(() => {
    if (!userId || !tenantId) return;
    const channel = browserCollectionsChannel(userId, tenantId);
    if (!channel) return;
    const leave = joinCollectionsChannel(value, channel);
    return () => {
      leave();
      channel.close();
    };
  }, [value, userId, tenantId]);
  return createElement(CollectionsStoreContext.Provider, { value }, children);
}

/** The store of the nearest CollectionsStoreProvider; throws outside one (a programming error). */
export function useCollectionsStore(): CollectionsStore {
  const store = useContext(CollectionsStoreContext);
  if (!store) throw new Error("useCollectionsStore must be used inside CollectionsStoreProvider");
  return store;
}
