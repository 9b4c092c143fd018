import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEVICE_PRESETS } from "#app/features/admin-console/preview-devices.rules";
import { PreviewPane } from "#app/features/admin-console/PreviewPane";
import { ConsoleFrame, consoleText } from "./fixtures";

/**
 * The live preview beside a section's form (ADR 020 "Preview"). In Storybook the frame has no
 * portal behind it; the story shows the pane's controls, the frame's address, and the device
 * presets (ADR 055): the portal drawn at the device's size, scaled to fit the pane.
 */
const meta: Meta<{ marker: string; initialPreset?: 1920 | 1440 | 1280 | 768 | 390; paneWidth?: number }> = {
  title: "Admin console/Preview pane",
  subcomponents: { PreviewPane },
  args: { marker: "story-marker", paneWidth: 640 },
  render: ({ marker, initialPreset, paneWidth }) => (
    <ConsoleFrame>
      <div style={{ width: paneWidth, maxWidth: "100%" }}>
        <PreviewPane marker={marker} savedAt={null} initialPreset={initialPreset} />
      </div>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame's box in the pane: the preset it draws and the scale it is shown at. */
function stageOf(canvasElement: HTMLElement): HTMLElement {
  const stage = canvasElement.querySelector<HTMLElement>("[data-preview-stage]");
  if (!stage) throw new Error("no preview stage");
  return stage;
}

export const Classic: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle(consoleText(globals, "preview.frameTitle"));
    const src = new URL(frame.getAttribute("src") ?? "", "http://portal.test");
    await expect(src.pathname).toBe("/portal/1/");
    await expect(src.searchParams.get("adminPreview")).toBe("story-marker");
    await expect(src.searchParams.get("previewPortalType")).toBe("Classic");
    await expect(src.searchParams.get("previewViewMode")).toBe("full");
    await expect(canvas.getByRole("combobox", { name: consoleText(globals, "layout.previewViewMode") })).toBeTruthy();
    await expect(canvas.getByRole("region", { name: consoleText(globals, "preview.title") })).toBeTruthy();
  },
};

/** Each device preset can be chosen by its name; the portal is drawn at that size and scaled to fit the pane. */
export const DevicePresets: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: consoleText(globals, "previewPane.device") });
    const pane = canvas.getByRole("region", { name: consoleText(globals, "preview.title") });
    for (const preset of DEVICE_PRESETS) {
      await userEvent.click(within(group).getByText(consoleText(globals, `previewPane.presets.${preset.kind}`, { width: preset.width })));
      await waitFor(() => expect(stageOf(canvasElement).dataset["preset"]).toBe(String(preset.width)));
      const frame = canvas.getByTitle(consoleText(globals, "preview.frameTitle"));
      // Drawn at the device's own width, so the portal's breakpoints apply as on that device.
      await expect(frame.style.width).toBe(`${preset.width}px`);
      const scale = Number(stageOf(canvasElement).dataset["scale"]);
      await expect(scale).toBeLessThanOrEqual(1);
      await waitFor(() => expect(stageOf(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(pane.getBoundingClientRect().width + 1));
      await expect(canvas.getByText(consoleText(globals, "previewPane.scale", { width: preset.width, height: preset.height, percent: Math.round(scale * 100) }))).toBeTruthy();
    }
  },
};

/** A phone: 390 px wide, shown at its own size where the pane has room, never blown up. */
export const Phone: Story = {
  args: { initialPreset: 390, paneWidth: 720 },
  play: async ({ canvasElement }) => {
    await expect(stageOf(canvasElement).dataset["preset"]).toBe("390");
    await waitFor(() => expect(Number(stageOf(canvasElement).dataset["scale"])).toBeGreaterThan(0.2));
    await expect(Number(stageOf(canvasElement).dataset["scale"])).toBeLessThanOrEqual(1);
  },
};
