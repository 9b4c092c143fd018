import type { Kysely } from "kysely";
import { bumpRegistryVersion } from "./registry-versions.ts";
import type { Database, MicroAppKind } from "./schema.ts";
import { applicationMenuRows, DEMO_MENU_TENANTS, DEMO_MENU_TREE, DEMO_PRODUCTS, DEV_TOOLS_APP, insertMenuRows, isDemoDatabase, menuMarker, PRODUCT_PAGES, seedMenuRoles, type Locale, type Names } from "./seed-menus.ts";
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
  /** The registered cache flag (SPEC §3; over the SPEC §9 rule); default none. */
  cache?: boolean;
}

const INTEGRATE: Record<MicroAppKind, number> = { microApp: 0, iframe: 1, window: 2 };

export const DEMO_MICRO_APPS: readonly DemoMicroApp[] = [
  { id: "project-ledger", entry: "/apps/project-ledger/", kind: "microApp", names: { "zh-CN": "项目台账", en: "Project ledger", "sv-SE": "Projektliggare" } },
  { id: "site-diary", entry: "/apps/site-diary/", kind: "microApp", names: { "zh-CN": "施工日志", en: "Site diary", "sv-SE": "Byggdagbok" } },
  // Kept when its tab is left, as the pmpp and gepm pages are by the SPEC §9 rule: the developer
  // tools are neither, and the diagnostics count the context changes they saw.
  { id: "bridge-demo", entry: "/apps/bridge-demo/", kind: "iframe", cache: true, names: { "zh-CN": "桥接诊断", en: "Bridge diagnostics", "sv-SE": "Bryggdiagnostik" } },
  { id: "safety-patrol", entry: PRODUCT_PAGES["pmpp.safety.patrol"], kind: "iframe", names: { "zh-CN": "安全巡检", en: "Safety patrols", "sv-SE": "Skyddsronder" } },
  { id: "video-surveillance", entry: PRODUCT_PAGES["g-build.video"], kind: "iframe", names: { "zh-CN": "视频监控", en: "Video surveillance", "sv-SE": "Kameraövervakning" } },
  { id: "contract-ledger", entry: PRODUCT_PAGES["pmpp.contract.ledger"], kind: "iframe", names: { "zh-CN": "合同台账", en: "Contract ledger", "sv-SE": "Avtalsliggare" } },
  { id: "project-overview", entry: PRODUCT_PAGES["pmpp.overview"], kind: "iframe", names: { "zh-CN": "项目概况", en: "Project overview", "sv-SE": "Projektöversikt" } },
  { id: "design-review", entry: PRODUCT_PAGES["gepm.design.review"], kind: "iframe", names: { "zh-CN": "设计评审", en: "Design review", "sv-SE": "Designgranskning" } },
  { id: "quality-inspection", entry: PRODUCT_PAGES["pmpp.quality.inspection"], kind: "iframe", names: { "zh-CN": "质量检查", en: "Quality inspections", "sv-SE": "Kvalitetskontroller" } },
  { id: "investment-analysis", entry: PRODUCT_PAGES["gepm.invest.analysis"], kind: "iframe", names: { "zh-CN": "投资分析", en: "Investment analysis", "sv-SE": "Investeringsanalys" } },
  { id: "third-party", entry: "/apps/third-party/", kind: "iframe", names: { "zh-CN": "第三方应用", en: "Third-party app", "sv-SE": "Tredjepartsapp" } },
  {
    id: "third-party-window",
    entry: "/apps/third-party/",
    kind: "window",
    names: { "zh-CN": "第三方应用（新窗口）", en: "Third-party app (new window)", "sv-SE": "Tredjepartsapp (nytt fönster)" },
  },
];

export const microAppMarker = (tenantId: string) => `seed:micro-apps-v1:${tenantId}`;
/** v2: 投资分析 got a page of its own; a database upgraded at v1 runs the (idempotent) upgrade once more. */
export const productPagesMarker = (tenantId: string) => `seed:product-pages-v2:${tenantId}`;

/** The registered app of each product page (DEMO_MICRO_APPS), by the page's entry. */
const appOfEntry = (entry: string) => DEMO_MICRO_APPS.find((app) => app.entry === entry && app.kind === "iframe");
/** What the product menus opened before they had pages of their own. */
const OLD_DEMO_ENTRIES = ["/apps/bridge-demo/", "/apps/project-ledger/"];
const OLD_BRIDGE_NAME = "桥接演示";

function registeredRow(tenantId: string, app: DemoMicroApp) {
  return {
    tenant_id: tenantId,
    id: app.id,
    name: app.names["zh-CN"],
    name_all_lang: JSON.stringify(app.names),
    entry: app.entry,
    kind: app.kind,
    route_path: null,
    cache: app.cache ?? null,
    props: "{}",
    allowed_origins: "[]",
    sandbox: null,
    created_by: null,
    updated_by: null,
  };
}

