import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { sha256 } from "#platform/security/tokens.ts";
import {
  encryptPassword,
  getJson,
  getPublicKey,
  login,
  postLogin,
  startPlatform,
  type RunningPlatform,
} from "./helpers.ts";

const EXPIRED = {
  success: false,
  data: null,
  errorCode: "401",
  errorMsg: "Login information has expired, please log in again",
};

let running: RunningPlatform;
let api: string;
let publicKey: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  publicKey = await getPublicKey(api);
});

afterAll(async () => {
  await running.close();
});

function loginBody(account: string, password: string, extra: Record<string, unknown> = {}) {
  return { type: "password", account, password: encryptPassword(publicKey, password), ...extra };
}

async function newCaptcha(key: string): Promise<string> {
  const res = await fetch(`${api}/identification/captcha?t=${key}`);
  expect(res.status).toBe(200);
  const row = await running.platform.db
    .selectFrom("captchas")
    .select("answer")
    .where("key_hash", "=", sha256(key))
    .executeTakeFirstOrThrow();
  return row.answer;
}

describe("login", () => {
  it("serves the public key as PEM", () => {
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it("logs in with the RSA-encrypted password and lands in the first enabled tenant", async () => {
    const { status, body } = await postLogin(api, loginBody(DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.userId).toBe(DEMO_ACCOUNTS.demo.userId);
    expect(body.data?.tenantId).toBe("10001");
    expect(body.data?.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("uses the requested tenant when the user is a member, refuses it otherwise", async () => {
    const member = await postLogin(api, loginBody("demo", DEMO_ACCOUNTS.demo.password, { tenantId: "10002" }));
    expect(member.body.data?.tenantId).toBe("10002");
    const stranger = await postLogin(api, loginBody("demo", DEMO_ACCOUNTS.demo.password, { tenantId: "99999" }));
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ success: false, errorMsg: "Not a member of tenant" });
  });

  it("lets only a tenant admin log straight into a disabled tenant", async () => {
    const demo = await postLogin(api, loginBody("demo", DEMO_ACCOUNTS.demo.password, { tenantId: "10003" }));
    expect(demo.body).toMatchObject({ success: false, data: null, errorCode: "2201" });
    const admin = await postLogin(api, loginBody("admin", DEMO_ACCOUNTS.admin.password, { tenantId: "10003" }));
    expect(admin.body.data?.tenantId).toBe("10003");
  });

  it("answers a wrong password and an unknown account with the same 2101", async () => {
    const wrong = await postLogin(api, loginBody("admin", "not-the-password"));
    const unknown = await postLogin(api, loginBody("nobody-here", "whatever"));
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        success: false,
        data: null,
        errorCode: "2101",
        errorMsg: "Incorrect account or password",
      });
    }
    // A success resets admin's failure count for the later tests.
    await login(api, "admin", DEMO_ACCOUNTS.admin.password);
  });

  it("names the missing field", async () => {
    const noAccount = await postLogin(api, { type: "password", password: "x" });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({ success: false, errorCode: "400", errorMsg: "Please enter your account" });
    const noPassword = await postLogin(api, { type: "password", account: "demo", password: "" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errorMsg).toBe("Please enter your password");
    const badType = await postLogin(api, { type: "password", account: 42, password: "x" });
    expect(badType.status).toBe(400);
    expect(badType.body.errorMsg).toContain("account");
  });

  it("answers tampered or garbage ciphertext with 2102, never 500", async () => {
    const good = encryptPassword(publicKey, DEMO_ACCOUNTS.admin.password);
    const bytes = Buffer.from(good, "base64");
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    for (const password of [bytes.toString("base64"), "not base64 at all!", "AAAA", good.slice(0, 40)]) {
      const { status, body } = await postLogin(api, { type: "password", account: "admin", password });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: "2102", errorMsg: "Invalid encrypted password" });
    }
  });

  it("requires, checks and consumes a captcha after three failures", async () => {
    const account = "demo";
    for (let i = 0; i < 3; i++) {
      const r = await postLogin(api, loginBody(account, "wrong-password"));
      expect(r.body.errorCode).toBe("2101");
    }
    // Fourth attempt, even with the right password: captcha demanded.
    const demanded = await postLogin(api, loginBody(account, DEMO_ACCOUNTS.demo.password));
    expect(demanded.status).toBe(200);
    expect(demanded.body).toMatchObject({ success: false, errorCode: "2113", errorMsg: "Please enter captcha" });

    const answer1 = await newCaptcha("key-1");
    const wrongCode = await postLogin(
      api,
      loginBody(account, DEMO_ACCOUNTS.demo.password, { captchaKey: "key-1", verifyCode: answer1 === "AAAA" ? "CCCC" : "AAAA" }),
    );
    expect(wrongCode.body).toMatchObject({ success: false, errorCode: "2114", errorMsg: "Incorrect verification code" });

    // The captcha was consumed by the failed check: the right answer no longer works.
    const reused = await postLogin(
      api,
      loginBody(account, DEMO_ACCOUNTS.demo.password, { captchaKey: "key-1", verifyCode: answer1 }),
    );
    expect(reused.body).toMatchObject({
      success: false,
      errorCode: "2115",
      errorMsg: "The verification code has expired, please refresh it",
    });

    const unknownKey = await postLogin(
      api,
      loginBody(account, DEMO_ACCOUNTS.demo.password, { captchaKey: "never-issued", verifyCode: "ACDE" }),
    );
    expect(unknownKey.body.errorCode).toBe("2115");

    const answer2 = await newCaptcha("key-2");
    const accepted = await postLogin(
      api,
      loginBody(account, DEMO_ACCOUNTS.demo.password, { captchaKey: "key-2", verifyCode: answer2.toLowerCase() }),
    );
    expect(accepted.body.success).toBe(true);

    // Success reset the count: no captcha needed now.
    const plain = await postLogin(api, loginBody(account, DEMO_ACCOUNTS.demo.password));
    expect(plain.body.success).toBe(true);
  });

  it("rejects an oversized body with 413 and malformed JSON with 400", async () => {
    const big = await fetch(`${api}/identification/users/verify-tenant/relist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "demo", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ success: false, data: null, errorMsg: "Request body too large" });

    const malformed = await fetch(`${api}/identification/users/verify-tenant/relist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"account": "demo", ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, data: null, errorCode: "400" });
  });
});

