import { sql, type Kysely, type Transaction } from "kysely";
import { DEFAULT_HEADER_THEME, DEFAULT_NAV_LOGO_AND_NAME, DEFAULT_SCENE_PARAMS } from "../config-defaults.ts";
import type { ConfigVersionAction, Database, TenantConfigKind } from "../db/schema.ts";
import { writeAudit, type Actor } from "./audit.ts";
import { ApiError, type FieldError } from "./envelope.ts";
import { schemaFieldErrors } from "./schema-validation.ts";
import { watermarkExists } from "../routes/watermarks.ts";
import { COMPONENT_NAMES } from "../../app/layout/component-names.ts";

/**
 * The tenant config as versions (ADR 020): what a kind's published value is, with the last
 * known good value when the stored one no longer validates; drafts; publish and rollback as one
 * transaction each over the read model (`tenant_configs`), the history
 * (`tenant_config_versions`) and the audit log.
 */

/** One kind of tenant config: its schema, what is served before anything is stored, and how a PUT body applies. */
export interface ConfigKindSpec {
  kind: TenantConfigKind;
  schemaFile: string;
  /** Served when the tenant has stored nothing; null for "no override". */
  defaults: Record<string, unknown> | null;
  /** merge: a PUT body is a partial object merged over the stored value; replace: it is the new value. */
  mode: "merge" | "replace";
}

export const CONFIG_KINDS: readonly ConfigKindSpec[] = [
  { kind: "header-theme", schemaFile: "header-theme.schema.json", defaults: DEFAULT_HEADER_THEME, mode: "merge" },
  { kind: "nav-logo-and-name", schemaFile: "nav-logo-and-name.schema.json", defaults: DEFAULT_NAV_LOGO_AND_NAME, mode: "merge" },
  { kind: "scene-params", schemaFile: "scene-params.schema.json", defaults: DEFAULT_SCENE_PARAMS, mode: "merge" },
  { kind: "layout-override", schemaFile: "layout-override.schema.json", defaults: null, mode: "replace" },
];

/** The spec of a kind named in a path, or a 404 naming the kinds there are. */
export function configKind(name: unknown): ConfigKindSpec {
  const spec = CONFIG_KINDS.find((candidate) => candidate.kind === name);
  if (!spec) throw new ApiError(404, `No such tenant config kind; the kinds are: ${CONFIG_KINDS.map((k) => k.kind).join(", ")}`, "404");
  return spec;
}

/** The faults of a value of a kind (empty when it validates). */
export function configErrors(spec: ConfigKindSpec, value: unknown): FieldError[] {
  if (value === null && spec.defaults === null) return [];
  return schemaFieldErrors(spec.schemaFile, value);
}

const REGISTERED: ReadonlySet<string> = new Set(COMPONENT_NAMES);

/**
 * The component names of a layout override the portal's registry cannot draw
 * (app/layout/component-names.ts, ARCHITECTURE §3): a region's component and every slot or
 * toolbar item's. Checked when a value is written (a draft's faults, publish, PUT), not when it
 * is served: a stored name the registry no longer has draws the fallback (ADR 004).
 */
export function unknownComponentErrors(spec: ConfigKindSpec, value: unknown): FieldError[] {
  if (spec.kind !== "layout-override" || !isRecord(value) || !Array.isArray(value["layouts"])) return [];
  const errors: FieldError[] = [];
  const check = (name: unknown, path: string) => {
    if (typeof name === "string" && name !== "" && !REGISTERED.has(name)) errors.push({ path, message: `names no registered component (${name.slice(0, 64)}); the registry has: ${COMPONENT_NAMES.join(", ")}` });
  };
  const checkItems = (items: unknown, path: string) => {
    if (Array.isArray(items)) items.forEach((item, index) => isRecord(item) && check(item["component"], `${path}/${index}/component`));
  };
  value["layouts"].forEach((entry: unknown, index: number) => {
    const regions = isRecord(entry) ? entry["regions"] : undefined;
    if (!isRecord(regions)) return;
    for (const [region, change] of Object.entries(regions)) {
      if (!isRecord(change)) continue;
      const at = `layouts/${index}/regions/${escapePointer(region)}`;
      check(change["component"], `${at}/component`);
      checkItems(change["items"], `${at}/items`);
      if (isRecord(change["slots"])) for (const [slot, items] of Object.entries(change["slots"])) checkItems(items, `${at}/slots/${escapePointer(slot)}`);
    }
  });
  return errors;
}

