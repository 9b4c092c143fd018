import type { Meta, StoryObj } from "@storybook/react";
import { http } from "msw";
import { useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HeaderOrgSwitcher } from "#app/features/org-switch/HeaderOrgSwitcher";
import type { PortalType } from "#app/layout/types";
import type { PortalOrg } from "#app/shell/portal-context";
import { API, ok } from "#tests/mocks/envelope";
import { ALL_ORGS } from "#tests/mocks/fixtures/orgs";
import { handlers } from "#tests/mocks/handlers";
import { answerPlatform } from "../fixtures/platform";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
}

/** The org service's check before a switch (SPEC §4 Org switch step 1): `refused` orgs are turned down. */
function validation(refused: readonly string[]) {
  return http.get(`${API}/org-permission/v4/orgs/:id/validate`, ({ params }) => ok(refused.includes(String(params.id)) ? { valid: false, reason: "hasNoAuth" } : { valid: true }));
}

/**
 * The org switcher as the layout engine places it in the header (SPEC §2, §4 Org switch),
 * wired to the org service — here the demo org tree of the test platform (tests/mocks). A
 * switch the platform accepts puts the org in the URL; the story stands in for that by
 * making it the page's org.
 */
function HeaderOrgStory({ tenant, portalType }: Args) {
  const [org, setOrg] = useState<PortalOrg>({ id: "1", name: "中建智造集团", type: "company", fullId: "1" });
  const { context } = useMemo(() => storyPortal({ tenant, portalType }), [tenant, portalType]);
  const actions = useMemo(
    () => ({
      openTenantSwitch() {},
      openTenantInfo() {},
      openIdentitySwitch() {},
      openBusinessSystemSwitch() {},
      navigateToOrg(fullId: string) {
        const id = fullId.split("/").at(-1) ?? fullId;
        const node = ALL_ORGS.find((o) => o.id === id);
        if (node) setOrg({ id: node.id, name: node.name, type: node.type, fullId });
      },
    }),
    [],
  );
  const { header } = context.plan;
  return (
    <PortalFrame context={{ ...context, org, actions }}>
      <div role="banner" style={{ background: header.colors.background, color: header.colors.text, height: header.height, display: "flex", alignItems: "center", padding: "0 16px" }}>
        <HeaderOrgSwitcher />
      </div>
    </PortalFrame>
  );
}

const meta: Meta<Args> = {
  title: "Org/Header org switcher",
  subcomponents: { OrgSwitcher: HeaderOrgSwitcher },
  args: { tenant: "zhongjian", portalType: "Classic" },
  render: (args) => <HeaderOrgStory {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const switchButton = (canvasElement: HTMLElement, org: string) => within(canvasElement).findByRole("button", { name: new RegExp(`(切换组织：|Switch organisation: |Byt organisation: )${org}`) });
const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(await switchButton(canvasElement, "中建智造集团"));
  return within(await within(document.body).findByRole("dialog", { name: /组织切换|Organisation switch|Organisationsbyte/ }));
};

/** The platform accepts the department: the header now names it. */
export const SwitchAccepted: Story = {
  beforeEach: answerPlatform([validation([]), ...handlers]),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(await panel.findByRole("treeitem", { name: "工程管理部" }));
    await expect(await switchButton(canvasElement, "工程管理部")).toBeTruthy();
  },
};

/** The platform turns the switch down: a warning says why and the org stays as it was. */
export const SwitchRefused: Story = {
  args: { tenant: "acme", portalType: "Simple" },
  beforeEach: answerPlatform([validation(["12"]), ...handlers]),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(await panel.findByRole("treeitem", { name: "工程管理部" }));
    await expect(await within(document.body).findByText(/您没有查看该组织的权限|You do not have permission to view this organization|Du har inte behörighet att se den här organisationen/)).toBeTruthy();
    await waitFor(() => expect(panel.getByRole("treeitem", { name: "中建智造集团" })).toHaveAttribute("aria-selected", "true"));
    await expect(await switchButton(canvasElement, "中建智造集团")).toBeTruthy();
  },
};
