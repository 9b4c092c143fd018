/**
 * First renders: the portal home (`GET /portal/1/`) of 1,000 generated users (the seed's
 * `generatedUsers`, PLATFORM_GENERATED_USERS, bench/portal-process.ts), one signed-in session
 * each, every page requested once. The render cache is cold honestly: its key is the URL plus
 * the loader data, and every user's data differs (name, account, watermark), so no page can
 * be another's; nothing is switched off. The server's own cache counters (/metrics) are read
 * before and after and printed: the measured pages must all be misses.
 *
 * Beside them, the bare render: in this process, the same server build runs the same loaders
 * for a sample of the same sessions (against the portal's platform), and the React tree Remix
 * hands to entry.server (`<RemixServer context url>`) is rendered with a plain
 * `renderToString` — no document cache, no style sheet, no compression, no HTTP. The ratio of
 * the server's CPU per first render to the bare render's CPU is the headline figure.
 *
 * The measured portal calls the reference platform in another process (`startColdSsrProcesses`),
 * as a production portal calls the platform, so the server CPU per page is the portal's own.
 *
 * `NODE_ENV=production npx tsx bench/ssr-cold.ts` (after `npx remix vite:build`) runs these
 * figures alone; `--cpu-prof` writes the portal's CPU profile to /tmp/portal-prof.
 * `npm run bench` runs them with the others.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { provideEnv } from "#app/kit/env.server";
import { READ_TTL_MS } from "#app/platform-api/session-cache.server";
import { GENERATED_USER_PASSWORD, generatedAccount } from "#platform/db/seed-generated-users";
import { sessionCookie } from "../tests/e2e/browser";
import { BENCH_GENERATED_USERS, startPortalProcess, type PortalProcess } from "./portal-process";

/** The first renders that warm the server's JIT, not counted. */
const WARM_UP = 100;
/** Requests in flight at once. */
const CONCURRENCY = 8;
/** Sessions whose pages are rendered bare in this process. */
const BARE_SAMPLE = 200;

export interface ColdSsrFigures {
  users: number;
  measured: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpuMsPerPage: number | null;
  /** CPU of the reference platform's own process per page (its calls and database), when it runs apart. */
  platformCpuMsPerPage: number | null;
  pageKb: number;
  /** Pages drawn without the user's data (the platform over its time budget under load, ADR 031). */
  degraded: number;
  renderCache: { hits: number; misses: number };
  bare: { renders: number; cpuMs: number; p50: number; perSecond: number };
  /** Server CPU per first render ÷ bare render CPU. */
  ratio: number | null;
}

function percentile(sorted: number[], p: number): number {
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}

async function renderCacheLookups(baseUrl: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const count = (result: string) => Number(new RegExp(`^portal_cache_lookups_total\\{cache="rendered-documents",result="${result}"\\} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return { hits: count("hit"), misses: count("miss") };
}

/**
 * A session's identity at entry settled, as a browser's first GET after the sign-in does it:
 * the portal stores the one identity there is and redirects to the same page (no render).
 */
async function settled(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/portal/1/`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`identity at entry: HTTP ${response.status}, not the redirect of a first GET`);
  return response.headers.get("set-cookie")?.split(";")[0] ?? cookie;
}

/** One sign-in per generated user, `parallel` at a time; a refused one is tried again. */
async function signInAll(baseUrl: string, platformHost: string, users: number, parallel = 4): Promise<string[]> {
  const cookies: string[] = new Array<string>(users);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < users) {
        const i = next++;
        for (let attempt = 1; ; attempt++) {
          try {
            cookies[i] = await settled(baseUrl, await sessionCookie(baseUrl, generatedAccount(i), GENERATED_USER_PASSWORD, platformHost));
            break;
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        }
      }
    }),
  );
  return cookies;
}

