import type { ParticipantIdentity } from "#app/types/generated/participant-identity.ts";
import { PARTICIPANT_ADMIN_BIZ_TYPE, WHOLE_NUMBER_PATTERN } from "../../kit/constants.ts";

type IdentityLike = Pick<ParticipantIdentity, "externalEntityId"> & Partial<Pick<ParticipantIdentity, "bizType">>;

export type StoredIdentityType = "tenant" | "participant";

export type IdentityEntryDecision<T extends IdentityLike> =
  | { kind: "useIdentity"; identity: T }
  | { kind: "chooseIdentity"; list: T[] }
  | { kind: "changeToStored" }
  | { kind: "fetchIdentities" }
  | { kind: "enterDirectly"; identity: T }
  | { kind: "enterAsTenant" };

export interface IdentityEntryInput<T extends IdentityLike> {
  /** From the URL (SPEC §2); anything but a whole number counts as absent. */
  externalEntityId?: string | null;
  /** The user's participant identities in this tenant; null/undefined = not fetched yet. */
  identities?: readonly T[] | null;
  /** The identity type kept in persistent storage (SPEC §3 Client storage). */
  storedIdentityType?: StoredIdentityType | null;
}

/**
 * SPEC §6: the participant_admin participant org is listed first; the order is
 * otherwise kept. Returns a new array.
 */
export function sortParticipants<T extends IdentityLike>(list: readonly T[]): T[] {
  const admins = list.filter((p) => p.bizType === PARTICIPANT_ADMIN_BIZ_TYPE);
  const others = list.filter((p) => p.bizType !== PARTICIPANT_ADMIN_BIZ_TYPE);
  return [...admins, ...others];
}

/** SPEC §2 Layout: the participant-org dropdown shows only with more than one. */
export function showParticipantOrgDropdown(list: readonly unknown[] | null | undefined): boolean {
  return (list?.length ?? 0) > 1;
}

/**
 * SPEC §4 "Identity at entry". A step of the entry flow: call again once the identities
 * were fetched.
 *
 * With an externalEntityId: not fetched yet → `fetchIdentities`; one identity → it is
 * used; several → the matching one is used. Otherwise (none matches): with no stored
 * identity type → `chooseIdentity` (participant_admin first), or `enterAsTenant` when
 * there is nothing to choose; with a stored type → `changeToStored` (SPEC names the
 * participant type; a stored tenant type likewise keeps the user's stored choice).
 *
 * Without one: a stored identity type → `changeToStored`; else not fetched yet →
 * `fetchIdentities`; one identity → `enterDirectly`; several → `chooseIdentity`; none →
 * `enterAsTenant` (the user has only the tenant identity). Never throws.
 */
export function identityAtEntry<T extends IdentityLike>(input: IdentityEntryInput<T>): IdentityEntryDecision<T> {
  const wanted = typeof input.externalEntityId === "string" && WHOLE_NUMBER_PATTERN.test(input.externalEntityId) ? input.externalEntityId : null;
  const stored = input.storedIdentityType === "tenant" || input.storedIdentityType === "participant" ? input.storedIdentityType : null;
  const list = input.identities;
  if (wanted !== null) {
    if (!list) return { kind: "fetchIdentities" };
    const [only] = list;
    if (list.length === 1 && only) return { kind: "useIdentity", identity: only };
    const matching = list.find((identity) => identity.externalEntityId === wanted);
    if (matching) return { kind: "useIdentity", identity: matching };
    if (stored !== null) return { kind: "changeToStored" };
    return list.length > 0 ? { kind: "chooseIdentity", list: sortParticipants(list) } : { kind: "enterAsTenant" };
  }
  if (stored !== null) return { kind: "changeToStored" };
  if (!list) return { kind: "fetchIdentities" };
  const [only] = list;
  if (list.length === 1 && only) return { kind: "enterDirectly", identity: only };
  return list.length > 1 ? { kind: "chooseIdentity", list: sortParticipants(list) } : { kind: "enterAsTenant" };
}
