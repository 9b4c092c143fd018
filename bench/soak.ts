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
 *
 * `--platform-apart` (or SOAK_PLATFORM=apart) runs the reference platform in a process of its
 * own and the measured portal in another that calls it, as a production portal calls the
 * platform (PLATFORM_API_URL, ADR 031; started as bench/ssr-cold.ts starts them, ADR 042): the
 * portal's CPU per answer is then its own, and the platform's is printed beside it. Without it,
 * the old mode: one process, the platform inside. SOAK_RATES=20,30,40 first steps through those
 * rates (SOAK_STEP_SECONDS each, default 60) and prints each step's p95, to find the highest rate
 * one node holds at p95 < 200 ms; the soak then runs at SOAK_RATE.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { sessionCookie } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { startColdSsrProcesses } from "./ssr-cold";

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
  /** The portal process's CPU per answer over the soak (user + system), ms; null without /proc. */
  cpuMsPerRequest: number | null;
  /** The reference platform's own process's CPU per answer, when it runs apart; null when inside the portal. */
  platformCpuMsPerRequest: number | null;
  /** Rates stepped through before the soak (SOAK_RATES), each step's figures. */
  steps: SoakStep[];
  platformApart: boolean;
}

export interface SoakStep {
  rate: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  cpuMsPerRequest: number | null;
  platformCpuMsPerRequest: number | null;
}

export interface SoakOptions {
  minutes: number;
  sessions: number;
  rate: number;
  /** Rates to step through before the soak, each for `stepSeconds`. */
  steps?: number[];
  stepSeconds?: number;
  print?: (line: string) => void;
}

/** p95 under which a rate counts as held. */
export const HELD_P95_MS = 200;

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
async function signInOnce(baseUrl: string, platformHost: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sessionCookie(baseUrl, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, platformHost);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** `count` sessions of the demo user, each a sign-in of its own, `parallel` at a time. */
async function signIn(baseUrl: string, platformHost: string, count: number, parallel = 4): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        cookies.push(await signInOnce(baseUrl, platformHost));
      }
    }),
  );
  return cookies;
}

/** One request of session `i mod n`: a portal page or a BFF read, alternating, swapped on each pass over the sessions so every session asks for both. */
function requester(baseUrl: string, cookies: string[]) {
  const passes = (i: number) => Math.floor(i / cookies.length);
  const one = async (i: number): Promise<number | null> => {
    const cookie = cookies[i % cookies.length]!;
    const url = (i + passes(i)) % 2 === 0 ? `${baseUrl}/portal/1/` : `${baseUrl}/api/uaa/user`;
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      return performance.now() - t0;
    } catch {
      return null;
    }
  };
  return { one, passes };
}

/**
 * Requests at a steady rate for `ms`: request i leaves at start + i / rate, whatever the answers
 * before it; `tick` runs between sends (closing the soak's 30-second windows).
 */
async function steady(rate: number, ms: number, first: number, send: (i: number) => Promise<void>, tick?: (now: number, sent: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  const end = started + ms;
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  while (performance.now() < end) {
    const due = started + (sent * 1000) / rate;
    const now = performance.now();
    await tick?.(now, first + sent);
    if (due > now) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(due - now, 50)));
      continue;
    }
    const request = send(first + sent++);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  return sent;
}

type Measured = Pick<PortalProcess, "url" | "pid"> & Partial<Pick<PortalProcess, "cpuMs">>;

