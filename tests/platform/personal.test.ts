import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { hashPassword } from "#platform/security/passwords.ts";
import {
  encryptPassword,
  getJson,
  getPublicKey,
  login,
  postLogin,
  sendJson,
  startPlatform,
  type Envelope,
  type RunningPlatform,
} from "./helpers.ts";

interface LogItem {
  id: string;
  eventType: "login" | "logout" | "password-change";
  success: boolean;
  tenantId: string | null;
  time: string;
}

interface Page<T> {
  records: T[];
  recordTotal: number;
  totalPage: number;
}

let running: RunningPlatform;
let api: string;
let publicKey: string;
let demoToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  publicKey = await getPublicKey(api);
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
});

afterAll(async () => {
  await running.close();
});

function expectError(res: { status: number; body: Envelope | null }, status: number, code: string, message?: RegExp): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, data: null, errorCode: code });
  if (message) expect(res.body?.errorMsg).toMatch(message);
}

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  sendJson<boolean>("PUT", `${api}/uaa/user/password`, token, {
    oldPassword: encryptPassword(publicKey, oldPassword),
    newPassword: encryptPassword(publicKey, newPassword),
  });

const securityLog = (token: string, query = "") => getJson<Page<LogItem>>(`${api}/uaa/user/security-logs${query}`, token);

describe("member info", () => {
  const url = () => `${api}/tenant-user/v4/users/account-info-by-identity`;
  const edit = (body: unknown) => sendJson("PUT", `${api}/tenant-user/v4/users/account-info`, demoToken, body);

  it("serves the member's account info with the agreement of the current identity", async () => {
    const { status, body } = await getJson(url(), demoToken);
    expect(status).toBe(200);
    expect(validateAgainstSchema("envelope.schema.json", body)).toEqual({ valid: true });
    expect(validateAgainstSchema("account-info.schema.json", body?.data)).toEqual({ valid: true });
    expect(body?.data).toMatchObject({
      id: "20001",
      accountName: "demo",
      nickname: "演示用户",
      mobile: "138****0001",
      email: "demo@zhongjian.example.com",
      avatarPath: [],
      accountType: 1,
      accountInfo: { agreeAgreement: false, agreeGDPR: false, identity: "tenant" },
    });
  });

  it("changes nickname, mobile and email, and the user info shows the new nickname", async () => {
    const res = await edit({ nickname: "  王工  ", mobile: "13912345678", email: "wang@example.com" });
    expect(res.status).toBe(200);
    expect(validateAgainstSchema("account-info.schema.json", res.body.data)).toEqual({ valid: true });
    expect(res.body.data).toMatchObject({ nickname: "王工", mobile: "13912345678", email: "wang@example.com" });
    expect((await getJson(`${api}/uaa/user`, demoToken)).body?.data).toMatchObject({ nickname: "王工", mobile: "13912345678" });
    expect((await edit({ mobile: "+46701234567" })).body.data).toMatchObject({ mobile: "+46701234567", nickname: "王工" });
    expect((await edit({ email: "" })).body.data).toMatchObject({ email: "" });
  });

  it("refuses bad member info with a 400 naming the field, and keeps what was stored", async () => {
    expectError(await edit({ email: "not-an-email" }), 400, "400", /email/);
    expectError(await edit({ email: "a@b" }), 400, "400", /email/);
    expectError(await edit({ mobile: "12345" }), 400, "400", /mobile/);
    expectError(await edit({ mobile: 13912345678 }), 400, "400", /mobile/);
    expectError(await edit({ nickname: "   " }), 400, "400", /nickname/);
    expectError(await edit({ nickname: "x".repeat(33) }), 400, "400", /nickname/);
    expectError(await edit({}), 400, "400", /nickname, mobile or email is required/);
    expectError(await edit([1]), 400, "400");
    expect((await getJson(url(), demoToken)).body?.data).toMatchObject({ nickname: "王工", mobile: "+46701234567" });
  });
});

