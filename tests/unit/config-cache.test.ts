import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformCallOptions, PlatformResult } from "#app/platform-api/client.server.ts";

interface Call {
  path: string;
  options: PlatformCallOptions;
  answer(result: PlatformResult): void;
}

const calls: Call[] = [];

vi.mock("#app/platform-api/client.server.ts", () => ({
  callPlatform: (path: string, options: PlatformCallOptions = {}) =>
    new Promise<PlatformResult>((resolve) => {
      calls.push({ path, options, answer: resolve });
    }),
}));

const { CONFIG_FRESH_MS, fetchTenantConfig, forgetAllTenantConfig, forgetTenantConfig } = await import("#app/platform-api/config-cache.server.ts");

const PATH = "/param/v4/theme-settings/header";
const answer = (data: unknown, etag: string): PlatformResult => ({ status: 200, envelope: { success: true, data }, etag });

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cached answer for tenant 1, checked at `t0`. */
async function primed(t0: number): Promise<void> {
  const first = fetchTenantConfig(PATH, "1", "token-a", undefined, t0);
  await settle();
  calls.shift()?.answer(answer({ height: 48 }, '"v1"'));
  await first;
}

describe("tenant config revalidation (ADR 008, ADR 011)", () => {
  beforeEach(() => {
    forgetAllTenantConfig();
    calls.length = 0;
  });

  it("page loads that find the answer stale together share one revalidation", async () => {
    const t0 = 1_000_000;
    await primed(t0);
    const later = t0 + CONFIG_FRESH_MS + 1;
    const loads = ["token-a", "token-b", "token-c"].map((token) => fetchTenantConfig(PATH, "1", token, undefined, later));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options.ifNoneMatch).toBe('"v1"');
    calls[0]?.answer({ status: 304, envelope: null, etag: '"v1"' });
    const results = await Promise.all(loads);
    for (const result of results) expect(result).toEqual(answer({ height: 48 }, '"v1"'));
    // The revalidated answer is fresh again.
    await fetchTenantConfig(PATH, "1", "token-d", undefined, later + 1);
    expect(calls).toHaveLength(1);
  });

  it("when the shared call is refused, each other page load asks with its own token", async () => {
    const t0 = 2_000_000;
    await primed(t0);
    const later = t0 + CONFIG_FRESH_MS + 1;
    const revoked = fetchTenantConfig(PATH, "1", "revoked", undefined, later);
    const other = fetchTenantConfig(PATH, "1", "token-b", undefined, later);
    await settle();
    expect(calls).toHaveLength(1);
    calls.shift()?.answer({ status: 401, envelope: null, etag: null });
    await expect(revoked).resolves.toMatchObject({ status: 401 });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options.token).toBe("token-b");
    calls.shift()?.answer({ status: 304, envelope: null, etag: '"v1"' });
    await expect(other).resolves.toEqual(answer({ height: 48 }, '"v1"'));
  });

  it("different tenants and paths never share a call", async () => {
    const loads = [fetchTenantConfig(PATH, "1", "t", undefined, 5), fetchTenantConfig(PATH, "2", "t", undefined, 5), fetchTenantConfig("/other", "1", "t", undefined, 5)];
    await settle();
    expect(calls.map((call) => call.path)).toEqual([PATH, PATH, "/other"]);
    calls.splice(0).forEach((call, i) => call.answer(answer(i, `"${i}"`)));
    expect((await Promise.all(loads)).map((result) => result.envelope?.data)).toEqual([0, 1, 2]);
  });

  it("a change through this node drops the revalidation under way: the next load asks again, and the older answer is not kept", async () => {
    const before = fetchTenantConfig(PATH, "1", "token-a", undefined, 10);
    await settle();
    forgetTenantConfig("1");
    const after = fetchTenantConfig(PATH, "1", "token-a", undefined, 11);
    await settle();
    expect(calls).toHaveLength(2);
    // The answer asked after the change arrives first; the one asked before arrives last.
    calls[1]?.answer(answer({ height: 64 }, '"v2"'));
    await expect(after).resolves.toEqual(answer({ height: 64 }, '"v2"'));
    calls[0]?.answer(answer({ height: 48 }, '"v1"'));
    await expect(before).resolves.toEqual(answer({ height: 48 }, '"v1"'));
    // Within the window, the kept answer is the one asked after the change.
    await expect(fetchTenantConfig(PATH, "1", "token-a", undefined, 12)).resolves.toEqual(answer({ height: 64 }, '"v2"'));
    expect(calls).toHaveLength(2);
  });

  it("a revalidation that fails does not hold up the next one", async () => {
    const first = fetchTenantConfig(PATH, "1", "token-a", undefined, 20);
    await settle();
    calls.shift()?.answer({ status: 503, envelope: null, etag: null });
    await expect(first).resolves.toMatchObject({ status: 503 });
    const second = fetchTenantConfig(PATH, "1", "token-a", undefined, 21);
    await settle();
    expect(calls).toHaveLength(1);
    calls.shift()?.answer(answer({ height: 48 }, '"v1"'));
    await expect(second).resolves.toEqual(answer({ height: 48 }, '"v1"'));
  });
});
