import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AuthInfo } from "./auth.ts";
import { ApiError } from "./envelope.ts";

export interface Membership {
  tenantId: string;
  tenantAdmin: boolean;
  disabled: boolean;
}

/** The user's tenants in display order, with admin and disabled flags. */
export async function listMemberships(db: Kysely<Database>, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom("tenant_members as m")
    .innerJoin("tenants as t", "t.id", "m.tenant_id")
    .select(["t.id as tenantId", "m.tenant_admin as tenantAdmin", "t.disabled as disabled"])
    .where("m.user_id", "=", userId)
    .orderBy("m.sort_order")
    .orderBy("t.sort_order")
    .orderBy("t.id")
    .execute();
  return rows;
}

/** The tenant a fresh login lands in: the first enabled one, else the first one. */
export function defaultMembership(memberships: Membership[]): Membership | undefined {
  return memberships.find((m) => !m.disabled) ?? memberships[0];
}

/**
 * The session's current tenant with the user's admin flag there. Falls back to the default
 * tenant when the session has none or the user has left it.
 */
export async function currentMembership(db: Kysely<Database>, auth: AuthInfo): Promise<Membership> {
  const memberships = auth.memberships ?? (await listMemberships(db, auth.userId));
  const current = memberships.find((m) => m.tenantId === auth.tenantId) ?? defaultMembership(memberships);
  if (!current) throw new ApiError(403, "no available tenant", "403");
  return current;
}

/** SPEC §6: only tenant admins may enter a disabled tenant (HTTP 200, code 2201, as the platform does). */
export function disabledTenantError(): ApiError {
  return new ApiError(200, "The system has been disabled. Please contact the administrator for recovery time.", "2201");
}

/**
 * The membership that lets the user enter `tenantId`: 403 when not a member, 2201 when the
 * tenant is disabled and the user is not its admin.
 */
export async function enterableMembership(db: Kysely<Database>, userId: string, tenantId: string): Promise<Membership> {
  const memberships = await listMemberships(db, userId);
  const membership = memberships.find((m) => m.tenantId === tenantId);
  if (!membership) throw new ApiError(403, "Not a member of tenant", "403");
  if (membership.disabled && !membership.tenantAdmin) throw disabledTenantError();
  return membership;
}

/** The membership in `tenantId`, or 403 (disabled tenants included: reading is not entering). */
export async function memberOf(db: Kysely<Database>, userId: string, tenantId: string): Promise<Membership> {
  const memberships = await listMemberships(db, userId);
  const membership = memberships.find((m) => m.tenantId === tenantId);
  if (!membership) throw new ApiError(403, "Not a member of tenant", "403");
  return membership;
}
