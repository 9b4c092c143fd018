import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { startPortalServer, type PortalServer } from "../../server/app";
import { encryptPassword, startPortal, type Portal } from "../e2e/browser";

/**
 * Upstream faults (ADR 031): the reference platform runs in one server; the portal under test
 * is a second server told (PLATFORM_API_URL, as an external platform) to reach it through a
 * fault-injecting proxy. For every platform call a signed-in page load makes — read from the
 * proxy's log of a normal load — each fault (401, slow, 500, malformed JSON, a hang) still gives
 * a page, in time; after repeated failures the call's breaker opens and the next page does not wait.
 */
const READ_BUDGET_MS = 1200;
const OTHER_BUDGET_MS = 3000;
const RESET_MS = 3000;
/** A page with one hung call: its budget, perhaps twice (a call of two stages), plus the page's own work. */
const HANG_BOUND_MS = 2 * OTHER_BUDGET_MS + 2500;

type Fault = "401" | "slow" | "500" | "malformed" | "hang";

let platformHost: Portal;
let portal: PortalServer;
let proxy: http.Server;
let dataDir: string;
const faults = new Map<string, Fault>();
let calls: string[] | null = null;

function startProxy(target: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const call = `${req.method} ${req.url}`;
    calls?.push(call);
    const fault = faults.get(call);
    const json = (status: number, body: string) => res.writeHead(status, { "content-type": "application/json" }).end(body);
    if (fault === "hang") return;
    if (fault === "500") return json(500, JSON.stringify({ success: false, data: null, errorCode: "500", errorMsg: "injected fault" }));
    if (fault === "401") return json(401, JSON.stringify({ success: false, data: null, errorCode: "401", errorMsg: "Invalid token" }));
    if (fault === "malformed") return json(200, '{"success": true, "data": {"id": ');
    const forward = () => {
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (fault === "slow") setTimeout(forward, 400);
    else forward();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function signIn(): Promise<string> {
  const { account, password } = DEMO_ACCOUNTS.demo;
  const form = new URLSearchParams({ account, password: await encryptPassword(platformHost.url, password) });
  const response = await fetch(`${portal.url}/login/?index`, { method: "POST", body: form, redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: portal.url } });
  const cookie = response.headers.get("set-cookie");
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  const session = cookie.split(";")[0] ?? "";
  // The identity a person picks in the dialog (本企业): until then the page shows a neutral backdrop, not the portal.
  const chosen = await fetch(`${portal.url}/portal/session/identity`, {
    method: "POST",
    body: new URLSearchParams({ type: "tenant", returnTo: "/portal/1/" }),
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: portal.url, cookie: session },
  });
  if (chosen.status >= 400) throw new Error(`identity choice failed: ${chosen.status}`);
  return chosen.headers.get("set-cookie")?.split(";")[0] ?? session;
}

interface Load {
  status: number;
  html: string;
  ms: number;
  location: string | null;
}

/** The home page as a person's browser gets it: a redirect within the portal is followed with the cookie it sets; one to sign-in is not. */
async function loadPage(cookie: string): Promise<Load> {
  const started = performance.now();
  let jar = cookie;
  let url = `${portal.url}/portal/1/`;
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, { headers: { cookie: jar }, redirect: "manual" });
    const html = await response.text();
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location && !/\/login/.test(location) && hop < 3) {
      jar = response.headers.get("set-cookie")?.split(";")[0] ?? jar;
      url = new URL(location, url).href;
      continue;
    }
    return { status: response.status, html, ms: performance.now() - started, location };
  }
}

/** The shell rendered: its antd layout is in the document. */
const rendered = (load: Load) => load.status === 200 && load.html.includes("ant-layout");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  process.env.PLATFORM_READ_TIMEOUT_MS = String(READ_BUDGET_MS);
  process.env.PLATFORM_TIMEOUT_MS = String(OTHER_BUDGET_MS);
  process.env.PLATFORM_BREAKER_RESET_MS = String(RESET_MS);
  platformHost = await startPortal();
  proxy = await startProxy(`${platformHost.url}/platform/api`);
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-upstream-"));
  const buildDir = process.env.PORTAL_BUILD_DIR ? path.resolve(process.env.PORTAL_BUILD_DIR) : undefined;
  portal = await startPortalServer({ mode: "production", port: 0, host: "127.0.0.1", dataDir, platformApiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, ...(buildDir ? { buildDir } : {}) });
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await portal?.close();
  await platformHost?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  delete process.env.PLATFORM_READ_TIMEOUT_MS;
  delete process.env.PLATFORM_TIMEOUT_MS;
  delete process.env.PLATFORM_BREAKER_RESET_MS;
});

