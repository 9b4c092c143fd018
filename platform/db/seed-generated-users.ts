import type { Kysely } from "kysely";
import { hashPassword } from "../security/passwords.ts";
import type { Database } from "./schema.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";

/**
 * Generated accounts for the benchmarks: `count` ordinary members of 中建智造集团 (10001), each
 * with the tenant identity alone (as the `newcomer` demo account, but signed in before, so their
 * next sign-in is not a first visit). They differ in account, name and mobile, so every one's
 * page is a page of its own (the watermark and the avatar carry the name). All share one
 * password; its hash is computed once (the salt is the same for all, which is fine for accounts
 * that exist only in a benchmark's database).
 *
 * Written on the platform option `generatedUsers` (env PLATFORM_GENERATED_USERS), once per
 * database and count.
 */
export const GENERATED_USER_PASSWORD = "Portal#2026";
const TENANT_ID = "10001";
const FIRST_ID = 50_001;
const BATCH = 500;
const EARLIER_SIGN_IN = new Date("2026-01-05T01:00:00Z");

/** The account name of generated user `index` (0-based): bench-user-0001, bench-user-0002, … */
export function generatedAccount(index: number): string {
  return `bench-user-${String(index + 1).padStart(4, "0")}`;
}

/** Writes generated users 1..count that are not there yet; returns how many it wrote. */
export async function seedGeneratedUsers(db: Kysely<Database>, count: number): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  if (count > 100_000) throw new Error("generatedUsers: at most 100,000");
  const marker = `seed:generated-users-${count}`;
  if (await hasSeedMarker(db, marker)) return 0;
  const tenant = await db.selectFrom("tenants").select("id").where("id", "=", TENANT_ID).executeTakeFirst();
  if (!tenant) return 0;
  const hash = await hashPassword(GENERATED_USER_PASSWORD);
  let written = 0;
  await db.transaction().execute(async (trx) => {
    if (await hasSeedMarker(trx, marker)) return;
    const existing = new Set(
      (await trx.selectFrom("users").select("account_name").where("account_name", "like", "bench-user-%").execute()).map((row) => row.account_name),
    );
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !existing.has(generatedAccount(i)));
    for (let from = 0; from < missing.length; from += BATCH) {
      const batch = missing.slice(from, from + BATCH);
      const rows = batch.map((i) => ({ id: String(FIRST_ID + i), number: i + 1 }));
      await trx
        .insertInto("users")
        .values(
          rows.map(({ id, number }) => ({
            id,
            local_id: String(100_000 + number),
            account_name: generatedAccount(number - 1),
            nickname: `Bench User ${number}`,
            account_type: 1,
            mobile: `139****${String(number).padStart(4, "0").slice(-4)}`,
            username: `Bench User ${number}`,
            password_mobile: "",
            password_hash: hash,
            has_extend_context: false,
            avatar_path: JSON.stringify([]),
          })),
        )
        .execute();
      await trx
        .insertInto("tenant_members")
        .values(rows.map(({ id }) => ({ tenant_id: TENANT_ID, user_id: id, tenant_admin: false, sort_order: 0 })))
        .execute();
      await trx
        .insertInto("security_logs")
        .values(rows.map(({ id }) => ({ user_id: id, tenant_id: TENANT_ID, event_type: "login" as const, success: true, ip: "10.0.0.1", user_agent: "seed", created_at: EARLIER_SIGN_IN })))
        .execute();
      written += rows.length;
    }
    await setSeedMarker(trx, marker);
  });
  return written;
}
