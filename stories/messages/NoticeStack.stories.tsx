import type { Meta, StoryObj } from "@storybook/react";
import { Button, Modal } from "antd";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NoticeStack, type Notice } from "#app/features/messages/NoticeStack";

const alert = (key: string, title: string, content: string): Notice => ({
  key,
  kind: "alert",
  title,
  content,
  actions: (
    <>
      <Button size="small">关闭</Button>
      <Button size="small" type="primary">
        查看
      </Button>
    </>
  ),
});

const NOTICES: Notice[] = [
  { key: "prompt", kind: "prompt", title: "新消息提醒", content: "您有 7 条未读消息" },
  alert("a1", "系统维护通知", "本周六 22:00–24:00 门户系统升级维护，期间暂停服务，请提前保存工作。"),
  alert("a2", "大风天气安全预警", "北京大兴国际物流园项目今日有 7 级大风，请立即停止塔吊作业并开展安全巡检。"),
];

interface Args {
  notices: Notice[];
  onCloseAll(): void;
  /** A blocking dialog (as the identity choice) open over the page at first. */
  blocking: boolean;
}

/**
 * The page's notices at the bottom right (SPEC §4 Messages alerts, §2 new-message prompt) as one
 * compact stack: the newest card, the count that opens the list, close all. Nothing shows while a
 * blocking dialog is open; the notices show once it closed.
 */
const meta: Meta<Args> = {
  title: "Shell/Notice stack",
  component: NoticeStack,
  parameters: { layout: "fullscreen" },
  args: { notices: NOTICES, blocking: false, onCloseAll: fn() },
  render: ({ notices, onCloseAll, blocking }) => <Page notices={notices} onCloseAll={onCloseAll} blocking={blocking} />,
};
export default meta;
type Story = StoryObj<Args>;

function Page({ notices, onCloseAll, blocking }: Args) {
  const [open, setOpen] = useState(blocking);
  return (
    <div style={{ minHeight: "100vh", padding: 16 }}>
      <Modal open={open} title="选择身份" closable={false} maskClosable={false} footer={<Button onClick={() => setOpen(false)}>进入</Button>}>
        请选择身份。
      </Modal>
      <NoticeStack notices={notices} onCloseAll={onCloseAll} />
    </div>
  );
}

const body = () => within(document.body);

/** Three notices: the newest card with "3 条通知", which opens the list; 全部关闭 asks the owner to close them all. */
export const ThreeNotices: Story = {
  play: async ({ args }) => {
    const stack = within(await body().findByRole("region", { name: "通知" }));
    await expect(stack.getByRole("alert", { name: "大风天气安全预警" })).toBeTruthy();
    await expect(stack.queryByRole("alert", { name: "系统维护通知" })).toBeNull();
    const region = body().getByRole("region", { name: "通知" });
    // Compact: one card tall, at most 360 px wide.
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(region.getBoundingClientRect().height).toBeLessThan(260);
    await userEvent.click(stack.getByRole("button", { name: "3 条通知" }));
    await expect(stack.getByRole("alert", { name: "系统维护通知" })).toBeTruthy();
    await expect(stack.getByText("您有 7 条未读消息")).toBeTruthy();
    await userEvent.click(stack.getByRole("button", { name: "全部关闭" }));
    await expect(args.onCloseAll).toHaveBeenCalledTimes(1);
  },
};

/** In English and Swedish: "3 notices", "Close all"; "3 aviseringar", "Stäng alla". */
export const InEnglish: Story = {
  globals: { locale: "en" },
  play: async () => {
    const stack = within(await body().findByRole("region", { name: "Notices" }));
    await expect(stack.getByRole("button", { name: "3 notices" })).toBeTruthy();
    await expect(stack.getByRole("button", { name: "Close all" })).toBeTruthy();
  },
};

export const InSwedish: Story = {
  globals: { locale: "sv-SE" },
  play: async () => {
    const stack = within(await body().findByRole("region", { name: "Aviseringar" }));
    await expect(stack.getByRole("button", { name: "3 aviseringar" })).toBeTruthy();
    await expect(stack.getByRole("button", { name: "Stäng alla" })).toBeTruthy();
  },
};

/** Under a blocking dialog nothing shows; once it is closed, the stack does. */
export const WaitsForTheDialog: Story = {
  args: { blocking: true },
  play: async () => {
    const dialog = within(await body().findByRole("dialog", { name: "选择身份" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole("region", { name: "通知" })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: /进\s?入/ }));
    await waitFor(() => expect(body().getByRole("region", { name: "通知" })).toBeTruthy());
  },
};

/** An urgent alert (ADR 057): drawn as antd draws an error, its tint, border, icon and the word for its level, unlike a normal one. */
export const UrgentAlert: Story = {
  args: {
    notices: [
      alert("n1", "例行通知", "本周五下午例会改到三楼会议室。"),
      { ...alert("u1", "紧急停电", "园区 A 座 14:00 起紧急停电，请立即保存工作。"), level: "urgent" },
      { ...alert("i1", "重要提醒", "明日起门禁卡需重新登记。"), level: "important" },
    ],
  },
  play: async () => {
    const count = await body().findByRole("button", { name: /3 条通知/ });
    await userEvent.click(count);
    const urgent = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-notice="u1"]');
      if (!found) throw new Error("no urgent card");
      return found;
    });
    await expect(urgent.getAttribute("data-level")).toBe("urgent");
    await expect(getComputedStyle(urgent).backgroundColor).toBe("rgb(255, 242, 240)");
    await expect(within(urgent).getByText("紧急")).toBeTruthy();
    await expect(urgent.querySelector(".anticon-close-circle")).not.toBeNull();
    const plain = document.querySelector<HTMLElement>('[data-notice="n1"]')!;
    await expect(getComputedStyle(plain).backgroundColor).toBe("rgb(255, 255, 255)");
    await expect(plain.querySelector("[data-level-label]")).toBeNull();
  },
};
