import type { ParticipantIdentity } from "#app/types/generated/participant-identity.ts";
import type { Tenant } from "#app/types/generated/tenant.ts";
import { IDENTITY_LIST_DELAY_MS } from "../../kit/constants.ts";
import { canEnterTenant } from "./tenant-selection.rules.ts";

export interface TenantSwitchAuth {
  /** Which token the calls for the target tenant carry. */
  token: "login" | "trust";
  /** Value of the x-src-tenant-id header, or null for none. */
  srcTenantId: string | null;
}

/**
 * SPEC §4 Tenant switch: the login tenant uses the login token and no source-tenant
 * header; a trusted tenant (one with a non-empty token in the trust map) uses that token
 * and sends the login tenant id as x-src-tenant-id. Any other tenant is reached with the
 * login token and no header: it has no trust token, and the platform issues a tenant token
 * for it when the current tenant is updated (SPEC §7). Never throws.
 */
export function tenantSwitchHeaders(input: {
  targetTenantId: string;
  loginTenantId: string | null;
  trustTokens: Readonly<Record<string, string | null | undefined>> | null | undefined;
}): TenantSwitchAuth {
  const { targetTenantId, loginTenantId } = input;
  if (targetTenantId === loginTenantId) return { token: "login", srcTenantId: null };
  const trustToken = input.trustTokens && Object.hasOwn(input.trustTokens, targetTenantId) ? input.trustTokens[targetTenantId] : null;
  if (typeof trustToken === "string" && trustToken.length > 0 && loginTenantId) return { token: "trust", srcTenantId: loginTenantId };
  return { token: "login", srcTenantId: null };
}

/**
 * SPEC §4 Tenant switch: Confirm is disabled without a valid current tenant (one that
 * exists and may be entered, SPEC §6) or, when identities are shown, without a chosen
 * identity.
 */
export function tenantDialogConfirmDisabled(input: {
  currentTenant: Pick<Tenant, "id" | "disabled" | "tenantAdmin"> | null | undefined;
  identitiesShown: boolean;
  chosenIdentity: unknown;
}): boolean {
  const tenant = input.currentTenant;
  if (!tenant || tenant.id.length === 0 || !canEnterTenant(tenant)) return true;
  return input.identitiesShown && (input.chosenIdentity === null || input.chosenIdentity === undefined);
}

/** SPEC §4 Identity switch: the identity dialog confirms only with an identity selected and the terms ticked. */
export function identityDialogConfirmDisabled(input: { identity: unknown; termsTicked: boolean }): boolean {
  return input.identity === null || input.identity === undefined || input.termsTicked !== true;
}

/**
 * SPEC §4, §5: the terms checkbox works only after the terms were read; otherwise the
 * info 'termsTips' (`TERMS_TIPS`) shows.
 */
export function termsTickable(read: boolean | null | undefined): boolean {
  return read === true;
}

/** SPEC §4, §9: with more than one identity, the participant list appears after 300 ms. */
export const identityListDelayMs = IDENTITY_LIST_DELAY_MS;

/**
 * SPEC §4 Tenant switch: a tenant with exactly one identity has it auto-selected, and an
 * external one also sets the participant. Returns the selection, or nulls when the list
 * does not have exactly one identity.
 */
export function autoSelectIdentity<T extends Pick<ParticipantIdentity, "external">>(
  list: readonly T[] | null | undefined,
): { identity: T | null; participant: T | null } {
  const only = list?.length === 1 ? list[0] : undefined;
  if (!only) return { identity: null, participant: null };
  return { identity: only, participant: only.external === true ? only : null };
}
