import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSubAppHost, type SubAppHost } from "#app/features/sub-apps/host";
import type { RegisteredSubApp } from "#app/features/sub-apps/sub-apps.rules";
import { quietBridge } from "../mocks/bridge";

/**
 * Micro-apps as customers deploy them (ARCHITECTURE §8), loaded by the host with qiankun itself:
 * an entry on another origin, files named relative to the entry, a server that is down and
 * comes back. Every address resolves against the entry's URL (first load and retries alike),
 * the app's public path is its entry's directory, a retry or a reopened tab recovers without a
 * reload, no failure reaches the page as an unhandled rejection, and a remount does not add
 * the app's styles to the document again.
 */

const REMOTE = "https://apps.vendor.example";

/** An app whose entry names its files relative to itself; it shows its public path and counts its mounts. */
function entryHtml(title: string): string {
  return `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="style.css"></head><body><div class="probe-root"></div><script src="./js/main.js" entry></script></body></html>`;
}
const MAIN_JS = `(function (global) {
  var mounts = 0;
  global["probe-app"] = {
    bootstrap: function () { return Promise.resolve(); },
    mount: function (props) {
      mounts += 1;
      var root = props.container.querySelector(".probe-root") || props.container;
      root.textContent = "mounted " + mounts + " at " + global.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
      return Promise.resolve();
    },
    unmount: function (props) {
      var root = props.container.querySelector(".probe-root") || props.container;
      root.textContent = "";
      return Promise.resolve();
    }
  };
})(window);`;
/** An app that adds its styles itself, as CSS-in-JS does: once when its code runs, once more on each mount. */
const DYNAMIC_JS = `(function (global) {
  var base = document.createElement("style");
  base.textContent = ".dyn-root { color: rgb(4, 5, 6); }";
  document.head.appendChild(base);
  var mounted = null;
  global["dyn-app"] = {
    bootstrap: function () { return Promise.resolve(); },
    mount: function (props) {
      mounted = document.createElement("style");
      mounted.textContent = ".dyn-root { background: rgb(7, 8, 9); }";
      document.head.appendChild(mounted);
      var root = props.container.querySelector(".probe-root") || props.container;
      root.textContent = "dynamic";
      return Promise.resolve();
    },
    unmount: function () { if (mounted) mounted.remove(); mounted = null; return Promise.resolve(); }
  };
})(window);`;
const THROWING_JS = `throw new Error("probe-app: config.json is missing");`;
const STYLE_CSS = `.probe-root { color: rgb(1, 2, 3); }`;

/** What each app's server does now: "up", "down" (no answer), a status, or "throws" (its script throws). */
const mode = new Map<string, "up" | "down" | "throws" | number>();
/** Every request, as path + query (same origin) or the whole URL (another origin). */
const asked: string[] = [];

function serve(base: string, name: string) {
  const state = () => mode.get(name) ?? "up";
  const answer = (body: string, type: string) => {
    const now = state();
    if (now === "down") return HttpResponse.error();
    if (typeof now === "number") return new HttpResponse("unavailable", { status: now });
    return new HttpResponse(body, { headers: { "content-type": type } });
  };
  return [
    http.get(`${base}/index.html`, () => (state() === "down" ? HttpResponse.error() : new HttpResponse(entryHtml(name), { headers: { "content-type": "text/html" } }))),
    http.get(`${base}/js/main.js`, () => (name === "dynamic" ? new HttpResponse(DYNAMIC_JS, { headers: { "content-type": "text/javascript" } }) : state() === "throws" ? new HttpResponse(THROWING_JS, { headers: { "content-type": "text/javascript" } }) : answer(MAIN_JS, "text/javascript"))),
    http.get(`${base}/style.css`, () => answer(STYLE_CSS, "text/css")),
  ];
}

const server = setupServer(
  ...serve("*/apps/rel", "rel"),
  ...serve("*/apps/again", "again"),
  ...serve("*/apps/styled", "styled"),
  ...serve("*/apps/broken-style", "broken-style"),
  ...serve("*/apps/throws", "throws"),
  ...serve("*/apps/dynamic", "dynamic"),
  ...serve(`${REMOTE}/eq`, "remote"),
  ...serve(`${REMOTE}/down`, "remote-down"),
);

