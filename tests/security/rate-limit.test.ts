import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { DEFAULT_RATE_LIMITS } from "#platform/security/rate-limit.ts";
import { startPostgres } from "../../scripts/postgres.mjs";
import { encryptPassword, startPortal, type Portal } from "../e2e/browser";
import { encryptPassword as encryptWithKey, getPublicKey, postLogin, startPlatform, type RunningPlatform } from "../platform/helpers.ts";

/**
 * The sign-in limits (ADR 030), with their real defaults: per client address and per account,
 * counted in the database that every node shares, answered 429 with Retry-After.
 */
const env = {} as { portal: Portal };

beforeAll(async () => {
  // Behind a proxy: the address counted is the one X-Forwarded-For names (Express req.ip).
  process.env.TRUST_PROXY = "true";
  env.portal = await startPortal();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await env.portal?.close();
});

/** One sign-in through the login form's POST, as the browser sends it. */
async function formSignIn(account: string, password: string, forwardedFor?: string): Promise<Response> {
  const url = env.portal.url;
  const form = new URLSearchParams({ account, password: await encryptPassword(url, password) });
  return fetch(`${url}/login/?index`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url,
      "sec-fetch-site": "same-origin",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
  });
}

function retryAfter(response: Response): number {
  return Number(response.headers.get("retry-after"));
}

describe("password spraying from one address", () => {
  it("is answered 429 with Retry-After once the address has used its failures, whatever the account", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresPerIp; i++) {
      const answer = await formSignIn(`sprayed-${i}`, "Summer2026!", ip);
      expect(answer.status, `attempt ${i + 1}`).toBe(200);
    }
    const refused = await formSignIn("sprayed-last", "Summer2026!", ip);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.windowSeconds);
    // Even the right password of a real account waits: the address is refused before any check.
    const real = await formSignIn(DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, ip);
    expect(real.status).toBe(429);
    // Another address is not slowed.
    const other = await formSignIn(DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "198.51.100.20");
    expect(other.status).toBeLessThan(400);
    expect(other.headers.get("set-cookie")).toMatch(/session/i);
  });
});

describe("guessing one account from many addresses", () => {
  it("is answered 429 with Retry-After once the account has used its failures", async () => {
    const { account } = DEMO_ACCOUNTS.coadmin;
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresPerAccount; i++) {
      const answer = await formSignIn(account, `guess-${i}`, `192.0.2.${i + 1}`);
      expect(answer.status, `attempt ${i + 1}`).toBe(200);
    }
    const refused = await formSignIn(account, "guess-last", "192.0.2.200");
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });
});

describe("the limits are the database's", () => {
  const nodes = {} as { postgres: { url: string; stop(): void }; a: RunningPlatform; b: RunningPlatform };

  beforeAll(async () => {
    nodes.postgres = await startPostgres();
    nodes.a = await startPlatform({ databaseUrl: nodes.postgres.url, largeTenant: false });
    nodes.b = await startPlatform({ databaseUrl: nodes.postgres.url, largeTenant: false });
  });
  afterAll(async () => {
    await nodes.a?.close();
    await nodes.b?.close();
    nodes.postgres?.stop();
  });

  it("counts a sprayer's failures on two platform nodes together", async () => {
    const key = await getPublicKey(nodes.a.api);
    const spray = (api: string, i: number) => postLogin(api, { type: "password", account: `node-spray-${i}`, password: encryptWithKey(key, "Summer2026!") });
    // Half the failures on each node: neither alone reaches the limit.
    const half = Math.ceil(DEFAULT_RATE_LIMITS.loginFailuresPerIp / 2);
    for (let i = 0; i < half; i++) expect((await spray(nodes.a.api, i)).body.errorCode).toBe("2101");
    for (let i = half; i < DEFAULT_RATE_LIMITS.loginFailuresPerIp; i++) expect((await spray(nodes.b.api, i)).body.errorCode).toBe("2101");
    const refused = await fetch(`${nodes.a.api}/identification/users/verify-tenant/relist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "password", account: "node-spray-last", password: encryptWithKey(key, "Summer2026!") }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: "429" });
  });
});