describe("password rules and weak password", () => {
  it("serves the password rules", async () => {
    const { body } = await getJson(`${api}/uaa/user/password-rules`, demoToken);
    expect(validateAgainstSchema("password-rules.schema.json", body?.data)).toEqual({ valid: true });
    expect(body?.data).toMatchObject({ minLength: 8, minCharClasses: 3, charClasses: ["lower", "upper", "digit", "symbol"] });
  });

  it("flags a weak password after a login with it, for the user only", async () => {
    const weak = await getJson(`${api}/uaa/user/weakWord?userId=20001`, demoToken);
    expect(validateAgainstSchema("weak-password.schema.json", weak.body?.data)).toEqual({ valid: true });
    expect(weak.body?.data).toEqual({ weak: false });

    const hash = await hashPassword("abc12345");
    await running.platform.db.updateTable("users").set({ password_hash: hash }).where("id", "=", "20001").execute();
    const token = await login(api, "demo", "abc12345");
    expect((await getJson(`${api}/uaa/user/weakWord?userId=20001`, token)).body?.data).toEqual({ weak: true });

    // Back to the demo password: strong again after the next login.
    await running.platform.db
      .updateTable("users")
      .set({ password_hash: await hashPassword(DEMO_ACCOUNTS.demo.password) })
      .where("id", "=", "20001")
      .execute();
    const again = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    expect((await getJson(`${api}/uaa/user/weakWord?userId=20001`, again)).body?.data).toEqual({ weak: false });

    expectError(await getJson(`${api}/uaa/user/weakWord?userId=20002`, demoToken), 403, "403");
    expectError(await getJson(`${api}/uaa/user/weakWord`, demoToken), 400, "400", /userId is required/);
  });
});

