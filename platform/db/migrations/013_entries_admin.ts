import { sql, type Kysely } from "kysely";

/**
 * Tenant admins edit the entries the portal shows around its menus (SPEC §3 Quick / extend
 * entry, Side entry, Dashboard, Help item; ADR 023):
 * - each kind's list has a version per tenant in `registry_versions` (If-Match on every write);
 * - help links get an owner: null is a product's link shared by every tenant (the seed's), a
 *   tenant id one that tenant's admins wrote, shown to that tenant only;
 * - the admin audit takes the five kinds beside the resources it had.
 */
const ENTRY_RESOURCES = ["quick-entry", "extend-entry", "side-entry", "dashboard", "help-url"] as const;
const ENTRY_LISTS = ["quick-entries", "extend-entries", "side-entries", "dashboards", "help-urls"] as const;
const AUDITED_BEFORE = ["micro-app", "menu", "tenant-config", "watermark"] as const;
const LISTS_BEFORE = ["micro-apps", "menus"] as const;

const quoted = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(", "));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("help_urls")
    .addColumn("tenant_id", "text", (c) => c.references("tenants.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("help_urls_tenant_idx").on("help_urls").columns(["tenant_id", "product_code"]).execute();

  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await db.schema
    .alterTable("audit_log")
    .addCheckConstraint("audit_log_resource_check", sql`resource in (${quoted([...AUDITED_BEFORE, ...ENTRY_RESOURCES])})`)
    .execute();

  await db.schema.alterTable("registry_versions").dropConstraint("registry_versions_resource_check").execute();
  await db.schema
    .alterTable("registry_versions")
    .addCheckConstraint("registry_versions_resource_check", sql`resource in (${quoted([...LISTS_BEFORE, ...ENTRY_LISTS])})`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from registry_versions where resource in (${quoted(ENTRY_LISTS)})`.execute(db);
  await db.schema.alterTable("registry_versions").dropConstraint("registry_versions_resource_check").execute();
  await db.schema.alterTable("registry_versions").addCheckConstraint("registry_versions_resource_check", sql`resource in (${quoted(LISTS_BEFORE)})`).execute();
  await sql`delete from audit_log where resource in (${quoted(ENTRY_RESOURCES)})`.execute(db);
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_resource_check", sql`resource in (${quoted(AUDITED_BEFORE)})`).execute();
  await sql`delete from help_urls where tenant_id is not null`.execute(db);
  await db.schema.dropIndex("help_urls_tenant_idx").ifExists().execute();
  await db.schema.alterTable("help_urls").dropColumn("tenant_id").execute();
}
