import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { IdleTimeoutDialog } from "#app/components/session/IdleTimeoutDialog";

/** The idle-logout dialog (SPEC §4 Idle timeout, §8 Idle logout). `onOk` stands for the portal's logout. */
const meta: Meta<typeof IdleTimeoutDialog> = {
  title: "Session/IdleTimeoutDialog",
  component: IdleTimeoutDialog,
  args: { open: true, onOk: fn() },
};
export default meta;
type Story = StoryObj<typeof IdleTimeoutDialog>;

const MESSAGE = /当前账号长时间未操作，请重新登录|The current account has not performed any operations for a long time, please log in again\.|Kontot har inte använts på länge, logga in igen\./;

export const TimedOut: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByRole("alert").textContent).toMatch(MESSAGE);
    // Nothing but OK leaves it: no close button, and Esc does nothing.
    await expect(within(dialog).getAllByRole("button")).toHaveLength(1);
    await userEvent.keyboard("{Escape}");
    await expect(within(document.body).getByRole("dialog")).toBeTruthy();
    await expect(args.onOk).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s?定|OK/ }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};
