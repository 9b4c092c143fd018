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
  onResolve: (merged: Record<string, unknown>) => void;
}

/**
 * What a 412 on Publish shows (ADR 020, ADR 058): the versions published since the draft's base,
 * and per field mine / published / base with a choice, saved as the merged draft.
 */
function conflictOf(tenant: DemoTenantKey) {
  const theme = DEMO_TENANTS[tenant].theme;
  const base = { ...theme };
  const height = typeof theme.headerHeight === "number" ? theme.headerHeight : 48;
  const theirs = { ...theme, headerBgColor: "#333333", headerHeight: height + 4 };
  const draft = { ...theme, themeColor: "#7B61FF", headerHeight: height + 8 };
  return {
    base: { version: 3, value: base },
    current: { kind: "header-theme" as const, version: 4, value: theirs, servedVersion: 4, stale: false },
    since: [{ version: 4, action: "publish", actorAccount: "colleague", at: "2026-11-26T09:12:00Z", summary: changedPointers(base, theirs), basedOn: 3, valid: true }],
    draft,
  };
}

const meta: Meta<Args> = {
  title: "Admin console/Conflict",
  subcomponents: { ConflictView },
  args: { onRebase: fn(), onDiscard: fn(), onResolve: fn() },
  render: ({ tenant, onRebase, onDiscard, onResolve }) => {
    const { current, since, draft, base } = conflictOf(tenant);
    return (
      <ConsoleFrame>
        <ConflictView schema="header-theme" current={current} since={since} draft={draft} base={base} onRebase={onRebase} onDiscard={onDiscard} onResolve={onResolve} />
      </ConsoleFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const play: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const { current, draft } = conflictOf(args.tenant);
  await expect(canvas.getByText(consoleText(globals, "conflict.title", { version: 4 }))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "fields.header-theme.headerBgColor.title"))).toBeTruthy();
  await expect(canvas.getByText("#333333")).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "history.conflict.changedBy.both"))).toBeTruthy();
  // The header height both changed: keep mine; the rest as offered (their colour, my theme colour).
  const height = canvas.getByRole("radiogroup", { name: consoleText(globals, "history.conflict.choiceFor", { field: consoleText(globals, "fields.header-theme.headerHeight.title") }) });
  await userEvent.click(within(height).getByLabelText(consoleText(globals, "history.conflict.keepMine")));
  await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "history.conflict.save") }));
  await expect(args.onResolve).toHaveBeenCalledWith({ ...current.value, headerHeight: draft.headerHeight, themeColor: draft.themeColor });
  await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "conflict.rebase", { version: 4 }) }));
  await expect(args.onRebase).toHaveBeenCalledTimes(1);
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };
export const Nordbygg: Story = { args: { tenant: "nordbygg" }, play };