/** Each session's portal home once, `concurrency` at a time; every answer a 200 with no other user's name (pages without the user's own are counted). */
async function firstRenders(baseUrl: string, sessions: { cookie: string; index: number }[], concurrency: number): Promise<{ latencies: number[]; seconds: number; bytes: number; degraded: number }> {
  const latencies: number[] = [];
  let degraded = 0;
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sessions.length) {
        const { cookie, index } = sessions[next++]!;
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}/portal/1/`, { headers: { cookie, "accept-encoding": "gzip" }, redirect: "manual" });
        const html = await response.text();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`${generatedAccount(index)}: HTTP ${response.status} ${response.headers.get("location") ?? ""}: ${html.slice(0, 300)}`);
        // Another user's name on the page would be one user's data on another's page: that stops the bench.
        const names = new Set([...html.matchAll(/Bench User (\d+)\b/g)].map((match) => Number(match[1])));
        if ([...names].some((number) => number !== index + 1)) throw new Error(`${generatedAccount(index)}: the page carries another user's name`);
        // No name at all: the page was drawn without the user's data (ADR 031: a platform read over its time budget).
        if (names.size === 0) degraded++;
        bytes = Buffer.byteLength(html);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, bytes, degraded };
}

/**
 * The bare render of `sessions`' pages in this process: the server build's loaders run (not
 * timed), then `renderToString(<RemixServer context url>)` is timed (CPU of this process).
 */
async function bareRenders(portal: Pick<PortalProcess, "url" | "sessionSecret" | "platformApiUrl">, cookies: string[]): Promise<{ cpu: number[]; wall: number[] }> {
  provideEnv({
    platformApiUrl: portal.platformApiUrl,
    sessionSecret: portal.sessionSecret,
    previousSessionSecrets: [],
    frameAncestors: [],
    trustedCodeOrigins: [],
    platformTimeoutMs: 8000,
    platformReadTimeoutMs: 2500,
    platformBreakerResetMs: 10_000,
    production: true,
  });
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const cpu: number[] = [];
  const wall: number[] = [];
  let warm = false;
  const original = build.entry.module.default;
  const bare: typeof original = (request, status, headers, context, loadContext) => {
    // The first render goes through the real entry: it loads every lazy piece, as the server's does.
    if (!warm) {
      warm = true;
      return original(request, status, headers, context, loadContext);
    }
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const html = renderToString(createElement(RemixServer, { context, url: request.url }));
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    return new Response(html, { status, headers });
  };
  const handler = createRequestHandler({ ...build, entry: { module: { ...build.entry.module, default: bare } } }, "production");
  // Twice over the sample: the first pass warms this process's JIT; the second is kept.
  for (const pass of [0, 1]) {
    if (pass === 1) {
      cpu.length = 0;
      wall.length = 0;
    }
    for (const cookie of cookies) {
      const response = await handler(new Request(`${portal.url}/portal/1/`, { headers: { cookie } }));
      await response.text();
      if (response.status !== 200) throw new Error(`bare render: HTTP ${response.status}`);
    }
  }
  return { cpu, wall };
}

