import { apiGet, apiSend } from "#app/platform-api/client";

/**
 * The platform's portal account calls of SPEC §7 User as the browser makes them, through the
 * BFF: GET and POST portal/account/user/agreement (the privacy agreement of an identity). The
 * one place their paths are written on the client (ADR 019).
 */

/** GET portal/account/user/agreement: the agreement of the identity in force; read by the first-visit tips. */
export function userAgreement(): Promise<unknown> {
  return apiGet<unknown>("portal/account/user/agreement");
}

/** POST portal/account/user/agreement?identity: `identity` accepts the agreement. */
export function acceptUserAgreement(identity: string): Promise<unknown> {
  return apiSend<unknown>("POST", `portal/account/user/agreement?identity=${encodeURIComponent(identity)}`, { agreeAgreement: true });
}
