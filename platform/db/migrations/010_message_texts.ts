import type { Kysely } from "kysely";

/**
 * Station messages carry their title and text per locale (SPEC §3 nameAllLang's kin; the plain
 * columns the fallback), as bulletins do: a bell, alert or message page shown in English or
 * Swedish reads them so.
 */
const COLUMNS = ["title_all_lang", "content_all_lang"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("messages").addColumn(column, "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("messages").dropColumn(column).execute();
}
