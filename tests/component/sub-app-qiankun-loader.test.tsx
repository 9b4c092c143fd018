import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSubAppHost, type SubAppHost } from "#app/features/sub-apps/host";
import { quietBridge } from "../mocks/bridge";
import type { RegisteredSubApp } from "#app/features/sub-apps/sub-apps.rules";

/**
 * The host's qiankun loader (ADR 013) with qiankun itself, under jsdom: an app closed and
 * opened again at the same place runs from what was loaded (its entry fetched once, its
 * bootstrap run once, a fresh mount each time), and a closed app's instance is not kept by
 * the page — what each mount was given (its container, its props) can be collected.
 */

/** The tiny app counts its lifecycles in its own scope (inside qiankun's sandbox) and shows them. */
const COUNTING_HTML = `<!doctype html><html><head><title>counting</title></head><body><div id="counting-root"></div><script src="/apps/counting/main.js" entry></script></body></html>`;
const COUNTING_JS = `(function (global) {
  var bootstraps = 0, mounts = 0;
  global["counting-app"] = {
    bootstrap: function () { bootstraps += 1; return Promise.resolve(); },
    mount: function (props) {
      mounts += 1;
      var root = props.container.querySelector("#counting-root") || props.container;
      root.textContent = "mount " + mounts + ", bootstrap " + bootstraps + ", menu " + props.bridge.context.menu.name;
      return Promise.resolve();
    },
    unmount: function (props) {
      var root = props.container.querySelector("#counting-root") || props.container;
      root.textContent = "";
      return Promise.resolve();
    }
  };
})(window);`;

let entryCalls = 0;
/** Requests for the entry that two apps share, and for its script. */
const sharedCalls = { entry: 0, script: 0 };
const SHARED_HTML = COUNTING_HTML.replace("/apps/counting/main.js", "/apps/counting-shared/main.js");
const server = setupServer(
  http.get("*/apps/counting-shared/", () => {
    sharedCalls.entry += 1;
    return new HttpResponse(SHARED_HTML, { headers: { "content-type": "text/html" } });
  }),
  http.get("*/apps/counting-shared/main.js", () => {
    sharedCalls.script += 1;
    return new HttpResponse(COUNTING_JS, { headers: { "content-type": "text/javascript" } });
  }),
  http.get("*/apps/counting/", () => {
    entryCalls += 1;
    return new HttpResponse(COUNTING_HTML, { headers: { "content-type": "text/html" } });
  }),
  http.get("*/apps/counting/main.js", () => new HttpResponse(COUNTING_JS, { headers: { "content-type": "text/javascript" } })),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // A browser resolves a relative fetch against the page; Node's fetch (under jsdom) needs it done.
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => original(typeof input === "string" ? new URL(input, window.location.href) : input, init));
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const bridgeProps = () => ({
  bridge: quietBridge({ id: "m-counting", code: "pmpp.schedule.counting", productCode: "pmpp", name: "Counting ledger" }),
});

const APP: RegisteredSubApp = {
  kind: "microApp",
  key: "pmpp.schedule.counting_m-counting",
  menuId: "m-counting",
  name: "Counting ledger",
  entry: "/apps/counting/",
  routePath: "/portal/m-counting/",
  cache: false,
  params: {},
};

/** V8's collector, reached through a flag (the test runner does not expose it). */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

async function mounted(host: SubAppHost, slot: HTMLElement): Promise<string> {
  await host.show(APP, slot, bridgeProps());
  const state = host.snapshot().find((app) => app.key === APP.key);
  expect(state?.status, state?.error?.message).toBe("mounted");
  return shown(slot);
}

/** What the app shows in its root. */
const shown = (slot: Element) => slot.querySelector("#counting-root")?.textContent ?? "";

describe("the qiankun loader", () => {
  it("opens an app again at the same place from what was loaded: one fetch, one bootstrap, a fresh mount each time", async () => {
    const host = createSubAppHost();
    const slot = document.body.appendChild(document.createElement("div"));
    expect(await mounted(host, slot)).toBe("mount 1, bootstrap 1, menu Counting ledger");
    await host.destroy(APP.key);
    expect(shown(slot)).toBe("");
    expect(await mounted(host, slot)).toBe("mount 2, bootstrap 1, menu Counting ledger");
    await host.destroy(APP.key);
    expect(await mounted(host, slot)).toBe("mount 3, bootstrap 1, menu Counting ledger");
    await host.destroy(APP.key);
    expect(entryCalls).toBe(1);
    slot.remove();
  });

  it("two apps of one entry (two menus of the ledger) share its files, fetched and rewritten once for the page (ADR 065)", async () => {
    const host = createSubAppHost();
    const first: RegisteredSubApp = { ...APP, key: "pmpp.schedule.shared_m-first", menuId: "m-first", entry: "/apps/counting-shared/", routePath: "/portal/m-first/" };
    const second: RegisteredSubApp = { ...first, key: "pmpp.schedule.shared_m-second", menuId: "m-second", routePath: "/portal/m-second/" };
    const slots = [first, second].map(() => document.body.appendChild(document.createElement("div")));
    for (const [at, app] of [first, second].entries()) {
      await host.show(app, slots[at]!, bridgeProps());
      expect(host.snapshot().find((state) => state.key === app.key)?.status).toBe("mounted");
    }
    // Each app is its own instance (its own sandbox, its own first mount) from the one fetch.
    expect(slots.map(shown)).toEqual(["mount 1, bootstrap 1, menu Counting ledger", "mount 1, bootstrap 1, menu Counting ledger"]);
    expect(sharedCalls).toEqual({ entry: 1, script: 1 });
    for (const app of [first, second]) await host.destroy(app.key);
    for (const slot of slots) slot.remove();
  });

  it("keeps nothing of a closed app's mount: its container and its props can be collected", { timeout: 20_000 }, async () => {
    const gc = collector();
    const host = createSubAppHost();
    const slot = document.body.appendChild(document.createElement("div"));
    const containers: WeakRef<Element>[] = [];
    const given: WeakRef<object>[] = [];
    // Each open and close in a function of its own: nothing of it stays in this test's frame.
    const openAndClose = async () => {
      const props = bridgeProps();
      given.push(new WeakRef(props));
      await host.show(APP, slot, props);
      expect(shown(slot)).toMatch(/^mount \d+, bootstrap 1, menu Counting ledger$/);
      containers.push(new WeakRef(slot.firstElementChild!));
      await host.destroy(APP.key);
    };
    for (let i = 0; i < 3; i++) await openAndClose();
    expect(slot.childElementCount).toBe(0);
    slot.remove();
    // What the first load made is kept for the next mount at that place (as qiankun keeps it); the later mounts' are not.
    // single-spa's lifecycle timers (its warnings, at most 4 s) hold a parcel until they have run.
    const collected = () => [...containers.slice(1), ...given.slice(1)].every((ref) => ref.deref() === undefined);
    for (let waited = 0; waited < 6_000 && !collected(); waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      gc();
    }
    expect(containers.slice(1).map((ref) => ref.deref() === undefined)).toEqual([true, true]);
    expect(given.slice(1).map((ref) => ref.deref() === undefined)).toEqual([true, true]);
  });
});
