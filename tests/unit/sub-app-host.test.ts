// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSubAppHost, type SubAppHostOptions } from "#app/features/sub-apps/host";
import type { MicroAppLoader, MicroAppLoadRequest, MicroAppParcel } from "#app/features/sub-apps/qiankun-loader";
import { ChunkLoadError, timedFetch } from "#app/features/sub-apps/timed-fetch";
import { quietBridge } from "../mocks/bridge";
import { CACHE_FLAG_RESET_MS, VIEWPORT_COUNT, type RegisteredSubApp } from "#app/features/sub-apps/sub-apps.rules";

/**
 * The sub-app host with a loader of its own: each parcel's load, bootstrap and mount are
 * promises the test settles, so every lifecycle step can be seen (SPEC §4, §8, §9; ADR 013).
 */

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T = unknown>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A step left rejected after an earlier one failed is nobody's unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** qiankun's parcel as the host sees it; its steps settle when the test says. */
class FakeParcel implements MicroAppParcel {
  readonly load = deferred();
  readonly bootstrap = deferred();
  readonly mount = deferred();
  readonly loadPromise = this.load.promise;
  readonly bootstrapPromise = this.bootstrap.promise;
  readonly mountPromise = this.mount.promise;
  status = "LOADING_SOURCE_CODE";
  unmounts = 0;

  constructor(readonly request: MicroAppLoadRequest) {
    void this.mountPromise.then(
      () => {
        this.status = "MOUNTED";
        request.container.textContent = `app ${request.name}`;
      },
      () => undefined,
    );
  }

  /** Load, bootstrap and mount succeed. */
  settle(): void {
    this.load.resolve(undefined);
    this.bootstrap.resolve(undefined);
    this.mount.resolve(undefined);
  }

  unmount(): Promise<unknown> {
    this.unmounts += 1;
    this.status = "NOT_MOUNTED";
    this.request.container.textContent = "";
    return Promise.resolve();
  }

  getStatus(): string {
    return this.status;
  }
}

/** A loader whose parcels the test holds; `auto` parcels succeed at once. */
function fakeLoader(auto = true) {
  const parcels: FakeParcel[] = [];
  const loader: MicroAppLoader = (request) => {
    const parcel = new FakeParcel(request);
    parcels.push(parcel);
    if (auto) parcel.settle();
    return Promise.resolve(parcel);
  };
  return { loader, parcels };
}

const props = {
  bridge: quietBridge({ id: "m1", code: "pmpp.schedule.master", productCode: "pmpp", name: "Master schedule" }),
};

function microApp(key: string, cache = true): RegisteredSubApp {
  return { kind: "microApp", key, menuId: key, name: `App ${key}`, entry: `/apps/${key}/`, routePath: `/portal/${key}/`, cache, params: { view: key } };
}

function frameApp(key: string, cache = false): RegisteredSubApp {
  return { ...microApp(key, cache), kind: "iframe", entry: `/apps/${key}/?view=1` };
}

/** The viewport element the view gives an app (a div in the page). */
function slot(): HTMLElement {
  const element = document.createElement("div");
  document.body.append(element);
  return element;
}

