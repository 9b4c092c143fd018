import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdentityEntryDialog } from "#app/features/identity/IdentityEntryDialog";
import { IdentitySwitchDialog } from "#app/features/identity/IdentitySwitchDialog";
import { IdentityTermsDialog } from "#app/features/identity/IdentityTermsDialog";
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

describe("identity list at entry (SPEC §4 Identity at entry)", () => {
  const identities = [
    { externalType: 0, externalEntityId: "0", bizName: "本企业", fullName: [], tenantName: "Demo" },
    { externalType: 1, externalEntityId: "5000000001", bizName: "Rail Design Ltd", bizType: "participant_admin", fullName: [], tenantName: "Demo" },
  ] as never[];

  it("Enter on the chosen identity enters with it; Enter before a choice does nothing", () => {
    const onChoose = vi.fn();
    renderInPortal(<IdentityEntryDialog open tenantName="Demo" identities={identities} onChoose={onChoose} onLogout={() => {}} />);
    const radios = screen.getAllByRole("radio");
    fireEvent.keyDown(radios[0]!, { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(radios[1]!);
    fireEvent.keyDown(radios[1]!, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0]).toMatchObject({ externalEntityId: "5000000001" });
  });

  it("Enter while the choice is being sent does not send it again", () => {
    const onChoose = vi.fn();
    renderInPortal(<IdentityEntryDialog open submitting tenantName="Demo" identities={identities} onChoose={onChoose} onLogout={() => {}} />);
    fireEvent.click(screen.getAllByRole("radio")[1]!);
    fireEvent.keyDown(screen.getAllByRole("radio")[1]!, { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
  });
});
