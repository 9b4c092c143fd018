import type { Insertable, Kysely } from "kysely";
import type { Database, PortalEntriesTable } from "./schema.ts";

/**
 * Demo data of the workbench and personal side: the demo user's collections and recent
 * visits, workbench configs, bulletins, quick/extend entries, side entries, dashboards, help
 * urls and member emails. Runs once per database (marker in platform_env), also on databases
 * seeded before these tables existed, like seed-extended.ts.
 */

const WORKBENCH_MARKER = "seed:workbench-v1";
const DEMO_USER_ID = "20001";
const ADMIN_USER_ID = "20002";
const ASSETS = "/platform/assets";

/** The demo user's collected menus in 10001, in the order shown (codes of the demo menus, seed-menus.ts). */
export const DEMO_COLLECTIONS = [
  { menuName: "项目概况", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.overview" },
  { menuName: "设计评审", productCode: "gepm", appCode: "gepm-web", menuAuthCode: "gepm.design.review" },
  { menuName: "劳务实名制", productCode: "g-field", appCode: "g-field-web", menuAuthCode: "g-field.labour.roster" },
] as const;

/**
 * The demo user's recent visits in 10001, oldest first (the newest is listed first). The menu
 * id is looked up by code in the demo menus; `id` is used when they are not there.
 */
const DEMO_RECENT_VISITS = [
  { id: "1000100029", code: "pmpp.schedule.plan.master", name: "总进度计划", productCode: "pmpp", appCode: "pmpp-web", org: "上海临港数据中心项目", en: "Master schedule", sv: "Huvudtidplan" },
  { id: "1000100026", code: "pmpp.overview", name: "项目概况", productCode: "pmpp", appCode: "pmpp-web", org: "中建智造集团有限公司", en: "Project overview", sv: "Projektöversikt" },
  { id: "1000100053", code: "g-field.labour.roster", name: "劳务实名制", productCode: "g-field", appCode: "g-field-web", org: "北京大兴国际物流园项目", en: "Worker roster", sv: "Personalliggare" },
  { id: "1000100061", code: "g-build.video", name: "视频监控", productCode: "g-build", appCode: "g-build-web", org: "北京大兴国际物流园项目", en: "Video surveillance", sv: "Kameraövervakning" },
] as const;

/** The entries' names per locale (SPEC §3 nameAllLang), by entry id; `name` is the tenant's own language. */
const ENTRY_NAMES: Record<string, Record<string, string>> = {
  "82001": { "zh-CN": "我的待办", en: "My to-dos", "sv-SE": "Mina uppgifter" },
  "82002": { "zh-CN": "报表中心", en: "Report centre", "sv-SE": "Rapportcenter" },
  "82003": { "zh-CN": "常用工具", en: "Tools", "sv-SE": "Verktyg" },
  "82004": { "zh-CN": "工程量计算器", en: "Quantity calculator", "sv-SE": "Mängdkalkylator" },
  "82005": { "zh-CN": "文档模板", en: "Document templates", "sv-SE": "Dokumentmallar" },
  "82011": { "zh-CN": "项目概况", en: "Project overview", "sv-SE": "Projektöversikt" },
  "82012": { "zh-CN": "月计划审批", en: "Monthly plan approval", "sv-SE": "Godkännande av månadsplan" },
  "82013": { "zh-CN": "质量检查", en: "Quality inspection", "sv-SE": "Kvalitetskontroll" },
  "82021": { "zh-CN": "移动端下载", en: "Mobile app download", "sv-SE": "Ladda ned mobilappen" },
  "82022": { "zh-CN": "服务中心", en: "Service centre", "sv-SE": "Servicecenter" },
  "82023": { "zh-CN": "更多", en: "More", "sv-SE": "Mer" },
  "82024": { "zh-CN": "集团新闻", en: "Group news", "sv-SE": "Koncernnyheter" },
  "82025": { "zh-CN": "企业门户", en: "Enterprise portal", "sv-SE": "Företagsportal" },
  "82101": { "zh-CN": "工时表", en: "Timesheets", "sv-SE": "Tidrapporter" },
  "82102": { "zh-CN": "报表", en: "Reports", "sv-SE": "Rapporter" },
  "82111": { "zh-CN": "支持", en: "Support", "sv-SE": "Support" },
};

interface EntrySeed {
  id: string;
  code: string;
  name: string;
  url?: string;
  open_type: number;
  thumbnail_type: "ICON" | "IMAGE";
  icon_class?: string;
  images?: { imageType: "ICON" | "UNSELECT-ICON" | "SELECT-ICON"; iconUrl: string }[];
  text_color?: string;
  text_hover_color?: string;
  show_name?: boolean;
  popover?: boolean;
  children?: EntrySeed[];
}

const IMAGE_SET = (name: string) => [
  { imageType: "ICON" as const, iconUrl: `${ASSETS}/${name}` },
  { imageType: "UNSELECT-ICON" as const, iconUrl: `${ASSETS}/${name}` },
  { imageType: "SELECT-ICON" as const, iconUrl: `${ASSETS}/${name}` },
];

const ENTRY_GROUPS: {
  id: string;
  tenantId: string;
  kind: "quick" | "extend";
  name: string;
  current: boolean;
  entries: EntrySeed[];
}[] = [
  {
    id: "81001",
    tenantId: "10001",
    kind: "quick",
    name: "顶部快捷入口",
    current: true,
    entries: [
      { id: "82001", code: "quick.todo", name: "我的待办", url: "/portal/5/", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-todo" },
      {
        id: "82002",
        code: "quick.report",
        name: "报表中心",
        url: "https://reports.example.com/zhongjian/",
        open_type: 1,
        thumbnail_type: "IMAGE",
        images: IMAGE_SET("zhongjian-logo.svg"),
        text_color: "#FFFFFF",
        text_hover_color: "#268DFF",
      },
      {
        id: "82003",
        code: "quick.tools",
        name: "常用工具",
        open_type: 0,
        thumbnail_type: "ICON",
        icon_class: "icon-tools",
        popover: true,
        children: [
          { id: "82004", code: "quick.tools.calculator", name: "工程量计算器", url: "/apps/tools/calculator/", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-calculator" },
          { id: "82005", code: "quick.tools.templates", name: "文档模板", url: "https://docs.example.com/templates", open_type: 1, thumbnail_type: "ICON", icon_class: "icon-file" },
        ],
      },
    ],
  },
  {
    id: "81002",
    tenantId: "10001",
    kind: "quick",
    name: "工作台快捷入口",
    current: false,
    entries: [
      { id: "82011", code: "workbench.project-overview", name: "项目概况", url: "/portal/1/?productCode=pmpp&menuCode=pmpp.overview", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-plus" },
      { id: "82012", code: "workbench.monthly-approval", name: "月计划审批", url: "/portal/1/?productCode=pmpp&menuCode=pmpp.schedule.plan.monthly.approve", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-approval" },
      { id: "82013", code: "workbench.inspection", name: "质量检查", url: "/portal/1/?productCode=pmpp&menuCode=pmpp.quality.inspection", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-inspection" },
    ],
  },
  {
    id: "81003",
    tenantId: "10001",
    kind: "extend",
    name: "扩展入口",
    current: false,
    entries: [
      {
        id: "82021",
        code: "extend.app-download",
        name: "移动端下载",
        open_type: 0,
        thumbnail_type: "IMAGE",
        images: IMAGE_SET("zhongjian-logo.svg"),
        text_color: "#FFFFFF",
        text_hover_color: "#9CC9FF",
        popover: true,
      },
      { id: "82022", code: "extend.service", name: "服务中心", url: "https://service.example.com/", open_type: 1, thumbnail_type: "ICON", icon_class: "icon-service", show_name: false },
      {
        id: "82023",
        code: "extend.more",
        name: "更多",
        open_type: 0,
        thumbnail_type: "ICON",
        icon_class: "icon-more",
        popover: true,
        children: [
          { id: "82024", code: "extend.more.news", name: "集团新闻", url: "https://news.example.com/zhongjian", open_type: 1, thumbnail_type: "ICON", icon_class: "icon-news" },
          { id: "82025", code: "extend.more.enterprise", name: "企业门户", url: "/enterprise/portal/", open_type: 1, thumbnail_type: "IMAGE", images: IMAGE_SET("zhongjian-logo.svg") },
        ],
      },
    ],
  },
  {
    id: "81011",
    tenantId: "10002",
    kind: "quick",
    name: "Header shortcuts",
    current: true,
    entries: [
      { id: "82101", code: "quick.timesheet", name: "Timesheets", url: "/apps/timesheets/", open_type: 0, thumbnail_type: "ICON", icon_class: "icon-clock" },
      { id: "82102", code: "quick.reports", name: "Reports", url: "https://reports.example.com/acme/", open_type: 1, thumbnail_type: "IMAGE", images: IMAGE_SET("acme-logo.svg"), text_color: "#1F2329", text_hover_color: "#F26B1D" },
    ],
  },
  {
    id: "81012",
    tenantId: "10002",
    kind: "extend",
    name: "Extend entries",
    current: false,
    entries: [
      { id: "82111", code: "extend.support", name: "Support", url: "https://support.example.com/acme", open_type: 1, thumbnail_type: "IMAGE", images: IMAGE_SET("acme-logo.svg") },
    ],
  },
];

/** The portal's own static assets (public/widgets, public/help), served at the site root. */
export const CUSTOMER_SERVICE_WIDGET = "/widgets/customer-service.js";
export const PMPP_QUICK_START = "/help/pmpp/quick-start.html";

/**
 * Demo links of earlier seeds that pointed nowhere, and where they point now. Databases seeded
 * with them are re-pointed on the next start (rows an admin has changed since are left alone).
 */
const REPOINTED_LINKS = {
  sideEntry: { id: "83001", from: "/apps/customer-service/widget.js", to: CUSTOMER_SERVICE_WIDGET },
  helpUrl: { id: "84002", from: "/help/pmpp/quick-start", to: PMPP_QUICK_START },
} as const;

const SIDE_ENTRIES = [
  { id: "83001", tenant_id: "10001", name: "在线客服", icon_class: "icon-customer-service", link_type: 2, source: CUSTOMER_SERVICE_WIDGET, content_url: "", open_type: 0 },
  { id: "83002", tenant_id: "10001", name: "意见反馈", icon_class: "icon-feedback", link_type: 1, source: "", content_url: "/apps/feedback/", open_type: 0 },
  { id: "83003", tenant_id: "10001", name: "帮助文档", icon_class: "icon-help", link_type: 1, source: "", content_url: "https://help.example.com/portal/", open_type: 1 },
  { id: "83011", tenant_id: "10002", name: "Feedback", icon_class: "icon-feedback", link_type: 1, source: "", content_url: "/apps/feedback/", open_type: 0 },
];

/**
 * Help of the products the demo opens first (企业管理 is the first app of 中建智造集团, 智慧工地
 * the last): added to databases seeded before they were part of the demo, too.
 */
const ADDED_HELP_URLS = [
  { id: "84004", product_code: "gepm", name: "企业管理用户手册", url: "https://help.example.com/gepm/manual", integrate_type: 1 },
  { id: "84005", product_code: "g-build", name: "智慧工地使用说明", url: "https://help.example.com/g-build/guide", integrate_type: 1 },
];

const HELP_URLS = [
  { id: "84001", product_code: "pmpp", name: "项目管理用户手册", url: "https://help.example.com/pmpp/manual", integrate_type: 1 },
  { id: "84002", product_code: "pmpp", name: "项目管理快速入门", url: PMPP_QUICK_START, integrate_type: 0 },
  { id: "84003", product_code: "g-field", name: "现场管理操作指南", url: "https://help.example.com/g-field/guide", integrate_type: 0 },
  ...ADDED_HELP_URLS,
];

/** Names per locale (SPEC §3 nameAllLang) of the side entries, help links and dashboards, by id. */
const WORKBENCH_NAMES: Record<"side_entries" | "help_urls" | "dashboards", Record<string, Record<string, string>>> = {
  side_entries: {
    "83001": { "zh-CN": "在线客服", en: "Customer service", "sv-SE": "Kundtjänst" },
    "83002": { "zh-CN": "意见反馈", en: "Feedback", "sv-SE": "Synpunkter" },
    "83003": { "zh-CN": "帮助文档", en: "Help documents", "sv-SE": "Hjälpdokument" },
    "83011": { "zh-CN": "意见反馈", en: "Feedback", "sv-SE": "Synpunkter" },
  },
  help_urls: {
    "84001": { "zh-CN": "项目管理用户手册", en: "Project management user manual", "sv-SE": "Användarhandbok för projektstyrning" },
    "84002": { "zh-CN": "项目管理快速入门", en: "Project management quick start", "sv-SE": "Kom igång med projektstyrning" },
    "84003": { "zh-CN": "现场管理操作指南", en: "Site management guide", "sv-SE": "Guide till platsledning" },
    "84004": { "zh-CN": "企业管理用户手册", en: "Enterprise management user manual", "sv-SE": "Användarhandbok för företagsledning" },
    "84005": { "zh-CN": "智慧工地使用说明", en: "Smart site guide", "sv-SE": "Guide till smart byggarbetsplats" },
  },
  dashboards: {
    "85001": { "zh-CN": "集团经营驾驶舱", en: "Group operations cockpit", "sv-SE": "Koncernens verksamhetsöversikt" },
    "85002": { "zh-CN": "安全质量看板", en: "Safety and quality board", "sv-SE": "Tavla för säkerhet och kvalitet" },
    "85003": { "zh-CN": "华北区域进度看板", en: "North China progress board", "sv-SE": "Framstegstavla för Nordkina" },
    "85011": { "zh-CN": "项目关键指标", en: "Project KPIs", "sv-SE": "Projektets nyckeltal" },
  },
};

/** `JSON` of an id's names in `table`, or null (the plain name in every locale). */
function namesOf(table: keyof typeof WORKBENCH_NAMES, id: string): string | null {
  const names = WORKBENCH_NAMES[table][id];
  return names ? JSON.stringify(names) : null;
}

/** Dashboards; org names are looked up in the tenant (null: the whole tenant). */
const DASHBOARDS = [
  { id: "85001", tenantId: "10001", org: null, name: "集团经营驾驶舱", icon: "icon-dashboard", contentUrl: "/apps/dashboards/group-operations" },
  { id: "85002", tenantId: "10001", org: null, name: "安全质量看板", icon: "icon-safety", contentUrl: "https://bi.example.com/boards/safety-quality" },
  { id: "85003", tenantId: "10001", org: "华北区域公司", name: "华北区域进度看板", icon: "icon-progress", contentUrl: "/apps/dashboards/region-progress" },
  { id: "85011", tenantId: "10002", org: null, name: "Project KPIs", icon: "icon-dashboard", contentUrl: "/apps/dashboards/project-kpis" },
];

/** A text in zh-CN, en and sv-SE (SPEC §9), the first its tenant's own language. */
const t3 = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

/** Bulletins: title, text and publisher in every locale; the plain columns hold the tenant's own language. */
const BULLETINS = [
  {
    tenantId: "10001", org: "中建智造集团有限公司", level: "important", at: "2026-05-28T09:00:00Z", own: "zh-CN",
    title: t3("关于开展安全生产月活动的通知", "Notice on the Safety Production Month", "Meddelande om säkerhetsmånaden"),
    content: t3("各单位于 6 月内组织安全生产月活动，月底前报送总结。", "Every unit organises Safety Production Month activities in June and reports a summary by the end of the month.", "Varje enhet ordnar aktiviteter under säkerhetsmånaden i juni och lämnar en sammanfattning före månadens slut."),
    publisher: t3("安全质量部", "Safety and Quality Dept.", "Avdelningen för säkerhet och kvalitet"),
  },
  {
    tenantId: "10001", org: "中建智造集团有限公司", level: "urgent", at: "2026-06-02T08:00:00Z", own: "zh-CN",
    title: t3("门户系统升级公告", "Portal upgrade notice", "Meddelande om portaluppgradering"),
    content: t3("本周六 22:00–24:00 门户系统升级，期间暂停服务。", "The portal is upgraded this Saturday 22:00–24:00 and is unavailable meanwhile.", "Portalen uppgraderas på lördag 22.00–24.00 och är inte tillgänglig under tiden."),
    publisher: t3("信息中心", "IT Centre", "IT-center"),
  },
  {
    tenantId: "10001", org: "北京大兴国际物流园项目", level: "important", at: "2026-06-05T02:30:00Z", own: "zh-CN",
    title: t3("主体结构封顶节点验收安排", "Topping-out inspection schedule", "Schema för besiktning vid taklagsfest"),
    content: t3("6 月 12 日组织主体结构封顶节点验收，请各分包单位做好准备。", "The main structure's topping-out is inspected on 12 June; subcontractors, please be ready.", "Stommens taklagsbesiktning sker den 12 juni; underentreprenörer, var förberedda."),
    publisher: t3("项目经理部", "Project Management Office", "Projektkontoret"),
  },
  {
    tenantId: "10001", org: "北京大兴国际物流园项目", level: "normal", at: "2026-06-01T01:00:00Z", own: "zh-CN",
    title: t3("雨季施工注意事项", "Working in the rainy season", "Arbete under regnperioden"),
    content: t3("进入雨季，请加强基坑排水与临电检查。", "The rainy season has begun: check pit drainage and temporary power more often.", "Regnperioden har börjat: kontrollera schaktdränering och byggström oftare."),
    publisher: t3("工程部", "Engineering Dept.", "Teknikavdelningen"),
  },
  {
    tenantId: "10001", org: "上海临港数据中心项目", level: "normal", at: "2026-05-30T06:00:00Z", own: "zh-CN",
    title: t3("机电安装样板间开放", "M&E sample room open", "Visningsrum för installationer öppet"),
    content: t3("机电安装样板间已完成，欢迎各单位参观学习。", "The M&E installation sample room is finished; every unit is welcome to visit.", "Visningsrummet för el- och VVS-installationer är klart; alla enheter är välkomna på besök."),
    publisher: t3("项目经理部", "Project Management Office", "Projektkontoret"),
  },
  {
    tenantId: "10002", org: "Acme Construction Ltd", level: "important", at: "2026-06-03T07:00:00Z", own: "en",
    title: t3("季度安全停工会", "Quarterly safety stand-down", "Kvartalsvis säkerhetsstopp"),
    content: t3("周一上午所有工地暂停一小时，进行安全交底。", "All sites pause for a one-hour safety briefing on Monday morning.", "Alla arbetsplatser pausar en timme för en säkerhetsgenomgång på måndag morgon."),
    publisher: t3("安全健康环保部", "HSE", "Arbetsmiljö"),
  },
  {
    tenantId: "10002", org: "Riverside Tower", level: "urgent", at: "2026-06-04T06:30:00Z", own: "en",
    title: t3("塔吊检验", "Crane inspection", "Kranbesiktning"),
    content: t3("2 号塔吊周四停用，进行年度检验。", "Tower crane 2 is out of service on Thursday for its annual inspection.", "Tornkran 2 är ur drift på torsdag för sin årliga besiktning."),
    publisher: t3("工地办公室", "Site office", "Platskontoret"),
  },
  {
    tenantId: "10002", org: "Riverside Tower", level: "normal", at: "2026-05-20T08:00:00Z", own: "en",
    title: t3("新版入场培训视频", "New site induction video", "Ny introduktionsvideo för arbetsplatsen"),
    content: t3("新进场人员在首个班次前须观看更新后的入场培训视频。", "Every new starter watches the updated induction video before the first shift.", "Varje nyanställd ser den uppdaterade introduktionsvideon före första skiftet."),
    publisher: t3("工地办公室", "Site office", "Platskontoret"),
  },
] as const;

/** The bulletin row's texts: the tenant's own language in the plain columns, every locale beside them. */
function bulletinTexts(b: (typeof BULLETINS)[number]) {
  return {
    title: b.title[b.own],
    content: b.content[b.own],
    publisher: b.publisher[b.own],
    title_all_lang: JSON.stringify(b.title),
    content_all_lang: JSON.stringify(b.content),
    publisher_all_lang: JSON.stringify(b.publisher),
  };
}

async function hasMarker(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom("platform_env").select("key").where("key", "=", WORKBENCH_MARKER).executeTakeFirst());
}

function entryRows(groupId: string, entries: EntrySeed[], parentId: string | null): Insertable<PortalEntriesTable>[] {
  return entries.flatMap(({ children, images, ...entry }, i) => [
    {
      url: "",
      icon_class: "",
      text_color: "",
      text_hover_color: "",
      show_name: true,
      popover: false,
      ...entry,
      group_id: groupId,
      parent_id: parentId,
      sort_order: i,
      images: JSON.stringify(images ?? []),
      name_all_lang: ENTRY_NAMES[entry.id] ? JSON.stringify(ENTRY_NAMES[entry.id]) : null,
    },
    ...entryRows(groupId, children ?? [], entry.id),
  ]);
}

/**
 * Brings a database seeded by an earlier demo up to date: re-points the demo links of
 * REPOINTED_LINKS that still hold their old value, names the entries per locale and adds the
 * help URLs added since. True when it changed a row.
 */
async function repointDemoLinks(db: Kysely<Database>): Promise<boolean> {
  const { sideEntry, helpUrl } = REPOINTED_LINKS;
  const side = await db.updateTable("side_entries").set({ source: sideEntry.to }).where("id", "=", sideEntry.id).where("source", "=", sideEntry.from).executeTakeFirst();
  const help = await db.updateTable("help_urls").set({ url: helpUrl.to }).where("id", "=", helpUrl.id).where("url", "=", helpUrl.from).executeTakeFirst();
  let named = 0;
  for (const [id, names] of Object.entries(ENTRY_NAMES)) {
    const result = await db.updateTable("portal_entries").set({ name_all_lang: JSON.stringify(names) }).where("id", "=", id).where("name_all_lang", "is", null).executeTakeFirst();
    named += Number(result.numUpdatedRows);
  }
  for (const table of ["side_entries", "help_urls", "dashboards"] as const) {
    for (const id of Object.keys(WORKBENCH_NAMES[table])) {
      const result = await db.updateTable(table).set({ name_all_lang: namesOf(table, id) }).where("id", "=", id).where("name_all_lang", "is", null).executeTakeFirst();
      named += Number(result.numUpdatedRows);
    }
  }
  for (const b of BULLETINS) {
    // Bulletins have generated ids: an older demo row is found by its tenant and title.
    const { title, ...texts } = bulletinTexts(b);
    const result = await db.updateTable("bulletins").set(texts).where("tenant_id", "=", b.tenantId).where("title", "=", title).where("title_all_lang", "is", null).executeTakeFirst();
    named += Number(result.numUpdatedRows);
  }
  const added = await db
    .insertInto("help_urls")
    .values(ADDED_HELP_URLS.map((h, i) => ({ ...h, sort_order: HELP_URLS.length + i, name_all_lang: namesOf("help_urls", h.id) })))
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return named + Number(side.numUpdatedRows) + Number(help.numUpdatedRows) + Number(added.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Writes the workbench demo data once. Returns true when it wrote (or re-pointed an old demo
 * link). Does nothing on a database that is not the demo one (no tenant 10001 or no demo users).
 */
export async function seedWorkbenchDemoData(db: Kysely<Database>): Promise<boolean> {
  const base = await db.selectFrom("tenants").select("id").where("id", "in", ["10001", "10002"]).execute();
  const users = await db.selectFrom("users").select("id").where("id", "in", [DEMO_USER_ID, ADMIN_USER_ID]).execute();
  if (base.length !== 2 || users.length !== 2) return false;
  if (await hasMarker(db)) return repointDemoLinks(db);

  let wrote = false;
  await db.transaction().execute(async (trx) => {
    if (await hasMarker(trx)) return;
    const orgs = await trx.selectFrom("orgs").select(["id", "tenant_id", "name", "full_id"]).where("tenant_id", "in", ["10001", "10002"]).execute();
    const org = (tenantId: string, name: string) => {
      const found = orgs.find((o) => o.tenant_id === tenantId && o.name === name);
      if (!found) throw new Error(`demo org ${name} missing in ${tenantId}`);
      return found;
    };

    await trx.updateTable("users").set({ email: "demo@zhongjian.example.com" }).where("id", "=", DEMO_USER_ID).execute();
    await trx.updateTable("users").set({ email: "admin@zhongjian.example.com" }).where("id", "=", ADMIN_USER_ID).execute();

    await trx
      .insertInto("user_collections")
      .values(
        DEMO_COLLECTIONS.map((c, i) => ({
          user_id: DEMO_USER_ID,
          tenant_id: "10001",
          biz_type: "",
          menu_name: c.menuName,
          product_code: c.productCode,
          app_code: c.appCode,
          menu_auth_code: c.menuAuthCode,
          source_type: "dir",
          sort_order: i,
        })),
      )
      .execute();

    const menus = await trx
      .selectFrom("menus")
      .select(["id", "code"])
      .where("tenant_id", "=", "10001")
      .where("tree", "=", "application")
      .where("code", "in", DEMO_RECENT_VISITS.map((v) => v.code))
      .execute();
    const menuId = (code: string, fallback: string) => menus.find((m) => m.code === code)?.id ?? fallback;
    const now = Date.now();
    await trx
      .insertInto("user_recent_visits")
      .values(
        DEMO_RECENT_VISITS.map((v, i) => {
          const o = org("10001", v.org);
          const id = menuId(v.code, v.id);
          return {
            user_id: DEMO_USER_ID,
            tenant_id: "10001",
            menu_id: id,
            org_full_id: o.full_id,
            visit: JSON.stringify({
              id,
              code: v.code,
              name: v.name,
              menuName: v.name,
              productCode: v.productCode,
              appCode: v.appCode,
              menuAuthCode: v.code,
              menuNameAllLang: { "zh-CN": v.name, en: v.en, "sv-SE": v.sv },
              bizType: null,
              iconUrl: "",
              orgName: o.name,
              orgFullId: o.full_id,
            }),
            visited_at: new Date(now - (DEMO_RECENT_VISITS.length - i) * 3_600_000),
          };
        }),
      )
      .execute();

    await trx
      .insertInto("workbench_configs")
      .values([
        { tenant_id: "10001", org_id: "", has_custom_portal: false, has_portal_workbench: true, has_user_workbench: true, portal_home_type: 0 },
        { tenant_id: "10001", org_id: org("10001", "上海临港数据中心项目").id, has_custom_portal: false, has_portal_workbench: true, has_user_workbench: true, portal_home_type: 1 },
        { tenant_id: "10002", org_id: "", has_custom_portal: true, has_portal_workbench: false, has_user_workbench: true, portal_home_type: 2 },
      ])
      .execute();

    await trx
      .insertInto("bulletins")
      .values(
        BULLETINS.map((b) => ({
          tenant_id: b.tenantId,
          org_id: org(b.tenantId, b.org).id,
          ...bulletinTexts(b),
          level: b.level,
          publish_time: b.at,
        })),
      )
      .execute();

    await trx
      .insertInto("entry_groups")
      .values(ENTRY_GROUPS.map((g, i) => ({ id: g.id, tenant_id: g.tenantId, kind: g.kind, name: g.name, is_current: g.current, sort_order: i })))
      .execute();
    await trx.insertInto("portal_entries").values(ENTRY_GROUPS.flatMap((g) => entryRows(g.id, g.entries, null))).execute();

    await trx.insertInto("side_entries").values(SIDE_ENTRIES.map((s, i) => ({ ...s, sort_order: i, name_all_lang: namesOf("side_entries", s.id) }))).execute();
    await trx.insertInto("help_urls").values(HELP_URLS.map((h, i) => ({ ...h, sort_order: i, name_all_lang: namesOf("help_urls", h.id) }))).execute();
    await trx
      .insertInto("dashboards")
      .values(
        DASHBOARDS.map((d, i) => ({
          id: d.id,
          tenant_id: d.tenantId,
          org_id: d.org ? org(d.tenantId, d.org).id : null,
          name: d.name,
          icon: d.icon,
          content_url: d.contentUrl,
          sort_order: i,
          name_all_lang: namesOf("dashboards", d.id),
        })),
      )
      .execute();

    await trx
      .insertInto("platform_env")
      .values({ key: WORKBENCH_MARKER, value: JSON.stringify(new Date().toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    wrote = true;
  });
  return wrote;
}
