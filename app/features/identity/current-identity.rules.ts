import type { ParticipantIdentity } from "#app/types/generated/participant-identity";

/** The identity a page is drawn for (SPEC §4 Identity at entry), as the shell knows it: no names. */
export interface CurrentIdentity {
  type: "tenant" | "participant";
  externalEntityId: string | null;
  participantOrgId: string | null;
}

type Listed = Pick<ParticipantIdentity, "externalType" | "externalEntityId">;

/**
 * Whether `listed`, an identity of the entry list (SPEC §3 participant identity: externalType 1
 * is a participant, anything else the tenant identity), is the one the page works as. False
 * when the page has no settled identity.
 */
export function isCurrentIdentity(listed: Listed, current: CurrentIdentity | null | undefined): boolean {
  if (!current) return false;
  if (current.type === "tenant") return listed.externalType !== 1;
  return listed.externalType === 1 && listed.externalEntityId === current.externalEntityId;
}

/**
 * What an identity option shows (SPEC §4 Identity at entry, Identity switch): its name once — the
 * tenant identity's label (本企业), else the org name path, else the business name — and, as
 * its detail, what the business name says beyond that name (a role or a context: "劳务分包"),
 * or null when it says nothing more (the org's name again).
 */
export function identityOption(
  identity: Pick<ParticipantIdentity, "external" | "fullName" | "bizName" | "externalEntityId">,
  tenantLabel: string,
): { name: string; detail: string | null } {
  if (identity.external !== true) return { name: tenantLabel, detail: null };
  const path = (identity.fullName ?? []).map((part) => part.trim()).filter((part) => part.length > 0);
  const business = identity.bizName?.trim() ?? "";
  const name = path.length > 0 ? path.join(" / ") : business || identity.externalEntityId;
  if (business === "" || business === name) return { name, detail: null };
  // The business name repeats the org's name and adds to it: only the addition is new.
  const last = path.at(-1) ?? name;
  for (const prefix of [name, last]) {
    if (business.startsWith(prefix)) {
      const rest = business.slice(prefix.length).replace(/^[\s/·:：,，-]+/, "").trim();
      return { name, detail: rest === "" ? null : rest };
    }
  }
  return { name, detail: business };
}

/**
 * An identity's own name, without the path above it: 本企业, the participant org's own name (the
 * last of its org path), else its business name, else its id. What the user menu and the switch's
 * message call it.
 */
export function identityShortName(identity: Pick<ParticipantIdentity, "external" | "fullName" | "bizName" | "externalEntityId">, tenantLabel: string): string {
  if (identity.external !== true) return tenantLabel;
  const own = identity.fullName?.map((part) => part.trim()).filter((part) => part.length > 0).at(-1);
  return own || identity.bizName?.trim() || identity.externalEntityId;
}

/**
 * The name of the identity the page works as, for the user menu (SPEC §6 user dropdown): the
 * tenant identity's label (本企业), or the participant org's name — the one chosen among the
 * participant's orgs, else its first — or the generic participant label when the orgs are not
 * known. Null when the page has no settled identity.
 */
export function currentIdentityName(
  current: CurrentIdentity | null | undefined,
  participantOrgs: readonly { id: string; name: string }[],
  labels: { tenant: string; participant: string },
): string | null {
  if (!current) return null;
  if (current.type === "tenant") return labels.tenant;
  const org = participantOrgs.find((candidate) => candidate.id === current.participantOrgId) ?? participantOrgs[0];
  return org?.name || labels.participant;
}
