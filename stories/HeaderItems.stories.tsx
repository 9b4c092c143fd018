import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BrandLogo } from "#app/features/header/BrandLogo";
import { HeaderLanguageSwitch } from "#app/features/header/HeaderLanguageSwitch";
import { SystemTitle } from "#app/features/header/SystemTitle";
import { UserDropdown } from "#app/features/header/UserDropdown";
import type { PlacedComponent } from "#app/layout/placed";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { PortalFrame, storyPortal, type DemoTenantKey } from "./fixtures/portal";
import { ShownHeader } from "./fixtures/shown-header";
import { expectedBrand, shownChoice, type ExpectedBrand } from "./fixtures/tenant-brand";

interface Args {
  item: "BrandLogo" | "SystemTitle" | "LanguageSwitch" | "UserDropdown";
  tenant: DemoTenantKey;
}

const ITEMS: Record<Args["item"], PlacedComponent> = { BrandLogo, SystemTitle, LanguageSwitch: HeaderLanguageSwitch, UserDropdown };

/**
 * Implements SPEC §2 Layout (header items).
 *
 * Each header item the registry knows, on the shown tenant's header colour (the toolbar's pick
 * over the story's own, ADR 061).
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
        <ShownHeader gap={0}>
          <Item item={{ id: item, component: item, props: {} }} region="header.story" />
        </ShownHeader>
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The brand of the tenant shown — the toolbar's pick over the story's own (ADR 061) — in the page's language. */
const brandShown = (globals: Record<string, unknown>, tenant: DemoTenantKey): ExpectedBrand =>
  expectedBrand(shownChoice(globals, { tenant }).tenant, createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t);

/** The tenant's logo; none where the tenant's cannot be used. */
export const Logo: Story = {
  args: { item: "BrandLogo", tenant: "acme" },
  play: async ({ canvasElement, globals }) => {
    const { logo } = brandShown(globals, "acme");
    if (logo === null) {
      await expect(within(canvasElement).queryByRole("img")).toBeNull();
      return;
    }
    await expect(within(canvasElement).getByRole("img").getAttribute("src")).toBe(logo);
  },
};

export const Title: Story = {
  args: { item: "SystemTitle", tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("system-title").textContent).toBe(brandShown(globals, "nordbygg").title);
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

/** The title and the logo follow the tenant picked in the toolbar (ADR 061), the malformed one's too. */
export const TitleWithAcmePicked: Story = { ...Title, globals: { tenant: "acme" } };
export const LogoWithNordbyggPicked: Story = { ...Logo, globals: { tenant: "nordbygg" } };
export const LogoWithMalformedPicked: Story = { ...Logo, globals: { tenant: "malformed" } };
