import type { PortalMenus } from "#app/features/menus/portal-menus";
import type { PortalContextValue } from "#app/shell/portal-context";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { Message } from "#app/types/generated/message";
import { DEMO_MENUS } from "../header-items/fixtures";
import { storyPortal, type StoryPortalOptions } from "../fixtures/portal";

/**
 * Message-centre data as the demo platform seeds it for the demo user of 中建智造集团
 * (platform/db/seed-messages.ts): seven unread messages (two alerts) and three read ones,
 * newest first, with links to menus, to the workbench or to nothing; and the message pages
 * among the portal menus. For stories and component tests (tests/mocks/message.ts serves them).
 */

const message = (id: number, title: string, content: string, at: string, extra: Partial<Message> = {}): Message => ({
  id: String(id),
  title,
  content,
  type: "normal",
  productCode: null,
  tenantId: "10001",
  createTime: at,
  read: false,
  readTime: null,
  businessJump: false,
  webContentUrl: null,
  ...extra,
});
const menuLink = (productCode: string, moduleCode: string, orgId?: string): Partial<Message> => ({
  productCode,
  businessJump: true,
  webContentUrl: { type: "menu", productCode, moduleCode, ...(orgId ? { orgId } : {}) },
});
const read = (at: string): Partial<Message> => ({ read: true, readTime: at });

/** The org of 北京大兴国际物流园项目 in the demo tree. */
export const DAXING_ORG_ID = "100010010";

export const DEMO_MESSAGES: Message[] = [
  message(90000019, "系统维护通知", "本周六 22:00–24:00 门户系统升级维护，期间暂停服务，请提前保存工作。", "2026-06-06T01:00:00.000Z", { type: "alert" }),
  message(90000018, "大风天气安全预警", "北京大兴国际物流园项目今日有 7 级大风，请立即停止塔吊作业并开展安全巡检。", "2026-06-05T23:30:00.000Z", { type: "alert", ...menuLink("pmpp", "pmpp.safety.patrol", DAXING_ORG_ID) }),
  message(90000016, "设计评审待办", "您有 1 份施工图设计文件待评审，请于本周五前完成评审意见。", "2026-06-05T08:00:00.000Z", menuLink("pmpp", "pmpp.overview")),
  message(90000014, "总进度计划已更新", "北京大兴国际物流园项目总进度计划已发布 V3 版本，请相关人员查阅。", "2026-06-04T09:30:00.000Z", menuLink("pmpp", "pmpp.schedule.plan.master", DAXING_ORG_ID)),
  message(90000012, "月度计划待审批", "上海临港数据中心项目 6 月月度计划已提交，等待您审批。", "2026-06-03T02:00:00.000Z", menuLink("pmpp", "pmpp.cost.analysis")),
  message(90000010, "个人工作台已开通", "个人工作台已开通，可在工作台中查看收藏、最近访问与项目公告。", "2026-06-02T01:00:00.000Z", { businessJump: true, webContentUrl: { type: "url", url: "/portal/5/" } }),
  message(90000009, "质量检查整改通知", "本周质量检查发现 3 项问题，请相关责任人于 6 月 8 日前完成整改。", "2026-06-01T06:00:00.000Z"),
  message(90000006, "欢迎使用数字项目管理平台", "欢迎加入中建智造数字项目管理平台，祝您工作顺利。", "2026-05-28T01:00:00.000Z", read("2026-05-28T02:00:00.000Z")),
  message(90000004, "密码安全提醒", "为保障账户安全，建议每 90 天修改一次登录密码。", "2026-05-20T02:00:00.000Z", { ...read("2026-05-20T03:00:00.000Z"), businessJump: true, webContentUrl: { type: "url", url: "/portal/10002/" } }),
  message(90000002, "劳务实名制数据同步完成", "5 月劳务实名制数据已同步至现场管理系统。", "2026-05-15T09:00:00.000Z", read("2026-05-15T10:00:00.000Z")),
];

/** `count` unread messages (the badge cap story). */
export function manyMessages(count: number): Message[] {
  return Array.from({ length: count }, (_, i) => message(91000000 + i, `消息 ${i + 1}`, "", new Date(Date.UTC(2026, 5, 1, 0, count - i)).toISOString()));
}

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });
const page = (id: string, code: string, name: ReturnType<typeof names>): MenuNode => ({ id, code, name: name["zh-CN"], nameAllLang: name, level: 2, type: 1, sourceType: "menu", sourceProductCode: "portal", sourceMenuAuthorities: ["portal.messages"] });

/** The message-centre group of the portal menus (platform/db/seed-messages.ts MESSAGE_PAGES). */
export const MESSAGE_CENTRE_MENU: MenuNode = {
  id: "10100",
  code: "portal.message-centre",
  name: "消息中心",
  nameAllLang: names("消息中心", "Message centre", "Meddelandecenter"),
  level: 1,
  type: 0,
  sourceType: "dir",
  sourceMenuAuthorities: ["portal.message-centre"],
  children: [
    page("10101", "station-message-all", names("全部消息", "All messages", "Alla meddelanden")),
    page("10102", "station-message-unread", names("未读消息", "Unread messages", "Olästa meddelanden")),
    page("10103", "station-message-read", names("已读消息", "Read messages", "Lästa meddelanden")),
    page("10104", "station-message-details", names("消息详情", "Message details", "Meddelandedetaljer")),
  ],
};

/** The header items' demo menus (project overview of pmpp active) with the message pages. */
export const MESSAGE_MENUS: PortalMenus = { ...DEMO_MENUS, portalMenus: [...DEMO_MENUS.portalMenus, MESSAGE_CENTRE_MENU] };

/** A story's portal at `currentPath`, with the message pages among the portal menus. */
export function messagesPortal(options: StoryPortalOptions = {}, currentPath = "/portal/3101/?org=1", extra: Partial<PortalContextValue> = {}): PortalContextValue {
  const { context } = storyPortal(options);
  return { ...context, menus: MESSAGE_MENUS, currentPath, ...extra };
}
