/**
 * Soak: signed-in traffic from SOAK_SESSIONS distinct sessions (default 1,000) at a steady rate
 * for SOAK_MINUTES (default 10), against the portal as `npm start` runs it (its own process).
 * Each session is a real sign-in of the demo user through the login service's form post. Every
 * request is a portal page (`GET /portal/1/`) or a BFF read (`GET /api/uaa/user`), the sessions
 * taken in turn. Prints throughput, p50/p95/p99, errors, the server's RSS and JS heap every 30 s,
 * and a summary: growth is measured from the end of the warm-up (two passes over the sessions,
 * every session's answers cached) to the end.
 *
 * `NODE_ENV=production npx tsx bench/soak.ts` (after `npx remix vite:build`); SOAK_MINUTES=2
 * for a short run, SOAK_RATE=<requests per second> (default 40) for the steady rate.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { sessionCookie } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";

export interface SoakInterval {
  atSeconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  rssMb: number | null;
  /** The server's JavaScript heap in use (its /metrics), MB. */
  heapMb: number | null;
}

export interface SoakFigures {
  sessions: number;
  rate: number;
  intervals: SoakInterval[];
  total: { requests: number; errors: number; p50: number; p95: number; p99: number; perSecond: number };
  /** The interval whose end is the warm-up's: every session has asked for both kinds of answer. */
  warmUpAtSeconds: number | null;
  rssGrowthAfterWarmUp: number | null;
  /** The JS heap's lowest and highest reading after the warm-up: a collector's sawtooth, so a range, not a growth. */
  heapRangeAfterWarmUp: [number, number] | null;
}

const INTERVAL_MS = 30_000;

function percentile(sorted: number[], p: number): number {
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}

/** The server process's resident set, MB (Linux /proc). */
function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? +(Number(kb) / 1024).toFixed(0) : null;
  } catch {
    return null;
  }
}

/** The server's JavaScript heap in use, MB, from its Prometheus metrics (answered to loopback). */
async function heapMb(baseUrl: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    const bytes = /^portal_process_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1];
    return bytes ? +(Number(bytes) / 1024 / 1024).toFixed(0) : null;
  } catch {
    return null;
  }
}

/** One sign-in; a refused one (the platform busy under the sign-ins before it) is tried again. */
async function signInOnce(baseUrl: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sessionCookie(baseUrl, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** `count` sessions of the demo user, each a sign-in of its own, `parallel` at a time. */
async function signIn(baseUrl: string, count: number, parallel = 4): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        cookies.push(await signInOnce(baseUrl));
      }
    }),
  );
  return cookies;
}

