import { createHash } from "node:crypto";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError, type PlatformResult } from "#app/platform-api/client.server";
import { isUpstreamFault } from "#app/platform-api/upstream-policy.server";
import { identityAtEntry } from "#app/features/identity/identity-entry.rules";
import { validate } from "#app/kit/schemas/validator";
import { bearerToken, sessionHeaders, type PortalSession, type StoredIdentity } from "#app/session/session.server";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity";

/**
 * The outcome of SPEC §4 "Identity at entry" for one page request:
 * - `settled`: the identity is in force; `session` is set when the session changed and must be committed.
 * - `choose`: the user picks from the selection list (participant_admin first) before working.
 * - `expired`: the platform answered 401.
 */
export type IdentityEntryOutcome =
  | { kind: "settled"; session: PortalSession | null; identity: StoredIdentity }
  | { kind: "choose"; list: ParticipantIdentity[] }
  | { kind: "expired" }
  /** ADR 031: the platform did not give the identity list; nothing is decided, the page renders without. */
  | { kind: "unavailable"; detail: string };

/** A short, stable fingerprint of a token; the token itself never leaves the session. */
export function tokenFingerprint(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 16);
}

/** The platform answered 401 while the identity was settled. */
export class IdentityExpiredError extends Error {}

/** The platform did not give the identity list (no answer in time, an open breaker, a fault). */
class IdentitiesUnavailableError extends Error {}

async function fetchIdentities(session: PortalSession): Promise<ParticipantIdentity[]> {
  let result: PlatformResult<unknown[]>;
  try {
    // A read of the page load (its body is the query): a read's budget (ADR 031).
    result = await callPlatform<unknown[]>("/tenant-user/v4/users/extend-context?contextTypeCode=participant", {
      method: "POST",
      token: bearerToken(session),
      headers: sessionHeaders(session),
      body: { tenantId: session.tenantId },
      read: true,
    });
  } catch (error) {
    if (error instanceof PlatformUnavailableError) throw new IdentitiesUnavailableError(error.message);
    throw error;
  }
  if (result.status === 401) throw new IdentityExpiredError();
  if (isUpstreamFault(result)) throw new IdentitiesUnavailableError(`HTTP ${result.status}`);
  const data = result.envelope?.success ? result.envelope.data : null;
  if (!Array.isArray(data)) {
    log("warn", "identity at entry: identity list not loaded", { status: result.status, errorMsg: result.envelope?.errorMsg });
    return [];
  }
  return data.filter((item): item is ParticipantIdentity => validate("participant-identity", item).ok);
}

/** The stored form of a listed identity: externalType 1 is a participant, anything else the tenant identity. */
export function storedFrom(identity: Pick<ParticipantIdentity, "externalType" | "externalEntityId" | "participantOrgId">): StoredIdentity {
  return identity.externalType === 1
    ? { type: "participant", externalEntityId: identity.externalEntityId, ...(identity.participantOrgId ? { participantOrgId: identity.participantOrgId } : {}) }
    : { type: "tenant" };
}

/** Applies an identity to the session's bearer token on the platform; false when the platform refuses it. */
export async function applyIdentity(session: PortalSession, identity: StoredIdentity): Promise<boolean> {
  const body =
    identity.type === "participant"
      ? { externalType: 1, externalEntityId: identity.externalEntityId, ...(identity.participantOrgId ? { participantOrgId: identity.participantOrgId } : {}) }
      : { externalType: 0 };
  const result = await callPlatform("/tenant-user/v4/users/change-identity", { method: "POST", token: bearerToken(session), headers: sessionHeaders(session), body });
  if (result.status === 401) throw new IdentityExpiredError();
  if (result.envelope?.success) return true;
  log("warn", "identity at entry: identity refused", { type: identity.type, status: result.status, errorMsg: result.envelope?.errorMsg });
  return false;
}

function settled(session: PortalSession, identity: StoredIdentity): IdentityEntryOutcome {
  const applied: StoredIdentity = { ...identity, appliedTo: tokenFingerprint(bearerToken(session)) };
  // The identity already in force (e.g. a link's externalEntityId matched none, the stored one holds): nothing to commit, no reload.
  const kept = session.identity;
  const same = kept !== undefined && kept.appliedTo === applied.appliedTo && kept.type === applied.type && (kept.externalEntityId ?? null) === (applied.externalEntityId ?? null) && (kept.participantOrgId ?? null) === (applied.participantOrgId ?? null);
  return { kind: "settled", session: same ? null : { ...session, identity: applied }, identity: applied };
}

/**
 * SPEC §4 Identity at entry, on the server side of the session. A stored identity
 * already applied to the current token costs no platform call; otherwise the
 * identities are fetched once and the rule in app/features/identity/identity-entry.rules.ts decides.
 * A stored identity the platform no longer accepts is forgotten and the choice
 * starts again.
 */
export async function settleIdentity(session: PortalSession, externalEntityId: string | null): Promise<IdentityEntryOutcome> {
  const fingerprint = tokenFingerprint(bearerToken(session));
  const stored = session.identity ?? null;
  const wanted = externalEntityId && /^\d{1,30}$/.test(externalEntityId) ? externalEntityId : null;
  try {
    if (stored && stored.appliedTo === fingerprint && (wanted === null || stored.externalEntityId === wanted)) {
      return { kind: "settled", session: null, identity: stored };
    }
    const list = await fetchIdentities(session);
    const decision = identityAtEntry({ externalEntityId: wanted, identities: list, storedIdentityType: stored?.type ?? null });
    switch (decision.kind) {
      case "useIdentity":
      case "enterDirectly": {
        const identity = storedFrom(decision.identity);
        return (await applyIdentity(session, identity)) ? settled(session, identity) : { kind: "choose", list };
      }
      case "changeToStored": {
        if (stored && (await applyIdentity(session, stored))) return settled(session, stored);
        const again = identityAtEntry({ externalEntityId: null, identities: list, storedIdentityType: null });
        if (again.kind === "chooseIdentity") return { kind: "choose", list: again.list };
        const identity = again.kind === "enterDirectly" ? storedFrom(again.identity) : ({ type: "tenant" } as const);
        await applyIdentity(session, identity);
        return settled(session, identity);
      }
      case "chooseIdentity":
        return { kind: "choose", list: decision.list };
      case "fetchIdentities":
      case "enterAsTenant":
      default: {
        const identity: StoredIdentity = { type: "tenant" };
        await applyIdentity(session, identity);
        return settled(session, identity);
      }
    }
  } catch (error) {
    if (error instanceof IdentityExpiredError) return { kind: "expired" };
    if (error instanceof IdentitiesUnavailableError) return { kind: "unavailable", detail: error.message };
    throw error;
  }
}