export async function benchSoak(portal: Measured, options: SoakOptions, platform: Pick<PortalProcess, "cpuMs" | "platformApiUrl"> | null = null): Promise<SoakFigures> {
  const print = options.print ?? (() => undefined);
  const platformHost = platform ? new URL(platform.platformApiUrl).origin : portal.url;
  const cookies = await signIn(portal.url, platformHost, options.sessions);
  const { one, passes } = requester(portal.url, cookies);
  const cpu = () => portal.cpuMs?.() ?? null;
  const platformCpu = () => platform?.cpuMs() ?? null;
  const perRequest = (before: number | null, after: number | null, requests: number) => (before === null || after === null || requests === 0 ? null : +((after - before) / requests).toFixed(2));
  let first = 0;

  // The steps: the highest rate whose p95 stays under HELD_P95_MS is the node's.
  const steps: SoakStep[] = [];
  for (const rate of options.steps ?? []) {
    const latencies: number[] = [];
    let stepErrors = 0;
    const cpu0 = cpu();
    const platformCpu0 = platformCpu();
    const t0 = performance.now();
    const sent = await steady(rate, (options.stepSeconds ?? 60) * 1000, first, async (i) => {
      const ms = await one(i);
      if (ms === null) stepErrors++;
      else latencies.push(ms);
    });
    first += sent;
    const seconds = (performance.now() - t0) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const step: SoakStep = { rate, perSecond: +(sorted.length / seconds).toFixed(1), p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: stepErrors, cpuMsPerRequest: perRequest(cpu0, cpu(), sent), platformCpuMsPerRequest: perRequest(platformCpu0, platformCpu(), sent) };
    steps.push(step);
    print(`step ${rate} requests/s: ${step.perSecond}/s answered, p50 ${step.p50} ms, p95 ${step.p95} ms, errors ${step.errors}, portal CPU ${step.cpuMsPerRequest ?? "?"} ms per answer${platform ? `, platform CPU ${step.platformCpuMsPerRequest ?? "?"} ms` : ""}${step.p95 < HELD_P95_MS && step.errors === 0 ? "" : "  (not held)"}`);
  }

  print(`${cookies.length} sessions signed in; ${options.rate} requests/s for ${options.minutes} min`);
  const all: number[] = [];
  let window: number[] = [];
  let windowErrors = 0;
  let errors = 0;
  const intervals: SoakInterval[] = [];
  const cpuBefore = cpu();
  const platformCpuBefore = platformCpu();
  const started = performance.now();
  let windowStart = started;

  let warmUpIndex: number | null = null;
  const closeWindow = async (now: number, sent: number) => {
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
    // Two passes over the sessions from the soak's start: every session's answers are cached.
    if (warmUpIndex === null && passes(sent - first) >= 2) warmUpIndex = intervals.length - 1;
    print(`${String(interval.atSeconds).padStart(5)} s  ${String(interval.perSecond).padStart(6)} req/s  p50 ${interval.p50} ms  p95 ${interval.p95} ms  p99 ${interval.p99} ms  errors ${interval.errors}  RSS ${interval.rssMb ?? "?"} MB  heap ${interval.heapMb ?? "?"} MB${warmUpIndex === intervals.length - 1 ? "  (warm-up ends)" : ""}`);
    window = [];
    windowErrors = 0;
    windowStart = now;
  };

  const sent = await steady(
    options.rate,
    options.minutes * 60_000,
    first,
    async (i) => {
      const ms = await one(i);
      if (ms === null) {
        errors++;
        windowErrors++;
      } else {
        all.push(ms);
        window.push(ms);
      }
    },
    async (now, i) => {
      if (now >= windowStart + INTERVAL_MS) await closeWindow(now, i);
    },
  );
  await closeWindow(performance.now(), first + sent);
  const cpuAfter = cpu();
  const platformCpuAfter = platformCpu();

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
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter, sent),
    platformCpuMsPerRequest: perRequest(platformCpuBefore, platformCpuAfter, sent),
    steps,
    platformApart: platform !== null,
  };
}

export function describeSoak(figures: SoakFigures): string {
  const percent = (value: number | null) => (value === null ? "n/a (the run ended before the warm-up)" : `${(value * 100).toFixed(1)} %`);
  const where = figures.platformApart ? "the reference platform in its own process" : "the reference platform inside the portal's process";
  const held = figures.steps.filter((step) => step.p95 < HELD_P95_MS && step.errors === 0).sort((a, b) => b.rate - a.rate)[0];
  const steps =
    figures.steps.length === 0
      ? ""
      : `\n  rates stepped through: ${figures.steps.map((step) => `${step.rate}/s → p95 ${step.p95} ms${step.errors ? ` (${step.errors} errors)` : ""}, portal CPU ${step.cpuMsPerRequest ?? "?"} ms`).join("; ")}; highest held at p95 < ${HELD_P95_MS} ms: ${held ? `${held.rate} requests/s` : "none"}`;
  const cpu = `portal CPU ${figures.cpuMsPerRequest ?? "?"} ms per answer${figures.platformApart ? `, platform CPU ${figures.platformCpuMsPerRequest ?? "?"} ms per answer` : " (platform and database included)"}`;
  return `Soak (${where}), ${figures.sessions} sessions at ${figures.rate} requests/s: ${figures.total.requests} answers (${figures.total.perSecond}/s), p50 ${figures.total.p50} ms, p95 ${figures.total.p95} ms, p99 ${figures.total.p99} ms, ${figures.total.errors} errors; ${cpu}; after the warm-up (two passes over the sessions, ${figures.warmUpAtSeconds ?? "?"} s): RSS growth ${percent(figures.rssGrowthAfterWarmUp)}, JS heap between ${figures.heapRangeAfterWarmUp?.join(" and ") ?? "?"} MB${steps}`;
}

export function soakOptions(): Omit<SoakOptions, "print"> & { platformApart: boolean } {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  const steps = (process.env.SOAK_RATES ?? "")
    .split(",")
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const rate = Number(part);
      if (!Number.isFinite(rate) || rate <= 0) throw new Error("SOAK_RATES must be positive numbers separated by commas");
      return rate;
    });
  return {
    minutes: number("SOAK_MINUTES", 10),
    sessions: Math.round(number("SOAK_SESSIONS", 1000)),
    rate: number("SOAK_RATE", 40),
    steps,
    stepSeconds: number("SOAK_STEP_SECONDS", 60),
    platformApart: process.argv.includes("--platform-apart") || process.env.SOAK_PLATFORM === "apart",
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { platformApart, ...options } = soakOptions();
  const print = (line: string) => console.log(line);
  if (platformApart) {
    const processes = await startColdSsrProcesses();
    try {
      console.log(describeSoak(await benchSoak(processes.portal, { ...options, print }, processes.platform)));
    } finally {
      await processes.close();
    }
  } else {
    const portal = await startPortalProcess();
    try {
      console.log(describeSoak(await benchSoak(portal, { ...options, print })));
    } finally {
      await portal.close();
    }
  }
}
