import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { ConsoleSection } from "#app/features/admin-console/ConsoleSection";
import { DEMO_TENANTS } from "../fixtures/portal";
import { ConsoleFrame, consoleText, withFakePlatform } from "./fixtures";

/**
 * The console's frame on small screens (ADR 056): below 1024 px its sections are behind a
 * labelled menu button that opens them in a drawer; below 768 px the tenant and account move
 * into the drawer. Nothing is wider than the screen.
 */
const meta: Meta = {
  title: "Admin console/Layout on small screens",
  component: ConsoleLayout,
  beforeEach: () => withFakePlatform("zhongjian"),
  render: () => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS.zhongjian.tenant.name} account="admin" active="branding">
        <ConsoleSection section="branding" />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj;

const opensTheDrawer: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await expect(canvas.queryByRole("navigation", { name: consoleText(globals, "nav.label") })).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "schemaForm.openNav") }));
  const nav = await body.findByRole("navigation", { name: consoleText(globals, "nav.label") });
  await expect(within(nav).getByRole("link", { name: consoleText(globals, "nav.branding") })).toHaveAttribute("aria-current", "page");
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
};

export const Tablet: Story = { globals: { viewport: { value: "w768" } }, play: opensTheDrawer };

export const Phone: Story = { globals: { viewport: { value: "w390" } }, play: opensTheDrawer };
