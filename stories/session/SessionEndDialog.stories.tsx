import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SessionEndDialog } from "#app/session/SessionEndDialog";

/**
 * The dialog that ends a session (SPEC §4 Idle timeout, Invalid token; §8): the idle logout,
 * whose `onOk` stands for the portal's logout, and the session-expired notice (the token-check
 * setting on), whose `onOk` stands for going to the login page.
 */
const meta: Meta<typeof SessionEndDialog> = {
  title: "Session/SessionEndDialog",
  component: SessionEndDialog,
  args: { open: true, onOk: fn() },
};
export default meta;
type Story = StoryObj<typeof SessionEndDialog>;

const OK = /^(确\s?定|OK)$/;

/** Nothing but OK leaves the dialog: no close button, and Esc does nothing; OK calls `onOk` once. */
async function expectOnlyOkLeaves(dialog: HTMLElement, onOk: () => void) {
  await expect(within(dialog).getAllByRole("button")).toHaveLength(1);
  await userEvent.keyboard("{Escape}");
  await expect(within(document.body).getByRole("dialog")).toBeTruthy();
  await expect(onOk).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole("button", { name: OK }));
  await expect(onOk).toHaveBeenCalledTimes(1);
}

export const TimedOut: Story = {
  args: { messageKey: "idle.message", overOtherDialogs: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByText(/^(提示|Tips)$/)).toBeTruthy();
    await expect(within(dialog).getByRole("alert").textContent).toMatch(
      /当前账号长时间未操作，请重新登录|The current account has not performed any operations for a long time, please log in again\.|Kontot har inte använts på länge, logga in igen\./,
    );
    await expectOnlyOkLeaves(dialog, args.onOk);
  },
};

export const Expired: Story = {
  args: { messageKey: "errors.expired" },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByText(/^(提示|Tips)$/)).toBeTruthy();
    await expect(within(dialog).getByRole("alert").textContent).toMatch(/登录信息已失效|Login information has expired, please log in again|Inloggningen har gått ut/);
    await expectOnlyOkLeaves(dialog, args.onOk);
  },
};
