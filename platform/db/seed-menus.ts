import { sql, type Insertable, type Kysely } from "kysely";
import type { Database, MenusTable } from "./schema.ts";
import { ADMIN_USER_ID, DEMO_USER_ID } from "./seed-extended.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";

/**
 * Demo products and menus (SPEC §2 menu levels, §3 Menu node, §6 menu permissions and the
 * runtime blacklist): the application menu tree and the internal portal menus of every demo
 * tenant, menu roles and grants (admin holds everything, demo lacks cost management, the
 * contract-ledger export and the system job / permission upgrade tools), and the services
 * running per tenant. Written once per tenant (marker in platform_env), also into databases
 * seeded before the menu tables existed. The bench tenant 10005 is seed-menus-large.ts.
 */

export type Locale = "zh-CN" | "en" | "sv-SE";
export type Names = Record<Locale, string>;

const n = (zh: string, en: string, sv: string): Names => ({ "zh-CN": zh, en, "sv-SE": sv });

/** Org types by level (SPEC §3 Org node): which products an org sees depends on its type. */
export const COMPANY_ORG_TYPES = ["company", "general-department", "department"] as const;
export const PROJECT_ORG_TYPES = ["general-project", "mixing-station", "project-command"] as const;

/** sourceKey of the user-centre app (SPEC §3, §9). */
export const USER_CENTRE_SOURCE_KEY = "10000";

/**
 * Codes of the runtime-blacklist menus (SPEC §6) and of the services they depend on; the same
 * codes as the portal's app/kit/constants.ts RUNTIME_BLACKLIST_CODES.
 */
export const MENU_BLACKLIST_CODES = {
  providerParticipantManageMenu: "tenant-user.participant.provider-manage",
  participantManageMenu: "tenant-user.participant.manage",
  mobileOpenPageMenu: "mobile.open-page",
  systemJobMenu: "system.job",
  permissionUpgradeToolMenu: "permission.upgrade-tool",
  vendorDictionaryService: "vendor-dictionary",
  mobileService: "mobile",
} as const;

/** A menu below an application (level 3 and deeper): a directory when it has children. */
export interface MenuSpec {
  key: string;
  /** A fixed id instead of the generated one (the internal menus 1 and 5 in the user centre). */
  id?: string;
  names: Names;
  /** Default: the parent's code and the key joined by "." */
  code?: string;
  children?: MenuSpec[];
  url?: string;
  urlParams?: string;
  /** 0 micro app (default for pages), 1 iframe, 2 detached window. */
  integrate?: 0 | 1 | 2;
  popupType?: number;
  isHome?: boolean;
  noAuth?: boolean;
  iconClass?: string;
  orgTypes?: readonly string[];
  /** Business identity codes (systems); absent = common to every identity. */
  identities?: readonly string[];
  extends?: { extendCode: string; value: string | null }[];
  services?: string[];
  /** Further authorities of a page beyond its code, as suffixes (":export"). */
  authoritySuffixes?: string[];
}

export interface AppSpec extends MenuSpec {
  product: string;
  appCode: string;
  sourceKey: string;
  /** 1: the icon is iconDownloadUrl (a served SVG); else iconClass. */
  iconOrigin?: 0 | 1;
}

export interface CategorySpec {
  key: string;
  names: Names;
  iconClass: string;
  apps: AppSpec[];
}

export interface ProductSpec {
  code: string;
  names: Names;
}

export const DEMO_PRODUCTS: ProductSpec[] = [
  { code: "gepm", names: n("企业管理", "Enterprise management", "Företagsstyrning") },
  { code: "pmpp", names: n("项目管理", "Integrated project management", "Projektstyrning") },
  { code: "g-field", names: n("现场管理", "Field management", "Fältstyrning") },
  { code: "g-build", names: n("智慧工地", "Smart site", "Smart byggplats") },
  { code: "user-center", names: n("个人中心", "Personal centre", "Personligt") },
  { code: "dev-tools", names: n("开发者工具", "Developer tools", "Utvecklarverktyg") },
];

const LEDGER = "/apps/project-ledger/";
const DIARY = "/apps/site-diary/";
const BRIDGE = "/apps/bridge-demo/";
const THIRD_PARTY = "/apps/third-party/";

/**
 * The demo products' own pages (micro-apps/products), framed: each menu below opens a page
 * that looks like its product. The bridge demo, which shows the bridge's raw context, is the
 * developer tools' page (bridge diagnostics), not a product's.
 */
export const PRODUCT_PAGES = {
  "pmpp.safety.patrol": "/apps/products/safety-patrol/",
  "g-build.video": "/apps/products/video-surveillance/",
  "pmpp.contract.ledger": "/apps/products/contract-ledger/",
  "pmpp.overview": "/apps/products/project-overview/",
  "gepm.design.review": "/apps/products/design-review/",
  "pmpp.quality.inspection": "/apps/products/quality-inspection/",
  "gepm.invest.analysis": "/apps/products/investment-analysis/",
} as const;

