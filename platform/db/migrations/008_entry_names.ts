import type { Kysely } from "kysely";

/**
 * Quick and extend entries carry their names per locale (SPEC §3 nameAllLang, `name` the
 * fallback), like menus: a header or workbench shown in English or Swedish names them so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("portal_entries").addColumn("name_all_lang", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("portal_entries").dropColumn("name_all_lang").execute();
}
