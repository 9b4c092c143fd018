import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { VersionsTable } from "#app/features/admin-console/VersionsTable";
import type { DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleSeed, consoleText } from "./fixtures";
import { withHistoryPlatform } from "./history-fixtures";

interface Args {
  tenant: DemoTenantKey;
  onRolledBack: () => void;
}

/**
 * A kind's versions with diff and rollback (ADR 020), in words (ADR 058: 初始配置 by 系统, a
 * rollback naming the version it restored), each opening into its labelled diff against the
 * version before; per demo tenant: the header theme's history.
 */
const meta: Meta<Args> = {
  title: "Admin console/Versions",
  subcomponents: { VersionsTable },
  args: { onRolledBack: fn() },
  beforeEach: ({ args }) => withHistoryPlatform(args.tenant),
  render: ({ tenant, onRolledBack }) => (
    <ConsoleFrame>
      <VersionsTable kind="header-theme" publishedVersion={consoleSeed(tenant).versions["header-theme"]?.length ?? 0} onRolledBack={onRolledBack} />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const play: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const versions = consoleSeed(args.tenant).versions["header-theme"] ?? [];
  await expect(await canvas.findByText(consoleText(globals, "versions.current"))).toBeTruthy();
  // One rollback per version but the current one.
  await expect(canvas.getAllByText(consoleText(globals, "versions.rollback"))).toHaveLength(versions.length - 1);
  // Version 1 in words, and its fields by their titles.
  await expect(canvas.getByText(consoleText(globals, "history.actions.import"))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "history.system"))).toBeTruthy();
  await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "history.versions.expand", { version: 1 }) }));
  const diff = await canvas.findByRole("region", { name: consoleText(globals, "history.versions.againstNothing") });
  await expect(within(diff).getByText(consoleText(globals, "fields.header-theme.systemName.title"))).toBeTruthy();
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = {
  args: { tenant: "acme" },
  play: async (context) => {
    await play(context);
    await expect(within(context.canvasElement).getByText(consoleText(context.globals, "history.actions.rollbackFrom", { version: 1 }))).toBeTruthy();
  },
};
export const Nordbygg: Story = {
  args: { tenant: "nordbygg" },
  play: async (context) => {
    await play(context);
    await expect(within(context.canvasElement).getByText(consoleText(context.globals, "versions.invalid"))).toBeTruthy();
  },
};