/** The faults of a value being written: its schema's, then the names the registry does not have. */
export function writeErrors(spec: ConfigKindSpec, value: unknown): FieldError[] {
  const errors = configErrors(spec, value);
  return errors.length > 0 ? errors : unknownComponentErrors(spec, value);
}

type Db = Kysely<Database> | Transaction<Database>;

/** What the portal is served for a kind: the published value, or the last valid one when that no longer validates. */
export interface ServedConfig {
  /** The published version (0: nothing stored). */
  version: number;
  value: unknown;
  /** The version whose value is served: `version`, an older valid one, or 0 for the defaults. */
  servedVersion: number;
  /** The published value does not validate: an older one (or the defaults) is served. */
  stale: boolean;
}

/**
 * SPEC §3 config as served (ADR 020 "last known good"): the published value when it validates
 * against its schema; else the newest earlier version that does, never the defaults while one
 * exists.
 */
export async function servedConfig(db: Db, tenantId: string, spec: ConfigKindSpec): Promise<ServedConfig> {
  const row = await db.selectFrom("tenant_configs").select(["value", "version"]).where("tenant_id", "=", tenantId).where("kind", "=", spec.kind).executeTakeFirst();
  if (!row) return { version: 0, value: spec.defaults, servedVersion: 0, stale: false };
  const value = row.value ?? null;
  if (configErrors(spec, value).length === 0) return { version: row.version, value, servedVersion: row.version, stale: false };
  const older = await db
    .selectFrom("tenant_config_versions")
    .select(["version", "value"])
    .where("tenant_id", "=", tenantId)
    .where("kind", "=", spec.kind)
    .where("version", "<", row.version)
    .orderBy("version", "desc")
    .limit(50)
    .execute();
  const good = older.find((candidate) => configErrors(spec, candidate.value ?? null).length === 0);
  return good ? { version: row.version, value: good.value ?? null, servedVersion: good.version, stale: true } : { version: row.version, value: spec.defaults, servedVersion: 0, stale: true };
}

/** The published value as stored (valid or not) and its version; the defaults at version 0. */
/** The published version of a kind (0: nothing stored), without reading or checking its value. */
export async function publishedVersion(db: Db, tenantId: string, spec: ConfigKindSpec): Promise<number> {
  const row = await db.selectFrom("tenant_configs").select("version").where("tenant_id", "=", tenantId).where("kind", "=", spec.kind).executeTakeFirst();
  return row?.version ?? 0;
}

export async function publishedConfig(db: Db, tenantId: string, spec: ConfigKindSpec): Promise<{ version: number; value: unknown }> {
  const row = await db.selectFrom("tenant_configs").select(["value", "version"]).where("tenant_id", "=", tenantId).where("kind", "=", spec.kind).executeTakeFirst();
  return row ? { version: row.version, value: row.value ?? null } : { version: 0, value: spec.defaults };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The JSON pointers of what differs between two values: objects key by key, anything else whole. */
export function changedPointers(before: unknown, after: unknown, at = ""): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPointers(before[key], after[key], `${at}/${escapePointer(key)}`));
  }
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [at === "" ? "/" : at];
}

/** One version as answered (ADR 020). */
export interface VersionRecord {
  version: number;
  action: ConfigVersionAction;
  actorAccount: string;
  at: string;
  summary: string[];
  basedOn: number;
  restoredFrom: number | null;
  /** The value validates against the kind's schema today. */
  valid: boolean;
}

interface VersionRow {
  version: number;
  value: unknown;
  action: ConfigVersionAction;
  actor_account: string;
  created_at: Date | string;
  summary: string[];
  based_on: number;
  restored_from: number | null;
}

function versionRecord(spec: ConfigKindSpec, row: VersionRow): VersionRecord {
  return {
    version: row.version,
    action: row.action,
    actorAccount: row.actor_account,
    at: new Date(row.created_at).toISOString(),
    summary: Array.isArray(row.summary) ? row.summary : [],
    basedOn: row.based_on,
    restoredFrom: row.restored_from,
    valid: configErrors(spec, row.value ?? null).length === 0,
  };
}

const VERSION_COLUMNS = ["version", "value", "action", "actor_account", "created_at", "summary", "based_on", "restored_from"] as const;

/**
 * A value stored before versions were kept (or written by the seed) has no history row: it gets
 * one as an import, so that it can be listed, diffed and rolled back to.
 */
async function ensureImported(db: Db, tenantId: string, kind: TenantConfigKind): Promise<void> {
  await sql`
    insert into tenant_config_versions (tenant_id, kind, version, value, action, based_on, actor_user_id, actor_account, created_at)
    select tenant_id, kind, version, value, 'import', 0, 'system', 'system', updated_at from tenant_configs
    where tenant_id = ${tenantId} and kind = ${kind}
    on conflict do nothing
  `.execute(db);
}

