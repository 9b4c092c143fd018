import express, { type Request, type Response } from "express";
import { sql, type Kysely } from "kysely";
import type { AnnouncementKind, Database } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { adminWrite } from "../http/admin-write.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, fieldErrors, handle, ok } from "../http/envelope.ts";
import { versionEtag } from "../http/if-match.ts";
import { ensureContentImported, recordContentVersion } from "../http/content-versions.ts";
import { intValue, noQueryParams, queryString } from "../http/input.ts";
import {
  announcementColumns,
  announcementRecord,
  isAnnouncementId,
  readAnnouncementBody,
  type AnnouncementInput,
  type AnnouncementRecord,
  type AnnouncementRow,
  type AnnouncementStatus,
} from "./announcement-records.ts";

const BASE = "/message/v4/announcements";
const LIST_PARAMS = ["pageIndex", "pageSize", "kind", "status"];
const KINDS: readonly AnnouncementKind[] = ["bulletin", "alert"];
const STATUSES: readonly AnnouncementStatus[] = ["scheduled", "live", "ended", "withdrawn"];
/** Most announcements one page of the list holds. */
export const ANNOUNCEMENT_PAGE_MAX = 100;

export function notFound(id: string): ApiError {
  return new ApiError(404, `Announcement ${id} not found`, "404");
}

/** The id of the path: a whole number of at most 19 digits, else 400 (never a database fault). */
function announcementIdParam(req: Request): string {
  const id = req.params.id ?? "";
  if (!isAnnouncementId(id)) throw badRequest(`id must be an announcement id (a whole number), got ${JSON.stringify(id.slice(0, 40))}`);
  return id;
}

/** The admin write path's parts every change or removal of one announcement shares (ADR 024). */
function announcementWrite(tenantId: string, id: string, actor: Actor, ifMatch: string | undefined) {
  return {
    tenantId,
    actor,
    resource: "announcement" as const,
    resourceId: id,
    read: (trx: Kysely<Database>) => announcementRow(trx, tenantId, id, true),
    notFound: () => notFound(id),
    ifMatch: { header: ifMatch, version: (row: AnnouncementRow) => row.version, what: `Announcement ${id}` },
  };
}

function sendRecord(res: Response, record: AnnouncementRecord, status = 200): void {
  res.status(status).set("ETag", versionEtag(record.version));
  ok(res, record);
}

export function rowsOf(db: Kysely<Database>, tenantId: string) {
  return db.selectFrom("bulletins as b").leftJoin("orgs as o", "o.id", "b.org_id").selectAll("b").select("o.name as org_name").where("b.tenant_id", "=", tenantId);
}

export async function announcementRow(db: Kysely<Database>, tenantId: string, id: string, forUpdate = false): Promise<AnnouncementRow | undefined> {
  if (forUpdate) await db.selectFrom("bulletins").select("id").where("tenant_id", "=", tenantId).where("id", "=", id).forUpdate().executeTakeFirst();
  return rowsOf(db, tenantId).where("b.id", "=", id).executeTakeFirst();
}

/** The audience org must be one of the tenant's (a 400 on the field, not a 404: the body is at fault). */
export async function checkAudience(db: Kysely<Database>, tenantId: string, input: AnnouncementInput): Promise<void> {
  if (input.orgId === null) return;
  const org = await db.selectFrom("orgs").select("id").where("tenant_id", "=", tenantId).where("id", "=", input.orgId).executeTakeFirst();
  if (!org) throw fieldErrors([{ path: "orgId", message: `names no org of this tenant (${input.orgId})` }]);
}

/** The fields a version's summary compares: what an admin writes, and whether it was withdrawn. */
const SUMMARY_FIELDS = ["kind", "level", "orgId", "titleAllLang", "contentAllLang", "publishFrom", "publishUntil", "withdrawnAt"] as const;

/** The top-level fields that differ, as pointers (`/titleAllLang`). */
function topLevelChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return SUMMARY_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)).map((field) => `/${field}`);
}

function pick(record: AnnouncementRecord): Record<string, unknown> {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, record[field]]));
}

/**
 * Every write of an announcement is a version of it (ADR 057): the value before gets its
 * history row when it has none (written before versions were kept), the write its own.
 */
