import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QrLoginCode, type QrStateAnswer } from "#app/features/login/QrLoginCode";
import { renderInPortal } from "./render";

function keys() {
  let n = 0;
  return () => `key-${++n}-abcdefghijklmnopqrstuvwxyz`;
}

/** The platform's image has arrived (jsdom loads no images). */
function imageShown(): HTMLImageElement {
  const image = screen.getByRole("img", { name: "QR code for signing in with the app" }) as HTMLImageElement;
  fireEvent.load(image);
  return image;
}

describe("QrLoginCode (SPEC §2 App-scan login, §5 valid once)", () => {
  it("shows the platform's image for its own key, polls, and hands the key on once the phone confirmed", async () => {
    const answers: QrStateAnswer[] = [{ status: "waiting" }, { status: "slow" }, { status: "confirmed" }];
    const pollState = vi.fn(async () => answers.shift() ?? { status: "confirmed" as const });
    const onConfirmed = vi.fn();
    renderInPortal(<QrLoginCode pollState={pollState} onConfirmed={onConfirmed} newKey={keys()} />);
    const image = imageShown();
    expect(image.getAttribute("src")).toBe(`/api/identification/qrcode.img?v=key-1-abcdefghijklmnopqrstuvwxyz&origin=${encodeURIComponent(window.location.origin)}`);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith("key-1-abcdefghijklmnopqrstuvwxyz"), { timeout: 9_000 });
    expect(pollState).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("status").textContent).toContain("Confirmed on the phone. Signing in…");
    // Confirmed: the polling stops.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(pollState).toHaveBeenCalledTimes(3);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  }, 15_000);

  it("covers an expired code with the reason and a button that shows a new code", async () => {
    const pollState = vi.fn(async (): Promise<QrStateAnswer> => ({ status: "expired" }));
    renderInPortal(<QrLoginCode pollState={pollState} onConfirmed={() => undefined} newKey={keys()} />);
    imageShown();
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert.textContent).toContain("The QR code has expired");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /New QR code/ }));
    });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("img", { name: "QR code for signing in with the app" }).getAttribute("src")).toContain("v=key-2-");
  }, 10_000);

  it("shows a refused sign-in over the code, in the page's language", async () => {
    renderInPortal(<QrLoginCode pollState={async () => ({ status: "waiting" })} onConfirmed={() => undefined} newKey={keys()} refusal={{ messageKey: "qrLogin.used" }} />, "sv-SE");
    expect((await screen.findByRole("alert")).textContent).toContain("QR-koden har redan använts");
    expect(screen.getByRole("button", { name: /Ny QR-kod/ })).toBeTruthy();
  });
});
