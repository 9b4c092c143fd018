import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, within } from "storybook/test";
import { VersionsTable } from "#app/features/admin-console/VersionsTable";
import type { DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleSeed, consoleText, withFakePlatform } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  onRolledBack: () => void;
}

/** A kind's versions with diff and rollback (ADR 020), per demo tenant: the header theme's history. */
const meta: Meta<Args> = {
  title: "Admin console/Versions",
  subcomponents: { VersionsTable },
  args: { onRolledBack: fn() },
  beforeEach: ({ args }) => withFakePlatform(args.tenant),
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
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };
export const Nordbygg: Story = {
  args: { tenant: "nordbygg" },
  play: async (context) => {
    await play(context);
    await expect(within(context.canvasElement).getByText(consoleText(context.globals, "versions.invalid"))).toBeTruthy();
  },
};
