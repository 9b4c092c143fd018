import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { encryptPassword } from "../e2e/browser";
import { sessionUser, startPortal, type Portal } from "./support";

/**
 * Behind a TLS proxy (README "Deployment"; ADR 028): with TRUST_PROXY=true the server believes
 * the proxy's X-Forwarded-Proto, so a sign-in the browser made over https gets the `__Host-`
 * cookie with `Secure`, and the answers carry HSTS. The server reads its environment at start.
 */
let portal: Portal;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.TRUST_PROXY = "true";
  portal = await startPortal();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await portal?.close();
});

/** What the proxy forwards for a browser at https://<the portal's host>. */
function forwarded(): Record<string, string> {
  const host = new URL(portal.url).host;
  return { "x-forwarded-proto": "https", origin: `https://${host}`, referer: `https://${host}/login/`, "sec-fetch-site": "same-origin" };
}

async function signIn(headers: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams({ account: DEMO_ACCOUNTS.demo.account, password: await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password) });
  return fetch(`${portal.url}/login/?index`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body, redirect: "manual" });
}

describe("TRUST_PROXY=true behind a TLS proxy", () => {
  it("a sign-in forwarded as https gets the __Host- cookie with Secure, and HSTS", async () => {
    const res = await signIn(forwarded());
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-portal_session=[^;]+;/);
    const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("path=/");
    expect(attributes).toContain("httponly");
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    // The browser sends the cookie back over https: the session is there.
    const pair = cookie.split(";")[0] ?? "";
    const user = await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie: pair, "x-forwarded-proto": "https" } });
    expect(((await user.json()) as { data: { accountName: string } }).data.accountName).toBe("demo");
  });

  it("a request that came over plain http gets the bare name without Secure, and no HSTS", async () => {
    const res = await signIn({ origin: portal.url, referer: `${portal.url}/login/`, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^portal_session=/);
    expect(cookie.toLowerCase()).not.toContain("secure");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(await sessionUser(portal, cookie.split(";")[0] ?? "")).toBe("demo");
  });
});
