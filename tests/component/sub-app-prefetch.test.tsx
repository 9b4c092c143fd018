import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MicroAppPrefetch } from "#app/features/sub-apps/MicroAppPrefetch";
import type { MenuNode } from "#app/types/generated/menu-node";
import { ShellStory } from "../../stories/tabs/fixtures";
import { renderInPortal } from "./render";

/**
 * The idle prefetch (SPEC §9; ADR 015 §7) on a page with menus: it fetches the entries (and
 * their files) of the micro-apps the user can open from those menus — a registered one on
 * another origin included — and nothing else; and it readies the micro-app loader with
 * single-spa started, which otherwise warns (its message #1) on every page where it was loaded
 * and not started within 5 s.
 */

const singleSpaLoaded = vi.hoisted(() => ({ value: false, started: false }));
vi.mock("single-spa", async (importOriginal) => {
  singleSpaLoaded.value = true;
  const actual = await importOriginal<typeof import("single-spa")>();
  return {
    ...actual,
    start: (...args: Parameters<typeof actual.start>) => {
      singleSpaLoaded.started = true;
      return actual.start(...args);
    },
  };
});

const REMOTE = "https://apps.vendor.example";
const asked: string[] = [];
const html = (script: string) => `<!doctype html><html><head><link rel="stylesheet" href="app.css"></head><body><script src="${script}" entry></script></body></html>`;

const server = setupServer(
  http.get("*", ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.origin === window.location.origin ? url.pathname : url.href);
    if (url.pathname.endsWith("/")) return new HttpResponse(html("main.js"), { headers: { "content-type": "text/html" } });
    return new HttpResponse("/* file */", { headers: { "content-type": url.pathname.endsWith(".css") ? "text/css" : "text/javascript" } });
  }),
);

// ADR 047: the operator trusts the vendor's origin, so its registered micro-apps run in the page (as the root's meta says).
const trustedMeta = Object.assign(document.createElement("meta"), { name: "portal-trusted-code", content: REMOTE });
afterAll(() => trustedMeta.remove());
beforeAll(() => {
  document.head.appendChild(trustedMeta);
  server.listen({ onUnhandledRequest: "error" });
  const original = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => original(typeof input === "string" ? new URL(input, window.location.href) : input, init));
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function page(id: string, extra: Omit<Partial<MenuNode>, "microApp"> & { microApp?: unknown }): MenuNode {
  return { id, name: id, level: 3, sourceType: "menu", sourceIntegrateType: 0, sourceMenuAuthorities: ["view"], ...extra } as MenuNode;
}

const tree: MenuNode[] = [
  {
    id: "app",
    name: "app",
    level: 2,
    sourceType: "app",
    children: [
      page("ledger", { url: "/apps/ledger/" }),
      page("remote", { url: null, microApp: { id: "r", entry: `${REMOTE}/eq/`, kind: "microApp", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null } }),
      page("no-auth", { url: "/apps/no-auth/", noAuth: true }),
      page("no-authority", { url: "/apps/no-authority/", sourceMenuAuthorities: [] }),
      page("window", { url: "/apps/window/", sourceIntegrateType: 2 }),
      page("frame", { url: "/apps/frame/", sourceIntegrateType: 1 }),
    ],
  },
];

describe("MicroAppPrefetch", () => {
  it("fetches the reachable micro-apps' entries and files, resolved against each entry, and readies the loader with single-spa started", async () => {
    renderInPortal(
      <MemoryRouter initialEntries={["/portal/ledger/"]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ShellStory locale="en" menuId="ledger" menus={{ portalMenus: [], tree, complete: true, activePath: [], nodeCount: 7 }}>
          <MicroAppPrefetch />
        </ShellStory>
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked).toHaveLength(6), { timeout: 5_000 });
    expect([...asked].sort()).toEqual(["/apps/ledger/", "/apps/ledger/app.css", "/apps/ledger/main.js", `${REMOTE}/eq/`, `${REMOTE}/eq/app.css`, `${REMOTE}/eq/main.js`].sort());
    // The loader is readied for the first mount: single-spa loaded and started, so it does not warn (its message #1).
    await waitFor(() => expect(singleSpaLoaded).toEqual({ value: true, started: true }), { timeout: 5_000 });
  });
});
