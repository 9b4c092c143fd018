import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CSRF_HEADER, EXPIRED_MESSAGE, forwardToPlatform, MAX_BODY_BYTES } from "#app/platform-api/bff/forward.server.ts";
import { fetchTenantConfig } from "#app/platform-api/config-cache.server.ts";
import { readForSession } from "#app/platform-api/session-cache.server.ts";
import { commitSession, type PortalSession } from "#app/session/session.server.ts";
import {
  DEMO_PASSWORD,
  closedPort,
  cookiePair,
  encryptPassword,
  platformLogin,
  publicKey,
  startTestPlatform,
  setPortalEnv,
  type LoginData,
  type TestPlatform,
} from "./support/platform-server.ts";
import { solidPng } from "../platform/png.ts";

const PORTAL = "http://portal.test";
const SERVER_ERROR = "Server abnormal, please contact the administrator.";
const THEME = "param/v4/theme-settings/header";

interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode?: string;
  errorMsg?: string;
}

let tp: TestPlatform;
let demo: LoginData;
let admin: LoginData;

beforeAll(async () => {
  tp = await startTestPlatform();
  [demo, admin] = await Promise.all([platformLogin(tp.api, "demo"), platformLogin(tp.api, "admin")]);
});

afterAll(async () => {
  await tp.close();
});

function cookieFor(login: LoginData, extra: Partial<PortalSession> = {}): string {
  return cookiePair(commitSession(new Request(PORTAL), { loginToken: login.userToken, tenantId: login.tenantId, userId: login.userId, issuedAt: Date.now(), ...extra }));
}

function call(splat: string, init: RequestInit & { query?: string } = {}, forward = forwardToPlatform): Promise<Response> {
  const { query, ...rest } = init;
  return forward(new Request(`${PORTAL}/api/${splat}${query ?? ""}`, rest), splat);
}

/** A mutating call as the portal's own pages make it. */
function mutating(cookie: string, body: unknown, extra: Record<string, string> = {}): RequestInit {
  return {
    method: "PUT",
    headers: { cookie, origin: PORTAL, [CSRF_HEADER]: "1", "content-type": "application/json", ...extra },
    body: JSON.stringify(body),
  };
}

async function json<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

async function storedTheme(): Promise<{ version: number; value: unknown } | undefined> {
  return tp.platform.db
    .selectFrom("tenant_configs")
    .select(["version", "value"])
    .where("tenant_id", "=", admin.tenantId)
    .where("kind", "=", "header-theme")
    .executeTakeFirst();
}

