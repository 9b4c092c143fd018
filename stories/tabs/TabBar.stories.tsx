import type { Meta, StoryObj } from "@storybook/react";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { ContentViewport } from "#app/features/content/ContentViewport";
import { TabBar } from "#app/features/tabs/TabBar";
import { expectedAccent, shownChoice } from "../fixtures/tenant-brand";
import { answerDemoPlatform } from "../shell/fixtures";
import { forgetSavedTabs, ShellStory, type ShellStoryArgs } from "./fixtures";

const item = { id: "tabBar", component: "TabBar", props: {} };

/**
 * Implements SPEC §2 Layout (tab bar with a right-click menu), §4 Tabs.
 *
 * The tab bar (SPEC §4 Tabs) over the content it switches, per portal type and demo tenant.
 * Menus are the demo project's (stories/tabs/fixtures.tsx); clicking a tab changes the
 * story's current menu as the URL would.
 */
const meta: Meta<ShellStoryArgs> = {
  title: "Shell/Tab bar",
  tags: ["autodocs"],
  subcomponents: { TabBar },
  parameters: { layout: "fullscreen" },
  // The shell's reads (the org switcher's projects and dictionary, the home page's workbench) answered with the demo data.
  beforeEach: () => {
    forgetSavedTabs();
    return answerDemoPlatform();
  },
  render: (args) => (
    <ShellStory {...args}>
      <TabBar item={item} region="tabBar" />
      <div style={{ padding: 16 }}>
        <ContentViewport item={{ ...item, id: "content", component: "ContentViewport" }} region="content" />
      </div>
    </ShellStory>
  ),
};
export default meta;
type Story = StoryObj<ShellStoryArgs>;

const tabsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole("tablist")).getAllByRole("tab");
const names = (canvasElement: HTMLElement) => tabsOf(canvasElement).map((tab) => tab.textContent);
const selected = (canvasElement: HTMLElement) => tabsOf(canvasElement).find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;

/**
 * The bar is drawn in the portal type the toolbar shows (the story's own when none is picked), and
 * its active tab is marked in the shown tenant's accent — the portal's readable shade of the theme
 * colour: underlined in Simple, a line over it in Classic (ADR 061 §3).
 */
async function expectShownBar(canvasElement: HTMLElement, globals: Record<string, unknown>, args: ShellStoryArgs) {
  const shown = shownChoice(globals, args);
  await expect(canvasElement.querySelector(`[data-portal-type="${shown.portalType}"]`)).not.toBeNull();
  const active = tabsOf(canvasElement).find((tab) => tab.getAttribute("aria-selected") === "true")!.parentElement!;
  const mark = `2px solid ${expectedAccent(shown.tenant)}`;
  await expect(shown.portalType === "Simple" ? active.style.borderBottom : active.style.borderTop).toBe(mark);
}

export const Classic: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", locale: "zh-CN", menuId: "m-master", open: ["m-overview", "m-diary"] },
  play: async ({ canvasElement, globals, args }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["首页", "总进度计划", "项目概况", "施工日志"]));
    await expect(selected(canvasElement)).toBe("总进度计划");
    await expectShownBar(canvasElement, globals, args);
  },
};

export const Simple: Story = {
  args: { tenant: "zhongjian", portalType: "Simple", locale: "zh-CN", menuId: "m-master", open: ["m-overview"] },
  play: async ({ canvasElement, globals, args }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["首页", "总进度计划", "项目概况"]));
    // Simple marks the active tab with an underline in the accent of the theme colour (Zhongjian's #268DFF darkened to stand 4.5:1).
    await expectShownBar(canvasElement, globals, args);
  },
};

/** The same bar with Acme picked in the toolbar: Acme's accent underlines the active tab. */
export const SimpleWithAcmePicked: Story = { ...Simple, globals: { tenant: "acme" } };

export const AcmeSimpleEnglish: Story = {
  args: { tenant: "acme", portalType: "Simple", locale: "en", menuId: "m-overview", open: ["m-master"] },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["Home", "Project overview", "Master schedule"]));
    await expect(selected(canvasElement)).toBe("Project overview");
  },
};

export const NordbyggClassicSwedish: Story = {
  args: { tenant: "nordbygg", portalType: "Classic", locale: "sv-SE", menuId: "m-diary" },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["Hem", "Byggdagbok"]));
    // Clicking a tab opens its menu.
    await userEvent.click(tabsOf(canvasElement)[0]!);
    await waitFor(() => expect(selected(canvasElement)).toBe("Hem"));
  },
};

/** Acme in English, Classic: the current menu's tab after the home tab, the earlier one after it. */
export const AcmeClassicEnglish: Story = {
  args: { tenant: "acme", portalType: "Classic", locale: "en", menuId: "m-diary", open: ["m-overview"] },
  globals: { locale: "en" },
  play: async ({ canvasElement, globals, args }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["Home", "Site diary", "Project overview"]));
    await expect(selected(canvasElement)).toBe("Site diary");
    await expectShownBar(canvasElement, globals, args);
  },
};

/** Nordbygg in Swedish, Simple: the active tab underlined in Nordbygg's theme colour (#004B87, readable as it is). */
export const NordbyggSimpleSwedish: Story = {
  args: { tenant: "nordbygg", portalType: "Simple", locale: "sv-SE", menuId: "m-overview", open: ["m-master"] },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement, globals, args }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["Hem", "Projektöversikt", "Huvudtidplan"]));
    await expect(selected(canvasElement)).toBe("Projektöversikt");
    await expectShownBar(canvasElement, globals, args);
  },
};

/** Nordbygg's Swedish bar with the malformed tenant picked: its refused theme colour gives way to the default's accent. */
export const NordbyggSimpleSwedishWithMalformedPicked: Story = { ...NordbyggSimpleSwedish, globals: { locale: "sv-SE", tenant: "malformed" } };

/** Only the default tab: no close button, and the close items of the right-click menu are disabled. */
export const OnlyDefaultTab: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", locale: "en", menuId: "1" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(["Home"]);
    await expect(canvasElement.querySelector('[aria-label="Close Home"]')).toBeNull();
    fireEvent.contextMenu(tabsOf(canvasElement)[0]!);
    const menu = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
      if (!open) throw new Error("the menu is not open yet");
      return open;
    });
    const item = (label: string) => within(menu).getByText(label).closest('[role="menuitem"]');
    await expect(item("Refresh")?.getAttribute("aria-disabled")).toBe("false");
    await expect(item("Close tabs to the right")?.getAttribute("aria-disabled")).toBe("true");
    await expect(item("Close other tabs")?.getAttribute("aria-disabled")).toBe("true");
  },
};

/** Alt+Shift+← moves the focused tab one place to the left and says so. */
export const KeyboardReorder: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", locale: "en", menuId: "m-master", open: ["m-overview"] },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(["Home", "Master schedule", "Project overview"]));
    fireEvent.keyDown(tabsOf(canvasElement)[2]!, { key: "ArrowLeft", altKey: true, shiftKey: true });
    await waitFor(() => expect(names(canvasElement)).toEqual(["Home", "Project overview", "Master schedule"]));
    await expect(within(canvasElement).getByText("Project overview moved to position 2 of 3")).toBeTruthy();
  },
};
