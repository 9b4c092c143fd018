import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { Watermark } from "#app/features/watermark/Watermark";
import type { PortalType } from "#app/layout/types";
import { markDetailPath } from "#app/platform-api/report-center";
import type { DemoTenantKey } from "../fixtures/portal";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  theme: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/**
 * The watermark overlay (SPEC §3, §4) over a page, from the header theme's template. The layer is
 * kept on the document's body, outside React and outside the story's canvas (ADR 029), so the play
 * checks look for it there.
 */
const layerOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByTestId("watermark");
/** Implements SPEC §3 Watermark, §4 Other behaviours (when the watermark shows), §9 (watermark defaults). */
const meta: Meta<Args> = {
  title: "Shell/Header items/Watermark",
  tags: ["autodocs"],
  subcomponents: { Watermark },
  parameters: { layout: "fullscreen" },
  render: ({ tenant, portalType, theme, data }) => {
    const context = headerItemsPortal({ tenant, portalType, theme: { watermarkSwitch: 1, ...theme } });
    return (
      <HeaderStrip context={context} {...(data ? { data } : {})}>
        <Watermark />
      </HeaderStrip>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** 中建智造集团's demo template (the header theme names it by id): its placeholders filled in. */
export const ZhongjianTemplate: Story = {
  args: {
    tenant: "zhongjian",
    portalType: "Classic",
    theme: { watermarkTemplate: "9001" },
    data: { [markDetailPath("9001")]: { id: "9001", name: "内部资料水印", type: "TEXT", text: "{name} {loginAccount} {systemDate}", status: 1 } },
  },
  play: async ({ canvasElement }) => {
    const overlay = await layerOf(canvasElement);
    await expect(overlay.dataset["watermarkText"]).toMatch(/^演示用户 demo \d{4}-\d{2}-\d{2}$/);
    await expect(overlay.style.pointerEvents).toBe("none");
  },
};

/** A template from the report centre: red, rotated, staggered. */
export const AcmeTemplate: Story = {
  args: {
    tenant: "acme",
    portalType: "Simple",
    theme: { watermarkTemplate: "3001" },
    data: { [markDetailPath("3001")]: { type: "TEXT", text: "CONFIDENTIAL ${tenantName}", fontColor: "#E8590C", rotationAngle: -30, fontSize: 22, transparency: 20 } },
  },
  play: async ({ canvasElement }) => {
    await expect((await layerOf(canvasElement)).dataset["watermarkText"]).toBe("CONFIDENTIAL Acme Construction Ltd");
  },
};
