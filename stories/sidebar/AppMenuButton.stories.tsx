import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppMenuButton } from "#app/features/sidebar/AppMenuButton";
import { AppMenuDrawerProvider } from "#app/features/sidebar/app-menu-drawer";
import { ClassicSidebar } from "#app/features/sidebar/ClassicSidebar";
import { noteWhereHidden, playUnlessHidden, WherePartShown } from "../fixtures/hidden-part";
import { answerNoCollections, NavStory, type NavStoryArgs } from "./fixtures";

/**
 * Implements SPEC §2 Layout (left side) on a phone.
 *
 * The app menu's button as the layout engine places it first in the header's left slot, beside
 * the sidebar it opens. Below 768 px the sidebar leaves the page's row and the button opens it as
 * a drawer over the page; a menu panel lies over the list, with a way back; wider, the button is
 * not shown (the sidebar is beside the page). Screens: the preview's presets (.storybook/viewports.ts).
 * The strip stands for the header: under a view mode whose layout hides the header or the sidebar
 * (module, singleModule, tripartiteApp: SPEC §2 viewMode) the portal has no such button, and the
 * phone stories show a note saying so and check that instead; where it hides the sidebar
 * (singleModule, tripartiteApp) the desktop story does the same for the sidebar (ADR 061).
 */

const meta: Meta<NavStoryArgs> = {
  title: "Shell/Sidebar/App menu button",
  subcomponents: { AppMenuButton },
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "w390" } },
  beforeEach: answerNoCollections,
  args: { menuId: "p-master" },
  render: (args) => (
    <NavStory {...args}>
      <AppMenuDrawerProvider>
        <WherePartShown part="header">
          <div role="banner" style={{ display: "flex", alignItems: "center", gap: 8, height: 48, padding: "0 8px", background: "#002366", color: "#FFFFFF" }}>
            <AppMenuButton item={{ id: "appMenuButton", component: "AppMenuButton", props: {} }} region="header.left" />
            <span>中建智造</span>
          </div>
        </WherePartShown>
        <div style={{ display: "flex", minHeight: 600 }}>
          <ClassicSidebar item={{ id: "sidebar", component: "ClassicSidebar", props: {} }} region="sidebar" />
          <main style={{ flex: 1, minWidth: 0, padding: 16, background: "#F5F6F8" }}>content</main>
        </div>
      </AppMenuDrawerProvider>
    </NavStory>
  ),
};
export default meta;
type Story = StoryObj<NavStoryArgs>;

const WORDS = {
  "zh-CN": { button: "应用菜单", app: "项目综合管理", back: "返回应用列表", close: "关闭" },
  en: { button: "Application menu", app: "Project management", back: "Back to the applications", close: "Close" },
  "sv-SE": { button: "Applikationsmeny", app: "Projektstyrning", back: "Tillbaka till applikationerna", close: "Stäng" },
} as const;

/**
 * On a phone the sidebar is not beside the page; the button (36 px, a thumb's target) opens it
 * as a drawer named as the menu, an app's panel lies over the list and goes back, and the
 * drawer closes and gives the focus back to the button.
 */
function opensTheDrawer(locale: keyof typeof WORDS): Story["play"] {
  const words = WORDS[locale];
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(canvas.getByTestId("sidebar").getClientRects().length).toBe(0);
    const button = canvas.getByRole("button", { name: words.button });
    const box = button.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    const drawer = await page.findByRole("dialog");
    const nav = within(drawer).getByRole("navigation", { name: words.button });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The app (its category of the same name in English stands above it).
    const app = within(nav).getAllByRole("button", { name: words.app }).find((row) => row.dataset.appId === "a-pmpp");
    await userEvent.click(app!);
    const panel = await within(drawer).findByRole("region", { name: new RegExp(words.app) });
    // Over the list, within the window (not beside the drawer, past the window's edge), once the drawer is in.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(drawer).getByRole("button", { name: words.back }));
    await waitFor(() => expect(within(drawer).queryByRole("region", { name: new RegExp(words.app) })).toBeNull());
    await userEvent.click(within(drawer).getByRole("button", { name: words.close }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("false"));
  };
}

const phone = (locale: keyof typeof WORDS): Story => ({ decorators: [noteWhereHidden("appMenuButton")], play: playUnlessHidden("appMenuButton", opensTheDrawer(locale)) });

export const Phone: Story = phone("zh-CN");
export const PhoneEnglish: Story = { ...phone("en"), args: { locale: "en" }, globals: { locale: "en", viewport: { value: "w390" } } };
export const PhoneSwedish: Story = { ...phone("sv-SE"), args: { locale: "sv-SE" }, globals: { locale: "sv-SE", viewport: { value: "w390" } } };

/** A desktop window shows the sidebar beside the page and not the button. */
export const Desktop: Story = {
  globals: { viewport: { value: "w1280" } },
  decorators: [noteWhereHidden("sidebar")],
  play: playUnlessHidden("sidebar", async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: WORDS["zh-CN"].button })).toBeNull();
    await expect(canvas.getByRole("navigation", { name: WORDS["zh-CN"].button })).toBeTruthy();
  }),
};
