import type { Meta, StoryObj } from "@storybook/react";
import { Button, Modal, Typography } from "antd";
import { expect, waitFor, within } from "storybook/test";
import { Watermark } from "#app/features/watermark/Watermark";
import { watermarkedContrast } from "#app/features/watermark/watermark-contrast";
import { WATERMARK_BASE_OPACITY } from "#app/features/watermark/watermark-image";
import type { PortalType } from "#app/layout/types";
import { markDetailPath } from "#app/platform-api/report-center";
import type { DemoTenantKey } from "../fixtures/portal";
import { expectedTenantName, shownChoice } from "../fixtures/tenant-brand";
import { HeaderStrip, headerItemsPortal } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
  portalType: PortalType;
  theme: Record<string, unknown>;
  data?: Record<string, unknown>;
  /** A blocking dialog open over the page (the re-login dialog's kind of texts). */
  dialog?: boolean;
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
  render: ({ tenant, portalType, theme, data, dialog }) => {
    const context = headerItemsPortal({ tenant, portalType, theme: { watermarkSwitch: 1, ...theme } });
    return (
      <HeaderStrip context={context} {...(data ? { data } : {})}>
        <Watermark />
        {dialog ? (
          <Modal open title="登录" closable={false} footer={<Button type="primary">登录</Button>}>
            <Typography.Text type="secondary">登录信息已失效，请重新登录</Typography.Text>
            <p>
              <Typography.Link href="#">忘记密码</Typography.Link>
            </p>
            <Typography.Text type="danger">账号或密码错误</Typography.Text>
          </Modal>
        ) : null}
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

/** A template from the report centre: red, rotated, staggered; its tenant name is the shown tenant's (ADR 061 §3). */
export const AcmeTemplate: Story = {
  args: {
    tenant: "acme",
    portalType: "Simple",
    theme: { watermarkTemplate: "3001" },
    data: { [markDetailPath("3001")]: { type: "TEXT", text: "CONFIDENTIAL ${tenantName}", fontColor: "#E8590C", rotationAngle: -30, fontSize: 22, transparency: 20 } },
  },
  play: async ({ canvasElement, globals, args }) => {
    await expect((await layerOf(canvasElement)).dataset["watermarkText"]).toBe(`CONFIDENTIAL ${expectedTenantName(shownChoice(globals, args).tenant)}`);
  },
};

/** The same template with the malformed tenant picked in the toolbar: its name fills the placeholder. */
export const AcmeTemplateWithMalformedPicked: Story = { ...AcmeTemplate, globals: { tenant: "malformed" } };

/**
 * Over a blocking dialog the mark stays on top (ADR 029) but lighter: measured here as drawn, each
 * text of the dialog (its secondary text, link, error and primary button) blended with the mark's
 * colour at the layer's opacity, on its background, keeps 4.5:1.
 */
export const OverADialog: Story = {
  args: {
    tenant: "zhongjian",
    portalType: "Classic",
    theme: { watermarkTemplate: "9001" },
    data: { [markDetailPath("9001")]: { id: "9001", type: "TEXT", text: "{name} {loginAccount}", fontColor: "#000000", status: 1 } },
    dialog: true,
  },
  play: async ({ canvasElement }) => {
    const overlay = await layerOf(canvasElement);
    const dialog = await within(document.body).findByRole("dialog", { name: "登录" });
    await waitFor(() => expect(Number(getComputedStyle(overlay).opacity)).toBeLessThan(WATERMARK_BASE_OPACITY));
    const opacity = Number(getComputedStyle(overlay).opacity);
    await expect(opacity).toBeGreaterThan(0);
    const backgroundOf = (element: Element): string => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour && colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
      }
      return "rgb(255, 255, 255)";
    };
    const texts = [
      within(dialog).getByText("登录信息已失效，请重新登录"),
      within(dialog).getByText("忘记密码"),
      within(dialog).getByText("账号或密码错误"),
      within(dialog).getByRole("button", { name: "登录" }),
    ];
    for (const text of texts) {
      const ratio = watermarkedContrast(getComputedStyle(text).color, backgroundOf(text), "#000000", opacity);
      await expect(ratio, `${text.textContent}: ${getComputedStyle(text).color} on ${backgroundOf(text)} under the mark at ${opacity}`).toBeGreaterThanOrEqual(4.5);
    }
  },
};
