import express, { type Request, type Response } from "express";
import type { Kysely } from "kysely";
import { bumpRegistryVersion, readRegistryVersion } from "../db/registry-versions.ts";
import type { Database } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, fieldErrors, handle, ok } from "../http/envelope.ts";
import { requireIfMatch, versionEtag } from "../http/if-match.ts";
import { idList, idValue, noQueryParams, rejectHostileShape } from "../http/input.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { ENTRY_KINDS, type EntryKind } from "./entries-admin-kinds.ts";
import { recordDirectWrite } from "./entries-versions.ts";

const BASE = "/workbench/v4/admin/entries";
/** Most entries one list holds: the header and the toolbar show a handful. */
export const MAX_ENTRIES_PER_LIST = 200;

function kindParam(req: Request): EntryKind {
  const kind = ENTRY_KINDS.find((k) => k.path === req.params.kind);
  if (!kind) throw new ApiError(404, `No such entry list: ${String(req.params.kind).slice(0, 40)} (one of ${ENTRY_KINDS.map((k) => k.path).join(", ")})`, "404");
  return kind;
}

function entryIdParam(req: Request): string {
  return idValue(req.params.id, "id");
}

const notFound = (kind: EntryKind, id: string) => new ApiError(404, `No ${kind.resource} ${id} in this tenant`, "404");

/** The body of a create or update: no hostile keys, valid against the kind's write schema (else 400 with every fault by field). */
function readBody(kind: EntryKind, body: unknown): Record<string, unknown> {
  rejectHostileShape(body, 4);
  const errors = schemaFieldErrors(kind.schema, body);
  if (errors.length > 0 || !isPlainObject(body)) throw fieldErrors(errors.length > 0 ? errors : [{ path: "", message: "must be a JSON object" }]);
  return body;
}

/** A dashboard shows for an org of the tenant (and the orgs below it) or for the whole tenant. */
async function checkOrg(db: Kysely<Database>, tenantId: string, kind: EntryKind, body: Record<string, unknown>): Promise<void> {
  if (kind.path !== "dashboards" || typeof body.orgId !== "string") return;
  const org = await db.selectFrom("orgs").select("id").where("tenant_id", "=", tenantId).where("id", "=", body.orgId).executeTakeFirst();
  if (!org) throw fieldErrors([{ path: "orgId", message: "is not an org of this tenant" }]);
}

/**
 * Raises the list's version in the write's transaction and checks If-Match against the version
 * it had: the upsert locks the row, so of two writes from the same version only the first goes
 * ahead, and the other gets 412 (ADR 023).
 */
async function nextVersion(db: Kysely<Database>, tenantId: string, kind: EntryKind, ifMatch: string | undefined): Promise<number> {
  const version = await bumpRegistryVersion(db, tenantId, kind.list);
  requireIfMatch(ifMatch, version - 1, `The ${kind.path} list`);
  return version;
}

function sendVersioned(res: Response, version: number, data: unknown, status = 200): void {
  res.status(status).set("ETag", versionEtag(version));
  ok(res, data);
}

/**
 * Tenant admins edit the entries the portal shows around its menus (SPEC §3, §7; ADR 023):
 * quick and extend entries, side entries, dashboards and the tenant's help links. Each list
 * has one version (its ETag; every write takes If-Match and answers 412 when stale), every
 * write is published at once and leaves an audit row. Everyone else gets 403.
 */
