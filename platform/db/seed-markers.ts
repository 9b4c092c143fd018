import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Seed markers: one key in platform_env per piece of demo data, so that each piece is written
 * once per database, also into a database seeded before the piece existed.
 */
export async function hasSeedMarker(db: Kysely<Database>, key: string): Promise<boolean> {
  return Boolean(await db.selectFrom("platform_env").select("key").where("key", "=", key).executeTakeFirst());
}

/** Records that the piece under `key` is written (the time as its value); a second call keeps the first. */
export async function setSeedMarker(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .insertInto("platform_env")
    .values({ key, value: JSON.stringify(new Date().toISOString()) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}
