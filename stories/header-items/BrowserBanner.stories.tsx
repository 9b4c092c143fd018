import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { BrowserUpgradeBanner } from "#app/features/banner/BrowserUpgradeBanner";
import { BANNER_CLOSED_STORAGE_NAME } from "#app/features/banner/browser-support";
import { storageKey } from "#app/kit/client-storage";
import type { PortalType } from "#app/layout/types";
import { noteWhereHidden, playUnlessHidden } from "../fixtures/hidden-part";
import type { DemoTenantKey } from "../fixtures/portal";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
}

/**
 * Implements SPEC §2 Layout (closable banner for unsupported browsers linking to the upgrade page).
 *
 * The banner an unsupported browser sees (SPEC §2), as feature detection would decide it. Under a
 * view mode whose layout hides the banner (module, singleModule, tripartiteApp: SPEC §2 viewMode)
 * each story shows what the portal shows — no banner — and a note saying so, and checks that
 * instead (ADR 061).
 */
const meta: Meta<Args> = {
  title: "Shell/Header items/Browser banner",
  tags: ["autodocs"],
  subcomponents: { BrowserUpgradeBanner },
  parameters: { layout: "fullscreen" },
  decorators: [noteWhereHidden("banner")],
  // A banner closed in an earlier story stays closed on this device: start each story fresh.
  beforeEach: () => localStorage.removeItem(storageKey(BANNER_CLOSED_STORAGE_NAME)),
  render: ({ tenant, portalType }) => (
    <HeaderStrip context={headerItemsPortal({ tenant, portalType })}>
      <BrowserUpgradeBanner isSupported={() => false} />
    </HeaderStrip>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const banner = playUnlessHidden<Args>("banner", async ({ canvasElement }) => {
  const link = await within(canvasElement).findByRole("link", { name: /了解如何升级|How to upgrade|Så uppgraderar du/ });
  await expect(link.getAttribute("href")).toBe("/portal/browse-happy/");
});

export const ZhongjianClassic: Story = { args: { tenant: "zhongjian", portalType: "Classic" }, play: banner };
export const AcmeSimple: Story = { args: { tenant: "acme", portalType: "Simple" }, play: banner };
