import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale } from "#app/kit/i18n/config";
import { SubAppView } from "#app/features/sub-apps/SubAppView";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { iframeSandbox, planSubApp } from "#app/features/sub-apps/sub-apps.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { forgetSavedTabs, ShellStory } from "../../stories/tabs/fixtures";
import { renderInPortal } from "./render";

/**
 * The viewport of one hosted app (ADR 013) inside the portal's providers: a frame app is
 * asked for first (HEAD) and then framed under the SPEC §9 sandbox; a missing one, and a
 * micro-app whose code cannot be loaded (qiankun itself, through the host's fetch), show
 * their error with a retry inside the viewport, in the active locale.
 */

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

/** A menu of the demo project's app; each test has its own id, so its own app instance. */
function menu(id: string, extra: Partial<MenuNode>): MenuNode {
  return {
    id,
    name: "合作方页面",
    nameAllLang: names("合作方页面", "Partner page", "Partnersida"),
    code: `pmpp.${id}`,
    level: 3,
    sourceType: "menu",
    sourceProductCode: "qm",
    sourceModuleCode: "partners",
    sourceIntegrateType: 1,
    url: "/apps/third-party/",
    urlParams: "sensor=crane",
    ...extra,
  };
}

/** What the frame page's HEAD answers. */
let headStatus = 200;
const headCalls: string[] = [];
/** Requests for each micro-app entry `/apps/<name>/`, and the names answered with the tiny app (the others: 404; "broken…": 500). */
const entryCalls = new Map<string, number>();
const found = new Set<string>();

const TINY_HTML = `<!doctype html><html><head><title>tiny</title></head><body><div id="tiny-root"></div><script src="/apps/tiny/main.js" entry></script></body></html>`;
const TINY_JS = `(function (global) {
  global["tiny-app"] = {
    bootstrap: function () { return Promise.resolve(); },
    mount: function (props) {
      var root = props.container.querySelector("#tiny-root") || props.container;
      root.textContent = "Tiny app for " + props.bridge.context.menu.name;
      return Promise.resolve();
    },
    unmount: function (props) {
      var root = props.container.querySelector("#tiny-root") || props.container;
      root.textContent = "";
      return Promise.resolve();
    }
  };
})(window);`;

