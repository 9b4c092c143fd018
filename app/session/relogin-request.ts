import { CSRF_HEADER } from "#app/platform-api/client";
import type { ReloginOutcome, ReloginSubmission } from "./ReloginDialog";

/** The identity the page was drawn for (SPEC §3 persistent "user identity type", "identity id"), sent with the re-login. */
export interface ReloginIdentity {
  type: "tenant" | "participant";
  externalEntityId: string | null;
  participantOrgId: string | null;
}

/** The portal's re-login endpoint (app/routes/portal.session.relogin.tsx). */
export const RELOGIN_PATH = "/portal/session/relogin";

/**
 * The re-login call (SPEC §7 Login and session: identification/users/verify-tenant/relist,
 * made by the portal's server, which keeps the new token in the session and the identity the
 * user chose). Turns a refusal into an outcome the dialog shows; anything else (network, 5xx)
 * is a refusal with its message too. `identity`, the one the page works as, goes with it: a
 * session that is gone (expired, its cookie dropped) no longer says which the user chose.
 */
export function reloginRequest(who: { account: string; tenantId: string; identity?: ReloginIdentity | null }) {
  return async (submission: ReloginSubmission): Promise<ReloginOutcome> => {
    try {
      const response = await fetch(RELOGIN_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
        body: JSON.stringify({
          tenantId: who.tenantId,
          type: "password",
          account: who.account,
          password: submission.password,
          ...(who.identity ? { identity: who.identity } : {}),
          ...(submission.verifyCode !== undefined ? { verifyCode: submission.verifyCode, captchaKey: submission.captchaKey } : {}),
        }),
      });
      const answer = (await response.json().catch(() => null)) as { success?: unknown; errorCode?: unknown; errorMsg?: unknown } | null;
      if (answer?.success === true) return { ok: true };
      const errorCode = typeof answer?.errorCode === "string" || typeof answer?.errorCode === "number" ? answer.errorCode : null;
      const errorMsg = typeof answer?.errorMsg === "string" && answer.errorMsg ? answer.errorMsg : `HTTP ${response.status}`;
      return { ok: false, errorCode, errorMsg };
    } catch (error) {
      return { ok: false, errorCode: null, errorMsg: error instanceof Error ? error.message : String(error) };
    }
  };
}
