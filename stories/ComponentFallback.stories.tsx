import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ComponentFallback } from "#app/shell/ComponentFallback";
import { Header } from "#app/features/header/Header";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { PORTAL_TYPES, VIEW_MODES } from "#app/layout/types";
import { noteWhereHidden, playUnlessHidden } from "./fixtures/hidden-part";
import { PortalFrame, storyPortal } from "./fixtures/portal";
import { expectedBrand, shownChoice } from "./fixtures/tenant-brand";
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

/**
 * A tenant layout override naming a component the registry does not have, inside the header (its
 * org switcher's reads answered with the demo data). The override names the header's right slot
 * of every portal type and view mode, so the fallback is there in whichever the toolbar picks —
 * where that view mode's layout shows the header at all: where it hides it (module, singleModule,
 * tripartiteApp) the story shows no header and a note saying so, and checks that (ADR 061).
 */
export const InHeader: Story = {
  beforeEach: answerDemoPlatform,
  decorators: [noteWhereHidden("header")],
  render: () => {
    const right = [{ id: "weather", component: "WeatherWidget" }, { id: "user", component: "UserDropdown" }];
    const { context } = storyPortal({
      tenant: "acme",
      override: { layouts: PORTAL_TYPES.flatMap((portalType) => VIEW_MODES.map((viewMode) => ({ viewMode, portalType, regions: { header: { slots: { right } } } }))) },
    });
    return (
      <PortalFrame context={context}>
        <Header />
      </PortalFrame>
    );
  },
  // The header around the fallback is the tenant's the toolbar shows (Acme's when none is picked, ADR 061 §3).
  play: playUnlessHidden("header", async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(within(banner).getByRole("note").getAttribute("data-fallback-for")).toBe("WeatherWidget");
    const { title } = expectedBrand(shownChoice(globals, { tenant: "acme" }).tenant, createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t);
    await expect(canvas.getByTestId("system-title").textContent).toBe(title);
  }),
};

/** The same header with Nordbygg picked in the toolbar: Nordbygg's title around the same fallback. */
export const InHeaderWithNordbyggPicked: Story = { ...InHeader, globals: { tenant: "nordbygg" } };
