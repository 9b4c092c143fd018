import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { countCacheLookup, reportCacheSize } from "#app/kit/observability/metrics.server";
import type { PlatformResult } from "./platform-result";

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
 *   change the user makes shows on their next page load. Changes made elsewhere (an admin of
 *   another session, another portal node) show within READ_TTL_MS.
 * - Memory (ADR 032): only sessions that read within READ_TTL_MS are held (a session's answers
 *   go once they are stale, not when the session is pushed out), at most MAX_SESSIONS of them,
 *   each with at most MAX_READS_PER_SESSION answers.
 */
export const READ_TTL_MS = 5_000;
export const MAX_SESSIONS = 2_000;
export const MAX_READS_PER_SESSION = 32;

interface Entry {
  at: number;
  value: Promise<PlatformResult>;
}

const sessions = new LRUCache<string, Map<string, Entry>>({ max: MAX_SESSIONS, ttl: READ_TTL_MS, updateAgeOnGet: true, ttlResolution: 100 });
// Stale sessions go even when nobody asks for them again.
setInterval(() => sessions.purgeStale(), READ_TTL_MS).unref();
reportCacheSize("session-reads", () => ({ entries: sessions.size }));

export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

function sessionEntries(token: string, now: number): Map<string, Entry> {
  const key = tokenKey(token);
  let entries = sessions.get(key);
  if (!entries) {
    entries = new Map();
    sessions.set(key, entries);
  }
  for (const [path, entry] of entries) if (now - entry.at > READ_TTL_MS) entries.delete(path);
  return entries;
}

const reusable = (result: PlatformResult): boolean => result.status === 200 && result.envelope?.success === true;

/**
 * The answer of `call` for this token, headers and path: reused while fresh, else asked.
 * Concurrent page loads of one session share one call.
 */
export async function readForSession(token: string, headers: Record<string, string>, path: string, call: () => Promise<PlatformResult>, now = Date.now()): Promise<PlatformResult> {
  if (!token) return call();
  const entries = sessionEntries(token, now);
  const key = `${JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))}\u0000${path}`;
  const cached = entries.get(key);
  if (cached && now - cached.at <= READ_TTL_MS) {
    countCacheLookup("session-reads", true);
    return cached.value;
  }
  countCacheLookup("session-reads", false);
  const entry: Entry = { at: now, value: call() };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_READS_PER_SESSION) entries.delete(entries.keys().next().value ?? "");
  entry.value.then(
    (result) => {
      if (!reusable(result) && entries.get(key) === entry) entries.delete(key);
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
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
