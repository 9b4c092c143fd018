import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoginForm } from "#app/features/login/LoginForm";
import { renderInPortal } from "./render";

/** ADR 030: the login form shows the sign-in limits' refusal (the action's 429) in the active locale, with the minutes to wait. */
const REFUSED = { messageKey: "rateLimit.tooManySignIns", captchaRequired: false, retryAfterSeconds: 540 };

describe("the login form after a 429 of the sign-in limits", () => {
  it.each([
    ["zh-CN", "登录失败次数过多，请 9 分钟后再试"],
    ["en", "Too many failed sign-in attempts. Try again in 9 min."],
    ["sv-SE", "För många misslyckade inloggningsförsök. Försök igen om 9 min."],
  ] as const)("says so in %s", (locale, text) => {
    renderInPortal(<LoginForm encrypt={async (plain) => plain} onSubmit={() => undefined} failure={REFUSED} submitting={false} />, locale);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });
});
