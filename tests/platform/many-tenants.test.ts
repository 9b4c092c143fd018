import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTI_ACCOUNT, seedManyTenants } from "#platform/db/seed-many-tenants.ts";
import type { Application } from "#app/types/generated/application.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
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

  function authoritiesByCode(nodes: readonly MenuNode[], out = new Map<string, unknown>()): Map<string, unknown> {
    for (const node of nodes) {
      if (node.code) out.set(node.code, node.sourceMenuAuthorities);
      authoritiesByCode(node.children ?? [], out);
    }
    return out;
  }

  /** The multi user's view of one small tenant: the apps of its first project and the portal menus. */
  async function menusOf(tenantId: string) {
    const token = await login(running.api, MULTI_ACCOUNT.account, MULTI_ACCOUNT.password, tenantId);
    const project = await running.platform.db
      .selectFrom("orgs")
      .select("id")
      .where("tenant_id", "=", tenantId)
      .where("type", "=", "general-project")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const apps = await getJson<Application[]>(`${running.api}/product/v4/applications/list-by-org?orgId=${project.id}`, token);
    const portal = await getJson<MenuNode[]>(`${running.api}/workbench/v4/portal-menus/auth-tree`, token);
    const services = await getJson<string[]>(`${running.api}/workbench/v4/runtime/services/list-runing-services`, token);
    const pmpp = apps.body?.data?.find((a) => a.sourceProductCode === "pmpp");
    const pmppTree = pmpp ? await getJson<MenuNode[]>(`${running.api}/product/v4/menus/auth-tree-by-application-and-org?applicationId=${pmpp.id}&orgId=${project.id}`, token) : null;
    return { apps, portal, services, pmppTree };
  }

  it("gives the small tenants the demo products and menus; the multi user sees them as a project member", async () => {
    for (const tenantId of ["10011", "10012", "10014"]) {
      const { apps, portal, services, pmppTree } = await menusOf(tenantId);
      expect(apps.status, tenantId).toBe(200);
      expect(apps.body?.data?.map((a) => a.sourceProductCode).sort(), tenantId).toEqual(["dev-tools", "g-build", "g-field", "pmpp", "user-center"]);
      expect(portal.body?.data?.map((m) => m.id), tenantId).toEqual(expect.arrayContaining(["1", "5"]));
      expect(services.body?.data, tenantId).toEqual(expect.arrayContaining(["workbench", "product"]));
      const authorities = authoritiesByCode(pmppTree?.body?.data ?? []);
      expect(authorities.get("pmpp.overview"), tenantId).toEqual(["pmpp.overview"]);
      // The project-member role of seed-menus.ts: the menu is there, without cost management's authority.
      expect(authorities.get("pmpp.cost.target"), tenantId).toEqual([]);
    }
    const products = await running.platform.db.selectFrom("products").select("code").where("tenant_id", "=", "10011").orderBy("sort_order").execute();
    expect(products.map((p) => p.code)).toEqual(["gepm", "pmpp", "g-field", "g-build", "user-center", "dev-tools"]);
  });

  it("gives the personal space fewer products: project management and the personal centre", async () => {
    const { apps, portal } = await menusOf("10015");
    expect(apps.body?.data?.map((a) => a.sourceProductCode).sort()).toEqual(["pmpp", "user-center"]);
    expect(portal.body?.data?.map((m) => m.id)).toEqual(expect.arrayContaining(["1", "5"]));
    const products = await running.platform.db.selectFrom("products").select("code").where("tenant_id", "=", "10015").orderBy("sort_order").execute();
    expect(products.map((p) => p.code)).toEqual(["pmpp", "user-center"]);
    const menus = await running.platform.db.selectFrom("menus").select("source_product_code").distinct().where("tenant_id", "=", "10015").where("tree", "=", "application").execute();
    expect(menus.map((m) => m.source_product_code).filter(Boolean).sort()).toEqual(["pmpp", "user-center"]);
  });

  it("writes the menus of a small tenant that has none, also into a database seeded before", async () => {
    const db = running.platform.db;
    await db.deleteFrom("menus").where("tenant_id", "=", "10012").execute();
    await db.deleteFrom("platform_env").where("key", "=", "seed:menus-v1:10012").execute();
    await expect(seedManyTenants(db)).resolves.toBe(true);
    const count = await db.selectFrom("menus").select((eb) => eb.fn.countAll<string>().as("n")).where("tenant_id", "=", "10012").executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(50);
  });

  it("is written once: a second run does nothing", async () => {
    await expect(seedManyTenants(running.platform.db)).resolves.toBe(false);
  });
});
