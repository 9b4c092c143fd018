/**
 * Lighthouse (desktop preset) on the signed-in portal, in Debian's Chromium: the home page
 * (/portal/1/), the workbench (/portal/5/) and a page hosting a micro-app (the project
 * ledger, in the demo tenant's project org), each
 *
 * - cold: Lighthouse's own storage reset before the run — the HTTP cache, the service worker
 *   and cache storage cleared (cookies are kept: the session stays);
 * - warm: the same page again without the reset, after a visit that let the service worker
 *   install and fill its cache.
 *
 * The browser is launched by chrome-launcher (no download: /usr/bin/chromium); the demo user
 * signs in through the login form with playwright-core connected to the same browser over CDP
 * (tenant identity), and Lighthouse then drives that browser on its port. Printed per page and
 * run: performance score, LCP, TBT, accessibility score, and the bytes transferred.
 *
 * `NODE_ENV=production npx tsx bench/lighthouse.ts` runs these figures alone (after
 * `npx remix vite:build`; `PLATFORM_LARGE_TENANT=0` skips seeding the bench tenant, which
 * these pages do not use; `LIGHTHOUSE_RUNS=n` repeats each cold and warm run n times);
 * `npm run bench` runs them with the others.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { chromium, type Page } from "playwright-core";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { pickProjectOrg, signInThroughTheForm } from "./sign-in";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const LEDGER = "总进度计划";

export interface LighthouseRun {
  page: string;
  kind: "cold" | "warm";
  /** Set when Lighthouse could not measure the run (its error code); the figures are then NaN. */
  error?: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  clsScore: number;
  /** Bytes transferred for the page (Lighthouse's total-byte-weight). */
  kb: number;
  /** Of which scripts (resource-summary). */
  scriptKb: number;
  /** The largest contentful paint's element (its selector), to tell what the figure waited for. */
  lcpElement: string;
}

/** The address of the project ledger's page: the project org picked in the header, the ledger opened from the menu search. */
async function ledgerPage(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/portal/1/`);
  await pickProjectOrg(page);
  const menuSearch = page.getByRole("combobox", { name: "搜索菜单" });
  if (!(await menuSearch.isVisible())) await page.getByRole("banner").getByRole("button", { name: "搜索菜单" }).click();
  await menuSearch.fill(LEDGER);
  await page
    .getByRole("option", { name: new RegExp(LEDGER) })
    .first()
    .waitFor();
  await menuSearch.press("ArrowDown");
  await menuSearch.press("Enter");
  await page.locator(`section[data-menu-id][aria-label="${LEDGER}"] [data-subapp-status="mounted"]`).waitFor({ timeout: 60_000 });
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Signs in through the form in the launched browser; returns the three pages' addresses. */
async function signInAndFindPages(chrome: LaunchedChrome, baseUrl: string): Promise<{ name: string; path: string }[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // The browser's default context: the one Lighthouse's tabs share (its cookies are the session).
    const context = browser.contexts()[0];
    if (!context) throw new Error("the launched browser has no default context");
    const page = await context.newPage();
    await page.setViewportSize({ width: 1350, height: 940 });
    await signInThroughTheForm(page, baseUrl);
    const ledger = await ledgerPage(page, baseUrl);
    await page.close();
    return [
      { name: "home /portal/1/", path: "/portal/1/" },
      { name: "workbench /portal/5/", path: "/portal/5/" },
      { name: `micro-app (${LEDGER})`, path: ledger },
    ];
  } finally {
    // Disconnects playwright; the browser stays up for Lighthouse.
    await browser.close();
  }
}

const FAILED = { performance: NaN, accessibility: NaN, lcpMs: NaN, tbtMs: NaN, fcpMs: NaN, clsScore: NaN, kb: NaN, scriptKb: NaN, lcpElement: "" };

/** The LCP element's selector, from the audit's details (a table of one node, nested in a list). */
function lcpElementOf(details: unknown): string {
  return /"selector":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(details ?? null))?.[1] ?? "";
}

/** One run; a run Lighthouse could not record (e.g. NO_NAVSTART, a trace it did not understand) is tried again once, then reported. */
async function measured(chrome: LaunchedChrome, url: string, cold: boolean): Promise<Omit<LighthouseRun, "page" | "kind">> {
  let last = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await runOnce(chrome, url, cold);
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
      console.error(`  lighthouse ${cold ? "cold" : "warm"} ${url}: ${last}`);
    }
  }
  return { ...FAILED, error: last };
}

async function runOnce(chrome: LaunchedChrome, url: string, cold: boolean): Promise<Omit<LighthouseRun, "page" | "kind">> {
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: !cold,
  };
  const result = await lighthouse(url, flags, desktopConfig);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder>: each run's whole report is kept there, for reading what a figure came from.
  if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replace(/\W+/g, "-")}${cold ? "cold" : "warm"}-${Date.now()}.json`), JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (!finalUrl.pathname.startsWith("/portal/")) throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}: not signed in?`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    fcpMs: audit("first-contentful-paint"),
    clsScore: audit("cumulative-layout-shift"),
    kb: audit("total-byte-weight") / 1024,
    scriptKb: (summary.find((item) => item.resourceType === "script")?.transferSize ?? NaN) / 1024,
    lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
  };
}

export async function benchLighthouse(portal: Pick<PortalProcess, "url">): Promise<LighthouseRun[]> {
  const chrome = await launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const pages = await signInAndFindPages(chrome, portal.url);
    const runs: LighthouseRun[] = [];
    for (const page of pages) {
      const url = `${portal.url}${page.path}`;
      for (let n = 0; n < RUNS; n++)
        runs.push({
          page: page.name,
          kind: "cold",
          ...(await measured(chrome, url, true)),
        });
      // The cold run leaves the service worker installed and its cache filled: the next runs are warm.
      for (let n = 0; n < RUNS; n++)
        runs.push({
          page: page.name,
          kind: "warm",
          ...(await measured(chrome, url, false)),
        });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}

export function describeLighthouse(runs: LighthouseRun[]): string {
  const rows = runs.map((run) =>
    run.error
      ? `  ${run.page.padEnd(26)} ${run.kind}: not measured (${run.error})`
      : `  ${run.page.padEnd(26)} ${run.kind}: performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, ` +
        `FCP ${(run.fcpMs / 1000).toFixed(2)} s, CLS ${run.clsScore.toFixed(3)}, accessibility ${run.accessibility}, ${run.kb.toFixed(0)} KB (scripts ${run.scriptKb.toFixed(0)} KB); LCP element ${run.lcpElement || "?"}`
  );
  return `Lighthouse desktop, signed in as demo (tenant identity), Debian's Chromium; targets performance 100, LCP ≤ 0.7 s, TBT ≤ 50 ms, accessibility 100:\n${rows.join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess();
  try {
    console.log(describeLighthouse(await benchLighthouse(portal)));
  } finally {
    await portal.close();
  }
}
