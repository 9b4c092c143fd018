import type { Kysely, Transaction } from "kysely";
import { hashPassword } from "../security/passwords.ts";
import type { Database } from "./schema.ts";

/**
 * Demo accounts that show what `demo` and `admin` never see (README "Demo accounts"), each a
 * member of 中建智造集团 only, with the tenant identity alone (no identity list at entry):
 * - `newcomer`: has never signed in, so the first sign-in is a first visit: the welcome tip.
 * - `weakpass`: signs in with a password that breaks the password rules: the weak-password tip.
 * - `privacy`: has not accepted the privacy agreement: the privacy dialog before anything else.
 * - `coadmin`: a second tenant admin, so that two admins' edits can meet in the console
 *   (ADR 020: a publish over a newer version gets the conflict view).
 */
export const EXTRA_DEMO_ACCOUNTS = {
  newcomer: { userId: "20011", account: "newcomer", password: "Portal#2026", nickname: "新用户", accountType: 1 },
  weakpass: { userId: "20012", account: "weakpass", password: "portal2026", nickname: "弱密码用户", accountType: 1 },
  privacy: { userId: "20013", account: "privacy", password: "Portal#2026", nickname: "未同意协议用户", accountType: 1 },
  coadmin: { userId: "20014", account: "coadmin", password: "Portal#2026", nickname: "协同管理员", accountType: 0 },
} as const;

/** The extra accounts that administer the tenant. */
const EXTRA_ADMINS: readonly string[] = [EXTRA_DEMO_ACCOUNTS.coadmin.userId];

/** The tenant the extra accounts belong to (中建智造集团). */
const TENANT_ID = "10001";

/** A sign-in long ago, so that an account's next sign-in is not its first visit. */
const EARLIER_SIGN_IN = new Date("2026-01-05T01:00:00Z");

/**
 * Writes the extra demo accounts, inside the demo seed's transaction, and an earlier sign-in
 * for every account but `newcomer` (demo and admin too): only `newcomer` is on a first visit.
 */
export async function seedExtraAccounts(trx: Transaction<Database> | Kysely<Database>, earlierSignInFor: readonly string[]): Promise<void> {
  const accounts = Object.values(EXTRA_DEMO_ACCOUNTS);
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  await trx
    .insertInto("users")
    .values(
      accounts.map((a, i) => ({
        id: a.userId,
        local_id: String(1011 + i),
        account_name: a.account,
        nickname: a.nickname,
        account_type: a.accountType,
        mobile: `138****00${11 + i}`,
        username: a.nickname,
        password_mobile: "",
        password_hash: hashes[i] as string,
        has_extend_context: false,
        avatar_path: JSON.stringify([]),
      })),
    )
    .execute();
  await trx
    .insertInto("tenant_members")
    .values(accounts.map((a) => ({ tenant_id: TENANT_ID, user_id: a.userId, tenant_admin: EXTRA_ADMINS.includes(a.userId), sort_order: 0 })))
    .execute();
  // The platform asks `privacy` to accept the agreement (a row not yet agreed); the others were never asked.
  await trx
    .insertInto("user_agreements")
    .values({ user_id: EXTRA_DEMO_ACCOUNTS.privacy.userId, identity: "tenant", agree_agreement: false, agree_gdpr: false, updated_at: EARLIER_SIGN_IN })
    .execute();
  const signedInBefore = [...earlierSignInFor, EXTRA_DEMO_ACCOUNTS.weakpass.userId, EXTRA_DEMO_ACCOUNTS.privacy.userId, EXTRA_DEMO_ACCOUNTS.coadmin.userId];
  await trx
    .insertInto("security_logs")
    .values(signedInBefore.map((userId) => ({ user_id: userId, tenant_id: TENANT_ID, event_type: "login" as const, success: true, ip: "10.0.0.1", user_agent: "seed", created_at: EARLIER_SIGN_IN })))
    .execute();
}
