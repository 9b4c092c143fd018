import type { Kysely } from "kysely";
import { DEMO_HEADER_THEME, DEMO_NAV_LOGO_AND_NAME, DEMO_SCENE_PARAMS } from "./seed-base.ts";
import { hashPassword } from "../security/passwords.ts";
import type { Database, TenantConfigKind } from "./schema.ts";
import { insertBusinessIdentities, tenantIdentityRow } from "./seed-extended.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";
import { DEMO_MENU_TREE, DEMO_PRODUCTS, isDemoDatabase, menuMarker, seedTenantMenus, type CategorySpec, type ProductSpec } from "./seed-menus.ts";
import { flattenOrgTree, type OrgSpec } from "./seed-orgs.ts";

/**
 * A user with more than five tenants (SPEC §5: the tenant list search field appears only
 * above 5): account `multi`, member of 中建智造集团, Acme and five small tenants, one of
 * them personal (SPEC §3: 'personal' gets a different icon) and one disabled. The small
 * tenants get the demo products and menus of seed-menus.ts, the personal space only project
 * management and the personal centre. Written once per database (marker in platform_env; the
 * menus once per tenant, on seed-menus.ts's marker), also into databases seeded before.
 */

const MARKER = "seed:many-tenants-v1";

export const MULTI_ACCOUNT = { userId: "20003", account: "multi", password: "Portal#2026", nickname: "多租户用户", accountType: 1 } as const;

export interface SmallTenant {
  id: string;
  name: string;
  companyName: string;
  categoryCodes: string[];
  disabled: boolean;
  color: string;
}

export const SMALL_TENANTS: readonly SmallTenant[] = [
  { id: "10011", name: "华南城建有限公司", companyName: "华南城建有限公司", categoryCodes: ["enterprise"], disabled: false, color: "#0B6E4F" },
  { id: "10012", name: "西部交通建设集团", companyName: "西部交通建设集团有限公司", categoryCodes: ["enterprise"], disabled: false, color: "#7A3E9D" },
  { id: "10013", name: "东方幕墙工程", companyName: "东方幕墙工程有限公司", categoryCodes: ["enterprise"], disabled: true, color: "#8C8C8C" },
  { id: "10014", name: "北方水务投资", companyName: "北方水务投资有限公司", categoryCodes: ["enterprise"], disabled: false, color: "#1D6FA5" },
  { id: "10015", name: "多租户用户的个人空间", companyName: "", categoryCodes: ["personal"], disabled: false, color: "#268DFF" },
];

function orgTree(tenant: SmallTenant): OrgSpec {
  return {
    name: tenant.name,
    type: "company",
    children: [
      { name: `${tenant.name}总部`, type: "general-department" },
      { name: `${tenant.name}一号项目`, type: "general-project", sapCode: `SAP-${tenant.id}-1` },
      { name: `${tenant.name}二号项目`, type: "general-project", sapCode: `SAP-${tenant.id}-2`, status: "completed" },
    ],
  };
}

/** What the small tenants run (SPEC §7 list-runing-services), as Acme (10002) in seed-menus.ts. */
const SMALL_TENANT_SERVICES = ["workbench", "org-permission", "product", "message"] as const;
/** The personal space has fewer products: project management and the personal centre. */
export const PERSONAL_PRODUCT_CODES: readonly string[] = ["pmpp", "user-center"];

function isPersonal(tenant: SmallTenant): boolean {
  return tenant.categoryCodes.includes("personal");
}

/** The demo products and menu tree of a small tenant: all of them, or the personal subset. */
export function smallTenantMenus(tenant: SmallTenant): { products: ProductSpec[]; tree: CategorySpec[] } {
  if (!isPersonal(tenant)) return { products: DEMO_PRODUCTS, tree: DEMO_MENU_TREE };
  const wanted = (code: string) => PERSONAL_PRODUCT_CODES.includes(code);
  return {
    products: DEMO_PRODUCTS.filter((p) => wanted(p.code)),
    tree: DEMO_MENU_TREE.map((category) => ({ ...category, apps: category.apps.filter((app) => wanted(app.product)) })).filter((category) => category.apps.length > 0),
  };
}

/**
 * Products, both menu trees, roles and running services of the small tenants that exist and
 * have none yet, with the seed functions of seed-menus.ts (zh-CN names, as the tenants'
 * own). Returns the tenants written.
 */