/** A product's own framed page (no view parameter: the page is the product's alone). */
const productPage = (code: keyof typeof PRODUCT_PAGES): Partial<MenuSpec> => ({ url: PRODUCT_PAGES[code], urlParams: undefined, integrate: 1 });

const page = (key: string, names: Names, extra: Partial<MenuSpec> = {}): MenuSpec => ({
  key,
  names,
  url: LEDGER,
  urlParams: `view=${key}`,
  ...extra,
});

/**
 * The developers' app: pages that show how the portal hosts apps, for people building one. At
 * every org and for every identity (no org types, no identities), like the personal centre.
 */
export const DEV_TOOLS_APP: AppSpec = {
  key: "dev-tools",
  code: "dev-tools",
  product: "dev-tools",
  appCode: "dev-tools-web",
  sourceKey: "dev-tools",
  iconClass: "icon-dev-tools",
  names: n("开发者工具", "Developer tools", "Utvecklarverktyg"),
  children: [{ key: "bridge", names: n("桥接诊断", "Bridge diagnostics", "Bryggdiagnostik"), url: BRIDGE, urlParams: "view=diagnostics", integrate: 1 }],
};

/** The application menu tree of the demo tenants: four business products and the user centre. */
export const DEMO_MENU_TREE: CategorySpec[] = [
  {
    key: "enterprise",
    names: n("企业经营", "Enterprise operations", "Företagsdrift"),
    iconClass: "icon-category-enterprise",
    apps: [
      {
        key: "gepm",
        code: "gepm",
        product: "gepm",
        appCode: "gepm-web",
        sourceKey: "gepm",
        iconOrigin: 1,
        iconClass: "icon-enterprise",
        names: n("企业管理", "Enterprise management", "Företagsstyrning"),
        orgTypes: COMPANY_ORG_TYPES,
        children: [
          {
            key: "invest",
            names: n("投资管理", "Investment", "Investeringar"),
            identities: ["INVEST"],
            iconClass: "icon-invest",
            children: [
              {
                key: "pool",
                names: n("投资项目库", "Investment pool", "Investeringsportfölj"),
                children: [
                  page("reserve", n("项目储备", "Project reserve", "Projektreserv")),
                  {
                    key: "decision",
                    names: n("投资决策", "Investment decisions", "Investeringsbeslut"),
                    children: [
                      page("meeting", n("决策会议", "Decision meetings", "Beslutsmöten")),
                      page("decision-ledger", n("决策台账", "Decision ledger", "Beslutsliggare")),
                    ],
                  },
                ],
              },
              { key: "analysis", names: n("投资分析", "Investment analysis", "Investeringsanalys"), ...productPage("gepm.invest.analysis") },
            ],
          },
          {
            key: "design",
            names: n("设计管理", "Design", "Projektering"),
            identities: ["DESIGN"],
            iconClass: "icon-design",
            children: [
              page("drawings", n("图纸管理", "Drawings", "Ritningar")),
              page("review", n("设计评审", "Design review", "Designgranskning"), productPage("gepm.design.review")),
            ],
          },
          {
            key: "purchase",
            names: n("招采管理", "Procurement", "Upphandling"),
            identities: ["PURCHASE"],
            iconClass: "icon-purchase",
            children: [
              page("tender-plan", n("招标计划", "Tender plan", "Anbudsplan")),
              {
                key: "supplier",
                names: n("供应商管理", "Suppliers", "Leverantörer"),
                children: [
                  page("provider-participant", n("供方参建单位管理", "Provider-party participants", "Leverantörsparter"), {
                    code: MENU_BLACKLIST_CODES.providerParticipantManageMenu,
                    services: [MENU_BLACKLIST_CODES.vendorDictionaryService],
                  }),
                  page("participant", n("参建单位管理", "Participants", "Projektdeltagare"), {
                    code: MENU_BLACKLIST_CODES.participantManageMenu,
                    services: [MENU_BLACKLIST_CODES.vendorDictionaryService],
                  }),
                ],
              },
            ],
          },
          {
            key: "contract",
            names: n("合同管理", "Contracts", "Avtal"),
            identities: ["CONTRACT"],
            iconClass: "icon-contract",
            children: [page("group-contracts", n("集团合同台账", "Group contract ledger", "Koncernens avtalsliggare"))],
          },
          {
            key: "system",
            names: n("系统管理", "System", "System"),
            iconClass: "icon-system",
            children: [
              {
                key: "job",
                code: MENU_BLACKLIST_CODES.systemJobMenu,
                names: n("系统任务", "System jobs", "Systemjobb"),
                url: BRIDGE,
                urlParams: "view=system-job",
                integrate: 1,
              },
              {
                key: "permission-upgrade",
                code: MENU_BLACKLIST_CODES.permissionUpgradeToolMenu,
                names: n("权限升级工具", "Permission upgrade tool", "Behörighetsuppgradering"),
                url: THIRD_PARTY,
                urlParams: "tool=permission-upgrade",
                integrate: 2,
                popupType: 0,
              },
              page("mobile-open-page", n("移动端开放页面", "Mobile open pages", "Mobila sidor"), {
                code: MENU_BLACKLIST_CODES.mobileOpenPageMenu,
                services: [MENU_BLACKLIST_CODES.mobileService],
              }),
            ],
          },
        ],
      },
    ],
  },
  {
    key: "project",
    // The category and its app 项目综合管理 read differently in every language but zh-CN's own (a breadcrumb reads both).
    names: n("项目管理", "Project management", "Projektledning"),
    iconClass: "icon-category-project",
    apps: [
      {
        key: "pmpp",
        code: "pmpp",
        product: "pmpp",
        appCode: "pmpp-web",
        sourceKey: "pmpp",
        iconOrigin: 1,
        iconClass: "icon-project",
        names: n("项目综合管理", "Integrated project management", "Projektstyrning"),
        orgTypes: PROJECT_ORG_TYPES,
        children: [
          page("overview", n("项目概况", "Project overview", "Projektöversikt"), {
            ...productPage("pmpp.overview"),
            isHome: true,
            iconClass: "icon-home",
            extends: [{ extendCode: "showBreadcrumb", value: "false" }],
          }),
          {
            key: "schedule",
            names: n("进度管理", "Schedule", "Tidplan"),
            identities: ["SCHEDULE"],
            iconClass: "icon-schedule",
            extends: [{ extendCode: "badge", value: "new" }],
            children: [
              {
                key: "plan",
                names: n("进度计划", "Schedule plans", "Tidplaner"),
                children: [
                  page("master", n("总进度计划", "Master schedule", "Huvudtidplan")),
                  {
                    key: "monthly",
                    names: n("月度计划", "Monthly plans", "Månadsplaner"),
                    children: [
                      page("draft", n("月计划编制", "Draft monthly plan", "Upprätta månadsplan")),
                      page("approve", n("月计划审批", "Approve monthly plan", "Godkänn månadsplan"), {
                        extends: [{ extendCode: "helpUrl", value: "/apps/third-party/?help=monthly-approval" }],
                      }),
                    ],
                  },
                ],
              },
              { key: "diary", names: n("施工日志", "Site diary", "Byggdagbok"), url: DIARY },
            ],
          },
          {
            key: "quality",
            names: n("质量管理", "Quality", "Kvalitet"),
            identities: ["QUALITY"],
            iconClass: "icon-quality",
            children: [
              page("inspection", n("质量检查", "Quality inspections", "Kvalitetskontroller"), productPage("pmpp.quality.inspection")),
              page("rectify", n("问题整改", "Rectification", "Åtgärder")),
            ],
          },
          {
            key: "safety",
            names: n("安全管理", "Safety", "Säkerhet"),
            identities: ["SAFETY"],
            iconClass: "icon-safety",
            children: [
              { key: "patrol", names: n("安全巡检", "Safety patrols", "Skyddsronder"), ...productPage("pmpp.safety.patrol") },
              {
                key: "hazard",
                names: n("危大工程", "Major hazards", "Riskarbeten"),
                children: [
                  {
                    key: "register",
                    names: n("危大工程清单", "Hazard register", "Riskregister"),
                    children: [
                      page("register-list", n("清单查询", "Register search", "Sök i registret")),
                      page("register-review", n("专项方案审核", "Method statement review", "Granskning av arbetsmetod")),
                    ],
                  },
                ],
              },
            ],
          },
          {
            key: "contract",
            names: n("合同管理", "Contracts", "Avtal"),
            identities: ["CONTRACT"],
            iconClass: "icon-contract",
            children: [
              page("ledger", n("合同台账", "Contract ledger", "Avtalsliggare"), { ...productPage("pmpp.contract.ledger"), authoritySuffixes: [":export"] }),
              page("settlement", n("合同结算", "Contract settlement", "Avtalsavräkning")),
            ],
          },
          {
            key: "cost",
            names: n("成本管理", "Cost", "Kostnader"),
            identities: ["COST"],
            iconClass: "icon-cost",
            children: [
              page("target", n("目标成本", "Target cost", "Målkostnad")),
              {
                key: "analysis",
                names: n("成本分析", "Cost analysis", "Kostnadsanalys"),
                url: THIRD_PARTY,
                urlParams: "report=cost",
                integrate: 2,
                popupType: 0,
              },
            ],
          },
          page("report", n("项目报表", "Project reports", "Projektrapporter"), { noAuth: true, iconClass: "icon-report" }),
        ],
      },
    ],
  },
  {
    key: "site",
    // Not the app's own name again: a breadcrumb reads both.
    names: n("施工现场", "Site management", "Platsledning"),
    iconClass: "icon-category-site",
    apps: [
      {
        key: "g-field",
        code: "g-field",
        product: "g-field",
        appCode: "g-field-web",
        sourceKey: "g-field",
        iconClass: "icon-field",
        names: n("现场管理", "Field management", "Fältstyrning"),
        orgTypes: ["general-project", "mixing-station"],
        children: [
          {
            key: "labour",
            names: n("劳务管理", "Labour", "Arbetskraft"),
            identities: ["SAFETY"],
            children: [
              page("roster", n("劳务实名制", "Worker roster", "Personalliggare")),
              page("attendance", n("考勤统计", "Attendance", "Närvaro")),
            ],
          },
          {
            key: "equipment",
            names: n("机械设备", "Equipment", "Maskiner"),
            identities: ["SAFETY"],
            children: [page("equipment-ledger", n("设备台账", "Equipment register", "Maskinregister"))],
          },
          {
            key: "mixing",
            names: n("搅拌站生产", "Batching production", "Betongproduktion"),
            identities: ["QUALITY"],
            orgTypes: ["mixing-station"],
            children: [
              page("orders", n("生产任务单", "Production orders", "Produktionsordrar")),
              page("mix-design", n("配合比管理", "Mix designs", "Recept")),
            ],
          },
        ],
      },
      {
        key: "g-build",
        code: "g-build",
        product: "g-build",
        appCode: "g-build-web",
        sourceKey: "g-build",
        iconClass: "icon-build",
        names: n("智慧工地", "Smart site", "Smart byggplats"),
        orgTypes: ["general-project"],
        children: [
          { key: "video", names: n("视频监控", "Video surveillance", "Kameraövervakning"), ...productPage("g-build.video"), identities: ["SAFETY"] },
          {
            key: "environment",
            names: n("环境监测", "Environment monitoring", "Miljöövervakning"),
            identities: ["SAFETY"],
            children: [
              { key: "dust", names: n("扬尘监测", "Dust monitoring", "Dammövervakning"), url: THIRD_PARTY, urlParams: "sensor=dust", integrate: 1 },
            ],
          },
          {
            key: "crane",
            names: n("塔吊监测", "Tower cranes", "Tornkranar"),
            url: THIRD_PARTY,
            urlParams: "sensor=crane",
            integrate: 2,
            popupType: 0,
            identities: ["SAFETY"],
          },
        ],
      },
    ],
  },
  {
    key: "personal",
    // Not the app's own name again: a breadcrumb reads both.
    names: n("我的账户", "My account", "Mitt konto"),
    iconClass: "icon-category-personal",
    apps: [
      {
        key: "user-center",
        code: "user-center",
        product: "user-center",
        appCode: "user-center-web",
        sourceKey: USER_CENTRE_SOURCE_KEY,
        iconClass: "icon-user-center",
        names: n("个人中心", "Personal centre", "Personligt"),
        children: [
          // The internal home and workbench (SPEC §2 ids 1 and 5); the portal filters them out of this app.
          { key: "home", id: "1", names: n("首页", "Home", "Startsida"), url: "/portal-pages/home" },
          { key: "workbench", id: "5", names: n("工作台", "Workbench", "Arbetsyta"), url: "/portal-pages/work-bench" },
          {
            key: "member",
            code: "member",
            names: n("会员中心", "Member", "Medlem"),
            children: [
              { key: "info", code: "member.info", names: n("会员信息", "Member info", "Medlemsinformation"), url: "/portal-pages/member-info" },
              { key: "avatar", code: "member.avatar", names: n("头像设置", "Avatar", "Profilbild"), url: "/portal-pages/member-avatar" },
              { key: "password", code: "member.password", names: n("修改密码", "Change password", "Byt lösenord"), url: "/portal-pages/member-password" },
              { key: "security-log", code: "member.security-log", names: n("安全日志", "Security log", "Säkerhetslogg"), url: "/portal-pages/security-log" },
            ],
          },
        ],
      },
    ],
  },
  // Last, so that the ids of every menu above stay what they were.
  {
    key: "developer",
    names: n("开发者", "Developers", "Utvecklare"),
    iconClass: "icon-category-developer",
    apps: [DEV_TOOLS_APP],
  },
];

