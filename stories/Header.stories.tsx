import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { Header } from "#app/components/header/Header";
import { PortalFrame, storyPortal, type StoryPortalOptions } from "./fixtures/portal";

/** The portal header as the layout engine plans it, per demo tenant and portal type. */
const meta: Meta<StoryPortalOptions> = {
  title: "Shell/Header",
  parameters: { layout: "fullscreen" },
  render: (options) => {
    const { context } = storyPortal(options);
    return (
      <PortalFrame context={context}>
        <Header />
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<StoryPortalOptions>;

function brandCheck(title: string, background: string, height: number): Story["play"] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(canvas.getByTestId("system-title").textContent).toBe(title);
    await expect(banner.style.backgroundColor).toBe(background);
    await expect(banner.style.height).toBe(`${height}px`);
    await expect(canvas.getByRole("button", { name: /用户菜单|User menu|Användarmeny/ })).toBeTruthy();
  };
}

export const ZhongjianClassic: Story = { args: { tenant: "zhongjian", portalType: "Classic" }, play: brandCheck("中建智造数字项目管理平台", "rgb(0, 35, 102)", 48) };
export const ZhongjianSimple: Story = { args: { tenant: "zhongjian", portalType: "Simple" }, play: brandCheck("中建智造数字项目管理平台", "rgb(0, 35, 102)", 48) };
export const AcmeClassic: Story = { args: { tenant: "acme", portalType: "Classic" }, play: brandCheck("Acme Project Portal", "rgb(31, 58, 46)", 56) };
export const AcmeSimple: Story = { args: { tenant: "acme", portalType: "Simple" }, play: brandCheck("Acme Project Portal", "rgb(31, 58, 46)", 56) };
export const NordbyggClassic: Story = { args: { tenant: "nordbygg", portalType: "Classic" }, play: brandCheck("Nordbygg Projektportal", "rgb(0, 75, 135)", 48) };
export const NordbyggSimple: Story = { args: { tenant: "nordbygg", portalType: "Simple" }, play: brandCheck("Nordbygg Projektportal", "rgb(0, 75, 135)", 48) };

/** A string where a number belongs: the header keeps the tenant's colours and uses the default height. */
export const MalformedTheme: Story = {
  args: { tenant: "acme", theme: { headerHeight: "tall", headerBgColor: "not-a-colour" } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(banner.style.height).toBe("48px");
    await expect(banner.style.backgroundColor).toBe("rgb(0, 35, 102)");
  },
};

/** `brandLogoShow=false&userInfoShow=false&systemName=…` from the query. */
export const QueryFlags: Story = {
  args: { tenant: "zhongjian", query: { brandLogoShow: false, userInfoShow: false, systemName: "外部嵌入视图" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("system-title").textContent).toBe("外部嵌入视图");
    await expect(canvas.queryByRole("img", { name: /标志|logo|logotyp/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /用户菜单|User menu|Användarmeny/ })).toBeNull();
  },
};
