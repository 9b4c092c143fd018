import type { Insertable, Kysely } from "kysely";
import { MESSAGE_PAGE_CODES } from "../../schemas/message-pages.ts";
import { readMessageJump, type MessageJump } from "../routes/message-jump.ts";
import type { Database, MenusTable } from "./schema.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";
import { DEMO_MENU_TENANTS, insertMenuRows, portalMenuRows, type Locale, type Names, type PortalMenuSpec } from "./seed-menus.ts";

/**
 * Demo data of the message centre (SPEC §1, §2, §4 Messages): station messages for the demo
 * users in 中建智造集团 (10001, in Chinese) and Acme (10002, in English) — a few alerts, a mix
 * of read and unread, links to menus, to a portal page or to nothing — and the message-centre
 * pages (all, unread, read, details) among the internal portal menus of every tenant that has
 * them. The messages are written once per database (marker in platform_env), the pages once per
 * tenant (when its portal menus lack them), also into databases seeded before.
 */

const MESSAGES_MARKER = "seed:messages-v1";
const DEMO_USER_ID = "20001";
const ADMIN_USER_ID = "20002";

const n = (zh: string, en: string, sv: string): Names => ({ "zh-CN": zh, en, "sv-SE": sv });

/** Codes of the message-centre pages (SPEC §2), shared with the portal: the shell draws them by these codes. */
export { MESSAGE_PAGE_CODES };
/** The authority the message pages need; the demo role's "portal" grant covers it. */
export const MESSAGE_PAGE_AUTHORITY = "portal.messages";
const MESSAGE_CENTRE_CODE = "portal.message-centre";

/** The message-centre group and its pages, with internal ids beside the personal centre's. */
export const MESSAGE_PAGES: PortalMenuSpec = {
  id: "10100",
  code: MESSAGE_CENTRE_CODE,
  names: n("消息中心", "Message centre", "Meddelandecenter"),
  children: [
    { id: "10101", code: MESSAGE_PAGE_CODES.all, names: n("全部消息", "All messages", "Alla meddelanden"), url: "/portal-pages/station-message-all" },
    { id: "10102", code: MESSAGE_PAGE_CODES.unread, names: n("未读消息", "Unread messages", "Olästa meddelanden"), url: "/portal-pages/station-message-unread" },
    { id: "10103", code: MESSAGE_PAGE_CODES.read, names: n("已读消息", "Read messages", "Lästa meddelanden"), url: "/portal-pages/station-message-read" },
    { id: "10104", code: MESSAGE_PAGE_CODES.details, names: n("消息详情", "Message details", "Meddelandedetaljer"), url: "/portal-pages/details" },
  ],
};

interface MessageSeed {
  tenantId: string;
  userId: string;
  title: string;
  content: string;
  type: "normal" | "alert";
  productCode: string | null;
  /** A menu link names its org by name; resolved to the org's id when seeding. */
  jump: (Omit<Extract<MessageJump, { type: "menu" }>, "orgId"> & { org?: string }) | Extract<MessageJump, { type: "url" }> | null;
  at: string;
  read: boolean;
}

const DAXING = "北京大兴国际物流园项目";
const LINGANG = "上海临港数据中心项目";
const RIVERSIDE = "Riverside Tower";

