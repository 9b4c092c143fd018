import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, ScheduleFailure, ScheduleStatus, TenantConfigSchedulesTable } from "../db/schema.ts";
import { writeAudit, type Actor } from "./audit.ts";
import { configKind, publishConfig, publishedConfig, StaleVersionError, type ConfigKindSpec } from "./config-versions.ts";
import type { LogFn } from "./context.ts";
import { ApiError } from "./envelope.ts";

/**
 * Scheduled publish (ADR 059): a draft stored with the time it is to be published, and the
 * runner that publishes what is due. Any number of platform nodes run the runner: a row is
 * claimed by one conditional update over `for update skip locked`, so it is published once;
 * the publish itself is the ordinary one on the version the draft was made on, so a schedule
 * whose base was published over since fails with its reason, never overwrites. Setting a
 * schedule, cancelling it and its publish each leave an audit row (ADR 062).
 */

/** How long a claimed row may stay `publishing` before it is taken for a runner that stopped. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** The most rows one run publishes (the next run takes the rest). */
const MAX_PER_RUN = 50;

/** One schedule as answered. */
export interface ScheduleRecord {
  id: string;
  kind: string;
  runAt: string;
  status: ScheduleStatus;
  basedOn: number;
  reasonCode: ScheduleFailure | null;
  reason: string | null;
  version: number | null;
  actorAccount: string;
  createdAt: string;
  doneAt: string | null;
}

type Row = Selectable<TenantConfigSchedulesTable>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function scheduleRecord(row: Row): ScheduleRecord {
  return {
    id: String(row.id),
    kind: row.kind,
    runAt: new Date(row.run_at).toISOString(),
    status: row.status,
    basedOn: row.based_on,
    reasonCode: row.reason_code,
    reason: row.reason,
    version: row.version,
    actorAccount: row.actor_account,
    createdAt: new Date(row.created_at).toISOString(),
    doneAt: iso(row.done_at),
  };
}

export interface NewSchedule {
  tenantId: string;
  spec: ConfigKindSpec;
  value: unknown;
  basedOn: number;
  runAt: Date;
  actor: Actor;
}

/** Stores a schedule with its audit row (`schedule`: the published value before, the value it will publish after). */
export async function createSchedule(db: Kysely<Database>, schedule: NewSchedule): Promise<ScheduleRecord> {
  return db.transaction().execute(async (trx) => {
    const record = await insertSchedule(trx, schedule);
    const live = await publishedConfig(trx, schedule.tenantId, schedule.spec);
    await writeAudit(trx, { tenantId: schedule.tenantId, actor: schedule.actor, action: "schedule", resource: "tenant-config", resourceId: schedule.spec.kind, before: live.value, after: schedule.value });
    return record;
  });
}

async function insertSchedule(db: Kysely<Database>, schedule: NewSchedule): Promise<ScheduleRecord> {
  const row = await db
    .insertInto("tenant_config_schedules")
    .values({
      tenant_id: schedule.tenantId,
      kind: schedule.spec.kind,
      value: JSON.stringify(schedule.value ?? null),
      based_on: schedule.basedOn,
      run_at: schedule.runAt,
      reason_code: null,
      reason: null,
      version: null,
      actor_user_id: schedule.actor.userId,
      actor_account: schedule.actor.account,
      claimed_at: null,
      done_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return scheduleRecord(row);
}

/** The tenant's pending schedules (soonest first), then the last `finished` others (newest first). */
export async function listSchedules(db: Kysely<Database>, tenantId: string, finished = 20): Promise<ScheduleRecord[]> {
  const open = await db.selectFrom("tenant_config_schedules").selectAll().where("tenant_id", "=", tenantId).where("status", "in", ["pending", "publishing"]).orderBy("run_at").orderBy("id").limit(200).execute();
  const done = await db.selectFrom("tenant_config_schedules").selectAll().where("tenant_id", "=", tenantId).where("status", "not in", ["pending", "publishing"]).orderBy("created_at", "desc").orderBy("id", "desc").limit(finished).execute();
  return [...open, ...done].map(scheduleRecord);
}

/**
 * Cancels a pending schedule of the tenant, with its audit row (`unschedule` by `actor`, shaped as
 * the `schedule` row: the published value before, the value it would have published after, so the
 * row opens into the change that will not be made); 404 when there is none, 409 when it is no
 * longer pending.
 */
export async function cancelSchedule(db: Kysely<Database>, tenantId: string, id: string, actor: Actor): Promise<ScheduleRecord> {
  const row = await db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable("tenant_config_schedules")
      .set({ status: "cancelled", done_at: new Date() })
      .where("tenant_id", "=", tenantId)
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (cancelled) {
      const live = await publishedConfig(trx, tenantId, configKind(cancelled.kind));
      await writeAudit(trx, { tenantId, actor, action: "unschedule", resource: "tenant-config", resourceId: cancelled.kind, before: live.value, after: cancelled.value ?? null });
    }
    return cancelled;
  });
  if (row) return scheduleRecord(row);
  const existing = await db.selectFrom("tenant_config_schedules").select("status").where("tenant_id", "=", tenantId).where("id", "=", id).executeTakeFirst();
  if (!existing) throw new ApiError(404, `No schedule ${id} in this tenant`, "404");
  throw new ApiError(409, `The schedule is ${existing.status}, no longer pending: it cannot be cancelled`, "409", { status: existing.status });
}

