import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { AnnouncementsSection } from "#app/features/admin-console/announcements-section/AnnouncementsSection";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { withFakeAnnouncements } from "./announcement-fixtures";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
}

/** The console's Announcements section (ADR 024) in its layout, per demo tenant: bulletins and alerts with their audience, schedule and status. */
const meta: Meta<Args> = {
  title: "Admin console/Announcements section",
  component: AnnouncementsSection,
  beforeEach: ({ args }) => withFakeAnnouncements(args.tenant).restore,
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active="announcements">
        <AnnouncementsSection />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Zhongjian: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // One of each status, the org's name as audience, and the whole tenant otherwise.
    await expect(await canvas.findByText(consoleText(globals, "announcements.statuses.scheduled"))).toBeTruthy();
    for (const status of ["live", "ended", "withdrawn"]) await expect(canvas.getByText(consoleText(globals, `announcements.statuses.${status}`))).toBeTruthy();
    await expect(canvas.getByText("华北区域公司")).toBeTruthy();
    await expect(canvas.getAllByText(consoleText(globals, "announcements.wholeTenant")).length).toBe(3);
  },
};

export const Acme: Story = {
  args: { tenant: "acme" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Riverside Tower")).toBeTruthy();
  },
};

export const Nordbygg: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "announcements.statuses.scheduled"))).toBeTruthy();
  },
};

/** A new announcement: the form with its defaults (a bulletin to the whole tenant from now on) and every locale's title and text. */
export const NewAnnouncementForm: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: consoleText(globals, "announcements.new") }));
    const dialog = await within(document.body).findByRole("dialog");
    const language = (locale: string) => consoleText(globals, `announcements.languages.${locale}`);
    for (const locale of ["zh-CN", "en", "sv-SE"]) {
      await expect(await within(dialog).findByText(consoleText(globals, "announcements.fields.title", { language: language(locale) }))).toBeTruthy();
      await expect(within(dialog).getByText(consoleText(globals, "announcements.fields.content", { language: language(locale) }))).toBeTruthy();
    }
    // A bulletin to the whole tenant, from now on.
    const checked = [...dialog.querySelectorAll<HTMLInputElement>("input[type=radio]:checked")].map((input) => input.value);
    await expect(checked.sort()).toEqual(["bulletin", "tenant"]);
    await expect(dialog.querySelector<HTMLInputElement>(".ant-picker-input input")?.value).not.toBe("");
  },
};