const unhandled: unknown[] = [];
const onProcessRejection = (reason: unknown) => void unhandled.push(reason);
const onPageRejection = (event: PromiseRejectionEvent) => void unhandled.push(event.reason);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.origin === window.location.origin ? url.pathname + url.search : url.href);
  });
  // A browser resolves a relative fetch against the page; Node's fetch (under jsdom) needs it done.
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => original(typeof input === "string" ? new URL(input, window.location.href) : input, init));
  process.on("unhandledRejection", onProcessRejection);
  window.addEventListener("unhandledrejection", onPageRejection);
});
const slots: HTMLElement[] = [];

afterEach(() => {
  mode.clear();
  asked.length = 0;
  // Only the test's own slots: qiankun keeps an element of its CSS scoping in the page.
  for (const element of slots.splice(0)) element.remove();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  process.off("unhandledRejection", onProcessRejection);
  window.removeEventListener("unhandledrejection", onPageRejection);
});

function app(key: string, entry: string): RegisteredSubApp {
  return { kind: "microApp", key, menuId: key, name: `Probe ${key}`, entry, routePath: `/portal/${key}/`, cache: false, params: {} };
}

const props = () => ({ bridge: quietBridge({ id: "probe", code: "probe", productCode: "eq", name: "Probe" }) });

function slot(): HTMLElement {
  const element = document.body.appendChild(document.createElement("div"));
  slots.push(element);
  return element;
}

const stateOf = (host: SubAppHost, key: string) => host.snapshot().find((s) => s.key === key);
const shown = (place: Element) => place.querySelector(".probe-root")?.textContent ?? "";

