import { sql, type Kysely } from "kysely";

/**
 * Watermarks as a platform resource (SPEC §3 Watermark, §7 report-center/v4/mark/{id}/detail):
 * the templates of a tenant, the images tenant admins upload for watermark pictures and
 * branding logos, and `watermark` as a resource of the admin audit. A header theme whose
 * watermarkTemplate held the text itself (before templates were stored) gets a TEXT template
 * with that text, and names it by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Ids are whole numbers written as text (the portal reads a watermarkTemplate of digits as an id).
  await sql`create sequence watermark_id_seq start with 100001`.execute(db);
  await db.schema
    .createTable("watermarks")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`nextval('watermark_id_seq')::text`))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("picture_path", "text")
    .addColumn("picture_name", "text")
    .addColumn("spacing", "double precision", (c) => c.notNull())
    .addColumn("stagger_distance", "double precision", (c) => c.notNull())
    .addColumn("scale", "double precision", (c) => c.notNull())
    .addColumn("transparency", "double precision", (c) => c.notNull())
    .addColumn("rotation_angle", "double precision", (c) => c.notNull())
    .addColumn("text", "text")
    .addColumn("font_size", "double precision", (c) => c.notNull())
    .addColumn("repeat", "boolean", (c) => c.notNull())
    .addColumn("font_color", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    // User ids; null for templates written by the seed or this migration.
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("watermarks_id_check", sql`id ~ '^[0-9]{1,19}$'`)
    .addCheckConstraint("watermarks_type_check", sql`type in ('TEXT', 'PICTURE')`)
    .execute();
  await db.schema.createIndex("watermarks_tenant_idx").on("watermarks").columns(["tenant_id", "id"]).execute();

  // One row per tenant and content: the id is the SHA-256 of the bytes, so an upload of the same
  // file again is the same row, and the URL can be cached for ever.
  await db.schema
    .createTable("uploaded_files")
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("uploader", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("uploaded_files_pk", ["tenant_id", "id"])
    .addCheckConstraint("uploaded_files_id_check", sql`id ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.createIndex("uploaded_files_id_idx").on("uploaded_files").column("id").execute();

  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await db.schema
    .alterTable("audit_log")
    .addCheckConstraint("audit_log_resource_check", sql`resource in ('micro-app', 'menu', 'tenant-config', 'watermark')`)
    .execute();

  // A template written inline (its text in watermarkTemplate) becomes a stored TEXT template.
  const inline = await sql<{ tenant_id: string; template: string }>`
    select tenant_id, value->>'watermarkTemplate' as template from tenant_configs
    where kind = 'header-theme' and coalesce(value->>'watermarkTemplate', '') !~ '^([0-9]{1,19})?$'`.execute(db);
  for (const row of inline.rows) {
    const created = await sql<{ id: string }>`
      insert into watermarks (tenant_id, name, type, spacing, stagger_distance, scale, transparency, rotation_angle,
        text, font_size, repeat, font_color, status, position)
      values (${row.tenant_id}, 'Watermark', 'TEXT', 50, 100, 100, 0, 0, ${row.template.slice(0, 200)}, 18, true, '#000000', 1, 'MIDDLE')
      returning id`.execute(db);
    const id = created.rows[0]?.id ?? "";
    await sql`
      update tenant_configs set value = jsonb_set(value, '{watermarkTemplate}', to_jsonb(${id}::text)), version = version + 1, updated_at = now()
      where tenant_id = ${row.tenant_id} and kind = 'header-theme'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_resource_check").execute();
  await sql`delete from audit_log where resource = 'watermark'`.execute(db);
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_resource_check", sql`resource in ('micro-app', 'menu', 'tenant-config')`).execute();
  await db.schema.dropTable("uploaded_files").ifExists().execute();
  await db.schema.dropTable("watermarks").ifExists().execute();
  await sql`drop sequence if exists watermark_id_seq`.execute(db);
}
