import { describe, expect, it } from "vitest";
import { onInvalidToken, reloginFailureEffect } from "#app/session/invalid-token.rules.ts";

describe("onInvalidToken (SPEC §4 Invalid token)", () => {
  it.each([
    [true, true, "logoutAndNotifyParent"],
    [true, false, "logoutAndNotifyParent"],
    [false, true, "confirmThenLogin"],
    [false, false, "reloginDialog"],
  ] as const)("embedded %s, token check %s → %s", (embedded, tokenCheckSetting, expected) => {
    expect(onInvalidToken({ embedded, tokenCheckSetting })).toBe(expected);
  });
});

describe("reloginFailureEffect (SPEC §8)", () => {
  const captcha = { showCaptcha: true, clearCode: true, refreshCaptcha: false };
  const refresh = { showCaptcha: false, clearCode: false, refreshCaptcha: true };
  it.each([
    ["2113", captcha],
    [2114, captcha],
    [" 2115 ", captcha],
    ["2112", refresh],
    [2116, refresh],
    ["E2113", refresh],
    ["", refresh],
    [null, refresh],
    [undefined, refresh],
  ])("%j → %j", (code, expected) => {
    expect(reloginFailureEffect(code)).toEqual(expected);
  });
});
