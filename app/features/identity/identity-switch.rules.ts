import { DEFAULT_IDENTITY_CODE } from "../../kit/constants.ts";

/**
 * The business identity in use, from the identity list (`selected`); null when the list
 * is not a list, marks none, or marks 'Default'. SPEC §4 "Selecting an identity limits
 * menus to eight business systems; 'Default' restores all": the identities are those
 * systems, and the platform answers the menu tree limited to the one in use.
 */
export function selectedBusinessIdentity(list: unknown): { code: string } | null {
  if (!Array.isArray(list)) return null;
  for (const item of list) {
    if (item === null || typeof item !== "object") continue;
    const { code, selected } = item as { code?: unknown; selected?: unknown };
    if (selected === true && typeof code === "string" && code.length > 0) return code === DEFAULT_IDENTITY_CODE ? null : { code };
  }
  return null;
}

/** What the user acts as: tenant, identity type, participant org and business identity. */
export interface IdentityState {
  tenant: { id: string; name?: string | null } | null;
  userType: "tenant" | "participant";
  participant: { externalEntityId: string; name?: string | null } | null;
  identity: { code: string; name?: string | null } | null;
}

export type IdentityReload = "theme" | "entries" | "menus" | "org";

export interface IdentityChange {
  field: "tenant" | "userType" | "participant" | "identity";
  /** Display value before and after (name, else id or code); null for none. */
  from: string | null;
  to: string | null;
  /** What the shell reloads because of this change. */
  reloads: IdentityReload[];
}

const RELOAD_ALL: IdentityReload[] = ["theme", "entries", "menus", "org"];

function label(item: { name?: string | null } | null, id: string | null): string | null {
  if (item === null) return null;
  return typeof item.name === "string" && item.name.length > 0 ? item.name : id;
}

/**
 * SPEC §4 Identity switch: "An identity switch confirmation lists the changes." Tenant,
 * identity type (tenant versus participant) and participant org changes reload theme,
 * entries, menus and org; a business identity change limits the menus. Returns one
 * descriptor per changed field, in that order; empty when nothing changes.
 */
export function identityChanges(before: IdentityState, after: IdentityState): IdentityChange[] {
  const changes: IdentityChange[] = [];
  const compare = <I extends { name?: string | null }>(
    field: IdentityChange["field"],
    a: I | null,
    b: I | null,
    key: (item: I) => string,
    reloads: IdentityReload[],
  ): void => {
    const idA = a === null ? null : key(a);
    const idB = b === null ? null : key(b);
    if (idA !== idB) changes.push({ field, from: label(a, idA), to: label(b, idB), reloads: [...reloads] });
  };
  compare("tenant", before.tenant, after.tenant, (t) => t.id, RELOAD_ALL);
  if (before.userType !== after.userType) {
    changes.push({ field: "userType", from: before.userType, to: after.userType, reloads: [...RELOAD_ALL] });
  }
  compare("participant", before.participant, after.participant, (p) => p.externalEntityId, RELOAD_ALL);
  compare("identity", before.identity, after.identity, (i) => i.code, ["menus"]);
  return changes;
}
