import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import type { CollectedMenu } from "#app/features/collections/collections.rules";
import type { RecentVisitItem } from "#app/platform-api/workbench";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import { useLoad, type LoadState } from "./use-load";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";

/**
 * What the document of the home (menu 1) or the workbench (menu 5) brings with it (SPEC §3
 * workbench, §9 first paint; ADR 064): the org's bulletins, the user's recent visits and
 * collected menus, and on the workbench the org's workbench config and, when it has a portal
 * workbench, the quick entries of the menu's group. The server draws those sections whole, so
 * the page's own content is on the first paint and nothing draws it again after hydration;
 * anything the server could not read is left to the page's own calls.
 */
export interface WorkbenchSeed {
  /** The org the page was drawn for. */
  orgId: string | null;
  /** The workbench's config; null on the home, or when not read. */
  config: WorkbenchConfig | null;
  /** The quick entries of the group `groupId` (null: the current ones); null when not read. */
  quickEntries: { groupId: string | null; entries: Entry[] } | null;
  /** The bulletin board of the org `orgId`; null when not read (or no org). */
  bulletins?: BulletinItem[] | null;
  /** The user's recent visits, newest first; null when not read. */
  recentVisits?: RecentVisitItem[] | null;
  /** The user's collected menus in the tenant; null when not read. */
  collections?: CollectedMenu[] | null;
}

interface Held {
  seed: WorkbenchSeed | null;
  /** The sections that have drawn from the seed: a later mount reads afresh. */
  taken: Set<string>;
}

const SeedContext = createContext<Held>({ seed: null, taken: new Set() });

export function WorkbenchSeedProvider({ seed, children }: { seed: WorkbenchSeed | null; children: ReactNode }) {
  const held = useMemo<Held>(() => ({ seed, taken: new Set() }), [seed]);
  return <SeedContext.Provider value={held}>{children}</SeedContext.Provider>;
}

/**
 * The data the document brought for the section `key`, for its first mount only (the one the
 * server drew and the browser hydrates); undefined afterwards, or when `pick` finds none.
 */
function useSeeded<T>(key: string, pick: (seed: WorkbenchSeed) => T | undefined): T | undefined {
  const held = useContext(SeedContext);
  const value = held.seed && !held.taken.has(key) ? pick(held.seed) : undefined;
  useEffect(() => {
    held.taken.add(key);
  }, [held, key]);
  return value;
}

/** useLoad for a section the document may have brought (`pick` finds it in the seed). */
export function useSeededLoad<T>(key: string, load: () => Promise<T>, pick: (seed: WorkbenchSeed) => T | undefined): LoadState<T> {
  return useLoad(key, load, useSeeded(key, pick));
}

/**
 * The collected menus the document brought (null when it brought none): the collections store
 * starts from them, read, so the sections and stars drawing them are the server's.
 */
export function useSeededCollections(): CollectedMenu[] | null {
  return useContext(SeedContext).seed?.collections ?? null;
}
