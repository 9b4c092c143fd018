import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { hashPassword } from "../security/passwords.ts";
import { ADMIN_USER_ID, BUSINESS_IDENTITIES, DEMO_USER_ID, seedTenantIdentities } from "./seed-extended.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";
import {
  DEMO_MENU_TREE,
  DEMO_RUNNING_SERVICES,
  USER_CENTRE_SOURCE_KEY,
  isDemoDatabase,
  menuMarker,
  seedMenuRoles,
  writeTenantMenus,
  type CategorySpec,
  type MenuSpec,
  type Names,
  type ProductSpec,
} from "./seed-menus.ts";
import { flattenOrgTree, type OrgSpec } from "./seed-orgs.ts";

/**
 * 基准测试租户 (bench tenant): a generated application menu tree of 20,000 leaf menus over
 * ten products, for the menu search, the menu panels and the tree call at scale. Seeded with
 * the 100k-org tenant (option largeTenant); demo is a member, admin its tenant admin.
 */
export const BENCH_MENU_TENANT_ID = "10005";

export const BENCH_PRODUCT_COUNT = 10;
const MODULES_PER_APP = 10;
const SUBS_PER_MODULE = 5;
const GROUPS_PER_SUB = 5;
const PAGES_PER_GROUP = 8;

/** 10 × 10 × 5 × 5 × 8 = 20,000 generated leaves (the user centre adds a few more). */
export const BENCH_GENERATED_LEAVES = BENCH_PRODUCT_COUNT * MODULES_PER_APP * SUBS_PER_MODULE * GROUPS_PER_SUB * PAGES_PER_GROUP;

const MODULES: Names[] = [
  { "zh-CN": "进度", en: "Schedule", "sv-SE": "Tidplan" },
  { "zh-CN": "质量", en: "Quality", "sv-SE": "Kvalitet" },
  { "zh-CN": "安全", en: "Safety", "sv-SE": "Säkerhet" },
  { "zh-CN": "合同", en: "Contract", "sv-SE": "Avtal" },
  { "zh-CN": "成本", en: "Cost", "sv-SE": "Kostnad" },
  { "zh-CN": "物资", en: "Materials", "sv-SE": "Material" },
  { "zh-CN": "劳务", en: "Labour", "sv-SE": "Arbetskraft" },
  { "zh-CN": "设备", en: "Equipment", "sv-SE": "Utrustning" },
  { "zh-CN": "技术", en: "Engineering", "sv-SE": "Teknik" },
  { "zh-CN": "档案", en: "Records", "sv-SE": "Arkiv" },
];
const SUBS: Names[] = [
  { "zh-CN": "计划", en: "planning", "sv-SE": "planering" },
  { "zh-CN": "执行", en: "execution", "sv-SE": "utförande" },
  { "zh-CN": "检查", en: "inspection", "sv-SE": "kontroll" },
  { "zh-CN": "统计", en: "statistics", "sv-SE": "statistik" },
  { "zh-CN": "归档", en: "filing", "sv-SE": "arkivering" },
];
const CHINESE_DIGITS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const CATEGORIES: Names[] = [
  { "zh-CN": "基准业务", en: "Bench business", "sv-SE": "Testverksamhet" },
  { "zh-CN": "基准项目", en: "Bench projects", "sv-SE": "Testprojekt" },
  { "zh-CN": "基准现场", en: "Bench site", "sv-SE": "Testplats" },
];
/** The business systems of SPEC §4, one per main menu in turn (identity limiting at scale). */
const SYSTEMS = BUSINESS_IDENTITIES.map((b) => b.code).filter((c) => c !== "Default");

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export const BENCH_PRODUCTS: ProductSpec[] = Array.from({ length: BENCH_PRODUCT_COUNT }, (_, i) => ({
  code: `bench-p${pad(i + 1)}`,
  names: { "zh-CN": `基准产品${pad(i + 1)}`, en: `Bench product ${pad(i + 1)}`, "sv-SE": `Testprodukt ${pad(i + 1)}` },
}));