export function entriesAdminRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  /** Runs one write in a transaction: the version, the change, its audit row. */
  const write = async <T,>(
    req: Request,
    res: Response,
    readInput: (kind: EntryKind) => T,
    change: (trx: Kysely<Database>, tenantId: string, kind: EntryKind, input: T, actor: Actor, version: number) => Promise<unknown>,
  ) => {
    noQueryParams(req);
    const kind = kindParam(req);
    const tenantId = await requireTenantAdmin(ctx, res);
    // 403 before 400: who may not write learns nothing of the body's faults.
    const input = readInput(kind);
    const actor = await actorOf(ctx.db, getAuth(res));
    const ifMatch = req.get("if-match");
    return ctx.db.transaction().execute(async (trx) => {
      const version = await nextVersion(trx, tenantId, kind, ifMatch);
      const before = await kind.records(trx, tenantId);
      const data = await change(trx, tenantId, kind, input, actor, version);
      // The list after the write is a version of it too (ADR 057): listed, diffed, restorable.
      await recordDirectWrite(trx, { tenantId, kind, version, actor, before });
      return { kind, tenantId, version, data };
    });
  };

  router.get(
    `${BASE}/:kind`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const version = await readRegistryVersion(ctx.db, tenantId, kind.list);
      sendVersioned(res, version, { kind: kind.path, version, records: await kind.records(ctx.db, tenantId) });
    }),
  );

  router.post(
    `${BASE}/:kind`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { version, data, kind, tenantId } = await write(req, res, (kind) => readBody(kind, req.body), async (trx, tenantId, kind, body, actor, version) => {
        await checkOrg(trx, tenantId, kind, body);
        if ((await kind.records(trx, tenantId)).length >= MAX_ENTRIES_PER_LIST) throw badRequest(`The ${kind.path} list holds at most ${MAX_ENTRIES_PER_LIST} entries`);
        const record = await kind.insert(trx, tenantId, body);
        await writeAudit(trx, { tenantId, actor, action: "create", resource: kind.resource, resourceId: record.id, before: null, after: record, version });
        return record;
      });
      ctx.log("info", "entry created", { tenantId, kind: kind.path, version });
      sendVersioned(res, version, { version, record: data }, 201);
    }),
  );

  router.put(
    `${BASE}/:kind/order`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const readIds = () => {
        if (!isPlainObject(req.body)) throw badRequest("Request body must be { ids: [...] }");
        return idList(req.body.ids, "ids", MAX_ENTRIES_PER_LIST);
      };
      const { version, data, kind, tenantId } = await write(req, res, readIds, async (trx, tenantId, kind, ids, actor, version) => {
        const before = (await kind.records(trx, tenantId)).map((r) => r.id);
        if (ids.length !== before.length || ids.some((id) => !before.includes(id))) {
          throw badRequest(`ids must name every entry of the ${kind.path} list once, in the new order (it holds ${before.length})`);
        }
        await kind.reorder(trx, tenantId, ids);
        const records = await kind.records(trx, tenantId);
        await writeAudit(trx, { tenantId, actor, action: "update", resource: kind.resource, resourceId: "order", before, after: records.map((r) => r.id), version });
        return records;
      });
      ctx.log("info", "entries reordered", { tenantId, kind: kind.path, version });
      sendVersioned(res, version, { version, records: data });
    }),
  );

  router.put(
    `${BASE}/:kind/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const id = entryIdParam(req);
      const { version, data, kind, tenantId } = await write(req, res, (kind) => readBody(kind, req.body), async (trx, tenantId, kind, body, actor, version) => {
        const before = (await kind.records(trx, tenantId)).find((r) => r.id === id);
        if (!before) throw notFound(kind, id);
        await checkOrg(trx, tenantId, kind, body);
        const record = await kind.update(trx, tenantId, id, body);
        if (!record) throw notFound(kind, id);
        await writeAudit(trx, { tenantId, actor, action: "update", resource: kind.resource, resourceId: id, before, after: record, version });
        return record;
      });
      ctx.log("info", "entry updated", { tenantId, kind: kind.path, id, version });
      sendVersioned(res, version, { version, record: data });
    }),
  );

  router.delete(
    `${BASE}/:kind/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const id = entryIdParam(req);
      const { version, kind, tenantId } = await write(req, res, () => null, async (trx, tenantId, kind, _input, actor, version) => {
        const before = (await kind.records(trx, tenantId)).find((r) => r.id === id);
        if (!before) throw notFound(kind, id);
        await kind.remove(trx, tenantId, id);
        await writeAudit(trx, { tenantId, actor, action: "delete", resource: kind.resource, resourceId: id, before, after: null, version });
      });
      ctx.log("info", "entry deleted", { tenantId, kind: kind.path, id, version });
      sendVersioned(res, version, { version });
    }),
  );

  return router;
}
