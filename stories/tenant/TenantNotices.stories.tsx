import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { NoTenantResult } from "#app/features/tenant/NoTenantResult";
import { TenantDisabledDialog } from "#app/features/tenant/TenantDisabledDialog";
import { TenantInfoDialog } from "#app/features/tenant/TenantInfoDialog";
import type { Tenant } from "#app/types/generated/tenant";
import { TENANTS } from "#tests/mocks/fixtures/tenants";

interface Args {
  kind: "info" | "disabled" | "none";
  tenant: Tenant;
  onClose: () => void;
}

/** Tenant info, the disabled-system notice and the no-tenant result (SPEC §2 Dialogs, §4 Login flow). */
const meta: Meta<Args> = {
  title: "Tenant/Notices",
  args: { tenant: TENANTS[0] as Tenant, onClose: fn() },
  render: ({ kind, tenant, onClose }) => {
    if (kind === "info") return <TenantInfoDialog open tenant={tenant} onClose={onClose} />;
    if (kind === "disabled") return <TenantDisabledDialog open onCancel={onClose} />;
    return <NoTenantResult onLogout={onClose} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const TenantInfo: Story = {
  args: { kind: "info" },
  play: async () => {
    const body = within(await within(document.body).findByRole("dialog"));
    for (const value of ["中建智造集团", "10001", "admin", "91110000100000001X", "中建智造集团有限公司"]) {
      await expect(body.getByText(value)).toBeTruthy();
    }
    await expect(body.getByText(/统一社会信用代码|Social credit code|Organisationsnummer/)).toBeTruthy();
  },
};

export const TenantDisabled: Story = {
  args: { kind: "disabled" },
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog"));
    await expect(body.getByRole("alert").textContent).toMatch(/系统已停用，请联系管理员|The system has been disabled. Please contact the administrator for recovery time.|Systemet har inaktiverats/);
    await userEvent.click(body.getByRole("button", { name: /^(确 ?定|OK)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NoTenant: Story = {
  args: { kind: "none" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/暂无可用租户|no available tenant|ingen tillgänglig/)).toBeTruthy();
    await userEvent.click(canvas.getByRole("button", { name: /退出登录|Log out|Logga ut/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
