import type { Kysely } from "kysely";
import { DEFAULT_ENV_INFO, ENV_INFO_KEY } from "../config-defaults.ts";
import { DEMO_HEADER_THEME, DEMO_NAV_LOGO_AND_NAME, DEMO_SCENE_PARAMS } from "./seed-base.ts";
import { hashPassword } from "../security/passwords.ts";
import type { Database, TenantConfigKind } from "./schema.ts";
import { ACME_ORG_TREE, NORDBYGG_ORG_TREE, ZHONGJIAN_ORG_TREE, flattenOrgTree, type OrgSpec } from "./seed-orgs.ts";
import { EXTRA_DEMO_ACCOUNTS, seedExtraAccounts } from "./seed-accounts-extra.ts";

/** Demo sign-ins, for tests, the README and the login page's hint. */
export const DEMO_ACCOUNTS = {
  demo: { userId: "20001", account: "demo", password: "Portal#2026", nickname: "演示用户", accountType: 1 },
  admin: { userId: "20002", account: "admin", password: "Portal#2026", nickname: "系统管理员", accountType: 0 },
  // The welcome tip, the weak-password tip and the privacy dialog (seed-accounts-extra.ts).
  ...EXTRA_DEMO_ACCOUNTS,
} as const;

export const DEMO_TENANT_IDS = { zhongjian: "10001", acme: "10002", nordbygg: "10003" } as const;

/** Where the router serves its static files, as seen from the browser. */
const ASSETS = "/platform/assets";

interface TenantSeed {
  id: string;
  name: string;
  companyName: string;
  creditCode: string;
  adminUserCode: string;
  categoryCodes: string[];
  disabled: boolean;
  isI18nEnv: boolean;
  customCode: string | null;
  orgTree: OrgSpec;
  headerTheme: Record<string, unknown>;
  sceneParams: Record<string, unknown>;
  browserTitle: string;
}

const TENANTS: TenantSeed[] = [
  {
    id: DEMO_TENANT_IDS.zhongjian,
    name: "中建智造集团",
    companyName: "中建智造集团有限公司",
    creditCode: "91110000MA01ABCD2X",
    adminUserCode: DEMO_ACCOUNTS.admin.account,
    categoryCodes: ["enterprise", "construction"],
    disabled: false,
    isI18nEnv: false,
    customCode: null,
    orgTree: ZHONGJIAN_ORG_TREE,
    browserTitle: "中建智造数字项目管理平台",
    headerTheme: {
      ...DEMO_HEADER_THEME,
      systemName: "中建智造数字项目管理平台",
      systemLogoUrl: `${ASSETS}/zhongjian-logo.svg`,
      systemLogoSize: 32,
      systemLogoJumpUrl: "/portal/",
      headerBgColor: "#002366",
      headerHeight: 48,
      headerOtherElementsColor: "#FFFFFF",
      activeMenuBgColor: "#268DFF",
      activeMenuTextColor: "#FFFFFF",
      sidebarBgColor: "#FFFFFF",
      sidebarTextColor: "#1F2329",
      sidebarActiveBgColor: "#E8F3FF",
      sidebarActiveTextColor: "#268DFF",
      themeColor: "#268DFF",
      watermarkSwitch: 1,
      watermarkScope: "ALL",
      watermarkScopeType: 0,
      // The demo template of db/seed-watermarks.ts: "{name} {loginAccount} {systemDate}".
      watermarkTemplate: "9001",
      languageSwitch: true,
      appQrcode: true,
      enableSwitchPortal: true,
      loginSessionTimeout: 24,
    },
    sceneParams: {
      ...DEMO_SCENE_PARAMS,
      portalTipShow: true,
      appScanLoginShow: true,
      headerExtendEntryEnable: true,
      headerExtendEntrys: [
        {
          code: "safety-board",
          name: "安全看板",
          openType: 1,
          thumbnailType: "ICON",
          iconClass: "icon-safety",
          showName: true,
          url: "/apps/iframe-demo/",
        },
      ],
    },
  },
  {
    id: DEMO_TENANT_IDS.acme,
    name: "Acme Construction Ltd",
    companyName: "Acme Construction Ltd",
    creditCode: "GB-09876543",
    adminUserCode: DEMO_ACCOUNTS.admin.account,
    categoryCodes: ["enterprise"],
    disabled: false,
    isI18nEnv: true,
    customCode: "acme",
    orgTree: ACME_ORG_TREE,
    browserTitle: "Acme Project Portal",
    headerTheme: {
      ...DEMO_HEADER_THEME,
      systemName: "Acme Project Portal",
      systemLogoUrl: `${ASSETS}/acme-logo.svg`,
      systemLogoSize: 36,
      systemLogoJumpUrl: "/portal/",
      headerBgColor: "#1F3A2E",
      headerHeight: 56,
      headerOtherElementsColor: "#F8F9FA",
      activeMenuBgColor: "#E8590C",
      activeMenuTextColor: "#FFFFFF",
      sidebarBgColor: "#F4F1EA",
      sidebarTextColor: "#1F3A2E",
      sidebarActiveBgColor: "#FFE8D9",
      sidebarActiveTextColor: "#E8590C",
      themeColor: "#E8590C",
      appQrcode: false,
      enableSwitchPortal: true,
      classicMenuShowScheme: 1,
      loginSessionTimeout: 8,
      // The demo template of db/seed-watermarks.ts, switched off.
      watermarkTemplate: "9002",
    },
    sceneParams: {
      ...DEMO_SCENE_PARAMS,
      helpCenterShow: false,
      subMenuShowType: 1,
      avatarDropdownEnbale: true,
      avatarDropdowns: [{ code: "acme-handbook", name: "Site handbook", openType: 1, url: "/apps/iframe-demo/" }],
      uniqueOpened: true,
      showBrandTitle: true,
    },
  },
  {
    id: DEMO_TENANT_IDS.nordbygg,
    name: "Nordbygg AB",
    companyName: "Nordbygg AB",
    creditCode: "SE556677889901",
    adminUserCode: DEMO_ACCOUNTS.admin.account,
    categoryCodes: ["enterprise"],
    disabled: true,
    isI18nEnv: true,
    customCode: "nordbygg",
    orgTree: NORDBYGG_ORG_TREE,
    browserTitle: "Nordbygg Projektportal",
    headerTheme: {
      ...DEMO_HEADER_THEME,
      systemName: "Nordbygg Projektportal",
      systemLogoUrl: `${ASSETS}/nordbygg-logo.svg`,
      systemLogoJumpUrl: "/portal/",
      headerBgColor: "#004B87",
      headerOtherElementsColor: "#FFFFFF",
      activeMenuBgColor: "#FECC02",
      activeMenuTextColor: "#004B87",
      sidebarActiveTextColor: "#004B87",
      themeColor: "#004B87",
      filterSwitch: 0,
      // The demo template of db/seed-watermarks.ts, switched off.
      watermarkTemplate: "9003",
    },
    sceneParams: { ...DEMO_SCENE_PARAMS, scene: "single-product", applicationSwitchShow: false },
  },
];