export async function recordAnnouncementVersion(
  trx: Kysely<Database>,
  o: { tenantId: string; before: AnnouncementRow | null; record: AnnouncementRecord; actor: Actor; action: "publish" | "rollback"; restoredFrom?: number },
): Promise<void> {
  const ref = { tenantId: o.tenantId, resource: "announcement" as const, key: o.record.id };
  const before = o.before === null ? null : announcementRecord(o.before);
  if (before !== null) await ensureContentImported(trx, ref, before.version, async () => before);
  await recordContentVersion(trx, ref, {
    version: o.record.version,
    value: o.record,
    action: o.action,
    basedOn: before?.version ?? 0,
    actor: o.actor,
    summary: before === null ? [] : topLevelChanges(pick(before), pick(o.record)),
    restoredFrom: o.restoredFrom ?? null,
  });
}

/**
 * Posts a new announcement in the caller's transaction, with its audit row and its first version;
 * the audit calls it `create`, or `publish` when it is a draft published (ADR 057).
 */
export async function insertAnnouncement(trx: Kysely<Database>, tenantId: string, input: AnnouncementInput, actor: Actor, auditAction: "create" | "publish" = "create"): Promise<AnnouncementRecord> {
  const now = new Date();
  const { id } = await trx
    .insertInto("bulletins")
    // From the message sequence: an alert is a message of the message centre, and its id must not be a message's.
    .values({
      id: sql<string>`nextval('message_id_seq')::text`,
      tenant_id: tenantId,
      ...announcementColumns(input),
      publisher: actor.account,
      version: 1,
      created_by: actor.userId,
      created_at: now,
      updated_by: actor.userId,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await announcementRow(trx, tenantId, id);
  if (!row) throw notFound(id);
  const record = announcementRecord(row, now);
  await writeAudit(trx, { tenantId, actor, action: auditAction, resource: "announcement", resourceId: record.id, before: null, after: record });
  await recordAnnouncementVersion(trx, { tenantId, before: null, record, actor, action: "publish" });
  return record;
}

/**
 * Changes an announcement's writable fields (If-Match: 412 when stale), with its audit row and its
 * version. The audit calls a direct change `update`, a draft published `publish` and a restored
 * version `rollback` (as tenant config, ADR 020).
 */
export async function changeAnnouncement(
  db: Kysely<Database>,
  o: { tenantId: string; id: string; input: AnnouncementInput; actor: Actor; ifMatch: string | undefined; action: "publish" | "rollback"; auditAction: "update" | "publish" | "rollback"; restoredFrom?: number },
): Promise<AnnouncementRecord> {
  const { tenantId, id, input, actor } = o;
  return adminWrite(db, {
    ...announcementWrite(tenantId, id, actor, o.ifMatch),
    action: o.auditAction,
    async write(trx, before) {
      await trx
        .updateTable("bulletins")
        .set({ ...announcementColumns(input), version: before.version + 1, updated_by: actor.userId, updated_at: new Date() })
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .execute();
      const after = await announcementRow(trx, tenantId, id);
      if (!after) throw notFound(id);
      const record = announcementRecord(after);
      await recordAnnouncementVersion(trx, { tenantId, before, record, actor, action: o.action, ...(o.restoredFrom !== undefined ? { restoredFrom: o.restoredFrom } : {}) });
      return { result: record, before: announcementRecord(before), after: record };
    },
  });
}

/**
 * Announcements (ADR 024): the bulletin-board posts and alert messages tenant admins post to
 * the tenant or to one org, with a schedule. Tenant admins of the current tenant list, read,
 * post, change (If-Match), withdraw and delete them, each write with its audit row; members
 * see them through the bulletin board and the message centre (announcement-audience.ts).
 */
export function announcementRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      for (const name of Object.keys(req.query)) {
        if (!LIST_PARAMS.includes(name)) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
      }
      const tenantId = await requireTenantAdmin(ctx, res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, ANNOUNCEMENT_PAGE_MAX, 20);
      const kind = queryString(req, "kind") || undefined;
      if (kind !== undefined && !KINDS.includes(kind as AnnouncementKind)) throw badRequest(`kind must be one of: ${KINDS.join(", ")}`);
      const status = queryString(req, "status") || undefined;
      if (status !== undefined && !STATUSES.includes(status as AnnouncementStatus)) throw badRequest(`status must be one of: ${STATUSES.join(", ")}`);
      const now = new Date();
      let query = rowsOf(ctx.db, tenantId);
      if (kind !== undefined) query = query.where("b.kind", "=", kind as AnnouncementKind);
      if (status === "withdrawn") query = query.where("b.withdrawn_at", "is not", null);
      else if (status !== undefined) {
        query = query.where("b.withdrawn_at", "is", null);
        if (status === "scheduled") query = query.where("b.publish_time", ">", now);
        if (status === "ended") query = query.where("b.publish_until", "<=", now);
        if (status === "live") {
          query = query.where("b.publish_time", "<=", now).where((eb) => eb.or([eb("b.publish_until", "is", null), eb("b.publish_until", ">", now)]));
        }
      }
      const total = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
      const rows = await query
        .orderBy("b.publish_time", "desc")
        .orderBy("b.id", "desc")
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const recordTotal = Number(total?.n ?? 0);
      ok(res, { records: rows.map((row) => announcementRecord(row, now)), recordTotal, totalPage: Math.ceil(recordTotal / pageSize) });
    }),
  );

  router.get(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = announcementIdParam(req);
      const row = await announcementRow(ctx.db, tenantId, id);
      if (!row) throw notFound(id);
      sendRecord(res, announcementRecord(row));
    }),
  );

  router.post(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const input = readAnnouncementBody(req.body, null);
      await checkAudience(ctx.db, tenantId, input);
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await ctx.db.transaction().execute((trx) => insertAnnouncement(trx, tenantId, input, actor));
      ctx.log("info", "announcement posted", { tenantId, id: record.id, kind: record.kind });
      sendRecord(res, record, 201);
    }),
  );

  router.put(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = announcementIdParam(req);
      const input = readAnnouncementBody(req.body, id);
      await checkAudience(ctx.db, tenantId, input);
      const actor = await actorOf(ctx.db, getAuth(res));
      const ifMatch = req.get("if-match");
      const record = await changeAnnouncement(ctx.db, { tenantId, id, input, actor, ifMatch, action: "publish", auditAction: "update" });
      ctx.log("info", "announcement changed", { tenantId, id, version: record.version });
      sendRecord(res, record);
    }),
  );

  // Withdraw: taken down at once for everyone (an alert shown goes with the next alert poll); kept for the record.
  router.post(
    `${BASE}/:id/withdraw`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = announcementIdParam(req);
      const actor = await actorOf(ctx.db, getAuth(res));
      const ifMatch = req.get("if-match");
      const record = await adminWrite(ctx.db, {
        ...announcementWrite(tenantId, id, actor, ifMatch),
        action: "update",
        async write(trx, before) {
          if (before.withdrawn_at !== null) throw new ApiError(409, `Announcement ${id} was withdrawn already`, "409");
          const now = new Date();
          await trx
            .updateTable("bulletins")
            .set({ withdrawn_at: now, version: before.version + 1, updated_by: actor.userId, updated_at: now })
            .where("tenant_id", "=", tenantId)
            .where("id", "=", id)
            .execute();
          const after = await announcementRow(trx, tenantId, id);
          if (!after) throw notFound(id);
          const record = announcementRecord(after, now);
          await recordAnnouncementVersion(trx, { tenantId, before, record, actor, action: "publish" });
          return { result: record, before: announcementRecord(before, now), after: record };
        },
      });
      ctx.log("info", "announcement withdrawn", { tenantId, id });
      sendRecord(res, record);
    }),
  );

  router.delete(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = announcementIdParam(req);
      const actor = await actorOf(ctx.db, getAuth(res));
      const ifMatch = req.get("if-match");
      await adminWrite(ctx.db, {
        ...announcementWrite(tenantId, id, actor, ifMatch),
        action: "delete",
        async write(trx, before) {
          await trx.deleteFrom("bulletins").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
          return { result: null, before: announcementRecord(before), after: null };
        },
      });
      ctx.log("info", "announcement deleted", { tenantId, id });
      ok(res, true);
    }),
  );

  return router;
}
