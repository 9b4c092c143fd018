/**
 * The sub-app host (SPEC §4 micro-app lifecycle, §8, §9; ADR 013): one per browser page, made
 * by `createSubAppHost` and handed to the viewports by the shell's provider (host-context.tsx). It
 * mounts qiankun micro-apps into numbered viewports (1–5) and keeps the frames' and apps'
 * keep-alive book: an app under the SPEC §9 cache rule stays mounted, hidden, when its tab
 * is left; the kept ones stay within a budget, the least recently used going first; an app
 * outside the rule is unmounted when left. A failure stays inside the app's viewport.
 *
 * The state the React views draw from is a Valtio store (`host.store.ts`); the qiankun parcels
 * and the DOM nodes they own live here, outside React, so a re-render never touches them.
 *
 * Where the host's pieces are (app/features/sub-apps/):
 * - `host.ts` (this file): `createSubAppHost` and the `SubAppHost` it makes — show, hide,
 *   destroy, retry; the failures a frame or the page's policy reports; mounting a micro-app
 *   step by step, each step with its time limit; unmounting; eviction within the keep-alive
 *   budget and the viewports.
 * - `host.store.ts`: the host's Valtio state, one entry per app, and the budget.
 * - `host-context.tsx`: the provider that hands the page's host to the viewports.
 * - `qiankun-loader.ts`: what the host needs of a loader, and the one the page uses: qiankun
 *   and single-spa, imported with the first micro-app, an app reused at its place.
 * - `entry-files.ts`: an entry's HTML, scripts and stylesheets, fetched before qiankun sees them,
 *   and kept for the page (one fetch and rewrite per entry, ADR 065).
 * - `timed-fetch.ts`: the fetch with a time limit, `withTimeout`, and the kinds of failure.
 * - `prefetch.ts`: the idle prefetch of the entries, which a first load takes from memory.
 * - `mount-marks.ts`: the mount's steps as performance marks (the bench reads them).
 * - `sub-apps.rules.ts`: the pure rules (app key, kind, entry, cache rule, sandbox, budget).
 * - `SubAppView.tsx` draws one app's viewport; `MicroAppPrefetch.tsx` starts the prefetch.
 */

import type { ShellBridge } from "../../../packages/bridge/src/protocol";
import {
  appsToEvict,
  CACHE_FLAG_RESET_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  KEEP_ALIVE_BUDGET_DEFAULT,
  MOUNT_TIMEOUT_MS,
  readKeepAliveBudget,
  VIEWPORT_COUNT,
  WRAPPER_MISSING_PATTERN,
  type RegisteredSubApp,
} from "#app/features/sub-apps/sub-apps.rules";
import { createSubAppsStore, type SubAppState, type SubAppsStore } from "./host.store";
import { markMountStep } from "./mount-marks";
import { qiankunLoader, type MicroAppLoader, type MicroAppParcel } from "./qiankun-loader";
import { ChunkLoadError, errorOf, errorText, timedFetch, withTimeout, type SubAppErrorKind } from "./timed-fetch";

export interface SubAppHostOptions {
  loader?: MicroAppLoader;
  budget?: number;
  now?: () => number;
  /** Called when qiankun reports its wrapper element missing (SPEC §8): the page reloads. */
  onWrapperMissing?: () => void;
  chunkTimeoutMs?: number;
  mountTimeoutMs?: number;
}

interface Instance {
  app: RegisteredSubApp;
  parcel: MicroAppParcel | null;
  mountNode: HTMLElement | null;
  /** Resolves when the current mount or unmount has settled. */
  settling: Promise<void>;
}

/** The failures a refusal by the page's CSP explains (a refused fetch or frame looks like no answer). */
const REFUSAL_EXPLAINS: readonly SubAppErrorKind[] = ["network", "chunk", "load", "timeout"];

/**
 * Makes a sub-app host with its own store and its own apps. The shell's provider makes the
 * page's one (host-context.tsx); a test or a story makes its own, with a loader, a clock or
 * time limits of its own.
 */
export function createSubAppHost(options: SubAppHostOptions = {}): SubAppHost {
  return new SubAppHost(options);
}

export type { SubAppHost };

