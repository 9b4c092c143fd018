import type { AppProps, ParcelConfigObject } from "single-spa";
import { proxy } from "valtio";
import { SHELL_BRIDGE_METHODS, type BridgeContext, type ShellBridge } from "../../../packages/bridge/src/protocol";
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
import { AppScriptError, ChunkLoadError, codeFiles, entryFilesFetch, fetchEntryFiles, publicPathOf, requestUrl, rewriteTemplate, timedFetch, type EntryFiles } from "./entry-files";

export { AppScriptError, ChunkLoadError, timedFetch } from "./entry-files";

/**
 * The sub-app host (SPEC §4 micro-app lifecycle, §8, §9; ADR 013): one per browser page. It
 * mounts qiankun micro-apps into numbered viewports (1–5) and keeps the frames' and apps'
 * keep-alive book: an app under the SPEC §9 cache rule stays mounted, hidden, when its tab
 * is left; the kept ones stay within a budget, the least recently used going first; an app
 * outside the rule is unmounted when left. A failure stays inside the app's viewport.
 *
 * The state the React views draw from is a Valtio store (`subApps`); the qiankun parcels and
 * the DOM nodes they own live here, outside React, so a re-render never touches them.
 */

export type SubAppStatus = "idle" | "loading" | "bootstrapping" | "mounting" | "mounted" | "unmounted" | "error";
/**
 * Why an app is not shown, each with its own message (subApps.error.*):
 * - `refused`: the page's CSP refused the app's origin (a `securitypolicyviolation` for it);
 * - `network`: no answer (a fetch TypeError: offline, CORS, DNS), or none in time;
 * - `http`: the server answered with an HTTP error (its status is shown);
 * - `script`: the app's code threw while it was evaluated; `mount`: while bootstrapping or mounting;
 * - `timeout`: the app did not finish starting in time;
 * - `chunk`: a code load failed for a reason the host's fetch did not see (another bundler's
 *   ChunkLoadError, the loader as a whole timing out); `load`: anything else while loading;
 * - `unsafe`: its address is not allowed.
 */
export type SubAppErrorKind = "chunk" | "load" | "mount" | "timeout" | "unsafe" | "refused" | "network" | "http" | "script";

export interface SubAppState {
  key: string;
  kind: RegisteredSubApp["kind"];
  menuId: string;
  status: SubAppStatus;
  error: { kind: SubAppErrorKind; message: string; status?: number } | null;
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

/** What the host needs from qiankun (its MicroApp parcel), so tests can give their own loader. */
export interface MicroAppParcel {
  loadPromise: Promise<unknown>;
  bootstrapPromise: Promise<unknown>;
  mountPromise: Promise<unknown>;
  unmount(): Promise<unknown>;
  getStatus(): string;
  /** Called once the host is done with the parcel (unmounted or dropped): it lets go of what it was given. */
  release?(): void;
}

export interface MicroAppLoadRequest {
  name: string;
  entry: string;
  container: HTMLElement;
  props: Record<string, unknown>;
  fetch: typeof fetch;
  /** 0 the first time; after a failure, the retry's number: its files are asked for under fresh addresses. */
  attempt: number;
}

export type MicroAppLoader = (request: MicroAppLoadRequest) => Promise<MicroAppParcel>;

interface Instance {
  app: RegisteredSubApp;
  parcel: MicroAppParcel | null;
  mountNode: HTMLElement | null;
  /** Resolves when the current mount or unmount has settled. */
  settling: Promise<void>;
}

function isShellBridge(value: unknown): value is ShellBridge {
  return typeof value === "object" && value !== null && SHELL_BRIDGE_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === "function");
}

/**
 * The props one micro-app instance is given, with its bridge behind a forwarder that the
 * host cuts when the instance is gone. What qiankun keeps of a load (an app loaded into a
 * container at the same place is not loaded again, see qiankunLoader) holds the props of that
 * load for the life of the page, and the bridge reaches the shell's state of its tab (menus,
 * callbacks). After `release()` the forwarder holds only the last context; its requests do
 * nothing and `onContextChange` never calls back.
 */
