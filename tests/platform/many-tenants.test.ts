import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTI_ACCOUNT, seedManyTenants } from "#platform/db/seed-many-tenants.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
});

afterAll(async () => {
  await running.close();
});

describe("the account with seven tenants (SPEC §5: tenant search above 5)", () => {
  it("lists seven tenants: one personal, one disabled; each small tenant has its org tree and tenant identity", async () => {
    const token = await login(running.api, MULTI_ACCOUNT.account, MULTI_ACCOUNT.password);
    const { body } = await getJson<{ id: string; categoryCodes: string[]; disabled: boolean }[]>(`${running.api}/tenant-user/v4/tenants/list-cur-user?includeExternal=false`, token);
    const tenants = body?.data ?? [];
    expect(tenants.length).toBe(7);
    expect(tenants.filter((t) => t.categoryCodes.includes("personal")).map((t) => t.id)).toEqual(["10015"]);
    expect(tenants.filter((t) => t.disabled).map((t) => t.id)).toEqual(["10013"]);
    const orgs = await running.platform.db.selectFrom("orgs").select("id").where("tenant_id", "=", "10014").execute();
    expect(orgs.length).toBe(4);
    const identities = await running.platform.db.selectFrom("user_identities").select("tenant_id").where("user_id", "=", MULTI_ACCOUNT.userId).execute();
    expect(identities.map((i) => i.tenant_id).sort()).toEqual(["10001", "10002", "10011", "10012", "10013", "10014", "10015"]);
  });

  it("is written once: a second run does nothing", async () => {
    await expect(seedManyTenants(running.platform.db)).resolves.toBe(false);
  });
});
