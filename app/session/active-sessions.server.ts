import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { metrics } from "#app/kit/observability/metrics.server";

/**
 * Sessions in use (ADR 032): the sessions that made a request in the last ACTIVE_WINDOW_MS.
 * Sessions live in the cookie (ARCHITECTURE §6), so a node knows only the ones it served: the
 * metric is per node, and a load balancer's nodes add up. Held by a hash of the login token,
 * bounded (MAX_TRACKED; beyond it the least recently seen are dropped and the count is a floor).
 */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
export const MAX_TRACKED = 100_000;

const seen = new LRUCache<string, true>({ max: MAX_TRACKED, ttl: ACTIVE_WINDOW_MS, ttlResolution: 1000, updateAgeOnGet: false });

/** Notes that the session of this login token made a request now. */
export function sessionSeen(loginToken: string): void {
  seen.set(createHash("sha256").update(loginToken).digest("base64url").slice(0, 22), true);
}

/** How many sessions made a request within the window. */
export function activeSessionCount(): number {
  seen.purgeStale();
  return seen.size;
}

metrics.activeSessionCount = activeSessionCount;