/** Internal portal menus (SPEC §2): 1 home, 5 workbench, 10000 the personal-centre group. */
export interface PortalMenuSpec {
  id: string;
  code: string;
  names: Names;
  url?: string;
  children?: PortalMenuSpec[];
}

export const PORTAL_MENUS: PortalMenuSpec[] = [
  { id: "1", code: "portal.home", names: n("首页", "Home", "Startsida"), url: "/portal-pages/home" },
  { id: "5", code: "portal.workbench", names: n("工作台", "Workbench", "Arbetsyta"), url: "/portal-pages/work-bench" },
  {
    id: USER_CENTRE_SOURCE_KEY,
    code: "portal.personal-centre",
    names: n("个人中心", "Personal centre", "Personligt"),
    children: [
      { id: "10001", code: "member.info", names: n("会员信息", "Member info", "Medlemsinformation"), url: "/portal-pages/member-info" },
      { id: "10002", code: "member.password", names: n("修改密码", "Change password", "Byt lösenord"), url: "/portal-pages/member-password" },
      { id: "10003", code: "member.security-log", names: n("安全日志", "Security log", "Säkerhetslogg"), url: "/portal-pages/security-log" },
    ],
  },
];

/** The role every demo tenant gives the demo user: everything but the grants left out below. */
export const DEMO_ROLE_GRANTS = [
  "portal",
  "member",
  "user-center",
  "gepm.invest",
  "gepm.design",
  "gepm.purchase",
  "gepm.contract",
  MENU_BLACKLIST_CODES.providerParticipantManageMenu,
  MENU_BLACKLIST_CODES.participantManageMenu,
  MENU_BLACKLIST_CODES.mobileOpenPageMenu,
  "pmpp.overview",
  "pmpp.schedule",
  "pmpp.quality",
  "pmpp.safety",
  // The ledger itself but not its ":export" authority; nothing of pmpp.cost.
  "pmpp.contract.ledger",
  "pmpp.contract.settlement",
  "pmpp.report",
  "g-field",
  "g-build",
  "dev-tools",
];

