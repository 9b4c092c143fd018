import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { LARGE_TENANT_ID, insertLargeOrgTree } from "./seed-large.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";

/**
 * Demo data beyond the first seed: trusted tenants, identities, business identities,
 * project focus, the project status dictionary, business-org relations, enterprise portals
 * and the generated 100k-node tenant. Runs once per database (marker in platform_env), also
 * on databases seeded before these tables existed; the large tenant is written on its own
 * marker, so a database first opened without it gains it later.
 */

const EXTENDED_MARKER = "seed:extended-v1";

export const DEMO_USER_ID = "20001";
export const ADMIN_USER_ID = "20002";

/** Project status dictionary pmpp.xmztdict; codes as stored in orgs.status. */
export const PROJECT_STATUS_DICT = [
  { id: "70001", code: "1", status: 1, labels: { "zh-CN": "在建", en: "In progress", "sv-SE": "Pågående" } },
  { id: "70002", code: "2", status: 1, labels: { "zh-CN": "完工", en: "Completed", "sv-SE": "Färdigställt" } },
  { id: "70003", code: "3", status: 1, labels: { "zh-CN": "停工", en: "Suspended", "sv-SE": "Stoppat" } },
  { id: "70004", code: "4", status: 1, labels: { "zh-CN": "未开工", en: "Not started", "sv-SE": "Ej påbörjat" } },
  { id: "70005", code: "9", status: 0, labels: { "zh-CN": "已取消", en: "Cancelled", "sv-SE": "Avbrutet" } },
] as const;

/** 'Default' restores all menus; the eight business systems limit them (SPEC §4 Identity switch). */
export const BUSINESS_IDENTITIES = [
  { code: "Default", name: "默认" },
  { code: "INVEST", name: "投资管理系统" },
  { code: "DESIGN", name: "设计管理系统" },
  { code: "PURCHASE", name: "招采管理系统" },
  { code: "CONTRACT", name: "合同管理系统" },
  { code: "SCHEDULE", name: "进度管理系统" },
  { code: "QUALITY", name: "质量管理系统" },
  { code: "SAFETY", name: "安全管理系统" },
  { code: "COST", name: "成本管理系统" },
] as const;

/** The demo user's participant identities in 10001 (externalEntityId → org names). */
export const DEMO_PARTICIPANTS = [
  {
    externalEntityId: "5000000002",
    bizId: "P9002",
    bizType: "participant",
    bizName: "华建工程监理有限公司",
    orgName: "华建工程监理有限公司",
    extraOrgs: [] as string[],
    roleType: "supervisor",
  },
  {
    externalEntityId: "5000000003",
    bizId: "P9003",
    bizType: "participant",
    bizName: "北京大兴国际物流园项目 劳务分包",
    orgName: "北京大兴国际物流园项目",
    extraOrgs: [] as string[],
    roleType: "subcontractor",
  },
  {
    externalEntityId: "5000000001",
    bizId: "P9001",
    bizType: "participant_admin",
    bizName: "中铁设计咨询有限公司",
    orgName: "中铁设计咨询有限公司",
    extraOrgs: ["上海临港数据中心项目", "杭州亚运村配套项目"],
    roleType: "admin",
  },
] as const;

const TENANT_THEMES: Record<string, string> = { "10001": "zhongjian-blue", "10002": "acme-orange", "10003": "nordbygg-blue" };

export interface ExtendedSeedResult {
  extended: boolean;
  largeTenantRows: number;
  largeTenantMs: number;
}

