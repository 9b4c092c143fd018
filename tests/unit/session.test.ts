import { beforeAll, describe, expect, it } from "vitest";
import { deriveKey, open, seal } from "#app/session/crypto.server.ts";
import {
  bearerToken,
  commitSession,
  destroySession,
  getSession,
  sessionCookieName,
  type PortalSession,
} from "#app/session/session.server.ts";
import { TEST_SESSION_SECRET, cookiePair, setPortalEnv } from "./support/platform-server.ts";

// getEnv() reads process.env on first use, which is inside the tests below.
beforeAll(() => setPortalEnv("http://127.0.0.1:9/platform/api"));

const HTTP = "http://portal.test/portal/1/";
const HTTPS = "https://portal.example/portal/1/";
const WEEK_MS = 7 * 24 * 3600 * 1000;

function requestWith(url: string, cookie?: string): Request {
  return new Request(url, cookie === undefined ? {} : { headers: { cookie } });
}

function session(extra: Partial<PortalSession> = {}): PortalSession {
  return { loginToken: "login-token-1", tenantId: "10001", userId: "20001", issuedAt: Date.now(), ...extra };
}

/** The cookie a browser would send back for `value`, under the request's own name. */
function sentBack(url: string, value: PortalSession): Request {
  return requestWith(url, cookiePair(commitSession(requestWith(url), value)));
}

/** Seals arbitrary text under the test secret, as a cookie value. */
function sealedCookie(url: string, plain: string): Request {
  return requestWith(url, `${sessionCookieName(requestWith(url))}=${seal(deriveKey(TEST_SESSION_SECRET), plain)}`);
}

function flip(text: string, index: number): string {
  const c = text[index] === "A" ? "B" : "A";
  return text.slice(0, index) + c + text.slice(index + 1);
}

describe("seal / open", () => {
  const key = deriveKey("k".repeat(40));

  it("round-trips text, including non-ASCII and empty", () => {
    for (const plain of ["hello", "", "中建智造 ✓", JSON.stringify(session()), "x".repeat(10_000)]) {
      expect(open(key, seal(key, plain))).toBe(plain);
    }
  });

  it("uses a fresh IV each time", () => {
    expect(seal(key, "same")).not.toBe(seal(key, "same"));
  });

  it("the sealed form is cookie-safe: v1.<iv>.<body>.<tag> in base64url", () => {
    expect(seal(key, "a;b=c, d")).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  });

  it("derives the same key from the same secret and another from another", () => {
    expect(deriveKey("s".repeat(40)).equals(deriveKey("s".repeat(40)))).toBe(true);
    expect(deriveKey("s".repeat(40)).equals(deriveKey("t".repeat(40)))).toBe(false);
    expect(deriveKey("s".repeat(40))).toHaveLength(32);
  });

  it("a tampered IV, body or tag does not open", () => {
    const sealed = seal(key, "secret payload");
    const [v, iv, body, tag] = sealed.split(".") as [string, string, string, string];
    expect(open(key, [v, flip(iv, 3), body, tag].join("."))).toBeNull();
    expect(open(key, [v, iv, flip(body, 0), tag].join("."))).toBeNull();
    expect(open(key, [v, iv, body, flip(tag, 5)].join("."))).toBeNull();
    expect(open(key, [v, iv, body + "A", tag].join("."))).toBeNull();
  });

  it("a truncated, reshaped or foreign value does not open", () => {
    const sealed = seal(key, "secret payload");
    const cases = [
      sealed.slice(0, -1),
      sealed.slice(0, sealed.lastIndexOf(".")),
      `${sealed}.extra`,
      sealed.replace(/^v1/, "v2"),
      "",
      "v1...",
      "v1.a.b.c",
      "not-a-cookie",
      "v1.%%%.%%%.%%%",
    ];
    for (const value of cases) expect(open(key, value), value).toBeNull();
  });

  it("a value sealed under another key does not open", () => {
    expect(open(deriveKey("other".repeat(10)), seal(key, "secret"))).toBeNull();
  });
});

