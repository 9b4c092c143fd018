import { LRUCache } from "lru-cache";
import { countCacheLookup, reportCacheSize } from "#app/kit/observability/metrics.server";
import { callPlatform, type PlatformResult } from "./client.server";
import type { PageEtags } from "./config-etags.server";
import { isUpstreamFault } from "./upstream-policy.server";

/**
 * Per-tenant cache of tenant config answers (ARCHITECTURE §10, ADR 027). Each answer
 * carries an ETag (its version), and every use revalidates it with If-None-Match: the
 * platform answers 304 without a body while the version holds, so an admin's publish
 * shows on the next page load of every node, without a restart. A change made through
 * this node (any mutating call of the tenant's sessions) also drops the tenant's answers.
 *
 * Page loads that revalidate the same answer at the same moment share one call
 * (ADR 011): the answer is the tenant's, not the session's, and a shared answer is at
 * least as fresh as the one each would have asked for. A page load whose shared call did
 * not give a usable answer (a refusal, a 401, a failure) asks with its own token. A
 * change through this node also drops the revalidations under way, and an answer asked
 * before the change is not kept.
 *
 * One probe per page (ADR 063): the page asks the platform once for the ETags of all of them
 * (app/platform-api/config-etags.server.ts); an answer held under the ETag it names is used
 * without a call, the others are revalidated as above.
 *
 * Stale if error (ADR 031): when the platform does not answer a revalidation (no answer in
 * time, an open breaker, a 5xx, a body that is not its envelope), the cached answer stands.
 * Memory (ADR 032): at most MAX_ENTRIES answers (tenant × call), least recently used first.
 */
interface Entry {
  etag: string;
  envelope: NonNullable<PlatformResult["envelope"]>;
}

export const MAX_ENTRIES = 2000;
const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
reportCacheSize("tenant-config", () => ({ entries: entries.size }));
/** Revalidations under way, by cache key. */
const pending = new Map<string, Promise<PlatformResult>>();
/** Bumped by every forget: an answer asked before it is not kept. */
let generation = 0;

const keyOf = (tenantId: string, path: string) => `${tenantId}\u0000${path}`;

/** Drops the cached config of a tenant (a change went through this node). */
export function forgetTenantConfig(tenantId: string | null | undefined): void {
  if (!tenantId) return;
  const prefix = `${tenantId}\u0000`;
  generation++;
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  for (const key of [...pending.keys()]) if (key.startsWith(prefix)) pending.delete(key);
}

const usable = (result: PlatformResult): boolean => result.status === 200 && result.envelope?.success === true;

async function revalidate(key: string, path: string, token: string, headers: Record<string, string> | undefined): Promise<PlatformResult> {
  const cached = entries.get(key);
  const asked = generation;
  let result: PlatformResult;
  try {
    result = await callPlatform(path, { token, headers, ifNoneMatch: cached?.etag });
  } catch (error) {
    // Stale if error (ADR 031): the tenant's last answer while the platform does not give one.
    if (cached && asked === generation) return { status: 200, envelope: cached.envelope, etag: cached.etag };
    throw error;
  }
  if (cached && asked === generation && isUpstreamFault(result)) return { status: 200, envelope: cached.envelope, etag: cached.etag };
  const current = asked === generation;
  if (result.status === 304 && cached) {
    countCacheLookup("tenant-config", true);
    return { status: 200, envelope: cached.envelope, etag: cached.etag };
  }
  countCacheLookup("tenant-config", false);
  if (current && result.status === 200 && result.etag && result.envelope?.success) entries.set(key, { etag: result.etag, envelope: result.envelope });
  return result;
}

/**
 * The tenant's answer of `path`. With the page's ETags (ADR 063, one probe per page) a cached
 * answer of the ETag the platform gives now is used as it is, without a call; without them, or
 * for another ETag, the answer is revalidated with If-None-Match.
 */
export async function fetchTenantConfig(path: string, tenantId: string, token: string, headers?: Record<string, string>, page?: PageEtags | null): Promise<PlatformResult> {
  const key = keyOf(tenantId, path);
  const current = page?.etags[path];
  if (current !== undefined) {
    const cached = entries.get(key);
    if (cached && cached.etag === current) {
      countCacheLookup("tenant-config", true);
      return { status: 200, envelope: cached.envelope, etag: cached.etag };
    }
  }
  const shared = pending.get(key);
  if (shared) {
    const result = await shared.catch(() => null);
    if (result && usable(result)) return result;
    return revalidate(key, path, token, headers);
  }
  const call = revalidate(key, path, token, headers);
  pending.set(key, call);
  const done = () => {
    if (pending.get(key) === call) pending.delete(key);
  };
  call.then(done, done);
  return call;
}

/** Drops every cached config. */
export function forgetAllTenantConfig(): void {
  generation++;
  entries.clear();
  pending.clear();
}