/**
 * Writes the demo data when the tenants table is empty; otherwise does nothing. The data is
 * the same on every run (ids, names, configs); only password salts differ.
 * Returns true when it seeded.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom("tenants").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.demo.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
  ]);

  await db.transaction().execute(async (trx) => {
    // Another node may have seeded between the check and here.
    if (await trx.selectFrom("tenants").select("id").limit(1).executeTakeFirst()) return;

    await trx
      .insertInto("tenants")
      .values(
        TENANTS.map((t, i) => ({
          id: t.id,
          name: t.name,
          company_name: t.companyName,
          credit_code: t.creditCode,
          admin_user_code: t.adminUserCode,
          category_codes: JSON.stringify(t.categoryCodes),
          disabled: t.disabled,
          is_i18n_env: t.isI18nEnv,
          custom_code: t.customCode,
          sort_order: i,
        })),
      )
      .execute();

    const users = [
      { seed: DEMO_ACCOUNTS.demo, hash: demoHash, localId: "1001", mobile: "138****0001", username: "演示用户" },
      { seed: DEMO_ACCOUNTS.admin, hash: adminHash, localId: "1002", mobile: "138****0002", username: "管理员" },
    ];
    await trx
      .insertInto("users")
      .values(
        users.map((u) => ({
          id: u.seed.userId,
          local_id: u.localId,
          account_name: u.seed.account,
          nickname: u.seed.nickname,
          account_type: u.seed.accountType,
          mobile: u.mobile,
          username: u.username,
          password_mobile: "",
          password_hash: u.hash,
          has_extend_context: false,
          avatar_path: JSON.stringify([]),
        })),
      )
      .execute();

    await trx
      .insertInto("tenant_members")
      .values(
        TENANTS.flatMap((t, i) => [
          { tenant_id: t.id, user_id: DEMO_ACCOUNTS.demo.userId, tenant_admin: false, sort_order: i },
          { tenant_id: t.id, user_id: DEMO_ACCOUNTS.admin.userId, tenant_admin: true, sort_order: i },
        ]),
      )
      .execute();

    for (const t of TENANTS) {
      await trx.insertInto("orgs").values(flattenOrgTree(t.id, t.orgTree)).execute();
      const configs: [TenantConfigKind, unknown][] = [
        ["header-theme", t.headerTheme],
        ["scene-params", t.sceneParams],
        [
          "nav-logo-and-name",
          {
            ...DEMO_NAV_LOGO_AND_NAME,
            systemName: t.headerTheme.systemName,
            systemLogoUrl: t.headerTheme.systemLogoUrl,
            systemLogoJumpUrl: t.headerTheme.systemLogoJumpUrl,
            browserTitle: t.browserTitle,
          },
        ],
      ];
      await trx
        .insertInto("tenant_configs")
        .values(
          configs.map(([kind, value]) => ({
            tenant_id: t.id,
            kind,
            value: JSON.stringify(value),
            version: 1,
            updated_at: new Date(),
          })),
        )
        .execute();
    }

    await trx
      .insertInto("platform_env")
      // The demo deployment offers the experience centre and the enterprise portal (SPEC §2, §7 environment values).
      .values({ key: ENV_INFO_KEY, value: JSON.stringify({ ...DEFAULT_ENV_INFO, allowedFreeLicense: true, enterprisePortalEnable: true }) })
      .execute();
    await seedExtraAccounts(trx, [DEMO_ACCOUNTS.demo.userId, DEMO_ACCOUNTS.admin.userId]);
  });
  return true;
}
