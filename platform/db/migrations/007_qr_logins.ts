import { sql, type Kysely } from "kysely";

/**
 * One-time app-scan login codes (SPEC §2 App-scan login, §5 "The QR login code is valid
 * once", §7 identification/qrcode.img). The login page holds a secret key (stored only as
 * its digest); the QR carries a separate scan code that a signed-in phone confirms. The
 * key then signs in once, before the code expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("qr_logins")
    .addColumn("key_hash", "text", (c) => c.primaryKey())
    .addColumn("scan_code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    // The last state poll of the login page: polls closer together are refused.
    .addColumn("last_polled_at", "timestamptz")
    .addColumn("confirmed_user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("confirmed_at", "timestamptz")
    // Set once, when the key signs in (or is refused for another account): the code is spent.
    .addColumn("consumed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("qr_logins_expires_at_idx").on("qr_logins").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("qr_logins").execute();
}
