import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CollectCenter } from "#app/features/collections/CollectCenter";
import { ClassicSidebar } from "#app/features/sidebar/ClassicSidebar";
import { SimpleSidebar } from "#app/features/sidebar/SimpleSidebar";
import { StoryCollections } from "../fixtures/collections";
import { answerNoCollections, NavStory, type NavStoryArgs } from "./fixtures";

interface Args extends NavStoryArgs {
  variant: "classic" | "simple";
}

/**
 * Implements SPEC §2 Layout (left side), §4 Sidebar, §9 Layout (sidebar widths).
 *
 * The left side (SPEC §2 Left side, §4 Sidebar) as the layout engine places it, beside a
 * stand-in content area, per portal type and demo tenant. The collections call is answered with
 * an empty list (SPEC §7 user-collections): the stars show as not collected
 * (StarShowsInFavourites brings an in-memory store).
 */
const meta: Meta<Args> = {
  title: "Shell/Sidebar",
  tags: ["autodocs"],
  subcomponents: { ClassicSidebar, SimpleSidebar },
  parameters: { layout: "fullscreen" },
  beforeEach: answerNoCollections,
  render: ({ variant, ...args }) => {
    const Component = variant === "simple" ? SimpleSidebar : ClassicSidebar;
    return (
      <NavStory {...args}>
        <div style={{ display: "flex", height: 560 }}>
          <Component item={{ id: "sidebar", component: variant === "simple" ? "SimpleSidebar" : "ClassicSidebar", props: {} }} region="sidebar" />
          <main style={{ flex: 1, padding: 16, background: "#F5F6F8" }}>content</main>
        </div>
      </NavStory>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const menuLabel = /应用菜单|Application menu|Applikationsmeny/;

/** The sidebar in the theme's colours, the current menu's application marked active in the active colour. */
function colours(background: string, activeText: string, activeApp: string): Story["play"] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: menuLabel });
    await expect(canvas.getByTestId("sidebar").style.background).toBe(background);
    const active = within(nav).getAllByRole("button").find((button) => button.getAttribute("aria-current") === "true");
    await expect(active?.style.color).toBe(activeText);
    await expect(active?.textContent).toContain(activeApp);
  };
}

const ACME_THEME = { sidebarBgColor: "#1F3A2E", sidebarTextColor: "#E6F0EA", sidebarActiveBgColor: "#2E5A45", sidebarActiveTextColor: "#FFB37A" };
const NORDBYGG_THEME = { sidebarBgColor: "#004B87", sidebarTextColor: "#FFFFFF", sidebarActiveBgColor: "#0A6BC2", sidebarActiveTextColor: "#FFE08A" };

export const ZhongjianClassic: Story = { args: { variant: "classic", tenant: "zhongjian", portalType: "Classic", menuId: "p-master" }, play: colours("rgb(255, 255, 255)", "rgb(30, 110, 199)", "项目综合管理") };
export const ZhongjianSimple: Story = { args: { variant: "simple", tenant: "zhongjian", portalType: "Simple", menuId: "p-master" }, play: colours("rgb(255, 255, 255)", "rgb(30, 110, 199)", "项目综合管理") };
/** Acme's English menus on a dark green sidebar (theme sidebar colours). */
export const AcmeClassic: Story = {
  args: { variant: "classic", tenant: "acme", portalType: "Classic", locale: "en", menuId: "s-roster", theme: ACME_THEME },
  globals: { locale: "en" },
  play: colours("rgb(31, 58, 46)", "rgb(255, 180, 123)", "Field management"),
};
export const AcmeSimple: Story = {
  args: { variant: "simple", tenant: "acme", portalType: "Simple", locale: "en", menuId: "s-roster", theme: ACME_THEME },
  globals: { locale: "en" },
  play: colours("rgb(31, 58, 46)", "rgb(255, 180, 123)", "Field management"),
};
/** Nordbygg's Swedish menus on its blue. */
export const NordbyggClassic: Story = {
  args: { variant: "classic", tenant: "nordbygg", portalType: "Classic", locale: "sv-SE", menuId: "s-review", theme: NORDBYGG_THEME },
  globals: { locale: "sv-SE" },
  play: colours("rgb(0, 75, 135)", "rgb(255, 234, 174)", "Företagsstyrning"),
};
export const NordbyggSimple: Story = {
  args: { variant: "simple", tenant: "nordbygg", portalType: "Simple", locale: "sv-SE", menuId: "s-review", theme: NORDBYGG_THEME },
  globals: { locale: "sv-SE" },
  play: colours("rgb(0, 75, 135)", "rgb(255, 234, 174)", "Företagsstyrning"),
};

