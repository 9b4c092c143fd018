import { sql, type Kysely } from "kysely";

/** Initial schema. Written with the schema builder so PGlite and PostgreSQL run the same DDL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("credit_code", "text", (c) => c.notNull())
    .addColumn("admin_user_code", "text", (c) => c.notNull())
    .addColumn("category_codes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("disabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_i18n_env", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("custom_code", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("local_id", "text", (c) => c.notNull())
    .addColumn("account_name", "text", (c) => c.notNull().unique())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("account_type", "integer", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_mobile", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("has_extend_context", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("avatar_path", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("tenant_members")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_admin", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("tenant_members_pk", ["tenant_id", "user_id"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text", (c) => c.references("tenants.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_used_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("captchas")
    .addColumn("key_hash", "text", (c) => c.primaryKey())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("first_failed_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_failed_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("platform_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("public_key_pem", "text", (c) => c.notNull())
    .addColumn("private_key_pem", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("tenant_configs")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "jsonb")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("tenant_configs_pk", ["tenant_id", "kind"])
    .execute();

  await db.schema
    .createTable("platform_env")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "jsonb")
    .execute();

  await db.schema
    .createTable("orgs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("parent_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("short_name", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("full_id", "text", (c) => c.notNull())
    .addColumn("full_node_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("auth_type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("enable", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("is_leaf", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("is_son_project_node", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("user_focus", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("real_id", "text", (c) => c.notNull())
    .addColumn("parent_project_flag", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("org_info", "jsonb")
    .addColumn("project_extend_data", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex("orgs_tenant_parent_idx").on("orgs").columns(["tenant_id", "parent_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "orgs",
    "platform_env",
    "tenant_configs",
    "platform_keys",
    "login_failures",
    "captchas",
    "sessions",
    "tenant_members",
    "users",
    "tenants",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
