import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import type { MicroAppOrigins } from "#app/types/generated/micro-app-origins.ts";
import { call, NAMES } from "./admin-calls.ts";
import { login, startPlatform } from "./helpers.ts";

/**
 * Two platform nodes over one PostgreSQL database (ARCHITECTURE §10): an admin's write through
 * one is seen by the other on its next read, although each keeps menu rows in memory. Runs only
 * when PLATFORM_TEST_DATABASE_URL names a database it may write to (it is migrated and seeded).
 */
const databaseUrl = process.env.PLATFORM_TEST_DATABASE_URL;

function flat(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flat(n.children ?? [])]);
}

describe.runIf(Boolean(databaseUrl))("apps and menus over PostgreSQL", () => {
  it("are written through one node and read through another at once", async () => {
    const a = await startPlatform({ databaseUrl: databaseUrl ?? "", largeTenant: false });
    const b = await startPlatform({ databaseUrl: databaseUrl ?? "", largeTenant: false });
    // Unique per run: the database outlives the test.
    const run = Date.now().toString(36);
    const appId = `pg-diary-${run}`;
    const code = `pmpp.cost.pg-${run}`;
    let menuId: string | undefined;
    try {
      const admin = await login(a.api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
      const demo = await login(a.api, "demo", DEMO_ACCOUNTS.demo.password, "10001");
      const treeOn = async (api: string) => flat((await call<MenuNode[]>("GET", `${api}/product/v4/menus/application-menu-tree?orgId=100010010`, demo)).body?.data ?? []);

      // Node b holds the tree and the origins before the write.
      const cost = (await treeOn(b.api)).find((n) => n.code === "pmpp.cost");
      expect(cost).toBeDefined();
      const origins = await call<MicroAppOrigins>("GET", `${b.api}/product/v4/micro-apps/origins`, demo);
      const etag = origins.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"10001-\d+"$/);

      const app = await call("POST", `${a.api}/product/v4/micro-apps`, admin, {
        id: appId,
        nameAllLang: NAMES("PG 日志", "PG diary", "PG-dagbok"),
        entry: "https://apps.customer.example/pg/",
        kind: "iframe",
        allowedOrigins: ["https://api.customer.example"],
      });
      expect(app.status).toBe(201);
      const menu = await call<{ id: string }>("POST", `${a.api}/product/v4/menus`, admin, {
        parentId: cost?.id,
        nameAllLang: NAMES("PG 页面", "PG page", "PG-sida"),
        code,
        sourceType: "menu",
        microAppId: appId,
        roles: ["project-member"],
      });
      expect(menu.status).toBe(201);
      menuId = menu.body?.data?.id;

      const seen = (await treeOn(b.api)).find((n) => n.code === code);
      expect(seen).toMatchObject({ id: menuId, url: "https://apps.customer.example/pg/", sourceIntegrateType: 1, microAppId: appId, sourceMenuAuthorities: [code] });
      const revalidated = await call<MicroAppOrigins>("GET", `${b.api}/product/v4/micro-apps/origins`, demo, undefined, { "if-none-match": etag });
      expect(revalidated.status).toBe(200);
      expect(revalidated.body?.data?.apps.find((x) => x.id === appId)).toEqual({ id: appId, kind: "iframe", origin: "https://apps.customer.example", allowedOrigins: ["https://api.customer.example"] });
      expect((await call("GET", `${b.api}/product/v4/micro-apps/origins`, demo, undefined, { "if-none-match": revalidated.headers.get("etag") ?? "" })).status).toBe(304);

      // Two admins on two nodes: the later write with the old version is refused.
      expect((await call("PUT", `${a.api}/product/v4/micro-apps/${appId}`, admin, { nameAllLang: NAMES("甲", "A", "A"), entry: "/apps/a/", kind: "iframe" }, { "if-match": '"1"' })).status).toBe(200);
      expect((await call("PUT", `${b.api}/product/v4/micro-apps/${appId}`, admin, { nameAllLang: NAMES("乙", "B", "B"), entry: "/apps/b/", kind: "iframe" }, { "if-match": '"1"' })).status).toBe(412);
      expect((await treeOn(b.api)).find((n) => n.code === code)?.url).toBe("/apps/a/");
    } finally {
      const admin = await login(a.api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
      if (menuId) await call("DELETE", `${a.api}/product/v4/menus/${menuId}`, admin);
      await call("DELETE", `${a.api}/product/v4/micro-apps/${appId}`, admin);
      await a.close();
      await b.close();
    }
  });
});
