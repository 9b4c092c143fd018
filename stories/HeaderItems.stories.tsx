import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BrandLogo } from "#app/features/header/BrandLogo";
import { HeaderLanguageSwitch } from "#app/features/header/HeaderLanguageSwitch";
import { SystemTitle } from "#app/features/header/SystemTitle";
import { UserDropdown } from "#app/features/header/UserDropdown";
import type { PlacedComponent } from "#app/layout/placed";
import { PortalFrame, storyPortal, type DemoTenantKey } from "./fixtures/portal";

interface Args {
  item: "BrandLogo" | "SystemTitle" | "LanguageSwitch" | "UserDropdown";
  tenant: DemoTenantKey;
}

const ITEMS: Record<Args["item"], PlacedComponent> = { BrandLogo, SystemTitle, LanguageSwitch: HeaderLanguageSwitch, UserDropdown };

/**
 * Implements SPEC §2 Layout (header items).
 *
 * Each header item the registry knows, on its tenant's header colour.
 */
const meta: Meta<Args> = {
  title: "Shell/Header items",
  tags: ["autodocs"],
  subcomponents: ITEMS,
  render: ({ item, tenant }) => {
    const { context } = storyPortal({ tenant });
    const Item = ITEMS[item];
    return (
      <PortalFrame context={context}>
        <div style={{ background: context.plan.header.colors.background, color: context.plan.header.colors.text, height: context.plan.header.height, display: "flex", alignItems: "center", padding: "0 16px" }}>
          <Item item={{ id: item, component: item, props: {} }} region="header.story" />
        </div>
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Logo: Story = {
  args: { item: "BrandLogo", tenant: "acme" },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img");
    await expect(img.getAttribute("src")).toBe("/platform/assets/acme-logo.svg");
  },
};

export const Title: Story = {
  args: { item: "SystemTitle", tenant: "nordbygg" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("system-title").textContent).toBe("Nordbygg Projektportal");
  },
};

export const Language: Story = {
  args: { item: "LanguageSwitch", tenant: "zhongjian" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /语言|Language|Språk/ });
    await userEvent.click(button);
    const english = await within(document.body).findByRole("link", { name: "English" });
    await expect(english.getAttribute("href")).toBe("/portal/1/?lang=en");
  },
};

export const User: Story = {
  args: { item: "UserDropdown", tenant: "zhongjian" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /演示用户/ });
    await userEvent.click(button);
    const logout = await within(document.body).findByRole("link", { name: /退出登录|Log out|Logga ut/ });
    await expect(logout.getAttribute("href")).toContain("/api/portal/v4/logout");
    // The icons seen only in the open menu load with it.
    await waitFor(() => expect(logout.closest('[role="menuitem"]')?.querySelector(".anticon-logout")).not.toBeNull());
  },
};
