import express, { type Request, type Response } from "express";
import { sql } from "kysely";
import type { AuditAction, AuditResource } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { configKind, dropDraft, listVersions, otherDrafts, publishConfig, publishedConfig, readDraft, readVersion, saveDraft, servedConfig } from "../http/config-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, queryString, rejectHostileShape } from "../http/input.ts";
import { publishFields, unpublishedFields, withDraftFields } from "../http/partial-publish.ts";
import { basedOnFromIfMatch } from "../http/tenant-config.ts";
import { ENTRY_RESOURCES } from "./entries-admin-kinds.ts";

const BASE = "/param/v4/tenant-config";
const AUDIT_PARAMS = ["pageIndex", "pageSize", "resource", "kind", "action", "actor", "from", "to", "q", "format"];
/** The most free-text terms one audit query takes (the text and the field names or kinds it reads as), and the longest. */
const AUDIT_TERMS_MAX = 30;
const AUDIT_TERM_LENGTH_MAX = 64;
/** A date without a time: as `to`, the whole of that day (UTC) is in the range. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const AUDIT_RESOURCES: readonly AuditResource[] = ["tenant-config", "micro-app", "menu", "watermark", "announcement", ...ENTRY_RESOURCES];
const AUDIT_ACTIONS: readonly AuditAction[] = ["publish", "rollback", "create", "update", "delete", "schedule", "unschedule", "scheduled-publish"];
/** The most rows one CSV export holds. */
const CSV_MAX_ROWS = 10_000;

function onlyParams(req: Request, known: readonly string[]): void {
  for (const name of Object.keys(req.query)) {
    if (!known.includes(name)) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
  }
}

function versionParam(value: unknown): number {
  return intValue(value, "version", 1, 1_000_000_000);
}

/** One audit row as answered (ADR 020): who changed what, when, with the value before and after. */
export interface ConfigAuditRecord {
  id: string;
  at: string;
  actorUserId: string;
  actorAccount: string;
  resource: string;
  /** The config kind, app id or menu id. */
  resourceId: string;
  action: string;
  version: number | null;
  before: unknown;
  after: unknown;
}

/**
 * The audit's free text (`q`, given once or up to AUDIT_TERMS_MAX times): each term, trimmed, of at most
 * AUDIT_TERM_LENGTH_MAX characters; empty ones are dropped. A row matches when any term does.
 */
export function auditTerms(value: unknown): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.some((term) => typeof term !== "string")) throw badRequest("q must be text");
  if (list.length > AUDIT_TERMS_MAX) throw badRequest(`q may be given at most ${AUDIT_TERMS_MAX} times`);
  const terms = (list as string[]).map((term) => term.trim()).filter((term) => term !== "");
  const long = terms.find((term) => term.length > AUDIT_TERM_LENGTH_MAX);
  if (long !== undefined) throw badRequest(`q is longer than ${AUDIT_TERM_LENGTH_MAX} characters`);
  return [...new Set(terms)];
}

