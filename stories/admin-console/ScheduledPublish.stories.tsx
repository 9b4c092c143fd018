import type { Meta, StoryObj } from "@storybook/react";
import dayjs from "dayjs";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formatTime } from "#app/features/admin-console/format-time";
import { PublishConfirm } from "#app/features/admin-console/PublishConfirm";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { ScheduleChoice } from "#app/features/admin-console/schedule-publish/ScheduleChoice";
import { ScheduledPublishes } from "#app/features/admin-console/schedule-publish/ScheduledPublishes";
import type { ScheduleRecord } from "#app/platform-api/tenant-transfer";
import { FakeSchedules, scheduleHandlers } from "#tests/mocks/config-schedules";
import { answerPlatform } from "../fixtures/platform";
import { DEMO_TENANTS } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

const record = (fields: Partial<ScheduleRecord> & Pick<ScheduleRecord, "id" | "status" | "runAt">): ScheduleRecord => ({
  kind: "header-theme",
  basedOn: 4,
  reasonCode: null,
  reason: null,
  version: null,
  actorAccount: "admin",
  createdAt: "2026-12-01T08:00:00.000Z",
  doneAt: null,
  ...fields,
});

/** A pending schedule, one that failed because another version was published meanwhile, and one published. */
const SCHEDULES: ScheduleRecord[] = [
  record({ id: "3", status: "pending", runAt: "2026-12-24T08:00:00.000Z" }),
  record({ id: "2", status: "failed", runAt: "2026-12-05T08:00:00.000Z", reasonCode: "stale", reason: "header-theme is at version 5, not 4: someone published meanwhile; see what changed and publish again", doneAt: "2026-12-05T08:00:01.000Z" }),
  record({ id: "1", status: "published", runAt: "2026-12-01T08:00:00.000Z", version: 4, doneAt: "2026-12-01T08:00:01.000Z" }),
];

/**
 * Scheduled publish for branding (ADR 059): the publish confirmation's option to publish at a
 * chosen time, and the kind's schedules with Cancel and the reason a schedule failed.
 */
interface Args {
  onPublish: () => void;
  onSchedule: (runAt: string, fields?: readonly string[]) => void;
  onCancel: () => void;
}

const meta: Meta<Args> = {
  title: "Admin console/Scheduled publish",
  subcomponents: { PublishConfirm, ScheduleChoice, ScheduledPublishes },
  beforeEach: () => answerPlatform(scheduleHandlers(new FakeSchedules(SCHEDULES)))(),
};
export default meta;
type Story = StoryObj<Args>;

/** The kind's schedules: the pending one cancelled, the stale one said in words. */
export const Schedules: Story = {
  args: { onPublish: fn(), onSchedule: fn(), onCancel: fn() },
  render: () => (
    <ConsoleFrame>
      <div style={{ background: "#fff", padding: 24 }}>
        <ScheduledPublishes kind="header-theme" refreshKey={0} />
      </div>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(consoleText(globals, "transfer.schedule.reasons.stale", { basedOn: 4 }));
    await expect(canvas.getByText(consoleText(globals, "transfer.schedule.status.published", { version: 4 }))).toBeTruthy();
    const locale = normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE;
    const cancel = canvas.getByRole("button", { name: consoleText(globals, "transfer.schedule.cancelLabel", { time: formatTime(SCHEDULES[0]!.runAt, locale) }) });
    await userEvent.click(cancel);
    const confirm = await within(document.body).findByRole("tooltip");
    await userEvent.click(within(confirm).getByRole("button", { name: new RegExp(consoleText(globals, "editor.yes").split("").join("\\s?")) }));
    await waitFor(() => expect(canvas.getByText(consoleText(globals, "transfer.schedule.status.cancelled"))).toBeTruthy());
  },
};

/** Publish's confirmation with the option on: a time to come, and Publish becomes Schedule publish. */
export const ConfirmWithTime: Story = {
  args: { onPublish: fn(), onSchedule: fn(), onCancel: fn() },
  render: (args) => {
    const live = DEMO_TENANTS.zhongjian.theme;
    return (
      <ConsoleFrame>
        <PublishConfirm
          open
          kind="header-theme"
          section="branding"
          live={live}
          draft={{ ...live, systemName: "中建智造 · 新名称" }}
          publishing={false}
          onPublish={args.onPublish}
          onCancel={args.onCancel}
          onSchedule={args.onSchedule}
        />
      </ConsoleFrame>
    );
  },
  play: async ({ globals, args }) => {
    const dialog = within(await within(document.body).findByRole("dialog", { name: consoleText(globals, "publish.title") }));
    await userEvent.click(dialog.getByRole("checkbox", { name: consoleText(globals, "transfer.schedule.option") }));
    const time = dialog.getByLabelText(consoleText(globals, "transfer.schedule.timeLabel"));
    // Typed as the console shows a time in every language (ADR 062): YYYY-MM-DD HH:mm.
    const soon = dayjs().add(1, "hour").second(0).millisecond(0);
    await userEvent.click(time);
    await userEvent.type(time, `${soon.format("YYYY-MM-DD HH:mm")}{Enter}`);
    await userEvent.click(dialog.getByRole("button", { name: consoleText(globals, "transfer.schedule.confirm") }));
    await expect(args.onSchedule).toHaveBeenCalledWith(soon.toISOString());
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};
