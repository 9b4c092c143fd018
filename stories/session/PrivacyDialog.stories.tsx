import type { Meta, StoryObj } from "@storybook/react";
import { http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FirstVisitTips } from "#app/session/FirstVisitTips";
import { LegalDocumentDialog } from "#app/session/LegalDocumentDialog";
import { API, ok } from "#tests/mocks/envelope";
import { answerPlatform } from "../fixtures/platform";

/**
 * The privacy dialog of a first visit (SPEC §2 dialogs "privacy policy and agreement", §5: Continue
 * only once the agreement is ticked): the privacy account of the demo, whom the platform asks for
 * the agreement. 《隐私政策》 and 《用户协议》 in its text each open the document in the page's
 * language, in a reader over the dialog (LegalDocumentDialog).
 */
const meta: Meta<typeof FirstVisitTips> = {
  title: "Session/Privacy dialog",
  component: FirstVisitTips,
  subcomponents: { LegalDocumentDialog },
  args: { account: "privacy", tenantId: "10001", currentPath: "/portal/1/", logoutHref: "/portal/logout" },
  beforeEach: answerPlatform([
    http.get(`${API}/tenant-user/v4/users/tenant/entrance`, () => ok({ userId: "20007", tenantId: "10001", tenantName: "中建智造集团", firstVisit: false })),
    http.get(`${API}/portal/account/user/agreement`, () => ok({ identity: "tenant", pending: true, agreeAgreement: false })),
    http.get(`${API}/uaa/user/weakWord`, () => ok({ weak: false })),
  ]),
};
export default meta;
type Story = StoryObj<typeof FirstVisitTips>;

const body = () => within(document.body);

/** 《隐私政策》 opens the privacy policy; Close returns to the dialog, whose Continue waits for the tick. */
export const PrivacyPolicy: Story = {
  play: async () => {
    const dialog = within(await body().findByRole("dialog", { name: "隐私政策与用户协议" }));
    await expect(dialog.getByRole("button", { name: /继\s?续/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "《隐私政策》" }));
    const text = await body().findByRole("region", { name: "隐私政策" });
    await expect(within(text).getByRole("heading", { name: "1. 适用范围" })).toBeTruthy();
    // The focus is in the reader (antd moves it there as it opens); its Close returns to the page's dialog.
    const reader = text.closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(reader.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(reader.querySelector<HTMLElement>(".ant-modal-footer")!).getByRole("button", { name: /^关\s?闭$/ }));
    await waitFor(() => expect(body().queryByRole("region", { name: "隐私政策" })).toBeNull());
    await expect(body().getByRole("dialog", { name: "隐私政策与用户协议" })).toBeTruthy();
  },
};

/** In English: the user agreement, reached with the keyboard. */
export const UserAgreementInEnglish: Story = {
  globals: { locale: "en" },
  play: async () => {
    const dialog = within(await body().findByRole("dialog", { name: "Privacy policy and user agreement" }));
    const link = dialog.getByRole("button", { name: "user agreement" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    const text = await body().findByRole("region", { name: "User agreement" });
    await expect(within(text).getByRole("heading", { name: "1. Acceptance" })).toBeTruthy();
  },
};

/** In Swedish: integritetspolicyn. */
export const PrivacyPolicyInSwedish: Story = {
  globals: { locale: "sv-SE" },
  play: async () => {
    const dialog = within(await body().findByRole("dialog", { name: "Integritetspolicy och användaravtal" }));
    await userEvent.click(dialog.getByRole("button", { name: "integritetspolicyn" }));
    const text = await body().findByRole("region", { name: "Integritetspolicy" });
    await expect(within(text).getByRole("heading", { name: "4. Kakor och lokal lagring" })).toBeTruthy();
  },
};
