import type { Kysely } from "kysely";
import { bumpRegistryVersion } from "./registry-versions.ts";
import type { Database, MicroAppKind } from "./schema.ts";
import { DEMO_MENU_TENANTS, isDemoDatabase, menuMarker, type Names } from "./seed-menus.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";

/**
 * The demo sub-apps (micro-apps/, served at /apps/) as registered apps of each demo tenant
 * (SPEC §3 Registered micro-app; ARCHITECTURE §8), and the demo menu pages linked to them by
 * their url and sourceIntegrateType, which therefore stay as they were. Written once per tenant
 * (marker in platform_env), also into databases seeded before apps were a platform resource.
 * The bench tenant (seed-menus-large.ts) keeps plain urls: its 20,000 pages stay as small as they are.
 */

export interface DemoMicroApp {
  id: string;
  names: Names;
  entry: string;
  kind: MicroAppKind;
}

const INTEGRATE: Record<MicroAppKind, number> = { microApp: 0, iframe: 1, window: 2 };

export const DEMO_MICRO_APPS: readonly DemoMicroApp[] = [
  { id: "project-ledger", entry: "/apps/project-ledger/", kind: "microApp", names: { "zh-CN": "项目台账", en: "Project ledger", "sv-SE": "Projektliggare" } },
  { id: "site-diary", entry: "/apps/site-diary/", kind: "microApp", names: { "zh-CN": "施工日志", en: "Site diary", "sv-SE": "Byggdagbok" } },
  { id: "bridge-demo", entry: "/apps/bridge-demo/", kind: "iframe", names: { "zh-CN": "桥接演示", en: "Bridge demo", "sv-SE": "Bryggdemo" } },
  { id: "third-party", entry: "/apps/third-party/", kind: "iframe", names: { "zh-CN": "第三方应用", en: "Third-party app", "sv-SE": "Tredjepartsapp" } },
  {
    id: "third-party-window",
    entry: "/apps/third-party/",
    kind: "window",
    names: { "zh-CN": "第三方应用（新窗口）", en: "Third-party app (new window)", "sv-SE": "Tredjepartsapp (nytt fönster)" },
  },
];

export const microAppMarker = (tenantId: string) => `seed:micro-apps-v1:${tenantId}`;

/**
 * Registers the demo apps the tenant's pages use and points those pages at them: one
 * SELECT, one INSERT and one UPDATE per app used. Runs in the caller's transaction; returns
 * how many pages were linked.
 */
export async function linkDemoMicroApps(trx: Kysely<Database>, tenantId: string): Promise<number> {
  const used = await trx
    .selectFrom("menus")
    .select(["url", "source_integrate_type"])
    .distinct()
    .where("tenant_id", "=", tenantId)
    .where("tree", "=", "application")
    .where("source_type", "=", "menu")
    .where("micro_app_id", "is", null)
    .execute();
  const apps = DEMO_MICRO_APPS.filter((app) => used.some((u) => u.url === app.entry && u.source_integrate_type === INTEGRATE[app.kind]));
  if (apps.length === 0) return 0;
  await trx
    .insertInto("micro_apps")
    .values(
      apps.map((app) => ({
        tenant_id: tenantId,
        id: app.id,
        name: app.names["zh-CN"],
        name_all_lang: JSON.stringify(app.names),
        entry: app.entry,
        kind: app.kind,
        route_path: null,
        cache: null,
        props: "{}",
        allowed_origins: "[]",
        sandbox: null,
        created_by: null,
        updated_by: null,
      })),
    )
    .onConflict((oc) => oc.columns(["tenant_id", "id"]).doNothing())
    .execute();
  let linked = 0;
  for (const app of apps) {
    const result = await trx
      .updateTable("menus")
      .set({ micro_app_id: app.id })
      .where("tenant_id", "=", tenantId)
      .where("tree", "=", "application")
      .where("source_type", "=", "menu")
      .where("micro_app_id", "is", null)
      .where("url", "=", app.entry)
      .where("source_integrate_type", "=", INTEGRATE[app.kind])
      .executeTakeFirst();
    linked += Number(result.numUpdatedRows);
  }
  await bumpRegistryVersion(trx, tenantId, "micro-apps");
  await bumpRegistryVersion(trx, tenantId, "menus");
  return linked;
}

/**
 * Links the demo tenants whose demo menus are written and whose apps are not yet (a fresh
 * database, or one seeded before). Returns the tenants written.
 */
export async function seedDemoMicroApps(db: Kysely<Database>): Promise<string[]> {
  const written: string[] = [];
  if (!(await isDemoDatabase(db))) return written;
  for (const tenantId of Object.keys(DEMO_MENU_TENANTS)) {
    if (!(await hasSeedMarker(db, menuMarker(tenantId))) || (await hasSeedMarker(db, microAppMarker(tenantId)))) continue;
    await db.transaction().execute(async (trx) => {
      if (await hasSeedMarker(trx, microAppMarker(tenantId))) return;
      await linkDemoMicroApps(trx, tenantId);
      await setSeedMarker(trx, microAppMarker(tenantId));
    });
    written.push(tenantId);
  }
  return written;
}
