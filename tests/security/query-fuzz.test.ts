import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { sessionCookie, startPortal, type Portal } from "../e2e/browser";

/**
 * Hostile query strings (SPEC §5 entry parameters, the layout's query flags, the preview's
 * parameters, names nobody reads) over the portal's pages, signed in and not: no answer is a
 * server fault, and no part of the input comes back unescaped. Each payload carries a marker
 * of its own (`<qf123`), which an escaping page never shows as such.
 */
const PAGES = ["/portal/1/", "/portal/2/", "/portal/station-message-all", "/portal/upgrade-intro/", "/portal/browse-happy/", "/portal/custom/acme/", "/login/", "/"];
const NAMES = [
  "viewMode", "org", "orgId", "tenantId", "externalEntityId", "productCode", "applicationCode", "menuCode", "path", "tripartitePageUrl", "switchTenant",
  "pageFrom", "isAcrossTenantView", "systemLogoJumpUrl", "brandLogoShow", "userInfoShow", "noPadding", "disableRobot", "userGuide", "systemName", "scene",
  "previewViewMode", "previewPortalType", "redirect", "returnUrl", "local_token", "lang", "_data", "index", "__proto__", "constructor", "x",
];
const VIEW_MODES = ["module", "singleModule", "application", "tripartiteApp", "normal", "simple"];

/** Payloads around a marker; each is a way input has been known to get out of its context. */
const PAYLOADS: ((marker: string) => string)[] = [
  (m) => `<${m}>`,
  (m) => `"><${m} onerror=alert(1)>`,
  (m) => `'><svg/onload=alert(1)><${m}>`,
  (m) => `</script><${m}>`,
  (m) => `javascript:alert(1)//<${m}>`,
  (m) => `https://evil.example/<${m}>`,
  (m) => `//evil.example/%0d%0a<${m}>`,
  (m) => `{{7*7}}\${7*7}<${m}>`,
  (m) => `../../../etc/passwd<${m}>`,
  (m) => `\u0000\u2028\u2029<${m}>`,
  (m) => `${"A".repeat(5000)}<${m}>`,
  (m) => `1 OR 1=1--<${m}>`,
  (m) => `%3C${m}%3E`,
];
const RAW_TAILS = ["%", "%E0%A4%A", "%ZZ", "&&&", "=&=", "a[b]=1&a[c]=2", "x=%FF%FE", ";", "#frag"];

/** A small seeded generator: the same strings on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Case {
  url: string;
  marker: string;
}

function cases(count: number): Case[] {
  const next = random(20261126);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out: Case[] = [];
  for (let i = 0; i < count; i++) {
    const marker = `qf${i}z`;
    const params = new URLSearchParams();
    if (next() < 0.5) params.set("viewMode", pick(VIEW_MODES));
    const pairs = 1 + Math.floor(next() * 4);
    for (let j = 0; j < pairs; j++) params.append(pick(NAMES), pick(PAYLOADS)(marker));
    let query = params.toString();
    if (next() < 0.3) query += `&${pick(NAMES)}=${pick(RAW_TAILS)}`;
    if (next() < 0.15) query = `${pick(NAMES)}=${encodeURIComponent(pick(PAYLOADS)(marker)).replace(/%/g, "%25")}&${query}`;
    out.push({ url: `${pick(PAGES)}?${query}`, marker });
  }
  return out;
}

let portal: Portal;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
});
afterAll(async () => {
  await portal?.close();
});

describe("query-string fuzz over the portal's pages (SPEC §5)", () => {
  it("1,200 hostile query strings give no server fault and reflect nothing unescaped", async () => {
    const all = cases(1200);
    const faults: string[] = [];
    const reflected: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const index = next++;
        const { url, marker } = all[index] as Case;
        // Every other case signed in: the signed-in pages read the entry parameters.
        const headers: Record<string, string> = index % 2 === 0 ? { cookie } : {};
        const response = await fetch(`${portal.url}${url}`, { headers, redirect: "manual" });
        const body = await response.text();
        if (response.status >= 500) faults.push(`${response.status} ${url.slice(0, 200)}`);
        if (body.includes(`<${marker}`)) reflected.push(url.slice(0, 200));
        const location = response.headers.get("location") ?? "";
        if (location.includes(`<${marker}`)) reflected.push(`Location: ${location.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(faults).toEqual([]);
    expect(reflected).toEqual([]);
  }, 300_000);
});
