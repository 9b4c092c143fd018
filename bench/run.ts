/**
 * `npm run bench`: figures for the issue notes, not pass/fail checks.
 * - server-rendered /portal/1/ throughput and latency with a warm config cache
 * - /login/ latency
 * - time until the header shows in Chromium, and the JS the portal route loads (gzipped)
 * Needs a production build (`npm run build`).
 */
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchBrowser, sessionCookie, signIn, startPortal } from "../tests/e2e/harness";
import { benchOrgPopover } from "./org-popover";

process.env.LOG_LEVEL = "silent";
// The generated tenant of 100,000+ org nodes (issue 3) is seeded for this run.
process.env.PLATFORM_LARGE_TENANT = "1";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string, cookie: string, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: total, perSecond: +(total / seconds).toFixed(1), p50: +percentile(latencies, 50).toFixed(1), p99: +percentile(latencies, 99).toFixed(1) };
}

if (!existsSync("build/server/index.js")) throw new Error("run `npm run build` first");
const portal = await startPortal();
try {
  const cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await load(`${portal.url}/portal/1/`, cookie, 50, 4); // warm the config cache and the JIT
  const portalPage = await load(`${portal.url}/portal/1/`, cookie, 1000, 8);
  const loginPage = await load(`${portal.url}/login/`, "", 500, 8);

  const browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await page.waitForURL(`${portal.url}/portal/1/`);
  const headerTimes: number[] = [];
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  for (let i = 0; i < 10; i++) {
    await page.goto(`${portal.url}/portal/1/`);
    await page.getByTestId("system-title").waitFor();
    headerTimes.push(await page.evaluate(() => performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? -1));
  }
  await browser.close();
  headerTimes.sort((a, b) => a - b);
  const jsKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;

  console.log("\nPortal shell benchmarks (2 cores; numbers vary run to run)\n");
  console.table({
    "GET /portal/1/ (SSR, warm config cache, 8 concurrent)": portalPage,
    "GET /login/ (8 concurrent)": loginPage,
  });
  console.log(`Chromium first contentful paint of /portal/1/: median ${percentile(headerTimes, 50).toFixed(0)} ms (10 loads)`);
  console.log(`JavaScript loaded by /portal/1/ (gzipped): ${jsKb.toFixed(0)} KB in ${scripts.size} files`);
  const org = await benchOrgPopover(portal);
  console.log(`Org popover on the ${org.nodes}-node tenant: open ${org.openMs.toFixed(1)} ms (median of 7, target ≤ 100 ms); search keystroke ${org.keystrokeMs.toFixed(1)} ms (median, target ≤ 16 ms)`);
} finally {
  await portal.close();
}
