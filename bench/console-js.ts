/**
 * The JavaScript each kind of user downloads, gzipped (what a first visit costs): the portal's
 * home of the demo tenant as a member sees it, and the tenant admin console (ADR 022: its code
 * loads on its routes only, so the portal's figure must not grow with it). Scripts are counted
 * as the browser fetches them, lazy pieces included, once the page has settled. Also lists any
 * script the portal loads that the console loads and the portal's first visit before the
 * console existed did not need: the console's own chunks (by the names their sources give them).
 *
 * `NODE_ENV=production npx tsx bench/console-js.ts` runs these figures alone (after
 * `npx remix vite:build`); `npm run bench` runs them with the others.
 */
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { launchChromium, sessionCookie } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";

export interface ScriptFigures {
  kb: number;
  files: number;
  urls: string[];
}

export interface ConsoleJsFigures {
  portal: ScriptFigures;
  /** null where the build has no console (a build from before it, for comparison). */
  console: ScriptFigures | null;
  /** Scripts of the console's own code that the portal page loaded (should be none). */
  consoleChunksInPortal: string[];
}

/** Names of built chunks that hold the console's code (their sources' file names). */
const CONSOLE_CHUNK = /portal-admin|admin-console|pro-(components|form|table|utils|field|provider|descriptions)|ConfigEditor|AuditTable|SchemaForm/i;

/** How long no script may arrive before a page's scripts count as all loaded. */
const SCRIPTS_SETTLED_MS = 2_000;

async function scriptsOf(browser: Browser, baseUrl: string, cookie: string, path: string, ready: string): Promise<ScriptFigures | null> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name ?? "", value: value.join("="), url: baseUrl }]);
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    const reads: Promise<void>[] = [];
    let lastScriptAt = Date.now();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      lastScriptAt = Date.now();
      reads.push(response.body().then((body) => void sizes.set(response.url(), gzipSync(body).length), () => undefined));
    });
    const answer = await page.goto(`${baseUrl}${path}`);
    if (answer?.status() === 404) return null;
    if (!answer || answer.status() !== 200) throw new Error(`${path}: HTTP ${answer?.status() ?? "none"}`);
    // A member with several identities chooses one at entry (SPEC §4): the tenant's own, as bench/sign-in does.
    const identity = page.getByRole("radio", { name: /^本企业/ });
    await page.locator(ready).first().or(identity).first().waitFor({ timeout: 60_000 });
    if (await identity.isVisible()) {
      await identity.click();
      await page.keyboard.press("Enter");
    }
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // Scripts settled: none for SCRIPTS_SETTLED_MS (not the network's idle, which a page's polls and
    // the console's live preview may never reach).
    await page.waitForLoadState("load");
    const settleBy = Date.now() + 30_000;
    while (Date.now() - lastScriptAt < SCRIPTS_SETTLED_MS && Date.now() < settleBy) await page.waitForTimeout(250);
    await Promise.all(reads);
    const urls = [...sizes.keys()].map((url) => new URL(url).pathname);
    return { kb: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, files: sizes.size, urls };
  } finally {
    await context.close();
  }
}

export async function benchConsoleJs(portal: Pick<PortalProcess, "url">): Promise<ConsoleJsFigures> {
  const browser = await launchChromium(FULL_CHROMIUM_PATH);
  try {
    // The demo tenant (中建智造集团), where `admin` is a tenant admin; the portal as `demo` sees it.
    const member = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const admin = await sessionCookie(portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password);
    const portalFigures = await scriptsOf(browser, portal.url, member, "/portal/1/", "header");
    if (!portalFigures) throw new Error("/portal/1/: HTTP 404");
    const consoleFigures = await scriptsOf(browser, portal.url, admin, "/portal-admin/branding/", "form");
    return { portal: portalFigures, console: consoleFigures, consoleChunksInPortal: portalFigures.urls.filter((url) => CONSOLE_CHUNK.test(url)) };
  } finally {
    await browser.close();
  }
}

export function describeConsoleJs(figures: ConsoleJsFigures): string {
  const portal =
    `JavaScript of the portal's home /portal/1/ as a member (gzipped): ${figures.portal.kb.toFixed(0)} KB in ${figures.portal.files} files; ` +
    `console chunks among them: ${figures.consoleChunksInPortal.length === 0 ? "none" : figures.consoleChunksInPortal.join(", ")}`;
  if (!figures.console) return `${portal}\nThis build has no admin console.`;
  const consoleOnly = figures.console.urls.filter((url) => !figures.portal.urls.includes(url)).length;
  return `${portal}\nJavaScript of the admin console /portal-admin/branding/ (gzipped): ${figures.console.kb.toFixed(0)} KB in ${figures.console.files} files (${consoleOnly} not loaded by the portal's home)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess();
  try {
    console.log(describeConsoleJs(await benchConsoleJs(portal)));
  } finally {
    await portal.close();
  }
}
