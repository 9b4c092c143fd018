import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MessageCenter } from "#app/features/messages/MessageCenter";
import { MessageDetailPage } from "#app/features/messages/MessageDetailPage";
import { MessageListPage } from "#app/features/messages/MessageListPage";
import type { PortalType } from "#app/layout/types";
import type { Message } from "#app/types/generated/message";
import { messageService } from "#tests/mocks/message";
import { answerPlatform } from "../fixtures/platform";
import { PortalFrame, type DemoTenantKey } from "../fixtures/portal";
import { HeaderStrip } from "../header-items/fixtures";
import { DEMO_MESSAGES, manyMessages, messagesPortal } from "./fixtures";

interface Args {
  view: "centre" | "all" | "unread" | "read" | "details";
  tenant: DemoTenantKey;
  portalType: PortalType;
  /** What the stand-in message service holds (default: the demo user's messages). */
  messages?: Message[];
  /** The page's path and query (the details page reads messageId from it). */
  currentPath?: string;
}

/**
 * Implements SPEC §4 Messages, §9 (polls, page size 5, badge cap 99).
 *
 * The message centre (SPEC §2 header item, §4 Messages): the bell with its unread count on the
 * tenant's header, Classic and Simple, its panel of unread messages, the alert notifications,
 * and the message pages (all, unread, read, details) — with the demo platform's messages
 * (platform/db/seed-messages.ts) served by the stand-in message service.
 */
const meta: Meta<Args> = {
  title: "Shell/Message centre",
  tags: ["autodocs"],
  subcomponents: { MessageCenter },
  parameters: { layout: "fullscreen" },
  args: { view: "centre", tenant: "zhongjian", portalType: "Classic" },
  beforeEach: ({ args }) => answerPlatform(messageService(args.messages ?? DEMO_MESSAGES).handlers)(),
  render: ({ view, tenant, portalType, currentPath }) => {
    const context = messagesPortal({ tenant, portalType }, currentPath);
    if (view === "centre") {
      return (
        <HeaderStrip context={context}>
          <div style={{ marginLeft: "auto" }}>
            <MessageCenter item={{ id: "messageCenter", component: "MessageCenter", props: {} }} region="header.right" />
          </div>
        </HeaderStrip>
      );
    }
    return (
      <PortalFrame context={context}>
        <div style={{ padding: 16, background: "#F5F7FA" }}>{view === "details" ? <MessageDetailPage menu={null} /> : <MessageListPage kind={view} menu={null} />}</div>
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const body = () => within(document.body);

/** The bell counts the unread messages; its panel lists the newest five, mark-all-read and "view more". */
export const ZhongjianClassic: Story = {
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole("button", { name: "消息中心，7 条未读" });
    await expect(bell.textContent).toContain("7");
    await userEvent.click(bell);
    const panel = within(await body().findByRole("dialog", { name: "未读消息" }));
    const items = within(await panel.findByRole("list", { name: "未读消息" })).getAllByRole("button");
    await expect(items.map((item) => item.textContent?.replace(/\d{4}.*$/, "").trim())).toEqual(["[提醒]系统维护通知", "[提醒]大风天气安全预警", "设计评审待办", "总进度计划已更新", "月度计划待审批"]);
    await expect(panel.getByRole("button", { name: "全部标为已读" })).toBeEnabled();
    await expect(panel.getByRole("link", { name: "查看更多" }).getAttribute("href")).toBe("/portal/10101/?org=1");
  },
};

/** Simple layout, English: the same count under its English name; mark-all-read empties the panel and drops the badge. */
export const AcmeSimple: Story = {
  args: { tenant: "acme", portalType: "Simple" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Message centre, 7 unread" }));
    const panel = within(await body().findByRole("dialog", { name: "Unread messages" }));
    await panel.findByRole("list", { name: "Unread messages" });
    await userEvent.click(panel.getByRole("button", { name: "Mark all as read" }));
    await expect(await panel.findByText("No messages")).toBeTruthy();
    await expect(await within(canvasElement).findByRole("button", { name: "Message centre" })).toBeTruthy();
  },
};

/** SPEC §9 badge cap: 120 unread messages show as "99+". */
export const NordbyggBadgeCapped: Story = {
  args: { tenant: "nordbygg", portalType: "Classic", messages: manyMessages(120) },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole("button", { name: "Meddelandecenter, 99+ olästa" });
    await waitFor(() => expect(bell.textContent).toContain("99+"));
  },
};

/** No message: no badge, and the panel says so ('noMsg'). */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole("button", { name: "消息中心" });
    await userEvent.click(bell);
    await expect(await body().findByText("暂无消息")).toBeTruthy();
    await expect(within(canvasElement).queryByText(/\d/)).toBeNull();
  },
};

