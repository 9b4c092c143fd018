import { sql, type Kysely } from "kysely";

/**
 * The workbench and personal side of the navigation shell (SPEC §3): collected menus, recent
 * visits, workbench configs, bulletins, quick and extend entries, side entries, dashboards,
 * help urls, per-user params (portal type), the security log, and the member's email and
 * password state. Collections and recent visits keep menu/product/app codes as strings: menus
 * are resolved by code at read time, so there is no foreign key to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence workbench_id_seq start with 80000001`.execute(db);
  const generatedId = sql`nextval('workbench_id_seq')::text`;

  await db.schema
    .alterTable("users")
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    // Set at login and at a password change from the plain password (SPEC §8 'Your password is at risk!').
    .addColumn("password_weak", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("password_changed_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("user_collections")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(generatedId))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // '' is the default list; other values (e.g. dcost) are separate lists.
    .addColumn("biz_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("menu_name", "text", (c) => c.notNull())
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("app_code", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("menu_auth_code", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull().defaultTo("dir"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("user_collections_menu_idx")
    .on("user_collections")
    .columns(["user_id", "tenant_id", "biz_type", "product_code", "app_code", "menu_auth_code"])
    .unique()
    .execute();

  await db.schema
    .createTable("user_recent_visits")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // The menu id; with org_full_id ('' without an org) it names one visit (SPEC §4: duplicates by id and org).
    .addColumn("menu_id", "text", (c) => c.notNull())
    .addColumn("org_full_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("visit", "jsonb", (c) => c.notNull())
    .addColumn("visited_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_recent_visits_pk", ["user_id", "tenant_id", "menu_id", "org_full_id"])
    .execute();
  await db.schema
    .createIndex("user_recent_visits_time_idx")
    .on("user_recent_visits")
    .columns(["user_id", "tenant_id", "visited_at"])
    .execute();

  await db.schema
    .createTable("user_params")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("user_params_pk", ["user_id", "tenant_id", "key"])
    .execute();

  await db.schema
    .createTable("workbench_configs")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // '' is the tenant's default; an org id overrides it for that org.
    .addColumn("org_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("has_custom_portal", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("has_portal_workbench", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("has_user_workbench", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("portal_home_type", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("workbench_configs_pk", ["tenant_id", "org_id"])
    .execute();

  await db.schema
    .createTable("bulletins")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(generatedId))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("org_id", "text", (c) => c.notNull().references("orgs.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull().defaultTo("normal"))
    .addColumn("publisher", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("publish_time", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bulletins_org_idx").on("bulletins").columns(["tenant_id", "org_id"]).execute();

  await db.schema
    .createTable("entry_groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // quick: quick entries (one group is the header's current one); extend: extend entries.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_current", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("portal_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("entry_groups.id").onDelete("cascade"))
    .addColumn("parent_id", "text", (c) => c.references("portal_entries.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("open_type", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("thumbnail_type", "text", (c) => c.notNull().defaultTo("ICON"))
    .addColumn("icon_class", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("images", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("text_color", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text_hover_color", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("show_name", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("popover", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("portal_entries_group_idx").on("portal_entries").column("group_id").execute();

  await db.schema
    .createTable("side_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("icon_class", "text", (c) => c.notNull().defaultTo(""))
    // 2: source is a script to inject; otherwise contentUrl is opened.
    .addColumn("link_type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content_url", "text", (c) => c.notNull().defaultTo(""))
    // 1 new window, 0 dialog iframe.
    .addColumn("open_type", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("dashboards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // null: every org of the tenant; else that org and the orgs below it.
    .addColumn("org_id", "text", (c) => c.references("orgs.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content_url", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("help_urls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    // 1 new window, otherwise dialog iframe.
    .addColumn("integrate_type", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("help_urls_product_idx").on("help_urls").column("product_code").execute();

  await db.schema
    .createTable("security_logs")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(generatedId))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text")
    // login, logout, password-change
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("success", "boolean", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("security_logs_user_idx").on("security_logs").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "security_logs",
    "help_urls",
    "dashboards",
    "side_entries",
    "portal_entries",
    "entry_groups",
    "bulletins",
    "workbench_configs",
    "user_params",
    "user_recent_visits",
    "user_collections",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable("users").dropColumn("email").dropColumn("password_weak").dropColumn("password_changed_at").execute();
  await sql`drop sequence if exists workbench_id_seq`.execute(db);
}
