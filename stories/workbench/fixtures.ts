import { ApiError } from "#app/platform-api/client";
import type { AccountChanges, PersonalApi, PersonalEnv, SecurityLogPage } from "#app/platform-api/personal";
import type { RecentVisitItem, WorkbenchApi } from "#app/platform-api/workbench";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import type { CollectedMenu } from "#app/features/collections/collections.rules";
import type { AccountInfo } from "#app/types/generated/account-info";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { PasswordRules } from "#app/types/generated/password-rules";
import type { SecurityLogItem } from "#app/types/generated/security-log-item";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";

/**
 * Workbench and personal-centre data as the demo platform seeds it (platform/db/seed-menus.ts,
 * seed-workbench.ts), for stories and component tests.
 */

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

function page(id: string, code: string, name: ReturnType<typeof names>, extra: Partial<MenuNode> = {}): MenuNode {
  return { id, code, name: name["zh-CN"], nameAllLang: name, level: 3, type: 1, sourceType: "menu", sourceMenuAuthorities: [code], ...extra };
}

/** The personal-centre app (sourceKey 10000) with its member pages. */
export const USER_CENTRE_APP: MenuNode = {
  id: "2900",
  code: "user-center",
  name: "个人中心",
  nameAllLang: names("个人中心", "Personal centre", "Personligt"),
  level: 2,
  sourceType: "app",
  sourceKey: "10000",
  sourceProductCode: "user-center",
  sourceMenuAuthorities: ["user-center"],
  children: [
    {
      id: "2910",
      code: "member",
      name: "会员中心",
      level: 3,
      // The platform gives the app's descendants its sourceKey too.
      sourceKey: "10000",
      sourceType: "dir",
      sourceMenuAuthorities: ["member"],
      children: [
        page("2911", "member.info", names("会员信息", "Member info", "Medlemsinformation"), { level: 4, sourceProductCode: "user-center", sourceKey: "10000" }),
        page("2912", "member.avatar", names("头像设置", "Avatar", "Profilbild"), { level: 4, sourceProductCode: "user-center", sourceKey: "10000" }),
        page("2913", "member.password", names("修改密码", "Change password", "Byt lösenord"), { level: 4, sourceProductCode: "user-center", sourceKey: "10000" }),
        page("2914", "member.security-log", names("安全日志", "Security log", "Säkerhetslogg"), { level: 4, sourceProductCode: "user-center", sourceKey: "10000" }),
      ],
    },
  ],
};

export const PROJECT_APP: MenuNode = {
  id: "2100",
  code: "pmpp",
  name: "项目综合管理",
  nameAllLang: names("项目综合管理", "Project management", "Projektledning"),
  level: 2,
  sourceType: "app",
  sourceProductCode: "pmpp",
  sourceMenuAuthorities: ["pmpp"],
  children: [
    page("2101", "pmpp.overview", names("项目概况", "Project overview", "Projektöversikt"), { sourceProductCode: "pmpp", isHome: true }),
    page("2102", "pmpp.design.review", names("设计评审", "Design review", "Designgranskning"), { sourceProductCode: "pmpp" }),
  ],
};

export const MENU_TREE: MenuNode[] = [
  { id: "2000", code: "cat.project", name: "项目管理", level: 1, sourceType: "app-category", children: [PROJECT_APP] },
  { id: "2800", code: "cat.personal", name: "个人中心", level: 1, sourceType: "app-category", children: [USER_CENTRE_APP] },
];

/** The workbench menu (internal id 5); `menuExtends` may name its quick-entry group. */
export const WORKBENCH_MENU: MenuNode = {
  id: "5",
  code: "portal.workbench",
  name: "工作台",
  nameAllLang: names("工作台", "Workbench", "Arbetsyta"),
  level: 1,
  sourceType: "menu",
  sourceMenuAuthorities: ["portal"],
  menuExtends: [{ extendCode: "quickEntranceGroupId", value: "81002" }],
};

export const PORTAL_MENUS: MenuNode[] = [
  { id: "1", code: "portal.home", name: "首页", nameAllLang: names("首页", "Home", "Hem"), level: 1, sourceType: "menu", sourceMenuAuthorities: ["portal"] },
  WORKBENCH_MENU,
];

export const MENUS: PortalMenus = { tree: MENU_TREE, complete: true, portalMenus: PORTAL_MENUS, activePath: [], nodeCount: 12 };

