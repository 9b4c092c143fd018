import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loginPublicKey, signIn, type LoginFailure } from "#app/features/login/login.server.ts";
import { getSession } from "#app/session/session.server.ts";
import {
  DEMO_PASSWORD,
  closedPort,
  cookiePair,
  encryptPassword,
  publicKey,
  startTestPlatform,
  setPortalEnv,
  type TestPlatform,
} from "./support/platform-server.ts";

const PORTAL = "http://portal.test";

let tp: TestPlatform;
let key: string;

beforeAll(async () => {
  tp = await startTestPlatform();
  key = await publicKey(tp.api);
});

afterAll(async () => {
  await tp.close();
});

function form(fields: Record<string, string>, origin = PORTAL): Request {
  return new Request(`${origin}/login/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: new URLSearchParams(fields).toString(),
  });
}

function good(extra: Record<string, string> = {}, account = "demo"): Record<string, string> {
  return { account, password: encryptPassword(key, DEMO_PASSWORD), ...extra };
}

function failureOf(result: Response | { failure: LoginFailure }): LoginFailure {
  if (result instanceof Response) throw new Error(`expected a failure, got HTTP ${result.status}`);
  return result.failure;
}

function responseOf(result: Response | { failure: LoginFailure }): Response {
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result.failure)}`);
  return result;
}

async function failedLogins(account: string): Promise<number> {
  const row = await tp.platform.db.selectFrom("login_failures").select("failures").where("account", "=", account).executeTakeFirst();
  return row?.failures ?? 0;
}

describe("signIn: form checks", () => {
  it("missing account → accountRequired", async () => {
    expect(failureOf(await signIn(form({ password: "x" })))).toEqual({ messageKey: "login.errors.accountRequired", captchaRequired: false, field: "account" });
    expect(failureOf(await signIn(form({ account: "   ", password: "x" }))).messageKey).toBe("login.errors.accountRequired");
  });

  it("an over-long account counts as missing", async () => {
    expect(failureOf(await signIn(form({ account: "a".repeat(129), password: "x" }))).messageKey).toBe("login.errors.accountRequired");
  });

  it("missing password → passwordRequired", async () => {
    expect(failureOf(await signIn(form({ account: "demo" })))).toEqual({ messageKey: "login.errors.passwordRequired", captchaRequired: false, field: "password" });
  });

  it.each(["application/json", "text/plain", "multipart/form-data; boundary=x", ""])(
    "content type %j → generic failure, not a throw",
    async (type) => {
      const request = new Request(`${PORTAL}/login/`, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: JSON.stringify({ account: "demo", password: "x" }),
      });
      const failure = failureOf(await signIn(request));
      expect(failure.messageKey).toBe("login.errors.generic");
      expect(failure.captchaRequired).toBe(false);
    },
  );

  it("a form over 64 KiB → generic failure", async () => {
    const failure = failureOf(await signIn(form(good({ filler: "x".repeat(70 * 1024) }))));
    expect(failure.messageKey).toBe("login.errors.generic");
  });
});

describe("signIn: against the platform", () => {
  it("wrong password → badCredentials on the password field", async () => {
    const failure = failureOf(await signIn(form({ account: "admin", password: encryptPassword(key, "not-the-password") })));
    expect(failure).toEqual({ messageKey: "login.errors.badCredentials", captchaRequired: false, field: "password" });
  });

  it("unknown account → badCredentials too (no account enumeration)", async () => {
    const failure = failureOf(await signIn(form({ account: "nobody-here", password: encryptPassword(key, DEMO_PASSWORD) })));
    expect(failure.messageKey).toBe("login.errors.badCredentials");
  });

  it.each([
    ["not base64", "!!!not-base64!!!"],
    ["plain text", DEMO_PASSWORD],
    ["truncated ciphertext", () => encryptPassword(key, DEMO_PASSWORD).slice(0, 40)],
    ["flipped ciphertext", () => {
      // One character changed, always: the eleventh, to another base64 letter.
      const c = encryptPassword(key, DEMO_PASSWORD);
      return c.slice(0, 10) + (c[10] === "A" ? "B" : "A") + c.slice(11);
    }],
  ] as [string, string | (() => string)][])("tampered ciphertext (%s) → badCiphertext", async (name, password) => {
    const value = typeof password === "function" ? password() : password;
    const failure = failureOf(await signIn(form({ account: "demo", password: value })));
    // A flipped byte can, rarely, still decrypt to PKCS#1-valid garbage: then it is just a wrong password.
    expect(["login.errors.badCiphertext", "login.errors.badCredentials"]).toContain(failure.messageKey);
    if (name !== "flipped ciphertext") expect(failure.messageKey).toBe("login.errors.badCiphertext");
  });

  it("success → 302 to the default entry with a session cookie", async () => {
    const res = responseOf(await signIn(form(good())));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal/1/");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^portal_session=v1\./);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const session = getSession(new Request(`${PORTAL}/portal/1/`, { headers: { cookie: cookiePair(setCookie) } }));
    expect(session).toMatchObject({ userId: "20001", tenantId: "10001" });
    expect(session?.loginToken).toMatch(/.{20,}/);
    // The token never appears in clear in the response.
    expect(JSON.stringify([...res.headers])).not.toContain(session?.loginToken);
    // A successful sign-in clears earlier failures.
    expect(await failedLogins("demo")).toBe(0);
  });

  it("the session cookie is __Host- and Secure on https", async () => {
    const res = responseOf(await signIn(form(good(), "https://portal.example")));
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-portal_session=v1\./);
    expect(setCookie).toMatch(/; Secure/);
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "/..//evil.example", "javascript:alert(1)", "http://portal.test.evil.example/", "portal/1/"])(
    "a foreign redirectUrl %j → /portal/1/",
    async (redirectUrl) => {
      const res = responseOf(await signIn(form(good({ redirectUrl }))));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/portal/1/");
    },
  );

  it.each([
    ["/portal/1/?org=2", "/portal/1/?org=2"],
    ["/portal/5/#tab", "/portal/5/#tab"],
    ["http://portal.test/portal/1/?org=3", "/portal/1/?org=3"],
  ])("a same-origin redirectUrl %j → %j", async (redirectUrl, expected) => {
    const res = responseOf(await signIn(form(good({ redirectUrl }))));
    expect(res.headers.get("location")).toBe(expected);
  });

  it("after three failures the platform asks for a captcha", async () => {
    const account = "admin";
    // The earlier wrong-password test counted once for admin.
    while ((await failedLogins(account)) < 3) {
      failureOf(await signIn(form({ account, password: encryptPassword(key, "wrong") })));
    }
    const failure = failureOf(await signIn(form(good({}, account))));
    expect(failure).toEqual({ messageKey: "login.errors.captchaRequired", captchaRequired: true, field: "verifyCode" });
    const wrongKey = failureOf(await signIn(form(good({ verifyCode: "abcd", captchaKey: "unknown-key" }, account))));
    expect(wrongKey.messageKey).toBe("login.errors.captchaExpired");
    expect(wrongKey.captchaRequired).toBe(true);
  });

  it("loginPublicKey serves the platform's PEM", async () => {
    expect(await loginPublicKey()).toBe(key);
  });
});

describe("signIn: platform down", () => {
  it("→ unavailable failure, not a throw; no public key", async () => {
    vi.resetModules();
    setPortalEnv(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const fresh = await import("#app/features/login/login.server.ts");
    expect(failureOf(await fresh.signIn(form(good())))).toEqual({ messageKey: "login.errors.unavailable", captchaRequired: false });
    expect(await fresh.loginPublicKey()).toBeNull();
  });
});
