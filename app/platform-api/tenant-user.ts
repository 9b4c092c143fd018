import { apiGet, apiSend } from "#app/platform-api/client";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";

/**
 * The tenant-user service of SPEC §7 User as the browser calls it, through the BFF:
 * POST tenant-user/v4/users/extend-context?contextTypeCode=participant and GET
 * tenant-user/v4/users/tenant/entrance. The one place its paths are written on the client
 * (ADR 019).
 */

/** POST tenant-user/v4/users/extend-context?contextTypeCode=participant: the user's participant identities in `tenantId`. */
export function participantIdentities(tenantId: string): Promise<ParticipantIdentity[]> {
  return apiSend<ParticipantIdentity[]>("POST", "tenant-user/v4/users/extend-context?contextTypeCode=participant", { tenantId });
}

/** GET tenant-user/v4/users/tenant/entrance: the user's entry into the current tenant (first visit or not); read by the first-visit tips. */
export function tenantEntrance(): Promise<unknown> {
  return apiGet<unknown>("tenant-user/v4/users/tenant/entrance");
}
