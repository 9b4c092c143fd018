import { sql, type Kysely } from "kysely";

/**
 * Products and menus (SPEC §2 menu levels, §3 Menu node and Application, §6 menu
 * permissions and the runtime blacklist): per-tenant products, one menu table holding the
 * application menu tree and the internal portal menus, menu roles with their authority
 * grants and the users holding them, and the services running per tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_all_lang", "jsonb")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("products_pk", ["tenant_id", "code"])
    .execute();

  await db.schema
    .createTable("menus")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    // 'application' (the application menu tree) or 'portal' (internal portal menus: home, workbench, personal centre).
    .addColumn("tree", "text", (c) => c.notNull())
    .addColumn("parent_id", "text")
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_all_lang", "jsonb")
    .addColumn("code", "text")
    // 1 a page menu, 0 a directory.
    .addColumn("type", "integer", (c) => c.notNull())
    // app-category, app, menu, dir.
    .addColumn("source_type", "text", (c) => c.notNull())
    .addColumn("source_key", "text")
    .addColumn("source_product_code", "text")
    .addColumn("source_app_code", "text")
    .addColumn("source_module_code", "text")
    .addColumn("source_page_code", "text")
    // 0 micro app, 1 iframe, 2 detached window.
    .addColumn("source_integrate_type", "integer")
    .addColumn("url", "text")
    .addColumn("url_params", "text")
    .addColumn("popup_type", "integer")
    .addColumn("is_home", "boolean", (c) => c.notNull().defaultTo(false))
    // Shown disabled (not opened for the tenant); independent of the user's authorities.
    .addColumn("no_auth", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("disabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("icon_class", "text")
    .addColumn("icon_download_url", "text")
    .addColumn("product_icon_file_url", "text")
    .addColumn("icon_origin", "integer")
    .addColumn("menu_extends", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Org types the menu (and its subtree) is available in; null = every type.
    .addColumn("org_types", "jsonb")
    // Business identity codes (business systems) the menu belongs to; null = common to all.
    .addColumn("identity_codes", "jsonb")
    // The authority codes of the menu; a user holds those matched by a grant of their roles.
    .addColumn("authority_codes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Services the menu needs at run time (runtime menu blacklist, SPEC §6).
    .addColumn("service_dependencies", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("full_id", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("unique_code", "text")
    // Ids are unique per tenant and tree: the user-centre app repeats the internal ids 1 and 5.
    .addPrimaryKeyConstraint("menus_pk", ["tenant_id", "tree", "id"])
    .execute();
  await db.schema.createIndex("menus_tree_idx").on("menus").columns(["tenant_id", "tree", "level", "sort"]).execute();
  await db.schema.createIndex("menus_code_idx").on("menus").columns(["tenant_id", "code"]).execute();

  await db.schema
    .createTable("menu_roles")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // Holds every authority of every menu of the tenant.
    .addColumn("all_menus", "boolean", (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint("menu_roles_pk", ["tenant_id", "code"])
    .execute();

  await db.schema
    .createTable("menu_role_grants")
    .addColumn("tenant_id", "text", (c) => c.notNull())
    .addColumn("role_code", "text", (c) => c.notNull())
    // An authority code, or a code prefix: "pmpp.schedule" grants every authority under it.
    .addColumn("authority_code", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("menu_role_grants_pk", ["tenant_id", "role_code", "authority_code"])
    .addForeignKeyConstraint("menu_role_grants_role_fk", ["tenant_id", "role_code"], "menu_roles", ["tenant_id", "code"], (fk) =>
      fk.onDelete("cascade"),
    )
    .execute();

  await db.schema
    .createTable("user_menu_roles")
    .addColumn("tenant_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role_code", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_menu_roles_pk", ["tenant_id", "user_id", "role_code"])
    .addForeignKeyConstraint("user_menu_roles_role_fk", ["tenant_id", "role_code"], "menu_roles", ["tenant_id", "code"], (fk) =>
      fk.onDelete("cascade"),
    )
    .execute();

  await db.schema
    .createTable("runtime_services")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("runtime_services_pk", ["tenant_id", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["runtime_services", "user_menu_roles", "menu_role_grants", "menu_roles", "menus", "products"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
