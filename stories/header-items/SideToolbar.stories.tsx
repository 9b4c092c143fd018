import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { SideToolbar } from "#app/components/toolbar/SideToolbar";
import type { PortalType } from "#app/layout/types";
import type { DemoTenantKey } from "../fixtures/portal";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  userGuide?: boolean;
}

/** The side toolbar (SPEC §2) with the demo side entries, in the tenant's theme colour. */
const meta: Meta<Args> = {
  title: "Shell/Header items/Side toolbar",
  parameters: { layout: "fullscreen" },
  render: ({ tenant, portalType, userGuide }) => {
    const context = headerItemsPortal({ tenant, portalType, query: userGuide ? { userGuide: true } : {} });
    return (
      <HeaderStrip context={context}>
        <SideToolbar />
      </HeaderStrip>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const buttons: Story["play"] = async ({ canvasElement }) => {
  const toolbar = within(await within(canvasElement).findByRole("complementary", { name: /侧边工具栏|Side toolbar|Sidoverktygsfält/ }));
  await expect(await toolbar.findByRole("button", { name: "意见反馈" })).toBeTruthy();
  await expect(toolbar.getByRole("button", { name: "帮助文档" })).toBeTruthy();
};

export const ZhongjianClassic: Story = { args: { tenant: "zhongjian", portalType: "Classic" }, play: buttons };
export const AcmeSimple: Story = {
  args: { tenant: "acme", portalType: "Simple" },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole("button", { name: "意见反馈" });
    await expect(button.style.background).toBe("rgb(232, 89, 12)");
  },
};
/** userGuide=true in the URL adds the user guide with the product's help. */
export const WithUserGuide: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", userGuide: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: /用户指南|User guide|Användarhandledning/ })).toBeTruthy();
  },
};
