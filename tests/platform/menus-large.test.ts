import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { BENCH_ACCOUNT, BENCH_GENERATED_LEAVES, BENCH_MENU_TENANT_ID, seedBenchMenuTenant } from "#platform/db/seed-menus-large.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

/** The bench tenant 10005 generated into an in-memory database (off by default in memory). */

let running: RunningPlatform;
let api: string;
let written = 0;
let seedMs = 0;
let presentBeforeSeeding = true;

beforeAll(async () => {
  // Default options: in memory the large tenants are off.
  running = await startPlatform({ inMemory: true });
  api = running.api;
  const before = await running.platform.db.selectFrom("tenants").select("id").where("id", "=", BENCH_MENU_TENANT_ID).executeTakeFirst();
  presentBeforeSeeding = before !== undefined;
  const started = Date.now();
  written = await seedBenchMenuTenant(running.platform.db);
  seedMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  await running.close();
});

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    const children = node.children ?? [];
    if (children.length === 0) out.push(node);
    else stack.push(...children);
  }
  return out;
}

describe("bench menu tenant 10005", () => {
  it("is not in an in-memory platform unless asked for", () => {
    expect(presentBeforeSeeding).toBe(false);
  });

  it("holds at least 20,000 leaf menus, written once", async () => {
    expect(written).toBeGreaterThan(BENCH_GENERATED_LEAVES);
    expect(seedMs).toBeLessThan(60_000);
    const { n } = await running.platform.db
      .selectFrom("menus")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("tenant_id", "=", BENCH_MENU_TENANT_ID)
      .where("tree", "=", "application")
      .where("type", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(20_000);
    expect(await seedBenchMenuTenant(running.platform.db)).toBe(0);
  });

  it("is offered to its own account only, never to the demo users", async () => {
    for (const account of [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.admin]) {
      const token = await login(api, account.account, account.password);
      const tenants = await getJson<{ id: string }[]>(`${api}/tenant-user/v4/tenants/list-cur-user?includeExternal=false`, token);
      expect(tenants.body?.data?.map((tenant) => tenant.id)).not.toContain(BENCH_MENU_TENANT_ID);
    }
    const token = await login(api, BENCH_ACCOUNT.account, BENCH_ACCOUNT.password);
    const tenants = await getJson<{ id: string }[]>(`${api}/tenant-user/v4/tenants/list-cur-user?includeExternal=false`, token);
    expect(tenants.body?.data?.map((tenant) => tenant.id)).toEqual([BENCH_MENU_TENANT_ID]);
  });

  it("serves the whole tree to the bench account in the bench tenant, limited by identity", async () => {
    const token = await login(api, BENCH_ACCOUNT.account, BENCH_ACCOUNT.password, BENCH_MENU_TENANT_ID);
    const root = await getJson<{ id: string }>(`${api}/org-permission/v4/orgs/default-auth-org`, token);
    const orgId = root.body?.data?.id ?? "";
    expect(orgId).toBe(`${BENCH_MENU_TENANT_ID}0001`);
    const full = await getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?orgId=${orgId}`, token);
    expect(full.status).toBe(200);
    const tree = full.body?.data ?? [];
    const pages = leaves(tree);
    expect(pages.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(pages.map((p) => p.level))).toEqual(new Set([3, 4, 6]));
    for (const category of tree) expect(validateAgainstSchema("menu-node.schema.json", category)).toEqual({ valid: true });
    // The bench account holds every product but the last.
    const held = pages.filter((p) => (p.sourceMenuAuthorities ?? []).length > 0).length;
    expect(held).toBeGreaterThan(17_000);
    expect(held).toBeLessThan(pages.length);

    const limited = await getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?orgId=${orgId}&identityCode=SAFETY`, token);
    const limitedPages = leaves(limited.body?.data ?? []).length;
    expect(limitedPages).toBeGreaterThan(0);
    expect(limitedPages).toBeLessThan(pages.length / 4);

    const apps = await getJson<unknown[]>(`${api}/product/v4/applications/list-by-org?orgId=${orgId}`, token);
    expect(apps.body?.data).toHaveLength(11);
  }, 60_000);
});
