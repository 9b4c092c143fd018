import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { IdentityBackdrop } from "#app/features/identity/IdentityBackdrop";
import { IdentityEntryDialog } from "#app/features/identity/IdentityEntryDialog";
import { IdentitySwitchDialog } from "#app/features/identity/IdentitySwitchDialog";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";

/** The demo user's identities in 中建智造集团, as the platform lists them (participant_admin first, the tenant identity last). */
const IDENTITIES: ParticipantIdentity[] = [
  { externalType: 1, external: true, externalEntityId: "5000000001", bizId: "P9001", bizType: "participant_admin", bizName: "中铁设计咨询有限公司", participantOrgId: "100010031", roleType: "admin", fullName: ["中建智造集团有限公司", "外部参建单位", "中铁设计咨询有限公司"], tenantName: "中建智造集团" },
  { externalType: 1, external: true, externalEntityId: "5000000003", bizId: "P9003", bizType: "participant", bizName: "北京大兴国际物流园项目 劳务分包", participantOrgId: "100010009", roleType: "subcontractor", fullName: ["北京大兴国际物流园项目"], tenantName: "中建智造集团" },
  { externalType: 0, external: false, externalEntityId: "1000120001", bizId: "10001", bizType: "tenant", bizName: "This enterprise", participantOrgId: null, roleType: null, fullName: [], tenantName: "中建智造集团" },
] as ParticipantIdentity[];

/**
 * The identity switch of the user menu (SPEC §4 Identity switch): the identities of the entry —
 * 本企业 and the participant orgs — with the one in use marked; Switch goes to another. Beside it
 * the list at entry, each identity named once, and the backdrop behind that list.
 */
const meta: Meta<typeof IdentitySwitchDialog> = {
  title: "Identity/IdentitySwitchDialog",
  component: IdentitySwitchDialog,
  subcomponents: { IdentityEntryDialog, IdentityBackdrop },
  args: {
    open: true,
    tenantId: "10001",
    current: { type: "tenant", externalEntityId: null, participantOrgId: null },
    loadIdentities: async () => IDENTITIES,
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof IdentitySwitchDialog>;

const SWITCH = /^(切 ?换|Switch|Byt)$/;

/** Working as 本企业: it is marked and chosen; Switch waits for another identity. */
export const AsTheTenant: Story = {
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog", { name: /切换身份|Switch identity|Byt identitet/ }));
    await waitFor(() => expect(body.getAllByRole("radio")).toHaveLength(3));
    const tenant = body.getByRole("radio", { name: /本企业|This enterprise|Detta företag/ });
    await expect(tenant).toBeChecked();
    await expect(tenant.closest("label")?.textContent).toMatch(/(当前|current|aktuell)$/);
    await expect(body.getByRole("button", { name: SWITCH })).toBeDisabled();
    await userEvent.click(body.getByRole("radio", { name: /中铁设计咨询有限公司/ }));
    await userEvent.click(body.getByRole("button", { name: SWITCH }));
    await expect(args.onConfirm).toHaveBeenCalledWith(IDENTITIES[0]);
  },
};

/** Working as a participant: the way back to 本企业 is offered. */
export const AsAParticipant: Story = {
  args: { current: { type: "participant", externalEntityId: "5000000003", participantOrgId: "100010009" } },
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog"));
    await waitFor(() => expect(body.getByRole("radio", { name: /北京大兴国际物流园项目/ })).toBeChecked());
    // Named once, its role beside it.
    await expect(body.getByRole("radio", { name: /北京大兴国际物流园项目/ }).closest("label")?.textContent).toMatch(/^北京大兴国际物流园项目劳务分包/);
    await userEvent.click(body.getByRole("radio", { name: /本企业|This enterprise|Detta företag/ }));
    await userEvent.click(body.getByRole("button", { name: SWITCH }));
    await expect(args.onConfirm).toHaveBeenCalledWith(IDENTITIES[2]);
  },
};

/** The list could not be had: said, and nothing to switch to. */
export const ListUnavailable: Story = {
  args: { loadIdentities: () => Promise.reject(new Error("HTTP 503")) },
  play: async () => {
    const body = within(await within(document.body).findByRole("dialog"));
    await expect((await body.findByRole("alert")).textContent).toMatch(/HTTP 503/);
    await expect(body.getByRole("button", { name: SWITCH })).toBeDisabled();
  },
};

/** The list at entry over its backdrop: no user data behind it; each org named once. */
export const AtEntry: StoryObj<typeof IdentityEntryDialog> = {
  render: (args) => (
    <>
      <IdentityBackdrop />
      <IdentityEntryDialog {...args} />
    </>
  ),
  args: { open: true, tenantName: "中建智造集团", identities: IDENTITIES, onChoose: fn(), onLogout: fn() },
  play: async ({ canvasElement }) => {
    const body = within(await within(document.body).findByRole("dialog", { name: /选择身份|Choose your identity|Välj identitet/ }));
    const first = body.getAllByRole("radio")[0]?.closest("label")?.textContent ?? "";
    await expect(first.split("中铁设计咨询有限公司")).toHaveLength(2);
    await expect(within(canvasElement).getByTestId("identity-backdrop")).toBeTruthy();
    await expect(within(canvasElement).queryByRole("banner")).toBeNull();
  },
};
