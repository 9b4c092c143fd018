import type { Kysely } from "kysely";

/**
 * Help links, side entries and dashboards carry their names per locale, and bulletins their
 * title, text and publisher (SPEC §3 nameAllLang, the plain column the fallback), as menus and
 * entries do: a header or workbench shown in English or Swedish reads them so.
 */
const NAMED_TABLES = ["help_urls", "side_entries", "dashboards"] as const;
const BULLETIN_COLUMNS = ["title_all_lang", "content_all_lang", "publisher_all_lang"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of NAMED_TABLES) await db.schema.alterTable(table).addColumn("name_all_lang", "jsonb").execute();
  for (const column of BULLETIN_COLUMNS) await db.schema.alterTable("bulletins").addColumn(column, "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of BULLETIN_COLUMNS) await db.schema.alterTable("bulletins").dropColumn(column).execute();
  for (const table of NAMED_TABLES) await db.schema.alterTable(table).dropColumn("name_all_lang").execute();
}
