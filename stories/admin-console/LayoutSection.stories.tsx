import type { Meta, StoryObj } from "@storybook/react";
import { useTranslation } from "react-i18next";
import { expect, within } from "storybook/test";
import { LayoutChoicePicture } from "#app/features/admin-console/layout-section/LayoutChoicePicture";
import { LayoutForm } from "#app/features/admin-console/layout-section/LayoutForm";
import { REGION_CHOICES } from "#app/features/admin-console/layout-section/layout-override.rules";
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
  subcomponents: { LayoutSection, LayoutForm, LayoutChoicePicture },
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
    // The draft's Full · Classic sidebar is shown, by its name in the admin's language and its picture (ADR 055).
    await expect(canvas.getByTitle(consoleText(globals, "layout.components.SimpleSidebar"))).toBeTruthy();
    const title = consoleText(globals, "layout.components.SimpleSidebar");
    await expect(canvas.getByRole("img", { name: consoleText(globals, "layoutPictures.alt", { title, description: consoleText(globals, "layoutPictures.SimpleSidebar") }) })).toBeTruthy();
    await expect(canvas.queryByText(/SimpleSidebar/)).toBeNull();
  },
};

export const AcmeNothingStored: Story = {
  args: { tenant: "acme" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "editor.notPublished"))).toBeTruthy();
    await expect(canvas.getByTitle(consoleText(globals, "layout.inherit", { title: consoleText(globals, "layout.components.ClassicHeader") }))).toBeTruthy();
  },
};

export const NordbyggUnknownComponent: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "layout.unknownComponent", { name: "WeatherWidget" }))).toBeTruthy();
  },
};

/**
 * Every region component's picture (ADR 055), as the Layout section shows the one in force beside
 * its list: an inline sketch drawn by us, each an image whose text alternative says what it shows.
 */
export const ChoicePictures: Story = {
  args: { tenant: "acme" },
  render: () => (
    <ConsoleFrame>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: 16, padding: 16, background: "#fff" }}>
        {REGION_CHOICES.map((name) => (
          <figure key={name} style={{ margin: 0, display: "flex", flexDirection: "column", alignItems: "center", gap: 8 }}>
            <LayoutChoicePicture name={name} width={128} />
            <ChoiceCaption name={name} />
          </figure>
        ))}
      </div>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const name of REGION_CHOICES) {
      const title = consoleText(globals, `layout.components.${name}`);
      const alt = consoleText(globals, "layoutPictures.alt", { title, description: consoleText(globals, `layoutPictures.${name}`) });
      await expect(canvas.getByRole("img", { name: alt })).toBeTruthy();
    }
    await expect(canvas.getAllByRole("img")).toHaveLength(REGION_CHOICES.length);
  },
};

function ChoiceCaption({ name }: { name: string }) {
  const { t } = useTranslation();
  return <figcaption style={{ fontSize: 14, color: "rgba(0, 0, 0, 0.88)" }}>{t(`adminConsole.layout.components.${name}`)}</figcaption>;
}