/** Lets every promise chain the host started run (real or fake timers alike). */
async function flush(): Promise<void> {
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

/** A clock that moves one millisecond per reading, so "least recently used" is never a tie. */
function clock(start = 1_000) {
  let time = start;
  return () => time++;
}

function makeHost(options: SubAppHostOptions = {}) {
  const fake = fakeLoader();
  const host = createSubAppHost({ loader: fake.loader, now: clock(), onWrapperMissing: vi.fn(), ...options });
  return { host, ...fake };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("SubAppHost lifecycle (SPEC §4: loading, bootstrapping, mounting, mounted, unmounted)", () => {
  it("goes loading → bootstrapping → mounting → mounted, mounting into a node of its slot with the app's props", async () => {
    const { loader, parcels: held } = fakeLoader(false);
    const manual = createSubAppHost({ loader, now: clock() });
    const app = microApp("ledger");
    const place = slot();
    const shown = manual.show(app, place, { ...props, params: app.params });
    await flush();
    expect(manual.store.apps.ledger?.status).toBe("loading");
    expect(manual.store.apps.ledger?.active).toBe(true);
    const parcel = held[0]!;
    expect(parcel.request).toMatchObject({ name: "ledger", entry: "/apps/ledger/", props: { bridge: props.bridge, params: { view: "ledger" } } });
    expect(parcel.request.container.parentElement).toBe(place);
    expect(parcel.request.container.dataset.subappKey).toBe("ledger");
    expect(parcel.request.container.id).toBe("subapp-viewport1");

    parcel.load.resolve(undefined);
    await flush();
    expect(manual.store.apps.ledger?.status).toBe("bootstrapping");
    parcel.bootstrap.resolve(undefined);
    await flush();
    expect(manual.store.apps.ledger?.status).toBe("mounting");
    parcel.mount.resolve(undefined);
    await shown;
    expect(manual.snapshot()).toEqual([
      expect.objectContaining({ key: "ledger", kind: "microApp", menuId: "ledger", status: "mounted", error: null, viewport: 1, active: true, cache: true, cacheFlag: true, generation: 1, mounts: 1 }),
    ]);
    expect(place.textContent).toBe("app ledger");
  });

  it("gives the loader a fetch that fails as a ChunkLoadError on an HTTP error, saying so and with the status", async () => {
    const { host, parcels } = makeHost();
    await host.show(microApp("ledger"), slot(), props);
    vi.stubGlobal("fetch", async () => new Response("missing", { status: 404 }));
    try {
      await expect(parcels[0]!.request.fetch("/apps/ledger/app.js")).rejects.toThrow(new ChunkLoadError("Loading /apps/ledger/app.js failed: HTTP 404", "http", 404));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("an iframe app is marked loading until its frame reports, then mounted; it holds a viewport too", async () => {
    const { host, parcels } = makeHost();
    await host.show(frameApp("patrol"), null, props);
    expect(parcels).toEqual([]);
    expect(host.store.apps.patrol).toMatchObject({ kind: "iframe", status: "loading", viewport: 1 });
    host.frameLoaded("patrol");
    expect(host.store.apps.patrol).toMatchObject({ status: "mounted", error: null });
    host.fail("patrol", "load", "/apps/patrol/: HTTP 404");
    expect(host.store.apps.patrol).toMatchObject({ status: "error", error: { kind: "load", message: "/apps/patrol/: HTTP 404" } });
  });

  it("a micro-app without a viewport element fails in its viewport instead of mounting elsewhere", async () => {
    const { host, parcels } = makeHost();
    await host.show(microApp("ledger"), null, props);
    expect(parcels).toEqual([]);
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "mount" } });
  });

  it("fail and frameLoaded of an unknown app do nothing", () => {
    const { host } = makeHost();
    host.fail("nobody", "load", "x");
    host.frameLoaded("nobody");
    host.hide("nobody");
    expect(host.snapshot()).toEqual([]);
  });
});

describe("SubAppHost keep-alive (SPEC §9 cache rule; budget with LRU eviction)", () => {
  it("hiding a cache app keeps it mounted, in its viewport, with its DOM", async () => {
    const { host, parcels } = makeHost();
    const place = slot();
    await host.show(microApp("ledger", true), place, props);
    host.hide("ledger");
    await flush();
    expect(host.store.apps.ledger).toMatchObject({ status: "mounted", active: false, viewport: 1 });
    expect(parcels[0]!.unmounts).toBe(0);
    expect(place.textContent).toBe("app ledger");
    // Shown again: the same parcel, no new mount.
    await host.show(microApp("ledger", true), place, props);
    expect(parcels).toHaveLength(1);
    expect(host.store.apps.ledger).toMatchObject({ status: "mounted", active: true, mounts: 1, generation: 1 });
  });

  it("hiding a non-cache app unmounts it and frees its viewport; showing it again mounts it afresh", async () => {
    const { host, parcels } = makeHost();
    const place = slot();
    await host.show(microApp("diary", false), place, props);
    host.hide("diary");
    expect(host.store.apps.diary).toMatchObject({ status: "unmounted", viewport: null, active: false });
    await flush();
    expect(parcels[0]!.unmounts).toBe(1);
    expect(place.querySelector("[data-subapp-key]")).toBeNull();
    await host.show(microApp("diary", false), place, props);
    expect(parcels).toHaveLength(2);
    expect(host.store.apps.diary).toMatchObject({ status: "mounted", viewport: 1, mounts: 2, generation: 2 });
  });

  it("budget 3: opening a fourth kept app unmounts the least recently used one and gives its viewport to the new one", async () => {
    const { host, parcels } = makeHost({ budget: 3 });
    const slots = new Map<string, HTMLElement>();
    for (const key of ["a", "b", "c"]) {
      slots.set(key, slot());
      await host.show(microApp(key), slots.get(key)!, props);
      host.hide(key);
    }
    expect(host.snapshot().map((s) => [s.key, s.status, s.viewport])).toEqual([
      ["a", "mounted", 1],
      ["b", "mounted", 2],
      ["c", "mounted", 3],
    ]);
    // b was used again more lately than a.
    await host.show(microApp("b"), slots.get("b")!, props);
    host.hide("b");
    slots.set("d", slot());
    await host.show(microApp("d"), slots.get("d")!, props);
    await flush();
    expect(host.store.apps.a).toMatchObject({ status: "unmounted", viewport: null });
    expect(parcels[0]!.unmounts).toBe(1);
    expect(slots.get("a")!.querySelector("[data-subapp-key]")).toBeNull();
    expect(host.store.apps.d).toMatchObject({ status: "mounted", viewport: 1, active: true });
    expect(parcels.slice(1).map((p) => p.unmounts)).toEqual([0, 0, 0]);
    expect(host.snapshot().filter((s) => s.status === "mounted").map((s) => s.key).sort()).toEqual(["b", "c", "d"]);

    // a comes back: a fresh mount, and now c is the least recently used.
    host.hide("d");
    await host.show(microApp("a"), slots.get("a")!, props);
    await flush();
    expect(host.store.apps.a).toMatchObject({ status: "mounted", mounts: 2, generation: 2 });
    expect(host.store.apps.c).toMatchObject({ status: "unmounted", viewport: null });
    expect(parcels).toHaveLength(5);
  });

  it("setBudget lowers the budget at once (LRU first); bad values fall back to the default", async () => {
    const { host } = makeHost();
    for (const key of ["a", "b", "c", "d"]) {
      await host.show(microApp(key), slot(), props);
      host.hide(key);
    }
    host.setBudget("2");
    expect(host.store.budget).toBe(2);
    expect(host.snapshot().filter((s) => s.status === "mounted").map((s) => s.key)).toEqual(["c", "d"]);
    host.setBudget("lots");
    expect(host.store.budget).toBe(5);
  });

  it("the active app stays mounted even over the budget", async () => {
    const { host } = makeHost({ budget: 1 });
    await host.show(microApp("a"), slot(), props);
    host.hide("a");
    await host.show(microApp("b"), slot(), props);
    expect(host.store.apps.b).toMatchObject({ status: "mounted", active: true });
    expect(host.store.apps.a?.status).toBe("unmounted");
  });

  it("viewports are whole numbers 1–5, never shared, and at most five apps are mounted", async () => {
    const { host } = makeHost();
    const seen: number[][] = [];
    const keys = ["a", "b", "c", "d", "e", "f", "g", "h"];
    for (const [index, key] of keys.entries()) {
      const app = index % 3 === 2 ? frameApp(key, true) : microApp(key, index % 4 !== 3);
      await host.show(app, app.kind === "iframe" ? null : slot(), props);
      if (app.kind === "iframe") host.frameLoaded(key);
      const taken = host.snapshot().flatMap((s) => (s.viewport === null ? [] : [s.viewport]));
      seen.push(taken);
      expect(new Set(taken).size).toBe(taken.length);
      for (const viewport of taken) expect(Number.isInteger(viewport) && viewport >= 1 && viewport <= VIEWPORT_COUNT).toBe(true);
      expect(host.snapshot().filter((s) => s.status !== "unmounted" && s.status !== "idle").length).toBeLessThanOrEqual(VIEWPORT_COUNT);
      expect(host.store.apps[key]?.viewport).not.toBeNull();
      if (index < keys.length - 1) host.hide(key);
    }
    expect(seen.at(-1)!.length).toBeGreaterThan(1);
  });

  it("apps shown at the same moment get different viewports", async () => {
    const { host } = makeHost();
    await Promise.all(["a", "b", "c"].map((key) => host.show(microApp(key), slot(), props)));
    expect(host.snapshot().map((s) => s.viewport).sort()).toEqual([1, 2, 3]);
  });
});

describe("SubAppHost destroy and remount (tab closed or refreshed; SPEC §9 cache flag)", () => {
  it("destroy unmounts and forgets the app; the next show is a fresh mount", async () => {
    const { host, parcels } = makeHost();
    const place = slot();
    await host.show(microApp("ledger"), place, props);
    await host.destroy("ledger");
    expect(parcels[0]!.unmounts).toBe(1);
    expect(host.store.apps.ledger).toBeUndefined();
    expect(place.querySelector("[data-subapp-key]")).toBeNull();
    await host.show(microApp("ledger"), place, props);
    expect(parcels).toHaveLength(2);
    expect(parcels[1]!.getStatus()).toBe("MOUNTED");
    expect(host.store.apps.ledger).toMatchObject({ status: "mounted", viewport: 1, mounts: 1, generation: 1 });
    expect(place.textContent).toBe("app ledger");
  });

  it("destroy of an app that is still loading: its parcel never stays mounted", async () => {
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const place = slot();
    const shown = host.show(microApp("ledger"), place, props);
    await flush();
    const closing = host.destroy("ledger");
    parcels[0]!.settle();
    await Promise.all([shown, closing]);
    await flush();
    expect(parcels[0]!.unmounts).toBe(1);
    expect(host.store.apps.ledger).toBeUndefined();
  });

  it("destroy right after show (before the mount started): nothing is left mounted", async () => {
    const { host, parcels } = makeHost();
    const place = slot();
    const shown = host.show(microApp("ledger"), place, props);
    const closing = host.destroy("ledger");
    await Promise.all([shown, closing]);
    await flush();
    expect(host.store.apps.ledger).toBeUndefined();
    // Either the app was never loaded, or its parcel was unmounted again.
    expect(parcels.filter((p) => p.getStatus() === "MOUNTED").map((p) => p.request.name), "parcels left mounted after destroy").toEqual([]);
    expect(place.textContent).toBe("");
  });

  it("show, destroy, show at once (React StrictMode replays effects so): one parcel mounted, no other left behind", async () => {
    const { host, parcels } = makeHost();
    const place = slot();
    const first = host.show(microApp("ledger"), place, props);
    const closing = host.destroy("ledger");
    const second = host.show(microApp("ledger"), place, props);
    await Promise.all([first, closing, second]);
    await flush();
    expect(host.store.apps.ledger).toMatchObject({ status: "mounted", viewport: 1 });
    expect(parcels.filter((p) => p.getStatus() === "MOUNTED"), "mounted parcels of one app").toHaveLength(1);
  });

  it("the cache flag is off for 1 s after a remount (eviction, then shown again), then back", async () => {
    vi.useFakeTimers();
    const { host } = makeHost({ budget: 1 });
    await host.show(microApp("a"), slot(), props);
    expect(host.store.apps.a?.cacheFlag).toBe(true);
    host.hide("a");
    await host.show(microApp("b"), slot(), props);
    host.hide("b");
    expect(host.store.apps.a?.status).toBe("unmounted");
    await host.show(microApp("a"), slot(), props);
    expect(host.store.apps.a).toMatchObject({ status: "mounted", mounts: 2, cacheFlag: false });
    await vi.advanceTimersByTimeAsync(CACHE_FLAG_RESET_MS - 1);
    expect(host.store.apps.a?.cacheFlag).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.store.apps.a?.cacheFlag).toBe(true);
  });

  it("the cache flag of an app outside the cache rule stays off", async () => {
    vi.useFakeTimers();
    const { host } = makeHost();
    await host.show(microApp("n", false), slot(), props);
    host.hide("n");
    await host.show(microApp("n", false), slot(), props);
    await vi.advanceTimersByTimeAsync(CACHE_FLAG_RESET_MS * 2);
    expect(host.store.apps.n).toMatchObject({ mounts: 2, cacheFlag: false });
  });

  it("ADR 013 §6: after a tab is closed or refreshed (destroy), the next show's cache flag is off for 1 s, then back", async () => {
    vi.useFakeTimers();
    const { host } = makeHost();
    const place = slot();
    await host.show(microApp("ledger"), place, props);
    await host.destroy("ledger");
    await host.show(microApp("ledger"), place, props);
    expect(host.store.apps.ledger?.status).toBe("mounted");
    expect(host.store.apps.ledger?.cacheFlag, "cache flag right after a destroy and a new show").toBe(false);
    await vi.advanceTimersByTimeAsync(CACHE_FLAG_RESET_MS);
    expect(host.store.apps.ledger?.cacheFlag).toBe(true);
  });
});

describe("SubAppHost failures stay in the viewport (SPEC §8; ADR 013 failure containment)", () => {
  it("a mount that throws: error of kind mount; retry mounts it afresh", async () => {
    vi.useFakeTimers();
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const place = slot();
    const app = microApp("ledger");
    const shown = host.show(app, place, props);
    await flush();
    parcels[0]!.load.resolve(undefined);
    parcels[0]!.bootstrap.resolve(undefined);
    parcels[0]!.mount.reject(new TypeError("Cannot read properties of undefined (reading 'map')"));
    await shown;
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "mount", message: "Cannot read properties of undefined (reading 'map')" } });
    // The failed parcel is let go.
    expect(parcels[0]!.unmounts).toBe(1);

    const retried = host.retry(app, place, props);
    await flush();
    expect(host.store.apps.ledger?.status).toBe("loading");
    expect(host.store.apps.ledger?.error).toBeNull();
    parcels[1]!.settle();
    await retried;
    expect(host.store.apps.ledger).toMatchObject({ status: "mounted", error: null, mounts: 2, generation: 2, cacheFlag: false });
    await vi.advanceTimersByTimeAsync(CACHE_FLAG_RESET_MS);
    expect(host.store.apps.ledger?.cacheFlag).toBe(true);
  });

  it("a bootstrap that throws is a mount error", async () => {
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const shown = host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.resolve(undefined);
    parcels[0]!.bootstrap.reject(new Error("no lifecycles exported"));
    await shown;
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "mount", message: "no lifecycles exported" } });
  });

  it("loadPromise rejecting with a ChunkLoadError: error of kind chunk", async () => {
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const shown = host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.reject(new ChunkLoadError("Loading /apps/ledger/ failed: HTTP 404"));
    await shown;
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "chunk", message: "Loading /apps/ledger/ failed: HTTP 404" } });
  });

  it("an error named ChunkLoadError by another bundler counts as one too", async () => {
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const shown = host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.reject(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }));
    await shown;
    expect(host.store.apps.ledger?.error?.kind).toBe("chunk");
  });

  it("any other load failure is of kind load; a non-Error reason gives a text", async () => {
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock() });
    const shown = host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.reject({ weird: true });
    await shown;
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "load", message: "Unknown error" } });
  });

  it("a loader that throws (qiankun itself could not be loaded) is of kind load", async () => {
    const host = createSubAppHost({ loader: () => Promise.reject(new Error("Failed to fetch dynamically imported module")), now: clock() });
    await host.show(microApp("ledger"), slot(), props);
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "load", message: "Failed to fetch dynamically imported module" } });
  });

  it("loading that hangs fails as a chunk error after chunkTimeoutMs", async () => {
    vi.useFakeTimers();
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock(), chunkTimeoutMs: 5_000, mountTimeoutMs: 8_000 });
    void host.show(microApp("ledger"), slot(), props);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(host.store.apps.ledger?.status).toBe("loading");
    await vi.advanceTimersByTimeAsync(1);
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "chunk", message: "Loading /apps/ledger/ timed out after 5 s" } });
    expect(parcels[0]!.unmounts).toBe(1);
  });

  it("a mount that hangs fails as a timeout after mountTimeoutMs", async () => {
    vi.useFakeTimers();
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock(), chunkTimeoutMs: 5_000, mountTimeoutMs: 8_000 });
    void host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.resolve(undefined);
    parcels[0]!.bootstrap.resolve(undefined);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(host.store.apps.ledger?.status).toBe("mounting");
    await vi.advanceTimersByTimeAsync(1);
    expect(host.store.apps.ledger).toMatchObject({ status: "error", error: { kind: "timeout", message: "App ledger did not finish mounting within 8 s" } });
  });

  it("a loader that never answers fails as a chunk error after chunkTimeoutMs", async () => {
    vi.useFakeTimers();
    const host = createSubAppHost({ loader: () => new Promise<never>(() => undefined), now: clock(), chunkTimeoutMs: 5_000, mountTimeoutMs: 8_000 });
    void host.show(microApp("ledger"), slot(), props);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(host.store.apps.ledger?.status, "a loader hanging past chunkTimeoutMs").toBe("error");
    expect(host.store.apps.ledger?.error?.kind).toBe("chunk");
  });

  it("a bootstrap that never finishes fails as a timeout", async () => {
    vi.useFakeTimers();
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock(), chunkTimeoutMs: 5_000, mountTimeoutMs: 8_000 });
    void host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.resolve(undefined);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(host.store.apps.ledger?.status, "a bootstrap hanging past mountTimeoutMs").toBe("error");
    expect(host.store.apps.ledger?.error?.kind).toBe("timeout");
  });

  it("qiankun's wrapper-missing error calls onWrapperMissing (the page reloads) and shows no error", async () => {
    const onWrapperMissing = vi.fn();
    const { loader, parcels } = fakeLoader(false);
    const host = createSubAppHost({ loader, now: clock(), onWrapperMissing });
    const shown = host.show(microApp("ledger"), slot(), props);
    await flush();
    parcels[0]!.load.resolve(undefined);
    parcels[0]!.bootstrap.resolve(undefined);
    parcels[0]!.mount.reject(new Error("[qiankun]: Wrapper element for ledger is not existed!"));
    await shown;
    expect(onWrapperMissing).toHaveBeenCalledTimes(1);
    expect(host.store.apps.ledger?.status).not.toBe("error");
    expect(host.store.apps.ledger?.error).toBeNull();
  });

  it("a failing app leaves the other apps mounted", async () => {
    const fake = fakeLoader(false);
    const host = createSubAppHost({ loader: fake.loader, now: clock() });
    const first = host.show(microApp("good"), slot(), props);
    await flush();
    fake.parcels[0]!.settle();
    await first;
    host.hide("good");
    const second = host.show(microApp("bad"), slot(), props);
    await flush();
    fake.parcels[1]!.load.reject(new ChunkLoadError("Loading /apps/bad/ failed: HTTP 500"));
    await second;
    expect(host.store.apps.bad?.status).toBe("error");
    expect(host.store.apps.good).toMatchObject({ status: "mounted", viewport: 1 });
    expect(fake.parcels[0]!.unmounts).toBe(0);
  });
});