describe("session cookie", () => {
  it("is portal_session on http: HttpOnly, SameSite=Lax, Path=/, a week, not Secure", () => {
    const header = commitSession(requestWith(HTTP), session());
    expect(header).toMatch(/^portal_session=v1\./);
    const attributes = header.split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=604800"]));
    expect(attributes).not.toContain("Secure");
    expect(header).not.toMatch(/Domain=/i);
  });

  it("is __Host-portal_session with Secure on https", () => {
    const header = commitSession(requestWith(HTTPS), session());
    expect(header).toMatch(/^__Host-portal_session=v1\./);
    expect(header.split("; ")).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(header).not.toMatch(/Domain=/i);
  });

  it("does not carry the token in clear", () => {
    const header = commitSession(requestWith(HTTP), session({ loginToken: "very-secret-login-token" }));
    expect(header).not.toContain("very-secret-login-token");
  });

  it("round-trips through getSession on http and https", () => {
    for (const url of [HTTP, HTTPS]) {
      const value = session({ tenantToken: "t-1", trustTokens: { "10002": "trust-2" }, srcTenantId: "10001", bizOrgCode: "B1" });
      expect(getSession(sentBack(url, value))).toEqual(value);
    }
  });

  it("is found among other cookies", () => {
    const pair = cookiePair(commitSession(requestWith(HTTP), session()));
    const request = requestWith(HTTP, `a=1; portal_lang=en;${pair} ; x_portal_session=zzz`);
    expect(getSession(request)?.loginToken).toBe("login-token-1");
  });

  it("no cookie, another name, or the http cookie on https → null", () => {
    expect(getSession(requestWith(HTTP))).toBeNull();
    expect(getSession(requestWith(HTTP, "other=1"))).toBeNull();
    expect(getSession(requestWith(HTTP, "portal_session="))).toBeNull();
    const httpPair = cookiePair(commitSession(requestWith(HTTP), session()));
    expect(getSession(requestWith(HTTPS, httpPair))).toBeNull();
  });

  it("a tampered, truncated or foreign-key cookie → null", () => {
    const pair = cookiePair(commitSession(requestWith(HTTP), session()));
    const [name, value] = pair.split("=") as [string, string];
    expect(getSession(requestWith(HTTP, `${name}=${flip(value, 20)}`))).toBeNull();
    expect(getSession(requestWith(HTTP, `${name}=${value.slice(0, -2)}`))).toBeNull();
    const foreign = seal(deriveKey("another-secret-another-secret-another"), JSON.stringify(session()));
    expect(getSession(requestWith(HTTP, `${name}=${foreign}`))).toBeNull();
  });

  it("malformed cookie values give null, never an exception", () => {
    for (const value of ["%", "%E0%A4%A", "%ZZ", "\u00ff", "v1.%2e.%2e.%2e", "=", '"quoted"']) {
      expect(() => getSession(requestWith(HTTP, `portal_session=${value}`)), value).not.toThrow();
      expect(getSession(requestWith(HTTP, `portal_session=${value}`)), value).toBeNull();
    }
  });

  it("a sealed value that is not a session → null", () => {
    for (const plain of ["not json", "null", "42", "[]", "{}", '{"loginToken":"","issuedAt":1}', '{"loginToken":"t"}', '{"loginToken":7,"issuedAt":1}', '{"loginToken":"t","issuedAt":"1"}']) {
      expect(getSession(sealedCookie(HTTP, plain)), plain).toBeNull();
    }
  });

  it("a session older than seven days → null; a younger one opens", () => {
    expect(getSession(sentBack(HTTP, session({ issuedAt: Date.now() - WEEK_MS - 60_000 })))).toBeNull();
    expect(getSession(sentBack(HTTP, session({ issuedAt: Date.now() - WEEK_MS + 60_000 })))).not.toBeNull();
  });

  it("destroySession empties the cookie under the same name and attributes, Max-Age=0", () => {
    const http = destroySession(requestWith(HTTP));
    expect(http).toMatch(/^portal_session=;/);
    expect(http.split("; ")).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"]));
    const https = destroySession(requestWith(HTTPS));
    expect(https).toMatch(/^__Host-portal_session=;/);
    expect(https.split("; ")).toEqual(expect.arrayContaining(["Path=/", "Secure", "Max-Age=0"]));
    expect(getSession(requestWith(HTTP, cookiePair(http)))).toBeNull();
  });
});

describe("bearerToken", () => {
  const cases: [name: string, value: Partial<PortalSession>, expected: string][] = [
    ["login token when nothing else", {}, "login-token-1"],
    ["tenant token when there is one", { tenantToken: "tenant-t" }, "tenant-t"],
    [
      "trusted tenant token when working in a trusted tenant",
      { tenantId: "10002", srcTenantId: "10001", trustTokens: { "10002": "trust-2" }, tenantToken: "tenant-t" },
      "trust-2",
    ],
    ["no source tenant: trust map ignored", { tenantId: "10002", trustTokens: { "10002": "trust-2" }, tenantToken: "tenant-t" }, "tenant-t"],
    ["no source tenant, no tenant token: login token", { tenantId: "10002", trustTokens: { "10002": "trust-2" } }, "login-token-1"],
    ["trust map without this tenant: tenant token", { tenantId: "10003", srcTenantId: "10001", trustTokens: { "10002": "trust-2" }, tenantToken: "tenant-t" }, "tenant-t"],
    ["trust map without this tenant nor tenant token: login token", { tenantId: "10003", srcTenantId: "10001", trustTokens: { "10002": "trust-2" } }, "login-token-1"],
    ["empty trusted token is not used", { tenantId: "10002", srcTenantId: "10001", trustTokens: { "10002": "" } }, "login-token-1"],
    ["no tenant id: trust map ignored", { tenantId: undefined, srcTenantId: "10001", trustTokens: { "10002": "trust-2" } }, "login-token-1"],
  ];

  it.each(cases)("%s", (_name, extra, expected) => {
    expect(bearerToken(session(extra))).toBe(expected);
  });
});
