import { describe, expect, it } from "vitest";
import { scrubTokens } from "#app/platform-api/bff/token-scrub.ts";

const TOKEN_KEYS = ["userToken", "tenantToken", "trustsToken", "loginToken", "accessToken", "token"];

describe("scrubTokens", () => {
  it("removes every token key at the top level and keeps the rest", () => {
    const input = Object.fromEntries([...TOKEN_KEYS.map((k) => [k, `secret-${k}`]), ["userId", "20001"], ["tenantId", "10001"]]);
    expect(scrubTokens(input)).toEqual({ userId: "20001", tenantId: "10001" });
  });

  it("removes token keys in nested objects and arrays, whatever their value", () => {
    const input = {
      success: true,
      data: {
        userToken: "u",
        user: { id: "1", token: { nested: "object token" }, profile: { accessToken: null } },
        tenants: [
          { id: "10001", trustsToken: "t1", name: "A" },
          { id: "10002", tenantToken: ["x"], name: "B" },
        ],
        matrix: [[{ loginToken: "l", keep: 1 }]],
      },
    };
    expect(scrubTokens(input)).toEqual({
      success: true,
      data: {
        user: { id: "1", profile: {} },
        tenants: [
          { id: "10001", name: "A" },
          { id: "10002", name: "B" },
        ],
        matrix: [[{ keep: 1 }]],
      },
    });
  });

  it("matches key names exactly (case and look-alikes kept)", () => {
    const input = { Token: 1, USERTOKEN: 2, tokenType: 3, token_: 4, myToken: 5, tokens: 6 };
    expect(scrubTokens(input)).toEqual(input);
  });

  it("leaves token-looking values under other keys alone", () => {
    expect(scrubTokens({ message: "userToken", list: ["token"] })).toEqual({ message: "userToken", list: ["token"] });
  });

  it("passes non-objects through unchanged", () => {
    for (const value of [null, undefined, 0, 42, "token", "", true, false]) expect(scrubTokens(value)).toBe(value);
  });

  it("returns a copy and does not change its input", () => {
    const input = { data: { userToken: "u", list: [{ token: "t" }] } };
    const before = structuredClone(input);
    const out = scrubTokens(input);
    expect(input).toEqual(before);
    expect(out).not.toBe(input);
  });

  it("keeps arrays as arrays, including empty ones and primitives inside", () => {
    expect(scrubTokens([1, "a", null, [], {}, { token: 1 }])).toEqual([1, "a", null, [], {}, {}]);
  });

  it("is not fooled by __proto__ keys from JSON", () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"token": "t", "polluted": true}, "ok": 1}');
    const out = scrubTokens(parsed) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(out)).not.toContain('"token"');
  });

  it("removes tokens thirty levels deep", () => {
    let deep: Record<string, unknown> = { userToken: "deep-secret", keep: true };
    for (let i = 0; i < 30; i++) deep = { child: deep };
    const out = JSON.stringify(scrubTokens(deep));
    expect(out).not.toContain("deep-secret");
    expect(out).toContain('"keep":true');
  });

  it("survives very deep nesting without throwing", () => {
    let deep: unknown = { leaf: 1 };
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => scrubTokens(deep)).not.toThrow();
  });

  it("drops what lies deeper than it scrubs, so a token there never passes (fails closed)", () => {
    let deep: Record<string, unknown> = { userToken: "very-deep-secret" };
    for (let i = 0; i < 40; i++) deep = { c: deep };
    expect(JSON.stringify(scrubTokens(deep))).not.toContain("very-deep-secret");
  });
});
