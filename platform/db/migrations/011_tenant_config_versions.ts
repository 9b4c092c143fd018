import { sql, type Kysely } from "kysely";

/**
 * The tenant config as versions (ADR 020): every publish and rollback is a row of
 * `tenant_config_versions`, never changed afterwards; `tenant_configs` stays the read model (the
 * published value and its number); each admin keeps one draft per kind in
 * `tenant_config_drafts`. The audit log takes the config's publishes and rollbacks beside the
 * app and menu writes, with the version they made. What is stored today becomes version 1 (or
 * its current number) with the actor "system".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenant_config_versions")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("action", "text", (c) => c.notNull())
    // For a rollback: the version whose value it restored.
    .addColumn("restored_from", "integer")
    .addColumn("based_on", "integer", (c) => c.notNull())
    // Kept as written: the history outlives the account.
    .addColumn("actor_user_id", "text", (c) => c.notNull())
    .addColumn("actor_account", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // The JSON pointers of the fields that differ from the version before.
    .addColumn("summary", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint("tenant_config_versions_pk", ["tenant_id", "kind", "version"])
    .addCheckConstraint("tenant_config_versions_action_check", sql`action in ('publish', 'rollback', 'import')`)
    .execute();

  await db.schema
    .createTable("tenant_config_drafts")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("based_on", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("tenant_config_drafts_pk", ["tenant_id", "kind", "user_id"])
    .execute();

  await sql`
    insert into tenant_config_versions (tenant_id, kind, version, value, action, based_on, actor_user_id, actor_account, created_at)
    select tenant_id, kind, version, value, 'import', 0, 'system', 'system', updated_at from tenant_configs
  `.execute(db);

  await db.schema.alterTable("audit_log").addColumn("version", "integer").execute();
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_action_check").execute();
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_action_check", sql`action in ('create', 'update', 'delete', 'publish', 'rollback')`).execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_resource_check", sql`resource in ('micro-app', 'menu', 'tenant-config')`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from audit_log where resource = 'tenant-config'`.execute(db);
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_action_check").execute();
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_action_check", sql`action in ('create', 'update', 'delete')`).execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_resource_check", sql`resource in ('micro-app', 'menu')`).execute();
  await db.schema.alterTable("audit_log").dropColumn("version").execute();
  await db.schema.dropTable("tenant_config_drafts").execute();
  await db.schema.dropTable("tenant_config_versions").execute();
}
