import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import { buildOrgSearchIndex, type OrgSearchIndex } from "#packages/org-search/src/org-search-index.ts";
import type { PlatformContext } from "../http/context.ts";

/** What the search call filters on besides the name (SPEC §7 Org search: types, enable, status). */
export interface IndexedOrg {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  enable: boolean;
  status: string | null;
}

/**
 * How long a tenant's index is served before it is rebuilt from the database, ms. Orgs change
 * only when the data is seeded, so this bounds how long a change made by other means (another
 * node's seed, a hand edit) takes to be found; a stale index answers while the new one builds.
 */
export const ORG_SEARCH_INDEX_TTL_MS = 15 * 60_000;
/** Orgs held in all indexes together: three tenants of 100,000 (an index of 100,000 takes about 27 MB). */
const MAX_INDEXED_ORGS = 300_000;

const FIELD = "\x1f";
const ROW = "\x1e";

/**
 * The tenant's orgs in tree order's terms: siblings by sort_order, then id, as the tree shows them.
 * Read as one text (fields and rows joined by the ASCII unit and record separators) and sorted
 * here: on the embedded database a 100,000-row result costs about four times as much.
 */
async function tenantOrgs(db: PlatformContext["db"], tenantId: string): Promise<IndexedOrg[]> {
  const { rows } = await sql<{ orgs: string | null }>`
    select string_agg(concat_ws(chr(31), id, coalesce(parent_id, ''), sort_order::text, type, case when enable then '1' else '0' end,
      coalesce(status, ''), translate(name, chr(30) || chr(31), '  ')), chr(30)) as orgs
    from orgs where tenant_id = ${tenantId}`.execute(db);
  const text = rows[0]?.orgs ?? "";
  if (text === "") return [];
  const orgs = text.split(ROW).map((line) => {
    const [id = "", parentId = "", sortOrder = "0", type = "", enable = "1", status = "", ...name] = line.split(FIELD);
    return { id, parentId: parentId === "" ? null : parentId, name: name.join(FIELD), type, enable: enable === "1", status: status === "" ? null : status, sortOrder: Number(sortOrder) };
  });
  orgs.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return orgs.map(({ sortOrder: _sortOrder, ...org }) => org);
}

export interface OrgSearchIndexes {
  /** The tenant's index: built on first use, then kept (ADR 050). */
  get(tenantId: string): Promise<OrgSearchIndex<IndexedOrg>>;
  /** Starts building the tenant's index if it has none, without waiting for it. */
  warm(tenantId: string): void;
}

/**
 * One org search index per tenant (ADR 050), built once from the tenant's orgs in tree order
 * (siblings by sort_order, then id: as the tree shows them) and searched per keystroke. Held
 * per platform instance, least recently used tenants dropped first.
 */
export function orgSearchIndexes(ctx: Pick<PlatformContext, "db" | "log">): OrgSearchIndexes {
  const cache = new LRUCache<string, OrgSearchIndex<IndexedOrg>>({
    maxSize: MAX_INDEXED_ORGS,
    sizeCalculation: (index) => Math.max(1, index.entries.length),
    ttl: ORG_SEARCH_INDEX_TTL_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (tenantId) => {
      const started = performance.now();
      const orgs = await tenantOrgs(ctx.db, tenantId);
      const index = buildOrgSearchIndex(orgs);
      if (orgs.length >= 10_000) ctx.log("info", "built org search index", { tenantId, orgs: orgs.length, ms: Math.round(performance.now() - started) });
      return index;
    },
  });
  const get = async (tenantId: string) => {
    const index = await cache.fetch(tenantId);
    if (!index) throw new Error(`no org search index for tenant ${tenantId}`);
    return index;
  };
  return {
    get,
    warm: (tenantId) => {
      if (!cache.has(tenantId)) get(tenantId).catch((error: unknown) => ctx.log("warn", "org search index not built", { tenantId, error: String(error) }));
    },
  };
}
