import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { UserDropdown } from "#app/features/header/UserDropdown";
import type { PortalType } from "#app/layout/types";
import type { DemoTenantKey } from "../fixtures/portal";
import { expectedTenantName, shownChoice } from "../fixtures/tenant-brand";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  theme?: Record<string, unknown>;
  sceneParams?: Record<string, unknown>;
}

/**
 * Implements SPEC §6 (user dropdown entries and their flags), §3 Header theme (userCenter, modifyPassword, appQrcode, languageSwitch, logout, enableSwitchPortal).
 *
 * The user dropdown with the entries the layout engine plans from the tenant's theme and scene flags (SPEC §6).
 */
const meta: Meta<Args> = {
  title: "Shell/Header items/User menu",
  tags: ["autodocs"],
  subcomponents: { UserDropdown },
  render: ({ tenant, portalType, theme, sceneParams }) => {
    const context = headerItemsPortal({ tenant, portalType, theme, sceneParams });
    const item = context.plan.header.slots.right.find((i) => i.component === "UserDropdown") ?? { id: "userDropdown", component: "UserDropdown", props: {} };
    const actions = { openTenantSwitch() {}, openTenantInfo() {}, openIdentitySwitch() {}, openBusinessSystemSwitch() {}, navigateToOrg() {} };
    return (
      <HeaderStrip context={{ ...context, actions }}>
        <div style={{ marginLeft: "auto", height: "100%" }}>
          <UserDropdown item={item} region="header.right" />
        </div>
      </HeaderStrip>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The layout switch names the portal type other than the one shown — the toolbar's over the story's own (SPEC §2, ADR 061). */
const SWITCH_TO_OTHER: Record<PortalType, RegExp> = {
  Classic: /切换到简洁版|Switch to the Simple layout|Byt till layouten Enkel/,
  Simple: /切换到经典版|Switch to the Classic layout|Byt till layouten Klassisk/,
};
const layoutSwitch = (globals: Record<string, unknown>, args: Args) => SWITCH_TO_OTHER[shownChoice(globals, args).portalType];

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /用户菜单|User menu|Användarmeny/ }));
  return within(document.body);
};

export const ZhongjianClassic: Story = {
  args: { tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement, globals, args }) => {
    const body = await open(canvasElement);
    await expect((await body.findByRole("link", { name: /个人中心|User centre|Användarcenter/ })).getAttribute("href")).toBe("/portal/10001/?org=1");
    await expect(body.getByRole("menuitem", { name: layoutSwitch(globals, args) })).toBeTruthy();
    await expect(body.getByRole("menuitem", { name: /切换租户|Switch tenant|Byt klient/ })).toBeTruthy();
  },
};

export const AcmeSimple: Story = {
  args: { tenant: "acme", portalType: "Simple", sceneParams: { avatarDropdowns: [{ code: "acme-handbook", name: "Site handbook", openType: 1, url: "/apps/iframe-demo/" }] } },
  play: async ({ canvasElement, globals, args }) => {
    const body = await open(canvasElement);
    await expect(await body.findByRole("menuitem", { name: layoutSwitch(globals, args) })).toBeTruthy();
    await expect(body.getByRole("link", { name: "Site handbook" }).getAttribute("target")).toBe("_blank");
  },
};

/**
 * What the user works as (SPEC §4 Identity at entry): the identity line names it, the identity
 * switch goes among the identities of the entry, and the business systems have their own entry.
 */
export const IdentityLine: Story = {
  args: { tenant: "zhongjian", portalType: "Classic" },
  render: ({ tenant, portalType }) => {
    const context = headerItemsPortal({ tenant, portalType });
    const item = context.plan.header.slots.right.find((i) => i.component === "UserDropdown") ?? { id: "userDropdown", component: "UserDropdown", props: {} };
    const actions = { openTenantSwitch() {}, openTenantInfo() {}, openIdentitySwitch() {}, openBusinessSystemSwitch() {}, navigateToOrg() {} };
    const participant = { type: "participant" as const, externalEntityId: "5000000001", participantOrgId: "po-1" };
    const orgs = [{ id: "po-1", name: "中铁设计咨询有限公司", type: "company", fullId: "po-1" }];
    return (
      <HeaderStrip context={{ ...context, actions, identity: participant, participantOrgs: orgs, identities: [{ code: "Default", name: "默认", selected: true }] }}>
        <div style={{ marginLeft: "auto", height: "100%" }}>
          <UserDropdown item={item} region="header.right" />
        </div>
      </HeaderStrip>
    );
  },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(await body.findByRole("menuitem", { name: /(当前身份：|Current identity: |Aktuell identitet: )中铁设计咨询有限公司/ })).toBeTruthy();
    await expect(body.getByRole("menuitem", { name: /^(切换身份|Switch identity|Byt identitet)$/ })).toBeTruthy();
    await expect(body.getByRole("menuitem", { name: /^(切换业务系统|Switch business system|Byt affärssystem)$/ })).toBeTruthy();
  },
};

/**
 * Every theme flag off: only the tenant line and the tenant entries remain. The tenant line
 * names the tenant shown — the toolbar's pick over the story's own (ADR 061).
 */
export const NordbyggFlagsOff: Story = {
  args: { tenant: "nordbygg", portalType: "Classic", theme: { userCenter: false, modifyPassword: false, appQrcode: false, languageSwitch: false, logout: false, enableSwitchPortal: false }, sceneParams: { userSpaceShow: false } },
  play: async ({ canvasElement, globals }) => {
    const body = await open(canvasElement);
    const name = expectedTenantName(shownChoice(globals, { tenant: "nordbygg" }).tenant);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(await body.findByRole("menuitem", { name: new RegExp(`(当前租户：|Current tenant: |Aktuell klient: )${escaped}`) })).toBeTruthy();
    await expect(body.queryByRole("link", { name: /退出登录|Log out|Logga ut/ })).toBeNull();
    await expect(body.queryByRole("menuitem", { name: /语言|Language|Språk/ })).toBeNull();
  },
};

/** The portal-type switch dialog (SPEC §2), before anything is saved. */
export const PortalTypeDialog: Story = {
  args: { tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement, globals, args }) => {
    const body = await open(canvasElement);
    await userEvent.click(await body.findByRole("menuitem", { name: layoutSwitch(globals, args) }));
    await expect(await body.findByRole("dialog", { name: /切换门户风格|Switch portal layout|Byt portallayout/ })).toBeTruthy();
  },
};

/** The tenant line follows the tenant picked in the toolbar (ADR 061). */
export const NordbyggFlagsOffWithAcmePicked: Story = { ...NordbyggFlagsOff, globals: { tenant: "acme" } };
export const NordbyggFlagsOffWithMalformedPicked: Story = { ...NordbyggFlagsOff, globals: { tenant: "malformed" } };
/** The layout switch follows the portal type picked in the toolbar: Simple picked, it offers Classic. */
export const ZhongjianClassicWithSimplePicked: Story = { ...ZhongjianClassic, globals: { portalType: "Simple" } };
