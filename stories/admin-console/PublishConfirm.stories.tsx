import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ConsoleSectionKey } from "#app/features/admin-console/console-sections";
import { PublishConfirm } from "#app/features/admin-console/PublishConfirm";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  section: ConsoleSectionKey;
  /** The draft changes a Branding field (the logo) besides the watermark. */
  withBranding: boolean;
  onPublish: (fields?: readonly string[]) => void;
  onCancel: () => void;
}

/** The header theme as published, and the admin's draft: another watermark template, and a new logo when `withBranding`. */
function themeOf(tenant: DemoTenantKey, withBranding: boolean) {
  const live = { ...DEMO_TENANTS[tenant].theme, watermarkSwitch: 1, watermarkTemplate: "9001" };
  const draft = { ...live, watermarkTemplate: "9002", ...(withBranding ? { systemLogoUrl: "/platform/assets/new-logo.svg" } : {}) };
  return { live, draft };
}

/**
 * What Publish asks before it publishes (ADR 054): the header theme's draft against the live
 * value, field by field; on the Watermark page the Branding draft's logo named with its section,
 * and "only this section's fields" beside "publish all".
 */
const meta: Meta<Args> = {
  title: "Admin console/Publish confirmation",
  subcomponents: { PublishConfirm },
  args: { section: "watermark", withBranding: true, onPublish: fn(), onCancel: fn() },
  render: ({ tenant, section, withBranding, onPublish, onCancel }) => {
    const { live, draft } = themeOf(tenant, withBranding);
    return (
      <ConsoleFrame>
        <PublishConfirm open kind="header-theme" section={section} live={live} draft={draft} publishing={false} onPublish={onPublish} onCancel={onCancel} />
      </ConsoleFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A button's name as antd draws it: two Chinese characters get a space between them. */
const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s?")}$`);

const mixed: Story["play"] = async ({ globals, args }) => {
  const dialog = await within(document.body).findByRole("dialog", { name: consoleText(globals, "publish.title") });
  const body = within(dialog);
  await expect(body.getByText(consoleText(globals, "fields.header-theme.watermarkTemplate.title"))).toBeTruthy();
  await expect(body.getByText("/platform/assets/new-logo.svg")).toBeTruthy();
  const branding = consoleText(globals, "nav.branding");
  await expect(body.getByText(consoleText(globals, "publish.otherField", { field: consoleText(globals, "fields.header-theme.systemLogoUrl.title"), section: branding }))).toBeTruthy();
  await userEvent.click(body.getByRole("button", { name: buttonName(consoleText(globals, "publish.onlySection")) }));
  await expect(args.onPublish).toHaveBeenCalledWith(["/watermarkTemplate"]);
  await userEvent.click(body.getByRole("button", { name: buttonName(consoleText(globals, "publish.all")) }));
  await expect(args.onPublish).toHaveBeenLastCalledWith();
};

/** 中建智造 on the Watermark page, with a logo drafted on the Branding page. */
export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play: mixed };
export const Acme: Story = { args: { tenant: "acme" }, play: mixed };
export const Nordbygg: Story = { args: { tenant: "nordbygg" }, play: mixed };

/** Only the watermark changed: no other section to name, one Publish. */
export const OnlyThisSection: Story = {
  args: { tenant: "zhongjian", withBranding: false },
  play: async ({ globals, args }) => {
    const dialog = await within(document.body).findByRole("dialog", { name: consoleText(globals, "publish.title") });
    const body = within(dialog);
    await expect(body.queryByRole("button", { name: buttonName(consoleText(globals, "publish.onlySection")) })).toBeNull();
    await userEvent.click(body.getByRole("button", { name: buttonName(consoleText(globals, "editor.publish")) }));
    await expect(args.onPublish).toHaveBeenCalledWith();
  },
};