class SubAppHost {
  readonly store: SubAppsStore;
  private readonly instances = new Map<string, Instance>();
  private readonly loader: MicroAppLoader;
  private readonly now: () => number;
  private readonly onWrapperMissing: () => void;
  private readonly chunkTimeoutMs: number;
  private readonly mountTimeoutMs: number;
  private readonly cacheTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Apps destroyed (tab closed or refreshed): their next mount is a remount (SPEC §9 cache flag). */
  private readonly destroyed = new Set<string>();
  /** Failed attempts per app: a retry fetches its files under a fresh address. */
  private readonly attempts = new Map<string, number>();
  /** Unmounts under way: a new mount of the same app waits for its predecessor to be gone. */
  private readonly unmounting = new Map<string, Promise<void>>();
  /** The page's CSP refused an app's origin during its current load: its failure is that refusal. */
  private readonly refusals = new Map<string, string>();

  constructor(options: SubAppHostOptions = {}) {
    this.store = createSubAppsStore(readKeepAliveBudget(options.budget ?? KEEP_ALIVE_BUDGET_DEFAULT));
    this.loader = options.loader ?? qiankunLoader;
    this.now = options.now ?? (() => Date.now());
    this.onWrapperMissing = options.onWrapperMissing ?? (() => window.location.reload());
    this.chunkTimeoutMs = options.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
    this.mountTimeoutMs = options.mountTimeoutMs ?? MOUNT_TIMEOUT_MS;
  }

  setBudget(budget: unknown): void {
    this.store.budget = readKeepAliveBudget(budget);
    this.evict();
  }

  /**
   * The app's tab is shown: a kept app is simply shown again; otherwise the app is mounted
   * afresh into `slot` (a micro-app) or marked for its frame to load (an iframe).
   */
  async show(app: RegisteredSubApp, slot: HTMLElement | null, props: { bridge: ShellBridge } & Record<string, unknown>): Promise<void> {
    const existing = this.store.apps[app.key];
    const instance = this.instances.get(app.key);
    if (existing && instance && (existing.status === "mounted" || existing.status === "loading" || existing.status === "bootstrapping" || existing.status === "mounting")) {
      existing.active = true;
      existing.lastUsed = this.now();
      this.evict();
      return;
    }
    // A failed app stays failed until the user retries (a re-render of its view is not a retry).
    if (existing?.status === "error") {
      existing.active = true;
      existing.lastUsed = this.now();
      return;
    }
    this.state(app).active = true;
    await this.mount(app, slot, props);
  }

  /** The app's tab was left: kept (hidden) under the cache rule and the budget, else unmounted. */
  hide(key: string): void {
    const state = this.store.apps[key];
    if (!state) return;
    state.active = false;
    state.lastUsed = this.now();
    this.evict();
  }

  /** The tab was closed or refreshed (SPEC §4 force-refresh): unmounted and forgotten. */
  async destroy(key: string): Promise<void> {
    const unmounting = this.unmount(key);
    if (this.store.apps[key]) this.destroyed.add(key);
    delete this.store.apps[key];
    clearTimeout(this.cacheTimers.get(key));
    this.cacheTimers.delete(key);
    await unmounting;
  }

  /** Retry after a failure: a fresh mount. */
  async retry(app: RegisteredSubApp, slot: HTMLElement | null, props: { bridge: ShellBridge } & Record<string, unknown>): Promise<void> {
    await this.unmount(app.key);
    this.markRemount(app.key);
    await this.show(app, slot, props);
  }

  /** An iframe that failed to load (or a micro-app's own report) shows its error in its viewport. */
  fail(key: string, kind: SubAppErrorKind, message: string, status?: number): void {
    const state = this.store.apps[key];
    if (!state) return;
    // A refusal by the page's policy is why the frame never answered: it stays the reason.
    if (state.status === "error" && state.error?.kind === "refused") return;
    state.status = "error";
    state.error = status === undefined ? { kind, message } : { kind, message, status };
  }

  /**
   * The page's Content-Security-Policy refused one of the app's origins (a
   * `securitypolicyviolation` whose blockedURI is on it): the app was not registered for it, or
   * the policy does not name it yet. A frame refused so never shows; a micro-app still loading
   * fails with this as its reason, and one that has failed already (a refused fetch looks like
   * no answer) shows it instead. A running micro-app is left alone (its later requests are its own).
   */
  policyViolation(key: string, detail: string): void {
    const state = this.store.apps[key];
    if (!state) return;
    const refused = { kind: "refused" as const, message: detail };
    if (state.kind === "iframe" && state.status !== "unmounted" && state.status !== "idle") {
      state.status = "error";
      state.error = refused;
      return;
    }
    if (state.status === "error" && state.error && REFUSAL_EXPLAINS.includes(state.error.kind)) state.error = refused;
    else if (state.status === "loading" || state.status === "bootstrapping" || state.status === "mounting") this.refusals.set(key, detail);
  }

