import express, { type Request, type Response } from "express";
import type { Database } from "../db/schema.ts";
import type { Kysely } from "kysely";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import {
  dropContentDraft,
  ensureContentImported,
  listContentVersions,
  readContentDraft,
  readContentVersion,
  saveContentDraft,
  type ContentRef,
} from "../http/content-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok, type FieldError } from "../http/envelope.ts";
import { versionEtag } from "../http/if-match.ts";
import { intValue, noQueryParams, queryString, rejectHostileShape } from "../http/input.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { announcementRecord, announcementColumns, isAnnouncementId, MAX_ANNOUNCEMENT_BODY_BYTES, readAnnouncementBody } from "./announcement-records.ts";
import { announcementRow, changeAnnouncement, checkAudience, insertAnnouncement, notFound } from "./announcements.ts";

const BASE = "/message/v4/announcements";
/** The draft of an announcement not posted yet: one per admin. */
const NEW = "new";

/** The `:id` of a draft path: an announcement's id, or `new`. */
function draftKey(req: Request): string {
  const id = req.params.id ?? "";
  if (id !== NEW && !isAnnouncementId(id)) throw badRequest(`id must be an announcement id (a whole number) or "new", got ${JSON.stringify(id.slice(0, 40))}`);
  return id;
}

function announcementId(req: Request): string {
  const id = req.params.id ?? "";
  if (!isAnnouncementId(id)) throw badRequest(`id must be an announcement id (a whole number), got ${JSON.stringify(id.slice(0, 40))}`);
  return id;
}

const refOf = (tenantId: string, key: string): ContentRef => ({ tenantId, resource: "announcement", key });

/** The faults a draft would be published with (none: it can be). */
function draftErrors(value: unknown): FieldError[] {
  try {
    readAnnouncementBody(value, null);
    return [];
  } catch (error) {
    if (error instanceof ApiError) return ((error.details as { errors?: FieldError[] } | null)?.errors ?? [{ path: "", message: error.message }]);
    throw error;
  }
}

/** The announcement's version now (its value gets a history row when it has none); 404 when it is not the tenant's. */
async function currentVersion(db: Kysely<Database>, tenantId: string, id: string): Promise<number> {
  const row = await announcementRow(db, tenantId, id);
  if (!row) throw notFound(id);
  const record = announcementRecord(row);
  await ensureContentImported(db, refOf(tenantId, id), record.version, async () => record);
  return record.version;
}

/**
 * Announcements as drafts, versions and rollbacks (ADR 057): an admin's change to an
 * announcement (or a new one, `new`) is their draft, seen by no member; publish posts it or
 * changes the announcement (If-Match or the draft's base: 412 when someone published
 * meanwhile); every version is listed and can be restored. Send to me delivers the draft to
 * the admin alone, as members would get it.
 */
