import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AuditTable } from "#app/features/admin-console/AuditTable";
import type { DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";
import { withHistoryPlatform } from "./history-fixtures";

interface Args {
  tenant: DemoTenantKey;
}

/**
 * The audit (ADR 020 Audit, ADR 058): filtered by what, action, actor, a date range and free
 * text; each row opens into its fields by their titles and its values by their labels (an app's
 * kind, a layout override's components), never JSON.
 */
const meta: Meta<Args> = {
  title: "Admin console/Audit",
  subcomponents: { AuditTable },
  beforeEach: ({ args }) => withHistoryPlatform(args.tenant),
  render: () => (
    <ConsoleFrame>
      <AuditTable />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** The table's rows once it has stopped loading: while it loads, its rows take no pointer. */
const rows = (canvasElement: HTMLElement) =>
  canvasElement.querySelector(".ant-table-wrapper .ant-spin-spinning") ? [] : [...canvasElement.querySelectorAll("tbody tr.ant-table-row")];

const play: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("searchbox", { name: consoleText(globals, "history.audit.search") })).toBeTruthy();
  await expect(canvas.getByPlaceholderText(consoleText(globals, "history.audit.rangeStart"))).toBeTruthy();
  // The app's row opens into its labelled fields: 接入方式 by its label, not `iframe`.
  await waitFor(() => expect(rows(canvasElement).some((row) => row.textContent?.includes("coadmin"))).toBe(true));
  const appRow = rows(canvasElement).find((row) => row.textContent?.includes("coadmin")) as HTMLElement;
  await userEvent.click(within(appRow).getByRole("button", { name: consoleText(globals, "history.audit.expand") }));
  await expect(await canvas.findByText(consoleText(globals, "apps.fields.allowedOrigins"))).toBeTruthy();
  await expect(canvas.getByText(consoleText(globals, "apps.kinds.iframe"))).toBeTruthy();
  // Free text: only the coadmin's rows stay.
  await userEvent.type(canvas.getByRole("searchbox", { name: consoleText(globals, "history.audit.search") }), "coadmin{Enter}");
  await waitFor(() => {
    const shown = rows(canvasElement);
    expect(shown.length > 0 && shown.every((row) => row.textContent?.includes("coadmin"))).toBe(true);
  });
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };

/** A layout override's row: its components by their labels (经典页头), not their names. */
export const LayoutOverrideRow: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).some((row) => row.textContent?.includes(consoleText(globals, "kinds.layout-override")))).toBe(true));
    const row = rows(canvasElement).find((r) => r.textContent?.includes(consoleText(globals, "kinds.layout-override"))) as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: consoleText(globals, "history.audit.expand") }));
    await expect(await canvas.findByText(new RegExp(consoleText(globals, "layout.components.ClassicHeader")))).toBeTruthy();
    await expect(canvas.queryByText(/ClassicHeader/)).toBeNull();
  },
};
