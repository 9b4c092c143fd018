// @vitest-environment jsdom
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BridgeContext, ShellBridge } from "../../packages/bridge/src/protocol";

/**
 * The two micro-apps as the portal hosts them: built, then loaded by qiankun 2.10 itself
 * (loadMicroApp with the shell's options: a sandbox per app, CSS scoped to its container).
 */
const out = mkdtempSync(path.join(tmpdir(), "micro-apps-qiankun-"));
const ORIGIN = window.location.origin;

beforeAll(async () => {
  // Built in a Node process of its own: this file's globals are a browser's.
  await promisify(execFile)(process.execPath, ["--import", "tsx", "micro-apps/build.ts", "--out", out, "project-ledger", "site-diary"], { cwd: path.resolve(__dirname, "../..") });
}, 240_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The built files, as the server answers them under /apps/. */
async function serveBuilt(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(String(input), ORIGIN);
  const file = path.join(out, pathname.replace(/^\/apps\//, ""), pathname.endsWith("/") ? "index.html" : "");
  const type = file.endsWith(".html") ? "text/html" : file.endsWith(".css") ? "text/css" : "text/javascript";
  return new Response(readFileSync(file, "utf8"), { headers: { "content-type": type } });
}

const PROJECTS = [
  { id: "p1", name: "Riverside Tower", fullId: "r/p1", fullName: "Acme/Riverside Tower", type: "general-project", status: "1", userFocus: true, projectExtendData: [{ code: "SAP_CODE", value: "SAP-RT-1" }] },
  { id: "p2", name: "Harbour Bridge", fullId: "r/p2", fullName: "Acme/Harbour Bridge", type: "general-project", status: "2", userFocus: false, projectExtendData: [] },
];
const apiCalls: { path: string; body: unknown; headers: Headers }[] = [];

/** The portal's /api as the micro-apps see it (envelopes of the platform). */
async function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), ORIGIN);
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
  apiCalls.push({ path: url.pathname + url.search, body, headers: new Headers(init?.headers) });
  const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "content-type": "application/json" } });
  if (url.pathname === "/api/org-permission/v4/projects/list-page-child-project") {
    const orgId = (body as { orgId?: string } | null)?.orgId;
    const records = orgId === "empty-org" ? [] : PROJECTS;
    return json({ records, recordTotal: records.length, pageIndex: 1, pageSize: 100 });
  }
  if (url.pathname === "/api/general-dictionary/v4/dict-items/list-by-dict-full-code") {
    return json([
      { code: "1", xmzt: "Under construction", "xmzt_zh-CN": "在建", xmzt_en: "Under construction", "xmzt_sv-SE": "Under byggnad" },
      { code: "2", xmzt: "Completed", "xmzt_zh-CN": "完工", xmzt_en: "Completed", "xmzt_sv-SE": "Färdigt" },
    ]);
  }
  return new Response(JSON.stringify({ success: false, errorCode: "404", errorMsg: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });
}

function context(overrides: Partial<BridgeContext> = {}): BridgeContext {
  return {
    tenant: { id: "10002", name: "Acme Construction Ltd" },
    org: { id: "100020001", fullId: "100020001", name: "Acme Construction Ltd", type: "company" },
    identity: null,
    user: { id: "u1", nickname: "Demo" },
    locale: "en",
    menu: { id: "m1", code: "pmpp.ledger", productCode: "pmpp", name: "Contract ledger" },
    theme: { colorPrimary: "#E8590C", headerBg: "#1F3A2E", headerColor: "#F8F9FA", siderBg: "#F4F1EA" },
    ...overrides,
  };
}

/** A bridge whose context the test changes, counting its listeners. */
function testBridge(initial: BridgeContext) {
  let current = initial;
  const listeners = new Set<(c: BridgeContext) => void>();
  const bridge: ShellBridge & { change(next: Partial<BridgeContext>): void; listeners: Set<unknown> } = {
    get context() {
      return current;
    },
    listeners,
    change(next) {
      current = { ...current, ...next };
      for (const l of [...listeners]) l(current);
    },
    onContextChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: vi.fn(),
    openMenu: vi.fn(),
    closeTab: vi.fn(),
    retitleTab: vi.fn(),
    reportActivity: vi.fn(),
    openSearch: vi.fn(),
    track: vi.fn(),
    reportUnauthorized: vi.fn(),
    showMessage: vi.fn(),
  };
  return bridge;
}

