import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { countCacheLookup, reportCacheSize } from "#app/kit/observability/metrics.server";
import type { PlatformResult } from "./platform-result";
import { isUpstreamFault } from "./upstream-policy.server";

/**
 * Short-lived reuse of a session's own platform reads for page loads (ADR 008). A portal
 * page asks the platform for the user, the tenants, env info, the portal type, the org and
 * the identities; a person moving between pages gets the same answers a moment later.
 *
 * - Scope: one token and one set of session headers (tenant, identity, trust source); the
 *   key is a hash of them, so no session can ever read another's answers.
 * - Freshness: an answer is reused for READ_TTL_MS at most, and only a successful one (a
 *   failure or a 401 is asked again the next time).
 * - Invalidation: every mutating call made with the token — through the BFF or by the
 *   portal's server — and every logout forgets all of that token's answers at once, so a
 *   change the user makes shows on their next page load. Changes made elsewhere (another
 *   admin, another portal node) show within READ_TTL_MS.
 * - Stale if error (ADR 031): the last successful answer is kept for STALE_MAX_MS and stands
 *   in for an answer the platform failed to give (no answer in time, an open breaker, a 5xx,
 *   a body that is not its JSON envelope), so a failing call does not empty a piece the
 *   session already had. A refusal (4xx, 401 included) is never covered up, and the
 *   invalidations above drop the kept answers too.
 * - Memory (ADR 032): a session's answers go when it has read nothing for STALE_MAX_MS;
 *   at most MAX_SESSIONS sessions are held (the one read longest ago goes first), each with
 *   at most MAX_READS_PER_SESSION answers.
 */
export const READ_TTL_MS = 5_000;
export const STALE_MAX_MS = 10 * 60_000;
export const MAX_SESSIONS = 2_000;
export const MAX_READS_PER_SESSION = 32;

interface Entry {
  at: number;
  value: Promise<PlatformResult>;
  /** The last successful answer and when it came (stale if error). */
  good: { at: number; result: PlatformResult } | null;
}

const sessions = new LRUCache<string, Map<string, Entry>>({ max: MAX_SESSIONS, ttl: STALE_MAX_MS, updateAgeOnGet: true, ttlResolution: 1_000 });
// Sessions gone quiet go even when nobody asks for them again.
setInterval(() => sessions.purgeStale(), 60_000).unref();
reportCacheSize("session-reads", () => ({ entries: sessions.size }));

export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

function sessionEntries(token: string): Map<string, Entry> {
  const key = tokenKey(token);
  let entries = sessions.get(key);
  if (!entries) {
    entries = new Map();
    sessions.set(key, entries);
  }
  return entries;
}

const reusable = (result: PlatformResult): boolean => result.status === 200 && result.envelope?.success === true;

/**
 * The answer of `call` for this token, headers and path: reused while fresh, else asked;
 * when the platform fails to answer, the last successful answer of the last STALE_MAX_MS.
 * Concurrent page loads of one session share one call.
 */
export async function readForSession(token: string, headers: Record<string, string>, path: string, call: () => Promise<PlatformResult>, now = Date.now()): Promise<PlatformResult> {
  if (!token) return call();
  const entries = sessionEntries(token);
  const key = `${JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))}\u0000${path}`;
  const cached = entries.get(key);
  if (cached && now - cached.at <= READ_TTL_MS) {
    countCacheLookup("session-reads", true);
    return cached.value;
  }
  countCacheLookup("session-reads", false);
  const kept = cached?.good && now - cached.good.at <= STALE_MAX_MS ? cached.good : null;
  const entry: Entry = { at: now, value: Promise.resolve(null as unknown as PlatformResult), good: kept };
  entry.value = call().then(
    (result) => {
      if (reusable(result)) {
        entry.good = { at: Date.now(), result };
        return result;
      }
      // Asked again next time; the kept answer stays for the next failure.
      if (entries.get(key) === entry) entries.set(key, { ...entry, at: -Infinity });
      return kept && isUpstreamFault(result) ? kept.result : result;
    },
    (error: unknown) => {
      if (entries.get(key) === entry) entries.set(key, { ...entry, at: -Infinity });
      if (kept) return kept.result;
      throw error;
    },
  );
  // Most recently read last: past the bound, the answer read longest ago goes.
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_READS_PER_SESSION) entries.delete(entries.keys().next().value ?? "");
  return entry.value;
}

/** Forgets every answer read with this token (a mutating call, a logout, a revoked token). */
export function forgetSessionReads(token: string | null | undefined): void {
  if (token) sessions.delete(tokenKey(token));
}

/** Forgets every session's answers (tests; a platform that changed under everyone). */
export function forgetAllSessionReads(): void {
  sessions.clear();
}

/** How many sessions' answers are held (tests, metrics). */
export function heldSessionReads(): number {
  return sessions.size;
}
