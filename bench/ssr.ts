/**
 * Figures for the server: the server-rendered portal page of the bench tenant
 * (20,000 leaf menus), throughput and p50/p99 latency with a warm config cache, and the
 * login page for comparison. Requests come from this process over loopback, as a
 * browser's would: cookie in, whole body read.
 *
 * `NODE_ENV=production npx tsx bench/ssr.ts` runs these figures alone (after
 * `npx remix vite:build`); `npm run bench` runs them with the others.
 */
import { pathToFileURL } from "node:url";
import { BENCH_ACCOUNT, BENCH_GENERATED_LEAVES, BENCH_MENU_TENANT_ID } from "#platform/db/seed-menus-large";
import { sessionCookie } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Server CPU time per request (user + system of the portal's process), ms; null where not measurable. */
  cpuMsPerRequest?: number | null;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `total` GETs of `url`, `concurrency` at a time; every answer must be a 200. */
export async function load(url: string, cookie: string, total: number, concurrency: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: total, perSecond: +(total / seconds).toFixed(1), p50: +percentile(latencies, 50).toFixed(1), p99: +percentile(latencies, 99).toFixed(1) };
}

const cookieOf = (response: Response, fallback: string): string => response.headers.get("set-cookie")?.split(";")[0] ?? fallback;

/**
 * A session of the bench account (the bench tenant's own, not a demo user) in the bench tenant under the tenant identity, as a person
 * arrives there: signed in, the tenant chosen by the entry link, the identity stored.
 */
export async function benchTenantSession(baseUrl: string): Promise<string> {
  let cookie = await sessionCookie(baseUrl, BENCH_ACCOUNT.account, BENCH_ACCOUNT.password);
  const entry = await fetch(`${baseUrl}/portal/1/?tenantId=${BENCH_MENU_TENANT_ID}`, { headers: { cookie }, redirect: "manual" });
  cookie = cookieOf(entry, cookie);
  const identity = await fetch(`${baseUrl}/portal/session/identity`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ type: "tenant", returnTo: "/portal/1/" }),
    redirect: "manual",
  });
  if (identity.status !== 302) throw new Error(`storing the tenant identity failed: HTTP ${identity.status}`);
  cookie = cookieOf(identity, cookie);
  const page = await fetch(`${baseUrl}/portal/1/`, { headers: { cookie }, redirect: "manual" });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`bench tenant page: HTTP ${page.status}`);
  if (!html.includes("nodeCount")) throw new Error("bench tenant page carries no menus");
  return cookie;
}

/** A load with the server's CPU time per request: a figure that holds when other work shares the machine. */
async function withCpu(portal: Pick<PortalProcess, "cpuMs">, run: () => Promise<LoadFigures>): Promise<LoadFigures> {
  const before = portal.cpuMs();
  const figures = await run();
  const after = portal.cpuMs();
  return { ...figures, cpuMsPerRequest: before === null || after === null ? null : +((after - before) / figures.requests).toFixed(2) };
}

export interface SsrFigures {
  portalPage: LoadFigures;
  loginPage: LoadFigures;
  leafMenus: number;
  pageBytes: number;
}

export async function benchSsr(portal: Pick<PortalProcess, "url" | "cpuMs">): Promise<SsrFigures> {
  const cookie = await benchTenantSession(portal.url);
  const url = `${portal.url}/portal/1/`;
  const probe = await (await fetch(url, { headers: { cookie } })).text();
  // Warm the config cache, the menu cache and the JIT.
  await load(url, cookie, 100, 4);
  const portalPage = await withCpu(portal, () => load(url, cookie, 2000, 8));
  const loginPage = await withCpu(portal, () => load(`${portal.url}/login/`, "", 1000, 8));
  return { portalPage, loginPage, leafMenus: BENCH_GENERATED_LEAVES, pageBytes: Buffer.byteLength(probe) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess(process.argv.includes("--cpu-prof") ? ["--cpu-prof", "--cpu-prof-dir=/tmp/portal-prof"] : []);
  try {
    const figures = await benchSsr(portal);
    console.log(`bench tenant ${BENCH_MENU_TENANT_ID}: ${figures.leafMenus} generated leaf menus; page ${(figures.pageBytes / 1024).toFixed(0)} KB`);
    console.table({ "GET /portal/1/ (SSR, warm config cache, 8 concurrent)": figures.portalPage, "GET /login/ (8 concurrent)": figures.loginPage });
  } finally {
    await portal.close();
  }
}
