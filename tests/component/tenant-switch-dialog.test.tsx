import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TenantSwitchDialog } from "#app/features/tenant/TenantSwitchDialog";
import { PARTICIPANT_IDENTITIES, TENANT_IDENTITY, TENANTS } from "#tests/mocks/fixtures/tenants";
import { renderInPortal } from "./render";

describe("TenantSwitchDialog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the participant list 300 ms after a tenant with several identities is picked", async () => {
    const loadIdentities = vi.fn(async () => PARTICIPANT_IDENTITIES);
    renderInPortal(<TenantSwitchDialog open tenants={TENANTS} currentTenantId="10002" loadIdentities={loadIdentities} onConfirm={() => {}} onCancel={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /中建智造集团/ }));
    });
    expect(loadIdentities).toHaveBeenCalledWith("10001");
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByRole("radiogroup", { name: "Choose the identity to enter with" })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("radiogroup", { name: "Choose the identity to enter with" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OK" }).hasAttribute("disabled")).toBe(true);
  });

  it("choosing the enterprise itself in the list is a choice: confirm says so, with no participant (SPEC §4: a choice made once holds)", async () => {
    const onConfirm = vi.fn();
    renderInPortal(<TenantSwitchDialog open tenants={TENANTS} currentTenantId="10002" loadIdentities={async () => [TENANT_IDENTITY, ...PARTICIPANT_IDENTITIES]} onConfirm={onConfirm} onCancel={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /中建智造集团/ }));
    });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: "This enterprise" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
    });
    expect(onConfirm).toHaveBeenCalledWith({ tenantId: "10001", participant: null, identityChosen: true });
  });

  it("ignores identities of a tenant picked before the last one", async () => {
    let resolveFirst: (list: typeof PARTICIPANT_IDENTITIES) => void = () => {};
    const loadIdentities = vi.fn((tenantId: string) =>
      tenantId === "10001" ? new Promise<typeof PARTICIPANT_IDENTITIES>((resolve) => (resolveFirst = resolve)) : Promise.resolve([]),
    );
    const onConfirm = vi.fn();
    renderInPortal(<TenantSwitchDialog open tenants={TENANTS} currentTenantId={null} loadIdentities={loadIdentities} onConfirm={onConfirm} onCancel={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /中建智造集团/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /Acme/ }));
    });
    await act(async () => {
      resolveFirst(PARTICIPANT_IDENTITIES);
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("radiogroup", { name: "Choose the identity to enter with" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
    });
    expect(onConfirm).toHaveBeenCalledWith({ tenantId: "10002", participant: null, identityChosen: false });
  });

  it("shows the load failure and keeps confirm disabled", async () => {
    renderInPortal(<TenantSwitchDialog open tenants={TENANTS} currentTenantId={null} loadIdentities={() => Promise.reject(new Error("boom"))} onConfirm={() => {}} onCancel={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: /Acme/ }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Could not load identities: boom");
  });
});