export async function benchSsrCold(
  portal: Pick<PortalProcess, "url" | "cpuMs" | "sessionSecret" | "platformApiUrl">,
  platform: Pick<PortalProcess, "cpuMs"> | null,
  users = Number(process.env.PLATFORM_GENERATED_USERS ?? BENCH_GENERATED_USERS),
): Promise<ColdSsrFigures> {
  if (users <= WARM_UP) throw new Error(`the first-render figures need more than ${WARM_UP} generated users`);
  const cookies = await signInAll(portal.url, new URL(portal.platformApiUrl).origin, users);
  const sessions = cookies.map((cookie, index) => ({ cookie, index }));
  // The server keeps a session's own reads for 5 s (ADR 008): past that, none of the settling GET's are left.
  await new Promise((resolve) => setTimeout(resolve, READ_TTL_MS + 1000));
  await firstRenders(portal.url, sessions.slice(0, WARM_UP), 4);
  const measured = sessions.slice(WARM_UP);
  const lookupsBefore = await renderCacheLookups(portal.url);
  const cpuBefore = portal.cpuMs();
  const platformCpuBefore = platform?.cpuMs() ?? null;
  const window0 = process.hrtime.bigint() / 1000n;
  const run = await firstRenders(portal.url, measured, CONCURRENCY);
  // The measured stretch on the monotonic clock a CPU profile's timestamps use (µs), to read a profile's part of it.
  if (process.argv.includes("--cpu-prof")) console.log(`measured from ${window0} to ${process.hrtime.bigint() / 1000n} µs (monotonic)`);
  const cpuAfter = portal.cpuMs();
  const platformCpuAfter = platform?.cpuMs() ?? null;
  const lookupsAfter = await renderCacheLookups(portal.url);
  const renderCache = { hits: lookupsAfter.hits - lookupsBefore.hits, misses: lookupsAfter.misses - lookupsBefore.misses };
  if (renderCache.hits > 0) throw new Error(`the render cache answered ${renderCache.hits} of the first renders: not cold`);
  const sorted = run.latencies.sort((a, b) => a - b);
  const cpuMsPerPage = cpuBefore === null || cpuAfter === null ? null : +((cpuAfter - cpuBefore) / measured.length).toFixed(2);
  const platformCpuMsPerPage = platformCpuBefore === null || platformCpuAfter === null ? null : +((platformCpuAfter - platformCpuBefore) / measured.length).toFixed(2);

  const bare = await bareRenders(portal, measured.slice(0, BARE_SAMPLE).map((s) => s.cookie));
  const bareCpu = bare.cpu.reduce((sum, ms) => sum + ms, 0) / bare.cpu.length;
  const bareWall = bare.wall.sort((a, b) => a - b);
  return {
    users,
    measured: measured.length,
    perSecond: +(measured.length / run.seconds).toFixed(1),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuMsPerPage,
    platformCpuMsPerPage,
    pageKb: +(run.bytes / 1024).toFixed(0),
    degraded: run.degraded,
    renderCache,
    bare: { renders: bare.cpu.length, cpuMs: +bareCpu.toFixed(2), p50: percentile(bareWall, 50), perSecond: +(1000 / bareCpu).toFixed(1) },
    ratio: cpuMsPerPage === null ? null : +(cpuMsPerPage / bareCpu).toFixed(2),
  };
}

export function describeSsrCold(figures: ColdSsrFigures): string {
  return [
    `First renders of the portal home, ${figures.users} generated users, one session each (${WARM_UP} warm-up renders not counted, ${CONCURRENCY} concurrent), render cache cold by distinct users (${figures.renderCache.misses} misses, ${figures.renderCache.hits} hits); page ${figures.pageKb} KB. Target ≥ 150 first renders/s and ≤ 2× the bare render:`,
    `  first render: ${figures.perSecond} renders/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, portal server CPU ${figures.cpuMsPerPage ?? "?"} ms per page (${figures.platformCpuMsPerPage === null ? "loaders, platform and database included: one process" : `its own process; the reference platform and its database, in theirs, ${figures.platformCpuMsPerPage} ms per page`}); ${figures.degraded} pages drawn without the user's data (platform over its time budget)`,
    `  bare renderToString of the same tree (this process, ${figures.bare.renders} of the same pages): CPU ${figures.bare.cpuMs} ms per render (${figures.bare.perSecond}/s), p50 ${figures.bare.p50} ms`,
    `  portal server CPU per first render ÷ bare render: ${figures.ratio ?? "?"}×`,
  ].join("\n");
}

/**
 * The portal measured apart from the reference platform: the platform (with its generated users)
 * runs in one process, the measured portal in another that calls it as a production portal calls
 * the platform (PLATFORM_API_URL, ADR 031). Its CPU is then the portal's own; the platform's is
 * printed beside it. Both share this machine's two cores with the load generator.
 */
export async function startColdSsrProcesses(nodeArgs: string[] = [], platform?: PortalProcess): Promise<{ portal: PortalProcess; platform: PortalProcess; close(): Promise<void> }> {
  const host = platform ?? (await startPortalProcess());
  try {
    const portal = await startPortalProcess(nodeArgs, { platformApiUrl: host.platformApiUrl });
    return {
      portal,
      platform: host,
      close: async () => {
        await portal.close();
        if (!platform) await host.close();
      },
    };
  } catch (error) {
    if (!platform) await host.close();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const processes = await startColdSsrProcesses(process.argv.includes("--cpu-prof") ? ["--cpu-prof", "--cpu-prof-dir=/tmp/portal-prof"] : []);
  try {
    console.log(describeSsrCold(await benchSsrCold(processes.portal, processes.platform)));
  } finally {
    await processes.close();
  }
}