/** A LIKE pattern that finds `term` as it is anywhere in a text (its %, _ and \ taken literally). */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One free-text term against an audit row, case-insensitive: in the actor's account, the
 * resource, its id (a config's kind), or the name of a top-level field whose value changed
 * between before and after (never in the values: a field is found by its name).
 */
function textMatch(term: string) {
  const pattern = containsPattern(term);
  const objectOf = (column: "before" | "after") => sql`(case when jsonb_typeof(${sql.ref(column)}) = 'object' then ${sql.ref(column)} else '{}'::jsonb end)`;
  return sql`(actor_account ilike ${pattern} or resource ilike ${pattern} or resource_id ilike ${pattern} or exists (
    select 1 from jsonb_object_keys(${objectOf("before")} || ${objectOf("after")}) as field(name)
    where field.name ilike ${pattern} and (${objectOf("before")} -> field.name) is distinct from (${objectOf("after")} -> field.name)
  ))`;
}

/** A CSV cell: quoted, and a text a spreadsheet would run as a formula is kept as text. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS: readonly (keyof ConfigAuditRecord)[] = ["at", "actorAccount", "actorUserId", "resource", "resourceId", "action", "version", "before", "after"];

/**
 * The tenant admin console's calls over the tenant config (ADR 020): the published value with
 * its last-known-good state, the caller's draft, publish (all of the draft or some of its fields,
 * ADR 054), the versions, rollback, and the audit
 * of every publish, rollback and app or menu write (JSON pages or CSV). Tenant admins of the
 * current tenant only; everyone else gets 403.
 */
export function tenantConfigRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    `${BASE}/audit`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, AUDIT_PARAMS);
      const tenantId = await requireTenantAdmin(ctx, res);
      const csv = queryString(req, "format");
      if (csv !== undefined && csv !== "csv" && csv !== "json") throw badRequest("format must be csv or json");
      const resource = queryString(req, "resource") || undefined;
      if (resource !== undefined && !AUDIT_RESOURCES.includes(resource as AuditResource)) throw badRequest(`resource must be one of: ${AUDIT_RESOURCES.join(", ")}`);
      const action = queryString(req, "action") || undefined;
      if (action !== undefined && !AUDIT_ACTIONS.includes(action as AuditAction)) throw badRequest(`action must be one of: ${AUDIT_ACTIONS.join(", ")}`);
      const kind = queryString(req, "kind") || undefined;
      if (kind !== undefined && kind.length > 64) throw badRequest("kind is longer than 64 characters");
      const actor = queryString(req, "actor") || undefined;
      if (actor !== undefined && actor.length > 64) throw badRequest("actor is longer than 64 characters");
      const dateParam = (name: string) => {
        const text = queryString(req, name) || undefined;
        if (text === undefined) return undefined;
        const at = new Date(text);
        if (text.length > 40 || Number.isNaN(at.getTime())) throw badRequest(`${name} must be a date, such as 2026-11-26 or 2026-11-26T10:00:00Z`);
        return at;
      };
      const from = dateParam("from");
      const toParam = dateParam("to");
      // A date alone as `to` means up to the end of that day.
      const to = toParam && DATE_ONLY.test(queryString(req, "to") ?? "") ? new Date(toParam.getTime() + DAY_MS - 1) : toParam;
      if (from !== undefined && to !== undefined && from.getTime() > to.getTime()) throw badRequest("from must not be after to");
      const terms = auditTerms(req.query["q"]);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 20);

      let query = ctx.db.selectFrom("audit_log").where("tenant_id", "=", tenantId);
      if (resource !== undefined) query = query.where("resource", "=", resource as AuditResource);
      if (kind !== undefined) query = query.where("resource_id", "=", kind);
      if (action !== undefined) query = query.where("action", "=", action as AuditAction);
      if (actor !== undefined) query = query.where("actor_account", "=", actor);
      if (from !== undefined) query = query.where("at", ">=", from);
      if (to !== undefined) query = query.where("at", "<=", to);
      if (terms.length > 0) query = query.where((eb) => eb.or(terms.map((term) => sql<boolean>`${textMatch(term)}`)));
      const total = await query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
      const recordTotal = Number(total?.n ?? 0);
      let rows = query.selectAll().orderBy("at", "desc").orderBy("id", "desc");
      rows = csv === "csv" ? rows.limit(CSV_MAX_ROWS) : rows.offset((pageIndex - 1) * pageSize).limit(pageSize);
      const records: ConfigAuditRecord[] = (await rows.execute()).map((r) => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        actorUserId: r.actor_user_id,
        actorAccount: r.actor_account,
        resource: r.resource,
        resourceId: r.resource_id,
        action: r.action,
        version: r.version ?? null,
        before: r.before ?? null,
        after: r.after ?? null,
      }));
      if (csv === "csv") {
        const lines = [CSV_COLUMNS.join(","), ...records.map((record) => CSV_COLUMNS.map((column) => csvCell(record[column])).join(","))];
        res.set("Content-Type", "text/csv; charset=utf-8");
        res.set("Content-Disposition", `attachment; filename="portal-audit-${tenantId}.csv"`);
        res.set("Cache-Control", "no-store");
        // The byte order mark makes spreadsheets read the UTF-8 (Chinese and Swedish names) as such.
        res.send(`\uFEFF${lines.join("\r\n")}\r\n`);
        return;
      }
      ok(res, { records, recordTotal, totalPage: Math.ceil(recordTotal / pageSize) });
    }),
  );

  router.get(
    `${BASE}/:kind`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, []);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const served = await servedConfig(ctx.db, tenantId, spec);
      const published = served.stale ? (await publishedConfig(ctx.db, tenantId, spec)).value : served.value;
      ok(res, { kind: spec.kind, version: served.version, value: published, servedVersion: served.servedVersion, stale: served.stale, servedValue: served.value });
    }),
  );

  router.get(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, []);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      ok(res, await readDraft(ctx.db, tenantId, spec, getAuth(res).userId));
    }),
  );

  // Who else holds a draft of this kind (a platform extension, platform/README.md): the other
  // tenant admins' accounts and when they last saved, never their values.
  router.get(
    `${BASE}/:kind/other-drafts`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, []);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      ok(res, await otherDrafts(ctx.db, tenantId, spec, getAuth(res).userId));
    }),
  );

  router.put(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body = bodyObject(req);
      rejectHostileShape(body);
      for (const key of Object.keys(body)) if (key !== "value" && key !== "basedOn") throw badRequest(`${key.slice(0, 64)}: is not a field of this call`);
      if (!("value" in body)) throw badRequest("value: is required");
      const basedOn = intValue(body["basedOn"], "basedOn", 0, 1_000_000_000);
      ok(res, await saveDraft(ctx.db, tenantId, spec, getAuth(res).userId, body["value"], basedOn));
    }),
  );

  router.delete(
    `${BASE}/:kind/draft`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      await dropDraft(ctx.db, tenantId, spec, getAuth(res).userId);
      ok(res, null);
    }),
  );

  router.post(
    `${BASE}/:kind/publish`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body = bodyObject(req);
      for (const key of Object.keys(body)) if (key !== "basedOn" && key !== "fields") throw badRequest(`${key.slice(0, 64)}: is not a field of this call`);
      const fields = publishFields(body["fields"]);
      const auth = getAuth(res);
      const draft = await readDraft(ctx.db, tenantId, spec, auth.userId);
      if (!draft) throw new ApiError(409, `There is no draft of ${spec.kind} to publish`, "409");
      const basedOn = body["basedOn"] === undefined ? draft.basedOn : intValue(body["basedOn"], "basedOn", 0, 1_000_000_000);
      // ADR 054: some fields only: the published value (of `basedOn`, else the publish answers 412) with those fields of the draft.
      const value = fields ? withDraftFields((await publishedConfig(ctx.db, tenantId, spec)).value, draft.value, fields) : draft.value;
      const version = await publishConfig(ctx.db, { tenantId, spec, value, actor: await actorOf(ctx.db, auth), basedOn, action: "publish" });
      // What the draft holds beyond the published value stays the admin's draft, now based on this version.
      const unpublished = fields ? unpublishedFields(value, draft.value) : [];
      if (unpublished.length > 0) await saveDraft(ctx.db, tenantId, spec, auth.userId, draft.value, version);
      else await dropDraft(ctx.db, tenantId, spec, auth.userId);
      ctx.log("info", "tenant config published", { tenantId, kind: spec.kind, version, ...(fields ? { fields, unpublished } : {}) });
      ok(res, { version, unpublished });
    }),
  );

  router.get(
    `${BASE}/:kind/versions`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["pageIndex", "pageSize"]);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 20);
      ok(res, await listVersions(ctx.db, tenantId, spec, pageIndex, pageSize));
    }),
  );

  router.get(
    `${BASE}/:kind/versions/:version`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, []);
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      ok(res, await readVersion(ctx.db, tenantId, spec, versionParam(req.params["version"])));
    }),
  );

  router.post(
    `${BASE}/:kind/rollback`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const spec = configKind(req.params["kind"]);
      const tenantId = await requireTenantAdmin(ctx, res);
      const body = bodyObject(req);
      for (const key of Object.keys(body)) if (key !== "version" && key !== "basedOn") throw badRequest(`${key.slice(0, 64)}: is not a field of this call`);
      const target = await readVersion(ctx.db, tenantId, spec, versionParam(body["version"]));
      const basedOn = body["basedOn"] !== undefined ? intValue(body["basedOn"], "basedOn", 0, 1_000_000_000) : basedOnFromIfMatch(req.get("if-match"), tenantId);
      const version = await publishConfig(ctx.db, {
        tenantId,
        spec,
        value: target.value,
        actor: await actorOf(ctx.db, getAuth(res)),
        basedOn,
        action: "rollback",
        restoredFrom: target.version,
      });
      ctx.log("info", "tenant config rolled back", { tenantId, kind: spec.kind, version, restoredFrom: target.version });
      ok(res, { version });
    }),
  );

  return router;
}
