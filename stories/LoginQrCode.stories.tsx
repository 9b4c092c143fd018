import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, within } from "storybook/test";
import { QrLoginCode } from "#app/features/login/QrLoginCode";

/**
 * The app-scan login code of the login page and the re-login dialog (SPEC §2, §5): the
 * platform's one-time image for the browser's key. `pollState` stands for the login service's
 * state poll, `onConfirmed` for the sign-in with the key.
 */
const meta: Meta<typeof QrLoginCode> = {
  title: "Login/QrLoginCode",
  component: QrLoginCode,
  args: {
    pollState: fn(async () => ({ status: "waiting" as const })),
    onConfirmed: fn(),
    newKey: () => "story-key-abcdefghijklmnopqrstuvwxyz",
  },
  decorators: [(Story) => <div style={{ width: 360, padding: 24 }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof QrLoginCode>;

/** The code as it is fetched: the image for the story's key, under a spinner until it is in. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole("img", { name: /扫码登录二维码|QR code for signing in with the app|QR-kod för inloggning med appen/ });
    await expect(image.getAttribute("src")).toMatch(/^\/api\/identification\/qrcode\.img\?v=story-key-abcdefghijklmnopqrstuvwxyz&origin=/);
  },
};

/** A code that was used already: covered with the reason and the button for a new one. */
export const Used: Story = {
  args: { refusal: { messageKey: "qrLogin.used" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole("alert")).textContent).toMatch(/二维码已被使用|The QR code has already been used|QR-koden har redan använts/);
    await expect(canvas.getByRole("button", { name: /刷新二维码|New QR code|Ny QR-kod/ })).toBeTruthy();
  },
};