export function releasableProps<P extends Record<string, unknown>>(props: P): { props: P; release: () => void } {
  const bridge = props.bridge;
  if (!isShellBridge(bridge)) return { props, release: () => undefined };
  let target: ShellBridge | null = bridge;
  let last: BridgeContext = bridge.context;
  const forward = {
    get context() {
      if (target) last = target.context;
      return last;
    },
  } as ShellBridge;
  for (const method of SHELL_BRIDGE_METHODS) {
    Object.defineProperty(forward, method, {
      enumerable: true,
      value: (...args: unknown[]) => {
        if (!target) return method === "onContextChange" ? () => undefined : undefined;
        return (target[method] as (...a: unknown[]) => unknown)(...args);
      },
    });
  }
  return {
    props: { ...props, bridge: forward },
    release: () => {
      if (target) last = target.context;
      target = null;
    },
  };
}

export interface SubAppHostOptions {
  loader?: MicroAppLoader;
  budget?: number;
  now?: () => number;
  /** Called when qiankun reports its wrapper element missing (SPEC §8): the page reloads. */
  onWrapperMissing?: () => void;
  chunkTimeoutMs?: number;
  mountTimeoutMs?: number;
}

type MountParcel = AppProps["mountParcel"];
type ParcelConfigGetter = (container?: string | HTMLElement) => ParcelConfigObject;

let microAppOwner: Promise<MountParcel> | null = null;

/** The modules the micro-app loader runs on (qiankun's loader, its utilities, single-spa): fetched once. */
function loadQiankunModules() {
  return Promise.all([import("qiankun/es/loader"), import("qiankun/es/utils"), import("single-spa")]);
}

/**
 * Readies the micro-app loader ahead of the first mount (SPEC §9 prefetch): qiankun's code is
 * fetched and run while the page is idle, and single-spa is started with the parcel the apps
 * mount under, as the first mount would (qiankun's loader brings single-spa in, and single-spa
 * loaded but not started warns, its message #1). A first opening then waits for neither.
 */
export async function preloadMicroAppLoader(): Promise<void> {
  const [, , singleSpa] = await loadQiankunModules();
  await ownerOfMicroApps(singleSpa);
}

/**
 * The one parcel every micro-app is mounted under, for the life of the page. qiankun's
 * loadMicroApp mounts each app as a root parcel of single-spa, and single-spa (5.9) never
 * forgets a root parcel: each closed app would keep its lifecycles, its sandbox's closures and
 * its container. A parcel mounted under another is dropped from its owner once unmounted.
 */
