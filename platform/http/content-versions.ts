import type { Kysely, Transaction } from "kysely";
import type { ConfigVersionAction, ContentResource, Database } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { ApiError } from "./envelope.ts";

/**
 * Entry lists and announcements as versions (ADR 057), the same shape as the tenant config's
 * (ADR 020, config-versions.ts): one append-only history row per publish or rollback holding the
 * value as answered after it, and one draft per admin. The version number is the resource's own
 * (an entry list's registry version, an announcement's row version), so If-Match, ETags and the
 * history count alike. A value stored before any history row gets one as an `import`.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Names one versioned thing of a tenant. */
export interface ContentRef {
  tenantId: string;
  resource: ContentResource;
  key: string;
}

/** One version as answered: the shape of the tenant config's versions (ADR 020). */
export interface ContentVersionRecord {
  version: number;
  action: ConfigVersionAction;
  actorAccount: string;
  at: string;
  summary: string[];
  basedOn: number;
  restoredFrom: number | null;
  valid: boolean;
}

const COLUMNS = ["version", "value", "action", "actor_account", "created_at", "summary", "based_on", "restored_from"] as const;

interface Row {
  version: number;
  value: unknown;
  action: ConfigVersionAction;
  actor_account: string;
  created_at: Date | string;
  summary: string[];
  based_on: number;
  restored_from: number | null;
}

function record(row: Row): ContentVersionRecord {
  return {
    version: row.version,
    action: row.action,
    actorAccount: row.actor_account,
    at: new Date(row.created_at).toISOString(),
    summary: Array.isArray(row.summary) ? row.summary : [],
    basedOn: row.based_on,
    restoredFrom: row.restored_from,
    valid: true,
  };
}

const of = (db: Db, ref: ContentRef) => db.selectFrom("content_versions").where("tenant_id", "=", ref.tenantId).where("resource", "=", ref.resource).where("key", "=", ref.key);

/** Writes one history row; a row already there for the version is kept (an import racing a write). */
export async function recordContentVersion(
  db: Db,
  ref: ContentRef,
  entry: { version: number; value: unknown; action: ConfigVersionAction; basedOn: number; actor: Actor; summary: string[]; restoredFrom?: number | null },
): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({
      tenant_id: ref.tenantId,
      resource: ref.resource,
      key: ref.key,
      version: entry.version,
      value: JSON.stringify(entry.value ?? null),
      action: entry.action,
      restored_from: entry.restoredFrom ?? null,
      based_on: entry.basedOn,
      actor_user_id: entry.actor.userId,
      actor_account: entry.actor.account,
      created_at: new Date(),
      summary: JSON.stringify(entry.summary),
    })
    .onConflict((oc) => oc.columns(["tenant_id", "resource", "key", "version"]).doNothing())
    .execute();
}

const SYSTEM: Actor = { userId: "system", account: "system" };

/** Gives the value published now its history row (as an import) when it has none: what was written before versions were kept. */
export async function ensureContentImported(db: Db, ref: ContentRef, version: number, value: () => Promise<unknown>): Promise<void> {
  const found = await of(db, ref).select("version").where("version", "=", version).executeTakeFirst();
  if (found) return;
  await recordContentVersion(db, ref, { version, value: await value(), action: "import", basedOn: 0, actor: SYSTEM, summary: [] });
}

export async function listContentVersions(db: Kysely<Database>, ref: ContentRef, pageIndex: number, pageSize: number): Promise<{ records: ContentVersionRecord[]; recordTotal: number; totalPage: number }> {
  const total = await of(db, ref).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
  const rows = await of(db, ref)
    .select([...COLUMNS])
    .orderBy("version", "desc")
    .offset((pageIndex - 1) * pageSize)
    .limit(pageSize)
    .execute();
  const recordTotal = Number(total?.n ?? 0);
  return { records: rows.map(record), recordTotal, totalPage: Math.ceil(recordTotal / pageSize) };
}

export async function readContentVersion(db: Db, ref: ContentRef, version: number): Promise<ContentVersionRecord & { value: unknown }> {
  const row = await of(db, ref).select([...COLUMNS]).where("version", "=", version).executeTakeFirst();
  if (!row) throw new ApiError(404, `${ref.resource === "entries" ? `The ${ref.key} list` : `Announcement ${ref.key}`} has no version ${version}`, "404");
  return { ...record(row), value: row.value ?? null };
}

/** The versions after `version`, oldest first: what was published since a draft's base (the 412's details). */
export async function contentVersionsSince(db: Db, ref: ContentRef, version: number): Promise<ContentVersionRecord[]> {
  const rows = await of(db, ref).select([...COLUMNS]).where("version", ">", version).orderBy("version", "asc").limit(100).execute();
  return rows.map(record);
}

/** 412: the draft (or the rollback) was made on a version that is no longer the published one. */
export class StaleContentError extends ApiError {
  constructor(what: string, basedOn: number, current: number, since: ContentVersionRecord[]) {
    super(412, `${what} is at version ${current}, not ${basedOn}: someone published meanwhile; see what changed and publish again`, "412", { current, since });
  }
}

export interface ContentDraft {
  value: unknown;
  basedOn: number;
  updatedAt: string;
}

export async function readContentDraft(db: Db, ref: ContentRef, userId: string): Promise<ContentDraft | null> {
  const row = await db
    .selectFrom("content_drafts")
    .select(["value", "based_on", "updated_at"])
    .where("tenant_id", "=", ref.tenantId)
    .where("resource", "=", ref.resource)
    .where("key", "=", ref.key)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { value: row.value ?? null, basedOn: row.based_on, updatedAt: new Date(row.updated_at).toISOString() } : null;
}

export async function saveContentDraft(db: Db, ref: ContentRef, userId: string, value: unknown, basedOn: number): Promise<ContentDraft> {
  const json = JSON.stringify(value ?? null);
  const now = new Date();
  await db
    .insertInto("content_drafts")
    .values({ tenant_id: ref.tenantId, resource: ref.resource, key: ref.key, user_id: userId, value: json, based_on: basedOn, updated_at: now })
    .onConflict((oc) => oc.columns(["tenant_id", "resource", "key", "user_id"]).doUpdateSet({ value: json, based_on: basedOn, updated_at: now }))
    .execute();
  return { value, basedOn, updatedAt: now.toISOString() };
}

export async function dropContentDraft(db: Db, ref: ContentRef, userId: string): Promise<void> {
  await db.deleteFrom("content_drafts").where("tenant_id", "=", ref.tenantId).where("resource", "=", ref.resource).where("key", "=", ref.key).where("user_id", "=", userId).execute();
}
