import express, { type Request, type Response } from "express";
import type { Kysely } from "kysely";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "../db/db-errors.ts";
import { bumpRegistryVersion, readRegistryVersion } from "../db/registry-versions.ts";
import type { Database } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { adminWrite } from "../http/admin-write.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, fieldErrors, handle, ok } from "../http/envelope.ts";
import { noQueryParams } from "../http/input.ts";
import { versionEtag } from "../http/if-match.ts";
import { currentMembership } from "../http/tenancy.ts";
import { sendConfig } from "../http/tenant-config.ts";
import {
  appIdFromName,
  entryOrigin,
  freeAppId,
  INTEGRATE_TYPE_OF_KIND,
  isAppId,
  microAppColumns,
  microAppRecord,
  readMicroAppBody,
  type MicroAppInput,
  type MicroAppRecord,
  type MicroAppRow,
} from "./micro-app-records.ts";

const BASE = "/product/v4/micro-apps";


function notFound(id: string): ApiError {
  return new ApiError(404, `App ${id.slice(0, 64)} not found`, "404");
}

/** The app id of the path: anything that cannot be an app id names no app (404). */
function appIdParam(req: Request): string {
  const id = req.params.id ?? "";
  if (!isAppId(id)) throw notFound(id);
  return id;
}

function sendRecord(res: Response, record: MicroAppRecord, status = 200): void {
  res.status(status).set("ETag", versionEtag(record.version));
  ok(res, record);
}

/**
 * After any write to an app: the origins answer (its ETag) and the menu answers (which carry
 * the app) change version, so every node and every portal sees it on the next read.
 */
async function bumpAfterAppWrite(trx: Kysely<Database>, tenantId: string): Promise<void> {
  await bumpRegistryVersion(trx, tenantId, "micro-apps");
  await bumpRegistryVersion(trx, tenantId, "menus");
}

/** The shared part of a change or removal of app `id` (http/admin-write.ts): the locked read, If-Match, the audit, the versions. */
function appWrite(tenantId: string, actor: Actor, action: "update" | "delete", id: string, ifMatch: string | undefined) {
  return {
    tenantId,
    actor,
    action,
    resource: "micro-app" as const,
    resourceId: id,
    read: (trx: Kysely<Database>) => appRow(trx, tenantId, id, true),
    notFound: () => notFound(id),
    ifMatch: { header: ifMatch, version: (row: MicroAppRow) => row.version, what: `App ${id}` },
    afterWrite: (trx: Kysely<Database>) => bumpAfterAppWrite(trx, tenantId),
  };
}

