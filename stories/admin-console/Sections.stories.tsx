import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { ConsoleSection } from "#app/features/admin-console/ConsoleSection";
import { AuditSection, BrandingSection, SceneParamsSection } from "#app/features/admin-console/sections";
import type { ConsoleSectionKey } from "#app/features/admin-console/console-sections";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText, withFakePlatform } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  section: ConsoleSectionKey;
}

/** The tenant admin console's sections in its layout (ARCHITECTURE §1 `/portal-admin/`, ADR 020), per demo tenant. */
const meta: Meta<Args> = {
  title: "Admin console/Sections",
  subcomponents: { ConsoleLayout, ConsoleSection, BrandingSection, SceneParamsSection, AuditSection },
  beforeEach: ({ args }) => withFakePlatform(args.tenant),
  render: ({ tenant, section }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active={section}>
        <ConsoleSection section={section} />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const BrandingZhongjian: Story = {
  args: { tenant: "zhongjian", section: "branding" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The admin's draft is shown over the published version 2.
    await expect(await canvas.findByText(consoleText(globals, "editor.published", { version: 2 }))).toBeTruthy();
    await expect(canvas.getByDisplayValue("#0B5CAD")).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "kinds.nav-logo-and-name"))).toBeTruthy();
  },
};

export const BrandingAcme: Story = {
  args: { tenant: "acme", section: "branding" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.published", { version: 3 }))).toBeTruthy();
    await expect(canvas.getAllByDisplayValue("Acme Project Portal").length).toBeGreaterThan(0);
  },
};

export const BrandingNordbygg: Story = {
  args: { tenant: "nordbygg", section: "branding" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The stored version 2 does not validate: the portal serves version 1, and the console says so.
    await expect(await canvas.findByText(consoleText(globals, "editor.stale", { version: 2, served: 1 }))).toBeTruthy();
  },
};

export const SceneParamsZhongjian: Story = {
  args: { tenant: "zhongjian", section: "scene-params" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.published", { version: 2 }))).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "fields.scene-params.helpCenterShow.help"))).toBeTruthy();
    await expect(canvas.getByDisplayValue("BIM 中心")).toBeTruthy();
  },
};

export const SceneParamsAcme: Story = {
  args: { tenant: "acme", section: "scene-params" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(consoleText(globals, "editor.published", { version: 1 }))).toBeTruthy();
  },
};

export const SceneParamsNordbygg: Story = {
  args: { tenant: "nordbygg", section: "scene-params" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.published", { version: 1 }))).toBeTruthy();
    await expect(canvas.getByDisplayValue("3")).toBeTruthy();
  },
};

export const AuditZhongjian: Story = {
  args: { tenant: "zhongjian", section: "audit" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(consoleText(globals, "kinds.header-theme"))).length).toBeGreaterThan(0);
    const csv = canvas.getByText(consoleText(globals, "audit.csv")).closest("a");
    await expect(csv?.getAttribute("href")).toBe("/api/param/v4/tenant-config/audit?format=csv");
  },
};

export const AuditAcme: Story = {
  args: { tenant: "acme", section: "audit" },
  play: async ({ canvasElement, globals }) => {
    await expect((await within(canvasElement).findAllByText(consoleText(globals, "versions.actions.rollback"))).length).toBeGreaterThan(0);
  },
};

export const AuditNordbygg: Story = {
  args: { tenant: "nordbygg", section: "audit" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("import")).toBeTruthy();
  },
};