export const WORKBENCH_CONFIG: WorkbenchConfig = { hasCustomPortal: false, hasPortalWorkbench: true, hasUserWorkbench: true, portalHomeType: 1 };
export const CUSTOM_PORTAL_CONFIG: WorkbenchConfig = { hasCustomPortal: true, hasPortalWorkbench: false, hasUserWorkbench: false, portalHomeType: 2 };

export const BULLETINS: BulletinItem[] = [
  {
    id: "b1",
    title: "汛期安全生产专项检查通知",
    titleAllLang: { "zh-CN": "汛期安全生产专项检查通知", en: "Flood-season safety inspection", "sv-SE": "Säkerhetsinspektion inför översvämningssäsongen" },
    content: "各项目部须在本周五前完成汛期安全隐患排查，并上报整改台账。",
    contentAllLang: {
      "zh-CN": "各项目部须在本周五前完成汛期安全隐患排查，并上报整改台账。",
      en: "Every project office checks its flood-season hazards by Friday and reports the corrective actions.",
      "sv-SE": "Varje projektkontor kontrollerar sina risker inför översvämningssäsongen senast fredag och rapporterar åtgärderna.",
    },
    publishTime: "2026-03-02T09:30:00.000Z",
    level: "urgent",
    publisher: "安全管理部",
    publisherAllLang: { "zh-CN": "安全管理部", en: "Safety Dept.", "sv-SE": "Säkerhetsavdelningen" },
    orgId: "1",
    orgName: "中建智造集团",
  },
  {
    id: "b2",
    title: "二季度进度计划编制要求",
    titleAllLang: { "zh-CN": "二季度进度计划编制要求", en: "Preparing the Q2 schedule", "sv-SE": "Att ta fram tidplanen för kvartal 2" },
    publishTime: "2026-02-20T02:00:00.000Z",
    level: "important",
    publisher: "工程管理部",
    publisherAllLang: { "zh-CN": "工程管理部", en: "Engineering Dept.", "sv-SE": "Teknikavdelningen" },
    orgId: "1",
    orgName: "中建智造集团",
  },
  {
    id: "b3",
    title: "春节后复工安排",
    titleAllLang: { "zh-CN": "春节后复工安排", en: "Back to work after the Spring Festival", "sv-SE": "Åter i arbete efter vårfestivalen" },
    content: "复工前完成全员安全教育。",
    contentAllLang: { "zh-CN": "复工前完成全员安全教育。", en: "Everyone completes safety training before work resumes.", "sv-SE": "Alla genomgår säkerhetsutbildning innan arbetet återupptas." },
    publishTime: "2026-02-01T01:00:00.000Z",
    level: "normal",
    orgId: "1",
    orgName: "中建智造集团",
  },
];

export const QUICK_ENTRIES: Entry[] = [
  {
    id: "82011",
    code: "workbench.project-overview",
    name: "项目概况",
    url: "/portal/1/?productCode=pmpp&menuCode=pmpp.overview",
    openType: 0,
    thumbnailType: "ICON",
    iconClass: "icon-plus",
  },
  { id: "82012", code: "workbench.report", name: "报表中心", url: "https://reports.example.com/zhongjian/", openType: 1, thumbnailType: "ICON", iconClass: "icon-report" },
  { id: "82013", code: "workbench.bad", name: "无效链接", url: "javascript:alert(1)", openType: 0, thumbnailType: "ICON" },
  {
    id: "82014",
    code: "workbench.tools",
    name: "常用工具",
    openType: 0,
    thumbnailType: "ICON",
    popover: true,
    children: [{ id: "82015", code: "workbench.tools.calculator", name: "工程量计算器", url: "/apps/tools/calculator/", openType: 0, thumbnailType: "ICON" }],
  },
];

export const COLLECTIONS: CollectedMenu[] = [
  { id: "c1", menuName: "项目概况", productCode: "pmpp", menuAuthCode: "pmpp.overview", sourceType: "menu" },
  { id: "c2", menuName: "劳务实名制", productCode: "g-field", menuAuthCode: "g-field.labour", sourceType: "menu" },
];