/** The demo messages, newest first per user. */
export const DEMO_MESSAGES: MessageSeed[] = [
  // 中建智造集团, the demo user: 7 unread (2 alerts), 3 read.
  { tenantId: "10001", userId: DEMO_USER_ID, type: "alert", title: "系统维护通知", content: "本周六 22:00–24:00 门户系统升级维护，期间暂停服务，请提前保存工作。", productCode: null, jump: null, at: "2026-06-06T01:00:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "alert", title: "大风天气安全预警", content: `${DAXING}今日有 7 级大风，请立即停止塔吊作业并开展安全巡检。`, productCode: "pmpp", jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.safety.patrol", org: DAXING }, at: "2026-06-05T23:30:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "设计评审待办", content: "您有 1 份施工图设计文件待评审，请于本周五前完成评审意见。", productCode: "gepm", jump: { type: "menu", productCode: "gepm", moduleCode: "gepm.design.review" }, at: "2026-06-05T08:00:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "总进度计划已更新", content: `${DAXING}总进度计划已发布 V3 版本，请相关人员查阅。`, productCode: "pmpp", jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.schedule.plan.master", org: DAXING }, at: "2026-06-04T09:30:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "月度计划待审批", content: `${LINGANG} 6 月月度计划已提交，等待您审批。`, productCode: "pmpp", jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.schedule.plan.monthly.approve", org: LINGANG }, at: "2026-06-03T02:00:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "个人工作台已开通", content: "个人工作台已开通，可在工作台中查看收藏、最近访问与项目公告。", productCode: null, jump: { type: "url", url: "/portal/5/" }, at: "2026-06-02T01:00:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "质量检查整改通知", content: "本周质量检查发现 3 项问题，请相关责任人于 6 月 8 日前完成整改。", productCode: "pmpp", jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.quality.inspection", org: DAXING }, at: "2026-06-01T06:00:00Z", read: false },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "欢迎使用数字项目管理平台", content: "欢迎加入中建智造数字项目管理平台，祝您工作顺利。", productCode: null, jump: null, at: "2026-05-28T01:00:00Z", read: true },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "normal", title: "密码安全提醒", content: "为保障账户安全，建议每 90 天修改一次登录密码。", productCode: null, jump: { type: "url", url: "/portal/10002/" }, at: "2026-05-20T02:00:00Z", read: true },
  { tenantId: "10001", userId: DEMO_USER_ID, type: "alert", title: "劳务实名制数据同步完成", content: "5 月劳务实名制数据已同步至现场管理系统。", productCode: "g-field", jump: { type: "menu", productCode: "g-field", moduleCode: "g-field.labour.roster", org: DAXING }, at: "2026-05-15T09:00:00Z", read: true },
  // 中建智造集团, the administrator.
  { tenantId: "10001", userId: ADMIN_USER_ID, type: "alert", title: "租户配置待发布", content: "门户主题配置有未发布的修改，请确认后发布。", productCode: null, jump: null, at: "2026-06-05T03:00:00Z", read: false },
  { tenantId: "10001", userId: ADMIN_USER_ID, type: "normal", title: "新成员加入", content: "演示用户已加入中建智造集团。", productCode: null, jump: null, at: "2026-06-01T03:00:00Z", read: false },
  { tenantId: "10001", userId: ADMIN_USER_ID, type: "normal", title: "管理员权限变更", content: "您已被设为中建智造集团的租户管理员。", productCode: null, jump: null, at: "2026-05-10T03:00:00Z", read: true },
  // Acme, the demo user: 3 unread (1 alert), 2 read.
  { tenantId: "10002", userId: DEMO_USER_ID, type: "alert", title: "Crane inspection on Thursday", content: "Tower crane 2 at Riverside Tower is out of service on Thursday for its annual inspection.", productCode: "g-build", jump: { type: "menu", productCode: "g-build", moduleCode: "g-build.crane", org: RIVERSIDE }, at: "2026-06-04T06:30:00Z", read: false },
  { tenantId: "10002", userId: DEMO_USER_ID, type: "normal", title: "Design review due", content: "One construction drawing set is waiting for your review comments by Friday.", productCode: "gepm", jump: { type: "menu", productCode: "gepm", moduleCode: "gepm.design.review" }, at: "2026-06-03T08:00:00Z", read: false },
  { tenantId: "10002", userId: DEMO_USER_ID, type: "normal", title: "Master schedule updated", content: "Version 3 of the Riverside Tower master schedule has been published.", productCode: "pmpp", jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.schedule.plan.master", org: RIVERSIDE }, at: "2026-06-02T09:30:00Z", read: false },
  { tenantId: "10002", userId: DEMO_USER_ID, type: "normal", title: "Welcome to the Acme Project Portal", content: "Your workbench shows your favourites, recent visits and project bulletins.", productCode: null, jump: { type: "url", url: "/portal/5/" }, at: "2026-05-25T08:00:00Z", read: true },
  { tenantId: "10002", userId: DEMO_USER_ID, type: "normal", title: "Site induction video", content: "Every new starter watches the updated induction video before the first shift.", productCode: null, jump: null, at: "2026-05-20T08:00:00Z", read: true },
  // Acme, the administrator.
  { tenantId: "10002", userId: ADMIN_USER_ID, type: "normal", title: "New member joined", content: "The demo user has joined Acme Construction Ltd.", productCode: null, jump: null, at: "2026-06-01T08:00:00Z", read: false },
];

