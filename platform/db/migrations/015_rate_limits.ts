import type { Kysely } from "kysely";

/**
 * Rate limits of the sign-in, captcha and identification calls (ADR 030): one row per limited
 * key (limiter prefix and client address or account), counted by every node that shares the
 * database. `points` is what was used in the window that ends at `expires_at` (null: never
 * ends); a row past it counts from zero again and is swept by a later write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz")
    .execute();
  await db.schema.createIndex("rate_limits_expires_idx").on("rate_limits").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
