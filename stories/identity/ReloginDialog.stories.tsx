import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ReloginDialog, type ReloginOutcome, type ReloginSubmission } from "#app/session/ReloginDialog";

let keys = 0;

/** The re-login dialog after a 401 (SPEC §4 Invalid token, §5, §8). `onSubmit` stands for the platform. */
const meta: Meta<typeof ReloginDialog> = {
  title: "Session/ReloginDialog",
  component: ReloginDialog,
  args: {
    open: true,
    account: "demo",
    encrypt: async (plain: string) => `cipher(${plain})`,
    onSubmit: fn(async (s: ReloginSubmission): Promise<ReloginOutcome> =>
      s.password === "cipher(Portal#2026)" && (s.verifyCode === undefined || s.verifyCode === "ABCD")
        ? { ok: true }
        : { ok: false, errorCode: s.verifyCode === undefined ? "2113" : "2114", errorMsg: s.verifyCode === undefined ? "账号或密码错误" : "验证码错误" },
    ),
    onSuccess: fn(),
    newCaptchaKey: () => `key-${++keys}`,
  },
};
export default meta;
type Story = StoryObj<typeof ReloginDialog>;

const SUBMIT = /登 ?录|Sign in|Logga in/;
const PASSWORD = /^(密码|Password|Lösenord)$/;

export const Validation: Story = {
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog"));
    const account = body.getByLabelText(/账号|Account|Konto/);
    await expect(account).toHaveValue("demo");
    await expect(account).toHaveAttribute("readonly");
    await userEvent.click(body.getByRole("button", { name: SUBMIT }));
    await expect(await body.findByText(/请输入密码|Please enter your password|Ange ditt lösenord/)).toBeTruthy();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EyeToggle: Story = {
  play: async () => {
    const body = within(await within(document.body).findByRole("dialog"));
    const password = body.getByLabelText(PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.click(body.getByRole("img", { name: /显示密码|Show password|Visa lösenord/ }));
    await expect(password).toHaveAttribute("type", "text");
    await expect(body.getByRole("img", { name: /隐藏密码|Hide password|Dölj lösenord/ })).toBeTruthy();
  },
};

export const WithCaptcha: Story = {
  play: async ({ args }) => {
    const body = within(await within(document.body).findByRole("dialog"));
    const submit = body.getByRole("button", { name: SUBMIT });
    const password = body.getByLabelText(PASSWORD);
    await userEvent.type(password, "wrong");
    await userEvent.click(submit);
    await expect((await body.findByRole("alert")).textContent).toMatch(/账号或密码错误/);
    const image = body.getByAltText(/验证码图片|Captcha image|verifieringskod/);
    await expect(image.getAttribute("src")).toMatch(/^\/api\/identification\/captcha\?t=key-\d+$/);
    await userEvent.click(submit);
    await expect(await body.findByText(/请输入验证码|Please enter captcha|Ange verifieringskoden/)).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, "Portal#2026");
    await userEvent.type(body.getByLabelText(/^(验证码|Captcha|Verifieringskod)$/), "ABCD");
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};
