/**
 * The sub-app host's state, as the app viewports draw it (ADR 013 §1): one entry per app the
 * host knows, by its app key (`product.module[.app]_menuId`), with where it is in its lifecycle
 * (SPEC §4: loading, bootstrapping, mounting, mounted, unmounted, or failed with its reason), the
 * viewport (1–5) it occupies, whether its tab is shown, its keep-alive bookkeeping (SPEC §9 cache
 * rule and cache flag, last use for the budget's eviction) and the keep-alive budget itself. It
 * is a Valtio store: the host writes it, and the views read it through `useSnapshot`; the qiankun
 * parcels and the DOM nodes they own are not in it.
 */

import { proxy } from "valtio";
import type { RegisteredSubApp } from "#app/features/sub-apps/sub-apps.rules";
import type { SubAppError } from "./timed-fetch";

export type SubAppStatus = "idle" | "loading" | "bootstrapping" | "mounting" | "mounted" | "unmounted" | "error";

export interface SubAppState {
  key: string;
  kind: RegisteredSubApp["kind"];
  menuId: string;
  status: SubAppStatus;
  error: SubAppError | null;
  /** The fixed viewport (1–5) the app occupies while mounted. */
  viewport: number | null;
  active: boolean;
  cache: boolean;
  lastUsed: number;
  /** SPEC §9 "the cache flag resets after 1 s": false for a second after a forced remount. */
  cacheFlag: boolean;
  /** Bumped on every fresh mount: a frame view keys its element by it. */
  generation: number;
  /** How many times the app was mounted afresh (a kept-alive switch does not count). */
  mounts: number;
}

export interface SubAppsStore {
  apps: Record<string, SubAppState>;
  budget: number;
}

/** An empty store with the given keep-alive budget (already read within its bounds). */
export function createSubAppsStore(budget: number): SubAppsStore {
  return proxy<SubAppsStore>({ apps: {}, budget });
}