/**
 * A demo tenant seeded before its products had pages of their own (micro-apps/products): the
 * product menus that still open the bridge demo or the project ledger open their product's
 * page, the bridge demo gets its developer name, and the developer tools (bridge diagnostics)
 * are added with the demo role's grant. A menu a tenant admin pointed elsewhere stays as it
 * is; a fresh database has all of it already and nothing changes. Runs in the caller's
 * transaction; returns how many menus were changed or added.
 */
export async function upgradeDemoProductPages(trx: Kysely<Database>, tenantId: string, locale: Locale): Promise<number> {
  let changed = 0;
  const pages = Object.entries(PRODUCT_PAGES);
  const apps = pages.map(([, entry]) => appOfEntry(entry)).filter((app): app is DemoMicroApp => app !== undefined);
  await trx.insertInto("micro_apps").values(apps.map((app) => registeredRow(tenantId, app))).onConflict((oc) => oc.columns(["tenant_id", "id"]).doNothing()).execute();
  const bridge = DEMO_MICRO_APPS.find((app) => app.id === "bridge-demo");
  if (bridge) {
    await trx
      .updateTable("micro_apps")
      .set({ name: bridge.names["zh-CN"], name_all_lang: JSON.stringify(bridge.names), cache: bridge.cache ?? null })
      .where("tenant_id", "=", tenantId)
      .where("id", "=", bridge.id)
      .where("name", "=", OLD_BRIDGE_NAME)
      .where("cache", "is", null)
      .execute();
  }
  for (const [code, entry] of pages) {
    const result = await trx
      .updateTable("menus")
      .set({ url: entry, url_params: null, source_integrate_type: 1, micro_app_id: appOfEntry(entry)?.id ?? null })
      .where("tenant_id", "=", tenantId)
      .where("tree", "=", "application")
      .where("code", "=", code)
      .where("url", "in", OLD_DEMO_ENTRIES)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }

  const devTools = await trx.selectFrom("menus").select("id").where("tenant_id", "=", tenantId).where("tree", "=", "application").where("code", "=", DEV_TOOLS_APP.code ?? DEV_TOOLS_APP.key).executeTakeFirst();
  if (!devTools) {
    const rows = applicationMenuRows(tenantId, locale, DEMO_MENU_TREE).filter((row) => row.code === "category.developer" || row.source_app_code === DEV_TOOLS_APP.appCode);
    const taken = await trx.selectFrom("menus").select("id").where("tenant_id", "=", tenantId).where("id", "in", rows.map((row) => row.id)).execute();
    // Ids are places in the demo tree: one taken means the tenant's menus are not the demo's any more.
    if (taken.length === 0) {
      const product = DEMO_PRODUCTS.findIndex((p) => p.code === DEV_TOOLS_APP.product);
      const names = DEMO_PRODUCTS[product]?.names;
      if (names) {
        await trx
          .insertInto("products")
          .values({ tenant_id: tenantId, code: DEV_TOOLS_APP.product, name: names[locale], name_all_lang: JSON.stringify(names), sort_order: product })
          .onConflict((oc) => oc.columns(["tenant_id", "code"]).doNothing())
          .execute();
      }
      changed += await insertMenuRows(trx, rows);
      await seedMenuRoles(trx, tenantId, locale, [DEV_TOOLS_APP.product]);
      await trx.updateTable("menus").set({ micro_app_id: "bridge-demo" }).where("tenant_id", "=", tenantId).where("tree", "=", "application").where("source_app_code", "=", DEV_TOOLS_APP.appCode).where("source_type", "=", "menu").where("url", "=", "/apps/bridge-demo/").execute();
    }
  }
  if (changed > 0) {
    await bumpRegistryVersion(trx, tenantId, "micro-apps");
    await bumpRegistryVersion(trx, tenantId, "menus");
  }
  return changed;
}

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
    .values(apps.map((app) => registeredRow(tenantId, app)))
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
  for (const [tenantId, locale] of Object.entries(DEMO_MENU_TENANTS)) {
    if (!(await hasSeedMarker(db, microAppMarker(tenantId))) || (await hasSeedMarker(db, productPagesMarker(tenantId)))) continue;
    await db.transaction().execute(async (trx) => {
      if (await hasSeedMarker(trx, productPagesMarker(tenantId))) return;
      if ((await upgradeDemoProductPages(trx, tenantId, locale)) > 0 && !written.includes(tenantId)) written.push(tenantId);
      await setSeedMarker(trx, productPagesMarker(tenantId));
    });
  }
  return written;
}