describe("timedFetch (SPEC §8 ChunkLoadError)", () => {
  // A fetch that never answers and, as a browser's does, rejects with its signal's reason once
  // aborted (jsdom's DOMException is not an Error of this realm, so it is rebuilt as one).
  const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener("abort", () => {
        const reason = init.signal!.reason as { name: string; message: string };
        reject(Object.assign(new Error(reason.message), { name: reason.name }));
      });
    });

  it("passes an ok answer through", async () => {
    const base = vi.fn(async () => new Response("<html></html>", { status: 200 }));
    const response = await timedFetch(1_000, base)("/apps/ledger/");
    expect(await response.text()).toBe("<html></html>");
    expect(base).toHaveBeenCalledWith("/apps/ledger/", expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it("HTTP 404 is a ChunkLoadError naming the URL and status", async () => {
    const fetcher = timedFetch(1_000, async () => new Response("not found", { status: 404 }));
    const error = await fetcher("/apps/missing/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe("ChunkLoadError");
    expect((error as Error).message).toBe("Loading /apps/missing/ failed: HTTP 404");
  });

  it("a URL object or a Request is named by its href", async () => {
    const fetcher = timedFetch(1_000, async () => new Response("", { status: 500 }));
    await expect(fetcher(new URL("http://localhost/apps/a.js"))).rejects.toThrow("Loading http://localhost/apps/a.js failed: HTTP 500");
    await expect(fetcher(new Request("http://localhost/apps/b.js"))).rejects.toThrow("Loading http://localhost/apps/b.js failed: HTTP 500");
  });

  it("no answer in time is a ChunkLoadError", async () => {
    // A browser's fetch rejects with the signal's reason, a DOMException "TimeoutError".
    const error = await timedFetch(30, neverAnswers)("/apps/slow/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe("Loading /apps/slow/ timed out after 0 s");
  });

  it("the caller's own signal still cancels, and its cancel is not taken for a failed load", async () => {
    const caller = new AbortController();
    const pending = timedFetch(60_000, neverAnswers)("/apps/ledger/", { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("with the caller's signal given, no answer in time is still a ChunkLoadError", async () => {
    const error = await timedFetch(30, neverAnswers)("/apps/slow/", { signal: new AbortController().signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe("Loading /apps/slow/ timed out after 0 s");
  });

  it("a network failure is a ChunkLoadError", async () => {
    const error = await timedFetch(1_000, async () => Promise.reject(new TypeError("fetch failed")))("/apps/down/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe("Loading /apps/down/ failed");
  });
});
