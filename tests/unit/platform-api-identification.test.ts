import { afterEach, describe, expect, it, vi } from "vitest";
import { captchaImageSrc, qrCodeImageSrc, setSessionApp } from "#app/platform-api/identification";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/identification (SPEC §7 Login and session)", () => {
  it("tells the session its app by the app's id, encoded as one query value", async () => {
    const calls = recordPlatformCalls();
    await setSessionApp("31&appId=32");
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["PUT identification/session/app?appId=31%26appId%3D32"]);
  });

  it("builds the captcha and login-code images' addresses with the key and origin encoded", () => {
    expect(captchaImageSrc("k 1&t=2")).toBe("/api/identification/captcha?t=k%201%26t%3D2");
    expect(qrCodeImageSrc("KEY&v=x", "http://127.0.0.1:3000")).toBe("/api/identification/qrcode.img?v=KEY%26v%3Dx&origin=http%3A%2F%2F127.0.0.1%3A3000");
  });
});
