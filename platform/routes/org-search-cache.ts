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
 * node's seed, a hand edit) takes to be found; a stale index is served while the new one builds.
 */
export const ORG_SEARCH_INDEX_TTL_MS = 5 * 60_000;
/** Orgs held in all indexes together: three tenants of 100,000 (an index of 100,000 takes about 23 MB). */
const MAX_INDEXED_ORGS = 300_000;

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
      const rows = await ctx.db
        .selectFrom("orgs")
        .select(["id", "parent_id", "name", "type", "enable", "status"])
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const index = buildOrgSearchIndex(rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, type: r.type, enable: r.enable, status: r.status })));
      if (rows.length >= 10_000) ctx.log("info", "built org search index", { tenantId, orgs: rows.length, ms: Math.round(performance.now() - started) });
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
