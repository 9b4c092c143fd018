import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { AnnouncementPublishConfirm } from "#app/features/admin-console/announcements-section/AnnouncementPublishConfirm";
import { EntriesPublishConfirm } from "#app/features/admin-console/entries-section/EntriesPublishConfirm";
import type { AnnouncementRecord } from "#app/platform-api/announcements";
import type { EntryDraftItem } from "#app/platform-api/content-versions";
import type { EntryRecord } from "#app/platform-api/entries-admin";
import { ENTRIES_SEEDS } from "./entries-fixtures";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  onPublish: () => void;
  onCancel: () => void;
}

const LIVE = ENTRIES_SEEDS.zhongjian["quick-entries"] as EntryRecord<"quick-entries">[];
const DRAFT: EntryDraftItem<"quick-entries">[] = [
  { ...LIVE[1]! },
  { ...LIVE[0]!, nameAllLang: { "zh-CN": "我的待办事项", en: "My tasks", "sv-SE": "Mina uppgifter" } },
  { code: "quick.safety", nameAllLang: { "zh-CN": "安全培训", en: "Safety training", "sv-SE": "Säkerhetsutbildning" }, url: "/apps/safety/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" },
];

const RECORD: AnnouncementRecord = {
  id: "90000101",
  kind: "alert",
  level: "normal",
  orgId: null,
  orgName: null,
  titleAllLang: { "zh-CN": "停水通知", en: "Water cut" },
  contentAllLang: { "zh-CN": "周六上午停水。" },
  publishFrom: "2026-12-07T08:00:00.000Z",
  publishUntil: null,
  status: "live",
  publisher: "admin",
  withdrawnAt: null,
  version: 1,
  createdAt: "2026-12-07T08:00:00.000Z",
  updatedAt: "2026-12-07T08:00:00.000Z",
};

/** What Publish asks before an entry list or an announcement goes live (ADR 057). */
const meta: Meta<Args> = {
  title: "Admin console/Content publish confirmation",
  args: { onPublish: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<Args>;

const confirmName = (globals: Record<string, unknown>) => new RegExp(`^${[...consoleText(globals, "contentVersions.confirmPublish")].join("\\s?")}$`);

/** A quick-entry list's draft: one entry renamed, one added, the order changed. */
export const EntryList: Story = {
  render: ({ onPublish, onCancel }) => (
    <ConsoleFrame>
      <EntriesPublishConfirm open listLabel="快捷入口" live={LIVE} draft={DRAFT} publishing={false} onPublish={onPublish} onCancel={onCancel} />
    </ConsoleFrame>
  ),
  play: async ({ globals, args }) => {
    const dialog = await within(document.body).findByRole("dialog", { name: consoleText(globals, "contentVersions.confirmTitle") });
    const body = within(dialog);
    await expect(body.getByText(consoleText(globals, "contentVersions.orderChanged"))).toBeTruthy();
    await expect(body.getAllByText(consoleText(globals, "contentVersions.tags.added")).length).toBeGreaterThan(0);
    await userEvent.click(body.getByRole("button", { name: confirmName(globals) }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

/** An alert's draft with a new title and level: the live value beside the draft's. */
export const Announcement: Story = {
  render: ({ onPublish, onCancel }) => (
    <ConsoleFrame>
      <AnnouncementPublishConfirm
        open
        record={RECORD}
        draft={{ kind: "alert", level: "urgent", orgId: null, titleAllLang: { "zh-CN": "停水通知（更正）", en: "Water cut" }, contentAllLang: RECORD.contentAllLang, publishFrom: RECORD.publishFrom, publishUntil: null }}
        publishing={false}
        onPublish={onPublish}
        onCancel={onCancel}
      />
    </ConsoleFrame>
  ),
  play: async ({ globals, args }) => {
    const dialog = await within(document.body).findByRole("dialog", { name: consoleText(globals, "contentVersions.confirmTitle") });
    const body = within(dialog);
    await expect(body.getByText(consoleText(globals, "contentVersions.announcement.fields.titleAllLang"))).toBeTruthy();
    await expect(body.getByText(consoleText(globals, "contentVersions.announcement.fields.level"))).toBeTruthy();
    await expect(body.queryByText(consoleText(globals, "contentVersions.announcement.fields.publishFrom"))).toBeNull();
    await userEvent.click(body.getByRole("button", { name: confirmName(globals) }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};