/** Services running per tenant (SPEC §7 list-runing-services). */
export const DEMO_RUNNING_SERVICES: Record<string, string[]> = {
  "10001": ["workbench", "org-permission", "product", "message", MENU_BLACKLIST_CODES.vendorDictionaryService, MENU_BLACKLIST_CODES.mobileService],
  "10002": ["workbench", "org-permission", "product", "message"],
  "10003": ["workbench", "org-permission", "product"],
  "10004": ["workbench", "org-permission", "product", "message", MENU_BLACKLIST_CODES.vendorDictionaryService, MENU_BLACKLIST_CODES.mobileService],
};

/** Menu names per demo tenant: its own language; nameAllLang always has all three. */
export const DEMO_MENU_TENANTS: Record<string, Locale> = {
  "10001": "zh-CN",
  "10002": "en",
  "10003": "sv-SE",
  "10004": "zh-CN",
};

type MenuRow = Insertable<MenusTable>;

interface Parent extends RowPlace {
  code: string;
  product: string | null;
  appCode: string | null;
  sourceKey: string | null;
  moduleCode: string | null;
}

type RowIdentity = Pick<MenuRow, "tenant_id" | "id" | "tree" | "parent_id" | "level" | "sort" | "name" | "name_all_lang" | "full_id" | "full_name">;

