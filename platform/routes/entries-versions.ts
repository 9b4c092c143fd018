import express, { type Request, type Response } from "express";
import type { Kysely } from "kysely";
import { bumpRegistryVersion, readRegistryVersion } from "../db/registry-versions.ts";
import type { Database } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { changedPointers } from "../http/config-versions.ts";
import {
  contentVersionsSince,
  dropContentDraft,
  ensureContentImported,
  listContentVersions,
  readContentDraft,
  readContentVersion,
  recordContentVersion,
  saveContentDraft,
  StaleContentError,
  type ContentRef,
} from "../http/content-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, fieldErrors, handle, ok, type FieldError } from "../http/envelope.ts";
import { anyVersionRefused, versionEtag } from "../http/if-match.ts";
import { intValue, noQueryParams, queryString, rejectHostileShape } from "../http/input.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { ENTRY_KINDS, type EntryKind, type EntryRecord } from "./entries-admin-kinds.ts";

const BASE = "/workbench/v4/admin/entries";
/** Most entries one list holds (as entries-admin.ts). */
const MAX_ENTRIES = 200;
/** A draft larger than this (as JSON) is refused: 200 entries of every field fit well within it. */
const MAX_DRAFT_BYTES = 512 * 1024;

/** The fields a write of each kind takes (its write schema's properties); a record's others (id, name, childCount) are the platform's. */
const WRITABLE: Record<string, readonly string[]> = {
  "portal-entry-write.schema.json": ["code", "nameAllLang", "url", "openType", "thumbnailType", "iconClass", "imageUrl", "textColor", "textHoverColor", "showName"],
  "side-entry-write.schema.json": ["nameAllLang", "iconClass", "linkType", "source", "contentUrl", "openType"],
  "dashboard-write.schema.json": ["nameAllLang", "icon", "contentUrl", "orgId"],
  "help-url-write.schema.json": ["nameAllLang", "url", "productCode", "integrateType"],
};

function kindParam(req: Request): EntryKind {
  const kind = ENTRY_KINDS.find((k) => k.path === req.params.kind);
  if (!kind) throw new ApiError(404, `No such entry list: ${String(req.params.kind).slice(0, 40)} (one of ${ENTRY_KINDS.map((k) => k.path).join(", ")})`, "404");
  return kind;
}

const refOf = (tenantId: string, kind: EntryKind): ContentRef => ({ tenantId, resource: "entries", key: kind.path });

/** One entry of a draft or a version: the id of the entry it changes (none: a new one) and its writable fields. */
interface ListItem {
  id: string | null;
  body: Record<string, unknown>;
  /** The entry of the list it names, unchanged: kept as stored (a seeded value the write schema would refuse is not re-checked). */
  unchanged: boolean;
}

const writableOf = (kind: EntryKind, entry: Record<string, unknown>) =>
  Object.fromEntries((WRITABLE[kind.schema] ?? []).filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]));

/** A draft's or a version's value as the list to publish, with every fault by `index/field`. */
export function listItems(kind: EntryKind, value: unknown, current: readonly EntryRecord[]): { items: ListItem[]; errors: FieldError[] } {
  if (!Array.isArray(value)) return { items: [], errors: [{ path: "", message: "must be the list of entries (a JSON array)" }] };
  if (value.length > MAX_ENTRIES) return { items: [], errors: [{ path: "", message: `holds at most ${MAX_ENTRIES} entries` }] };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const items = value.map((entry: unknown, index): ListItem => {
    if (!isPlainObject(entry)) {
      errors.push({ path: `${index}`, message: "must be an entry (a JSON object)" });
      return { id: null, body: {}, unchanged: false };
    }
    const id = typeof entry["id"] === "string" && entry["id"] !== "" ? entry["id"] : null;
    if (id !== null && seen.has(id)) errors.push({ path: `${index}/id`, message: `names entry ${id.slice(0, 40)} a second time` });
    if (id !== null) seen.add(id);
    const body = writableOf(kind, entry);
    const stored = id === null ? undefined : current.find((record) => record.id === id);
    const unchanged = stored !== undefined && JSON.stringify(writableOf(kind, stored)) === JSON.stringify(body);
    if (!unchanged) for (const fault of schemaFieldErrors(kind.schema, body)) errors.push({ path: fault.path ? `${index}/${fault.path}` : `${index}`, message: fault.message });
    return { id, body, unchanged };
  });
  return { items, errors };
}

/** What differs between two lists, as pointers: `/<id>/<field>` per changed field, `/<id>` for an entry added or removed, `/order`. */
function listSummary(before: readonly EntryRecord[], after: readonly EntryRecord[]): string[] {
  const byId = (records: readonly EntryRecord[]) => Object.fromEntries(records.map((r) => [r.id, r]));
  const pointers = changedPointers(byId(before), byId(after)).map((pointer) => {
    const [, id, field] = pointer.split("/");
    return before.some((r) => r.id === id) && after.some((r) => r.id === id) ? `/${id}/${field}` : `/${id}`;
  });
  const kept = (records: readonly EntryRecord[], other: readonly EntryRecord[]) => records.map((r) => r.id).filter((id) => other.some((o) => o.id === id));
  if (kept(before, after).join() !== kept(after, before).join()) pointers.push("/order");
  return [...new Set(pointers)];
}

