import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#app/kit/i18n/config";
import { FirstVisitTips } from "#app/session/FirstVisitTips";
import { API, ok } from "#tests/mocks/envelope";
import { renderInPortal } from "./render";

// The privacy account of the demo: the platform asks for the agreement (SPEC §2 dialogs, §5).
const server = setupServer(
  http.get(`${API}/tenant-user/v4/users/tenant/entrance`, () => ok({ userId: "20007", tenantId: "10001", tenantName: "中建智造集团", firstVisit: false })),
  http.get(`${API}/portal/account/user/agreement`, () => ok({ identity: "tenant", pending: true, agreeAgreement: false })),
  http.get(`${API}/uaa/user/weakWord`, () => ok({ weak: false })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderTips(locale: Locale) {
  return renderInPortal(<FirstVisitTips account="privacy" tenantId="10001" currentPath="/portal/1/" logoutHref="/portal/logout" />, locale);
}

describe("the privacy dialog's documents (SPEC §2 privacy policy and agreement)", () => {
  it.each([
    ["zh-CN", "隐私政策与用户协议", "《隐私政策》", "隐私政策", "1. 适用范围", "《用户协议》", "用户协议", "1. 协议的接受", "关闭"],
    ["en", "Privacy policy and user agreement", "privacy policy", "Privacy policy", "1. Scope", "user agreement", "User agreement", "1. Acceptance", "Close"],
    ["sv-SE", "Integritetspolicy och användaravtal", "integritetspolicyn", "Integritetspolicy", "1. Omfattning", "användaravtalet", "Användaravtal", "1. Godkännande", "Stäng"],
  ] as const)("%s: each document opens from its name in the text, readable, and Close returns to the dialog", async (locale, dialogName, policyLink, policyTitle, policyHeading, agreementLink, agreementTitle, agreementHeading, close) => {
    renderTips(locale);
    const privacy = await screen.findByRole("dialog", { name: dialogName });
    const link = within(privacy).getByRole("button", { name: policyLink });
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");
    await act(async () => {
      fireEvent.click(link);
    });
    // (antd's dialogs all share one title id under test, so each is found by its text.)
    const text = await screen.findByRole("region", { name: policyTitle });
    const policy = text.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(policy).getByText(policyTitle, { selector: ".ant-modal-title" })).toBeTruthy();
    expect(within(text).getByRole("heading", { name: policyHeading })).toBeTruthy();
    // A real document: several sections of text, and the keyboard reaches its scrolling text.
    expect(within(text).getAllByRole("heading").length).toBeGreaterThanOrEqual(6);
    expect(text.textContent!.length).toBeGreaterThan(600);
    expect(text.tabIndex).toBe(0);
    await act(async () => {
      // The footer's Close (antd spaces a two-character Chinese label unless told not to, as the portal does).
      fireEvent.click(within(policy.querySelector<HTMLElement>(".ant-modal-footer")!).getByRole("button", { name: new RegExp(`^${[...close].join("\\s?")}$`) }));
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: policyTitle })).toBeNull());
    expect(screen.getByRole("dialog", { name: dialogName })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(privacy).getByRole("button", { name: agreementLink }));
    });
    expect(within(await screen.findByRole("region", { name: agreementTitle })).getByRole("heading", { name: agreementHeading })).toBeTruthy();
  });
});
