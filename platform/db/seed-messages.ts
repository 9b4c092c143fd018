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
  if (tenants.length !== 2 || users.length !== 2 || (await hasSeedMarker(db, MESSAGES_MARKER))) return { pages, messages: 0 };

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
