import express, { type Request, type Response } from "express";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { cancelSchedule, createSchedule, listSchedules } from "../http/config-schedules.ts";
import { changedPointers, CONFIG_KINDS, configKind, dropDraft, publishedConfig, readDraft, saveDraft, StaleVersionError, writeErrors } from "../http/config-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, fieldErrors, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, noQueryParams, pathId, rejectHostileShape } from "../http/input.ts";
import { publishFields, unpublishedFields, withDraftFields } from "../http/partial-publish.ts";
import { adaptTransfer, exportTransfer, storeTransferImages, transferErrors, type TransferDocument } from "../http/tenant-transfer.ts";

const BASE = "/param/v4/tenant-config";
/** How far ahead a publish may be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** A time this little in the past is taken as "now" (the admin chose it a moment ago): published at the next run. */
const SCHEDULE_GRACE_MS = 60 * 1000;

/** The file of a check or an import: its faults as a 400, else the document. */
function readTransfer(req: Request): TransferDocument {
  rejectHostileShape(req.body, 24);
  const errors = transferErrors(req.body);
  if (errors.length > 0) throw fieldErrors(errors);
  return req.body as TransferDocument;
}

function scheduleTime(value: unknown, now: Date): Date {
  const at = typeof value === "string" && value.length <= 40 ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw fieldErrors([{ path: "runAt", message: "must be a date and time, such as 2026-12-24T08:00:00Z" }]);
  if (at.getTime() < now.getTime() - SCHEDULE_GRACE_MS) throw fieldErrors([{ path: "runAt", message: "is in the past: choose a time to come" }]);
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_MS) throw fieldErrors([{ path: "runAt", message: "is more than a year ahead" }]);
  return at;
}

/**
 * Copying a tenant's look and publishing at a set time (ADR 059), for the tenant admins of the
 * current tenant (everyone else: 403):
 * - GET transfer/export: the tenant's look as one file (schemas/tenant-transfer.schema.json);
 * - POST transfer/check: a file's faults (400), else what the import would do, fitted to this tenant;
 * - POST transfer/import: the file as the caller's drafts of each kind that differs from the
 *   published value (never published here), its images stored; the entry lists are the
 *   console's to replace through their own calls;
 * - POST {kind}/schedule, GET schedules, DELETE schedules/{id}: scheduled publish.
 * Mounted ahead of tenantConfigRoutes, whose GET {kind} would take `schedules` for a kind.
 */
export function tenantTransferRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    `${BASE}/transfer/export`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const document = await exportTransfer(ctx.db, tenantId);
      res.set("Cache-Control", "no-store");
      ok(res, document);
    }),
  );

  /** The tenant admin's transfer file of a check or an import, adapted to this tenant; refused with its field errors. */
  const checkedTransfer = async (req: Request, res: Response) => {
    noQueryParams(req);
    const tenantId = await requireTenantAdmin(ctx, res);
    const adapted = await adaptTransfer(ctx.db, tenantId, readTransfer(req));
    if (adapted.errors.length > 0) throw fieldErrors(adapted.errors);
    return { tenantId, adapted };
  };

  router.post(
    `${BASE}/transfer/check`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { adapted } = await checkedTransfer(req, res);
      ok(res, { document: adapted.document, notes: adapted.notes, kept: adapted.kept });
    }),
  );

  router.post(
    `${BASE}/transfer/import`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { tenantId, adapted } = await checkedTransfer(req, res);
      const auth = getAuth(res);
      const images = await storeTransferImages(ctx.db, tenantId, adapted.document, auth.userId);
      const drafts: { kind: string; basedOn: number }[] = [];
      for (const spec of CONFIG_KINDS) {
        const live = await publishedConfig(ctx.db, tenantId, spec);
        const value = adapted.document.config[spec.kind] ?? null;
        // A kind the file leaves as it is gets no draft: nothing to publish.
        if (changedPointers(live.value, value).length === 0) continue;
        await saveDraft(ctx.db, tenantId, spec, auth.userId, value, live.version);
        drafts.push({ kind: spec.kind, basedOn: live.version });
      }
      ctx.log("info", "tenant look imported as drafts", { tenantId, source: adapted.document.source.tenantId, drafts: drafts.map((d) => d.kind), images });
      ok(res, { drafts, notes: adapted.notes, entries: adapted.document.entries, kept: adapted.kept });
    }),
  );

  router.get(
    `${BASE}/schedules`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      res.set("Cache-Control", "no-store");
      ok(res, { records: await listSchedules(ctx.db, tenantId) });
    }),
  );

  router.delete(
    `${BASE}/schedules/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const id = pathId(req);
      if (!/^\d{1,18}$/.test(id)) throw badRequest("id must be a schedule's id: digits only");
      const tenantId = await requireTenantAdmin(ctx, res);
      const record = await cancelSchedule(ctx.db, tenantId, id, await actorOf(ctx.db, getAuth(res)));
      ctx.log("info", "scheduled publish cancelled", { tenantId, kind: record.kind, schedule: id });
      ok(res, record);
    }),
  );

  router.post(
    `${BASE}/:kind/schedule`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body = bodyObject(req);
      for (const key of Object.keys(body)) if (key !== "basedOn" && key !== "fields" && key !== "runAt") throw badRequest(`${key.slice(0, 64)}: is not a field of this call`);
      const now = new Date();
      const runAt = scheduleTime(body["runAt"], now);
      const fields = publishFields(body["fields"]);
      const auth = getAuth(res);
      const draft = await readDraft(ctx.db, tenantId, spec, auth.userId);
      if (!draft) throw new ApiError(409, `There is no draft of ${spec.kind} to schedule`, "409");
      const basedOn = body["basedOn"] === undefined ? draft.basedOn : intValue(body["basedOn"], "basedOn", 0, 1_000_000_000);
      const live = await publishedConfig(ctx.db, tenantId, spec);
      // Stale already: said now, as a publish would (the conflict view), not at the set time.
      if (basedOn !== live.version) throw new StaleVersionError(spec, basedOn, live.version, []);
      const value = fields ? withDraftFields(live.value, draft.value, fields) : draft.value;
      const errors = writeErrors(spec, value);
      if (errors.length > 0) throw new ApiError(400, `Invalid ${spec.kind}: ${errors[0]!.path ? `${errors[0]!.path}: ` : ""}${errors[0]!.message}`, "400", { errors });
      const record = await createSchedule(ctx.db, { tenantId, spec, value, basedOn, runAt, actor: await actorOf(ctx.db, auth) });
      // As a publish: what the schedule takes leaves the draft; the rest stays the draft.
      const unpublished = fields ? unpublishedFields(value, draft.value) : [];
      if (unpublished.length === 0) await dropDraft(ctx.db, tenantId, spec, auth.userId);
      ctx.log("info", "tenant config publish scheduled", { tenantId, kind: spec.kind, schedule: record.id, runAt: record.runAt });
      res.status(201);
      ok(res, { ...record, unpublished });
    }),
  );

  return router;
}
