import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReloginDialog } from "#app/session/ReloginDialog";
import { reloginRequest } from "#app/session/relogin-request";
import { GOOD_CAPTCHA } from "#tests/mocks/identification";
import { identificationHandlers } from "#tests/mocks/identification";
import { renderInPortal } from "./render";

const server = setupServer(...identificationHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  });
}

describe("ReloginDialog against the identification service", () => {
  it("shows the captcha after 2113, clears the code after 2114, then succeeds", async () => {
    let n = 0;
    const onSuccess = vi.fn();
    renderInPortal(
      <ReloginDialog
        open
        account="demo"
        encrypt={async (plain) => `cipher(${plain})`}
        onSubmit={reloginRequest({ account: "demo", tenantId: "10001" })}
        onSuccess={onSuccess}
        newCaptchaKey={() => `k${++n}`}
      />,
    );
    expect(screen.queryByAltText(/Captcha image/)).toBeNull();
    await submit("wrong");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Incorrect account or password"));
    expect(screen.getByAltText(/Captcha image/).getAttribute("src")).toBe("/api/identification/captcha?t=k1");

    fireEvent.change(screen.getByLabelText("Captcha"), { target: { value: "XXXX" } });
    await submit("Portal#2026");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Incorrect verification code"));
    expect((screen.getByLabelText("Captcha") as HTMLInputElement).value).toBe("");
    expect(screen.getByAltText(/Captcha image/).getAttribute("src")).toBe("/api/identification/captcha?t=k2");

    fireEvent.change(screen.getByLabelText("Captcha"), { target: { value: GOOD_CAPTCHA } });
    await submit("Portal#2026");
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it("refreshes a shown captcha on other failures", async () => {
    let n = 0;
    const outcomes = [
      { ok: false as const, errorCode: "2113", errorMsg: "bad" },
      { ok: false as const, errorCode: "500", errorMsg: "Server abnormal, please contact the administrator." },
    ];
    renderInPortal(
      <ReloginDialog open account="demo" encrypt={async (p) => p} onSubmit={async () => outcomes.shift() ?? { ok: true }} onSuccess={() => {}} newCaptchaKey={() => `k${++n}`} />,
    );
    await submit("x");
    await waitFor(() => expect(screen.getByAltText(/Captcha image/).getAttribute("src")).toMatch(/k1$/));
    fireEvent.change(screen.getByLabelText("Captcha"), { target: { value: "ZZZZ" } });
    await submit("x");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Server abnormal, please contact the administrator."));
    expect(screen.getByAltText(/Captcha image/).getAttribute("src")).toMatch(/k2$/);
  });
});
