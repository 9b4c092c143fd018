import { describe, expect, it } from "vitest";
import { clearOnLoginRedirect, localTokenEffect, sessionStartDecision } from "#app/session/session-start.rules.ts";

describe("sessionStartDecision (SPEC §4 Session start)", () => {
  it.each([
    [true, true, "useBearerToken"],
    [true, false, "redirectToLogin"],
    [false, true, "redirectToLogin"],
    [false, false, "redirectToLogin"],
  ] as const)("token %s, cloud cookie %s → %s", (hasToken, hasCloudCookie, expected) => {
    expect(sessionStartDecision({ hasToken, hasCloudCookie })).toBe(expected);
  });
});

describe("localTokenEffect (SPEC §4 Session start)", () => {
  it.each([
    { localToken: null, storedToken: "a", isReload: false, expected: { replaceToken: false, clearIdentity: false } },
    { localToken: undefined, storedToken: null, isReload: false, expected: { replaceToken: false, clearIdentity: false } },
    { localToken: "  ", storedToken: "a", isReload: false, expected: { replaceToken: false, clearIdentity: false } },
    { localToken: "a", storedToken: "a", isReload: false, expected: { replaceToken: true, clearIdentity: false } },
    { localToken: "b", storedToken: "a", isReload: false, expected: { replaceToken: true, clearIdentity: true } },
    { localToken: "b", storedToken: null, isReload: false, expected: { replaceToken: true, clearIdentity: true } },
    { localToken: "b", storedToken: "a", isReload: true, expected: { replaceToken: true, clearIdentity: false } },
  ])("local $localToken, stored $storedToken, reload $isReload", ({ expected, ...input }) => {
    expect(localTokenEffect(input)).toEqual(expected);
  });
});

describe("clearOnLoginRedirect (SPEC §4 Session start)", () => {
  it("removes every key but the intranet and search flags", () => {
    expect(clearOnLoginRedirect(["token", "intranet", "tenantId", "search", "locale", "token"])).toEqual(["token", "tenantId", "locale"]);
  });

  it.each([[[]], [["intranet", "search"]]])("removes nothing from %j", (keys) => {
    expect(clearOnLoginRedirect(keys)).toEqual([]);
  });

  it("takes any iterable and another keep list", () => {
    expect(clearOnLoginRedirect(new Set(["a", "b", "intranet"]), ["a"])).toEqual(["b", "intranet"]);
  });
});