function ownerOfMicroApps(singleSpa: typeof import("single-spa")): Promise<MountParcel> {
  microAppOwner ??= new Promise<MountParcel>((resolve, reject) => {
    // As loadMicroApp does: single-spa started, so the apps' routers hear the shell's history changes.
    singleSpa.start({ urlRerouteOnly: true });
    const owner = singleSpa.mountRootParcel(
      {
        name: "portal-micro-apps",
        bootstrap: async () => undefined,
        mount: async (props) => resolve(props.mountParcel),
        unmount: async () => undefined,
      },
      { domElement: document.createElement("div") },
    );
    owner.mountPromise.catch((error: unknown) => {
      microAppOwner = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return microAppOwner;
}

/**
 * Apps loaded so far, by name and the container's place in the document, as qiankun's
 * loadMicroApp keeps them: an app mounted again at the same place is not fetched and run
 * again, and its bootstrap does not run twice. A failed load is not kept.
 */
const loadedApps = new Map<string, Promise<ParcelConfigGetter>>();

/**
 * Styles an app added itself and removed at its unmount come back at its next mount: qiankun
 * records every style an app appends and appends the record again on a remount, but an element
 * the app removed with `remove()` or from qiankun's own head element stays in the record. The
 * app adds its own anew as it mounts, so the document would hold each of them once more per
 * remount. Of styles with the same text in the app's container, the last (the app's own) stays.
 */
function dropRepeatedStyles(container: HTMLElement): void {
  const seen = new Map<string, HTMLStyleElement>();
  for (const style of Array.from(container.getElementsByTagName("style"))) {
    const text = style.textContent ?? "";
    if (text === "") continue;
    seen.get(text)?.remove();
    seen.set(text, style);
  }
}

/** An error of qiankun's load that is not a file's: the app's own code threw while evaluated. */
function asScriptError(error: unknown): Error {
  if (error instanceof Error && error.name === "ChunkLoadError") return error;
  return new AppScriptError(errorText(error), { cause: error });
}

/**
 * qiankun, loaded when the first micro-app mounts: it touches `window` when imported, and most
 * pages never need it. What loadMicroApp does (qiankun's loader: its JS sandbox and scoped
 * styles; an app loaded before at the same place reused), with the parcel mounted under the
 * long-lived owner above instead of as a root parcel, so a closed app leaves nothing behind.
 *
 * An app not loaded before at its place has its files fetched first (fetchEntryFiles): a
 * failure is the host's then, and qiankun's loader, which keeps every answer by address, is
 * only ever given files that arrived. Every address resolves against the entry's own URL, and
 * the app's public path is its entry's directory (ARCHITECTURE §8).
 */
export const qiankunLoader: MicroAppLoader = async ({ name, entry, container, props, fetch: fetcher, attempt }) => {
  const [{ loadApp }, { getContainerXPath }, singleSpa] = await loadQiankunModules();
  // qiankun's HTML loader keeps what it evaluated by address: a retry loads under a name and addresses of its own.
  const appName = attempt > 0 ? `${name}~${attempt}` : name;
  // Its place, taken now: the document changes around the container while the app runs.
  const place = getContainerXPath(container);
  const key = place ? `${appName}-${place}` : null;
  const files: EntryFiles | null = key && loadedApps.has(key) ? null : await fetchEntryFiles(entry, attempt, fetcher);
  // What qiankun keeps of a load holds its props for the page's life (see releasableProps).
  const given = releasableProps(props);
  const mountParcel = await ownerOfMicroApps(singleSpa);
  const parcel = mountParcel(
    async () => {
      const loaded = key ? loadedApps.get(key) : undefined;
      // Loaded before at this place: its lifecycles again, without a second bootstrap.
      if (loaded) return { ...(await loaded)(container), bootstrap: () => Promise.resolve() };
      const fetched = files ?? (await fetchEntryFiles(entry, attempt, fetcher));
      const configuration = {
        // Each app's global CSS is scoped to its container; its window globals live in its own sandbox.
        sandbox: { experimentalStyleIsolation: true },
        singular: false,
        fetch: entryFilesFetch(fetched, fetcher),
        getPublicPath: () => publicPathOf(fetched.base),
      };
      const loading = loadApp({ name: appName, entry: fetched.entry, container, props: given.props }, configuration).catch((error: unknown) => {
        throw asScriptError(error);
      });
      if (key) {
        loadedApps.set(key, loading);
        loading.catch(() => {
          if (loadedApps.get(key) === loading) loadedApps.delete(key);
        });
      }
      return (await loading)(container);
    },
    { domElement: document.createElement("div"), ...given.props },
  );
  // A failed app's unmount fails too: the host has its error already (loadMicroApp dropped it the same way).
  parcel.unmountPromise.catch(() => undefined);
  parcel.mountPromise.then(() => dropRepeatedStyles(container), () => undefined);
  // An app whose bootstrap or mount failed is not reused at its place: the next load starts clean.
  if (key) void Promise.all([parcel.bootstrapPromise, parcel.mountPromise]).catch(() => loadedApps.delete(key));
  return {
    loadPromise: parcel.loadPromise,
    bootstrapPromise: parcel.bootstrapPromise,
    mountPromise: parcel.mountPromise,
    unmount: () => parcel.unmount(),
    getStatus: () => parcel.getStatus(),
    release: given.release,
  };
};

/** Entries the idle prefetch has fetched (or is fetching) on this page, by absolute URL. */
const prefetchedEntries = new Set<string>();

interface PrefetchedFile {
  body: ArrayBuffer;
  type: string;
}

/**
 * What the prefetch fetched, by absolute address, until an app's first load takes it: that
 * load then reads it from memory instead of asking the server again (the entry's HTML is not
 * cacheable, and every file would be another round trip). Each is handed out once; qiankun
 * keeps what it loaded for the page's later mounts.
 */
const prefetchedFiles = new Map<string, Promise<PrefetchedFile | null>>();

function absoluteUrl(input: RequestInfo | URL): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

function keepPrefetched(url: string, response: Promise<Response>): Promise<Response> {
  const kept = response.then(
    async (answer) => ({ body: await answer.clone().arrayBuffer(), type: answer.headers.get("content-type") ?? "" }),
    () => null,
  );
  prefetchedFiles.set(absoluteUrl(url), kept);
  return response;
}

/** `base`, answering first from what the prefetch fetched (a GET of an address it holds). */
export function withPrefetched(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = absoluteUrl(input);
    const kept = (init?.method ?? "GET").toUpperCase() === "GET" ? prefetchedFiles.get(url) : undefined;
    if (kept) {
      prefetchedFiles.delete(url);
      const file = await kept;
      if (file) return new Response(file.body, { status: 200, headers: file.type ? { "content-type": file.type } : {} });
    }
    return base(input, init);
  };
}

/**
 * SPEC §9 "Prefetch of micro-apps is on by default": each entry's HTML, then its scripts and
 * stylesheets (resolved against the entry, as its load will ask for them), are fetched while
 * the page is idle, and kept until the app's first load takes them. Each entry once per page:
 * apps that later menus bring (another org) are fetched then. Not qiankun's own prefetch: its
 * loader keeps a failed answer for the later mount and leaves the failure unhandled on the
 * page. A failure here is only logged; the mount asks again and shows its own error.
 */
export async function prefetchMicroApps(apps: readonly { key: string; entry: string }[], fetcher: typeof fetch = timedFetch(CHUNK_LOAD_TIMEOUT_MS)): Promise<void> {
  const page = window.location.href;
  for (const entry of new Set(apps.map((app) => absoluteUrl(app.entry)))) {
    if (prefetchedEntries.has(entry)) continue;
    prefetchedEntries.add(entry);
    try {
      const asked = requestUrl(entry, new URL(page).origin);
      const response = await keepPrefetched(asked, fetcher(asked));
      const template = rewriteTemplate(await response.clone().text(), response.url || entry, 0);
      await Promise.all(codeFiles(template).map((file) => keepPrefetched(file.url, fetcher(file.url, file.credentials ? { credentials: file.credentials } : undefined)).then((answer) => answer.arrayBuffer())));
    } catch (error) {
      console.info(`portal: prefetching ${entry} failed (the app loads when opened):`, error instanceof Error ? error.message : error);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(error()), ms);
    }),
  ]);
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === "string" ? error : "Unknown error";
}

