/**
 * The JavaScript of the `demo` user's first visit, gzipped, in Chromium with the HTTP cache
 * disabled and the service worker bypassed: the user opens /portal/1/, is sent to the login
 * form, types the account and password, and chooses the tenant identity in the dialog at
 * entry (bench/sign-in.ts). Of the portal document the login leads to, two figures:
 *
 * - before load: the scripts the page asked for before its load event (the document's own
 *   modules, their imports, the preloaded locale bundle and lazy pieces);
 * - by idle: what it asked for after that, up to the idle prefetch of the micro-apps (ADR 013:
 *   the viewport's code and qiankun, so that a cold mount waits for neither) — counted once
 *   the prefetch's files are in and the network has been quiet.
 *
 * A script is "before load" when its request started before the document's `loadEventStart`
 * (the page's own Resource Timing); its size is its body gzipped, as the other figures are.
 * Beside it, the bytes the browser received for the same scripts (the build's Brotli copies,
 * ADR 043).
 *
 * `NODE_ENV=production npx tsx bench/first-visit.ts` runs these figures alone (after
 * `npx remix vite:build`; `PLATFORM_LARGE_TENANT=0` before it skips seeding the large bench
 * tenant, which this figure does not use); `npm run bench` runs them with the others.
 */
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { launchChromium } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { signInThroughTheForm } from "./sign-in";

export interface ScriptSet {
  /** Gzipped at level 6, as the target is set. */
  kb: number;
  /** The bytes the browser received for them: the build's own Brotli copies (ADR 043). */
  sentKb: number;
  files: number;
  /** Each script's path and gzipped KB, largest first. */
  scripts: { path: string; kb: number }[];
}

export interface FirstVisitFigures {
  beforeLoad: ScriptSet;
  /** After the load event, up to the idle prefetch done. */
  byIdle: ScriptSet;
  /** The portal document's load event, ms from its navigation start. */
  loadEventMs: number;
}

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 1);

/** How long the idle prefetch may take to start (its idle callback's own limit is 5 s). */
const PREFETCH_WAIT_MS = 20_000;

function scriptSet(sizes: Map<string, number>, sent: Map<string, number>, urls: Iterable<string>): ScriptSet {
  const measured = [...new Set(urls)].filter((url) => sizes.has(url));
  const scripts = measured
    .map((url) => ({
      path: new URL(url).pathname,
      kb: (sizes.get(url) ?? 0) / 1024,
    }))
    .sort((a, b) => b.kb - a.kb);
  return {
    kb: scripts.reduce((sum, script) => sum + script.kb, 0),
    sentKb: measured.reduce((sum, url) => sum + (sent.get(url) ?? 0), 0) / 1024,
    files: scripts.length,
    scripts,
  };
}

export async function measureFirstVisit(browser: Browser, baseUrl: string): Promise<FirstVisitFigures> {
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.setBypassServiceWorker", { bypass: true });
    // Bodies of every script, gzipped, by address (the same address has the same body).
    const sizes = new Map<string, number>();
    // …and the encoded bytes each body came in.
    const sent = new Map<string, number>();
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      reads.push(
        response.body().then(
          (body) => void sizes.set(response.url(), gzipSync(body).length),
          () => undefined
        ),
        response
          .request()
          .sizes()
          .then(
            (transferred) => void sent.set(response.url(), transferred.responseBodySize),
            () => undefined
          )
      );
    });
    let prefetched = false;
    page.on("request", (request) => {
      if (/\/apps\/[^/]+\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) prefetched = true;
    });
    await signInThroughTheForm(page, baseUrl);
    // The idle prefetch: the micro-apps' files asked for, then the network quiet.
    const until = Date.now() + PREFETCH_WAIT_MS;
    while (!prefetched && Date.now() < until) await page.waitForTimeout(200);
    if (!prefetched) throw new Error("the idle prefetch of the micro-apps did not run");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    await Promise.all(reads);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const loadAt = navigation?.loadEventStart ?? 0;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        loadAt,
        before: resources.filter((r) => r.startTime < loadAt).map((r) => r.name),
        after: resources.filter((r) => r.startTime >= loadAt).map((r) => r.name),
      };
    });
    if (!new URL(page.url()).pathname.startsWith("/portal/")) throw new Error(`not on the portal: ${page.url()}`);
    const beforeLoad = scriptSet(sizes, sent, timing.before);
    const byIdle = scriptSet(
      sizes,
      sent,
      timing.after.filter((url) => !timing.before.includes(url))
    );
    return { beforeLoad, byIdle, loadEventMs: timing.loadAt };
  } finally {
    await context.close();
  }
}

export async function benchFirstVisit(portal: Pick<PortalProcess, "url">): Promise<FirstVisitFigures[]> {
  const browser = await launchChromium(FULL_CHROMIUM_PATH);
  try {
    const runs: FirstVisitFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureFirstVisit(browser, portal.url));
    return runs;
  } finally {
    await browser.close();
  }
}

export function describeFirstVisit(runs: FirstVisitFigures[], detail = process.env.FIRST_VISIT_DETAIL === "1"): string {
  const lines = runs.map(
    (run, n) =>
      `  run ${n + 1}: before load ${run.beforeLoad.kb.toFixed(0)} KB (${run.beforeLoad.sentKb.toFixed(0)} KB as sent) in ${run.beforeLoad.files} files (load event at ${run.loadEventMs.toFixed(0)} ms); ` +
      `by idle ${run.byIdle.kb.toFixed(0)} KB (${run.byIdle.sentKb.toFixed(0)} KB as sent) more in ${run.byIdle.files} files`
  );
  const last = runs.at(-1);
  if (detail && last) {
    lines.push("  before load:", ...last.beforeLoad.scripts.map((s) => `    ${s.kb.toFixed(1).padStart(6)} KB ${s.path}`));
    lines.push("  by idle:", ...last.byIdle.scripts.map((s) => `    ${s.kb.toFixed(1).padStart(6)} KB ${s.path}`));
  }
  return `First visit of demo through the login form (tenant identity, /portal/1/, HTTP cache disabled), gzipped JavaScript, target ≤ 180 KB before load:\n${lines.join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess();
  try {
    console.log(describeFirstVisit(await benchFirstVisit(portal)));
  } finally {
    await portal.close();
  }
}
