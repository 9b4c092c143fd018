import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ForbiddenPage } from "#app/features/admin-console/ForbiddenPage";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

/** The console's 403 for a signed-in user who is not an admin of the tenant (SPEC §6), per demo tenant. */
const meta: Meta<{ tenant: DemoTenantKey }> = {
  title: "Admin console/Forbidden",
  subcomponents: { ForbiddenPage },
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ForbiddenPage tenantName={DEMO_TENANTS[tenant].tenant.name} />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<{ tenant: DemoTenantKey }>;

const says = (tenant: DemoTenantKey): Story["play"] =>
  async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: consoleText(globals, "forbidden.title") })).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "forbidden.reason", { tenant: DEMO_TENANTS[tenant].tenant.name }))).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "forbidden.ask"))).toBeTruthy();
    await expect(canvas.getByRole("link", { name: consoleText(globals, "backToPortal") }).getAttribute("href")).toBe("/portal/1/");
  };

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play: says("zhongjian") };
export const Acme: Story = { args: { tenant: "acme" }, play: says("acme") };
export const Nordbygg: Story = { args: { tenant: "nordbygg" }, play: says("nordbygg") };
