import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import type { Entry } from "#app/types/generated/entry";
import { useLoad, type LoadState } from "./use-load";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";

/**
 * What a workbench page's document brings with it (SPEC §3 workbench, §9 first paint): the
 * org's workbench config and, when it has a portal workbench, the quick entries of the menu's
 * group. The server draws those sections whole, so the page does not grow under the reader
 * as they arrive; anything it could not read is left to the page's own calls.
 */
export interface WorkbenchSeed {
  /** The org the page was drawn for. */
  orgId: string | null;
  config: WorkbenchConfig;
  /** The quick entries of the group `groupId` (null: the current ones); null when not read. */
  quickEntries: { groupId: string | null; entries: Entry[] } | null;
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