function benchApp(product: ProductSpec, p: number): CategorySpec["apps"][number] {
  const modules: MenuSpec[] = MODULES.slice(0, MODULES_PER_APP).map((module, m) => ({
    key: `m${pad(m + 1)}`,
    names: { "zh-CN": `${module["zh-CN"]}管理`, en: `${module.en} management`, "sv-SE": `${module["sv-SE"]}hantering` },
    identities: [SYSTEMS[(p + m) % SYSTEMS.length] ?? "SCHEDULE"],
    children: SUBS.slice(0, SUBS_PER_MODULE).map((sub, s) => ({
      key: `s${s + 1}`,
      names: {
        "zh-CN": `${module["zh-CN"]}${sub["zh-CN"]}`,
        en: `${module.en} ${sub.en}`,
        "sv-SE": `${module["sv-SE"]} ${sub["sv-SE"]}`,
      },
      children: Array.from({ length: GROUPS_PER_SUB }, (_, g) => ({
        key: `g${g + 1}`,
        names: {
          "zh-CN": `${module["zh-CN"]}${sub["zh-CN"]}第${CHINESE_DIGITS[g] ?? g + 1}组`,
          en: `${module.en} ${sub.en} group ${g + 1}`,
          "sv-SE": `${module["sv-SE"]} ${sub["sv-SE"]} grupp ${g + 1}`,
        },
        children: Array.from({ length: PAGES_PER_GROUP }, (_, page) => {
          const no = `${pad(p + 1)}${pad(m + 1)}${s + 1}${g + 1}${page + 1}`;
          return {
            key: `p${page + 1}`,
            names: {
              "zh-CN": `${module["zh-CN"]}${sub["zh-CN"]}页面 ${no}`,
              en: `${module.en} ${sub.en} page ${no}`,
              "sv-SE": `${module["sv-SE"]} ${sub["sv-SE"]} sida ${no}`,
            },
            url: "/apps/project-ledger/",
            urlParams: `view=bench-${no}`,
            integrate: page === PAGES_PER_GROUP - 1 ? 1 : 0,
          } satisfies MenuSpec;
        }),
      })),
    })),
  }));
  return {
    key: product.code,
    code: product.code,
    product: product.code,
    appCode: `${product.code}-web`,
    sourceKey: product.code,
    iconOrigin: 1,
    iconClass: "icon-bench",
    names: product.names,
    children: modules,
  };
}

/** The bench tree: three categories sharing ten products, and the demo user centre. */
export function benchMenuTree(): CategorySpec[] {
  const categories: CategorySpec[] = CATEGORIES.map((names, c) => ({
    key: `bench-${c + 1}`,
    names,
    iconClass: "icon-category-bench",
    apps: [],
  }));
  BENCH_PRODUCTS.forEach((product, p) => categories[p % categories.length]?.apps.push(benchApp(product, p)));
  const personal = DEMO_MENU_TREE.find((c) => c.apps.some((a) => a.sourceKey === USER_CENTRE_SOURCE_KEY));
  return personal ? [...categories, personal] : categories;
}

const BENCH_ORG_TREE: OrgSpec = {
  name: "基准测试集团有限公司",
  shortName: "基准测试",
  type: "company",
  children: [
    { name: "基准测试总部", type: "general-department", children: [{ name: "基准测试工程部", type: "department" }] },
    { name: "基准测试一号项目", type: "general-project", sapCode: "SAP-BENCH-0001" },
    { name: "基准测试二号项目", type: "general-project", sapCode: "SAP-BENCH-0002", status: "not-started" },
    { name: "基准测试搅拌站", type: "mixing-station", sapCode: "SAP-BENCH-M001" },
  ],
};

/** Grants of the bench account in the bench tenant: all but the last product. */
const BENCH_DEMO_GRANTS = ["portal", "member", "user-center", ...BENCH_PRODUCTS.slice(0, -1).map((p) => p.code)];

/**
 * The bench tenant's own account, its only member: a benchmark's fixture is never offered to
 * the demo users (their tenant lists hold the demo tenants only). bench/ signs in with it.
 */
export const BENCH_ACCOUNT = { userId: "20031", account: "bench", password: "Portal#2026", nickname: "基准测试用户", accountType: 1 } as const;

/** Set once the bench tenant has its own account and the demo users are no members of it. */
const BENCH_ACCOUNT_MARKER = `seed:bench-account:${BENCH_MENU_TENANT_ID}`;

