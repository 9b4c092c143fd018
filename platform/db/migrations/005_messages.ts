import { sql, type Kysely } from "kysely";

/**
 * The message centre (SPEC §1, §3 Message, §4 Messages, §7 Messages): station messages per
 * user and tenant. A message is unread while read_at is null; an alert-type message shows as
 * a persistent notification until it is read or, when it has one, until expires_at. The jump
 * link (SPEC §3 webContentUrl) is kept as JSON: a portal menu by product and menu code, or a
 * same-origin path; it is checked when written and again when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence message_id_seq start with 90000001`.execute(db);

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`nextval('message_id_seq')::text`))
    .addColumn("tenant_id", "text", (c) => c.notNull().references("tenants.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    // normal or alert.
    .addColumn("type", "text", (c) => c.notNull().defaultTo("normal"))
    .addColumn("product_code", "text")
    // { type: "menu", productCode, moduleCode, orgId?, applicationCode?, url?, extendParamers? } or { type: "url", url }.
    .addColumn("jump", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("read_at", "timestamptz")
    .addColumn("expires_at", "timestamptz")
    .addCheckConstraint("messages_type_check", sql`type in ('normal', 'alert')`)
    .execute();
  await db.schema.createIndex("messages_user_idx").on("messages").columns(["user_id", "tenant_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("messages").ifExists().execute();
  await sql`drop sequence if exists message_id_seq`.execute(db);
}
