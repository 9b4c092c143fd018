import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor, within } from "storybook/test";
import { ContentViewport } from "#app/features/content/ContentViewport";
import { answerDemoPlatform } from "../shell/fixtures";
import { forgetSavedTabs, ShellStory, type ShellStoryArgs } from "../tabs/fixtures";

/**
 * Implements SPEC §2 Screens and routes (internal menus 1–5, /portal/{menuId}/), §9 (sub-app viewports 1–5).
 *
 * The content area for each kind of menu the URL can name (SPEC §2): the shell's own pages
 * (home, not found, forbidden, the temporary third-party app), a page menu's application
 * region, a detached menu, and the loading state while a directory's URL is replaced.
 */
const meta: Meta<ShellStoryArgs> = {
  title: "Shell/Content viewport",
  tags: ["autodocs"],
  subcomponents: { ContentViewport },
  parameters: { layout: "fullscreen" },
  // The shell's reads (the org switcher's projects and dictionary, the home page's workbench) answered with the demo data.
  beforeEach: () => {
    forgetSavedTabs();
    return answerDemoPlatform();
  },
  render: (args) => (
    <ShellStory {...args}>
      <div style={{ padding: 16, background: "#f0f2f5", minHeight: 480 }}>
        <ContentViewport item={{ id: "content", component: "ContentViewport", props: {} }} region="content" />
      </div>
    </ShellStory>
  ),
};
export default meta;
type Story = StoryObj<ShellStoryArgs>;

const region = (canvasElement: HTMLElement, name: string) => [...canvasElement.querySelectorAll<HTMLElement>('[role="region"]')].find((el) => el.getAttribute("aria-label") === name) ?? null;

export const Home: Story = {
  args: { menuId: "1", locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("欢迎，演示用户")).toBeTruthy();
  },
};

export const MicroAppMenu: Story = {
  args: { menuId: "m-master", locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const viewport = region(canvasElement, "总进度计划");
    await expect(viewport?.dataset.integrateType).toBe("0");
    await expect(viewport?.dataset.url).toBe("/apps/project-ledger/?view=pmpp.schedule.master");
    await expect(canvasElement.querySelector('nav[aria-label="当前位置"]')?.textContent).toContain("进度管理");
  },
};

export const IframeMenuEnglish: Story = {
  args: { menuId: "m-patrol", locale: "en", tenant: "acme" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, "Safety patrols")?.dataset.integrateType).toBe("1");
    // The region hosts the menu's frame app (ADR 013).
    await expect(region(canvasElement, "Safety patrols")?.querySelector('[data-subapp-kind="iframe"][data-subapp-key]')).not.toBeNull();
  },
};

/** `menuExtends` showBreadcrumb=false (项目概况 in the demo data). */
export const WithoutBreadcrumb: Story = {
  args: { menuId: "m-overview", locale: "sv-SE", tenant: "nordbygg" },
  globals: { locale: "sv-SE" },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, "Projektöversikt")).not.toBeNull();
    await expect(canvasElement.querySelector("nav")).toBeNull();
  },
};

export const Forbidden: Story = {
  args: { menuId: "3", locale: "en" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    // The shell's own pages other than home load their code when first shown.
    await expect((await within(canvasElement).findByText("no permission, please contact the administrator")).getAttribute("role")).toBe("heading");
  },
};

export const NotFound: Story = {
  args: { menuId: "no-such-menu", locale: "en" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Page not found")).toBeTruthy();
  },
};

export const TemporaryThirdPartyApp: Story = {
  args: { menuId: "4", locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, "第三方应用")).not.toBeNull();
  },
};

export const DetachedMenu: Story = {
  args: { menuId: "m-crane", locale: "en" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const link = (await within(canvasElement).findByText("Open in a new window")).closest("a");
    await expect(link?.getAttribute("href")).toBe("/apps/third-party/?sensor=crane");
  },
};

/** A directory's URL while it is replaced by its first page (the portal's arrival does the replacing). */
export const OpeningDirectory: Story = {
  args: { menuId: "m-schedule", locale: "en" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole("status").textContent).toContain("Opening…"));
  },
};
