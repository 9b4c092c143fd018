/**
 * Loading a micro-app with qiankun (ADR 013 §1, §4, §7; ADR 017): what the host needs of a loader
 * (`MicroAppLoader`, so tests can give their own), and the one the page uses (`qiankunLoader`).
 * qiankun and single-spa are imported when the first micro-app mounts, or when the idle prefetch
 * readies them (`preloadMicroAppLoader`); every app is mounted as a parcel under one long-lived
 * owner, with its JS sandbox and its CSS scoped to its container, from files the host fetched
 * itself; an app loaded before at the same place is reused, and what qiankun keeps of a load is
 * let go of once the host is done with it (`releasableProps`). What it keeps is the page's, as
 * qiankun's and single-spa's own state is.
 */

import type { AppProps, ParcelConfigObject } from "single-spa";
import { SHELL_BRIDGE_METHODS, type BridgeContext, type ShellBridge } from "../../../packages/bridge/src/protocol";
import { entryFilesFetch, entryFilesOnce, publicPathOf, type EntryFiles } from "./entry-files";
import { markMountStep } from "./mount-marks";
import { AppScriptError, errorText } from "./timed-fetch";

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

type MountParcel = AppProps["mountParcel"];
type ParcelConfigGetter = (container?: string | HTMLElement) => ParcelConfigObject;

let microAppOwner: Promise<MountParcel> | null = null;

const importQiankunModules = () => Promise.all([import("qiankun/es/loader"), import("qiankun/es/utils"), import("single-spa")]);
let qiankunModules: ReturnType<typeof importQiankunModules> | null = null;

/**
 * The modules the micro-app loader runs on (qiankun's loader, its utilities, single-spa): fetched
 * once, and the same promise after (an import() of a module already there still waits for a task
 * of its own, in which the page may draw a frame first: a mount goes on without it). A failed
 * import is asked for again next time.
 */
function loadQiankunModules(): ReturnType<typeof importQiankunModules> {
  if (qiankunModules) return qiankunModules;
  const loading = importQiankunModules();
  qiankunModules = loading;
  loading.catch(() => {
    if (qiankunModules === loading) qiankunModules = null;
  });
  return loading;
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

/** The longest slice of the window's properties read in one go while idle (ms). */
const WINDOW_READ_SLICE_MS = 5;

/**
 * Reads the descriptor of every property of the page's window once, while the page is idle, in
 * slices (SPEC §9 prefetch). qiankun's JS sandbox reads them all as it is made at an app's load
 * (its window copy keeps the ones that cannot be reconfigured), and the browser makes most of
 * them on their first read (its interface objects, some thousand of them): 20–30 ms of the
 * first mount in a page, a few the next time. Nothing of an app runs, and nothing is kept: the
 * sandbox is still made at the mount, from the same window.
 */
export function readWindowPropertiesAhead(scope: object = window): Promise<void> {
  const names = Object.getOwnPropertyNames(scope);
  let next = 0;
  return new Promise<void>((resolve) => {
    const later = (run: () => void) => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run, 0));
    const slice = () => {
      const until = performance.now() + WINDOW_READ_SLICE_MS;
      do Object.getOwnPropertyDescriptor(scope, names[next++]!);
      while (next < names.length && performance.now() < until);
      if (next < names.length) later(slice);
      else resolve();
    };
    if (names.length === 0) resolve();
    else later(slice);
  });
}

/**
 * What qiankun's HTML loader makes of an entry, made ahead from the prefetched files (SPEC §9
 * prefetch, ADR 065): qiankun's own prefetch (import-html-entry: the template read, its
 * stylesheets put inline, its scripts' text), answered from the host's files in memory, while the
 * page is idle. The HTML loader keeps that by address for the page, so an app's first load finds
 * it done instead of doing it between the click and the app on screen. Only entries that arrived
 * are given: what the loader keeps is never a failure.
 */
export async function prepareMicroAppEntries(entries: readonly EntryFiles[], fetcher: typeof fetch): Promise<void> {
  if (entries.length === 0) return;
  const { prefetchImmediately } = await import("qiankun/es/prefetch");
  for (const files of entries) prefetchImmediately([{ name: files.entry, entry: files.entry }], { fetch: entryFilesFetch(files, fetcher), getPublicPath: () => publicPathOf(files.base) });
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
 * An app not loaded before at its place has its files fetched first (entryFilesOnce: once per
 * page and entry, the idle prefetch's when it ran, a retry's afresh): a
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
  const files: EntryFiles | null = key && loadedApps.has(key) ? null : await entryFilesOnce(entry, attempt, fetcher);
  // What qiankun keeps of a load holds its props for the page's life (see releasableProps).
  const given = releasableProps(props);
  const mountParcel = await ownerOfMicroApps(singleSpa);
  const parcel = mountParcel(
    async () => {
      const loaded = key ? loadedApps.get(key) : undefined;
      // Loaded before at this place: its lifecycles again, without a second bootstrap.
      if (loaded) return { ...(await loaded)(container), bootstrap: () => Promise.resolve() };
      const fetched = files ?? (await entryFilesOnce(entry, attempt, fetcher));
      markMountStep(name, "files");
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
