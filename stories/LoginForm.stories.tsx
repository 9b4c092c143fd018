import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoginForm } from "#app/features/login/LoginForm";

/** The login service's form. `encrypt` stands for jsencrypt with the platform's key. */
const meta: Meta<typeof LoginForm> = {
  title: "Login/LoginForm",
  component: LoginForm,
  args: {
    encrypt: async (plain: string) => `cipher(${plain})`,
    onSubmit: fn(),
    failure: null,
    submitting: false,
    newCaptchaKey: () => "story-key",
  },
  decorators: [(Story) => <div style={{ width: 360, padding: 24 }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof LoginForm>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /登 ?录|Sign in|Logga in/ }));
    await expect(await canvas.findByText(/请输入账号|Please enter your account|Ange ditt konto/)).toBeTruthy();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/账号|Account|Konto/), "demo");
    await userEvent.type(canvas.getByLabelText(/^(密码|Password|Lösenord)$/), "Portal#2026");
    await userEvent.click(canvas.getByRole("button", { name: /登 ?录|Sign in|Logga in/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ account: "demo", password: "cipher(Portal#2026)", verifyCode: undefined, captchaKey: undefined });
  },
};

export const CaptchaDemanded: Story = {
  args: { failure: { messageKey: "login.errors.captchaRequired", captchaRequired: true, field: "verifyCode" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole("img", { name: /验证码图片|Captcha image|verifieringskod/ });
    await expect(image.getAttribute("src")).toBe("/api/identification/captcha?t=story-key");
    await expect(canvas.getByRole("alert").textContent).toMatch(/请输入验证码|Please enter captcha|Ange verifieringskoden/);
  },
};

export const WrongPassword: Story = {
  args: { failure: { messageKey: "login.errors.badCredentials", captchaRequired: false, field: "password" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert").textContent).toMatch(/账号或密码错误|Incorrect account or password|Felaktigt konto/);
  },
};