describe("upstream faults on every platform call of a signed-in page (ADR 031)", () => {
  it("each fault on each call still gives the page in time, and an open breaker answers at once", async () => {
    const cookie = await signIn();
    calls = [];
    const normal = await loadPage(cookie);
    const pageCalls = [...new Set(calls)];
    calls = null;
    expect({ status: normal.status, location: normal.location }).toEqual({ status: 200, location: null });
    expect(rendered(normal)).toBe(true);
    // The page's pieces: the user, the tenants, tenant config, the org, identities and menus at least.
    expect(pageCalls.length).toBeGreaterThanOrEqual(8);
    expect(pageCalls).toContain("GET /uaa/user");

    const failures: string[] = [];
    for (const call of pageCalls) {
      // A 401 ends the session (SPEC §4 Invalid token): the page sends the user to sign in again, or renders.
      const first = await signIn();
      faults.set(call, "401");
      const refused = await loadPage(first);
      if (!(rendered(refused) || (refused.status === 302 && /\/login/.test(refused.location ?? "")))) failures.push(`${call} 401: HTTP ${refused.status}`);
      faults.delete(call);
      const second = await signIn();
      faults.set(call, "slow");
      const slow = await loadPage(second);
      if (!rendered(slow)) failures.push(`${call} slow: HTTP ${slow.status}`);
      // A session that never had this call's answer: nothing stale stands in.
      faults.delete(call);
      const fresh = await signIn();
      for (const fault of ["500", "malformed", "hang"] as const) {
        faults.set(call, fault);
        const load = await loadPage(fresh);
        if (!rendered(load)) failures.push(`${call} ${fault}: HTTP ${load.status}`);
        if (load.ms > HANG_BOUND_MS) failures.push(`${call} ${fault}: ${Math.round(load.ms)} ms`);
      }
      // Three failures in a row: the breaker is open, the next page does not wait for the hung call — it is not even made.
      calls = [];
      const next = await loadPage(fresh);
      const asked = calls.filter((made) => made === call).length;
      calls = null;
      if (!rendered(next)) failures.push(`${call} open breaker: HTTP ${next.status}`);
      if (asked > 0) failures.push(`${call} open breaker: asked the hung upstream ${asked} times`);
      if (next.ms > HANG_BOUND_MS) failures.push(`${call} open breaker: ${Math.round(next.ms)} ms`);
      faults.delete(call);
      // The breaker lets a call through again after its reset time, and closes.
      await sleep(RESET_MS + 50);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("a failing user call shows a message instead of an empty name; a session's earlier answer stands in", async () => {
    const fresh = await signIn();
    faults.set("GET /uaa/user", "500");
    const missing = await loadPage(fresh);
    expect(rendered(missing)).toBe(true);
    // The page's language is the portal's default (zh-CN).
    expect(missing.html).toContain("用户信息未能加载");
    expect(missing.html).toContain('data-testid="unavailable-pieces"');
    faults.delete("GET /uaa/user");
    await sleep(RESET_MS + 50);

    const cookie = await signIn();
    const before = await loadPage(cookie);
    expect(before.html).toContain(DEMO_ACCOUNTS.demo.nickname);
    faults.set("GET /uaa/user", "500");
    faults.set("GET /tenant-user/v4/tenants/list-cur-user?includeExternal=false", "hang");
    // Past the session cache's reuse time: the calls are asked again and fail.
    await sleep(5_100);
    const stale = await loadPage(cookie);
    faults.clear();
    expect(rendered(stale)).toBe(true);
    expect(stale.html).toContain(DEMO_ACCOUNTS.demo.nickname);
    expect(stale.html).not.toContain("用户信息未能加载");
  }, 60_000);
});
