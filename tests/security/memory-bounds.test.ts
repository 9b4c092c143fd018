import type { ThemeConfig } from "antd";
import { MockAgent, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { provideEnv } from "#app/kit/env.server";
import { forgetAllTenantConfig, fetchTenantConfig, MAX_ENTRIES } from "#app/platform-api/config-cache.server";
import { forgetAllSessionReads, heldSessionReads, MAX_READS_PER_SESSION, MAX_SESSIONS, readForSession } from "#app/platform-api/session-cache.server";
import type { PlatformResult } from "#app/platform-api/platform-result";
import { loadMenus, MENU_CACHE_ENTRIES, MENU_CACHE_MAX_NODES } from "#app/features/menus/load-menus.server";
import { cachedDocument, forgetDocuments, heldDocuments, keepDocument, RENDER_CACHE_MAX_BYTES } from "#app/shell/render-cache.server";
import { MAX_CACHES, styleCacheFor } from "#app/shell/ssr-style-cache.server";
import { activeSessionCount, MAX_TRACKED, sessionSeen } from "#app/session/active-sessions.server";

/**
 * Every cache the server keeps across requests has a bound it never passes (ADR 032): filled
 * one past it, the least recently used entry is gone and the rest stay.
 */

const ok = (data: unknown): PlatformResult => ({ status: 200, envelope: { success: true, data }, etag: null });

beforeAll(() => {
  provideEnv({ platformApiUrl: "http://platform.test/api", sessionSecret: "s".repeat(40), previousSessionSecrets: [], frameAncestors: [], trustedCodeOrigins: [], platformTimeoutMs: 1000, production: false });
});

const realDispatcher = getGlobalDispatcher();
afterEach(() => {
  vi.restoreAllMocks();
  setGlobalDispatcher(realDispatcher);
});

/** The platform at platform.test (the server calls it with undici, ADR 046): each call answered by `answer`, with its path and headers. */
function platformAnswering(answer: (path: string, headers: Record<string, string>) => { data: unknown; etag?: string }): void {
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent
    .get("http://platform.test")
    .intercept({ path: () => true, method: () => true })
    .reply((options) => {
      const { data, etag } = answer(options.path, (options.headers ?? {}) as Record<string, string>);
      return { statusCode: 200, data: JSON.stringify({ success: true, data }), responseOptions: { headers: { "content-type": "application/json", ...(etag ? { etag } : {}) } } };
    })
    .persist();
  setGlobalDispatcher(agent);
}

describe("session reads", () => {
  afterAll(() => forgetAllSessionReads());

  it(`hold the answers of at most ${MAX_SESSIONS} sessions: the one read longest ago is asked again`, async () => {
    forgetAllSessionReads();
    let calls = 0;
    const call = async () => {
      calls++;
      return ok({ id: "u" });
    };
    for (let i = 0; i <= MAX_SESSIONS; i++) await readForSession(`token-${i}`, {}, "/uaa/user", call);
    expect(heldSessionReads()).toBe(MAX_SESSIONS);
    calls = 0;
    await readForSession(`token-${MAX_SESSIONS}`, {}, "/uaa/user", call);
    expect(calls).toBe(0);
    await readForSession("token-0", {}, "/uaa/user", call);
    expect(calls).toBe(1);
  });

  it(`hold at most ${MAX_READS_PER_SESSION} answers of one session`, async () => {
    forgetAllSessionReads();
    let calls = 0;
    const call = async () => {
      calls++;
      return ok({});
    };
    for (let i = 0; i <= MAX_READS_PER_SESSION; i++) await readForSession("token-a", {}, `/org/${i}`, call);
    calls = 0;
    await readForSession("token-a", {}, `/org/${MAX_READS_PER_SESSION}`, call);
    expect(calls).toBe(0);
    await readForSession("token-a", {}, "/org/0", call);
    expect(calls).toBe(1);
  });
});

describe("tenant config answers", () => {
  afterAll(() => forgetAllTenantConfig());

  it(`hold at most ${MAX_ENTRIES}: the least recently used is asked again without its ETag`, async () => {
    forgetAllTenantConfig();
    const asked: { url: string; etag: string | null }[] = [];
    platformAnswering((url, headers) => {
      asked.push({ url, etag: headers["if-none-match"] ?? null });
      return { data: {}, etag: '"v1"' };
    });
    for (let i = 0; i <= MAX_ENTRIES; i++) await fetchTenantConfig("/param/v4/theme-settings/header", `tenant-${i}`, "token");
    asked.length = 0;
    await fetchTenantConfig("/param/v4/theme-settings/header", `tenant-${MAX_ENTRIES}`, "token");
    await fetchTenantConfig("/param/v4/theme-settings/header", "tenant-0", "token");
    expect(asked.map((call) => call.etag)).toEqual(['"v1"', null]);
  });
});

describe("computed menu trees", () => {
  /** A platform whose menu tree has `leaves` leaf menus under one app. */
  function platformWithMenus(leaves: number): () => number {
    let treeCalls = 0;
    const children = Array.from({ length: leaves }, (_, i) => ({ id: `leaf-${i}`, name: `Leaf ${i}`, level: 3, sourceType: "menu" }));
    const tree = [{ id: "app", name: "App", level: 1, sourceType: "app", children }];
    platformAnswering((url) => {
      if (url.includes("application-menu-tree")) {
        treeCalls++;
        return { data: tree };
      }
      return { data: [] };
    });
    return () => treeCalls;
  }
  const load = (session: string) =>
    loadMenus({ orgId: "org", token: `token-${session}`, tokenKey: session, headers: {}, activeId: "1", context: { tenantId: "10001", identityType: "tenant" } });

  it(`hold at most ${MENU_CACHE_ENTRIES} trees: the least recently used is computed again`, async () => {
    const treeCalls = platformWithMenus(1);
    for (let i = 0; i <= MENU_CACHE_ENTRIES; i++) await load(`count-${i}`);
    const before = treeCalls();
    await load(`count-${MENU_CACHE_ENTRIES}`);
    expect(treeCalls()).toBe(before);
    await load("count-0");
    expect(treeCalls()).toBe(before + 1);
  });

  it(`hold at most ${MENU_CACHE_MAX_NODES} menu nodes in all: large trees push out the oldest`, async () => {
    // Four trees (the app and its leaves) fit; the fifth pushes out the first.
    const perTree = MENU_CACHE_MAX_NODES / 4 - 1;
    const treeCalls = platformWithMenus(perTree);
    for (let i = 0; i < 5; i++) await load(`size-${i}`);
    const before = treeCalls();
    await load("size-4");
    await load("size-1");
    expect(treeCalls()).toBe(before);
    await load("size-0");
    expect(treeCalls()).toBe(before + 1);
  });
});

describe("rendered documents", () => {
  afterAll(() => forgetDocuments());

  it(`hold at most ${RENDER_CACHE_MAX_BYTES / 1024 / 1024} MB: the least recently used document goes first`, () => {
    forgetDocuments();
    const page = (i: number) => `<!DOCTYPE html><html><body>${String(i).padStart(8, "0")}${"x".repeat(1024 * 1024)}</body></html>`;
    const count = Math.ceil(RENDER_CACHE_MAX_BYTES / (1024 * 1024)) + 2;
    for (let i = 0; i < count; i++) keepDocument(`doc-${i}`, page(i), undefined);
    const held = heldDocuments();
    expect(held.bytes).toBeLessThanOrEqual(RENDER_CACHE_MAX_BYTES);
    expect(held.entries).toBeLessThan(count);
    expect(cachedDocument("doc-0", undefined)).toBeNull();
    expect(cachedDocument(`doc-${count - 1}`, undefined)).toBe(page(count - 1));
  });
});

describe("server-side antd style caches", () => {
  it(`hold at most ${MAX_CACHES} themes: the least recently used theme starts afresh`, () => {
    const theme = (i: number): ThemeConfig => ({ token: { colorPrimary: `#${i.toString(16).padStart(6, "0")}` } });
    const first = styleCacheFor(theme(0));
    expect(styleCacheFor(theme(0))).toBe(first);
    for (let i = 1; i <= MAX_CACHES; i++) styleCacheFor(theme(i));
    expect(styleCacheFor(theme(MAX_CACHES))).toBe(styleCacheFor(theme(MAX_CACHES)));
    expect(styleCacheFor(theme(0))).not.toBe(first);
  });
});

describe("active sessions", () => {
  it(`are tracked up to ${MAX_TRACKED}`, () => {
    for (let i = 0; i <= MAX_TRACKED; i++) sessionSeen(`login-token-${i}`);
    expect(activeSessionCount()).toBe(MAX_TRACKED);
  });
});
