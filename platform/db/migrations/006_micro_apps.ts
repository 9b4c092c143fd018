import { sql, type Kysely } from "kysely";

/**
 * Registered apps as a platform resource (SPEC §3 Registered micro-app; ARCHITECTURE §8
 * "Hosting apps from anywhere"): the apps of a tenant, the app a menu hosts, the audit of
 * the admin writes to both, and per-tenant versions of the app registry and of the menus so
 * that every platform node and every portal node sees a write on its next read (ARCHITECTURE §10).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("micro_apps")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    // The name in zh-CN (the default locale, SPEC §1); all three in name_all_lang.
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_all_lang", "jsonb", (c) => c.notNull())
    // An absolute http(s) URL, or a path on the portal's own origin.
    .addColumn("entry", "text", (c) => c.notNull())
    // microApp (qiankun in the page), iframe, window (a detached browser window).
    .addColumn("kind", "text", (c) => c.notNull())
    // The portal route the app lives under; null: the menu's own route.
    .addColumn("route_path", "text")
    // Kept mounted when its tab is left; null: the SPEC §9 cache rule decides.
    .addColumn("cache", "boolean")
    .addColumn("props", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Exact origins the app talks to (the portal's CSP connect-src).
    .addColumn("allowed_origins", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // iframe sandbox tokens; null: every SPEC §9 token.
    .addColumn("sandbox", "jsonb")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    // User ids; null for apps written by the seed.
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("micro_apps_pk", ["tenant_id", "id"])
    .addCheckConstraint("micro_apps_id_check", sql`id ~ '^[a-z0-9][a-z0-9-]{0,63}$'`)
    .addCheckConstraint("micro_apps_kind_check", sql`kind in ('microApp', 'iframe', 'window')`)
    .execute();

  // The app a menu page hosts; its url and sourceIntegrateType come from the app. An app a
  // menu points at cannot be deleted (the API answers 409 first).
  await db.schema.alterTable("menus").addColumn("micro_app_id", "text").execute();
  await db.schema
    .alterTable("menus")
    .addForeignKeyConstraint("menus_micro_app_fk", ["tenant_id", "micro_app_id"], "micro_apps", ["tenant_id", "id"])
    .execute();
  await db.schema.createIndex("menus_micro_app_idx").on("menus").columns(["tenant_id", "micro_app_id"]).execute();

  // Ten digits from the start, so ids sort as text in the order they were given.
  await sql`create sequence audit_id_seq start with 1000000001`.execute(db);
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`nextval('audit_id_seq')::text`))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // Kept as written: the audit outlives the account.
    .addColumn("actor_user_id", "text", (c) => c.notNull())
    .addColumn("actor_account", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("resource_id", "text", (c) => c.notNull())
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addCheckConstraint("audit_log_action_check", sql`action in ('create', 'update', 'delete')`)
    .addCheckConstraint("audit_log_resource_check", sql`resource in ('micro-app', 'menu')`)
    .execute();
  await db.schema.createIndex("audit_log_tenant_idx").on("audit_log").columns(["tenant_id", "at"]).execute();
  await db.schema.createIndex("audit_log_resource_idx").on("audit_log").columns(["tenant_id", "resource", "resource_id", "at"]).execute();

  await db.schema
    .createTable("registry_versions")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // micro-apps: the origins answer's version; menus: the menu rows (and the apps they carry).
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("registry_versions_pk", ["tenant_id", "resource"])
    .addCheckConstraint("registry_versions_resource_check", sql`resource in ('micro-apps', 'menus')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("registry_versions").ifExists().execute();
  await db.schema.dropTable("audit_log").ifExists().execute();
  await sql`drop sequence if exists audit_id_seq`.execute(db);
  await db.schema.dropIndex("menus_micro_app_idx").ifExists().execute();
  await db.schema.alterTable("menus").dropConstraint("menus_micro_app_fk").ifExists().execute();
  await db.schema.alterTable("menus").dropColumn("micro_app_id").execute();
  await db.schema.dropTable("micro_apps").ifExists().execute();
}