/** Where a row stands in its tree: the parent's id, level and the ids and names from the root. */
interface RowPlace {
  id: string;
  fullId: string;
  fullName: string;
  level: number;
}

/** The columns that place a row below `parent` (null: a root) under its name in `locale`. */
function rowIdentity(
  tenantId: string,
  tree: MenuRow["tree"],
  parent: RowPlace | null,
  id: string,
  names: Names,
  locale: Locale,
  sort: number,
): RowIdentity {
  const name = names[locale];
  return {
    tenant_id: tenantId,
    id,
    tree,
    parent_id: parent?.id ?? null,
    level: parent ? parent.level + 1 : 1,
    sort,
    name,
    name_all_lang: JSON.stringify(names),
    full_id: parent ? `${parent.fullId}/${id}` : id,
    full_name: parent ? `${parent.fullName}/${name}` : name,
  };
}

/** Columns most rows leave empty: null, or "[]" for the JSON lists. */
type EmptyByDefault = "url_params" | "popup_type" | "icon_download_url" | "product_icon_file_url" | "icon_origin" | "menu_extends" | "org_types" | "identity_codes" | "service_dependencies";
// micro_app_id is set afterwards, by linking the pages to the demo apps (seed-micro-apps.ts).
type RowFields = Omit<Required<MenuRow>, keyof RowIdentity | EmptyByDefault | "is_home" | "no_auth" | "disabled" | "micro_app_id"> &
  Partial<Pick<MenuRow, EmptyByDefault>> & { is_home?: boolean; no_auth?: boolean };

/**
 * One row with every column in a fixed order. Spreading into a literal of this many
 * properties is some fifty times slower in V8, which the bench tenant's 23,000 rows feel.
 */
function menuRow(c: RowIdentity, f: RowFields): MenuRow {
  return {
    tenant_id: c.tenant_id,
    id: c.id,
    tree: c.tree,
    parent_id: c.parent_id,
    level: c.level,
    sort: c.sort,
    name: c.name,
    name_all_lang: c.name_all_lang,
    code: f.code,
    type: f.type,
    source_type: f.source_type,
    source_key: f.source_key,
    source_product_code: f.source_product_code,
    source_app_code: f.source_app_code,
    source_module_code: f.source_module_code,
    source_page_code: f.source_page_code,
    source_integrate_type: f.source_integrate_type,
    url: f.url,
    url_params: f.url_params ?? null,
    popup_type: f.popup_type ?? null,
    is_home: f.is_home ?? false,
    no_auth: f.no_auth ?? false,
    disabled: false,
    icon_class: f.icon_class,
    icon_download_url: f.icon_download_url ?? null,
    product_icon_file_url: f.product_icon_file_url ?? null,
    icon_origin: f.icon_origin ?? null,
    menu_extends: f.menu_extends ?? "[]",
    org_types: f.org_types ?? null,
    identity_codes: f.identity_codes ?? null,
    authority_codes: f.authority_codes,
    service_dependencies: f.service_dependencies ?? "[]",
    full_id: c.full_id,
    full_name: c.full_name,
    unique_code: f.unique_code,
  };
}