/**
 * The bench account, member of the bench tenant with its tenant identity and project-member
 * role; the demo users (demo, admin), members of it in databases seeded before, are taken out.
 */
async function seedBenchAccount(trx: Kysely<Database>): Promise<void> {
  const tenantId = BENCH_MENU_TENANT_ID;
  const demoUsers = [DEMO_USER_ID, ADMIN_USER_ID];
  await trx.deleteFrom("user_menu_roles").where("tenant_id", "=", tenantId).where("user_id", "in", demoUsers).execute();
  await trx.deleteFrom("user_identities").where("tenant_id", "=", tenantId).where("user_id", "in", demoUsers).execute();
  await trx.deleteFrom("tenant_members").where("tenant_id", "=", tenantId).where("user_id", "in", demoUsers).execute();
  await trx
    .insertInto("users")
    .values({
      id: BENCH_ACCOUNT.userId,
      local_id: "1031",
      account_name: BENCH_ACCOUNT.account,
      nickname: BENCH_ACCOUNT.nickname,
      account_type: BENCH_ACCOUNT.accountType,
      mobile: "138****0031",
      username: BENCH_ACCOUNT.nickname,
      password_mobile: "",
      password_hash: await hashPassword(BENCH_ACCOUNT.password),
      has_extend_context: false,
      avatar_path: JSON.stringify([]),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await trx
    .insertInto("tenant_members")
    .values({ tenant_id: tenantId, user_id: BENCH_ACCOUNT.userId, tenant_admin: false, sort_order: 0 })
    .onConflict((oc) => oc.columns(["tenant_id", "user_id"]).doNothing())
    .execute();
  await setSeedMarker(trx, BENCH_ACCOUNT_MARKER);
}

/**
 * Writes the bench tenant (tenant row, its account, a six-node org tree, identities, products,
 * menus, roles, running services) once; returns the number of menu rows written (0 when it
 * was there already or this is not the demo database). A bench tenant written before it had
 * its own account gets it, and loses its demo members.
 */
export async function seedBenchMenuTenant(db: Kysely<Database>): Promise<number> {
  if (!(await isDemoDatabase(db))) return 0;
  const tenantId = BENCH_MENU_TENANT_ID;
  if (await hasSeedMarker(db, menuMarker(tenantId))) {
    if (await hasSeedMarker(db, BENCH_ACCOUNT_MARKER)) return 0;
    await db.transaction().execute(async (trx) => {
      if (await hasSeedMarker(trx, BENCH_ACCOUNT_MARKER)) return;
      await seedBenchAccount(trx);
      await seedTenantIdentities(trx, tenantId, "基准测试集团有限公司");
      await seedMenuRoles(trx, tenantId, "zh-CN", BENCH_DEMO_GRANTS);
    });
    return 0;
  }
  let written = 0;
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, menuMarker(tenantId))) return;
    await trx
      .insertInto("tenants")
      .values({
        id: tenantId,
        name: "基准测试租户",
        company_name: "基准测试集团有限公司",
        credit_code: "91110000MA05BENCH5",
        admin_user_code: "admin",
        category_codes: JSON.stringify(["enterprise"]),
        disabled: false,
        is_i18n_env: false,
        custom_code: null,
        sort_order: 4,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await seedBenchAccount(trx);
    await trx.deleteFrom("orgs").where("tenant_id", "=", tenantId).execute();
    await trx.insertInto("orgs").values(flattenOrgTree(tenantId, BENCH_ORG_TREE)).execute();
    await seedTenantIdentities(trx, tenantId, "基准测试集团有限公司");
    written = await writeTenantMenus(trx, tenantId, {
      locale: "zh-CN",
      products: [...BENCH_PRODUCTS, { code: "user-center", names: { "zh-CN": "个人中心", en: "Personal centre", "sv-SE": "Personligt" } }],
      tree: benchMenuTree(),
      idOf: (s) => `${tenantId}${String(s).padStart(6, "0")}`,
      grants: BENCH_DEMO_GRANTS,
      services: DEMO_RUNNING_SERVICES["10001"] ?? [],
    });
  });
  return written;
}
