import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { PreviewPane } from "#app/features/admin-console/PreviewPane";
import { ConsoleFrame, consoleText } from "./fixtures";

/**
 * The live preview beside a section's form (ADR 020 "Preview"). In Storybook the frame has no
 * portal behind it; the story shows the pane's controls and the frame's address.
 */
const meta: Meta<{ marker: string }> = {
  title: "Admin console/Preview pane",
  subcomponents: { PreviewPane },
  args: { marker: "story-marker" },
  render: ({ marker }) => (
    <ConsoleFrame>
      <PreviewPane marker={marker} savedAt={null} />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<{ marker: string }>;

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
