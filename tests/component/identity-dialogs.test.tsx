import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdentityEntryDialog } from "#app/features/identity/IdentityEntryDialog";
import { BusinessSystemDialog } from "#app/features/identity/BusinessSystemDialog";
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

  it("reading the terms from the business-system dialog makes the checkbox tickable", () => {
    const onTermsRead = vi.fn();
    renderInPortal(
      <BusinessSystemDialog open identities={[{ code: "owner", name: "Owner" }]} termsRead={false} onTermsRead={onTermsRead} changesFor={() => []} onConfirm={() => {}} onCancel={() => {}} />,
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

  it("is named for the business systems, not for the identity", () => {
    renderInPortal(<BusinessSystemDialog open identities={[{ code: "owner", name: "Owner" }]} termsRead onTermsRead={() => {}} changesFor={() => []} onConfirm={() => {}} onCancel={() => {}} />, "zh-CN");
    expect(screen.getByRole("dialog", { name: "切换业务系统" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "业务系统" })).toBeTruthy();
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

describe("identity names (SPEC §4 Identity at entry)", () => {
  it("a participant org whose business name is its own name is named once; a role beside it when there is one", () => {
    const identities = [
      { externalType: 1, external: true, externalEntityId: "5000000001", bizName: "中铁设计咨询有限公司", bizType: "participant_admin", fullName: ["中铁设计咨询有限公司"], tenantName: "Demo" },
      { externalType: 1, external: true, externalEntityId: "5000000003", bizName: "北京大兴国际物流园项目 劳务分包", bizType: "participant", fullName: ["北京大兴国际物流园项目"], tenantName: "Demo" },
    ] as never[];
    renderInPortal(<IdentityEntryDialog open tenantName="Demo" identities={identities} onChoose={() => {}} onLogout={() => {}} />, "zh-CN");
    const [admin, labour] = screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
    expect(admin).toBe("中铁设计咨询有限公司");
    expect(labour).toBe("北京大兴国际物流园项目劳务分包");
  });
});

describe("identity switch (SPEC §4 Identity switch: the identities of the entry)", () => {
  const identities = [
    { externalType: 1, external: true, externalEntityId: "5000000001", bizName: "中铁设计咨询有限公司", bizType: "participant_admin", fullName: ["中铁设计咨询有限公司"], tenantName: "Demo" },
    { externalType: 0, external: false, externalEntityId: "1000120001", bizName: "This enterprise", bizType: "tenant", fullName: [], tenantName: "Demo" },
  ] as never[];

  it("lists 本企业 and the participant orgs, marks the one in use, and switches only to another", async () => {
    const onConfirm = vi.fn();
    const loadIdentities = vi.fn(async () => identities);
    renderInPortal(
      <IdentitySwitchDialog open tenantId="10001" current={{ type: "tenant", externalEntityId: null, participantOrgId: null }} loadIdentities={loadIdentities} onConfirm={onConfirm} onCancel={() => {}} />,
      "zh-CN",
    );
    expect(screen.getByRole("dialog", { name: "切换身份" })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("radio")).toHaveLength(2));
    expect(loadIdentities).toHaveBeenCalledWith("10001");
    const tenant = screen.getByRole("radio", { name: /本企业/ }) as HTMLInputElement;
    expect(tenant.checked).toBe(true);
    expect(tenant.closest("label")?.textContent).toBe("本企业当前");
    const ok = () => screen.getByRole("button", { name: "切 换" });
    expect(ok().hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /中铁设计咨询有限公司/ }));
    expect(ok().hasAttribute("disabled")).toBe(false);
    fireEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({ externalEntityId: "5000000001" });
  });
});