export const RECENT_VISITS: RecentVisitItem[] = [
  {
    id: "2102",
    name: "设计评审",
    code: "pmpp.design.review",
    menuName: "设计评审",
    menuNameAllLang: names("设计评审", "Design review", "Designgranskning"),
    productCode: "pmpp",
    appCode: null,
    menuAuthCode: "pmpp.design.review",
    bizType: null,
    iconUrl: null,
    orgName: "北京大兴国际物流园项目",
    orgFullId: "1/11/110",
    visitTime: "2026-03-03T08:00:00.000Z",
  },
  {
    id: "2101",
    name: "项目概况",
    code: "pmpp.overview",
    menuName: "项目概况",
    menuNameAllLang: null,
    productCode: "pmpp",
    appCode: null,
    menuAuthCode: "pmpp.overview",
    bizType: null,
    iconUrl: null,
    orgName: "中建智造集团",
    orgFullId: "1",
    visitTime: "2026-03-02T08:00:00.000Z",
  },
];

/** An in-memory workbench: each call answers the given data, or fails when it is an Error. */
export function fakeWorkbenchApi(
  data: Partial<{
    config: WorkbenchConfig | Error;
    bulletins: BulletinItem[] | Error;
    entries: Entry[] | Error;
    visits: RecentVisitItem[] | Error;
  }> = {}
): WorkbenchApi {
  const answer = async <T>(value: T | Error | undefined, fallback: T): Promise<T> => {
    if (value instanceof Error) throw value;
    return value ?? fallback;
  };
  return {
    workbenchConfig: () => answer(data.config, WORKBENCH_CONFIG),
    bulletins: () => answer(data.bulletins, BULLETINS),
    quickEntries: () => answer(data.entries, QUICK_ENTRIES),
    recentVisits: () => answer(data.visits, RECENT_VISITS),
  };
}

export const ACCOUNT_INFO: AccountInfo = {
  id: "u-admin",
  accountName: "admin",
  nickname: "系统管理员",
  username: "系统管理员",
  mobile: "13800000000",
  email: "admin@zhongjian.example.com",
  avatarPath: [],
  accountType: 0,
  passwordChangedAt: null,
  accountInfo: { agreeAgreement: true, agreeGDPR: true, identity: "tenant" },
};

export const PASSWORD_RULES: PasswordRules = {
  minLength: 8,
  maxLength: 64,
  minCharClasses: 3,
  charClasses: ["lower", "upper", "digit", "symbol"],
  notContainAccount: true,
  notSameAsOld: true,
};

export const SECURITY_LOGS: SecurityLogItem[] = Array.from({ length: 23 }, (_, i) => ({
  id: String(100 - i),
  eventType: i === 0 ? "password-change" : i % 5 === 4 ? "logout" : "login",
  success: i !== 2,
  tenantId: "10001",
  ip: `10.0.0.${i + 1}`,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0",
  time: new Date(Date.UTC(2026, 2, 3, 12, 0) - i * 3_600_000).toISOString(),
}));

/** The demo password of the in-memory personal centre. */
export const FAKE_PASSWORD = "Portal#2026";

/**
 * An in-memory personal centre that answers as the platform does: 400 field errors for bad
 * member fields, 2301 for a wrong old password, 2302 for a common password.
 */
export function fakePersonalApi(
  options: { env?: Partial<PersonalEnv>; account?: Partial<AccountInfo>; rules?: PasswordRules | Error; logs?: SecurityLogItem[] } = {}
): PersonalApi {
  let account: AccountInfo = { ...ACCOUNT_INFO, ...options.account };
  let password = FAKE_PASSWORD;
  const logs = options.logs ?? SECURITY_LOGS;
  return {
    accountInfo: async () => account,
    async updateAccountInfo(changes: AccountChanges) {
      if (changes.mobile && !/^(1\d{10}|\+\d{6,15})$/.test(changes.mobile)) throw new ApiError(400, "400", "mobile must be 11 digits starting with 1, or + and 6 to 15 digits");
      account = { ...account, ...changes };
      return account;
    },
    async passwordRules() {
      if (options.rules instanceof Error) throw options.rules;
      return options.rules ?? PASSWORD_RULES;
    },
    async changePassword(oldPassword, newPassword) {
      if (oldPassword !== password) throw new ApiError(400, "2301", "The old password is incorrect");
      if (newPassword.toLowerCase() === "password1!") throw new ApiError(400, "2302", "The password is too common");
      password = newPassword;
    },
    async securityLogs(pageIndex, pageSize): Promise<SecurityLogPage> {
      return { records: logs.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), recordTotal: logs.length, totalPage: Math.ceil(logs.length / pageSize) };
    },
    env: async () => ({ intranet: false, avatarAllowedOnIntranet: false, ...options.env }),
  };
}
