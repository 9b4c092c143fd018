import { sql, type Kysely } from "kysely";

/**
 * Tenant tokens and trusted tenants, identities (participant and business), agreements,
 * per-user project focus, project status, dictionaries, business-org relations and
 * enterprise portals. Adds columns to sessions, tenants and orgs; existing rows are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    // Set on trusted-tenant tokens: the login tenant whose trust issued them (sent back as x-src-tenant-id).
    .addColumn("trust_src_tenant_id", "text")
    // The last x-src-tenant-id a call with this token carried.
    .addColumn("last_src_tenant_id", "text")
    // The login token a tenant or trust token was issued from; revoking that one revokes it too.
    .addColumn("parent_token_hash", "text")
    // Business identity (workbench identity code); null means 'Default'.
    .addColumn("identity_code", "text")
    // The identity context: tenant, or a participant identity and its org.
    .addColumn("user_type", "text", (c) => c.notNull().defaultTo("tenant"))
    .addColumn("external_entity_id", "text")
    .addColumn("participant_org_id", "text")
    .execute();
  await db.schema.createIndex("sessions_parent_idx").on("sessions").column("parent_token_hash").execute();

  await db.schema.alterTable("tenants").addColumn("theme_code", "text").execute();

  await db.schema.alterTable("orgs").addColumn("status", "text").addColumn("search_text", "text").execute();
  // Existing project rows get a status code from the status stored in org_info (see seed-orgs.ts).
  await sql`update orgs set status = case org_info->>'status' when 'completed' then '2'
              when 'suspended' then '3' when 'not-started' then '4' else '1' end
            where type in ('general-project', 'mixing-station')`.execute(db);
  await sql`update orgs set search_text = lower(name || ' ' || short_name || ' ' || full_name)`.execute(db);
  await db.schema
    .createIndex("orgs_tenant_full_id_idx")
    .on("orgs")
    .expression(sql`tenant_id, full_id text_pattern_ops`)
    .execute();

  await db.schema
    .createTable("tenant_trusts")
    .addColumn("login_tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("trusted_tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("tenant_trusts_pk", ["login_tenant_id", "trusted_tenant_id"])
    .execute();

  await db.schema
    .createTable("user_identities")
    .addColumn("external_entity_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    // 0 the tenant identity ('This enterprise'), 1 a participant identity.
    .addColumn("external_type", "integer", (c) => c.notNull())
    .addColumn("biz_id", "text")
    .addColumn("biz_type", "text")
    .addColumn("biz_name", "text")
    .addColumn("participant_org_id", "text")
    .addColumn("role_type", "text")
    .addColumn("full_name", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("user_identities_user_idx").on("user_identities").columns(["user_id", "tenant_id"]).execute();

  await db.schema
    .createTable("identity_orgs")
    .addColumn("external_entity_id", "text", (c) =>
      c.notNull().references("user_identities.external_entity_id").onDelete("cascade"),
    )
    .addColumn("org_id", "text", (c) => c.notNull().references("orgs.id").onDelete("cascade"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("identity_orgs_pk", ["external_entity_id", "org_id"])
    .execute();

  await db.schema
    .createTable("business_identities")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("business_identities_pk", ["tenant_id", "code"])
    .execute();

  await db.schema
    .createTable("user_agreements")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("identity", "text", (c) => c.notNull())
    .addColumn("agree_agreement", "boolean", (c) => c.notNull())
    .addColumn("agree_gdpr", "boolean", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("user_agreements_pk", ["user_id", "identity"])
    .execute();

  await db.schema
    .createTable("user_project_focus")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("org_id", "text", (c) => c.notNull().references("orgs.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("user_project_focus_pk", ["user_id", "org_id"])
    .execute();

  await db.schema
    .createTable("dict_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dict_full_code", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    // { "zh-CN": "在建", "en": "In progress", "sv-SE": "Pågående" }
    .addColumn("labels", "jsonb", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("dict_items_code_idx").on("dict_items").column("dict_full_code").execute();

  await db.schema
    .createTable("biz_org_relations")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("rel_code", "text", (c) => c.notNull())
    .addColumn("biz_org_code", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("biz_org_relations_pk", ["tenant_id", "rel_code"])
    .execute();

  await db.schema
    .createTable("enterprise_portals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "enterprise_portals",
    "biz_org_relations",
    "dict_items",
    "user_project_focus",
    "user_agreements",
    "business_identities",
    "identity_orgs",
    "user_identities",
    "tenant_trusts",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex("orgs_tenant_full_id_idx").ifExists().execute();
  await db.schema.alterTable("orgs").dropColumn("status").dropColumn("search_text").execute();
  await db.schema.alterTable("tenants").dropColumn("theme_code").execute();
  await db.schema.dropIndex("sessions_parent_idx").ifExists().execute();
  await db.schema
    .alterTable("sessions")
    .dropColumn("trust_src_tenant_id")
    .dropColumn("last_src_tenant_id")
    .dropColumn("parent_token_hash")
    .dropColumn("identity_code")
    .dropColumn("user_type")
    .dropColumn("external_entity_id")
    .dropColumn("participant_org_id")
    .execute();
}
