import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { generateKeyPairSync } from "node:crypto";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emailProblem, mobileProblem, nicknameProblem } from "#app/features/personal/account-fields";
import { MemberInfoPage } from "#app/features/personal/MemberInfoPage";
import { MemberPasswordPage } from "#app/features/personal/MemberPasswordPage";
import { passwordAcceptable, passwordChecks } from "#app/features/personal/password-checks";
import { readAccountInfo, readPage, readPasswordRules, readSecurityLogItem } from "#app/platform-api/personal-answers";
import { SecurityLogPage } from "#app/features/personal/SecurityLogPage";
import { validate } from "#app/kit/schemas/validator";
import type { PortalContextValue } from "#app/shell/portal-context";
import { createPasswordDecrypter } from "#platform/security/rsa";
import { API, fail, ok } from "#tests/mocks/envelope";
import { PortalFrame, storyPortal } from "../../stories/fixtures/portal";
import { ACCOUNT_INFO, MENUS, PASSWORD_RULES, SECURITY_LOGS } from "../../stories/workbench/fixtures";
import { renderInPortal } from "./render";

const keys = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
const decrypt = createPasswordDecrypter(keys.privateKey);
const CURRENT = "Portal#2026";

/** What the personal-centre calls received (platform/README.md: member info, password, security log). */
const puts: { path: string; body: Record<string, unknown>; csrf: string | null }[] = [];
const logPages: string[] = [];
let intranet = false;
let account = { ...ACCOUNT_INFO };

const server = setupServer(
  http.get(`${API}/i18n/v4/env/info`, () => ok({ isI18nEnv: false, intranet })),
  http.get(`${API}/tenant-user/v4/users/account-info-by-identity`, () => ok(account)),
  http.put(`${API}/tenant-user/v4/users/account-info`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push({ path: "account-info", body, csrf: request.headers.get("x-portal-request") });
    if (body.email === "taken@example.com") return fail(400, "400", "email must be an email address");
    account = { ...account, ...body };
    return ok(account);
  }),
  http.get(`${API}/uaa/user/password-rules`, () => ok(PASSWORD_RULES)),
  http.get(`${API}/identification/public-key`, () => ok({ publicKey: keys.publicKey })),
  http.put(`${API}/uaa/user/password`, async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string; newPassword: string };
    puts.push({ path: "password", body, csrf: request.headers.get("x-portal-request") });
    const oldPassword = decrypt(body.oldPassword);
    const newPassword = decrypt(body.newPassword);
    if (oldPassword === null || newPassword === null) return fail(400, "2102", "Invalid encrypted password");
    if (oldPassword !== CURRENT) return fail(400, "2301", "The old password is incorrect");
    if (newPassword === "Password1!") return fail(400, "2302", "The password is too common");
    return ok(true);
  }),
  http.get(`${API}/uaa/user/security-logs`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const index = Number(params.get("pageIndex"));
    const size = Number(params.get("pageSize"));
    logPages.push(`${index}/${size}`);
    return ok({ records: SECURITY_LOGS.slice((index - 1) * size, index * size), recordTotal: SECURITY_LOGS.length, totalPage: Math.ceil(SECURITY_LOGS.length / size) });
  })
);
// antd forms in jsdom are slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 90_000 });
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  puts.length = 0;
  logPages.length = 0;
  intranet = false;
  account = { ...ACCOUNT_INFO };
});
afterAll(() => server.close());