/** Alert-type messages show at the bottom right 1.5 s after the page starts, in one stack with the new-message prompt (NoticeStack). */
export const Alerts: Story = {
  play: async () => {
    const stack = within(await body().findByRole("region", { name: "通知" }, { timeout: 5000 }));
    await userEvent.click(await stack.findByRole("button", { name: /^\d 条通知$/ }, { timeout: 5000 }));
    await expect(await stack.findByRole("alert", { name: "系统维护通知" }, { timeout: 5000 })).toBeTruthy();
    await expect(await stack.findByRole("alert", { name: "大风天气安全预警" })).toBeTruthy();
  },
};

/** station-message-all: every message, newest first, unread ones marked. */
export const AllMessages: Story = {
  args: { view: "all", currentPath: "/portal/10101/?org=1" },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole("list", { name: "全部消息" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(10);
    await expect(within(canvasElement).getByText("共 10 条")).toBeTruthy();
    const nav = within(within(canvasElement).getByRole("navigation", { name: "消息分类" }));
    await expect(nav.getByRole("link", { name: "全部消息" }).getAttribute("aria-current")).toBe("page");
    await expect(nav.getByRole("link", { name: "已读消息" }).getAttribute("href")).toBe("/portal/10103/?org=1");
  },
};

/** station-message-unread and station-message-read. */
export const UnreadMessages: Story = {
  args: { view: "unread", currentPath: "/portal/10102/?org=1" },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole("list", { name: "未读消息" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(7);
  },
};
export const ReadMessages: Story = {
  args: { view: "read", currentPath: "/portal/10103/?org=1", tenant: "acme" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole("list", { name: "Read messages" }));
    await expect(list.getAllByRole("button").map((b) => b.textContent)).toEqual(["欢迎使用数字项目管理平台", "密码安全提醒", "劳务实名制数据同步完成"]);
    await expect(within(canvasElement).queryByRole("button", { name: "Mark all as read" })).toBeNull();
  },
};

/** The details page (/details/{messageId}): the message's text, marked read on the way. */
export const Details: Story = {
  args: { view: "details", currentPath: "/portal/10104/?org=1&messageId=90000009" },
  play: async ({ canvasElement }) => {
    const article = within(await within(canvasElement).findByRole("article", { name: "质量检查整改通知" }));
    await expect(article.getByText(/本周质量检查发现 3 项问题/)).toBeTruthy();
    await expect(await article.findByText("已读")).toBeTruthy();
    await expect(within(canvasElement).getByRole("link", { name: "返回消息列表" }).getAttribute("href")).toBe("/portal/10101/?org=1");
  },
};

/** A details page without a message, and one for a message that is not there. */
export const DetailsWithoutMessage: Story = {
  args: { view: "details", currentPath: "/portal/10104/?org=1&messageId=abc" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("未指定要查看的消息")).toBeTruthy();
  },
};
export const DetailsNotFound: Story = {
  args: { view: "details", currentPath: "/portal/10104/?org=1&messageId=12345" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("消息不存在或无权查看")).toBeTruthy();
  },
};
