import { sql, type Kysely } from "kysely";

/**
 * Scheduled publishes in the audit (ADR 059, ADR 062): setting a schedule (`schedule`),
 * cancelling it (`unschedule`) and the publish the schedule's runner makes as the admin who set
 * it (`scheduled-publish`) are audit actions beside the earlier ones.
 */
const BEFORE = ["create", "update", "delete", "publish", "rollback"];
const ADDED = ["schedule", "unschedule", "scheduled-publish"];

const quoted = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(", "));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_action_check").execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_action_check", sql`action in (${quoted([...BEFORE, ...ADDED])})`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The schedule rows go with the actions; a scheduled publish stays in the audit as a publish.
  await sql`delete from audit_log where action in ('schedule', 'unschedule')`.execute(db);
  await sql`update audit_log set action = 'publish' where action = 'scheduled-publish'`.execute(db);
  await db.schema.alterTable("audit_log").dropConstraint("audit_log_action_check").execute();
  await db.schema.alterTable("audit_log").addCheckConstraint("audit_log_action_check", sql`action in (${quoted(BEFORE)})`).execute();
}