/**
 * The demo messages' title and text in en and sv-SE (SPEC §9), by their stored title; the stored
 * columns are the tenant's own language (zh-CN for 中建, en for Acme), which the texts repeat.
 */
const MESSAGE_TEXTS: Record<string, { title: [string, string, string]; content: [string, string, string] }> = {
  系统维护通知: {
    title: ["系统维护通知", "System maintenance", "Systemunderhåll"],
    content: ["", "The portal is upgraded this Saturday 22:00–24:00 and is unavailable meanwhile; save your work first.", "Portalen uppgraderas på lördag 22.00–24.00 och är inte tillgänglig under tiden; spara ditt arbete innan."],
  },
  大风天气安全预警: {
    title: ["大风天气安全预警", "High wind safety warning", "Säkerhetsvarning för hård vind"],
    content: ["", `Force 7 winds today at ${DAXING}: stop all tower crane work now and carry out a safety patrol.`, `Vind med styrka 7 i dag vid ${DAXING}: stoppa allt arbete med tornkranar och gör en säkerhetsrond.`],
  },
  设计评审待办: {
    title: ["设计评审待办", "Design review due", "Designgranskning väntar"],
    content: ["", "One construction drawing set is waiting for your review comments by Friday.", "En uppsättning bygghandlingar väntar på dina granskningskommentarer senast fredag."],
  },
  总进度计划已更新: {
    title: ["总进度计划已更新", "Master schedule updated", "Huvudtidplanen uppdaterad"],
    content: ["", `Version 3 of the ${DAXING} master schedule has been published; please review it.`, `Version 3 av huvudtidplanen för ${DAXING} är publicerad; granska den.`],
  },
  月度计划待审批: {
    title: ["月度计划待审批", "Monthly plan awaiting approval", "Månadsplan väntar på godkännande"],
    content: ["", `The June monthly plan of ${LINGANG} has been submitted and awaits your approval.`, `Junis månadsplan för ${LINGANG} är inlämnad och väntar på ditt godkännande.`],
  },
  个人工作台已开通: {
    title: ["个人工作台已开通", "Your workbench is ready", "Din arbetsyta är klar"],
    content: ["", "Your personal workbench is ready: it shows your favourites, recent visits and project bulletins.", "Din personliga arbetsyta är klar: den visar dina favoriter, senaste besök och projektanslag."],
  },
  质量检查整改通知: {
    title: ["质量检查整改通知", "Quality inspection follow-up", "Åtgärder efter kvalitetskontroll"],
    content: ["", "This week's quality inspection found 3 issues; those responsible correct them by 8 June.", "Veckans kvalitetskontroll hittade 3 brister; de ansvariga åtgärdar dem senast den 8 juni."],
  },
  欢迎使用数字项目管理平台: {
    title: ["欢迎使用数字项目管理平台", "Welcome to the digital project management platform", "Välkommen till den digitala projektplattformen"],
    content: ["", "Welcome to the 中建智造 digital project management platform. We wish you every success.", "Välkommen till 中建智造s digitala projektplattform. Lycka till med arbetet."],
  },
  密码安全提醒: {
    title: ["密码安全提醒", "Password reminder", "Påminnelse om lösenord"],
    content: ["", "To keep your account safe, change your password every 90 days.", "Byt lösenord var 90:e dag för att hålla ditt konto säkert."],
  },
  劳务实名制数据同步完成: {
    title: ["劳务实名制数据同步完成", "Worker roster synchronised", "Personalliggaren synkroniserad"],
    content: ["", "May's worker roster data has been synchronised to the site management system.", "Majs personalliggare har synkroniserats till platsledningssystemet."],
  },
  租户配置待发布: {
    title: ["租户配置待发布", "Tenant settings not yet published", "Klientinställningar ej publicerade"],
    content: ["", "The portal theme has unpublished changes; check and publish them.", "Portaltemat har opublicerade ändringar; kontrollera och publicera dem."],
  },
  新成员加入: {
    title: ["新成员加入", "New member joined", "Ny medlem"],
    content: ["", "演示用户 has joined 中建智造集团.", "演示用户 har gått med i 中建智造集团."],
  },
  管理员权限变更: {
    title: ["管理员权限变更", "Administrator rights changed", "Administratörsbehörighet ändrad"],
    content: ["", "You are now a tenant administrator of 中建智造集团.", "Du är nu klientadministratör för 中建智造集团."],
  },
  "Crane inspection on Thursday": {
    title: ["周四塔吊检验", "Crane inspection on Thursday", "Kranbesiktning på torsdag"],
    content: ["Riverside Tower 的 2 号塔吊周四停用，进行年度检验。", "", "Tornkran 2 vid Riverside Tower är ur drift på torsdag för sin årliga besiktning."],
  },
  "Design review due": {
    title: ["设计评审待办", "Design review due", "Designgranskning väntar"],
    content: ["一套施工图待您于周五前给出评审意见。", "", "En uppsättning bygghandlingar väntar på dina granskningskommentarer senast fredag."],
  },
  "Master schedule updated": {
    title: ["总进度计划已更新", "Master schedule updated", "Huvudtidplanen uppdaterad"],
    content: ["Riverside Tower 总进度计划已发布第 3 版。", "", "Version 3 av huvudtidplanen för Riverside Tower är publicerad."],
  },
  "Welcome to the Acme Project Portal": {
    title: ["欢迎使用 Acme 项目门户", "Welcome to the Acme Project Portal", "Välkommen till Acmes projektportal"],
    content: ["工作台显示您的收藏、最近访问和项目公告。", "", "Arbetsytan visar dina favoriter, senaste besök och projektanslag."],
  },
  "Site induction video": {
    title: ["入场培训视频", "Site induction video", "Introduktionsvideo för arbetsplatsen"],
    content: ["新进场人员在首个班次前须观看更新后的入场培训视频。", "", "Varje nyanställd ser den uppdaterade introduktionsvideon före första skiftet."],
  },
  "New member joined": {
    title: ["新成员加入", "New member joined", "Ny medlem"],
    content: ["演示用户已加入 Acme Construction Ltd。", "", "Demoanvändaren har gått med i Acme Construction Ltd."],
  },
};

