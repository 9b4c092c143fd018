import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { directives, platformToken, signedIn, startPortal, type Portal } from "./support";

/**
 * The headers of every kind of answer of the one server (ARCHITECTURE §6, §8; ADR 017, ADR 028):
 * pages, `.data`, the BFF, the platform, static files and images, 404s.
 */
let portal: Portal;
let cookie: string;
const ASSET_HOST = "https://assets.tenant-cdn.example";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  // The tenant's header theme points its logo at the tenant's asset host.
  const admin = await platformToken(portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, DEMO_TENANT_IDS.zhongjian);
  const put = await fetch(`${portal.url}/platform/api/param/v4/theme-settings/header`, {
    method: "PUT",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ systemLogoUrl: `${ASSET_HOST}/brand/logo.png` }),
  });
  expect(put.status).toBe(200);
  cookie = await signedIn(portal);
});
afterAll(async () => {
  await portal?.close();
});

const HASHED_ASSET = readdirSync(path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", "client", "assets")).find((name) => /-[A-Za-z0-9_-]{8,}\.js$/.test(name));

/** Every kind of answer, and whether it depends on the session. */
const KINDS: { name: string; path: string; session: boolean; auth?: boolean; status?: number }[] = [
  { name: "signed-in page", path: "/portal/1/", session: true, status: 200 },
  { name: "login page", path: "/login/", session: true, status: 200 },
  { name: "page .data", path: "/portal/1.data", session: true, status: 200 },
  { name: "BFF /api", path: "/api/uaa/user", session: true, status: 200 },
  { name: "platform with a token", path: "/platform/api/uaa/user", session: true, auth: true, status: 200 },
  { name: "platform without a token", path: "/platform/api/identification/public-key", session: true, status: 200 },
  { name: "platform image file", path: "/platform/assets/zhongjian-logo.svg", session: false, status: 200 },
  { name: "hashed static asset", path: `/assets/${HASHED_ASSET}`, session: false, status: 200 },
  { name: "public file", path: "/favicon.svg", session: false, status: 200 },
  { name: "demo sub-app", path: "/apps/project-ledger/", session: false, status: 200 },
  { name: "404 page", path: "/no-such-page/", session: true, status: 404 },
  { name: "platform 404", path: "/platform/api/no-such-call", session: true, status: 404 },
];

let token: string;
async function answer(kind: (typeof KINDS)[number]): Promise<Response> {
  token ??= await platformToken(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  const headers: Record<string, string> = { cookie };
  if (kind.auth) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${portal.url}${kind.path}`, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return res;
}

describe("every answer carries the security headers (helmet, with the nonce CSP kept)", () => {
  it.each(KINDS)("$name: CSP with frame-ancestors, nosniff, X-Frame-Options, COOP, CORP; no HSTS over plain http", async (kind) => {
    const res = await answer(kind);
    if (kind.status) expect(res.status).toBe(kind.status);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it.each(KINDS.filter((k) => k.path.startsWith("/platform/")))("$name: the platform's answers allow nothing to load or run", async (kind) => {
    const csp = directives((await answer(kind)).headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
  });
});

describe("answers that depend on the session are not stored (after logout, Back shows nothing of the user)", () => {
  it.each(KINDS.filter((k) => k.session))("$name: Cache-Control no-store, Vary Cookie", async (kind) => {
    const res = await answer(kind);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((res.headers.get("vary") ?? "").split(",").map((v) => v.trim().toLowerCase())).toContain("cookie");
  });

  it("a platform answer varies with the bearer token too", async () => {
    const res = await answer(KINDS.find((k) => k.auth) as (typeof KINDS)[number]);
    expect((res.headers.get("vary") ?? "").toLowerCase()).toContain("authorization");
  });

  it("hashed static assets keep their long cache", async () => {
    const res = await answer(KINDS.find((k) => k.name === "hashed static asset") as (typeof KINDS)[number]);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(res.headers.get("cache-control")).toMatch(/immutable/);
  });
});

describe("the build's files on the wire", () => {
  it("a hashed script goes out compressed at the best level (ADR 043): Brotli, else gzip, else as built, the same script each way", async () => {
    const file = readFileSync(path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", "client", "assets", HASHED_ASSET ?? ""));
    const sent = await Promise.all(["br, gzip, deflate", "gzip, deflate", "identity"].map((accepted) => rawRequest(portal.url, `/assets/${HASHED_ASSET}`, { headers: { "accept-encoding": accepted } })));
    expect(sent.map((res) => [res.status, res.headers["content-encoding"] ?? "none", res.headers["content-type"], res.headers.vary])).toEqual([
      [200, "br", "application/javascript; charset=UTF-8", "Accept-Encoding"],
      [200, "gzip", "application/javascript; charset=UTF-8", "Accept-Encoding"],
      [200, "none", "application/javascript; charset=UTF-8", "Accept-Encoding"],
    ]);
    const [br, gzip, plain] = sent as [RawAnswer, RawAnswer, RawAnswer];
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(plain.body.equals(file)).toBe(true);
    // At the best levels, not a fast level chosen per request.
    expect(br.body.length).toBeLessThanOrEqual(brotliCompressSync(file, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    expect(gzip.body.length).toBeLessThanOrEqual(gzipSync(file, { level: 9 }).length);
  });

  it("a script the build does not hold (a page open from before a deploy asks for an old chunk) is a plain 404, whatever encodings the browser accepts", async () => {
    const sent = await Promise.all(["br, gzip, deflate", "gzip, deflate", "identity"].map((accepted) => rawRequest(portal.url, "/assets/LanguageSwitch-AAAAAAAA.js", { headers: { "accept-encoding": accepted } })));
    expect(sent.map((res) => [res.status, res.headers["content-encoding"] ?? "none", res.headers["content-type"]])).toEqual([
      [404, "none", "text/plain; charset=utf-8"],
      [404, "none", "text/plain; charset=utf-8"],
      [404, "none", "text/plain; charset=utf-8"],
    ]);
  });
});

describe("the portal page's img-src and frame-src name hosts, never any http(s) host", () => {
  it("img-src has the tenant's asset host and no scheme or wildcard source; frame-src has no wildcard either", async () => {
    const res = await fetch(`${portal.url}/portal/1/`, { headers: { cookie } });
    expect(res.status).toBe(200);
    await res.text();
    const csp = directives(res.headers.get("content-security-policy"));
    const img = csp.get("img-src") ?? [];
    const frame = csp.get("frame-src") ?? [];
    expect(img).toContain(ASSET_HOST);
    for (const source of [...img, ...frame]) {
      expect(source, source).not.toMatch(/^(https?:|\*)$/);
      expect(source, source).not.toContain("*");
    }
    expect(img.filter((s) => /^https?:\/\//.test(s))).toEqual([ASSET_HOST]);
  });

  it("the login page, which shows no tenant images, allows images from itself only", async () => {
    const res = await fetch(`${portal.url}/login/`);
    await res.text();
    expect(directives(res.headers.get("content-security-policy")).get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });
});
