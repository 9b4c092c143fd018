import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { ConfigEditor } from "#app/features/admin-console/ConfigEditor";
import { formatTime } from "#app/features/admin-console/format-time";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import type { DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";
import { OTHER_DRAFT_AT, withHistoryPlatform } from "./history-fixtures";

interface Args {
  tenant: DemoTenantKey;
}

/** The header theme's editor while another admin (coadmin) holds a draft of it (ADR 058): whose, and when last saved. */
const meta: Meta<Args> = {
  title: "Admin console/Other admins' drafts",
  subcomponents: { ConfigEditor },
  beforeEach: ({ args }) => withHistoryPlatform(args.tenant),
  render: () => (
    <ConsoleFrame>
      <ConfigEditor kind="header-theme" />
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const play: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const locale = normaliseLocale(globals.locale) ?? DEFAULT_LOCALE;
  await expect(await canvas.findByText(consoleText(globals, "history.others.one", { account: "coadmin", time: formatTime(OTHER_DRAFT_AT, locale) }))).toBeTruthy();
};

export const Zhongjian: Story = { args: { tenant: "zhongjian" }, play };
export const Acme: Story = { args: { tenant: "acme" }, play };
