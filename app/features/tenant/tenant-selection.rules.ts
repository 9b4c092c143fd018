import type { Tenant } from "#app/types/generated/tenant.ts";
import { TENANT_SEARCH_THRESHOLD } from "../../kit/constants.ts";

type TenantLike = Pick<Tenant, "id"> & Partial<Pick<Tenant, "disabled" | "tenantAdmin" | "categoryCodes">>;

export type EntryTenantDecision<T extends TenantLike> =
  | { kind: "enter"; tenantId: string }
  | { kind: "noTenant" }
  | { kind: "disabledNotice"; tenantId: string }
  | { kind: "chooseTenant"; tenants: T[] };

export interface EntryTenantInput<T extends TenantLike> {
  tenants: readonly T[];
  storedLoginTenantId?: string | null;
  customCodeTenantId?: string | null;
  urlTenantId?: string | null;
  /** The user administers every tenant (e.g. a platform admin); per-tenant `tenantAdmin` is read as well. */
  isAdmin?: boolean;
}

/**
 * SPEC §5, §6: a disabled tenant can be entered only by its admin (`tenantAdmin`).
 * Takes a tenant; returns whether the user may enter it.
 */
export function canEnterTenant(tenant: TenantLike, isAdmin = false): boolean {
  return tenant.disabled !== true || tenant.tenantAdmin === true || isAdmin;
}

/**
 * SPEC §4 Login flow, step 1, and its outcomes.
 * Candidates in order: the stored login tenant, the custom-code tenant, the URL tenant;
 * the first that is in the list and may be entered is used (a disabled candidate falls
 * through, so the user is not locked into a tenant they cannot open). Then:
 * no tenants → `noTenant` ('no available tenant'); a single tenant → `enter`, or
 * `disabledNotice` when it is disabled for a non-admin (cancelling logs out); several →
 * `chooseTenant` with the list in its given order. Never throws.
 */
export function selectEntryTenant<T extends TenantLike>(input: EntryTenantInput<T>): EntryTenantDecision<T> {
  const { tenants } = input;
  const isAdmin = input.isAdmin === true;
  if (tenants.length === 0) return { kind: "noTenant" };
  for (const id of [input.storedLoginTenantId, input.customCodeTenantId, input.urlTenantId]) {
    if (typeof id !== "string" || id.length === 0) continue;
    const tenant = tenants.find((t) => t.id === id);
    if (tenant && canEnterTenant(tenant, isAdmin)) return { kind: "enter", tenantId: tenant.id };
  }
  const [only] = tenants;
  if (tenants.length === 1 && only) {
    return canEnterTenant(only, isAdmin) ? { kind: "enter", tenantId: only.id } : { kind: "disabledNotice", tenantId: only.id };
  }
  return { kind: "chooseTenant", tenants: [...tenants] };
}

/** SPEC §5: the tenant list search field appears only with more than 5 tenants. */
export function showTenantSearch(count: number): boolean {
  return count > TENANT_SEARCH_THRESHOLD;
}

/**
 * SPEC §6: the tag tip of a disabled tenant differs for its admins and for others.
 * Returns the i18n key, or null for an enabled tenant.
 */
export function tenantTagTip(tenant: TenantLike): "disabledTenantAdminContent" | "disabledTenantContent" | null {
  if (tenant.disabled !== true) return null;
  return tenant.tenantAdmin === true ? "disabledTenantAdminContent" : "disabledTenantContent";
}

/** SPEC §3 Tenant: the 'personal' category gets a different icon. */
export function tenantIcon(tenant: TenantLike): "personal" | "enterprise" {
  return tenant.categoryCodes?.includes("personal") === true ? "personal" : "enterprise";
}