/**
 * Makes the list the items, in their order: an item naming an entry of the list replaces it, an
 * item with no id (or the id of an entry no longer there) is added, and an entry no item names is
 * removed (a quick entry's children go with it, ADR 023). With `restoreIds` (a rollback past an
 * entry's removal) an added entry keeps the id its version names, so links and pins to it hold;
 * a draft's ids are not trusted for that and its new entries get new ids.
 */
async function applyList(trx: Kysely<Database>, tenantId: string, kind: EntryKind, items: readonly ListItem[], restoreIds: boolean): Promise<EntryRecord[]> {
  const current = await kind.records(trx, tenantId);
  for (const item of items) {
    if (kind.path === "dashboards" && typeof item.body["orgId"] === "string") {
      const org = await trx.selectFrom("orgs").select("id").where("tenant_id", "=", tenantId).where("id", "=", item.body["orgId"]).executeTakeFirst();
      if (!org) throw fieldErrors([{ path: `${items.indexOf(item)}/orgId`, message: "is not an org of this tenant" }]);
    }
  }
  const keep = new Set(items.flatMap((item) => (item.id !== null && current.some((r) => r.id === item.id) ? [item.id] : [])));
  for (const record of current) if (!keep.has(record.id)) await kind.remove(trx, tenantId, record.id);
  const ids: string[] = [];
  for (const item of items) {
    if (item.id !== null && keep.has(item.id)) {
      if (!item.unchanged) await kind.update(trx, tenantId, item.id, item.body);
      ids.push(item.id);
    } else ids.push((await kind.insert(trx, tenantId, item.body, restoreIds && item.id !== null ? item.id : undefined)).id);
  }
  await kind.reorder(trx, tenantId, ids);
  return kind.records(trx, tenantId);
}

/** The list's version; its value gets a history row when it has none (written before versions were kept). */
async function currentVersion(db: Kysely<Database>, tenantId: string, kind: EntryKind): Promise<number> {
  const version = await readRegistryVersion(db, tenantId, kind.list);
  await ensureContentImported(db, refOf(tenantId, kind), version, () => kind.records(db, tenantId));
  return version;
}

/**
 * Publishes a list (a draft's, or an old version's for a rollback) in one transaction: the list's
 * version is raised with the upsert that locks its row and compared with the version the change
 * was made on (412 with the versions since, nothing written); the rows, the history row and the
 * audit row are written beside it.
 */
async function publishList(
  db: Kysely<Database>,
  o: { tenantId: string; kind: EntryKind; items: readonly ListItem[]; basedOn: number; actor: Actor; action: "publish" | "rollback"; restoredFrom?: number },
): Promise<{ version: number; records: EntryRecord[] }> {
  const ref = refOf(o.tenantId, o.kind);
  return db.transaction().execute(async (trx) => {
    const version = await bumpRegistryVersion(trx, o.tenantId, o.kind.list);
    if (version - 1 !== o.basedOn) throw new StaleContentError(`The ${o.kind.path} list`, o.basedOn, version - 1, await contentVersionsSince(trx, ref, o.basedOn));
    const before = await o.kind.records(trx, o.tenantId);
    await ensureContentImported(trx, ref, version - 1, async () => before);
    const records = await applyList(trx, o.tenantId, o.kind, o.items, o.action === "rollback");
    const summary = listSummary(before, records);
    await recordContentVersion(trx, ref, { version, value: records, action: o.action, basedOn: o.basedOn, actor: o.actor, summary, restoredFrom: o.restoredFrom ?? null });
    await writeAudit(trx, { tenantId: o.tenantId, actor: o.actor, action: o.action, resource: o.kind.resource, resourceId: "list", before, after: records, version });
    return { version, records };
  });
}

/** The version a publish or rollback was made on: If-Match's (required: it names one version, not `*`), else `fallback`. */
function basedOnOf(req: Request, what: string, fallback: number | null): number {
  const header = req.get("if-match");
  if (header !== undefined && header.trim() !== "") {
    if (header.includes("*")) throw anyVersionRefused(what);
    const tag = header.split(",")[0]!.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
    if (!/^[0-9]{1,9}$/.test(tag)) throw badRequest(`If-Match must name the version the change was made on, such as "3"`);
    return Number(tag);
  }
  if (fallback === null) throw new ApiError(428, `A change to ${what} must name the version it was made on in If-Match (the ETag read with it)`, "428");
  return fallback;
}

/**
 * Entry lists as drafts, versions and rollbacks (ADR 057): each tenant admin keeps one draft of
 * a list, which no one else sees; publish makes it the list (a version, 412 over a newer one);
 * every version is listed and can be published again. The direct writes of entries-admin.ts
 * stay and record their version too.
 */
