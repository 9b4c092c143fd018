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

const { fetchTenantConfig, forgetAllTenantConfig, forgetTenantConfig } = await import("#app/platform-api/config-cache.server.ts");

const PATH = "/param/v4/theme-settings/header";
const answer = (data: unknown, etag: string): PlatformResult => ({ status: 200, envelope: { success: true, data }, etag });

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cached answer for tenant 1. */
async function primed(): Promise<void> {
  const first = fetchTenantConfig(PATH, "1", "token-a", undefined);
  await settle();
  calls.shift()?.answer(answer({ height: 48 }, '"v1"'));
  await first;
}

describe("tenant config revalidation (ADR 011, ADR 027)", () => {
  beforeEach(() => {
    forgetAllTenantConfig();
    calls.length = 0;
  });

  it("every use revalidates the cached answer; page loads that revalidate together share one call", async () => {
    await primed();
    const loads = ["token-a", "token-b", "token-c"].map((token) => fetchTenantConfig(PATH, "1", token, undefined));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options.ifNoneMatch).toBe('"v1"');
    calls[0]?.answer({ status: 304, envelope: null, etag: '"v1"' });
    const results = await Promise.all(loads);
    for (const result of results) expect(result).toEqual(answer({ height: 48 }, '"v1"'));
    // The next use asks again (a publish on another node shows on the next page load).
    const next = fetchTenantConfig(PATH, "1", "token-d", undefined);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.options.ifNoneMatch).toBe('"v1"');
    calls[1]?.answer(answer({ height: 64 }, '"v2"'));
    await expect(next).resolves.toEqual(answer({ height: 64 }, '"v2"'));
  });

  it("when the shared call is refused, each other page load asks with its own token", async () => {
    await primed();
    const revoked = fetchTenantConfig(PATH, "1", "revoked", undefined);
    const other = fetchTenantConfig(PATH, "1", "token-b", undefined);
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
    const loads = [fetchTenantConfig(PATH, "1", "t", undefined), fetchTenantConfig(PATH, "2", "t", undefined), fetchTenantConfig("/other", "1", "t", undefined)];
    await settle();
    expect(calls.map((call) => call.path)).toEqual([PATH, PATH, "/other"]);
    calls.splice(0).forEach((call, i) => call.answer(answer(i, `"${i}"`)));
    expect((await Promise.all(loads)).map((result) => result.envelope?.data)).toEqual([0, 1, 2]);
  });

  it("a change through this node drops the revalidation under way: the next load asks again, and the older answer is not kept", async () => {
    const before = fetchTenantConfig(PATH, "1", "token-a", undefined);
    await settle();
    forgetTenantConfig("1");
    const after = fetchTenantConfig(PATH, "1", "token-a", undefined);
    await settle();
    expect(calls).toHaveLength(2);
    // The answer asked after the change arrives first; the one asked before arrives last.
    calls[1]?.answer(answer({ height: 64 }, '"v2"'));
    await expect(after).resolves.toEqual(answer({ height: 64 }, '"v2"'));
    calls[0]?.answer(answer({ height: 48 }, '"v1"'));
    await expect(before).resolves.toEqual(answer({ height: 48 }, '"v1"'));
    // The kept answer is the one asked after the change: the next use revalidates its tag.
    const next = fetchTenantConfig(PATH, "1", "token-a", undefined);
    await settle();
    expect(calls[2]?.options.ifNoneMatch).toBe('"v2"');
    calls[2]?.answer({ status: 304, envelope: null, etag: '"v2"' });
    await expect(next).resolves.toEqual(answer({ height: 64 }, '"v2"'));
  });

  it("a revalidation that fails does not hold up the next one", async () => {
    const first = fetchTenantConfig(PATH, "1", "token-a", undefined);
    await settle();
    calls.shift()?.answer({ status: 503, envelope: null, etag: null });
    await expect(first).resolves.toMatchObject({ status: 503 });
    const second = fetchTenantConfig(PATH, "1", "token-a", undefined);
    await settle();
    expect(calls).toHaveLength(1);
    calls.shift()?.answer(answer({ height: 48 }, '"v1"'));
    await expect(second).resolves.toEqual(answer({ height: 48 }, '"v1"'));
  });
});