describe("password change", () => {
  const NEW_PASSWORD = "Bridge!Plan42";
  let adminToken: string;
  let otherAdminToken: string;

  beforeAll(async () => {
    adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
    otherAdminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
  });

  it("refuses a wrong old password with a clear code and message (the attempt shows in the security log below)", async () => {
    expectError(await changePassword(adminToken, "Wrong#Pass1", NEW_PASSWORD), 400, "2301", /old password is incorrect/);
  });

  it("refuses a new password that breaks the rules", async () => {
    const old = DEMO_ACCOUNTS.admin.password;
    expectError(await changePassword(adminToken, old, "abc12345"), 400, "2302", /at least 3 of/);
    expectError(await changePassword(adminToken, old, "Ab#1"), 400, "2302", /8 to 64 characters/);
    expectError(await changePassword(adminToken, old, "MyAdmin#2026"), 400, "2302", /account name/);
    expectError(await changePassword(adminToken, old, "Has Space#1"), 400, "2302", /spaces/);
    expectError(await changePassword(adminToken, old, "P@ssw0rd"), 400, "2302", /too common/);
    expectError(await changePassword(adminToken, old, old), 400, "2302", /differ from the old one/);
  });

  it("refuses missing or undecryptable fields", async () => {
    const url = `${api}/uaa/user/password`;
    expectError(await sendJson("PUT", url, adminToken, { newPassword: encryptPassword(publicKey, NEW_PASSWORD) }), 400, "400", /oldPassword is required/);
    expectError(await sendJson("PUT", url, adminToken, { oldPassword: "not-base64!", newPassword: "x" }), 400, "2102", /oldPassword/);
    expectError(
      await sendJson("PUT", url, adminToken, { oldPassword: encryptPassword(publicKey, DEMO_ACCOUNTS.admin.password), newPassword: NEW_PASSWORD }),
      400,
      "2102",
      /newPassword/,
    );
    expectError(await sendJson("PUT", url, undefined, {}), 401, "401");
  });

  it("changes the password: the new one logs in, the old one fails, other sign-ins end", async () => {
    const res = await changePassword(adminToken, DEMO_ACCOUNTS.admin.password, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: true });

    const oldLogin = await postLogin(api, { type: "password", account: "admin", password: encryptPassword(publicKey, DEMO_ACCOUNTS.admin.password) });
    expect(oldLogin.body).toMatchObject({ success: false, errorCode: "2101" });
    const fresh = await login(api, "admin", NEW_PASSWORD);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    expect((await getJson(`${api}/uaa/user`, adminToken)).status).toBe(200);
    expect((await getJson(`${api}/uaa/user`, otherAdminToken)).status).toBe(401);
    const info = await getJson<{ passwordChangedAt: string | null }>(`${api}/tenant-user/v4/users/account-info-by-identity`, adminToken);
    expect(Date.parse(info.body?.data?.passwordChangedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows logins, the failed and the successful password change and logouts in the security log, newest first", async () => {
    const logoutToken = await login(api, "admin", NEW_PASSWORD);
    const logout = await fetch(`${api}/portal/v4/logout?userToken=${encodeURIComponent(logoutToken)}&serviceUrl=/login/`, { redirect: "manual" });
    expect(logout.status).toBe(302);
    const removeToken = await login(api, "admin", NEW_PASSWORD);
    expect((await sendJson("DELETE", `${api}/uaa/user/removeAccessToken`, removeToken, undefined)).status).toBe(200);

    const { status, body } = await securityLog(adminToken, "?pageIndex=1&pageSize=50");
    expect(status).toBe(200);
    expect(validateAgainstSchema("page.schema.json", body?.data)).toEqual({ valid: true });
    const records = body?.data?.records ?? [];
    for (const item of records) expect(validateAgainstSchema("security-log-item.schema.json", item)).toEqual({ valid: true });
    const events = records.map((r) => `${r.eventType}:${r.success}`);
    expect(events.slice(0, 5)).toEqual(["logout:true", "login:true", "logout:true", "login:true", "login:true"]);
    const change = events.indexOf("password-change:true");
    const failed = events.indexOf("password-change:false");
    expect(change).toBeGreaterThan(4);
    expect(failed).toBeGreaterThan(change);
    // The logins of this file's beforeAll, before the change.
    expect(events.slice(change + 1).filter((e) => e === "login:true").length).toBeGreaterThanOrEqual(2);
    expect(records.find((r) => r.eventType === "login" && r.tenantId === "10002")).toBeDefined();
    const times = records.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("pages the security log", async () => {
    const all = (await securityLog(adminToken, "?pageSize=100")).body?.data;
    const total = all?.recordTotal ?? 0;
    expect(total).toBe(all?.records.length);
    const page2 = (await securityLog(adminToken, "?pageIndex=2&pageSize=3")).body?.data;
    expect(page2).toMatchObject({ recordTotal: total, totalPage: Math.ceil(total / 3) });
    expect(page2?.records.map((r) => r.id)).toEqual(all?.records.slice(3, 6).map((r) => r.id));
    expect((await securityLog(adminToken, "?pageIndex=999&pageSize=10")).body?.data?.records).toEqual([]);
    for (const q of ["?pageIndex=0", "?pageSize=0", "?pageSize=101", "?pageIndex=x"]) expectError(await securityLog(adminToken, q), 400, "400");
  });

  it("keeps the security log from accounts whose accountType is above 0 (SPEC §5)", async () => {
    expectError(await securityLog(demoToken), 403, "403");
  });
});

describe("repeated wrong old passwords", () => {
  it("are refused for a while after five attempts, even with the right one", async () => {
    for (let i = 0; i < 5; i += 1) {
      expectError(await changePassword(demoToken, `Wrong#Pass${i}`, "Quarry!Road77"), 400, "2301");
    }
    expectError(await changePassword(demoToken, DEMO_ACCOUNTS.demo.password, "Quarry!Road77"), 429, "2303", /try again later/);
    expect((await postLogin(api, { type: "password", account: "demo", password: encryptPassword(publicKey, DEMO_ACCOUNTS.demo.password) })).body.success).toBe(true);
  });
});
