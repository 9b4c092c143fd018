import { sql, type Kysely } from "kysely";

/**
 * Scheduled publish (ADR 059): an admin's draft of a tenant config kind, to be published at a
 * set time by the platform's schedule runner. A row is `pending` until a runner claims it
 * (`publishing`), then `published` (with the version it made), `failed` (with the reason, e.g.
 * the version it was based on is no longer the published one) or `cancelled` by an admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenant_config_schedules")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("based_on", "integer", (c) => c.notNull())
    .addColumn("run_at", "timestamptz", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'publishing', 'published', 'failed', 'cancelled')`))
    .addColumn("reason_code", "text", (c) => c.check(sql`reason_code in ('stale', 'invalid', 'interrupted', 'error')`))
    .addColumn("reason", "text")
    .addColumn("version", "integer")
    .addColumn("actor_user_id", "text", (c) => c.notNull())
    .addColumn("actor_account", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("claimed_at", "timestamptz")
    .addColumn("done_at", "timestamptz")
    .execute();
  // The runner's question: which pending rows are due.
  await db.schema.createIndex("tenant_config_schedules_due_idx").on("tenant_config_schedules").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("tenant_config_schedules_tenant_idx").on("tenant_config_schedules").columns(["tenant_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tenant_config_schedules").execute();
}
