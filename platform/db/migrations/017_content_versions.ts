import { sql, type Kysely } from "kysely";

/**
 * Entries and announcements as versions (ADR 057, after ADR 020's tenant config): every publish
 * and rollback of an entry list or of one announcement is a row of `content_versions` (the list
 * or the announcement as answered after it), never changed afterwards; each admin keeps one
 * draft per list or announcement in `content_drafts`. The rows themselves (portal_entries,
 * side_entries, dashboards, help_urls, bulletins) stay what members read. A message sent by an
 * admin to themselves, and an alert announcement, carry the level the member's notification is
 * drawn with (`messages.level`, null: normal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // "entries" (key: the list, e.g. quick-entries) or "announcement" (key: its id).
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("based_on", "integer", (c) => c.notNull())
    .addColumn("actor_user_id", "text", (c) => c.notNull())
    .addColumn("actor_account", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("summary", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint("content_versions_pk", ["tenant_id", "resource", "key", "version"])
    .addCheckConstraint("content_versions_action_check", sql`action in ('publish', 'rollback', 'import')`)
    .addCheckConstraint("content_versions_resource_check", sql`resource in ('entries', 'announcement')`)
    .execute();

  await db.schema
    .createTable("content_drafts")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("based_on", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("content_drafts_pk", ["tenant_id", "resource", "key", "user_id"])
    .addCheckConstraint("content_drafts_resource_check", sql`resource in ('entries', 'announcement')`)
    .execute();

  await db.schema.alterTable("messages").addColumn("level", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("level").execute();
  await db.schema.dropTable("content_drafts").execute();
  await db.schema.dropTable("content_versions").execute();
}