export async function seedExtendedDemoData(
  db: Kysely<Database>,
  options: { largeTenant: boolean },
): Promise<ExtendedSeedResult> {
  const result: ExtendedSeedResult = { extended: false, largeTenantRows: 0, largeTenantMs: 0 };
  const base = await db.selectFrom("tenants").select("id").where("id", "=", "10001").executeTakeFirst();
  const users = await db.selectFrom("users").select("id").where("id", "in", [DEMO_USER_ID, ADMIN_USER_ID]).execute();
  if (!base || users.length !== 2) return result; // not the demo database

  if (!(await hasSeedMarker(db, EXTENDED_MARKER))) {
    await seedExtended(db);
    result.extended = true;
  }
  if (options.largeTenant && !(await hasSeedMarker(db, `seed:large-tenant-${LARGE_TENANT_ID}`))) {
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      if (await hasSeedMarker(trx, `seed:large-tenant-${LARGE_TENANT_ID}`)) return;
      await insertTenantOfDemoUsers(trx, {
        id: LARGE_TENANT_ID,
        name: "大型基建集团",
        companyName: "大型基建集团有限公司",
        creditCode: "91110000MA04LARGE9",
        categoryCodes: ["enterprise", "construction"],
        sortOrder: 3,
        themeCode: "infra-red",
      });
      await trx.deleteFrom("orgs").where("tenant_id", "=", LARGE_TENANT_ID).execute();
      result.largeTenantRows = await insertLargeOrgTree(trx);
      await seedTenantIdentities(trx, LARGE_TENANT_ID, "大型基建集团有限公司");
      await trx
        .insertInto("enterprise_portals")
        .values({ id: "60004", tenant_id: LARGE_TENANT_ID, name: "大型基建集团门户", sort_order: 0 })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      await setSeedMarker(trx, `seed:large-tenant-${LARGE_TENANT_ID}`);
    });
    result.largeTenantMs = Date.now() - started;
  }

  return result;
}

async function seedExtended(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, EXTENDED_MARKER)) return;
    for (const [id, theme] of Object.entries(TENANT_THEMES)) {
      await trx.updateTable("tenants").set({ theme_code: theme }).where("id", "=", id).execute();
    }
    await trx.insertInto("tenant_trusts").values({ login_tenant_id: "10001", trusted_tenant_id: "10002" }).execute();

    const tenants = await trx.selectFrom("tenants").select(["id", "company_name"]).execute();
    for (const t of tenants) await seedTenantIdentities(trx, t.id, t.company_name);

    const orgs10001 = await trx
      .selectFrom("orgs")
      .select(["id", "name", "full_name"])
      .where("tenant_id", "=", "10001")
      .execute();
    const orgByName = (name: string) => {
      const org = orgs10001.find((o) => o.name === name);
      if (!org) throw new Error(`demo org ${name} missing`);
      return org;
    };
    for (const [i, p] of DEMO_PARTICIPANTS.entries()) {
      const org = orgByName(p.orgName);
      await trx
        .insertInto("user_identities")
        .values({
          external_entity_id: p.externalEntityId,
          user_id: DEMO_USER_ID,
          tenant_id: "10001",
          external_type: 1,
          biz_id: p.bizId,
          biz_type: p.bizType,
          biz_name: p.bizName,
          participant_org_id: org.id,
          role_type: p.roleType,
          full_name: JSON.stringify(org.full_name.split("/")),
          sort_order: i,
        })
        .execute();
      const orgIds = [org.id, ...p.extraOrgs.map((n) => orgByName(n).id)];
      await trx
        .insertInto("identity_orgs")
        .values(orgIds.map((orgId, order) => ({ external_entity_id: p.externalEntityId, org_id: orgId, sort_order: order })))
        .execute();
    }

    // The demo user's bookmarks: the projects the hand-written trees mark userFocus.
    await sql`insert into user_project_focus (user_id, org_id)
              select ${DEMO_USER_ID}, id from orgs where user_focus and tenant_id in ('10001', '10002', '10003')`.execute(trx);

    await trx
      .insertInto("dict_items")
      .values(
        PROJECT_STATUS_DICT.map((d, i) => ({
          id: d.id,
          dict_full_code: "pmpp.xmztdict",
          code: d.code,
          status: d.status,
          labels: JSON.stringify(d.labels),
          sort_order: i,
        })),
      )
      .execute();

    await trx
      .insertInto("biz_org_relations")
      .values([
        { tenant_id: "10001", rel_code: "REL-ZJ-HB", biz_org_code: "BIZ-HB-0001", status: 1, sort_order: 0 },
        { tenant_id: "10001", rel_code: "REL-ZJ-HD", biz_org_code: "BIZ-HD-0001", status: 1, sort_order: 1 },
        { tenant_id: "10001", rel_code: "REL-ZJ-OLD", biz_org_code: "BIZ-XX-0000", status: 0, sort_order: 2 },
        { tenant_id: "10002", rel_code: "REL-ACME", biz_org_code: "ACME-BIZ-01", status: 1, sort_order: 0 },
      ])
      .execute();

    await trx
      .insertInto("enterprise_portals")
      .values([
        { id: "60001", tenant_id: "10001", name: "中建智造企业门户", sort_order: 0 },
        { id: "60002", tenant_id: "10001", name: "项目管理门户", sort_order: 1 },
        { id: "60003", tenant_id: "10002", name: "Acme Enterprise Portal", sort_order: 0 },
      ])
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await setSeedMarker(trx, EXTENDED_MARKER);
  });
}

