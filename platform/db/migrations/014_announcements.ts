import { sql, type Kysely } from "kysely";

/**
 * Announcements (ADR 024): the bulletins of migration 004 become what a tenant admin posts from
 * the console, as bulletin-board posts or alert messages, to the whole tenant (org_id null) or
 * to one org and the orgs below it, shown from publish_time until publish_until (null: no end)
 * unless withdrawn. Each member's read state of an alert is a row of bulletin_reads (an alert
 * is one row for every member, not a message per member). `announcement` joins the resources of
 * the admin audit; the constraint is rebuilt from the one in place, so resources added by
 * migrations this one does not know of are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("bulletins")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("bulletin"))
    .addColumn("publish_until", "timestamptz")
    .addColumn("withdrawn_at", "timestamptz")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    // User ids; null for bulletins written by the seed.
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable("bulletins").alterColumn("org_id", (c) => c.dropNotNull()).execute();
  await sql`alter table bulletins add constraint bulletins_kind_check check (kind in ('bulletin', 'alert'))`.execute(db);
  await sql`alter table bulletins add constraint bulletins_level_check check (level in ('normal', 'important', 'urgent'))`.execute(db);
  await sql`alter table bulletins add constraint bulletins_schedule_check check (publish_until is null or publish_until > publish_time)`.execute(db);
  await db.schema.createIndex("bulletins_kind_time_idx").on("bulletins").columns(["tenant_id", "kind", "publish_time"]).execute();

  await db.schema
    .createTable("bulletin_reads")
    .addColumn("bulletin_id", "text", (c) => c.notNull().references("bulletins.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("bulletin_reads_pk", ["bulletin_id", "user_id"])
    .execute();

  await setAuditResources(db, (resources) => [...resources.filter((r) => r !== "announcement"), "announcement"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from audit_log where resource = 'announcement'`.execute(db);
  await setAuditResources(db, (resources) => resources.filter((r) => r !== "announcement"));
  await db.schema.dropTable("bulletin_reads").ifExists().execute();
  // Announcements the seed did not write are not bulletins of an org: they go with the columns.
  await sql`delete from bulletins where org_id is null or kind <> 'bulletin'`.execute(db);
  await db.schema.dropIndex("bulletins_kind_time_idx").ifExists().execute();
  for (const name of ["bulletins_kind_check", "bulletins_level_check", "bulletins_schedule_check"]) {
    await sql`alter table bulletins drop constraint if exists ${sql.raw(name)}`.execute(db);
  }
  await db.schema.alterTable("bulletins").alterColumn("org_id", (c) => c.setNotNull()).execute();
  for (const column of ["kind", "publish_until", "withdrawn_at", "version", "created_by", "created_at", "updated_by", "updated_at"]) {
    await db.schema.alterTable("bulletins").dropColumn(column).execute();
  }
}

/** The resources audit_log_resource_check allows, as its definition lists them. */
async function auditResources(db: Kysely<unknown>): Promise<string[]> {
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint
    where conname = 'audit_log_resource_check' and conrelid = 'audit_log'::regclass`.execute(db);
  const def = found.rows[0]?.def ?? "";
  return [...def.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? "").filter(Boolean);
}

async function setAuditResources(db: Kysely<unknown>, change: (resources: string[]) => string[]): Promise<void> {
  const resources = change(await auditResources(db));
  const list = resources.map((r) => `'${r.replace(/'/g, "''")}'`).join(", ");
  await sql`alter table audit_log drop constraint audit_log_resource_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_resource_check check (resource in (${sql.raw(list)}))`.execute(db);
}
