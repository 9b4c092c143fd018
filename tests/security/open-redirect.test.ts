import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { encryptPassword } from "../e2e/browser";
import { signedIn, startPortal, type Portal } from "./support";

/**
 * Open-redirect fuzz (ARCHITECTURE §6 redirect allowlist; ADR 028): generated variants of
 * foreign addresses over every input the server redirects by — the login's `redirectUrl`, the
 * platform's main and logout (`redirectUrl`, `serviceUrl`), the identity's `returnTo`, the tenant
 * switch, the portal's and the sub-apps' paths. No answer sends the browser off the origin.
 */
let portal: Portal;
let cookie: string;
let password: string;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  cookie = await signedIn(portal);
  password = await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password);
});
afterAll(async () => {
  await portal?.close();
});

/** Foreign addresses in the shapes that have fooled redirect checks: schemes, slashes, backslashes, userinfo, controls, encodings. */
function payloads(own: string): string[] {
  const ownHost = new URL(own).host;
  const hosts = ["evil.example", "evil.example:8443", `${ownHost.replace(/:\d+$/, "")}.evil.example`, "xn--e1afmkfd.example"];
  const shapes: ((h: string) => string)[] = [
    (h) => `https://${h}/`,
    (h) => `http://${h}`,
    (h) => `HTTPS://${h.toUpperCase()}/portal/1/`,
    (h) => `//${h}`,
    (h) => `///${h}/`,
    (h) => `////${h}/x`,
    (h) => `/\\${h}`,
    (h) => `\\\\${h}`,
    (h) => `\\/${h}`,
    (h) => `/\t/${h}`,
    (h) => `/\n/${h}`,
    (h) => ` //${h}`,
    (h) => `\u0000//${h}`,
    (h) => `/%2F${h}`,
    (h) => `%2F%2F${h}`,
    (h) => `/%5C${h}`,
    (h) => `/%09/${h}`,
    (h) => `https:${h}`,
    (h) => `https:/${h}`,
    (h) => `https:\\\\${h}`,
    (h) => `${own}@${h}`,
    (h) => `${own}.${h}`,
    (h) => `https://${ownHost}@${h}/`,
    (h) => `//${h}/%2e%2e/portal/1/`,
    (h) => `/.//${h}`,
    (h) => `/portal/1/../..//${h}`,
    (h) => `javascript://${h}/%0Aalert(1)`,
    (h) => `data:text/html,<a href=//${h}>x</a>`,
    (h) => `//${h}#${own}`,
    (h) => `%68ttps://${h}`,
    (h) => `//${h}\u3002`,
  ];
  const encodings: ((s: string) => string)[] = [(s) => s, (s) => encodeURIComponent(s), (s) => encodeURIComponent(encodeURIComponent(s))];
  return [...new Set(hosts.flatMap((h) => shapes.flatMap((shape) => encodings.map((encode) => encode(shape(h))))))];
}

/** Where an answer sends the browser: its Location, or the redirect of a Remix `.data` answer. */
function target(res: Response): string | null {
  if (res.status >= 300 && res.status < 400) return res.headers.get("location");
  return res.headers.get("x-remix-redirect");
}

let checked = 0;
/** Sends `requests` a few at a time; every redirect must stay on the portal's origin. */
async function expectNoneLeaves(requests: { label: string; url: string; init?: RequestInit }[]): Promise<void> {
  const left: string[] = [];
  for (let i = 0; i < requests.length; i += 16) {
    await Promise.all(
      requests.slice(i, i + 16).map(async ({ label, url, init }) => {
        const res = await fetch(url, { redirect: "manual", ...init });
        await res.arrayBuffer();
        expect(res.status, label).toBeLessThan(500);
        checked += 1;
        const location = target(res);
        if (location === null) return;
        // The browser's own parser: backslashes, tabs and newlines read as it reads them.
        if (new URL(location, portal.url).origin !== portal.url) left.push(`${label} → ${location}`);
      }),
    );
  }
  expect(left).toEqual([]);
}

const sameOrigin = () => ({ origin: portal.url, referer: `${portal.url}/portal/1/`, "sec-fetch-site": "same-origin" });

describe("no redirect leaves the origin", () => {
  it("the platform's main entry (redirectUrl) through the BFF", async () => {
    await expectNoneLeaves(payloads(portal.url).map((p) => ({ label: `main ${p}`, url: `${portal.url}/api/portal/v4/main?redirectUrl=${p}` })));
  });

  it("the default logout (serviceUrl), signed out", async () => {
    await expectNoneLeaves(payloads(portal.url).map((p) => ({ label: `logout ${p}`, url: `${portal.url}/api/portal/v4/logout?serviceUrl=${p}`, init: { headers: sameOrigin() } })));
  });

  it("the portal's entry and its paths, signed out (to the login page with redirectUrl)", async () => {
    const list = payloads(portal.url);
    await expectNoneLeaves([
      ...list.map((p) => ({ label: `entry query ${p}`, url: `${portal.url}/portal/1/?redirectUrl=${p}&returnUrl=${p}` })),
      ...list.map((p) => ({ label: `portal path ${p}`, url: `${portal.url}/portal/${p}` })),
      ...list.map((p) => ({ label: `root query ${p}`, url: `${portal.url}/portal?redirectUrl=${p}` })),
    ]);
  });

  it("the login page (redirectUrl) and the sub-apps' folders", async () => {
    const list = payloads(portal.url);
    await expectNoneLeaves([
      ...list.filter((_, i) => i % 6 === 0).map((p) => ({ label: `login page ${p}`, url: `${portal.url}/login/?redirectUrl=${p}` })),
      ...list.map((p) => ({ label: `apps path ${p}`, url: `${portal.url}/apps/${p}` })),
      ...list.map((p) => ({ label: `apps folder ${p}`, url: `${portal.url}/apps/project-ledger${p.startsWith("/") ? "" : "/"}${p}` })),
    ]);
  });

  it("the identity's returnTo and the tenant switch, signed in", async () => {
    const list = payloads(portal.url).filter((_, i) => i % 6 === 0);
    const form = (fields: Record<string, string>) => ({ method: "POST", headers: { ...sameOrigin(), cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    await expectNoneLeaves([
      ...list.map((p) => ({ label: `identity ${p}`, url: `${portal.url}/portal/session/identity`, init: form({ type: "tenant", returnTo: p }) })),
      ...list.map((p) => ({ label: `identity .data ${p}`, url: `${portal.url}/portal/session/identity.data`, init: form({ type: "tenant", returnTo: p }) })),
      ...list.slice(0, 20).map((p) => ({ label: `tenant ${p}`, url: `${portal.url}/portal/session/tenant`, init: form({ tenantId: DEMO_TENANT_IDS.zhongjian, redirectUrl: p, returnTo: p }) })),
    ]);
  });

  it("the login POST (redirectUrl) with a good password", async () => {
    const list = payloads(portal.url).filter((_, i) => i % 12 === 0);
    const post = (p: string, path: string) => ({
      label: `login ${path} ${p}`,
      url: `${portal.url}${path}`,
      init: { method: "POST", headers: { ...sameOrigin(), "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ account: DEMO_ACCOUNTS.demo.account, password, redirectUrl: p }).toString() },
    });
    await expectNoneLeaves([...list.map((p) => post(p, "/login/?index")), ...list.slice(0, 20).map((p) => post(p, "/login.data?index"))]);
  });

  it("checked at least 1,000 generated variants", () => {
    expect(checked).toBeGreaterThanOrEqual(1000);
  });
});
