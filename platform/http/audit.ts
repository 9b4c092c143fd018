import type { Kysely } from "kysely";
import type { AuditAction, AuditResource, Database } from "../db/schema.ts";
import type { AuthInfo } from "./auth.ts";

/** Who made a write: the user id and the account name at the time. */
export interface Actor {
  userId: string;
  account: string;
}

export async function actorOf(db: Kysely<Database>, auth: AuthInfo): Promise<Actor> {
  const user = await db.selectFrom("users").select("account_name").where("id", "=", auth.userId).executeTakeFirst();
  return { userId: auth.userId, account: user?.account_name ?? "" };
}

export interface AuditEntry {
  tenantId: string;
  actor: Actor;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string;
  /** The resource as the API answers it, before and after the write (null: none). */
  before: unknown;
  after: unknown;
  /** The tenant config version a publish or rollback made. */
  version?: number;
}

/** Records one admin write (ARCHITECTURE §1 tenant admin console: audit). Runs in the write's transaction. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      tenant_id: entry.tenantId,
      actor_user_id: entry.actor.userId,
      actor_account: entry.actor.account,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      version: entry.version ?? null,
    })
    .execute();
}