export async function benchSoak(portal: Pick<PortalProcess, "url" | "pid">, options: { minutes: number; sessions: number; rate: number; print?: (line: string) => void }): Promise<SoakFigures> {
  const print = options.print ?? (() => undefined);
  const cookies = await signIn(portal.url, options.sessions);
  print(`${cookies.length} sessions signed in; ${options.rate} requests/s for ${options.minutes} min`);
  const all: number[] = [];
  let window: number[] = [];
  let windowErrors = 0;
  let errors = 0;
  let sent = 0;
  const intervals: SoakInterval[] = [];
  const started = performance.now();
  const end = started + options.minutes * 60_000;
  let windowStart = started;
  const inFlight = new Set<Promise<void>>();

  // Request i goes to session i mod n; the kind alternates, and swaps on each pass over the sessions,
  // so every session asks for both. The warm-up is two passes: every session's answers are cached.
  const passes = (i: number) => Math.floor(i / cookies.length);
  const one = async (i: number) => {
    const cookie = cookies[i % cookies.length]!;
    const url = (i + passes(i)) % 2 === 0 ? `${portal.url}/portal/1/` : `${portal.url}/api/uaa/user`;
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const ms = performance.now() - t0;
      all.push(ms);
      window.push(ms);
    } catch {
      errors++;
      windowErrors++;
    }
  };

  let warmUpIndex: number | null = null;
  const closeWindow = async (now: number) => {
    const sorted = [...window].sort((a, b) => a - b);
    const interval: SoakInterval = {
      atSeconds: Math.round((now - started) / 1000),
      requests: sorted.length,
      perSecond: +(sorted.length / ((now - windowStart) / 1000)).toFixed(1),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: windowErrors,
      rssMb: rssMb(portal.pid),
      heapMb: await heapMb(portal.url),
    };
    intervals.push(interval);
    if (warmUpIndex === null && passes(sent) >= 2) warmUpIndex = intervals.length - 1;
    print(`${String(interval.atSeconds).padStart(5)} s  ${String(interval.perSecond).padStart(6)} req/s  p50 ${interval.p50} ms  p95 ${interval.p95} ms  p99 ${interval.p99} ms  errors ${interval.errors}  RSS ${interval.rssMb ?? "?"} MB  heap ${interval.heapMb ?? "?"} MB${warmUpIndex === intervals.length - 1 ? "  (warm-up ends)" : ""}`);
    window = [];
    windowErrors = 0;
    windowStart = now;
  };

  // A steady rate: request i leaves at started + i / rate, whatever the answers before it.
  while (performance.now() < end) {
    const due = started + (sent * 1000) / options.rate;
    const now = performance.now();
    if (now >= windowStart + INTERVAL_MS) await closeWindow(now);
    if (due > now) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(due - now, 50)));
      continue;
    }
    const request = one(sent++);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  await closeWindow(performance.now());

  const sorted = all.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const warm = warmUpIndex !== null && warmUpIndex < intervals.length - 1 ? intervals[warmUpIndex]! : null;
  const last = intervals.at(-1)!;
  const heapRange = (after: SoakInterval[]): [number, number] | null => {
    const heaps = after.flatMap((interval) => (interval.heapMb === null ? [] : [interval.heapMb]));
    return heaps.length > 0 ? [Math.min(...heaps), Math.max(...heaps)] : null;
  };
  const growth = (from: number | null | undefined, to: number | null) => (from && to !== null ? +((to - from) / from).toFixed(3) : null);
  return {
    sessions: cookies.length,
    rate: options.rate,
    intervals,
    total: { requests: sorted.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), perSecond: +(sorted.length / seconds).toFixed(1) },
    warmUpAtSeconds: warm?.atSeconds ?? null,
    rssGrowthAfterWarmUp: growth(warm?.rssMb, last.rssMb),
    heapRangeAfterWarmUp: heapRange(warmUpIndex === null ? [] : intervals.slice(warmUpIndex)),
  };
}

export function describeSoak(figures: SoakFigures): string {
  const percent = (value: number | null) => (value === null ? "n/a (the run ended before the warm-up)" : `${(value * 100).toFixed(1)} %`);
  return `Soak, ${figures.sessions} sessions at ${figures.rate} requests/s: ${figures.total.requests} answers (${figures.total.perSecond}/s), p50 ${figures.total.p50} ms, p95 ${figures.total.p95} ms, p99 ${figures.total.p99} ms, ${figures.total.errors} errors; after the warm-up (two passes over the sessions, ${figures.warmUpAtSeconds ?? "?"} s): RSS growth ${percent(figures.rssGrowthAfterWarmUp)}, JS heap between ${figures.heapRangeAfterWarmUp?.join(" and ") ?? "?"} MB`;
}

export function soakOptions(): { minutes: number; sessions: number; rate: number } {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  return { minutes: number("SOAK_MINUTES", 10), sessions: Math.round(number("SOAK_SESSIONS", 1000)), rate: number("SOAK_RATE", 40) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess();
  try {
    const figures = await benchSoak(portal, { ...soakOptions(), print: (line) => console.log(line) });
    console.log(describeSoak(figures));
  } finally {
    await portal.close();
  }
}
