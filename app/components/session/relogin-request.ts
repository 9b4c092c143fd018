import { ApiError, apiSend } from "#app/api/client";
import type { ReloginOutcome, ReloginSubmission } from "./ReloginDialog";

/**
 * The re-login call (SPEC §7 Login and session): POST identification/users/verify-tenant/relist
 * through the BFF, which keeps the new token in the session. Turns a refusal into an outcome
 * the dialog shows; anything else (network, 5xx) is a refusal with its message too.
 */
export function reloginRequest(who: { account: string; tenantId: string }) {
  return async (submission: ReloginSubmission): Promise<ReloginOutcome> => {
    try {
      await apiSend("POST", "identification/users/verify-tenant/relist", {
        tenantId: who.tenantId,
        type: "password",
        account: who.account,
        password: submission.password,
        ...(submission.verifyCode !== undefined ? { verifyCode: submission.verifyCode, captchaKey: submission.captchaKey } : {}),
      });
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, errorCode: error.code, errorMsg: error.message };
      return { ok: false, errorCode: null, errorMsg: error instanceof Error ? error.message : String(error) };
    }
  };
}
