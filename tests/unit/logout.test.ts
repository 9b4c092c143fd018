import type { Server } from "node:http";
import { forgetAllTenantConfig } from "#app/platform-api/config-cache.server.ts";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CUSTOM_LOGOUT_HREF, DEFAULT_LOGOUT_HREF, DEFAULT_LOGOUT_SERVICE_URL, customLogoutTarget, logoutHref, withUserToken } from "#app/session/logout.rules.ts";
import { logoutResponse } from "#app/session/logout.server.ts";
import { commitSession, type PortalSession } from "#app/session/session.server.ts";
import { closedPort, cookiePair, platformLogin, setPortalEnv, startTestPlatform, type LoginData, type TestPlatform } from "./support/platform-server.ts";

const PORTAL = "http://portal.test";
const THEME = "param/v4/theme-settings/header";

describe("customLogoutTarget (SPEC §3 customLogoutUrl, ARCHITECTURE §6 URL safety)", () => {
  it.each([
    ["https://sso.example.com/logout", "https://sso.example.com/logout"],
    ["  https://sso.example.com/logout?from=portal#top  ", "https://sso.example.com/logout?from=portal#top"],
    ["HTTPS://SSO.Example.com/out", "https://sso.example.com/out"],
    ["/login/?tenant=acme", "/login/?tenant=acme"],
  ])("keeps %j as %j", (value, expected) => {
    expect(customLogoutTarget(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ["", "blank"],
    ["   ", "white space"],
    [null, "null"],
    [42, "a number"],
    [{ url: "https://sso.example.com" }, "an object"],
    ["http://sso.example.com/logout", "plain http: the token would travel unencrypted"],
    ["javascript:alert(1)", "javascript:"],
    ["data:text/html,<script>alert(1)</script>", "data:"],
    ["//evil.example/logout", "protocol-relative"],
    ["/\\evil.example", "a backslash"],
    ["https://user:pass@sso.example.com/", "credentials"],
    ["https://sso.example.com/\nlogout", "a control character"],
    ["sso.example.com/logout", "no scheme"],
    [`https://sso.example.com/${"a".repeat(5000)}`, "too long"],
  ])("refuses %j (%s)", (value, _why) => {
    expect(customLogoutTarget(value)).toBeNull();
  });

  it("the dropdown links to the server route only for a safe URL", () => {
    expect(logoutHref("https://sso.example.com/logout")).toBe(CUSTOM_LOGOUT_HREF);
    expect(logoutHref("javascript:alert(1)")).toBe(DEFAULT_LOGOUT_HREF);
    expect(logoutHref("")).toBe(DEFAULT_LOGOUT_HREF);
    expect(logoutHref(undefined)).toBe(DEFAULT_LOGOUT_HREF);
    expect(DEFAULT_LOGOUT_HREF).toBe(`/api/portal/v4/logout?serviceUrl=${encodeURIComponent(DEFAULT_LOGOUT_SERVICE_URL)}`);
  });
});

describe("withUserToken", () => {
  it.each([
    ["https://sso.example.com/logout", "https://sso.example.com/logout?userToken=t%2B1%2F%3D"],
    ["https://sso.example.com/logout?from=portal", "https://sso.example.com/logout?from=portal&userToken=t%2B1%2F%3D"],
    ["https://sso.example.com/logout?from=portal#done", "https://sso.example.com/logout?from=portal&userToken=t%2B1%2F%3D#done"],
    ["https://sso.example.com/logout?userToken=old&a=1", "https://sso.example.com/logout?a=1&userToken=t%2B1%2F%3D"],
    ["https://sso.example.com/logout?", "https://sso.example.com/logout?userToken=t%2B1%2F%3D"],
    ["/login/", "/login/?userToken=t%2B1%2F%3D"],
  ])("%j → %j", (target, expected) => {
    expect(withUserToken(target, "t+1/=")).toBe(expected);
  });
});

let tp: TestPlatform;
let admin: LoginData;

beforeAll(async () => {
  tp = await startTestPlatform();
  admin = await platformLogin(tp.api, "admin");
});

afterAll(async () => {
  await tp.close();
});

function cookieFor(login: LoginData, extra: Partial<PortalSession> = {}): string {
  return cookiePair(commitSession(new Request(PORTAL), { loginToken: login.userToken, tenantId: login.tenantId, userId: login.userId, issuedAt: Date.now(), ...extra }));
}

function logoutRequest(cookie?: string): Request {
  return new Request(`${PORTAL}${CUSTOM_LOGOUT_HREF}`, { headers: cookie ? { cookie } : {} });
}

async function setCustomLogoutUrl(value: string, status = 200): Promise<void> {
  const res = await fetch(`${tp.api}/${THEME}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${admin.userToken}`, "content-type": "application/json" },
    body: JSON.stringify({ customLogoutUrl: value }),
  });
  expect(res.status).toBe(status);
  // Written straight to the platform, as another portal node would: skip the freshness wait (ADR 008).
  forgetAllTenantConfig();
}

