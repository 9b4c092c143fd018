import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The server's Prometheus metrics (ADR 032), served at /metrics by server/app.ts:
 * - portal_http_request_duration_seconds{method,route,status}: every answer of the one server;
 *   `route` is the Remix route id or the Express route, never the raw path;
 * - portal_platform_call_duration_seconds{call,outcome}: every call of the portal to the
 *   platform (loaders and the BFF), by method and path shape;
 * - portal_cache_lookups_total{cache,result}: hits and misses of the server's caches, and
 *   portal_cache_entries / portal_cache_bytes{cache}: what each holds now;
 * - portal_active_sessions: sessions seen in the last ACTIVE_WINDOW (see active-sessions.server.ts);
 * - the process's own (heap, RSS, event loop lag, GC) from prom-client's defaults.
 *
 * server/app.ts and the Remix build are two module graphs: the metrics are one slot on
 * globalThis so that both count into the same registry.
 */
interface Metrics {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  platformDuration: Histogram<"call" | "outcome">;
  cacheLookups: Counter<"cache" | "result">;
  cacheEntries: Gauge<"cache">;
  cacheBytes: Gauge<"cache">;
  activeSessions: Gauge;
  /** What each cache holds now, read when the metrics are collected. */
  cacheSizes: Map<string, () => { entries: number; bytes?: number }>;
  activeSessionCount: () => number;
}

const SLOT = Symbol.for("portal.metrics");
type Slot = { [SLOT]?: Metrics };

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "portal_process_" });
  const cacheSizes = new Map<string, () => { entries: number; bytes?: number }>();
  const metrics: Metrics = {
    registry,
    cacheSizes,
    activeSessionCount: () => 0,
    httpDuration: new Histogram({ name: "portal_http_request_duration_seconds", help: "Time to answer a request, by route", labelNames: ["method", "route", "status"], buckets: SECONDS, registers: [registry] }),
    platformDuration: new Histogram({ name: "portal_platform_call_duration_seconds", help: "Time of the portal's calls to the platform, by call", labelNames: ["call", "outcome"], buckets: SECONDS, registers: [registry] }),
    cacheLookups: new Counter({ name: "portal_cache_lookups_total", help: "Lookups in the server's caches, by cache and hit or miss", labelNames: ["cache", "result"], registers: [registry] }),
    cacheEntries: new Gauge({
      name: "portal_cache_entries",
      help: "Entries each server cache holds",
      labelNames: ["cache"],
      registers: [registry],
      collect() {
        for (const [cache, size] of cacheSizes) this.set({ cache }, size().entries);
      },
    }),
    cacheBytes: new Gauge({
      name: "portal_cache_bytes",
      help: "Bytes each size-bounded server cache holds",
      labelNames: ["cache"],
      registers: [registry],
      collect() {
        for (const [cache, size] of cacheSizes) {
          const bytes = size().bytes;
          if (bytes !== undefined) this.set({ cache }, bytes);
        }
      },
    }),
    activeSessions: new Gauge({
      name: "portal_active_sessions",
      help: "Sessions that made a request in the last five minutes",
      registers: [registry],
      collect() {
        this.set(metrics.activeSessionCount());
      },
    }),
  };
  return metrics;
}

export const metrics: Metrics = ((globalThis as Slot)[SLOT] ??= createMetrics());

/** Counts one lookup of `cache`. */
export function countCacheLookup(cache: string, hit: boolean): void {
  metrics.cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}

/** Reports what `cache` holds whenever the metrics are read. */
export function reportCacheSize(cache: string, size: () => { entries: number; bytes?: number }): void {
  metrics.cacheSizes.set(cache, size);
}

const KNOWN_CALLS = 400;
const calls = new Set<string>();

/**
 * The shape of a platform path, as a label: query dropped, ids and other variable segments
 * as ":id". The set of labels is capped so that odd paths sent through the BFF cannot grow
 * the series without end.
 */
export function platformCallLabel(method: string, path: string): string {
  const shape = path
    .split("?")[0]!
    .split("/")
    .map((segment) => (segment === "" || /^v\d+$/.test(segment) || /^[a-z][a-z-]{0,40}$/i.test(segment) ? segment : ":id"))
    .join("/");
  const label = `${method.toUpperCase()} ${shape}`;
  if (calls.has(label)) return label;
  if (calls.size >= KNOWN_CALLS) return `${method.toUpperCase()} other`;
  calls.add(label);
  return label;
}

/** Times one platform call; call the returned function with the answer's status (or "failed"). */
export function timePlatformCall(method: string, path: string): (outcome: number | "failed" | "timeout") => void {
  const end = metrics.platformDuration.startTimer({ call: platformCallLabel(method, path) });
  return (outcome) => {
    end({ outcome: typeof outcome === "number" ? String(outcome) : outcome });
  };
}