  /** A frame finished loading. */
  frameLoaded(key: string): void {
    const state = this.store.apps[key];
    // A failed frame is not drawn; a load reported after the failure (a refused frame's error page) changes nothing.
    if (state && state.status !== "unmounted" && state.status !== "error") {
      state.status = "mounted";
      state.error = null;
    }
  }

  private state(app: RegisteredSubApp): SubAppState {
    const existing = this.store.apps[app.key];
    if (existing) {
      existing.cache = app.cache;
      return existing;
    }
    this.store.apps[app.key] = {
      key: app.key,
      kind: app.kind,
      menuId: app.menuId,
      status: "idle",
      error: null,
      viewport: null,
      active: false,
      cache: app.cache,
      lastUsed: this.now(),
      cacheFlag: app.cache,
      generation: 0,
      mounts: 0,
    };
    return this.store.apps[app.key]!;
  }

  private freeViewport(): number | null {
    const used = new Set(Object.values(this.store.apps).map((s) => s.viewport));
    for (let n = 1; n <= VIEWPORT_COUNT; n++) if (!used.has(n)) return n;
    return null;
  }

  private markRemount(key: string): void {
    const state = this.store.apps[key];
    if (!state) return;
    // SPEC §9: the cache flag is off while the app starts afresh, and back after 1 s.
    state.cacheFlag = false;
    clearTimeout(this.cacheTimers.get(key));
    this.cacheTimers.set(
      key,
      setTimeout(() => {
        const current = this.store.apps[key];
        if (current) current.cacheFlag = current.cache;
        this.cacheTimers.delete(key);
      }, CACHE_FLAG_RESET_MS)
    );
  }

  private async mount(app: RegisteredSubApp, slot: HTMLElement | null, props: Record<string, unknown>): Promise<void> {
    const state = this.state(app);
    const previous = this.instances.get(app.key);
    if (previous) await previous.settling;
    await this.unmounting.get(app.key);
    // Destroyed (or replaced) while waiting for the predecessor: this mount is no longer wanted.
    if (this.store.apps[app.key] !== state) return;
    this.evict(state);
    const viewport = state.viewport ?? this.freeViewport();
    state.viewport = viewport;
    state.error = null;
    this.refusals.delete(app.key);
    state.generation += 1;
    state.mounts += 1;
    state.lastUsed = this.now();
    // SPEC §9: after a refresh, a close or a retry the app starts afresh, with the cache flag off for 1 s.
    if (state.mounts > 1 || this.destroyed.delete(app.key)) this.markRemount(app.key);
    if (app.kind === "iframe") {
      state.status = "loading";
      this.instances.set(app.key, { app, parcel: null, mountNode: null, settling: Promise.resolve() });
      return;
    }
    if (!slot) {
      state.status = "error";
      state.error = { kind: "mount", message: "No viewport element to mount into" };
      return;
    }
    const mountNode = document.createElement("div");
    mountNode.id = `subapp-viewport${viewport ?? ""}`;
    mountNode.dataset.subappKey = app.key;
    slot.replaceChildren(mountNode);
    const instance: Instance = { app, parcel: null, mountNode, settling: Promise.resolve() };
    this.instances.set(app.key, instance);
    const generation = state.generation;
    const attempt = this.attempts.get(app.key) ?? 0;
    const current = () => this.store.apps[app.key]?.generation === generation && this.instances.get(app.key) === instance;
    const chunkTimeout = () => new ChunkLoadError(`Loading ${app.entry} timed out after ${Math.round(this.chunkTimeoutMs / 1000)} s`);
    const mountTimeout = () => Object.assign(new Error(`${app.name} did not finish mounting within ${Math.round(this.mountTimeoutMs / 1000)} s`), { name: "MountTimeout" });
    const run = async () => {
      state.status = "loading";
      markMountStep(app.key, "show");
      const parcel = await withTimeout(this.loader({ name: app.key, entry: app.entry, container: mountNode, props, fetch: timedFetch(this.chunkTimeoutMs), attempt }), this.chunkTimeoutMs, chunkTimeout);
      // A failed load also rejects the later phases: they are awaited below or dropped here, never left unhandled.
      for (const phase of [parcel.loadPromise, parcel.bootstrapPromise, parcel.mountPromise]) phase.catch(() => undefined);
      instance.parcel = parcel;
      if (!current()) return;
      await withTimeout(parcel.loadPromise, this.chunkTimeoutMs, chunkTimeout);
      markMountStep(app.key, "loaded");
      if (current()) state.status = "bootstrapping";
      await withTimeout(parcel.bootstrapPromise, this.mountTimeoutMs, mountTimeout);
      markMountStep(app.key, "bootstrapped");
      if (current()) state.status = "mounting";
      await withTimeout(parcel.mountPromise, this.mountTimeoutMs, mountTimeout);
      markMountStep(app.key, "mounted");
      if (current()) state.status = "mounted";
    };
    const settled = run().catch((error: unknown) => {
      if (!current()) return;
      const message = errorText(error);
      if (WRAPPER_MISSING_PATTERN.test(message)) {
        this.onWrapperMissing();
        return;
      }
      const refused = this.refusals.get(app.key);
      const phase = state.status === "loading" ? "loading" : "starting";
      state.status = "error";
      state.error = refused ? { kind: "refused", message: refused } : errorOf(error, phase, message);
      // The next try asks for every file afresh (the HTML loader keeps what it fetched, failures too).
      this.attempts.set(app.key, attempt + 1);
      // A failed parcel is dropped so that a retry starts clean; its own errors are not the shell's.
      const failed = instance.parcel;
      instance.parcel = null;
      if (failed)
        void failed
          .unmount()
          .catch(() => undefined)
          .finally(() => failed.release?.());
    });
    instance.settling = settled;
    await settled;
    // Destroyed while loading: the parcel nobody shows any more is unmounted once it is up.
    if (!current() && instance.parcel && this.instances.get(app.key) !== instance) {
      const orphan = instance.parcel;
      instance.parcel = null;
      void orphan.mountPromise
        .then(() => orphan.unmount())
        .catch(() => undefined)
        .finally(() => orphan.release?.());
    }
  }