/** A seed's title and text per locale as stored (JSON), the stored text standing in for its own language; nulls without texts. */
export function messageTexts(seed: Pick<MessageSeed, "title" | "content">): { title_all_lang: string | null; content_all_lang: string | null } {
  const texts = MESSAGE_TEXTS[seed.title];
  if (!texts) return { title_all_lang: null, content_all_lang: null };
  const locales = ["zh-CN", "en", "sv-SE"] as const;
  const of = (values: [string, string, string], own: string) => JSON.stringify(Object.fromEntries(locales.map((locale, i) => [locale, values[i] || own])));
  return { title_all_lang: of(texts.title, seed.title), content_all_lang: of(texts.content, seed.content) };
}

type MenuRow = Insertable<MenusTable>;

/** The message-centre group and pages as portal menu rows of one tenant, after the portal's own three; each page needs MESSAGE_PAGE_AUTHORITY. */
export function messagePageRows(tenantId: string, locale: Locale): MenuRow[] {
  return portalMenuRows(tenantId, locale, [MESSAGE_PAGES], { firstSort: 3, authorities: () => [MESSAGE_PAGE_AUTHORITY] });
}

/** Adds the message-centre pages to every tenant whose portal menus have a home but no message centre; the tenants written. */
async function seedMessagePages(db: Kysely<Database>): Promise<string[]> {
  const withPortal = await db.selectFrom("menus").select("tenant_id").where("tree", "=", "portal").where("id", "=", "1").execute();
  const withCentre = await db.selectFrom("menus").select("tenant_id").where("tree", "=", "portal").where("code", "=", MESSAGE_CENTRE_CODE).execute();
  const done = new Set(withCentre.map((row) => row.tenant_id));
  const written: string[] = [];
  for (const { tenant_id: tenantId } of withPortal) {
    if (done.has(tenantId)) continue;
    await db.transaction().execute(async (trx) => {
      const again = await trx.selectFrom("menus").select("id").where("tenant_id", "=", tenantId).where("tree", "=", "portal").where("code", "=", MESSAGE_CENTRE_CODE).executeTakeFirst();
      if (again) return;
      await insertMenuRows(trx, messagePageRows(tenantId, DEMO_MENU_TENANTS[tenantId] ?? "zh-CN"));
      written.push(tenantId);
    });
  }
  return written;
}

