import type { Identity } from "#app/types/generated/identity.ts";
import { IDENTITY_BUSINESS_SYSTEMS, SHELL_PRODUCT_CODES, type BusinessSystem } from "./business-systems.ts";
import { DEFAULT_IDENTITY_CODE } from "./constants.ts";

/** The part of a menu node (SPEC §3) the identity limit reads. */
export interface IdentityMenu {
  id: string;
  sourceProductCode?: string | null;
  children?: readonly IdentityMenu[] | null;
}

function limitTree<T extends IdentityMenu>(menus: readonly T[], allowed: ReadonlySet<string>): T[] {
  const kept: T[] = [];
  for (const menu of menus) {
    const code = menu.sourceProductCode;
    if (typeof code === "string" && code.length > 0) {
      if (allowed.has(code)) kept.push(menu);
      continue;
    }
    const children = menu.children;
    if (!children || children.length === 0) {
      kept.push(menu);
      continue;
    }
    const keptChildren = limitTree(children as readonly T[], allowed);
    if (keptChildren.length > 0) kept.push({ ...menu, children: keptChildren });
  }
  return kept;
}

/**
 * SPEC §4 Identity switch: "Selecting an identity limits menus to eight business
 * systems; 'Default' restores all."
 *
 * With no identity or the 'Default' identity, returns the menus unchanged. Otherwise
 * keeps a menu with a `sourceProductCode` only when that code belongs to one of
 * `systems` or to the shell itself (SHELL_PRODUCT_CODES) (whole subtree); a menu without a product code (internal pages, categories)
 * is kept when it is a leaf or when some descendant is kept, with only the kept
 * children. Returns new arrays; the input is not changed.
 */
export function limitMenusForIdentity<T extends IdentityMenu>(
  menus: readonly T[],
  identity: Pick<Identity, "code"> | null | undefined,
  systems: readonly BusinessSystem[] = IDENTITY_BUSINESS_SYSTEMS,
): T[] {
  if (!identity || identity.code === DEFAULT_IDENTITY_CODE) return [...menus];
  const allowed = new Set([...SHELL_PRODUCT_CODES, ...systems.flatMap((system) => system.productCodes)]);
  return limitTree(menus, allowed);
}

/**
 * The business identity in use, from the identity list (`selected`); null when the list
 * is not a list, marks none, or marks 'Default' — all of which keep every menu.
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