  /** Unmounts the app; the state changes at once, the parcel goes when its own mount has settled. */
  private unmount(key: string): Promise<void> {
    const instance = this.instances.get(key);
    const state = this.store.apps[key];
    if (state) {
      state.viewport = null;
      if (state.status !== "idle") state.status = "unmounted";
    }
    if (!instance) return this.unmounting.get(key) ?? Promise.resolve();
    this.instances.delete(key);
    const done = (async () => {
      await instance.settling.catch(() => undefined);
      const parcel = instance.parcel;
      instance.parcel = null;
      if (parcel) {
        // A parcel still mounting is unmounted once it is up (or has failed): none is left behind.
        await withTimeout(parcel.mountPromise, this.mountTimeoutMs, () => new Error("mount timed out")).catch(() => undefined);
        if (parcel.getStatus() === "MOUNTED") await parcel.unmount().catch(() => undefined);
      }
      // What qiankun keeps of a load (its props, its first container) must not keep the shell or the app's DOM.
      parcel?.release?.();
      instance.mountNode?.replaceChildren();
      instance.mountNode?.remove();
    })();
    const tracked = done.finally(() => {
      if (this.unmounting.get(key) === tracked) this.unmounting.delete(key);
    });
    this.unmounting.set(key, tracked);
    return tracked;
  }

  /** Unmounts what the budget and the viewports cannot keep; `coming` is an app about to mount. */
  private evict(coming?: SubAppState): void {
    const mounted = Object.values(this.store.apps).filter((s) => s.key !== coming?.key && s.status !== "unmounted" && s.status !== "idle" && this.instances.has(s.key));
    if (coming) mounted.push(coming);
    for (const key of appsToEvict(
      mounted.map((s) => ({
        key: s.key,
        active: s.active,
        cache: s.cache,
        lastUsed: s.lastUsed,
      })),
      this.store.budget
    )) {
      void this.unmount(key);
    }
  }

  /** Every app the host knows (tests and the bench read this). */
  snapshot(): SubAppState[] {
    return Object.values(this.store.apps).map((s) => ({
      ...s,
      error: s.error ? { ...s.error } : null,
    }));
  }
}