/** Lets what the failed load left behind (timers of single-spa and the HTML loader) run out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("asset addresses resolve against the entry's URL", () => {
  it("a same-origin entry's relative files, first load and retry, come from the entry's folder", async () => {
    const host = createSubAppHost();
    const place = slot();
    mode.set("rel", 503);
    await host.show(app("rel", "/apps/rel/index.html"), place, props());
    expect(stateOf(host, "rel")?.error).toEqual({ kind: "http", status: 503, message: "Loading /apps/rel/js/main.js failed: HTTP 503" });
    expect(asked).toEqual(expect.arrayContaining(["/apps/rel/index.html", "/apps/rel/js/main.js", "/apps/rel/style.css"]));

    mode.set("rel", "up");
    asked.length = 0;
    await host.retry(app("rel", "/apps/rel/index.html"), place, props());
    expect(stateOf(host, "rel")?.status, stateOf(host, "rel")?.error?.message).toBe("mounted");
    expect(shown(place)).toBe(`mounted 1 at ${window.location.origin}/apps/rel/`);
    // Every file of the retry under its own address, in the entry's folder: never the portal's root.
    expect([...asked].sort()).toEqual(["/apps/rel/index.html?portal-attempt=1", "/apps/rel/js/main.js?portal-attempt=1", "/apps/rel/style.css?portal-attempt=1"]);
    await host.destroy("rel");
  });

  it("a cross-origin entry mounts as a micro-app: its files from its origin, its public path its folder", async () => {
    const host = createSubAppHost();
    const place = slot();
    await host.show(app("remote", `${REMOTE}/eq/index.html`), place, props());
    expect(stateOf(host, "remote")?.status, stateOf(host, "remote")?.error?.message).toBe("mounted");
    expect(shown(place)).toBe(`mounted 1 at ${REMOTE}/eq/`);
    expect([...asked].sort()).toEqual([`${REMOTE}/eq/index.html`, `${REMOTE}/eq/js/main.js`, `${REMOTE}/eq/style.css`]);
    expect(asked.some((url) => url.startsWith("/"))).toBe(false);
    await host.destroy("remote");
  });
});

describe("recovery without a reload", () => {
  it("a cross-origin app whose server was down: the retry loads it once the server is back", async () => {
    const host = createSubAppHost();
    const place = slot();
    mode.set("remote-down", "down");
    await host.show(app("remote-down", `${REMOTE}/down/index.html`), place, props());
    expect(stateOf(host, "remote-down")?.error).toEqual({ kind: "network", message: `Loading ${REMOTE}/down/index.html failed` });

    mode.set("remote-down", "up");
    await host.retry(app("remote-down", `${REMOTE}/down/index.html`), place, props());
    expect(stateOf(host, "remote-down")?.status, stateOf(host, "remote-down")?.error?.message).toBe("mounted");
    expect(shown(place)).toBe(`mounted 1 at ${REMOTE}/down/`);
    await host.destroy("remote-down");
  });

  it("closing the failed tab and opening it again loads the app once its server is back", async () => {
    const host = createSubAppHost();
    const place = slot();
    mode.set("again", 502);
    await host.show(app("again", "/apps/again/index.html"), place, props());
    expect(stateOf(host, "again")?.status).toBe("error");
    await host.destroy("again");

    mode.set("again", "up");
    await host.show(app("again", "/apps/again/index.html"), place, props());
    expect(stateOf(host, "again")?.status, stateOf(host, "again")?.error?.message).toBe("mounted");
    expect(shown(place)).toMatch(/^mounted 1 at /);
    await host.destroy("again");
  });

  it("an app whose code threw is a script error; the retry runs the fixed code", async () => {
    const host = createSubAppHost();
    const place = slot();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    mode.set("throws", "throws");
    await host.show(app("throws", "/apps/throws/index.html"), place, props());
    expect(stateOf(host, "throws")?.error).toEqual({ kind: "script", message: "probe-app: config.json is missing" });
    quiet.mockRestore();

    mode.set("throws", "up");
    await host.retry(app("throws", "/apps/throws/index.html"), place, props());
    expect(stateOf(host, "throws")?.status, stateOf(host, "throws")?.error?.message).toBe("mounted");
    await host.destroy("throws");
  });
});

describe("failures stay the host's", () => {
  it("a stylesheet that fails is the app's error, and nothing reaches the page as an unhandled rejection", async () => {
    unhandled.length = 0;
    const host = createSubAppHost();
    mode.set("broken-style", 404);
    await host.show(app("broken-style", "/apps/broken-style/index.html"), slot(), props());
    await settle();
    expect(unhandled.map(String)).toEqual([]);
    expect(stateOf(host, "broken-style")?.error?.kind).toBe("http");
    await host.destroy("broken-style");
  });
});

describe("styles", () => {
  it("mounting, unmounting and mounting again leaves the app's styles in the document once", async () => {
    const host = createSubAppHost();
    const place = slot();
    const appStyles = () => [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("rgb(1, 2, 3)"));
    await host.show(app("styled", "/apps/styled/index.html"), place, props());
    expect(stateOf(host, "styled")?.status).toBe("mounted");
    expect(appStyles()).toHaveLength(1);
    // Scoped to the app's own container (ADR 013 §4).
    expect(appStyles()[0]?.textContent).toContain('div[data-qiankun="styled"]');
    await host.destroy("styled");
    expect(appStyles()).toHaveLength(0);
    await host.show(app("styled", "/apps/styled/index.html"), place, props());
    expect(shown(place)).toMatch(/^mounted 2 at /);
    expect(appStyles()).toHaveLength(1);
    await host.destroy("styled");
  });

  it("styles an app adds itself (when its code runs, and on mount) are in the document once after a remount", async () => {
    const host = createSubAppHost();
    const place = slot();
    const count = (text: string) => [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes(text)).length;
    for (let round = 1; round <= 3; round++) {
      await host.show(app("dynamic", "/apps/dynamic/index.html"), place, props());
      expect(stateOf(host, "dynamic")?.status, `round ${round}`).toBe("mounted");
      expect([count("rgb(4, 5, 6)"), count("rgb(7, 8, 9)")], `round ${round}`).toEqual([1, 1]);
      await host.destroy("dynamic");
    }
  });
});