/** Clicking an app opens its cascading menu panel; directories open the next column. */
export const MenuPanel: Story = {
  args: { variant: "classic", menuId: "1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "项目综合管理" }));
    const panel = within(await canvas.findByRole("region", { name: /项目综合管理/ }));
    await userEvent.click(panel.getByRole("button", { name: "进度管理" }));
    await userEvent.click(await panel.findByRole("button", { name: "进度计划" }));
    await expect(await panel.findByRole("link", { name: "总进度计划" })).toBeTruthy();
  },
};

/** Drawer mode: the aside names the categories, its button opens the whole sidebar over the page. */
export const DrawerMode: Story = {
  args: { variant: "classic", menuId: "p-master" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /取消固定|Unpin|Lossa/ }));
    await waitFor(() => expect(canvas.getByTestId("sidebar").dataset.mode).toBe("drawer"));
    await userEvent.click(canvas.getByRole("button", { name: /打开应用菜单|Open the application menu|Öppna applikationsmenyn/ }));
    await expect(await canvas.findByTestId("sidebar-drawer")).toBeTruthy();
    // Pinned again for the next story (the choice is saved in this browser).
    await userEvent.click(within(canvas.getByTestId("sidebar-drawer")).getByRole("button", { name: /固定菜单|Pin the menu|Fäst menyn/ }));
    await waitFor(() => expect(canvas.getByTestId("sidebar").dataset.mode).toBe("pinned"));
  },
};

/** The width handle moves with the keyboard within 208..600. */
export const KeyboardResize: Story = {
  args: { variant: "simple", portalType: "Simple", menuId: "1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole("separator", { name: /菜单宽度|Menu width|Menyns bredd/ });
    handle.focus();
    await userEvent.keyboard("{Home}{ArrowRight}");
    await waitFor(() => expect(handle.getAttribute("aria-valuenow")).toBe("224"));
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(handle.getAttribute("aria-valuenow")).toBe("208"));
  },
};

/**
 * A star turned in the sidebar shows in the header's collect centre at once: both read the
 * one collections store (here over an in-memory platform that starts with no favourites).
 */
export const StarShowsInFavourites: Story = {
  args: { variant: "classic", menuId: "p-master" },
  render: ({ variant: _variant, ...args }) => (
    <NavStory {...args}>
      <StoryCollections list={[]}>
        <div role="banner" style={{ display: "flex", justifyContent: "flex-end", padding: "4px 16px", background: "#002366", color: "#FFFFFF" }}>
          <CollectCenter />
        </div>
        <div style={{ display: "flex", height: 520 }}>
          <ClassicSidebar item={{ id: "sidebar", component: "ClassicSidebar", props: {} }} region="sidebar" />
          <main style={{ flex: 1, padding: 16, background: "#F5F6F8" }}>content</main>
        </div>
      </StoryCollections>
    </NavStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const favourites = await canvas.findByRole("button", { name: /我的收藏|Favourites|Favoriter/ });
    await userEvent.click(favourites);
    await expect(await page.findByRole("menuitem", { name: /暂无收藏|No favourites|Inga favoriter/ })).toBeTruthy();
    await userEvent.click(canvas.getByRole("button", { name: "项目综合管理" }));
    const panel = within(await canvas.findByRole("region", { name: /项目综合管理/ }));
    await userEvent.click(await panel.findByRole("button", { name: /收藏总进度计划|Add Master schedule|Lägg till Huvudtidplan/ }));
    await userEvent.click(favourites);
    await expect(await page.findByRole("menuitem", { name: /总进度计划|Master schedule|Huvudtidplan/ })).toBeTruthy();
  },
};
