import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { TenantWatermark } from "#app/features/admin-console/watermark-section/TenantWatermark";
import { WatermarkForm } from "#app/features/admin-console/watermark-section/WatermarkForm";
import { WatermarkSection } from "#app/features/admin-console/watermark-section/WatermarkSection";
import { WatermarkTemplates } from "#app/features/admin-console/watermark-section/WatermarkTemplates";
import type { WatermarkTemplate } from "#app/platform-api/watermark-admin";
import { FakeTenantConfig, fakeTenantConfigFetch } from "#tests/mocks/tenant-config";
import { FakeWatermarks, fakeWatermarkFetch } from "#tests/mocks/watermarks";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

/**
 * The Watermark section (SPEC §3 Watermark, ADR 021), per demo tenant: 中建智造 draws a TEXT
 * template with the user's account and has a PICTURE one; Acme has no template yet; Nordbygg
 * has one switched off. The templates come from the platform's calls, faked here.
 */
type Seed = { templates: Omit<WatermarkTemplate, "id" | "version">[]; theme: Record<string, unknown> };

function watermarkSeed(tenant: DemoTenantKey): Seed {
  const theme = DEMO_TENANTS[tenant].theme;
  if (tenant === "zhongjian")
    return {
      templates: [
        { name: "内部资料", code: "internal", type: "TEXT", text: "{name} {loginAccount} {systemDate}", fontSize: 16, fontColor: "#999999", rotationAngle: -20, transparency: 20 },
        { name: "中建标志", type: "PICTURE", picturePath: "/platform/assets/zhongjian-logo.svg", pictureName: "zhongjian-logo.svg", rotationAngle: 30, spacing: 80 },
      ],
      theme: { ...theme, watermarkSwitch: 1, watermarkTemplate: "1001", watermarkScopeType: 0 },
    };
  if (tenant === "acme") return { templates: [], theme: { ...theme, watermarkSwitch: 0, watermarkTemplate: "" } };
  return { templates: [{ name: "Konfidentiellt", type: "TEXT", text: "{tenantName} · {loginAccount}", status: 0 }], theme: { ...theme, watermarkSwitch: 1, watermarkTemplate: "1001", watermarkScopeType: 1, watermarkScope: "1001,1002" } };
}

interface Args {
  tenant: DemoTenantKey;
}

const meta: Meta<Args> = {
  title: "Admin console/Watermark section",
  subcomponents: { WatermarkSection, WatermarkTemplates, WatermarkForm, TenantWatermark },
  beforeEach: ({ args }) => {
    const original = globalThis.fetch;
    const seed = watermarkSeed(args.tenant);
    const config = new FakeTenantConfig({ versions: { "header-theme": [{ value: seed.theme, actorAccount: "admin", at: "2026-11-20T09:00:00Z" }] } });
    globalThis.fetch = fakeWatermarkFetch(new FakeWatermarks(seed.templates), fakeTenantConfigFetch(config, original));
    return () => {
      globalThis.fetch = original;
    };
  },
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active="watermark">
        <WatermarkSection />
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
    await expect(await canvas.findByText("中建标志")).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "watermark.inUse"))).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "editor.published", { version: 1 }))).toBeTruthy();
  },
};

export const AcmeNoTemplates: Story = {
  args: { tenant: "acme" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "watermark.tenant.title"))).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "watermark.new"))).toBeTruthy();
  },
};

export const NordbyggScopedToMenus: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Konfidentiellt")).toBeTruthy();
    await expect(canvas.getByDisplayValue("1001,1002")).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "watermark.statusOff"))).toBeTruthy();
  },
};

/** The template form alone, on a PICTURE template with its uploaded picture, rotation and spacing. */
export const PictureTemplateForm: StoryObj<Args> = {
  args: { tenant: "zhongjian" },
  render: () => (
    <ConsoleFrame>
      <WatermarkForm
        title="中建标志"
        initial={{ name: "中建标志", type: "PICTURE", picturePath: "/platform/assets/zhongjian-logo.svg", pictureName: "zhongjian-logo.svg", rotationAngle: 30, spacing: 80, staggerDistance: 100, scale: 100, transparency: 0, repeat: true, status: 1, position: "MIDDLE" }}
        platformFaults={[]}
        saving={false}
        onSave={() => undefined}
        onCancel={() => undefined}
      />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByAltText(consoleText(globals, "watermark.pictureAlt", { name: "zhongjian-logo.svg" }))).toBeTruthy();
    await expect(canvas.getByDisplayValue("30")).toBeTruthy();
    await expect(canvas.getByDisplayValue("80")).toBeTruthy();
  },
};