export function announcementVersionRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    `${BASE}/:id/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const key = draftKey(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      if (key !== NEW) await currentVersion(ctx.db, tenantId, key);
      const draft = await readContentDraft(ctx.db, refOf(tenantId, key), getAuth(res).userId);
      ok(res, draft ? { ...draft, errors: draftErrors(draft.value) } : null);
    }),
  );

  router.put(
    `${BASE}/:id/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const key = draftKey(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body: unknown = req.body;
      if (!isPlainObject(body) || !isPlainObject(body["value"])) throw badRequest("The body must be { value: <the announcement as written>, basedOn: <its version> }");
      rejectHostileShape(body, 5);
      if (Buffer.byteLength(JSON.stringify(body), "utf8") > MAX_ANNOUNCEMENT_BODY_BYTES) throw badRequest(`A draft may be at most ${MAX_ANNOUNCEMENT_BODY_BYTES / 1024} KB written as JSON`);
      const basedOn = key === NEW ? 0 : intValue(body["basedOn"], "basedOn", 1, 2_000_000_000);
      if (key !== NEW) await currentVersion(ctx.db, tenantId, key);
      const draft = await saveContentDraft(ctx.db, refOf(tenantId, key), getAuth(res).userId, body["value"], basedOn);
      ok(res, { ...draft, errors: draftErrors(draft.value) });
    }),
  );

  router.delete(
    `${BASE}/:id/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const key = draftKey(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      await dropContentDraft(ctx.db, refOf(tenantId, key), getAuth(res).userId);
      ok(res, true);
    }),
  );

  router.post(
    `${BASE}/:id/publish`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const key = draftKey(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const auth = getAuth(res);
      const ref = refOf(tenantId, key);
      const draft = await readContentDraft(ctx.db, ref, auth.userId);
      if (!draft) throw new ApiError(409, key === NEW ? "There is no draft of a new announcement to publish" : `There is no draft of announcement ${key} to publish`, "409");
      const input = readAnnouncementBody(draft.value, key === NEW ? null : key);
      await checkAudience(ctx.db, tenantId, input);
      const actor = await actorOf(ctx.db, auth);
      const record =
        key === NEW
          ? await ctx.db.transaction().execute((trx) => insertAnnouncement(trx, tenantId, input, actor, "publish"))
          : await changeAnnouncement(ctx.db, { tenantId, id: key, input, actor, ifMatch: req.get("if-match") || versionEtag(draft.basedOn), action: "publish", auditAction: "publish" });
      await dropContentDraft(ctx.db, ref, auth.userId);
      ctx.log("info", "announcement published", { tenantId, id: record.id, version: record.version });
      res.status(key === NEW ? 201 : 200).set("ETag", versionEtag(record.version));
      ok(res, record);
    }),
  );

  router.get(
    `${BASE}/:id/versions`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      for (const name of Object.keys(req.query)) if (name !== "pageIndex" && name !== "pageSize") throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
      const id = announcementId(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 20);
      const version = await currentVersion(ctx.db, tenantId, id);
      res.set("ETag", versionEtag(version));
      ok(res, { ...(await listContentVersions(ctx.db, refOf(tenantId, id), pageIndex, pageSize)), publishedVersion: version });
    }),
  );

  router.get(
    `${BASE}/:id/versions/:version`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const id = announcementId(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const version = intValue(req.params.version, "version", 1, 2_000_000_000);
      await currentVersion(ctx.db, tenantId, id);
      ok(res, await readContentVersion(ctx.db, refOf(tenantId, id), version));
    }),
  );

  router.post(
    `${BASE}/:id/rollback`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const id = announcementId(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      if (!isPlainObject(req.body)) throw badRequest("The body must be { version: <the version to restore> }");
      const target = intValue(req.body["version"], "version", 1, 2_000_000_000);
      const ifMatch = req.get("if-match");
      if (ifMatch === undefined || ifMatch.trim() === "") throw new ApiError(428, `A rollback of announcement ${id} must name the version it was made on in If-Match (the ETag read with it)`, "428");
      await currentVersion(ctx.db, tenantId, id);
      const old = await readContentVersion(ctx.db, refOf(tenantId, id), target);
      const value = isPlainObject(old.value) ? old.value : {};
      const writable = Object.fromEntries(["kind", "level", "orgId", "titleAllLang", "contentAllLang", "publishFrom", "publishUntil"].map((field) => [field, value[field]]));
      let input;
      try {
        input = readAnnouncementBody(writable, null);
        await checkAudience(ctx.db, tenantId, input);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) throw new ApiError(409, `Version ${target} of announcement ${id} no longer validates and cannot be restored (${error.message})`, "409", error.details);
        throw error;
      }
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await changeAnnouncement(ctx.db, { tenantId, id, input, actor, ifMatch, action: "rollback", auditAction: "rollback", restoredFrom: target });
      ctx.log("info", "announcement rolled back", { tenantId, id, version: record.version, restoredFrom: target });
      res.set("ETag", versionEtag(record.version));
      ok(res, record);
    }),
  );

  // Send to me: the announcement as written (a draft, say), delivered to the admin alone as a message of the message centre; no member gets it.
  router.post(
    `${BASE}/send-to-me`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const input = readAnnouncementBody(req.body, null);
      const auth = getAuth(res);
      const columns = announcementColumns(input);
      const row = await ctx.db
        .insertInto("messages")
        .values({
          tenant_id: tenantId,
          user_id: auth.userId,
          title: columns.title,
          content: columns.content,
          title_all_lang: columns.title_all_lang,
          content_all_lang: columns.content_all_lang,
          type: input.kind === "alert" ? "alert" : "normal",
          level: input.level === "normal" ? null : input.level,
          created_at: new Date(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ctx.log("info", "announcement sent to its admin", { tenantId, messageId: row.id });
      res.status(201);
      ok(res, { messageId: row.id });
    }),
  );

  return router;
}