describe("captcha image", () => {
  it("is an uncached SVG", async () => {
    const res = await fetch(`${api}/identification/captcha?t=1700000000000`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // ADR 030: glyphs are outline paths (svg-captcha), never text.
    expect(svg).not.toMatch(/<text\b/);
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(4);
  });

  it("refuses a bad key", async () => {
    for (const t of ["", "has space", "x".repeat(101), "<script>"]) {
      const res = await fetch(`${api}/identification/captcha?t=${encodeURIComponent(t)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe("400");
    }
  });
});

describe("tokens", () => {
  it("answers a missing or unknown token with the 401 envelope", async () => {
    const missing = await getJson(`${api}/uaa/user`);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(EXPIRED);
    const unknown = await getJson(`${api}/uaa/user`, "made-up-token");
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(EXPIRED);
  });

  it("stores only the token's hash", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const db = running.platform.db;
    const session = await db.selectFrom("sessions").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
    expect(session?.user_id).toBe(DEMO_ACCOUNTS.demo.userId);
    const tables = ["sessions", "users", "tenants", "tenant_members", "captchas", "login_failures", "tenant_configs"] as const;
    for (const table of tables) {
      const rows = await db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
    }
  });

  it("revokes the bearer token on removeAccessToken", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    expect((await getJson(`${api}/uaa/user`, token)).status).toBe(200);
    const res = await fetch(`${api}/uaa/user/removeAccessToken`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const after = await getJson(`${api}/uaa/user`, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
  });

  it("revokes the token on logout and redirects only to same-origin paths", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const res = await fetch(
      `${api}/portal/v4/logout?userToken=${encodeURIComponent(token)}&serviceUrl=${encodeURIComponent("/portal/?x=1")}`,
      { redirect: "manual" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal/?x=1");
    expect((await getJson(`${api}/uaa/user`, token)).status).toBe(401);

    // The same check as the portal's login callback (packages/url-safety): dot segments that
    // collapse into `//` and an encoded backslash are another host to the browser or a proxy.
    for (const serviceUrl of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "/..//evil.example", "/%5Cevil.example", "/a/%5c/evil.example"]) {
      const r = await fetch(`${api}/portal/v4/logout?serviceUrl=${encodeURIComponent(serviceUrl)}`, {
        redirect: "manual",
      });
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe("/login/");
    }
  });
});
