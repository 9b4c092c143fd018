import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BusinessSystemDialog } from "#app/features/identity/BusinessSystemDialog";
import { IdentityTermsDialog } from "#app/features/identity/IdentityTermsDialog";
import { identityChanges } from "#app/features/identity/identity-switch.rules";
import type { Identity } from "#app/types/generated/identity";

const IDENTITIES: Identity[] = [
  { code: "Default", name: "Default", selected: true },
  { code: "owner", name: "建设单位" },
  { code: "supervisor", name: "监理单位" },
];

/** The business-system switch and its terms (SPEC §4 Identity switch: eight business systems). Changes come from the real rule. */
const meta: Meta<typeof BusinessSystemDialog> = {
  title: "Identity/BusinessSystemDialog",
  component: BusinessSystemDialog,
  args: {
    open: true,
    identities: IDENTITIES,
    termsRead: false,
    onTermsRead: fn(),
    changesFor: (identity: Identity) =>
      identityChanges(
        { tenant: { id: "10001" }, userType: "tenant", participant: null, identity: { code: "Default", name: "默认" } },
        { tenant: { id: "10001" }, userType: "tenant", participant: null, identity: { code: identity.code, name: identity.name } },
      ),
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof BusinessSystemDialog>;

const OK = /^(确 ?定|OK)$/;

export const TermsNotRead: Story = {
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog", { name: /切换业务系统|Switch business system|Byt affärssystem/ }));
    await expect(body.getAllByRole("radio")).toHaveLength(3);
    await userEvent.click(body.getByRole("radio", { name: /建设单位/ }));
    await userEvent.click(body.getByRole("checkbox", { name: /我已阅读并同意|I have read and agree|Jag har läst/ }));
    await expect(body.getByRole("checkbox")).not.toBeChecked();
    await expect(body.getByRole("status").textContent).toMatch(/请先阅读|Please read the identity terms first|Läs identitetsvillkoren/);
    await expect(body.getByRole("button", { name: OK })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmListsChanges: Story = {
  args: { termsRead: true },
  play: async ({ args }) => {
    const page = within(document.body);
    const body = within(await page.findByRole("dialog"));
    await userEvent.click(body.getByRole("radio", { name: /监理单位/ }));
    await expect(body.getByRole("button", { name: OK })).toBeDisabled();
    await userEvent.click(body.getByRole("checkbox"));
    await userEvent.click(body.getByRole("button", { name: OK }));
    const list = await page.findByRole("list", { name: /确认切换业务系统|Confirm business system switch|Bekräfta byte av affärssystem/ });
    await expect(list.textContent).toMatch(/默认 → 监理单位/);
    const confirm = page.getAllByRole("dialog").at(-1) as HTMLElement;
    await userEvent.click(within(confirm).getByRole("button", { name: OK }));
    await expect(args.onConfirm).toHaveBeenCalledWith(IDENTITIES[2]);
  },
};

export const TermsCountdown: StoryObj<typeof IdentityTermsDialog> = {
  render: (args) => <IdentityTermsDialog {...args} />,
  args: { open: true, onRead: fn(), onClose: fn() },
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog"));
    const read = body.getByRole("button", { name: /我已阅读|Already read|Redan läst/ });
    await expect(read).toBeDisabled();
    await expect(read.textContent).toMatch(/5/);
    await waitFor(() => expect(read).toBeEnabled(), { timeout: 7000 });
    await userEvent.click(read);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};