const server = setupServer(
  http.head("*/apps/third-party/", ({ request }) => {
    headCalls.push(new URL(request.url).pathname + new URL(request.url).search);
    return new HttpResponse(null, { status: headStatus });
  }),
  http.get("*/apps/tiny/main.js", () => new HttpResponse(TINY_JS, { headers: { "content-type": "text/javascript" } })),
  http.get("*/apps/:name/", ({ params }) => {
    const name = String(params.name);
    entryCalls.set(name, (entryCalls.get(name) ?? 0) + 1);
    if (name.startsWith("broken")) return new HttpResponse("Server error", { status: 500 });
    if (found.has(name)) return new HttpResponse(TINY_HTML, { headers: { "content-type": "text/html" } });
    return new HttpResponse("Not found", { status: 404 });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // A browser resolves a relative fetch against the page; Node's fetch (under jsdom) needs it done.
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => original(typeof input === "string" ? new URL(input, window.location.href) : input, init));
});
afterEach(() => {
  server.resetHandlers();
  headStatus = 200;
  headCalls.length = 0;
  entryCalls.clear();
  found.clear();
  forgetSavedTabs();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function show(node: MenuNode, locale: Locale) {
  const plan = planSubApp(node, menuName(node, locale));
  if (!plan.ok) throw new Error(`no app for ${node.id}: ${plan.reason}`);
  const menus = { portalMenus: [], tree: [node], complete: true, activePath: [], nodeCount: 1 };
  renderInPortal(
    <MemoryRouter initialEntries={[`/portal/${node.id}/`]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ShellStory locale={locale} menuId={node.id} menus={menus}>
        <SubAppView app={plan.app} menu={node} />
      </ShellStory>
    </MemoryRouter>,
    locale,
  );
  return plan.app;
}

const viewport = (key: string) => document.querySelector<HTMLElement>(`[data-subapp-key="${key}"]`);

describe("SubAppView: a frame app (sourceIntegrateType 1)", () => {
  it("asks for the page, then frames it titled with the app's name, under the SPEC §9 sandbox", async () => {
    const app = show(menu("f-ok", {}), "en");
    const frame = await screen.findByTitle("Partner page");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("/apps/third-party/?sensor=crane");
    expect(headCalls.length).toBeGreaterThan(0);
    expect(new Set(headCalls)).toEqual(new Set(["/apps/third-party/?sensor=crane"]));
    // Under the portal's own /apps/: code deployed with the shell, which with every SPEC token could lift
    // its sandbox itself (ADR 013, ADR 051): drawn without one, as the rule says.
    expect(iframeSandbox(app.entry, window.location.origin)).toBeNull();
    expect(frame.hasAttribute("sandbox")).toBe(false);
    expect(viewport(app.key)?.dataset).toMatchObject({ subappKind: "iframe", viewport: expect.stringMatching(/^[1-5]$/), cache: "0" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a frame of another origin is drawn once: its document is asked for once, not drawn, dropped and drawn again as the host mounts it", async () => {
    const drawn: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) drawn.push(...(node.matches("iframe") ? [node] : Array.from(node.querySelectorAll("iframe"))));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const microApp = { id: "vendor-board", entry: "https://frames.vendor.example/board", kind: "iframe", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null };
      show(menu("f-vendor", { url: "https://frames.vendor.example/board", urlParams: null, microApp } as Partial<MenuNode>), "en");
      const frame = await screen.findByTitle("Partner page");
      expect(frame.getAttribute("src")).toBe("https://frames.vendor.example/board");
      // What the host does on mounting it has happened (its viewport is numbered); the frame is the one first drawn.
      await waitFor(() => expect(document.querySelector("[data-subapp-kind='iframe']")?.getAttribute("data-viewport")).toMatch(/^[1-5]$/));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(drawn).toHaveLength(1);
      expect(frame.isConnected).toBe(true);
    } finally {
      observer.disconnect();
    }
  });

  it("SPEC §9 speed: the frame asks for its page as the viewport shows, beside the HEAD check, and is shown once the check answered", async () => {
    let answer: (status: number) => void = () => undefined;
    const answered = new Promise<number>((resolve) => (answer = resolve));
    server.use(http.head("*/apps/third-party/", async () => new HttpResponse(null, { status: await answered })));
    show(menu("f-early", {}), "en");
    // The frame is in the document (its page asked for) while the check has not answered; not shown until it has.
    const frame = await screen.findByTitle("Partner page");
    expect(frame.getAttribute("src")).toBe("/apps/third-party/?sensor=crane");
    expect(frame.style.visibility).toBe("hidden");
    expect(frame.getAttribute("aria-hidden")).toBe("true");
    answer(200);
    await waitFor(() => expect(frame.style.visibility).toBe(""));
    expect(frame.hasAttribute("aria-hidden")).toBe(false);
    expect(frame.isConnected).toBe(true);
  });

  it("a missing page's frame drawn before its check answered is never shown: it gives way to the error", async () => {
    let answer: (status: number) => void = () => undefined;
    const answered = new Promise<number>((resolve) => (answer = resolve));
    server.use(http.head("*/apps/third-party/", async () => new HttpResponse(null, { status: await answered })));
    const app = show(menu("f-early-404", {}), "en");
    const frame = await screen.findByTitle("Partner page");
    expect(frame.style.visibility).toBe("hidden");
    answer(404);
    await screen.findByRole("alert");
    expect(document.querySelector("iframe")).toBeNull();
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");
  });

  it("a same-origin frame outside /apps/ runs without allow-same-origin", async () => {
    server.use(http.head("*/help/partner", () => new HttpResponse(null, { status: 200 })));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    show(menu("f-help", { url: "/help/partner", urlParams: null }), "zh-CN");
    const frame = await screen.findByTitle("合作方页面");
    expect(frame.getAttribute("sandbox")?.split(" ")).not.toContain("allow-same-origin");
    expect(frame.getAttribute("sandbox")?.split(" ")).toContain("allow-scripts");
    // The bridge does not speak with an opaque frame; it says so to developers.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("合作方页面")));
  });

  it.each([
    ["en", "\"Partner page\" could not be shown", "It could not be loaded (/apps/third-party/?sensor=crane: HTTP 404).", "Try again"],
    // antd spaces out a two-character Chinese button label.
    ["zh-CN", "“合作方页面”无法显示", "应用加载失败（/apps/third-party/?sensor=crane: HTTP 404）。", /^重\s?试$/],
    ["sv-SE", "”Partnersida” kunde inte visas", "Den kunde inte läsas in (/apps/third-party/?sensor=crane: HTTP 404).", "Försök igen"],
  ] as [Locale, string, string, string | RegExp][])("%s: a missing page (HTTP 404) shows the error and a retry in the viewport; the retry frames it", async (locale, title, detail, retry) => {
    headStatus = 404;
    const app = show(menu(`f-404-${locale}`, {}), locale);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(detail);
    expect(document.querySelector("iframe")).toBeNull();
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");

    headStatus = 200;
    const asked = headCalls.length;
    fireEvent.click(within(alert).getByRole("button", { name: retry }));
    const frame = await screen.findByTitle(menuName(menu("x", {}), locale));
    expect(frame.tagName).toBe("IFRAME");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(headCalls.length).toBeGreaterThan(asked);
  });
});

describe("SubAppView: a micro-app (sourceIntegrateType 0) under qiankun", () => {
  const micro = (id: string, url: string) =>
    menu(id, { sourceIntegrateType: 0, url, urlParams: null, nameAllLang: names("施工台账", "Site ledger", "Byggliggare"), name: "施工台账" });

  it("shows a loader named after the app while it loads, then the app mounted in its viewport", async () => {
    found.add("tiny-ok");
    const app = show(micro("m-tiny-ok", "/apps/tiny-ok/"), "en");
    expect(screen.getByRole("status").textContent).toContain("Loading \"Site ledger\"…");
    await waitFor(() => expect(viewport(app.key)?.dataset.subappStatus).toBe("mounted"), { timeout: 10_000 });
    expect(viewport(app.key)?.textContent).toContain("Tiny app for Site ledger");
    expect(viewport(app.key)?.dataset.viewport).toMatch(/^[1-5]$/);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("an entry that cannot be loaded shows the chunk error with a retry; the retry loads it once it is there", async () => {
    const app = show(micro("m-tiny", "/apps/tiny-retry/"), "en");
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("\"Site ledger\" could not be shown");
    expect(alert.textContent).toContain("Its code could not be loaded (");
    expect(alert.textContent).toContain("Loading /apps/tiny-retry/ failed: HTTP 404");
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");
    expect(entryCalls.get("tiny-retry")).toBe(1);

    found.add("tiny-retry");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(viewport(app.key)?.dataset.subappStatus, `after the retry: ${screen.queryByRole("alert")?.textContent ?? ""}`).toBe("mounted"), { timeout: 8_000 });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(viewport(app.key)?.textContent).toContain("Tiny app for Site ledger");
  });

  it("the retry asks for the entry again (a failed answer is not kept)", async () => {
    show(micro("m-tiny-again", "/apps/tiny-again/"), "en");
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(entryCalls.get("tiny-again")).toBe(1);
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(entryCalls.get("tiny-again"), "requests for /apps/tiny-again/ after the retry").toBe(2), { timeout: 5_000 });
  });

  it("a failed load leaves no promise rejection unhandled (the page's console stays clean)", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      show(micro("m-broken-2", "/apps/broken-2/"), "en");
      await screen.findByRole("alert", {}, { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });

  it("zh-CN: a server error on the entry is shown in Chinese with 重试", async () => {
    show(micro("m-broken", "/apps/broken/"), "zh-CN");
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("“施工台账”无法显示");
    expect(alert.textContent).toContain("应用代码加载失败");
    expect(alert.textContent).toContain("HTTP 500");
    expect(within(alert).getByRole("button", { name: /^重\s?试$/ })).toBeTruthy();
  });
});
