import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdentitySwitchDialog } from "#app/components/identity/IdentitySwitchDialog";
import { IdentityTermsDialog } from "#app/components/identity/IdentityTermsDialog";
import { renderInPortal } from "./render";

describe("identity terms countdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("enables 'already read' after exactly 5 seconds", () => {
    const onRead = vi.fn();
    renderInPortal(<IdentityTermsDialog open onRead={onRead} onClose={() => {}} />);
    const button = () => screen.getByRole("button", { name: /Already read/ });
    expect(button().textContent).toBe("Already read (5 s)");
    act(() => void vi.advanceTimersByTime(4999));
    expect(button().hasAttribute("disabled")).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(button().hasAttribute("disabled")).toBe(false);
    expect(button().textContent).toBe("Already read");
    fireEvent.click(button());
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it("reading the terms from the identity dialog makes the checkbox tickable", () => {
    const onTermsRead = vi.fn();
    renderInPortal(
      <IdentitySwitchDialog open identities={[{ code: "owner", name: "Owner" }]} termsRead={false} onTermsRead={onTermsRead} changesFor={() => []} onConfirm={() => {}} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByRole("radio", { name: "Owner" }));
    fireEvent.click(screen.getByRole("checkbox"));
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Please read the identity terms first");
    fireEvent.click(screen.getByRole("button", { name: "identity terms" }));
    act(() => void vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole("button", { name: "Already read" }));
    expect(onTermsRead).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("checkbox"));
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "OK" }).hasAttribute("disabled")).toBe(false);
  });
});
