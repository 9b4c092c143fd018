import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { encryptPassword } from "../e2e/browser";
import { platformToken, signedIn, startPortal, type Portal } from "./support";
import { rawRequest } from "../support/raw-http";

/**
 * CSRF refusals (ARCHITECTURE §6; ADR 028): a write that does not come from the portal's own
 * pages is a 403 on every kind of write — route actions, their `.data` form, the login POST and
 * the BFF — and changes nothing: no cookie is set, nothing reaches the platform.
 */
let portal: Portal;
let cookie: string;
let adminCookie: string;
let adminToken: string;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  cookie = await signedIn(portal);
  adminCookie = await signedIn(portal, "admin");
  adminToken = await platformToken(portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, DEMO_TENANT_IDS.zhongjian);
});
afterAll(async () => {
  await portal?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Where a write may come from, as its headers say; all but the first are foreign. */
function variants(own: string): { name: string; headers: Record<string, string> }[] {
  return [
    { name: "no Origin", headers: {} },
    { name: "a foreign Origin", headers: { origin: "https://evil.example" } },
    { name: "the null Origin (sandboxed frame, data: page)", headers: { origin: "null" } },
    { name: "the own host on another port", headers: { origin: own.replace(/:\d+$/, ":1") } },
    { name: "the own host over https", headers: { origin: own.replace(/^http:/, "https:") } },
    { name: "a foreign Origin with the own Referer", headers: { origin: "https://evil.example", referer: `${own}/portal/1/` } },
    { name: "the own Origin with a foreign Referer", headers: { origin: own, referer: "https://evil.example/page" } },
    { name: "the own Origin with Sec-Fetch-Site cross-site", headers: { origin: own, "sec-fetch-site": "cross-site" } },
    { name: "the own Origin with Sec-Fetch-Site same-site", headers: { origin: own, "sec-fetch-site": "same-site" } },
    { name: "Sec-Fetch-Site cross-site without Origin", headers: { "sec-fetch-site": "cross-site" } },
  ];
}

/** A tenant switch is a form the user's click submits as the whole page (ADR 047): the Fetch Metadata of such a post. */
const USER_NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-user": "?1" };

/** The writes: each with the request a page would send and what it would change. */
const TARGETS = [
  { name: "tenant switch action", path: "/portal/session/tenant", body: `tenantId=${DEMO_TENANT_IDS.acme}`, headers: () => ({ ...FORM, ...USER_NAVIGATION, cookie }) },
  { name: "tenant switch .data", path: "/portal/session/tenant.data", body: `tenantId=${DEMO_TENANT_IDS.acme}`, headers: () => ({ ...FORM, ...USER_NAVIGATION, cookie }) },
  { name: "identity action", path: "/portal/session/identity", body: "type=tenant&returnTo=%2Fportal%2F1%2F", headers: () => ({ ...FORM, cookie }) },
  { name: "identity .data", path: "/portal/session/identity.data", body: "type=tenant&returnTo=%2Fportal%2F1%2F", headers: () => ({ ...FORM, cookie }) },
  { name: "logout confirm", path: "/portal/session/logout", body: "", headers: () => ({ ...FORM, cookie }) },
  { name: "login POST", path: "/login/?index", body: "login", headers: () => FORM },
  { name: "login .data", path: "/login.data?index", body: "login", headers: () => FORM },
] as const;

async function loginBody(): Promise<string> {
  return new URLSearchParams({ account: DEMO_ACCOUNTS.demo.account, password: await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password) }).toString();
}

/** The header theme's system name, read from the platform. */
async function systemName(): Promise<string> {
  const res = await fetch(`${portal.url}/platform/api/param/v4/theme-settings/header`, { headers: { authorization: `Bearer ${adminToken}` } });
  return ((await res.json()) as { data: { systemName: string } }).data.systemName;
}

describe("a write from anywhere but the portal's pages is a 403 that changes nothing", () => {
  const cases = TARGETS.flatMap((target) => variants("http://127.0.0.1:0").map((variant) => ({ target, variant: variant.name })));
  it.each(cases)("$target.name, $variant", async ({ target, variant }) => {
    const headers = { ...target.headers(), ...(variants(portal.url).find((v) => v.name === variant)?.headers ?? {}) };
    const body = target.body === "login" ? await loginBody() : target.body;
    const res = await fetch(`${portal.url}${target.path}`, { method: "POST", headers, body, redirect: "manual" });
    const text = await res.text();
    expect(res.status, text.slice(0, 200)).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(text).toMatch(/refused/i);
  });

  it.each(TARGETS)("$name from the portal's own page passes the check", async (target) => {
    const body = target.body === "login" ? await loginBody() : target.body;
    // The logout would end the shared session: its own check is in logout.test.ts.
    if (target.name === "logout confirm") return;
    // Sent as written: fetch would put its own Sec-Fetch-Mode over the navigation's.
    const res = await rawRequest(portal.url, target.path, { method: "POST", headers: { ...target.headers(), origin: portal.url, "sec-fetch-site": "same-origin", referer: `${portal.url}/portal/1/`, "content-length": Buffer.byteLength(body) }, body });
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  it("the session still works after every refusal", async () => {
    const res = await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie } });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });
});

describe("the BFF forwards no foreign write", () => {
  it.each(variants("http://127.0.0.1:0").map((v) => v.name))("PUT /api with %s: 403, the platform unchanged", async (variant) => {
    const before = await systemName();
    const headers = { "content-type": "application/json", "x-portal-request": "1", cookie: adminCookie, ...(variants(portal.url).find((v) => v.name === variant)?.headers ?? {}) };
    const res = await fetch(`${portal.url}/api/param/v4/theme-settings/header`, { method: "PUT", headers, body: JSON.stringify({ systemName: "hijacked" }) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe("403");
    expect(await systemName()).toBe(before);
    expect(before).not.toBe("hijacked");
  });

  it("the same PUT without the CSRF header: 403", async () => {
    const res = await fetch(`${portal.url}/api/param/v4/theme-settings/header`, { method: "PUT", headers: { "content-type": "application/json", cookie: adminCookie, origin: portal.url }, body: JSON.stringify({ systemName: "hijacked" }) });
    expect(res.status).toBe(403);
    expect(await systemName()).not.toBe("hijacked");
  });
});