/** The icon served for a product (see routes/menus-icons.ts). */
export function productIconUrl(productCode: string): string {
  return `/platform/api/product/v4/product-icons/${encodeURIComponent(productCode)}.svg`;
}

/**
 * Flattens the category specs depth-first into menu rows. Ids are `<tenantId><5 digits>` (or
 * `idOf(sequence)`), so the same tree always gets the same ids.
 */
export function applicationMenuRows(
  tenantId: string,
  locale: Locale,
  categories: CategorySpec[],
  idOf: (sequence: number) => string = (s) => `${tenantId}${String(s).padStart(5, "0")}`,
): MenuRow[] {
  const rows: MenuRow[] = [];
  let sequence = 0;
  const base = (parent: Parent | null, names: Names, sort: number, fixedId?: string) => {
    sequence += 1;
    return rowIdentity(tenantId, "application", parent, fixedId ?? idOf(sequence), names, locale, sort);
  };

  const visitMenu = (spec: MenuSpec, parent: Parent, sort: number) => {
    const b = base(parent, spec.names, sort, spec.id);
    const code = spec.code ?? `${parent.code}.${spec.key}`;
    const children = spec.children ?? [];
    const isPage = children.length === 0;
    const level = parent.level + 1;
    const moduleCode = level === 3 ? spec.key : parent.moduleCode;
    const integrate = isPage ? (spec.integrate ?? 0) : null;
    rows.push(
      menuRow(b, {
        code,
        type: isPage ? 1 : 0,
        source_type: isPage ? "menu" : "dir",
        source_key: parent.sourceKey,
        source_product_code: parent.product,
        source_app_code: parent.appCode,
        source_module_code: moduleCode,
        source_page_code: isPage ? spec.key : null,
        source_integrate_type: integrate,
        url: isPage ? (spec.url ?? null) : null,
        url_params: isPage ? (spec.urlParams ?? null) : null,
        popup_type: spec.popupType ?? null,
        is_home: spec.isHome ?? false,
        no_auth: spec.noAuth ?? false,
        icon_class: spec.iconClass ?? null,
        menu_extends: JSON.stringify(spec.extends ?? []),
        org_types: spec.orgTypes ? JSON.stringify(spec.orgTypes) : null,
        identity_codes: spec.identities ? JSON.stringify(spec.identities) : null,
        authority_codes: JSON.stringify(isPage ? [code, ...(spec.authoritySuffixes ?? []).map((s) => `${code}${s}`)] : []),
        service_dependencies: JSON.stringify(spec.services ?? []),
        unique_code: `${parent.appCode ?? ""}:${code}`,
      }),
    );
    const self: Parent = { ...parent, id: b.id, fullId: b.full_id, fullName: b.full_name, code, level, moduleCode };
    children.forEach((child, i) => visitMenu(child, self, i));
  };

  categories.forEach((category, c) => {
    const b = base(null, category.names, c);
    const code = `category.${category.key}`;
    rows.push(
      menuRow(b, {
        code,
        type: 0,
        source_type: "app-category",
        source_key: category.key,
        source_product_code: null,
        source_app_code: null,
        source_module_code: null,
        source_page_code: null,
        source_integrate_type: null,
        url: null,
        icon_class: category.iconClass,
        authority_codes: "[]",
        unique_code: code,
      }),
    );
    const categoryParent: Parent = {
      id: b.id,
      fullId: b.full_id,
      fullName: b.full_name,
      code,
      level: 1,
      product: null,
      appCode: null,
      sourceKey: null,
      moduleCode: null,
    };
    category.apps.forEach((app, a) => {
      const ab = base(categoryParent, app.names, a);
      const appCodeValue = app.code ?? app.product;
      const icon = app.iconOrigin === 1 ? productIconUrl(app.product) : null;
      rows.push(
        menuRow(ab, {
          code: appCodeValue,
          type: 0,
          source_type: "app",
          source_key: app.sourceKey,
          source_product_code: app.product,
          source_app_code: app.appCode,
          source_module_code: null,
          source_page_code: null,
          source_integrate_type: app.integrate ?? 0,
          url: app.url ?? null,
              icon_class: app.iconClass ?? null,
          icon_download_url: icon,
          product_icon_file_url: productIconUrl(app.product),
          icon_origin: app.iconOrigin ?? 0,
          menu_extends: JSON.stringify(app.extends ?? []),
          org_types: app.orgTypes ? JSON.stringify(app.orgTypes) : null,
          identity_codes: app.identities ? JSON.stringify(app.identities) : null,
          authority_codes: "[]",
            unique_code: `${app.appCode}:${appCodeValue}`,
        }),
      );
      const appParent: Parent = {
        id: ab.id,
        fullId: ab.full_id,
        fullName: ab.full_name,
        code: appCodeValue,
        level: 2,
        product: app.product,
        appCode: app.appCode,
        sourceKey: app.sourceKey,
        moduleCode: null,
      };
      (app.children ?? []).forEach((child, i) => visitMenu(child, appParent, i));
    });
  });
  return rows;
}