function context(accountType: number): PortalContextValue {
  const base = storyPortal().context;
  return {
    ...base,
    user: { id: "u-admin", accountName: "admin", nickname: "系统管理员", tenantAdmin: true, accountType },
    menus: MENUS,
    locale: "en",
    currentPath: "/portal/2911/?org=1",
  };
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

/** The texts of the alerts on the page, message and description joined by " — ". */
function alertText(): string[] {
  return screen
    .getAllByRole("alert")
    .map((alert) => [alert.querySelector(".ant-alert-message")?.textContent, alert.querySelector(".ant-alert-description")?.textContent].filter(Boolean).join(" — "));
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("member info (SPEC §2 personal centre, §3 User info)", () => {
  it("shows the member, validates each field clearly and saves only what changed", async () => {
    const onSaved = vi.fn();
    renderInPortal(
      <PortalFrame context={context(0)}>
        <MemberInfoPage menu={null} onSaved={onSaved} />
      </PortalFrame>
    );
    expect(await screen.findByText("13800000000")).toBeTruthy();
    expect(screen.getByText("admin@zhongjian.example.com")).toBeTruthy();
    // The member menu of the personal centre, with this page's siblings.
    const nav = within(screen.getByRole("navigation", { name: "Member menu" }));
    expect(nav.getByRole("link", { name: "Change password" }).getAttribute("href")).toBe("/portal/2913/?org=1");
    expect(nav.getByRole("link", { name: "Security log" })).toBeTruthy();

    await click("Edit");
    await type("Mobile", "12345");
    await type("Email", "not-an-address");
    await type("Nickname", "  ");
    await click("Save");
    expect(await screen.findByText("Please enter a nickname")).toBeTruthy();
    expect(screen.getByText(/The mobile number is not valid/)).toBeTruthy();
    expect(screen.getByText("The email address is not valid")).toBeTruthy();
    expect(puts).toEqual([]);

    await type("Nickname", "管理员小王");
    await type("Mobile", "+46701234567");
    await type("Email", "admin@zhongjian.example.com");
    await click("Save");
    expect(await screen.findByText("Your member info has been saved")).toBeTruthy();
    expect(puts).toEqual([{ path: "account-info", body: { nickname: "管理员小王", mobile: "+46701234567" }, csrf: "1" }]);
    expect(screen.getByText("+46701234567")).toBeTruthy();
    expect(screen.getByText("管理员小王")).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ nickname: "管理员小王" }));
  });

  it("shows the platform's refusal and keeps the form open", async () => {
    renderInPortal(
      <PortalFrame context={context(0)}>
        <MemberInfoPage menu={null} />
      </PortalFrame>
    );
    await screen.findByText("13800000000");
    await click("Edit");
    await type("Email", "taken@example.com");
    await click("Save");
    expect(await screen.findByText("Your member info could not be saved")).toBeTruthy();
    expect(screen.getByText("email must be an email address")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("on an intranet keeps only the password page in the member menu (SPEC §6)", async () => {
    intranet = true;
    renderInPortal(
      <PortalFrame context={context(0)}>
        <MemberInfoPage menu={null} />
      </PortalFrame>
    );
    expect(await screen.findByText("This page is not available on the intranet")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Member menu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });
});

describe("member password (SPEC §7 password rules and change)", () => {
  async function openPage() {
    renderInPortal(
      <PortalFrame context={context(0)}>
        <MemberPasswordPage menu={null} />
      </PortalFrame>
    );
    return within(await screen.findByRole("list", { name: "Password rules" }));
  }

  it("lists the platform's rules and checks them as the member types", async () => {
    const rules = await openPage();
    expect(rules.getByText("8 to 64 characters long")).toBeTruthy();
    expect(rules.getByText("At least 3 of: lower-case letters, upper-case letters, digits, symbols")).toBeTruthy();
    expect(rules.getByText("Does not contain the account name admin")).toBeTruthy();
    const state = (text: string) =>
      within(rules.getByText(text).closest("li") as HTMLElement)
        .getByRole("img")
        .getAttribute("aria-label");
    await type("New password", "abc");
    expect(state("8 to 64 characters long")).toBe("Not met");
    expect(state("No spaces")).toBe("Met");
    await type("New password", "Admin-2026x");
    expect(state("8 to 64 characters long")).toBe("Met");
    expect(state("At least 3 of: lower-case letters, upper-case letters, digits, symbols")).toBe("Met");
    expect(state("Does not contain the account name admin")).toBe("Not met");
    await type("Current password", "Same#2026x");
    await type("New password", "Same#2026x");
    expect(state("Differs from the current password")).toBe("Not met");
  });

  it("refuses a new password that breaks the rules or a confirmation that differs, without calling the platform", async () => {
    await openPage();
    await type("Current password", CURRENT);
    await type("New password", "short");
    await type("Confirm new password", "other");
    await click("Change password");
    expect(await screen.findByText("The new password does not meet the password rules listed below")).toBeTruthy();
    expect(screen.getByText("The two new passwords do not match")).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("a wrong current password is named clearly, with the platform's code", async () => {
    await openPage();
    await type("Current password", "Wrong#2026");
    await type("New password", "Better#2027x");
    await type("Confirm new password", "Better#2027x");
    await click("Change password");
    // The message shows above the form (with the platform's code) and at the field.
    await waitFor(() => expect(alertText()).toContain("The current password is incorrect — error code 2301"));
    await waitFor(() => expect(screen.getByLabelText("Current password").closest(".ant-form-item")?.textContent).toContain("The current password is incorrect"));
    expect(puts).toHaveLength(1);
  });

  it("shows the platform's rules refusal (2302) with its reason", async () => {
    await openPage();
    await type("Current password", CURRENT);
    await type("New password", "Password1!");
    await type("Confirm new password", "Password1!");
    await click("Change password");
    await waitFor(() => expect(alertText()).toContain("The new password does not meet the password rules — The password is too common (error code 2302)"));
  });

  it("sends both passwords RSA-encrypted with the platform key and confirms the change", async () => {
    await openPage();
    await type("Current password", CURRENT);
    await type("New password", "Better#2027x");
    await type("Confirm new password", "Better#2027x");
    await click("Change password");
    expect(await screen.findByText("Your password has been changed")).toBeTruthy();
    expect(puts).toHaveLength(1);
    const body = puts[0]!.body as { oldPassword: string; newPassword: string };
    expect(body.oldPassword).not.toContain(CURRENT);
    expect(decrypt(body.oldPassword)).toBe(CURRENT);
    expect(decrypt(body.newPassword)).toBe("Better#2027x");
    expect(puts[0]!.csrf).toBe("1");
    // The form is emptied for the next change.
    await waitFor(() => expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe(""));
  });

  it("cannot change the password without the rules, and says so", async () => {
    server.use(http.get(`${API}/uaa/user/password-rules`, () => fail(503, "503", "rules unavailable")));
    renderInPortal(
      <PortalFrame context={context(0)}>
        <MemberPasswordPage menu={null} />
      </PortalFrame>
    );
    expect(await screen.findByText("The password rules could not be loaded, so the password cannot be changed now")).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});

describe("security log (SPEC §5: only for accountType not above 0)", () => {
  it("pages through the member's events, newest first", async () => {
    renderInPortal(
      <PortalFrame context={context(0)}>
        <SecurityLogPage menu={null} />
      </PortalFrame>
    );
    const table = within(await screen.findByRole("table"));
    expect(await table.findByText("10.0.0.1")).toBeTruthy();
    expect(table.getByText("Password change")).toBeTruthy();
    expect(table.getAllByText("Failed")).toHaveLength(1);
    expect(screen.getByText("23 events")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTitle("2"));
    });
    expect(await table.findByText("10.0.0.11")).toBeTruthy();
    expect(table.queryByText("10.0.0.1")).toBeNull();
    expect(logPages).toEqual(["1/10", "2/10"]);
  });

  it("is refused for accountType above 0 without asking the platform", async () => {
    renderInPortal(
      <PortalFrame context={context(1)}>
        <SecurityLogPage menu={null} />
      </PortalFrame>
    );
    expect(await screen.findByText("The security log is not available for this account")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(screen.getByRole("navigation", { name: "Member menu" })).queryByRole("link", { name: "Security log" })).toBeNull();
    expect(logPages).toEqual([]);
  });
});

describe("field and password rules", () => {
  it("member fields: nickname 1–32 characters, mobile 1 + 10 digits or + 6–15 digits, email an address; empty clears", () => {
    expect(nicknameProblem("")).toBe("personal.info.errors.nicknameRequired");
    expect(nicknameProblem("字".repeat(32))).toBeNull();
    expect(nicknameProblem("字".repeat(33))).toBe("personal.info.errors.nicknameTooLong");
    expect(mobileProblem("")).toBeNull();
    expect(mobileProblem("13800000000")).toBeNull();
    expect(mobileProblem("+123456")).toBeNull();
    expect(mobileProblem("23800000000")).toBe("personal.info.errors.mobileInvalid");
    expect(emailProblem("")).toBeNull();
    expect(emailProblem("a@b.se")).toBeNull();
    expect(emailProblem("a@b")).toBe("personal.info.errors.emailInvalid");
  });

  it("password checks follow the rules the platform sends", () => {
    const ok = (password: string, oldPassword = "") => passwordAcceptable(passwordChecks(PASSWORD_RULES, password, { accountName: "admin", oldPassword }));
    expect(ok("Better#2027x")).toBe(true);
    expect(ok("better2027x")).toBe(false);
    expect(ok("Bet ter#2027")).toBe(false);
    expect(ok("MyAdmin#2027")).toBe(false);
    expect(ok("Better#2027x", "Better#2027x")).toBe(false);
    expect(ok("B#1a")).toBe(false);
    expect(passwordAcceptable(passwordChecks({ ...PASSWORD_RULES, minCharClasses: 1, notContainAccount: false }, "admin-only", { accountName: "admin" }))).toBe(true);
  });
});

describe("answer readers (the browser's CSP allows no ajv code generation)", () => {
  it("accept what the schemas accept and give objects that validate", () => {
    expect(validate("account-info", readAccountInfo(ACCOUNT_INFO))).toEqual({ ok: true });
    expect(validate("password-rules", readPasswordRules(PASSWORD_RULES))).toEqual({ ok: true });
    for (const item of SECURITY_LOGS) expect(validate("security-log-item", readSecurityLogItem(item))).toEqual({ ok: true });
    const page = readPage({ records: [...SECURITY_LOGS.slice(0, 2), { id: "x" }], recordTotal: 23, totalPage: 3 }, readSecurityLogItem);
    expect(validate("page", page)).toEqual({ ok: true });
    expect(page?.records).toHaveLength(2);
  });

  it("refuse what the schemas refuse", () => {
    for (const bad of [null, { ...ACCOUNT_INFO, accountType: "0" }, { ...ACCOUNT_INFO, nickname: undefined }]) {
      expect(validate("account-info", bad).ok).toBe(false);
      expect(readAccountInfo(bad)).toBeNull();
    }
    for (const bad of [
      { ...PASSWORD_RULES, minLength: "8" },
      { ...PASSWORD_RULES, maxLength: undefined },
    ]) {
      expect(validate("password-rules", bad).ok).toBe(false);
      expect(readPasswordRules(bad)).toBeNull();
    }
    for (const bad of [
      { ...SECURITY_LOGS[0], eventType: "reboot" },
      { ...SECURITY_LOGS[0], success: "yes" },
    ]) {
      expect(validate("security-log-item", bad).ok).toBe(false);
      expect(readSecurityLogItem(bad)).toBeNull();
    }
    expect(readPage({ records: {}, recordTotal: 0, totalPage: 0 }, readSecurityLogItem)).toBeNull();
  });
});
