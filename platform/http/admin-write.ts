import type { Kysely } from "kysely";
import type { AuditResource, Database } from "../db/schema.ts";
import { writeAudit, type Actor } from "./audit.ts";
import type { ApiError } from "./envelope.ts";
import { requireIfMatch } from "./if-match.ts";

type Db = Kysely<Database>;

/** What a change or removal of one stored resource needs (see adminWrite). */
export interface AdminWrite<Row, Result> {
  tenantId: string;
  actor: Actor;
  /** What the audit calls the write: a change, a removal, or (content with versions, ADR 057) a publish or rollback. */
  action: "update" | "delete" | "publish" | "rollback";
  resource: AuditResource;
  resourceId: string;
  /** Reads the row, locked for update (`SELECT … FOR UPDATE`); undefined when there is none. */
  read(trx: Db): Promise<Row | undefined>;
  /** The 404 when `read` finds nothing. */
  notFound(): ApiError;
  /** For a resource with a version: the request's If-Match, the row's version and its name in the 412. */
  ifMatch?: {
    header: string | undefined;
    version(row: Row): number;
    what: string;
  };
  /** Checks and writes; answers the result and the resource as the API answers it before and after (null when gone). */
  write(
    trx: Db,
    row: Row
  ): Promise<{ result: Result; before: unknown; after: unknown }>;
  /** What else moves with every write of the resource (registry versions), after the audit row. */
  afterWrite?(trx: Db): Promise<unknown>;
}

/**
 * The admin write path shared by the platform's resources (apps, menus, watermark templates):
 * in one transaction, read the row for update (404 when gone), refuse a stale If-Match (412),
 * write, record the audit row with before and after, then `afterWrite`. Any throw rolls all of
 * it back. Returns what `write` answered as its result; throws the ApiErrors above and whatever
 * `write` throws.
 */
export async function adminWrite<Row, Result>(
  db: Db,
  spec: AdminWrite<Row, Result>
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const row = await spec.read(trx);
    if (row === undefined) throw spec.notFound();
    if (spec.ifMatch)
      requireIfMatch(
        spec.ifMatch.header,
        spec.ifMatch.version(row),
        spec.ifMatch.what
      );
    const { result, before, after } = await spec.write(trx, row);
    await writeAudit(trx, {
      tenantId: spec.tenantId,
      actor: spec.actor,
      action: spec.action,
      resource: spec.resource,
      resourceId: spec.resourceId,
      before,
      after,
    });
    await spec.afterWrite?.(trx);
    return result;
  });
}