/** Where portalMenuRows puts a tree: the sort of its first root, and the authority codes of a page. */
export interface PortalRowsOptions {
  firstSort?: number;
  authorities?: (page: PortalMenuSpec) => string[];
}

/**
 * Internal portal menus as rows (tree 'portal'); ids as in SPEC §2. By default the portal's own
 * (PORTAL_MENUS), each page needing its own code as authority.
 */
export function portalMenuRows(
  tenantId: string,
  locale: Locale,
  specs: readonly PortalMenuSpec[] = PORTAL_MENUS,
  { firstSort = 0, authorities = (page) => [page.code] }: PortalRowsOptions = {},
): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (spec: PortalMenuSpec, parent: RowPlace | null, sort: number) => {
    const place = rowIdentity(tenantId, "portal", parent, spec.id, spec.names, locale, sort);
    const children = spec.children ?? [];
    const isPage = children.length === 0;
    rows.push(
      menuRow(place, {
        code: spec.code,
        type: isPage ? 1 : 0,
        source_type: isPage ? "menu" : "dir",
        source_key: spec.id === USER_CENTRE_SOURCE_KEY || parent?.id === USER_CENTRE_SOURCE_KEY ? USER_CENTRE_SOURCE_KEY : null,
        source_product_code: "portal",
        source_app_code: "portal",
        source_module_code: null,
        source_page_code: isPage ? spec.code : null,
        source_integrate_type: isPage ? 0 : null,
        url: spec.url ?? null,
        icon_class: `icon-${spec.code.replace(/\./g, "-")}`,
        authority_codes: JSON.stringify(isPage ? authorities(spec) : []),
        unique_code: `portal:${spec.code}`,
      }),
    );
    children.forEach((child, i) => visit(child, { id: spec.id, fullId: place.full_id, fullName: place.full_name, level: place.level }, i));
  };
  specs.forEach((spec, i) => visit(spec, null, firstSort + i));
  return rows;
}

const MENU_COLUMNS = [
  ["tenant_id", "text"],
  ["id", "text"],
  ["tree", "text"],
  ["parent_id", "text"],
  ["level", "int"],
  ["sort", "int"],
  ["name", "text"],
  ["name_all_lang", "jsonb"],
  ["code", "text"],
  ["type", "int"],
  ["source_type", "text"],
  ["source_key", "text"],
  ["source_product_code", "text"],
  ["source_app_code", "text"],
  ["source_module_code", "text"],
  ["source_page_code", "text"],
  ["source_integrate_type", "int"],
  ["url", "text"],
  ["url_params", "text"],
  ["popup_type", "int"],
  ["is_home", "boolean"],
  ["no_auth", "boolean"],
  ["disabled", "boolean"],
  ["icon_class", "text"],
  ["icon_download_url", "text"],
  ["product_icon_file_url", "text"],
  ["icon_origin", "int"],
  ["menu_extends", "jsonb"],
  ["org_types", "jsonb"],
  ["identity_codes", "jsonb"],
  ["authority_codes", "jsonb"],
  ["service_dependencies", "jsonb"],
  ["full_id", "text"],
  ["full_name", "text"],
  ["unique_code", "text"],
] as const;

const COLUMN_LIST = sql.raw(MENU_COLUMNS.map(([c]) => c).join(", "));
// jsonb columns travel as JSON text inside the batch and are cast on the way in.
const SELECT_LIST = sql.raw(MENU_COLUMNS.map(([c, t]) => (t === "jsonb" ? `${c}::jsonb` : c)).join(", "));
const RECORD_TYPE = sql.raw(MENU_COLUMNS.map(([c, t]) => `${c} ${t === "jsonb" ? "text" : t}`).join(", "));

/**
 * Writes menu rows in multi-row INSERTs, one JSON parameter per batch expanded by
 * jsonb_to_recordset (the pattern of seed-large.ts: no per-value parameters, so no
 * 65,535-parameter ceiling and far fewer round trips). Returns the number of rows.
 */
export async function insertMenuRows(db: Kysely<Database>, rows: Iterable<MenuRow>, batchSize = 5000): Promise<number> {
  let count = 0;
  let batch: MenuRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await sql`insert into menus (${COLUMN_LIST}) select ${SELECT_LIST}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${RECORD_TYPE})`.execute(db);
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return count;
}

export const menuMarker = (tenantId: string) => `seed:menus-v1:${tenantId}`;

/**
 * Roles of a tenant: "tenant-admin" (every menu) for its admins, "project-member"
 * (DEMO_ROLE_GRANTS or `grants`) for the other members.
 */