/** Gives every stored config value that has none its history row, as an import (the seed writes values directly). */
export async function importConfigHistory(db: Db): Promise<void> {
  await sql`
    insert into tenant_config_versions (tenant_id, kind, version, value, action, based_on, actor_user_id, actor_account, created_at)
    select tenant_id, kind, version, value, 'import', 0, 'system', 'system', updated_at from tenant_configs
    on conflict do nothing
  `.execute(db);
}

/** A page of a kind's versions, newest first. */
export async function listVersions(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, pageIndex: number, pageSize: number): Promise<{ records: VersionRecord[]; recordTotal: number; totalPage: number }> {
  await ensureImported(db, tenantId, spec.kind);
  const base = db.selectFrom("tenant_config_versions").where("tenant_id", "=", tenantId).where("kind", "=", spec.kind);
  const total = await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
  const rows = await base
    .select([...VERSION_COLUMNS])
    .orderBy("version", "desc")
    .offset((pageIndex - 1) * pageSize)
    .limit(pageSize)
    .execute();
  const recordTotal = Number(total?.n ?? 0);
  return { records: rows.map((row) => versionRecord(spec, row)), recordTotal, totalPage: Math.ceil(recordTotal / pageSize) };
}

/** The versions published after `version`, oldest first (what changed since a draft's base). */
async function versionsSince(db: Db, tenantId: string, spec: ConfigKindSpec, version: number): Promise<VersionRecord[]> {
  const rows = await db
    .selectFrom("tenant_config_versions")
    .select([...VERSION_COLUMNS])
    .where("tenant_id", "=", tenantId)
    .where("kind", "=", spec.kind)
    .where("version", ">", version)
    .orderBy("version", "asc")
    .limit(100)
    .execute();
  return rows.map((row) => versionRecord(spec, row));
}

/** One version with its value, or a 404. */
export async function readVersion(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, version: number): Promise<VersionRecord & { value: unknown }> {
  await ensureImported(db, tenantId, spec.kind);
  const row = await db
    .selectFrom("tenant_config_versions")
    .select([...VERSION_COLUMNS])
    .where("tenant_id", "=", tenantId)
    .where("kind", "=", spec.kind)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, `${spec.kind} has no version ${version}`, "404");
  return { ...versionRecord(spec, row), value: row.value ?? null };
}

export interface PublishRequest {
  tenantId: string;
  spec: ConfigKindSpec;
  value: unknown;
  actor: Actor;
  /** The version the change was made on; null: whatever is published now (a PUT without If-Match). */
  basedOn: number | null;
  action: "publish" | "rollback";
  /** What the audit calls it, when not `action`: the runner's publish of a schedule (ADR 062). */
  auditAction?: "scheduled-publish";
  restoredFrom?: number;
}

/** 412: the change was made on a version that is no longer the published one. The details list what was published since. */
export class StaleVersionError extends ApiError {
  constructor(spec: ConfigKindSpec, basedOn: number, current: number, since: VersionRecord[]) {
    super(412, `${spec.kind} is at version ${current}, not ${basedOn}: someone published meanwhile; see what changed and publish again`, "412", { current, since });
  }
}

/**
 * Publishes a value as the kind's next version, in one transaction (ADR 020): the read model is
 * updated only if it is still at the version the change was based on (else 412, nothing
 * written), the version row and the audit row are written beside it.
 */