/** A generated demo tenant: the demo user is a member, admin its tenant admin. */
export interface DemoUsersTenant {
  id: string;
  name: string;
  companyName: string;
  creditCode: string;
  categoryCodes: string[];
  /** Its place in the demo users' tenant lists. */
  sortOrder: number;
  themeCode?: string;
}

/** The tenant row and the demo and admin memberships, each unless already there. */
export async function insertTenantOfDemoUsers(db: Kysely<Database>, tenant: DemoUsersTenant): Promise<void> {
  await db
    .insertInto("tenants")
    .values({
      id: tenant.id,
      name: tenant.name,
      company_name: tenant.companyName,
      credit_code: tenant.creditCode,
      admin_user_code: "admin",
      category_codes: JSON.stringify(tenant.categoryCodes),
      disabled: false,
      is_i18n_env: false,
      custom_code: null,
      sort_order: tenant.sortOrder,
      ...(tenant.themeCode ? { theme_code: tenant.themeCode } : {}),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("tenant_members")
    .values([
      { tenant_id: tenant.id, user_id: DEMO_USER_ID, tenant_admin: false, sort_order: tenant.sortOrder },
      { tenant_id: tenant.id, user_id: ADMIN_USER_ID, tenant_admin: true, sort_order: tenant.sortOrder },
    ])
    .onConflict((oc) => oc.columns(["tenant_id", "user_id"]).doNothing())
    .execute();
}

/** A user's tenant identity ("This enterprise", SPEC §4 Identity switch) in a tenant. */
export function tenantIdentityRow(tenantId: string, userId: string, tenantName: string) {
  return {
    external_entity_id: `${tenantId}${userId}`,
    user_id: userId,
    tenant_id: tenantId,
    external_type: 0,
    biz_id: tenantId,
    biz_type: "tenant",
    biz_name: "This enterprise",
    participant_org_id: null,
    role_type: null,
    full_name: JSON.stringify([tenantName]),
    sort_order: 100,
  };
}

/** The business identities of a tenant, unless already there. */
export async function insertBusinessIdentities(db: Kysely<Database>, tenantId: string): Promise<void> {
  await db
    .insertInto("business_identities")
    .values(BUSINESS_IDENTITIES.map((b, i) => ({ tenant_id: tenantId, code: b.code, name: b.name, sort_order: i })))
    .onConflict((oc) => oc.columns(["tenant_id", "code"]).doNothing())
    .execute();
}

/** Tenant identities of the tenant's members and its business identities (idempotent). */
export async function seedTenantIdentities(db: Kysely<Database>, tenantId: string, tenantName: string): Promise<void> {
  const members = await db.selectFrom("tenant_members").select("user_id").where("tenant_id", "=", tenantId).execute();
  if (members.length > 0) {
    await db
      .insertInto("user_identities")
      .values(members.map((m) => tenantIdentityRow(tenantId, m.user_id, tenantName)))
      .onConflict((oc) => oc.column("external_entity_id").doNothing())
      .execute();
  }
  await insertBusinessIdentities(db, tenantId);
}
