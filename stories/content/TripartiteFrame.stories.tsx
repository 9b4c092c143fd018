import type { Meta, StoryObj } from "@storybook/react";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { TripartiteFrame } from "#app/features/content/TemporaryAppPage";
import { PortalProvider, usePortal } from "#app/shell/portal-context";
import { partnerPage } from "../fixtures/stand-in-pages";
import { forgetSavedTabs, ShellStory } from "../tabs/fixtures";

interface Args {
  tenant: "zhongjian" | "acme" | "nordbygg";
  portalType: "Classic" | "Simple";
  locale: "zh-CN" | "en" | "sv-SE";
  url: string | null;
}

/** The page's context with the entry's checked third-party address. */
function WithPartner({ url, children }: { url: string | null; children: ReactNode }) {
  const context = usePortal();
  return <PortalProvider value={{ ...context, tripartitePageUrl: url }}>{children}</PortalProvider>;
}

/**
 * Implements SPEC §2 view mode tripartiteApp and tripartitePageUrl, §5 Entry parameters.
 *
 * The content of the view mode tripartiteApp (SPEC §2): the third-party page alone, framed with
 * the SPEC §9 sandbox; without a checked address, where it would open. The partner's page is a
 * stand-in Storybook serves from its other loopback origin (../fixtures/stand-in-pages.ts): a
 * third party's origin, with no request off this machine.
 */
const meta: Meta<Args> = {
  title: "Shell/Content/Tripartite frame",
  tags: ["autodocs"],
  component: TripartiteFrame,
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    forgetSavedTabs();
  },
  render: ({ tenant, portalType, locale, url }) => (
    <MemoryRouter initialEntries={["/portal/1/"]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ShellStory tenant={tenant} portalType={portalType} locale={locale} menuId="1">
        <WithPartner url={url}>
          <TripartiteFrame />
        </WithPartner>
      </ShellStory>
    </MemoryRouter>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const PartnerPage: Story = {
  args: { tenant: "acme", portalType: "Classic", locale: "en", url: partnerPage("?sensor=dust") },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle("Third-party application");
    await expect(frame.getAttribute("src")).toBe(partnerPage("?sensor=dust"));
    await expect(frame.getAttribute("sandbox")?.split(" ")).toContain("allow-same-origin");
  },
};

export const PartnerPageSimple: Story = {
  args: { tenant: "zhongjian", portalType: "Simple", locale: "zh-CN", url: partnerPage() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTitle("第三方应用")).toBeTruthy();
  },
};

export const NoAddress: Story = {
  args: { tenant: "nordbygg", portalType: "Classic", locale: "sv-SE", url: null },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};