async function appRow(db: Kysely<Database>, tenantId: string, id: string, forUpdate = false): Promise<MicroAppRow | undefined> {
  let query = db.selectFrom("micro_apps").selectAll().where("tenant_id", "=", tenantId).where("id", "=", id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Registered apps as a platform resource (SPEC §3 Registered micro-app; ARCHITECTURE §8
 * "Hosting apps from anywhere"): tenant admins list, register, change and remove the apps of
 * their tenant; every member reads their origins, from which the portal writes its CSP.
 */
export function microAppRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  // Ahead of /:id: "origins" is no app id (the write schema refuses it).
  router.get(
    `${BASE}/origins`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      // The version first: a write between the two reads gives newer apps under the older
      // tag (fetched again on the next revalidation), never older apps under the newer one.
      const version = await readRegistryVersion(ctx.db, tenantId, "micro-apps");
      const rows = await ctx.db
        .selectFrom("micro_apps")
        .select(["id", "kind", "entry", "allowed_origins"])
        .where("tenant_id", "=", tenantId)
        .orderBy("id")
        .execute();
      const apps = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        origin: entryOrigin(row.entry),
        allowedOrigins: Array.isArray(row.allowed_origins) ? row.allowed_origins.filter((o): o is string => typeof o === "string") : [],
      }));
      sendConfig(req, res, tenantId, version, { version, apps });
    }),
  );

  router.get(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const rows = await ctx.db.selectFrom("micro_apps").selectAll().where("tenant_id", "=", tenantId).orderBy("id").execute();
      ok(res, rows.map(microAppRecord));
    }),
  );

  router.post(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const input = readMicroAppBody(req.body);
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await createApp(ctx.db, tenantId, input, actor);
      ctx.log("info", "micro-app registered", { tenantId, id: record.id, kind: record.kind });
      sendRecord(res, record, 201);
    }),
  );

  router.get(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = appIdParam(req);
      const row = await appRow(ctx.db, tenantId, id);
      if (!row) throw notFound(id);
      sendRecord(res, microAppRecord(row));
    }),
  );

  router.put(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = appIdParam(req);
      const input = readMicroAppBody(req.body);
      if (input.id !== undefined && input.id !== id) throw fieldErrors([{ path: "id", message: `must be the id in the path (${id}) or left out` }]);
      const actor = await actorOf(ctx.db, getAuth(res));
      const record = await adminWrite(ctx.db, {
        ...appWrite(tenantId, actor, "update", id, req.get("if-match")),
        write: async (trx, before) => {
          const after = await trx
            .updateTable("micro_apps")
            .set({ ...microAppColumns(input), version: before.version + 1, updated_by: actor.userId, updated_at: new Date() })
            .where("tenant_id", "=", tenantId)
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          // The menus that open the app take its entry and kind (SPEC §3 url, sourceIntegrateType).
          await trx
            .updateTable("menus")
            .set({ url: input.entry, source_integrate_type: INTEGRATE_TYPE_OF_KIND[input.kind] })
            .where("tenant_id", "=", tenantId)
            .where("micro_app_id", "=", id)
            .execute();
          const record = microAppRecord(after);
          return { result: record, before: microAppRecord(before), after: record };
        },
      });
      ctx.log("info", "micro-app updated", { tenantId, id, version: record.version });
      sendRecord(res, record);
    }),
  );

  router.delete(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = appIdParam(req);
      const actor = await actorOf(ctx.db, getAuth(res));
      try {
        await adminWrite(ctx.db, {
          ...appWrite(tenantId, actor, "delete", id, req.get("if-match")),
          write: async (trx, before) => {
            const used = await trx
              .selectFrom("menus")
              .select((eb) => eb.fn.countAll<string>().as("n"))
              .where("tenant_id", "=", tenantId)
              .where("micro_app_id", "=", id)
              .executeTakeFirst();
            const menus = Number(used?.n ?? 0);
            if (menus > 0) throw inUse(id, menus);
            await trx.deleteFrom("micro_apps").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
            return { result: true, before: microAppRecord(before), after: null };
          },
        });
      } catch (error) {
        // A menu made to point at the app after the count above.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw inUse(id, null);
        throw error;
      }
      ctx.log("info", "micro-app deleted", { tenantId, id });
      ok(res, true);
    }),
  );

  return router;
}

function inUse(id: string, menus: number | null): ApiError {
  const count = menus === null ? "menus" : menus === 1 ? "1 menu" : `${menus} menus`;
  return new ApiError(409, `App ${id} is used by ${count}: point ${menus === 1 ? "it" : "them"} at another app or delete ${menus === 1 ? "it" : "them"} first`, "409");
}

/**
 * Registers an app (its id given, or made from the English name and kept free of those in
 * use), with its audit row and new versions, in one transaction. 409 when a given id is taken.
 */
async function createApp(db: Kysely<Database>, tenantId: string, input: MicroAppInput, actor: Actor): Promise<MicroAppRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        let id = input.id;
        if (id === undefined) {
          const base = appIdFromName(input.nameAllLang.en);
          const taken = await trx
            .selectFrom("micro_apps")
            .select("id")
            .where("tenant_id", "=", tenantId)
            .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base.slice(0, 60)}-%`)]))
            .execute();
          id = freeAppId(base, new Set(taken.map((t) => t.id)));
        } else if (await appRow(trx, tenantId, id)) {
          throw new ApiError(409, `An app with id ${id} is registered already`, "409");
        }
        const now = new Date();
        const row = await trx
          .insertInto("micro_apps")
          .values({ tenant_id: tenantId, id, ...microAppColumns(input), version: 1, created_by: actor.userId, created_at: now, updated_by: actor.userId, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const record = microAppRecord(row);
        await writeAudit(trx, { tenantId, actor, action: "create", resource: "micro-app", resourceId: id, before: null, after: record });
        await bumpAfterAppWrite(trx, tenantId);
        return record;
      });
    } catch (error) {
      // Another admin registered the same id between the check and the insert.
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      if (input.id !== undefined || attempt >= 3) throw new ApiError(409, `An app with id ${input.id ?? appIdFromName(input.nameAllLang.en)} is registered already`, "409");
    }
  }
}