const containers: HTMLElement[] = [];

async function load(name: string, entry: string, bridge: ShellBridge) {
  const { loadMicroApp } = await import("qiankun");
  const container = document.createElement("div");
  document.body.append(container);
  containers.push(container);
  const app = loadMicroApp({ name, entry, container, props: { bridge } }, { sandbox: { experimentalStyleIsolation: true }, singular: false, fetch: serveBuilt as typeof fetch });
  await app.mountPromise;
  return { app, container };
}

async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // React tracks the value it set; the prototype's setter is what a user's typing goes through.
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

beforeAll(() => {
  vi.stubGlobal("fetch", vi.fn(api));
});

afterEach(() => {
  apiCalls.length = 0;
  // Only the test's own containers: qiankun keeps an element of its CSS scoping in the page.
  for (const c of containers.splice(0)) c.remove();
});

describe("project ledger under qiankun", () => {
  it("mounts into its container, lists the org's projects in the bridge's locale and unmounts cleanly", async () => {
    const bridge = testBridge(context());
    const { app, container } = await load("pmpp.ledger_1", "/apps/project-ledger/", bridge);
    const root = await until(() => container.querySelector<HTMLElement>('[data-testid="project-ledger"]'), "the ledger");
    // Headed by the menu it is opened for, the app's own name and the org under it.
    expect(document.getElementById(root.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Contract ledger");
    await until(() => container.querySelector("tbody tr"), "the project rows");
    expect([...container.querySelectorAll("tbody th")].map((th) => th.textContent)).toEqual(["Riverside Tower", "Harbour Bridge"]);
    expect(container.textContent).toContain("Under construction");
    expect(container.textContent).toContain("SAP-RT-1");
    expect(root.querySelector("header p")?.textContent).toBe("Project ledger · Acme Construction Ltd");
    const list = apiCalls.find((c) => c.path.startsWith("/api/org-permission/v4/projects/list-page-child-project"));
    expect(list?.body).toMatchObject({ orgId: "100020001" });
    expect(list?.headers.get("x-portal-request")).toBe("1");
    expect(bridge.listeners.size).toBe(1);
    expect((window as unknown as Record<string, unknown>)["project-ledger"]).toBeUndefined();

    await app.unmount();
    expect(container.querySelector('[data-testid="project-ledger"]')).toBeNull();
    expect(bridge.listeners.size).toBe(0);
  });

  it("follows context changes: the locale's texts, and the new org's projects", async () => {
    const bridge = testBridge(context());
    const { app, container } = await load("pmpp.ledger_2", "/apps/project-ledger/", bridge);
    await until(() => container.querySelector("tbody tr"), "the project rows");
    bridge.change({ locale: "sv-SE" });
    await until(() => container.textContent?.includes("Projektliggare") && container.textContent.includes("Under byggnad"), "the Swedish texts");
    expect(container.querySelector("h2")?.textContent).toBe("Contract ledger");
    expect(container.querySelector("header p")?.textContent).toBe("Projektliggare · Acme Construction Ltd");
    bridge.change({ menu: { id: "m2", code: "gepm.invest.pool.reserve", productCode: "gepm", name: "Projektreserv" } });
    await until(() => container.querySelector("h2")?.textContent === "Projektreserv", "the new menu's name");
    bridge.change({ org: { id: "empty-org", fullId: "x/empty-org", name: "Depot", type: "department" } });
    await until(() => container.textContent?.includes("Organisationen har inga projekt."), "the empty state");
    expect(apiCalls.some((c) => (c.body as { orgId?: string } | null)?.orgId === "empty-org")).toBe(true);
    await app.unmount();
  });

  it("keeps typed input while mounted, validates, adds the entry locally; a new mount starts fresh", async () => {
    const bridge = testBridge(context());
    const first = await load("pmpp.ledger_3", "/apps/project-ledger/", bridge);
    await until(() => first.container.querySelector("tbody tr"), "the project rows");
    const amount = first.container.querySelector<HTMLInputElement>("input[inputmode=decimal]");
    if (!amount) throw new Error("no amount field");
    type(amount, "12,5");
    first.container.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
    await until(() => first.container.textContent?.includes("Choose a project"), "the project problem");
    expect(amount.getAttribute("aria-invalid")).toBeNull();
    expect(amount.value).toBe("12,5");
    const select = first.container.querySelector<HTMLSelectElement>("form select");
    if (!select) throw new Error("no project field");
    type(select, "p2");
    first.container.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
    await until(() => first.container.querySelector('button[aria-label^="Remove entry: Harbour Bridge"]'), "the added entry");
    expect(first.container.textContent).toContain("12.50");
    type(amount, "99");
    await first.app.unmount();

    const second = await load("pmpp.ledger_3", "/apps/project-ledger/", bridge);
    await until(() => second.container.querySelector("tbody tr"), "the project rows");
    expect(second.container.querySelector<HTMLInputElement>("input[inputmode=decimal]")?.value).toBe("");
    expect(second.container.textContent).toContain("No entries yet.");
    await second.app.unmount();
  });

  it("tells the shell when the session is gone", async () => {
    const bridge = testBridge(context());
    vi.mocked(fetch).mockImplementationOnce(async () => new Response(JSON.stringify({ success: false, errorCode: "401", errorMsg: "expired" }), { status: 401, headers: { "content-type": "application/json" } }));
    const { app, container } = await load("pmpp.ledger_4", "/apps/project-ledger/", bridge);
    await until(() => container.querySelector('[role="alert"]'), "the error");
    expect(container.textContent).toContain("Your session has ended");
    expect(bridge.reportUnauthorized).toHaveBeenCalledTimes(1);
    await app.unmount();
  });

  it("fails its mount, naming the problem, when the bridge in its props is not one", async () => {
    const { loadMicroApp } = await import("qiankun");
    const container = document.createElement("div");
    document.body.append(container);
    containers.push(container);
    const app = loadMicroApp({ name: "pmpp.ledger_6", entry: "/apps/project-ledger/", container, props: { bridge: { context: context() } } }, { sandbox: { experimentalStyleIsolation: true }, singular: false, fetch: serveBuilt as typeof fetch });
    await expect(app.mountPromise).rejects.toThrow(/props\.bridge lacks onContextChange/);
  });

  it("leaves nothing behind over repeated mounts and unmounts", async () => {
    const bridge = testBridge(context());
    for (let i = 0; i < 5; i += 1) {
      const { app, container } = await load("pmpp.ledger_5", "/apps/project-ledger/", bridge);
      await until(() => container.querySelector("tbody tr"), "the project rows");
      await app.unmount();
      expect(container.querySelector(".project-ledger-host")).toBeNull();
    }
    expect(bridge.listeners.size).toBe(0);
  });
});

describe("site diary under qiankun", () => {
  it("keeps its global CSS in its container and its globals in its sandbox", async () => {
    const bridge = testBridge(context({ locale: "zh-CN" }));
    const { app, container } = await load("g-field.diary_1", "/apps/site-diary/", bridge);
    const section = await until(() => container.querySelector<HTMLElement>('[data-testid="site-diary"]'), "the diary");
    expect(section.querySelector("h1")?.textContent).toBe("施工日志");
    // Its `body { … }` and `h1, button { … }` rules apply under its container only.
    const css = [...container.querySelectorAll("style")].map((s) => s.textContent ?? "").join("\n");
    expect(css).toMatch(/div\[data-qiankun="g-field\.diary_1"\]\s*\{[^}]*background: #f6efe0/);
    expect(css).toMatch(/div\[data-qiankun="g-field\.diary_1"\] h1,\s*div\[data-qiankun="g-field\.diary_1"\] button/);
    expect(css).not.toMatch(/(^|\})\s*body\s*\{/);
    expect([...document.head.querySelectorAll("style")].map((s) => s.textContent ?? "").join("")).not.toContain("#f6efe0");
    // Its global var and window global: seen by the app (the version it shows), not by the page.
    expect(section.textContent).toContain("版本 1.2.0");
    const page = window as unknown as Record<string, unknown>;
    expect(page.siteDiary).toBeUndefined();
    expect(page.siteDiaryVersion).toBeUndefined();
    expect(page["site-diary"]).toBeUndefined();
    await app.unmount();
    expect(container.querySelector('[data-testid="site-diary"]')).toBeNull();
    expect(bridge.listeners.size).toBe(0);
  });

  it("adds a diary entry for the org, and follows a locale change keeping what is typed", async () => {
    localStorage.clear();
    const bridge = testBridge(context());
    const { app, container } = await load("g-field.diary_2", "/apps/site-diary/", bridge);
    await until(() => container.querySelector("form"), "the form");
    const work = container.querySelector<HTMLTextAreaElement>("textarea[name=work]");
    const workers = container.querySelector<HTMLInputElement>("input[name=workers]");
    if (!work || !workers) throw new Error("no fields");
    workers.value = "12";
    work.value = "Poured the level 5 slab";
    bridge.change({ locale: "sv-SE" });
    expect(container.querySelector("h1")?.textContent).toBe("Byggdagbok");
    expect(container.querySelector<HTMLTextAreaElement>("textarea[name=work]")?.value).toBe("Poured the level 5 slab");
    container.querySelector<HTMLFormElement>("form")?.requestSubmit();
    await until(() => container.querySelector(".site-diary-entries li"), "the entry");
    expect(container.querySelector(".site-diary-entries")?.textContent).toContain("Poured the level 5 slab");
    expect(container.querySelector(".site-diary-entries")?.textContent).toContain("12 arbetare");
    expect(JSON.parse(localStorage.getItem("site-diary:10002:100020001") ?? "[]")).toHaveLength(1);
    expect(bridge.reportActivity).toHaveBeenCalled();
    await app.unmount();
  });
});

describe("the micro-apps' bundles", () => {
  /** The entry script of a built micro-app, as its page names it. */
  function entryScript(app: string): string {
    const page = readFileSync(path.join(out, app, "index.html"), "utf8");
    const src = new RegExp(`<script defer src="/apps/${app}/([^"]+)" entry></script>`).exec(page)?.[1];
    if (!src) throw new Error(`${app}: no entry script`);
    return readFileSync(path.join(out, app, src), "utf8");
  }

  it("set their lifecycles as window[<name>] inside the sandbox they run in, and nothing on the page", () => {
    for (const app of ["project-ledger", "site-diary"]) {
      const page = window as unknown as Record<string | symbol, unknown>;
      // A sandbox as qiankun's: the app's own writes kept apart from the page's window.
      const own: Record<string | symbol, unknown> = { __POWERED_BY_QIANKUN__: true };
      const sandbox: object = new Proxy(own, {
        has: (_t, key) => key in own || key in page,
        get: (_t, key) => (key === "window" || key === "self" || key === "globalThis" ? sandbox : key in own ? own[key] : page[key]),
        set: (_t, key, value) => ((own[key] = value), true),
      });
      page.__sandbox = sandbox;
      (0, eval)(`;(function(window, self, globalThis){with(window){;${entryScript(app)}\n}}).call(__sandbox, __sandbox, __sandbox, __sandbox);`);
      delete page.__sandbox;
      const lifecycles = own[app] as Record<string, unknown> | undefined;
      expect(Object.keys(lifecycles ?? {}).sort(), `${app}: window["${app}"]`).toEqual(["bootstrap", "mount", "unmount", "update"]);
      for (const name of ["bootstrap", "mount", "unmount", "update"]) expect(typeof lifecycles?.[name], `${app}: ${name}`).toBe("function");
      expect(page[app], `${app}: not on the page's window`).toBeUndefined();
      expect(document.querySelector(`[data-testid="${app}"]`), `${app}: nothing drawn before mount`).toBeNull();
    }
  });

  it("run opened alone: drawn into the page, saying they are outside the portal", async () => {
    const page = window as unknown as Record<string, { unmount(props: unknown): Promise<void> } | undefined>;
    window.history.replaceState(null, "", "/apps/project-ledger/?lang=en");
    for (const app of ["project-ledger", "site-diary"]) {
      (0, eval)(entryScript(app));
      await until(() => document.body.textContent?.includes("This page is open outside the portal"), `${app} alone`);
      // With no menu to be named after, the ledger is headed by its own name.
      if (app === "project-ledger") expect(document.querySelector('[data-testid="project-ledger"] h2')?.textContent).toBe("Project ledger");
      await page[app]?.unmount({ container: document.body });
      expect(document.body.textContent, app).toBe("");
      delete page[app];
    }
    delete (window as unknown as Record<string, unknown>).siteDiary;
  });
});

