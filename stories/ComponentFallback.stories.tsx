import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ComponentFallback } from "#app/shell/ComponentFallback";
import { Header } from "#app/features/header/Header";
import { PortalFrame, storyPortal } from "./fixtures/portal";
import { answerDemoPlatform } from "./shell/fixtures";

/** Implements ARCHITECTURE §2 step 5 and SPEC §8 (a fault never leaves a blank page). */
const meta: Meta<typeof ComponentFallback> = {
  title: "Shell/ComponentFallback",
  tags: ["autodocs"],
  component: ComponentFallback,
  args: { item: { id: "weather", component: "WeatherWidget", props: {} }, region: "header.right" },
};
export default meta;
type Story = StoryObj<typeof ComponentFallback>;

/** What an unknown component name looks like: visible and named, never a crash. */
export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note.getAttribute("data-fallback-for")).toBe("WeatherWidget");
    await expect(note.getAttribute("aria-label")).toContain("WeatherWidget");
  },
};

/** A tenant layout override naming a component the registry does not have, inside the header (its org switcher's reads answered with the demo data). */
export const InHeader: Story = {
  beforeEach: answerDemoPlatform,
  render: () => {
    const { context } = storyPortal({
      tenant: "acme",
      override: { layouts: [{ viewMode: "full", portalType: "Classic", regions: { header: { slots: { right: [{ id: "weather", component: "WeatherWidget" }, { id: "user", component: "UserDropdown" }] } } } }] },
    });
    return (
      <PortalFrame context={context}>
        <Header />
      </PortalFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeTruthy();
    await expect(canvas.getByTestId("system-title").textContent).toBe("Acme Project Portal");
  },
};
