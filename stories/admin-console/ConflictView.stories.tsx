import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConflictView } from "#app/features/admin-console/ConflictView";
import { changedPointers } from "#app/features/admin-console/config-diff.rules";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  onRebase: () => void;
  onDiscard: () => void;
}

/** What a 412 on Publish shows (ADR 020): the versions published since the draft's base, field by field, with the draft kept. */
function conflictOf(tenant: DemoTenantKey) {
  const theme = DEMO_TENANTS[tenant].theme;
  const base = { ...theme };
  const theirs = { ...theme, headerBgColor: "#333333", headerHeight: 56 };
  const draft = { ...theme, themeColor: "#7B61FF" };
  return {
    current: { kind: "header-theme" as const, version: 4, value: theirs, servedVersion: 4, stale: false },
    since: [{ version: 4, action: "publish", actorAccount: "colleague", at: "2026-11-26T09:12:00Z", summary: changedPointers(base, theirs), basedOn: 3, valid: true }],
    draft,
  };
}

const meta: Meta<Args> = {
  title: "Admin console/Conflict",
  subcomponents: { ConflictView },
  args: { onRebase: fn(), onDiscard: fn() },
  render: ({ tenant, onRebase, onDiscard }) => {
    const { current, since, draft } = conflictOf(tenant);
    return (
      <ConsoleFrame>
        <ConflictView schema="header-theme" current={current} since={since} draft={draft} onRebase={onRebase} onDiscard={onDiscard} />
      </ConsoleFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const play: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(consoleText(globals, "conflict.title", { version: 4 }))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "fields.header-theme.headerBgColor.title"))).toBeTruthy();
  await expect(canvas.getByText("#333333")).toBeTruthy();
  await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "conflict.rebase", { version: 4 }) }));
  await expect(args.onRebase).toHaveBeenCalledTimes(1);
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };
export const Nordbygg: Story = { args: { tenant: "nordbygg" }, play };
