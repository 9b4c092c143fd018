import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { LayoutForm } from "#app/features/admin-console/layout-section/LayoutForm";
import { LayoutSection } from "#app/features/admin-console/layout-section/LayoutSection";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { FakeTenantConfig, fakeTenantConfigFetch, type TenantConfigSeed } from "#tests/mocks/tenant-config";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

/**
 * The Layout section (ARCHITECTURE §3): which registered component fills each region, per view
 * mode × portal type, per demo tenant. 中建智造 has published a Simple header for its Classic
 * application pages and has a draft; Acme has nothing stored; Nordbygg's draft names a component
 * the registry does not have.
 */
function layoutSeed(tenant: DemoTenantKey): TenantConfigSeed {
  if (tenant === "zhongjian")
    return {
      versions: { "layout-override": [{ value: { layouts: [{ viewMode: "application", portalType: "Classic", regions: { header: { component: "SimpleHeader" } } }] }, actorAccount: "admin", at: "2026-11-20T09:00:00Z" }] },
      drafts: {
        "layout-override": {
          basedOn: 1,
          value: { layouts: [{ viewMode: "application", portalType: "Classic", regions: { header: { component: "SimpleHeader" } } }, { viewMode: "full", portalType: "Classic", regions: { sidebar: { component: "SimpleSidebar" } } }] },
          updatedAt: "2026-11-25T16:05:00Z",
        },
      },
    };
  if (tenant === "acme") return { versions: {} };
  return {
    versions: { "layout-override": [{ value: { layouts: [] }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }] },
    drafts: { "layout-override": { basedOn: 1, value: { layouts: [{ viewMode: "full", portalType: "Classic", regions: { banner: { component: "WeatherWidget" } } }] } } },
  };
}

interface Args {
  tenant: DemoTenantKey;
}

const meta: Meta<Args> = {
  title: "Admin console/Layout section",
  subcomponents: { LayoutSection, LayoutForm },
  beforeEach: ({ args }) => {
    const original = globalThis.fetch;
    globalThis.fetch = fakeTenantConfigFetch(new FakeTenantConfig(layoutSeed(args.tenant)), original);
    return () => {
      globalThis.fetch = original;
    };
  },
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active="layout">
        <LayoutSection />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Zhongjian: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.published", { version: 1 }))).toBeTruthy();
    // The draft's Full · Classic sidebar is shown.
    await expect(canvas.getByTitle(`${consoleText(globals, "layout.components.SimpleSidebar")} (SimpleSidebar)`)).toBeTruthy();
  },
};

export const AcmeNothingStored: Story = {
  args: { tenant: "acme" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.notPublished"))).toBeTruthy();
    await expect(canvas.getByTitle(consoleText(globals, "layout.inherit", { name: "ClassicHeader", title: consoleText(globals, "layout.components.ClassicHeader") }))).toBeTruthy();
  },
};

export const NordbyggUnknownComponent: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "layout.unknownComponent", { name: "WeatherWidget" }))).toBeTruthy();
  },
};
