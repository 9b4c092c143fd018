import type { Kysely } from "kysely";

/**
 * Every authenticated platform call reads the caller's memberships by user
 * (`listMemberships`, platform/http/tenancy.ts); the primary key leads with the tenant, so
 * that read scanned every membership of every tenant. An index on the user makes it a lookup
 * (a portal page makes about a dozen such calls; ADR 034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("tenant_members_user_idx").on("tenant_members").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tenant_members_user_idx").execute();
}
