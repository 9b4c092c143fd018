import { CAPTCHA_ERROR_CODES } from "../kit/constants.ts";

export type InvalidTokenAction = "logoutAndNotifyParent" | "confirmThenLogin" | "reloginDialog";

/**
 * SPEC §4 Invalid token (any 401), in this order: embedded in an outer page → log out
 * and notify the parent; token-check setting on → confirm dialog, then login; otherwise
 * → the re-login dialog.
 */
export function onInvalidToken(input: { embedded: boolean; tokenCheckSetting: boolean }): InvalidTokenAction {
  if (input.embedded) return "logoutAndNotifyParent";
  if (input.tokenCheckSetting) return "confirmThenLogin";
  return "reloginDialog";
}

export interface ReloginFailureEffect {
  showCaptcha: boolean;
  clearCode: boolean;
  refreshCaptcha: boolean;
}

/**
 * SPEC §8 Re-login failure: codes 2113, 2114 and 2115 show a captcha and clear the code
 * field; other failures refresh the captcha. The code may come as a number or a string.
 */
export function reloginFailureEffect(errorCode: string | number | null | undefined): ReloginFailureEffect {
  const code = errorCode === null || errorCode === undefined ? "" : String(errorCode).trim();
  return CAPTCHA_ERROR_CODES.includes(code)
    ? { showCaptcha: true, clearCode: true, refreshCaptcha: false }
    : { showCaptcha: false, clearCode: false, refreshCaptcha: true };
}