export async function seedMenuRoles(
  db: Kysely<Database>,
  tenantId: string,
  locale: Locale,
  grants: readonly string[] = DEMO_ROLE_GRANTS,
): Promise<void> {
  await db
    .insertInto("menu_roles")
    .values([
      { tenant_id: tenantId, code: "tenant-admin", name: n("租户管理员", "Tenant administrator", "Administratör")[locale], all_menus: true },
      { tenant_id: tenantId, code: "project-member", name: n("项目成员", "Project member", "Projektmedlem")[locale], all_menus: false },
    ])
    .onConflict((oc) => oc.columns(["tenant_id", "code"]).doNothing())
    .execute();
  await db
    .insertInto("menu_role_grants")
    .values(grants.map((g) => ({ tenant_id: tenantId, role_code: "project-member", authority_code: g })))
    .onConflict((oc) => oc.columns(["tenant_id", "role_code", "authority_code"]).doNothing())
    .execute();
  const members = await db.selectFrom("tenant_members").select(["user_id", "tenant_admin"]).where("tenant_id", "=", tenantId).execute();
  if (members.length > 0) {
    await db
      .insertInto("user_menu_roles")
      .values(
        members.map((m) => ({ tenant_id: tenantId, user_id: m.user_id, role_code: m.tenant_admin ? "tenant-admin" : "project-member" })),
      )
      .onConflict((oc) => oc.columns(["tenant_id", "user_id", "role_code"]).doNothing())
      .execute();
  }
}

export async function seedRunningServices(db: Kysely<Database>, tenantId: string, services: readonly string[]): Promise<void> {
  if (services.length === 0) return;
  await db
    .insertInto("runtime_services")
    .values(services.map((name, i) => ({ tenant_id: tenantId, name, sort_order: i })))
    .onConflict((oc) => oc.columns(["tenant_id", "name"]).doNothing())
    .execute();
}

export async function seedProducts(
  db: Kysely<Database>,
  tenantId: string,
  locale: Locale,
  products: readonly ProductSpec[],
): Promise<void> {
  await db
    .insertInto("products")
    .values(products.map((p, i) => ({ tenant_id: tenantId, code: p.code, name: p.names[locale], name_all_lang: JSON.stringify(p.names), sort_order: i })))
    .onConflict((oc) => oc.columns(["tenant_id", "code"]).doNothing())
    .execute();
}

/** What one tenant's menus are made of. */
export interface TenantMenus {
  /** The language of the names; nameAllLang always has all three. */
  locale: Locale;
  products: readonly ProductSpec[];
  tree: CategorySpec[];
  /** Ids of the application menus by their place in the tree (default: see applicationMenuRows). */
  idOf?: (sequence: number) => string;
  /** Grants of the project-member role; default DEMO_ROLE_GRANTS. */
  grants?: readonly string[];
  services: readonly string[];
}

/**
 * Replaces the tenant's menus: products, both menu trees, roles and running services, then its
 * menu marker. Runs in the caller's transaction. Returns the number of menu rows.
 */
export async function writeTenantMenus(trx: Kysely<Database>, tenantId: string, menus: TenantMenus): Promise<number> {
  await trx.deleteFrom("menus").where("tenant_id", "=", tenantId).execute();
  await seedProducts(trx, tenantId, menus.locale, menus.products);
  const rows = applicationMenuRows(tenantId, menus.locale, menus.tree, menus.idOf);
  const written = await insertMenuRows(trx, [...rows, ...portalMenuRows(tenantId, menus.locale)]);
  await seedMenuRoles(trx, tenantId, menus.locale, menus.grants);
  await seedRunningServices(trx, tenantId, menus.services);
  await setSeedMarker(trx, menuMarker(tenantId));
  return written;
}

/** writeTenantMenus in a transaction of its own, unless the tenant's menu marker is there. */
export async function seedTenantMenus(db: Kysely<Database>, tenantId: string, menus: TenantMenus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, menuMarker(tenantId))) return;
    await writeTenantMenus(trx, tenantId, menus);
  });
}

/**
 * Writes the demo menus of every demo tenant that exists and has none yet (10004 too once
 * the large tenant is there). Does nothing on a database that is not the demo database.
 * Returns the tenants written.
 */
export async function seedMenus(db: Kysely<Database>): Promise<string[]> {
  const written: string[] = [];
  if (!(await isDemoDatabase(db))) return written;
  const tenants = await db.selectFrom("tenants").select("id").where("id", "in", Object.keys(DEMO_MENU_TENANTS)).execute();
  for (const { id } of tenants) {
    if (await hasSeedMarker(db, menuMarker(id))) continue;
    const locale = DEMO_MENU_TENANTS[id] ?? "zh-CN";
    await seedTenantMenus(db, id, { locale, products: DEMO_PRODUCTS, tree: DEMO_MENU_TREE, services: DEMO_RUNNING_SERVICES[id] ?? [] });
    written.push(id);
  }
  return written;
}

/** The demo users exist (the check seed-extended.ts makes). */
export async function isDemoDatabase(db: Kysely<Database>): Promise<boolean> {
  const users = await db.selectFrom("users").select("id").where("id", "in", [DEMO_USER_ID, ADMIN_USER_ID]).execute();
  return users.length === 2;
}
