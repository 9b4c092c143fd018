import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ConfigDiff } from "#app/features/admin-console/ConfigDiff";
import { changedPointers } from "#app/features/admin-console/config-diff.rules";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
}

/** A labelled diff (ADR 020, ADR 058): each field by its title, each code by its label (background type, watermark scope, switches). */
const meta: Meta<Args> = {
  title: "Admin console/Config diff",
  subcomponents: { ConfigDiff },
  render: ({ tenant }, { globals }) => {
    const before = { ...DEMO_TENANTS[tenant].theme, headerBgType: 0, watermarkScopeType: 0, watermarkSwitch: 1 };
    const after = { ...before, headerBgType: 1, watermarkScopeType: 1, watermarkSwitch: 0, systemName: `${before.systemName} · 2` };
    return (
      <ConsoleFrame>
        <ConfigDiff schema="header-theme" pointers={changedPointers(before, after)} before={before} after={after} beforeLabel={consoleText(globals, "audit.before")} afterLabel={consoleText(globals, "audit.after")} />
      </ConsoleFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const play: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(consoleText(globals, "fields.header-theme.headerBgType.title"))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "fields.header-theme.headerBgType.options.1"))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "watermark.tenant.watermarkScopeType.all"))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "history.off"))).toBeTruthy();
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };
export const Nordbygg: Story = { args: { tenant: "nordbygg" }, play };
