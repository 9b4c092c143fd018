import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ContentVersions } from "#app/features/admin-console/ContentVersions";
import type { ContentVersionPage } from "#app/platform-api/content-versions";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  label: string;
  rollback: (version: number, published: number) => Promise<{ version: number }>;
  onRolledBack: () => void;
}

const PAGE: ContentVersionPage = {
  records: [
    { version: 3, action: "rollback", actorAccount: "admin", at: "2026-12-07T09:30:00.000Z", summary: ["/82001/nameAllLang"], basedOn: 2, restoredFrom: 1 },
    { version: 2, action: "publish", actorAccount: "admin", at: "2026-12-07T09:00:00.000Z", summary: ["/82001/nameAllLang", "/order"], basedOn: 1, restoredFrom: null },
    { version: 1, action: "import", actorAccount: "system", at: "2026-12-01T08:00:00.000Z", summary: [], basedOn: 0, restoredFrom: null },
  ],
  recordTotal: 3,
  totalPage: 1,
  publishedVersion: 3,
};

/**
 * The versions of an entry list or an announcement (ADR 057): how each came to be, who, when,
 * what changed; an older one rolls back after a confirmation, at the version published now.
 */
const meta: Meta<Args> = {
  title: "Admin console/Content versions",
  subcomponents: { ContentVersions },
  args: { label: "快捷入口", rollback: fn(async () => ({ version: 4 })), onRolledBack: fn() },
  render: ({ label, rollback, onRolledBack }) => (
    <ConsoleFrame>
      <ContentVersions label={label} load={async () => structuredClone(PAGE)} rollback={rollback} describe={(summary) => summary.join(", ")} onRolledBack={onRolledBack} />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const ThreeVersions: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(consoleText(globals, "contentVersions.restoredFrom", { version: 1 }));
    // What the platform stored itself reads as the system, in the admin's language, not its account name.
    await canvas.findByText(consoleText(globals, "history.system"));
    await expect(canvas.queryByText("system")).toBeNull();
    // The live version has no rollback; each older one has.
    await expect(canvas.queryByRole("button", { name: consoleText(globals, "contentVersions.rollbackVersion", { version: 3 }) })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "contentVersions.rollbackVersion", { version: 1 }) }));
    const popover = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-popover:not(.ant-popover-hidden)");
      if (!found) throw new Error("no confirmation");
      return found;
    });
    await userEvent.click(within(popover).getByRole("button", { name: new RegExp(`^${[...consoleText(globals, "contentVersions.yes")].join("\\s?")}$`) }));
    await waitFor(() => expect(args.rollback).toHaveBeenCalledWith(1, 3));
    await canvas.findByText(consoleText(globals, "contentVersions.rolledBack", { version: 1, next: 4 }));
    await expect(args.onRolledBack).toHaveBeenCalled();
  },
};
