import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TenantSwitchDialog } from "#app/features/tenant/TenantSwitchDialog";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";
import { MANY_TENANTS, PARTICIPANT_IDENTITIES, TENANT_IDENTITY, TENANTS } from "#tests/mocks/fixtures/tenants";

const IDENTITIES: Record<string, ParticipantIdentity[]> = {
  "10001": [TENANT_IDENTITY, ...PARTICIPANT_IDENTITIES],
  "10002": [PARTICIPANT_IDENTITIES[0] as ParticipantIdentity],
  "10004": [TENANT_IDENTITY],
};

/** The tenant switch dialog (SPEC §4 Tenant switch). Identities come from a prop standing for the platform. */
const meta: Meta<typeof TenantSwitchDialog> = {
  title: "Tenant/TenantSwitchDialog",
  component: TenantSwitchDialog,
  args: {
    open: true,
    tenants: TENANTS,
    currentTenantId: "10001",
    loadIdentities: async (tenantId: string) => IDENTITIES[tenantId] ?? [],
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof TenantSwitchDialog>;

const OK = /^(确 ?定|OK)$/;
const dialog = () => within(document.body).findByRole("dialog");

export const FewTenants: Story = {
  play: async () => {
    const body = within(await dialog());
    await expect(body.queryByRole("searchbox")).toBeNull();
    await expect(body.getByRole("radio", { name: /Nordbygg AB/ })).toBeDisabled();
    await expect(body.getByLabelText(/仅管理员可使用|only administrators can use it|bara användas av administratörer/)).toBeTruthy();
    await expect(body.getAllByRole("img", { name: /个人租户|Personal tenant|Personlig/ })).toHaveLength(1);
    await expect(body.getByRole("radio", { name: /中建智造集团/ }).closest("label")?.textContent).toMatch(/当前|Current|Aktuell/);
    await expect(body.getByRole("button", { name: OK })).toBeDisabled();
  },
};

export const ManyTenantsWithSearch: Story = {
  args: { tenants: MANY_TENANTS },
  play: async () => {
    const body = within(await dialog());
    const search = body.getByRole("searchbox", { name: /搜索租户|Search tenants|Sök/ });
    await userEvent.type(search, "bygg");
    await waitFor(() => expect(body.getAllByRole("radio")).toHaveLength(2));
    await expect(body.queryByRole("radio", { name: /Acme/ })).toBeNull();
  },
};

export const DisabledTenantForAdmin: Story = {
  args: { tenants: TENANTS.map((t) => (t.id === "10003" ? { ...t, tenantAdmin: true } : t)) },
  play: async ({ args }) => {
    const body = within(await dialog());
    const nordbygg = body.getByRole("radio", { name: /Nordbygg AB/ });
    await expect(nordbygg).toBeEnabled();
    await expect(body.getByLabelText(/您作为管理员仍可进入|As an administrator you can still enter it|Som administratör/)).toBeTruthy();
    await userEvent.click(nordbygg);
    const ok = body.getByRole("button", { name: OK });
    await waitFor(() => expect(ok).toBeEnabled());
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledWith({ tenantId: "10003", participant: null, identityChosen: false });
  },
};

export const ParticipantList: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole("radio", { name: /中建智造集团/ }));
    const group = await body.findByRole("radiogroup", { name: /选择进入身份|Choose the identity|Välj identiteten/ });
    const options = within(group).getAllByRole("radio");
    // participant_admin first (SPEC §6)
    await expect(options[0]?.closest("label")?.textContent).toMatch(/苏州搅拌站/);
    const ok = body.getByRole("button", { name: OK });
    await expect(ok).toBeDisabled();
    await userEvent.click(within(group).getByRole("radio", { name: /上海地铁14号线项目/ }));
    await waitFor(() => expect(ok).toBeEnabled());
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledWith({ tenantId: "10001", participant: PARTICIPANT_IDENTITIES[0], identityChosen: true });
  },
};

export const SingleExternalIdentity: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole("radio", { name: /Acme Construction Ltd/ }));
    const ok = body.getByRole("button", { name: OK });
    await waitFor(() => expect(ok).toBeEnabled());
    await expect(body.queryByRole("radiogroup", { name: /选择进入身份|Choose the identity/ })).toBeNull();
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledWith({ tenantId: "10002", participant: PARTICIPANT_IDENTITIES[0], identityChosen: true });
  },
};
