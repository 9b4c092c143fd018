import { describe, expect, it } from "vitest";
import { QR_LOGIN_TTL_SECONDS, isValidQrKey, qrLoginStatus, qrPollAllowed, qrScanUrl } from "#platform/security/qr-login.ts";

const now = new Date("2026-01-01T12:00:00Z");
const later = new Date(now.getTime() + QR_LOGIN_TTL_SECONDS * 1000);

describe("the app-scan login code's life cycle (SPEC §5)", () => {
  it("waits, then is confirmed, then used", () => {
    expect(qrLoginStatus({ expires_at: later, confirmed_at: null, consumed_at: null }, now)).toBe("waiting");
    expect(qrLoginStatus({ expires_at: later, confirmed_at: now, consumed_at: null }, now)).toBe("confirmed");
    expect(qrLoginStatus({ expires_at: later, confirmed_at: now, consumed_at: now }, now)).toBe("used");
  });

  it("expires at its expiry unless it was used first", () => {
    expect(qrLoginStatus({ expires_at: now, confirmed_at: null, consumed_at: null }, now)).toBe("expired");
    expect(qrLoginStatus({ expires_at: now.toISOString(), confirmed_at: now, consumed_at: null }, later)).toBe("expired");
    expect(qrLoginStatus({ expires_at: now, confirmed_at: now, consumed_at: now }, later)).toBe("used");
  });

  it("allows a poll a second after the last one, not sooner", () => {
    expect(qrPollAllowed(null, now)).toBe(true);
    expect(qrPollAllowed(new Date(now.getTime() - 999), now)).toBe(false);
    expect(qrPollAllowed(new Date(now.getTime() - 1000).toISOString(), now)).toBe(true);
  });

  it("takes only long random keys", () => {
    expect(isValidQrKey("abcdefghijklmnopqrstuv")).toBe(true);
    expect(isValidQrKey("short")).toBe(false);
    expect(isValidQrKey("a".repeat(101))).toBe(false);
    expect(isValidQrKey("abcdefghijklmnopqrstu/")).toBe(false);
    expect(isValidQrKey(["abcdefghijklmnopqrstuv"])).toBe(false);
  });

  it("points the QR at the login service's confirmation page, on the page's origin when the service URL is a path", () => {
    expect(qrScanUrl("/login/", "https://portal.example", "CODE")).toBe("https://portal.example/login/qr/CODE");
    expect(qrScanUrl("/login", "http://127.0.0.1:3000", "CODE")).toBe("http://127.0.0.1:3000/login/qr/CODE");
    expect(qrScanUrl("https://sso.example/login/", "https://portal.example", "CODE")).toBe("https://sso.example/login/qr/CODE");
    expect(qrScanUrl("/login/", "javascript:alert(1)", "CODE")).toBeNull();
    expect(qrScanUrl("/login/", "https://portal.example/path", "CODE")).toBeNull();
    expect(qrScanUrl("/login/", undefined, "CODE")).toBeNull();
  });
});

describe("the login page's key (app/features/login/qr-login-rules)", () => {
  it("is new every time, 128 bits or more, and of the form the platform takes", async () => {
    const { isQrKey, newQrKey, qrImageUrl } = await import("#app/features/login/qr-login-rules");
    const keys = new Set(Array.from({ length: 50 }, () => newQrKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(isQrKey(key)).toBe(true);
      expect(isValidQrKey(key)).toBe(true);
    }
    expect(qrImageUrl("KEY", "http://127.0.0.1:3000")).toBe("/api/identification/qrcode.img?v=KEY&origin=http%3A%2F%2F127.0.0.1%3A3000");
  });
});
