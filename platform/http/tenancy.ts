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
  const memberships = await listMemberships(db, auth.userId);
  const current = memberships.find((m) => m.tenantId === auth.tenantId) ?? defaultMembership(memberships);
  if (!current) throw new ApiError(403, "no available tenant", "403");
  return current;
}