export function entriesVersionRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const draft = await readContentDraft(ctx.db, refOf(tenantId, kind), getAuth(res).userId);
      const version = await readRegistryVersion(ctx.db, tenantId, kind.list);
      res.set("ETag", versionEtag(version));
      ok(res, draft ? { ...draft, version, errors: listItems(kind, draft.value, await kind.records(ctx.db, tenantId)).errors } : null);
    }),
  );

  router.put(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body: unknown = req.body;
      if (!isPlainObject(body) || !Array.isArray(body["value"])) throw badRequest("The body must be { value: [entries…], basedOn: <the list's version> }");
      rejectHostileShape(body, 6);
      if (Buffer.byteLength(JSON.stringify(body), "utf8") > MAX_DRAFT_BYTES) throw badRequest(`A draft may be at most ${MAX_DRAFT_BYTES / 1024} KB written as JSON`);
      if (body["value"].length > MAX_ENTRIES) throw fieldErrors([{ path: "value", message: `holds at most ${MAX_ENTRIES} entries` }]);
      const basedOn = intValue(body["basedOn"], "basedOn", 0, 2_000_000_000);
      const draft = await saveContentDraft(ctx.db, refOf(tenantId, kind), getAuth(res).userId, body["value"], basedOn);
      ok(res, { ...draft, errors: listItems(kind, draft.value, await kind.records(ctx.db, tenantId)).errors });
    }),
  );

  router.delete(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      await dropContentDraft(ctx.db, refOf(tenantId, kind), getAuth(res).userId);
      ok(res, true);
    }),
  );

  router.post(
    `${BASE}/:kind/publish`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const auth = getAuth(res);
      const ref = refOf(tenantId, kind);
      const draft = await readContentDraft(ctx.db, ref, auth.userId);
      if (!draft) throw new ApiError(409, `There is no draft of the ${kind.path} list to publish`, "409");
      const { items, errors } = listItems(kind, draft.value, await kind.records(ctx.db, tenantId));
      if (errors.length > 0) throw fieldErrors(errors);
      const basedOn = basedOnOf(req, `the ${kind.path} list`, draft.basedOn);
      const actor = await actorOf(ctx.db, auth);
      const result = await publishList(ctx.db, { tenantId, kind, items, basedOn, actor, action: "publish" });
      await dropContentDraft(ctx.db, ref, auth.userId);
      ctx.log("info", "entry list published", { tenantId, kind: kind.path, version: result.version });
      res.set("ETag", versionEtag(result.version));
      ok(res, result);
    }),
  );

  router.get(
    `${BASE}/:kind/versions`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      for (const name of Object.keys(req.query)) if (name !== "pageIndex" && name !== "pageSize") throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 20);
      const version = await currentVersion(ctx.db, tenantId, kind);
      res.set("ETag", versionEtag(version));
      ok(res, { ...(await listContentVersions(ctx.db, refOf(tenantId, kind), pageIndex, pageSize)), publishedVersion: version });
    }),
  );

  router.get(
    `${BASE}/:kind/versions/:version`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const version = intValue(req.params.version, "version", 0, 2_000_000_000);
      await currentVersion(ctx.db, tenantId, kind);
      ok(res, await readContentVersion(ctx.db, refOf(tenantId, kind), version));
    }),
  );

  router.post(
    `${BASE}/:kind/rollback`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const kind = kindParam(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      if (!isPlainObject(req.body)) throw badRequest("The body must be { version: <the version to restore> }");
      const target = intValue(req.body["version"], "version", 0, 2_000_000_000);
      await currentVersion(ctx.db, tenantId, kind);
      const basedOn = basedOnOf(req, `the ${kind.path} list`, null);
      const old = await readContentVersion(ctx.db, refOf(tenantId, kind), target);
      const { items, errors } = listItems(kind, old.value, await kind.records(ctx.db, tenantId));
      if (errors.length > 0) throw new ApiError(409, `Version ${target} of the ${kind.path} list no longer validates and cannot be restored (${errors[0]!.path}: ${errors[0]!.message})`, "409", { errors });
      const actor = await actorOf(ctx.db, getAuth(res));
      const result = await publishList(ctx.db, { tenantId, kind, items, basedOn, actor, action: "rollback", restoredFrom: target });
      ctx.log("info", "entry list rolled back", { tenantId, kind: kind.path, version: result.version, restoredFrom: target });
      res.set("ETag", versionEtag(result.version));
      ok(res, result);
    }),
  );

  return router;
}

/** For the direct writes (entries-admin.ts): the list's value before the write gets its history row, the write its own. */
export async function recordDirectWrite(trx: Kysely<Database>, o: { tenantId: string; kind: EntryKind; version: number; actor: Actor; before: readonly EntryRecord[] }): Promise<void> {
  const ref = refOf(o.tenantId, o.kind);
  await ensureContentImported(trx, ref, o.version - 1, async () => o.before);
  const after = await o.kind.records(trx, o.tenantId);
  await recordContentVersion(trx, ref, { version: o.version, value: after, action: "publish", basedOn: o.version - 1, actor: o.actor, summary: listSummary(o.before, after) });
}