async function seedSmallTenantMenus(db: Kysely<Database>): Promise<string[]> {
  const written: string[] = [];
  if (!(await isDemoDatabase(db))) return written;
  const existing = await db.selectFrom("tenants").select("id").where("id", "in", SMALL_TENANTS.map((t) => t.id)).execute();
  for (const tenant of SMALL_TENANTS) {
    if (!existing.some((e) => e.id === tenant.id) || (await hasSeedMarker(db, menuMarker(tenant.id)))) continue;
    await seedTenantMenus(db, tenant.id, { locale: "zh-CN", ...smallTenantMenus(tenant), services: SMALL_TENANT_SERVICES });
    written.push(tenant.id);
  }
  return written;
}

/**
 * Returns true when it wrote anything: the tenants and the account, or menus of a small
 * tenant. Does nothing outside the demo database (no tenant 10001).
 */
export async function seedManyTenants(db: Kysely<Database>): Promise<boolean> {
  const wroteTenants = await seedTenantsAndAccount(db);
  const menuTenants = await seedSmallTenantMenus(db);
  return wroteTenants || menuTenants.length > 0;
}

async function seedTenantsAndAccount(db: Kysely<Database>): Promise<boolean> {
  if (await hasSeedMarker(db, MARKER)) return false;
  const base = await db.selectFrom("tenants").select("id").where("id", "=", "10001").executeTakeFirst();
  if (!base) return false;
  const hash = await hashPassword(MULTI_ACCOUNT.password);
  let wrote = false;
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, MARKER)) return;
    await trx
      .insertInto("tenants")
      .values(
        SMALL_TENANTS.map((t, i) => ({
          id: t.id,
          name: t.name,
          company_name: t.companyName,
          credit_code: `9111000000${t.id}X`,
          admin_user_code: "admin",
          category_codes: JSON.stringify(t.categoryCodes),
          disabled: t.disabled,
          is_i18n_env: false,
          custom_code: null,
          sort_order: 10 + i,
        })),
      )
      .execute();
    await trx
      .insertInto("users")
      .values({
        id: MULTI_ACCOUNT.userId,
        local_id: "1003",
        account_name: MULTI_ACCOUNT.account,
        nickname: MULTI_ACCOUNT.nickname,
        account_type: MULTI_ACCOUNT.accountType,
        mobile: "138****0003",
        username: MULTI_ACCOUNT.nickname,
        password_mobile: "",
        password_hash: hash,
        has_extend_context: false,
        avatar_path: JSON.stringify([]),
      })
      .execute();
    const memberships = ["10001", "10002", ...SMALL_TENANTS.map((t) => t.id)];
    await trx
      .insertInto("tenant_members")
      .values(memberships.map((tenantId, i) => ({ tenant_id: tenantId, user_id: MULTI_ACCOUNT.userId, tenant_admin: false, sort_order: i })))
      .execute();
    for (const t of SMALL_TENANTS) {
      await trx.insertInto("orgs").values(flattenOrgTree(t.id, orgTree(t))).execute();
      const headerTheme = { ...DEMO_HEADER_THEME, systemName: `${t.name}项目管理平台`, headerBgColor: t.color, themeColor: t.color, languageSwitch: true };
      const configs: [TenantConfigKind, unknown][] = [
        ["header-theme", headerTheme],
        ["scene-params", DEMO_SCENE_PARAMS],
        ["nav-logo-and-name", { ...DEMO_NAV_LOGO_AND_NAME, systemName: headerTheme.systemName, browserTitle: headerTheme.systemName }],
      ];
      await trx
        .insertInto("tenant_configs")
        .values(configs.map(([kind, value]) => ({ tenant_id: t.id, kind, value: JSON.stringify(value), version: 1, updated_at: new Date() })))
        .execute();
      await insertBusinessIdentities(trx, t.id);
    }
    // Every membership has the tenant identity ("This enterprise"), as for the other demo users.
    const tenants = await trx.selectFrom("tenants").select(["id", "company_name", "name"]).where("id", "in", memberships).execute();
    await trx
      .insertInto("user_identities")
      .values(tenants.map((t) => tenantIdentityRow(t.id, MULTI_ACCOUNT.userId, t.company_name || t.name)))
      .onConflict((oc) => oc.column("external_entity_id").doNothing())
      .execute();
    await setSeedMarker(trx, MARKER);
    wrote = true;
  });
  return wrote;
}