/** The stored jump of a seed: its org resolved by name, checked by the same rule the API reads with. */
function storedJump(seed: MessageSeed, orgIdOf: (tenantId: string, name: string) => string): string | null {
  if (!seed.jump) return null;
  const jump = seed.jump.type === "menu" ? (({ org, ...rest }) => ({ ...rest, ...(org ? { orgId: orgIdOf(seed.tenantId, org) } : {}) }))(seed.jump) : seed.jump;
  const check = readMessageJump(jump);
  if (!check.ok) throw new Error(`demo message "${seed.title}": ${check.error}`);
  return JSON.stringify(check.jump);
}

/**
 * Writes the message-centre demo data: the pages into every tenant with portal menus that lacks
 * them, and the demo messages once. Does nothing to messages on a database that is not the demo
 * one (no tenants 10001 and 10002 or no demo users). Returns what it wrote.
 */
export async function seedMessagesDemoData(db: Kysely<Database>): Promise<{ pages: string[]; messages: number }> {
  const pages = await seedMessagePages(db);
  const tenants = await db.selectFrom("tenants").select("id").where("id", "in", ["10001", "10002"]).execute();
  const users = await db.selectFrom("users").select("id").where("id", "in", [DEMO_USER_ID, ADMIN_USER_ID]).execute();
  if (tenants.length !== 2 || users.length !== 2) return { pages, messages: 0 };
  if (await hasSeedMarker(db, MESSAGES_MARKER)) {
    // A database seeded before messages had texts per locale: its demo messages get them, once.
    for (const seed of DEMO_MESSAGES) {
      await db.updateTable("messages").set(messageTexts(seed)).where("tenant_id", "=", seed.tenantId).where("user_id", "=", seed.userId).where("title", "=", seed.title).where("title_all_lang", "is", null).execute();
    }
    return { pages, messages: 0 };
  }

  let messages = 0;
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, MESSAGES_MARKER)) return;
    const orgs = await trx.selectFrom("orgs").select(["id", "tenant_id", "name"]).where("tenant_id", "in", ["10001", "10002"]).execute();
    const orgIdOf = (tenantId: string, name: string) => {
      const found = orgs.find((o) => o.tenant_id === tenantId && o.name === name);
      if (!found) throw new Error(`demo org ${name} missing in ${tenantId}`);
      return found.id;
    };
    // Oldest first, so the message ids grow with the time as they would in use.
    const ordered = [...DEMO_MESSAGES].sort((a, b) => a.at.localeCompare(b.at) || a.title.localeCompare(b.title));
    await trx
      .insertInto("messages")
      .values(
        ordered.map((seed) => ({
          tenant_id: seed.tenantId,
          user_id: seed.userId,
          title: seed.title,
          content: seed.content,
          ...messageTexts(seed),
          type: seed.type,
          product_code: seed.productCode,
          jump: storedJump(seed, orgIdOf),
          created_at: seed.at,
          // Read an hour after it came.
          read_at: seed.read ? new Date(new Date(seed.at).getTime() + 3_600_000).toISOString() : null,
        })),
      )
      .execute();
    await setSeedMarker(trx, MESSAGES_MARKER);
    messages = ordered.length;
  });
  return { pages, messages };
}