describe("reads", () => {
  it("forwards a GET with the session's bearer token", async () => {
    const res = await call("uaa/user", { headers: { cookie: cookieFor(demo) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = await json<{ accountName: string; id: string; tenantId: string }>(res);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ accountName: "demo", id: demo.userId, tenantId: demo.tenantId });
  });

  it("no session → 401 envelope with the expiry message", async () => {
    const res = await call("uaa/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "401", errorMsg: EXPIRED_MESSAGE });
    expect(EXPIRED_MESSAGE).toBe("Login information has expired, please log in again");
  });

  it("a session whose token the platform does not know → 401 envelope", async () => {
    const res = await call("uaa/user", { headers: { cookie: cookieFor({ ...demo, userToken: "not-a-real-token" }) } });
    expect(res.status).toBe(401);
    expect((await json(res)).errorMsg).toBe(EXPIRED_MESSAGE);
  });

  it("a browser's own Authorization header is not forwarded", async () => {
    const res = await call("uaa/user", { headers: { authorization: `Bearer ${demo.userToken}` } });
    expect(res.status).toBe(401);
  });

  it("a tenant config answer keeps its ETag and revalidates to 304", async () => {
    const cookie = cookieFor(demo);
    const first = await call(THEME, { headers: { cookie } });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"\d+-\d+"$/);
    const second = await call(THEME, { headers: { cookie, "if-none-match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("an admin's If-Match reaches the platform: a change against a stale version is refused with 412", async () => {
    const cookie = cookieFor(admin);
    const names = { "zh-CN": "条件写入", en: "Conditional write", "sv-SE": "Villkorad skrivning" };
    const created = await call("product/v4/micro-apps", { ...mutating(cookie, { id: "if-match-probe", nameAllLang: names, entry: "/apps/x/", kind: "iframe" }), method: "POST" });
    expect(created.status).toBe(201);
    const stale = await call("product/v4/micro-apps/if-match-probe", mutating(cookie, { nameAllLang: names, entry: "/apps/y/", kind: "iframe" }, { "if-match": '"999"' }));
    expect(stale.status).toBe(412);
    const current = await call("product/v4/micro-apps/if-match-probe", mutating(cookie, { nameAllLang: names, entry: "/apps/y/", kind: "iframe" }, { "if-match": '"1"' }));
    expect(current.status).toBe(200);
  });

  it("HEAD answers as the GET does, without a body", async () => {
    const cookie = cookieFor(demo);
    const get = await call(THEME, { headers: { cookie } });
    const head = await call(THEME, { method: "HEAD", headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(await head.text()).toBe("");
    expect((await call("uaa/user", { method: "HEAD" })).status).toBe(401);
  });

  it("unknown platform paths come back as the platform's 404 envelope", async () => {
    const res = await call("no/such/endpoint", { headers: { cookie: cookieFor(demo) } });
    expect(res.status).toBe(404);
    expect((await json(res)).success).toBe(false);
  });
});

describe("paths", () => {
  const refused = ["../x", "..", "a/../b", "a/./b", ".", "./x", "%2e%2e", "%2e%2e/x", "a/%2e%2e/b", "", "/uaa/user", "uaa\\user", "uaa/user?x=1", "uaa/user#x", "@evil.example/x", "http://evil.example/x", ".hidden", "a b", "a\nb", "uaa/%00"];

  it.each(refused)("%j → 400 envelope, nothing forwarded", async (splat) => {
    const res = await forwardToPlatform(new Request(`${PORTAL}/api/x`, { headers: { cookie: cookieFor(demo) } }), splat);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "400", errorMsg: "Invalid API path" });
  });

  it("an empty segment (a//b) is not a server error", async () => {
    const res = await call("uaa//user", { headers: { cookie: cookieFor(demo) } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("mutating calls (CSRF)", () => {
  const change = { headerBgColor: "#123456" };

  const refused: [name: string, headers: Record<string, string>][] = [
    ["no Origin", { [CSRF_HEADER]: "1" }],
    ["a foreign Origin", { origin: "https://evil.example", [CSRF_HEADER]: "1" }],
    ["Origin null", { origin: "null", [CSRF_HEADER]: "1" }],
    ["the https variant of the origin", { origin: "https://portal.test", [CSRF_HEADER]: "1" }],
    ["no CSRF header", { origin: PORTAL }],
    ["a CSRF header other than 1", { origin: PORTAL, [CSRF_HEADER]: "true" }],
  ];

  it.each(refused)("%s → 403, and nothing reaches the platform", async (_name, headers) => {
    const before = await storedTheme();
    for (const method of ["PUT", "POST", "DELETE", "PATCH"]) {
      const res = await call(THEME, {
        method,
        headers: { cookie: cookieFor(admin), "content-type": "application/json", ...headers },
        body: JSON.stringify(change),
      });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toEqual({ success: false, data: null, errorCode: "403", errorMsg: "Cross-site request refused" });
    }
    expect(await storedTheme()).toEqual(before);
  });

  it("a session is not needed to be refused, and no cookie is set", async () => {
    const res = await call(THEME, { method: "PUT", body: "{}" });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("same origin + CSRF header → forwarded (the theme changes)", async () => {
    const before = await storedTheme();
    const res = await call(THEME, mutating(cookieFor(admin), change));
    expect(res.status).toBe(200);
    const body = await json<{ headerBgColor: string }>(res);
    expect(body.data?.headerBgColor).toBe("#123456");
    const after = await storedTheme();
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.value).toMatchObject(change);
  });

  it("a change through the BFF makes the session's next page load read afresh (ADR 008)", async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      return { status: 200, envelope: { success: true, data: calls }, etag: null };
    };
    await readForSession(admin.userToken, {}, "/uaa/user", read);
    await readForSession(admin.userToken, {}, "/uaa/user", read);
    expect(calls).toBe(1);
    const res = await call(THEME, mutating(cookieFor(admin), change));
    expect(res.status).toBe(200);
    await readForSession(admin.userToken, {}, "/uaa/user", read);
    expect(calls).toBe(2);
  });

  it("a query sent as a POST (the org tree) keeps the session's reads, a change drops them; the tenant's config is revalidated on every use (ADR 027)", async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      return { status: 200, envelope: { success: true, data: calls }, etag: null };
    };
    const themeColour = async () =>
      ((await fetchTenantConfig(`/${THEME}`, admin.tenantId, admin.userToken, {})).envelope?.data as { headerBgColor?: string } | null)?.headerBgColor;
    await readForSession(admin.userToken, {}, "/uaa/user/extend", read);
    expect(calls).toBe(1);
    expect(await themeColour()).not.toBe("#0a0b0c");
    // Behind the node's back, as another node's publish is.
    const stored = await storedTheme();
    await tp.platform.db
      .updateTable("tenant_configs")
      .set({ value: JSON.stringify({ ...(stored?.value as object), headerBgColor: "#0a0b0c" }), version: (stored?.version ?? 0) + 1 })
      .where("tenant_id", "=", admin.tenantId)
      .where("kind", "=", "header-theme")
      .execute();

    const query = await call("org-permission/v4/orgs/auth-tree", { ...mutating(cookieFor(admin), {}), method: "POST" });
    expect(query.status).toBe(200);
    await readForSession(admin.userToken, {}, "/uaa/user/extend", read);
    expect(calls).toBe(1);
    expect(await themeColour()).toBe("#0a0b0c");

    const res = await call(THEME, mutating(cookieFor(admin), { headerBgColor: "#0d0e0f" }));
    expect(res.status).toBe(200);
    await readForSession(admin.userToken, {}, "/uaa/user/extend", read);
    expect(calls).toBe(2);
    expect(await themeColour()).toBe("#0d0e0f");
  });

  it("a body over 1 MB → 413, declared or streamed, and nothing reaches the platform", async () => {
    const before = await storedTheme();
    const big = JSON.stringify({ headerBgColor: "#654321", pad: "x".repeat(MAX_BODY_BYTES) });
    const declared = await call(THEME, mutating(cookieFor(admin), null, { "content-length": String(big.length) }));
    expect(declared.status).toBe(413);
    const streamed = await call(THEME, { ...mutating(cookieFor(admin), null), body: big });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ success: false, data: null, errorCode: "413", errorMsg: "Request body too large" });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const chunked = await call(THEME, { ...mutating(cookieFor(admin), null), body: chunks, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await storedTheme()).toEqual(before);
  });

  it("a body of exactly 1 MB is forwarded", async () => {
    const body = JSON.stringify({ headerBgColor: "#ABCDEF" });
    const padded = body + " ".repeat(MAX_BODY_BYTES - body.length);
    const res = await call(THEME, { ...mutating(cookieFor(admin), null), body: padded });
    expect(res.status).toBe(200);
  });
});

describe("files (uploaded images)", () => {
  it("an image goes up as bytes and comes back byte for byte, with the platform's policy and cache (nosniff and CORP are the server's own)", async () => {
    const png = solidPng(3, 2);
    const cookie = cookieFor(admin);
    const up = await call("file/v4/images", { method: "POST", headers: { cookie, origin: PORTAL, [CSRF_HEADER]: "1", "content-type": "image/png" }, body: new Uint8Array(png) });
    expect(up.status).toBe(201);
    const image = (await json<{ id: string; url: string; contentType: string; size: number }>(up)).data;
    expect(image).toMatchObject({ url: `/api/file/v4/images/${image?.id}`, contentType: "image/png", size: png.length });

    const res = await call(`file/v4/images/${image?.id}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    // server/security-headers.ts sets both on every answer: relayed too, they would go out twice.
    expect(res.headers.get("x-content-type-options")).toBeNull();
    expect(res.headers.get("cross-origin-resource-policy")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("an SVG sent up is refused with the platform's reason", async () => {
    const cookie = cookieFor(admin);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await call("file/v4/images", { method: "POST", headers: { cookie, origin: PORTAL, [CSRF_HEADER]: "1", "content-type": "image/svg+xml" }, body: svg });
    expect(res.status).toBe(400);
    expect((await json(res)).errorMsg).toMatch(/SVG/);
  });
});

describe("login through the BFF", () => {
  async function loginCall(password: string, headers: Record<string, string> = { origin: PORTAL, [CSRF_HEADER]: "1" }): Promise<Response> {
    const key = await publicKey(tp.api);
    return call("identification/users/verify-tenant/relist", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ type: "password", account: "demo", password: encryptPassword(key, password) }),
    });
  }

  it("sets the session cookie and answers without the token", async () => {
    const res = await loginCall(DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/userToken/i);
    const body = JSON.parse(text) as Envelope<{ userId: string; tenantId: string }>;
    expect(body.success).toBe(true);
    expect(body.data).toEqual({ userId: demo.userId, tenantId: demo.tenantId });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^portal_session=v1\./);
    expect(setCookie).toMatch(/HttpOnly/);
    // The new session works.
    const user = await call("uaa/user", { headers: { cookie: cookiePair(setCookie) } });
    expect(user.status).toBe(200);
    expect((await json<{ accountName: string }>(user)).data?.accountName).toBe("demo");
  });

  it("a failed login sets no cookie", async () => {
    const res = await loginCall("wrong-password");
    expect(res.headers.get("set-cookie")).toBeNull();
    const body = await json(res);
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe("2101");
  });

  it("needs the CSRF header like any other POST", async () => {
    const res = await loginCall(DEMO_PASSWORD, { origin: PORTAL });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("redirects and logout", () => {
  it("portal/v4/main → 302 to the login with the redirect URL", async () => {
    const res = await call("portal/v4/main", { query: "?redirectUrl=%2Fportal%2F1%2F" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login/?redirectUrl=%2Fportal%2F1%2F");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "portal/v4/main with redirectUrl %j → plain /login/",
    async (redirectUrl) => {
      const res = await call("portal/v4/main", { query: `?redirectUrl=${encodeURIComponent(redirectUrl)}` });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login/");
    },
  );

  it("logout clears the cookie and revokes the token", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const cookie = cookieFor(fresh);
    expect((await call("uaa/user", { headers: { cookie } })).status).toBe(200);
    const res = await call("portal/v4/logout", { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login/");
    const cleared = res.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^portal_session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    // SPEC §4 "Logout clears all session and local state": the browser drops the origin's storage.
    expect(res.headers.get("clear-site-data")).toBe('"storage"');
    const after = await call("uaa/user", { headers: { cookie } });
    expect(after.status).toBe(401);
    expect((await json(after)).errorMsg).toBe(EXPIRED_MESSAGE);
  });

  it("logout cannot be pointed at a foreign serviceUrl", async () => {
    const res = await call("portal/v4/logout", { query: "?serviceUrl=%2F%2Fevil.example" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login/");
  });

  it("a userToken in the browser's query cannot revoke someone else's token", async () => {
    const victim = await platformLogin(tp.api, "demo");
    const res = await call("portal/v4/logout", { query: `?userToken=${encodeURIComponent(victim.userToken)}` });
    expect(res.status).toBe(302);
    expect((await call("uaa/user", { headers: { cookie: cookieFor(victim) } })).status).toBe(200);
  });
});

/** A stand-in platform for answers the reference platform never gives. */
async function startRecordingUpstream(): Promise<{ api: string; methods: string[]; close(): Promise<void> }> {
  const app = express();
  const methods: string[] = [];
  app.use((req, _res, next) => {
    methods.push(req.method);
    next();
  });
  const api = express.Router();
  api.get("/echo", (req, res) => {
    res.json({ success: true, data: { headers: req.headers, query: req.query, userToken: "leak", nested: [{ tenantToken: "leak" }] } });
  });
  api.get("/redirect", (req, res) => {
    res.redirect(302, String(req.query.to));
  });
  api.get("/bad-json", (_req, res) => {
    res.type("application/json").send("{not json");
  });
  api.get("/text", (_req, res) => {
    res.type("text/plain").send("plain words");
  });
  api.get("/slow", () => undefined);
  app.use("/platform/api", api);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/platform/api`,
    methods,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** forwardToPlatform from a fresh module graph (getEnv caches the first environment it sees). */
async function freshForward(api: string, timeoutMs?: string): Promise<typeof forwardToPlatform> {
  vi.resetModules();
  setPortalEnv(api);
  if (timeoutMs) process.env.PLATFORM_TIMEOUT_MS = timeoutMs;
  else delete process.env.PLATFORM_TIMEOUT_MS;
  const mod = await import("#app/platform-api/bff/forward.server.ts");
  return mod.forwardToPlatform;
}

describe("odd platform answers", () => {
  let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
  let forward: typeof forwardToPlatform;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    forward = await freshForward(upstream.api, "300");
  });

  afterAll(async () => {
    delete process.env.PLATFORM_TIMEOUT_MS;
    await upstream.close();
  });

  it("sends only the allowed browser headers plus the session's, and strips tokens from the query and the answer", async () => {
    const cookie = cookieFor(demo, { tenantId: "10002", srcTenantId: "10001", trustTokens: { "10002": "trust-token" }, bizOrgCode: "ORG-7" });
    const res = await call(
      "echo",
      {
        query: "?a=1&local_token=lt&userToken=ut",
        headers: {
          cookie,
          authorization: "Bearer browser-token",
          "x-src-tenant-id": "666",
          "x-forwarded-for": "1.2.3.4",
          "x-product-code": "pmpp",
          "accept-language": "en",
        },
      },
      forward,
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("leak");
    const { data } = JSON.parse(text) as Envelope<{ headers: Record<string, string>; query: Record<string, string>; nested: unknown[] }>;
    expect(data?.query).toEqual({ a: "1" });
    expect(data?.headers.authorization).toBe("Bearer trust-token");
    expect(data?.headers["x-src-tenant-id"]).toBe("10001");
    expect(data?.headers["x-biz-org-code"]).toBe("ORG-7");
    expect(data?.headers["x-product-code"]).toBe("pmpp");
    expect(data?.headers["accept-language"]).toBe("en");
    expect(data?.headers.cookie).toBeUndefined();
    expect(data?.headers["x-forwarded-for"]).toBeUndefined();
    expect(data?.nested).toEqual([{}]);
  });

  const locations: [to: string, expected: string][] = [
    ["https://evil.example/x", "/login/"],
    ["//evil.example/x", "/login/"],
    ["/\\evil.example/x", "/login/"],
    ["/..//evil.example/x", "/login/"],
    ["javascript:alert(1)", "/login/"],
    ["http://portal.test/portal/1/?org=2", "/portal/1/?org=2"],
    ["/login/?redirectUrl=%2Fportal%2F", "/login/?redirectUrl=%2Fportal%2F"],
  ];

  it.each(locations)("an upstream Location %j → %j", async (to, expected) => {
    const res = await call("redirect", { query: `?to=${encodeURIComponent(to)}` }, forward);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(expected);
  });

  it.each(["PROPFIND", "PURGE", "LINK"])("%s → 405 with Allow, and nothing reaches the platform", async (method) => {
    const before = upstream.methods.length;
    const res = await call("echo", { method, headers: { cookie: cookieFor(admin), origin: PORTAL, [CSRF_HEADER]: "1" } }, forward);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "405", errorMsg: "Method not allowed" });
    expect(upstream.methods.length).toBe(before);
  });

  it("malformed JSON → 502 envelope", async () => {
    const res = await call("bad-json", {}, forward);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "502", errorMsg: SERVER_ERROR });
  });

  it("non-JSON answers pass through as they are", async () => {
    const res = await call("text", {}, forward);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("plain words");
  });

  it("a platform that does not answer in time → 504 envelope", async () => {
    const res = await call("slow", {}, forward);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "504", errorMsg: SERVER_ERROR });
  });
});

describe("platform down", () => {
  it("→ 502 envelope, not a throw", async () => {
    const forward = await freshForward(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const res = await call("uaa/user", { headers: { cookie: cookieFor(demo) } }, forward);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, data: null, errorCode: "502", errorMsg: SERVER_ERROR });
    const post = await call(THEME, mutating(cookieFor(admin), { headerBgColor: "#000000" }), forward);
    expect(post.status).toBe(502);
  });
});