export async function publishConfig(db: Kysely<Database>, request: PublishRequest): Promise<number> {
  const { tenantId, spec, value, actor, action } = request;
  const errors = writeErrors(spec, value);
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new ApiError(400, `Invalid ${spec.kind}: ${first.path ? `${first.path}: ` : ""}${first.message}`, "400", { errors });
  }
  // SPEC §3 watermarkTemplate names a watermark template of the tenant by id (ADR 021).
  const template = spec.kind === "header-theme" && isRecord(value) ? value["watermarkTemplate"] : undefined;
  if (typeof template === "string" && template !== "" && !(await watermarkExists(db, tenantId, template))) {
    throw new ApiError(400, `Invalid header-theme: watermarkTemplate: names no watermark of this tenant (${template})`, "400", { errors: [{ path: "watermarkTemplate", message: "names no watermark of this tenant" }] });
  }
  return db.transaction().execute(async (trx) => {
    const before = await publishedConfig(trx, tenantId, spec);
    const basedOn = request.basedOn ?? before.version;
    if (basedOn !== before.version) throw new StaleVersionError(spec, basedOn, before.version, await versionsSince(trx, tenantId, spec, basedOn));
    if (before.version > 0) await ensureImported(trx, tenantId, spec.kind);
    const json = JSON.stringify(value ?? null);
    const now = new Date();
    const written = await trx
      .insertInto("tenant_configs")
      .values({ tenant_id: tenantId, kind: spec.kind, value: json, version: 1, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(["tenant_id", "kind"])
          .doUpdateSet((eb) => ({ value: json, version: eb("tenant_configs.version", "+", 1), updated_at: now }))
          .where("tenant_configs.version", "=", basedOn),
      )
      .returning("version")
      .executeTakeFirst();
    if (!written || written.version !== basedOn + 1) {
      const current = await publishedConfig(trx, tenantId, spec);
      throw new StaleVersionError(spec, basedOn, current.version, await versionsSince(trx, tenantId, spec, basedOn));
    }
    const summary = changedPointers(before.value, value);
    await trx
      .insertInto("tenant_config_versions")
      .values({
        tenant_id: tenantId,
        kind: spec.kind,
        version: written.version,
        value: json,
        action,
        restored_from: request.restoredFrom ?? null,
        based_on: basedOn,
        actor_user_id: actor.userId,
        actor_account: actor.account,
        created_at: now,
        summary: JSON.stringify(summary),
      })
      .execute();
    await writeAudit(trx, { tenantId, actor, action: request.auditAction ?? action, resource: "tenant-config", resourceId: spec.kind, before: before.value, after: value, version: written.version });
    return written.version;
  });
}

/** An admin's draft of a kind, with the faults of its value. */
export interface DraftRecord {
  value: unknown;
  basedOn: number;
  updatedAt: string;
  errors: FieldError[];
}

export async function readDraft(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, userId: string): Promise<DraftRecord | null> {
  const row = await db
    .selectFrom("tenant_config_drafts")
    .select(["value", "based_on", "updated_at"])
    .where("tenant_id", "=", tenantId)
    .where("kind", "=", spec.kind)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const value = row.value ?? null;
  return { value, basedOn: row.based_on, updatedAt: new Date(row.updated_at).toISOString(), errors: writeErrors(spec, value) };
}

/** Saves an admin's draft as it is (a draft may not validate yet: its faults are answered with it). */
export async function saveDraft(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, userId: string, value: unknown, basedOn: number): Promise<DraftRecord> {
  const json = JSON.stringify(value ?? null);
  const now = new Date();
  await db
    .insertInto("tenant_config_drafts")
    .values({ tenant_id: tenantId, kind: spec.kind, user_id: userId, value: json, based_on: basedOn, updated_at: now })
    .onConflict((oc) => oc.columns(["tenant_id", "kind", "user_id"]).doUpdateSet({ value: json, based_on: basedOn, updated_at: now }))
    .execute();
  return { value, basedOn, updatedAt: now.toISOString(), errors: writeErrors(spec, value) };
}

export async function dropDraft(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, userId: string): Promise<void> {
  await db.deleteFrom("tenant_config_drafts").where("tenant_id", "=", tenantId).where("kind", "=", spec.kind).where("user_id", "=", userId).execute();
}

/** Another admin's draft of a kind, as the console may see it: whose, on which version, saved when; never its value. */
export interface OtherDraft {
  account: string;
  nickname: string;
  basedOn: number;
  updatedAt: string;
}

/**
 * The drafts of a kind held by the tenant's other admins, newest first (a draft of someone who
 * is no longer admin of the tenant is not told).
 */
export async function otherDrafts(db: Kysely<Database>, tenantId: string, spec: ConfigKindSpec, userId: string): Promise<OtherDraft[]> {
  const rows = await db
    .selectFrom("tenant_config_drafts as d")
    .innerJoin("tenant_members as m", (join) => join.onRef("m.user_id", "=", "d.user_id").onRef("m.tenant_id", "=", "d.tenant_id"))
    .innerJoin("users as u", "u.id", "d.user_id")
    .select(["u.account_name as account", "u.nickname as nickname", "d.based_on as basedOn", "d.updated_at as updatedAt"])
    .where("d.tenant_id", "=", tenantId)
    .where("d.kind", "=", spec.kind)
    .where("d.user_id", "!=", userId)
    .where("m.tenant_admin", "=", true)
    .orderBy("d.updated_at", "desc")
    .limit(20)
    .execute();
  return rows.map((row) => ({ account: row.account, nickname: row.nickname ?? "", basedOn: row.basedOn, updatedAt: new Date(row.updatedAt).toISOString() }));
}
