import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MemberInfoPage } from "#app/features/personal/MemberInfoPage";
import { MemberPasswordPage } from "#app/features/personal/MemberPasswordPage";
import type { PersonalApi } from "#app/platform-api/personal";
import { SecurityLogPage } from "#app/features/personal/SecurityLogPage";
import type { PortalType } from "#app/layout/types";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";
import { FAKE_PASSWORD, fakePersonalApi, MENUS } from "../workbench/fixtures";

interface Args {
  page: "info" | "password" | "securityLog";
  tenant?: DemoTenantKey;
  portalType?: PortalType;
  accountType: number;
  api: PersonalApi;
}

const PAGES = { info: MemberInfoPage, password: MemberPasswordPage, securityLog: SecurityLogPage };

/** The personal-centre member pages (SPEC §2 key 10000) with an in-memory platform. */
const meta: Meta<Args> = {
  title: "Personal/Member pages",
  parameters: { layout: "fullscreen" },
  args: { page: "info", accountType: 0, api: fakePersonalApi() },
  render: ({ page, tenant, portalType, accountType, api }) => {
    const { context } = storyPortal({ tenant, portalType });
    const Page = PAGES[page];
    return (
      <PortalFrame
        context={{ ...context, user: { id: "u-admin", accountName: "admin", nickname: "系统管理员", tenantAdmin: true, accountType }, menus: MENUS, currentPath: "/portal/2911/" }}
      >
        <div style={{ padding: 16, background: "#F5F7FA" }}>
          <Page menu={null} api={api} />
        </div>
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const field = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByLabelText(label);

/** Puts `text` into the field as one paste: typing key by key re-renders an antd form for every key. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
const OLD = /^(原密码|Current password|Nuvarande lösenord)$/;
const NEW = /^(新密码|New password|Nytt lösenord)$/;
const CONFIRM = /^(确认新密码|Confirm new password|Bekräfta nytt lösenord)$/;
const SUBMIT = /确认修改|Change password|Byt lösenord/;

export const MemberInfoEdit: Story = {
  args: { page: "info", tenant: "zhongjian" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /编\s?辑|Edit|Redigera/ }));
    const mobile = field(canvasElement, /^(手机号|Mobile|Mobil)$/);
    await fill(mobile, "12");
    await userEvent.click(canvas.getByRole("button", { name: /保\s?存|Save|Spara/ }));
    await expect(await canvas.findByText(/手机号格式不正确|mobile number is not valid|Mobilnumret är ogiltigt/)).toBeTruthy();
    await fill(mobile, "13912345678");
    await userEvent.click(canvas.getByRole("button", { name: /保\s?存|Save|Spara/ }));
    await expect(await canvas.findByText(/会员信息已保存|member info has been saved|medlemsinformation har sparats/)).toBeTruthy();
    await expect(canvas.getByText("13912345678")).toBeTruthy();
  },
};

export const MemberInfoAcmeSimple: Story = { args: { page: "info", tenant: "acme", portalType: "Simple", api: fakePersonalApi({ account: { mobile: "", email: "" } }) } };

export const PasswordWrongOld: Story = {
  args: { page: "password", tenant: "zhongjian" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(OLD), "Wrong#2026");
    await fill(field(canvasElement, NEW), "Better#2027x");
    await fill(field(canvasElement, CONFIRM), "Better#2027x");
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await waitFor(() => expect(canvasElement.textContent).toMatch(/2301/));
  },
};

export const PasswordChanged: Story = {
  args: { page: "password", tenant: "nordbygg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(OLD), FAKE_PASSWORD);
    await fill(field(canvasElement, NEW), "Better#2027x");
    await fill(field(canvasElement, CONFIRM), "Better#2027x");
    await userEvent.click(canvas.getByRole("button", { name: SUBMIT }));
    await expect(await canvas.findByText(/密码修改成功|password has been changed|lösenord har bytts/)).toBeTruthy();
  },
};

export const PasswordRulesUnavailable: Story = {
  args: { page: "password", api: fakePersonalApi({ rules: new Error("HTTP 503") }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/密码规则加载失败|password rules could not be loaded|Lösenordsreglerna kunde inte/)).toBeTruthy();
  },
};

export const SecurityLogAdmin: Story = {
  args: { page: "securityLog", tenant: "zhongjian", accountType: 0 },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole("table"));
    await expect(await table.findByText("10.0.0.1")).toBeTruthy();
  },
};

export const SecurityLogRefused: Story = {
  args: { page: "securityLog", tenant: "zhongjian", accountType: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/无权查看安全日志|not available for this account|inte tillgänglig för det här kontot/)).toBeTruthy();
  },
};

export const IntranetMemberInfo: Story = {
  args: { page: "info", api: fakePersonalApi({ env: { intranet: true } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/内网环境下不提供此页面|not available on the intranet|inte tillgänglig på intranätet/)).toBeTruthy();
  },
};