async function platformStatus(token: string): Promise<number> {
  return (await fetch(`${tp.api}/uaa/user`, { headers: { authorization: `Bearer ${token}` } })).status;
}

function expectSessionCleared(res: Response): void {
  const cleared = res.headers.get("set-cookie") ?? "";
  expect(cleared).toMatch(/^portal_session=;/);
  expect(cleared).toMatch(/Max-Age=0/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  // SPEC §4 "Logout clears all session and local state": the browser drops the origin's storage.
  expect(res.headers.get("clear-site-data")).toBe('"storage"');
}

describe("GET /portal/session/logout (logoutResponse)", () => {
  it("ends the session, then sends the browser to the tenant's custom URL with the revoked userToken", async () => {
    await setCustomLogoutUrl("https://sso.example.com/logout?from=portal");
    const user = await platformLogin(tp.api, "demo");
    expect(await platformStatus(user.userToken)).toBe(200);
    const res = await logoutResponse(logoutRequest(cookieFor(user)));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`https://sso.example.com/logout?from=portal&userToken=${encodeURIComponent(user.userToken)}`);
    expectSessionCleared(res);
    // Revoked before it reached the browser.
    expect(await platformStatus(user.userToken)).toBe(401);
    // The platform recorded the logout (SPEC §7 security log).
    const events = await tp.platform.db.selectFrom("security_logs").select("event_type").where("user_id", "=", user.userId).where("event_type", "=", "logout").execute();
    expect(events.length).toBeGreaterThan(0);
  });

  // A script or protocol-relative URL is refused by the header theme's schema (400, ADR 020); the logout is then as with the value before it.
  it.each<[string, number]>([
    ["http://sso.example.com/logout", 200],
    ["javascript:alert(1)", 400],
    ["//evil.example/", 400],
    ["", 200],
  ])(
    "with customLogoutUrl %j (stored: %j) it logs out to the default login page and no token leaves the server",
    async (value, status) => {
      await setCustomLogoutUrl("http://sso.example.com/logout");
      await setCustomLogoutUrl(value, status);
      const user = await platformLogin(tp.api, "demo");
      const res = await logoutResponse(logoutRequest(cookieFor(user)));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(DEFAULT_LOGOUT_SERVICE_URL);
      expectSessionCleared(res);
      expect(await platformStatus(user.userToken)).toBe(401);
    },
  );

  it("reads the URL from the config only: one in the query is ignored", async () => {
    await setCustomLogoutUrl("");
    const user = await platformLogin(tp.api, "demo");
    const request = new Request(`${PORTAL}${CUSTOM_LOGOUT_HREF}?customLogoutUrl=${encodeURIComponent("https://evil.example/")}&serviceUrl=${encodeURIComponent("https://evil.example/")}`, {
      headers: { cookie: cookieFor(user) },
    });
    const res = await logoutResponse(request);
    expect(res.headers.get("location")).toBe(DEFAULT_LOGOUT_SERVICE_URL);
  });

  it("without a session it clears the cookie and goes to the login page", async () => {
    for (const cookie of [undefined, "portal_session=not-a-sealed-session"]) {
      const res = await logoutResponse(logoutRequest(cookie));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(DEFAULT_LOGOUT_SERVICE_URL);
      expectSessionCleared(res);
    }
  });
});

/** A platform that serves a header theme with a custom logout URL and fails its logout call. */
async function startFailingLogoutUpstream(): Promise<{ api: string; close(): Promise<void> }> {
  const app = express();
  const api = express.Router();
  api.get(`/${THEME}`, (_req, res) => {
    res.json({ success: true, data: { customLogoutUrl: "https://sso.example.com/logout" } });
  });
  api.get("/portal/v4/logout", (_req, res) => {
    res.status(500).json({ success: false, data: null, errorCode: "500", errorMsg: "down" });
  });
  app.use("/platform/api", api);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/api`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** logoutResponse and commitSession from a fresh module graph (getEnv caches the first environment it sees). */
async function freshModules(api: string) {
  vi.resetModules();
  setPortalEnv(api);
  const [{ logoutResponse: fresh }, session] = await Promise.all([import("#app/session/logout.server.ts"), import("#app/session/session.server.ts")]);
  const cookie = cookiePair(session.commitSession(new Request(PORTAL), { loginToken: "live-token", tenantId: "10001", userId: "20001", issuedAt: Date.now() }));
  return { logout: fresh, cookie };
}

describe("when the platform fails", () => {
  it("a revoke that is not confirmed keeps the token out of the custom URL", async () => {
    const upstream = await startFailingLogoutUpstream();
    try {
      const { logout, cookie } = await freshModules(upstream.api);
      const res = await logout(logoutRequest(cookie));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("https://sso.example.com/logout");
      expectSessionCleared(res);
    } finally {
      await upstream.close();
    }
  });

  it("a platform that cannot be reached: the default login page, the cookie cleared, no throw", async () => {
    const { logout, cookie } = await freshModules(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const res = await logout(logoutRequest(cookie));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(DEFAULT_LOGOUT_SERVICE_URL);
    expectSessionCleared(res);
  });
});
