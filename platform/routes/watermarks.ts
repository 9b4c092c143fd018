import express, { type Request, type Response } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { adminWrite } from "../http/admin-write.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { versionEtag } from "../http/if-match.ts";
import { intValue, noQueryParams, queryString } from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { isWatermarkId, readWatermarkBody, watermarkColumns, watermarkRecord, type WatermarkRecord, type WatermarkRow } from "./watermark-records.ts";

const BASE = "/report-center/v4/mark";
const LIST_PARAMS = ["pageIndex", "pageSize"];
/** Most templates one page of the list holds. */
export const WATERMARK_PAGE_MAX = 100;

function notFound(id: string): ApiError {
  return new ApiError(404, `Watermark ${id} not found`, "404");
}

/** The id of the path: a whole number of at most 19 digits, else 400 (never a database fault). */
function watermarkIdParam(req: Request): string {
  const id = req.params.id ?? "";
  if (!isWatermarkId(id)) throw badRequest(`id must be a watermark id (a whole number), got ${JSON.stringify(id.slice(0, 40))}`);
  return id;
}

function sendRecord(res: Response, record: WatermarkRecord, status = 200): void {
  res.status(status).set("ETag", versionEtag(record.version));
  ok(res, record);
}

async function watermarkRow(db: Kysely<Database>, tenantId: string, id: string, forUpdate = false): Promise<WatermarkRow | undefined> {
  let query = db.selectFrom("watermarks").selectAll().where("tenant_id", "=", tenantId).where("id", "=", id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The shared part of a change or removal of template `id` (http/admin-write.ts): the locked read, If-Match and the audit. */
function watermarkWrite(tenantId: string, actor: Actor, action: "update" | "delete", id: string, ifMatch: string | undefined) {
  return {
    tenantId,
    actor,
    action,
    resource: "watermark" as const,
    resourceId: id,
    read: (trx: Kysely<Database>) => watermarkRow(trx, tenantId, id, true),
    notFound: () => notFound(id),
    ifMatch: { header: ifMatch, version: (row: WatermarkRow) => row.version, what: `Watermark ${id}` },
  };
}

/** The header theme's watermarkTemplate of the tenant ("" for none). */
async function themeTemplate(db: Kysely<Database>, tenantId: string): Promise<string> {
  const theme = await db.selectFrom("tenant_configs").select("value").where("tenant_id", "=", tenantId).where("kind", "=", "header-theme").executeTakeFirst();
  const value = (theme?.value ?? null) as { watermarkTemplate?: unknown } | null;
  return typeof value?.watermarkTemplate === "string" ? value.watermarkTemplate : "";
}

/**
 * Watermark templates as a platform resource (SPEC §3 Watermark, §7 report-center/v4/mark/{id}/detail):
 * every member of the tenant reads one by id (the portal draws the header theme's template);
 * tenant admins list, make, change and remove them, each write with its audit row.
 */
export function watermarkRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    `${BASE}/:id/detail`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const id = watermarkIdParam(req);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const row = await watermarkRow(ctx.db, tenantId, id);
      if (!row) throw notFound(id);
      sendRecord(res, watermarkRecord(row));
    }),
  );

  router.get(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      for (const name of Object.keys(req.query)) {
        if (!LIST_PARAMS.includes(name)) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
      }
      const tenantId = await requireTenantAdmin(ctx, res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, WATERMARK_PAGE_MAX, 20);
      const total = await ctx.db
        .selectFrom("watermarks")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("tenant_id", "=", tenantId)
        .executeTakeFirst();
      const rows = await ctx.db
        .selectFrom("watermarks")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        // Ids are whole numbers: by length, then as text, is by number.
        .orderBy((eb) => eb.fn("length", ["id"]))
        .orderBy("id")
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const recordTotal = Number(total?.n ?? 0);
      ok(res, { records: rows.map(watermarkRecord), recordTotal, totalPage: Math.ceil(recordTotal / pageSize) });
    }),
  );

  router.post(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const input = readWatermarkBody(req.body, null);
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await ctx.db.transaction().execute(async (trx) => {
        const now = new Date();
        const row = await trx
          .insertInto("watermarks")
          .values({ tenant_id: tenantId, ...watermarkColumns(input), version: 1, created_by: actor.userId, created_at: now, updated_by: actor.userId, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const record = watermarkRecord(row);
        await writeAudit(trx, { tenantId, actor, action: "create", resource: "watermark", resourceId: record.id, before: null, after: record });
        return record;
      });
      ctx.log("info", "watermark created", { tenantId, id: record.id, type: record.type });
      sendRecord(res, record, 201);
    }),
  );

  router.put(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = watermarkIdParam(req);
      const input = readWatermarkBody(req.body, id);
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await adminWrite(ctx.db, {
        ...watermarkWrite(tenantId, actor, "update", id, req.get("if-match")),
        write: async (trx, before) => {
          const after = await trx
            .updateTable("watermarks")
            .set({ ...watermarkColumns(input), version: before.version + 1, updated_by: actor.userId, updated_at: new Date() })
            .where("tenant_id", "=", tenantId)
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const record = watermarkRecord(after);
          return { result: record, before: watermarkRecord(before), after: record };
        },
      });
      ctx.log("info", "watermark updated", { tenantId, id, version: record.version });
      sendRecord(res, record);
    }),
  );

  router.delete(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = watermarkIdParam(req);
      const actor = await actorOf(ctx.db, getAuth(res));
      await adminWrite(ctx.db, {
        ...watermarkWrite(tenantId, actor, "delete", id, req.get("if-match")),
        write: async (trx, before) => {
          // The header theme names its template by id: it would point at nothing.
          if ((await themeTemplate(trx, tenantId)) === id) {
            throw new ApiError(409, `Watermark ${id} is the header theme's watermarkTemplate: point the header theme at another template (or at none) first`, "409");
          }
          await trx.deleteFrom("watermarks").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
          return { result: true, before: watermarkRecord(before), after: null };
        },
      });
      ctx.log("info", "watermark deleted", { tenantId, id });
      ok(res, true);
    }),
  );

  return router;
}

/** True when `id` names a watermark template of the tenant (the header theme's watermarkTemplate must). */
export async function watermarkExists(db: Kysely<Database>, tenantId: string, id: string): Promise<boolean> {
  return isWatermarkId(id) && (await watermarkRow(db, tenantId, id)) !== undefined;
}
