import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_USER_PASSWORD, generatedAccount, seedGeneratedUsers } from "#platform/db/seed-generated-users.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true, generatedUsers: 3 });
});

afterAll(async () => {
  await running.close();
});

describe("generated users for the benchmarks (platform option generatedUsers)", () => {
  it("signs each one in to 中建智造集团 under their own name", async () => {
    const names: string[] = [];
    for (const index of [0, 2]) {
      const token = await login(running.api, generatedAccount(index), GENERATED_USER_PASSWORD);
      const { body } = await getJson<{ accountName: string; nickname: string; tenantId: string }>(`${running.api}/uaa/user`, token);
      expect(body?.data?.accountName).toBe(generatedAccount(index));
      expect(body?.data?.tenantId).toBe("10001");
      names.push(body?.data?.nickname ?? "");
    }
    expect(new Set(names).size).toBe(2);
  });

  it("writes none beyond the count, and nothing twice", async () => {
    await expect(login(running.api, generatedAccount(3), GENERATED_USER_PASSWORD)).rejects.toThrow();
    await expect(seedGeneratedUsers(running.platform.db, 3)).resolves.toBe(0);
    // A larger count adds only the missing ones.
    await expect(seedGeneratedUsers(running.platform.db, 5)).resolves.toBe(2);
  });

  it("writes none without the option", async () => {
    const other = await startPlatform({ inMemory: true });
    try {
      await expect(login(other.api, generatedAccount(0), GENERATED_USER_PASSWORD)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});