/**
 * Claims the next due pending row for this runner, or none: the row is locked by the select
 * (`skip locked`: a row another runner holds is passed over) and moved to `publishing` by the
 * update only while still pending, so two runners never hold the same row.
 */
async function claimNext(db: Kysely<Database>, now: Date): Promise<Row | undefined> {
  const claimed = await sql<Row>`
    update tenant_config_schedules set status = 'publishing', claimed_at = ${now}
    where status = 'pending' and id = (
      select id from tenant_config_schedules
      where status = 'pending' and run_at <= ${now}
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning *
  `.execute(db);
  return claimed.rows[0];
}

async function finish(db: Kysely<Database>, id: string, change: { status: ScheduleStatus; version?: number; reasonCode?: ScheduleFailure; reason?: string }): Promise<void> {
  await db
    .updateTable("tenant_config_schedules")
    .set({ status: change.status, version: change.version ?? null, reason_code: change.reasonCode ?? null, reason: change.reason?.slice(0, 1000) ?? null, done_at: new Date() })
    .where("id", "=", id)
    .where("status", "=", "publishing")
    .execute();
}

export interface RunResult {
  published: number;
  failed: number;
}

/**
 * Publishes every due schedule (ADR 059), each as the admin who scheduled it on the version
 * the draft was made on (audited as `scheduled-publish` by that admin, ADR 062): a stale base fails the schedule with reason `stale`, a value that no
 * longer validates with `invalid`. A row left `publishing` longer than CLAIM_TIMEOUT_MS (its
 * runner stopped) fails as `interrupted`: whether it was published shows in the versions.
 */
export async function runDueSchedules(db: Kysely<Database>, log: LogFn, now = new Date()): Promise<RunResult> {
  const result: RunResult = { published: 0, failed: 0 };
  const abandoned = await db
    .updateTable("tenant_config_schedules")
    .set({ status: "failed", reason_code: "interrupted", reason: "The platform node publishing it stopped before it finished; see the kind's versions, and schedule again if it is not there", done_at: now })
    .where("status", "=", "publishing")
    .where("claimed_at", "<", new Date(now.getTime() - CLAIM_TIMEOUT_MS))
    .executeTakeFirst();
  result.failed += Number(abandoned.numUpdatedRows);
  for (let i = 0; i < MAX_PER_RUN; i++) {
    const row = await claimNext(db, now);
    if (!row) break;
    const id = String(row.id);
    try {
      const spec = configKind(row.kind);
      const version = await publishConfig(db, { tenantId: row.tenant_id, spec, value: row.value ?? null, actor: { userId: row.actor_user_id, account: row.actor_account }, basedOn: row.based_on, action: "publish", auditAction: "scheduled-publish" });
      await finish(db, id, { status: "published", version });
      result.published++;
      log("info", "scheduled tenant config published", { tenantId: row.tenant_id, kind: row.kind, schedule: id, version });
    } catch (error) {
      const reasonCode: ScheduleFailure = error instanceof StaleVersionError ? "stale" : error instanceof ApiError && error.status === 400 ? "invalid" : "error";
      const reason = error instanceof Error ? error.message : String(error);
      await finish(db, id, { status: "failed", reasonCode, reason });
      result.failed++;
      log(reasonCode === "error" ? "error" : "warn", "scheduled tenant config not published", { tenantId: row.tenant_id, kind: row.kind, schedule: id, reasonCode, reason });
    }
  }
  return result;
}

/** The default time between runs; PLATFORM_SCHEDULE_INTERVAL_MS overrides it (0: no runner). */
export const DEFAULT_SCHEDULE_INTERVAL_MS = 5000;

/** The runner's interval from the option, else the environment, else the default; a wrong value stops the start. */
export function scheduleInterval(option: number | undefined, env = process.env["PLATFORM_SCHEDULE_INTERVAL_MS"]): number {
  const value = option ?? (env === undefined || env === "" ? DEFAULT_SCHEDULE_INTERVAL_MS : Number(env));
  if (!Number.isInteger(value) || value < 0) throw new Error("PLATFORM_SCHEDULE_INTERVAL_MS (or PlatformOptions.scheduleIntervalMs) must be a whole number of milliseconds, 0 for no runner");
  return value;
}

/** Runs `runDueSchedules` every `intervalMs` (never two runs at once on this node); the answer stops it. */
export function startScheduleRunner(db: Kysely<Database>, log: LogFn, intervalMs: number): () => Promise<void> {
  if (intervalMs === 0) return async () => {};
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = runDueSchedules(db, log)
      .catch((error: unknown) => log("error", "scheduled publish run failed", { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
