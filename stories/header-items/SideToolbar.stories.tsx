import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { PlacedItem } from "#app/shell/component-map";
import { CustomerService, StandsForTopWindow } from "#app/features/toolbar/CustomerService";
import { SideEntries } from "#app/features/toolbar/SideEntries";
import { SideToolbar } from "#app/features/toolbar/SideToolbar";
import { UserGuide } from "#app/features/toolbar/UserGuide";
import type { PortalType } from "#app/layout/types";
import { noteWhereHidden, playUnlessHidden } from "../fixtures/hidden-part";
import type { DemoTenantKey } from "../fixtures/portal";
import { expectedThemeColor, shownChoice } from "../fixtures/tenant-brand";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  userGuide?: boolean;
  /** The environment's smart customer service (env aiBotUrl). */
  botUrl?: string;
}

/**
 * Implements SPEC §2 Layout (side toolbar with custom entries opening a dialog iframe), §3 Side entry.
 *
 * The side toolbar (SPEC §2) with the items the layout engine plans for it — the tenant's side
 * entries, the user guide (userGuide=true), the customer service (a bot URL in the
 * environment) — in the tenant's theme colour, per portal type and demo tenant. Under a view mode
 * whose layout hides the side toolbar (every one but full: SPEC §2 viewMode) each story shows
 * what the portal shows — no side toolbar — and a note saying so, and checks that instead (ADR 061).
 */
const meta: Meta<Args> = {
  title: "Shell/Header items/Side toolbar",
  tags: ["autodocs"],
  subcomponents: { SideToolbar, SideEntries, UserGuide, CustomerService },
  parameters: { layout: "fullscreen" },
  decorators: [noteWhereHidden("toolbar")],
  render: ({ tenant, portalType, userGuide, botUrl }) => {
    const context = headerItemsPortal({ tenant, portalType, query: userGuide ? { userGuide: true } : {}, env: botUrl ? { aiBotUrl: botUrl } : {} });
    return (
      <HeaderStrip context={context}>
        <SideToolbar Place={PlacedItem} />
      </HeaderStrip>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const toolbarOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole("complementary", { name: /侧边工具栏|Side toolbar|Sidoverktygsfält/ }));

/**
 * The theme colour (themeColor) of the tenant shown — the toolbar's pick over the story's own
 * (ADR 061) — as the browser reports it.
 */
const themeColourShown = (globals: Record<string, unknown>, tenant: DemoTenantKey) => expectedThemeColor(shownChoice(globals, { tenant }).tenant);

/** The side entries with a page (the script entry loads, it draws no button), round buttons in the theme colour. */
function entries(tenant: DemoTenantKey): Story["play"] {
  return async ({ canvasElement, globals }) => {
    const toolbar = await toolbarOf(canvasElement);
    const feedback = await toolbar.findByRole("button", { name: "意见反馈" });
    await expect(toolbar.getByRole("button", { name: "帮助文档" })).toBeTruthy();
    await expect(toolbar.queryByRole("button", { name: "在线客服" })).toBeNull();
    await expect(feedback.style.background).toBe(themeColourShown(globals, tenant));
  };
}

const story = (tenant: DemoTenantKey, portalType: PortalType): Story => ({ args: { tenant, portalType }, play: playUnlessHidden("toolbar", entries(tenant)) });

export const ZhongjianClassic: Story = story("zhongjian", "Classic");
export const ZhongjianSimple: Story = story("zhongjian", "Simple");
export const AcmeClassic: Story = story("acme", "Classic");
export const AcmeSimple: Story = story("acme", "Simple");
export const NordbyggClassic: Story = story("nordbygg", "Classic");
export const NordbyggSimple: Story = story("nordbygg", "Simple");

/** The buttons follow the tenant picked in the toolbar (ADR 061): its theme colour, not the story's own tenant's. */
export const ZhongjianClassicWithAcmePicked: Story = { ...ZhongjianClassic, globals: { tenant: "acme" } };
export const NordbyggSimpleWithMalformedPicked: Story = { ...NordbyggSimple, globals: { tenant: "malformed" } };

/** userGuide=true in the URL adds the user guide with the product's help. */
export const WithUserGuide: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", userGuide: true },
  play: playUnlessHidden("toolbar", async ({ canvasElement }) => {
    const toolbar = await toolbarOf(canvasElement);
    await userEvent.click(await toolbar.findByRole("button", { name: /用户指南|User guide|Användarhandledning/ }));
    await expect((await within(document.body).findByRole("link", { name: "项目管理用户手册" })).getAttribute("target")).toBe("_blank");
  }),
};

/**
 * The smart customer service comes 2 seconds after the page and opens the bot in a dialog. The
 * story's frame stands for the portal's own window here (StandsForTopWindow).
 */
export const WithCustomerService: Story = {
  args: { tenant: "acme", portalType: "Simple", botUrl: "/apps/iframe-demo/" },
  decorators: [
    (Story) => (
      <StandsForTopWindow.Provider value>
        <Story />
      </StandsForTopWindow.Provider>
    ),
  ],
  play: playUnlessHidden("toolbar", async ({ canvasElement, globals }) => {
    const toolbar = await toolbarOf(canvasElement);
    await expect(toolbar.queryByRole("button", { name: /智能客服|Customer service|Kundtjänst/ })).toBeNull();
    const button = await toolbar.findByRole("button", { name: /智能客服|Customer service|Kundtjänst/ }, { timeout: 6000 });
    await expect(button.style.background).toBe(themeColourShown(globals, "acme"));
    await userEvent.click(button);
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByTitle(/智能客服|Customer service|Kundtjänst/).getAttribute("src")).toBe("/apps/iframe-demo/");
  }),
};

/** Inside another page's frame the customer service stays away (SPEC §6), bot URL or not. */
export const CustomerServiceInsideAFrame: Story = {
  args: { tenant: "acme", portalType: "Simple", botUrl: "/apps/iframe-demo/" },
  play: playUnlessHidden("toolbar", async ({ canvasElement }) => {
    const toolbar = await toolbarOf(canvasElement);
    await expect(window.self).not.toBe(window.top);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(toolbar.queryByRole("button", { name: /智能客服|Customer service|Kundtjänst/ })).toBeNull();
  }),
};

/** The customer service's button in the theme colour of the tenant picked in the toolbar (ADR 061). */
export const WithCustomerServiceWithNordbyggPicked: Story = { ...WithCustomerService, globals: { tenant: "nordbygg" } };