/** What a failure is (SubAppErrorKind), from the error and the phase it came in. */
function errorOf(error: unknown, phase: "loading" | "starting", message: string): NonNullable<SubAppState["error"]> {
  const name = error instanceof Error ? error.name : "";
  if (error instanceof ChunkLoadError && error.reason === "http") return { kind: "http", message, ...(error.status !== null ? { status: error.status } : {}) };
  if (error instanceof ChunkLoadError && (error.reason === "network" || error.reason === "timeout")) return { kind: "network", message };
  if (name === "ChunkLoadError") return { kind: "chunk", message };
  if (name === "AppScriptError") return { kind: "script", message };
  if (name === "MountTimeout") return { kind: "timeout", message };
  return { kind: phase === "loading" ? "load" : "mount", message };
}

/** The failures a refusal by the page's CSP explains (a refused fetch or frame looks like no answer). */
const REFUSAL_EXPLAINS: readonly SubAppErrorKind[] = ["network", "chunk", "load", "timeout"];

export class SubAppHost {
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
    this.store = proxy<SubAppsStore>({
      apps: {},
      budget: readKeepAliveBudget(options.budget ?? KEEP_ALIVE_BUDGET_DEFAULT),
    });
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
      const parcel = await withTimeout(this.loader({ name: app.key, entry: app.entry, container: mountNode, props, fetch: attempt > 0 ? timedFetch(this.chunkTimeoutMs) : withPrefetched(timedFetch(this.chunkTimeoutMs)), attempt }), this.chunkTimeoutMs, chunkTimeout);
      // A failed load also rejects the later phases: they are awaited below or dropped here, never left unhandled.
      for (const phase of [parcel.loadPromise, parcel.bootstrapPromise, parcel.mountPromise]) phase.catch(() => undefined);
      instance.parcel = parcel;
      if (!current()) return;
      await withTimeout(parcel.loadPromise, this.chunkTimeoutMs, chunkTimeout);
      if (current()) state.status = "bootstrapping";
      await withTimeout(parcel.bootstrapPromise, this.mountTimeoutMs, mountTimeout);
      if (current()) state.status = "mounting";
      await withTimeout(parcel.mountPromise, this.mountTimeoutMs, mountTimeout);
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
