/**
 * The journeys a person times with their own eyes (SPEC §9 speed), in Chromium against the
 * portal as `npm start` runs it:
 *
 * - sign-in to a usable home: a new user's run (a fresh browser profile, nothing cached) from
 *   the click on 登录 until the home's user menu answers a click (its menu is on screen). The
 *   demo user chooses an identity in the dialog at entry; that choice is the person's time and
 *   is left out: the run is (click 登录 → the dialog answers) + (Enter on the identity → the
 *   user menu answers). A generated user (one identity, entered directly) is timed beside it.
 *   Each run is split by the portal document's own Navigation Timing: the login post until the
 *   portal's navigation starts, the redirects, the document's answer, its load event, the shell
 *   hydrated (ADR 045).
 * - Classic ↔ Simple: from the click on 切换到简洁版 / 切换到经典版 in the user menu's
 *   confirming dialog until the page shows the other portal type's header and its user menu
 *   answers a click.
 *
 * Times are taken in this process around the clicks (Playwright's own round trips, a few ms,
 * are in them) and on the page's clocks for the split.
 *
 * `NODE_ENV=production npx tsx bench/journeys.ts` runs these figures alone (after
 * `npx remix vite:build`; `PLATFORM_LARGE_TENANT=0` skips seeding the large tenant, which these
 * journeys do not use); `JOURNEY_RUNS=<n>` (default 5) runs per figure; `npm run bench` runs them
 * with the others.
 */
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { GENERATED_USER_PASSWORD, generatedAccount } from "#platform/db/seed-generated-users";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { launchChromium, platformToken } from "../tests/e2e/browser";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { signInThroughTheForm } from "./sign-in";
import { median } from "./org-popover";

const RUNS = Number(process.env.JOURNEY_RUNS ?? 5);

/** Where a sign-in's time went, ms, on the portal document's own clocks. */
export interface SignInSplit {
  /** Click on 登录 → the portal document's navigation starts (the login post and its answer). */
  loginPost: number;
  /** The redirects before the portal's document answered (the identity settled at entry, …). */
  redirects: number;
  /** The portal document's request → its last byte. */
  document: number;
  /** Last byte → load event end (the page's scripts, styles, images). */
  load: number;
  /** Load event end → the shell hydrated (its code fetched after load, ADR 045). */
  hydrate: number;
  /** Hydrated → the user menu answered (the identity dialog's choice left out). */
  rest: number;
}

export interface SignInRun {
  totalMs: number;
  split: SignInSplit;
}

export interface SwitchRun {
  to: "Simple" | "Classic";
  totalMs: number;
  /** A new document was loaded for the switch. */
  reloaded: boolean;
}

export interface JourneyFigures {
  demo: SignInRun[];
  generated: SignInRun[];
  switches: SwitchRun[];
}

/** The shell's hydration (its later piece ready, ADR 045) and the load event, on the page's clock. */
const RECORD_DOCUMENT = `
  window.__journey = { hydrated: 0 };
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-later-piece="ready"]')) { window.__journey.hydrated = performance.now(); observer.disconnect(); }
  }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ["data-later-piece"] });
`;

/**
 * The user menu answers a click: clicked, its menu shown. A click before hydration is held and
 * answered after (ADR 045); one the page still lost is clicked again, as a person would (within
 * the time counted).
 */
async function userMenuAnswers(page: Page): Promise<void> {
  const button = page.getByRole("banner").getByRole("button", { name: /^用户菜单：/ });
  const menu = page.getByRole("menu", { name: /^用户菜单：/ });
  for (let tries = 0; tries < 20; tries++) {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    if (await menu.waitFor({ state: "visible", timeout: 1_000 }).then(() => true, () => false)) return;
  }
  throw new Error("the user menu did not answer");
}

async function closeUserMenu(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await page.getByRole("menu", { name: /^用户菜单：/ }).waitFor({ state: "hidden" });
}

interface DocumentClocks {
  timeOrigin: number;
  redirectStart: number;
  redirectEnd: number;
  fetchStart: number;
  requestStart: number;
  responseEnd: number;
  loadEventEnd: number;
  hydrated: number;
}

const READ_CLOCKS = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  return { timeOrigin: performance.timeOrigin, redirectStart: nav.redirectStart, redirectEnd: nav.redirectEnd, fetchStart: nav.fetchStart, requestStart: nav.requestStart, responseEnd: nav.responseEnd, loadEventEnd: nav.loadEventEnd, hydrated: window.__journey?.hydrated ?? 0 };
})()`;

/** One new user's sign-in, from a fresh browser profile; `chooses` is the identity dialog's choice when there is one. */
async function signInRun(browser: Browser, baseUrl: string, account: string, password: string, chooses: boolean): Promise<SignInRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_DOCUMENT);
    await page.goto(`${baseUrl}/login/`);
    await page.getByLabel(/^(账号|Account|Konto)$/).fill(account);
    await page.getByLabel(/^(密码|Password|Lösenord)$/).fill(password);
    const submit = page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ });
    await submit.waitFor();
    // The login page has hydrated (its form answers) before the person clicks.
    await page.waitForLoadState("networkidle");
    const clicked = Date.now();
    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
    let choosing = 0;
    if (chooses) {
      const identities = page.getByRole("dialog", { name: "选择身份" });
      const radio = identities.getByRole("radio", { name: /^本企业/ });
      await radio.click();
      const shown = Date.now();
      // The person reads and chooses: not counted. The time resumes at the Enter.
      await page.waitForTimeout(300);
      const entered = Date.now();
      choosing = entered - shown;
      await radio.press("Enter");
      await identities.waitFor({ state: "detached" });
    }
    await userMenuAnswers(page);
    const answered = Date.now();
    const clocks = (await page.evaluate(READ_CLOCKS)) as DocumentClocks;
    const start = clocks.timeOrigin;
    const hydratedAt = clocks.hydrated > 0 ? clocks.hydrated : clocks.loadEventEnd;
    const totalMs = answered - clicked - choosing;
    const split: SignInSplit = {
      loginPost: start - clicked,
      redirects: clocks.redirectEnd > 0 ? clocks.redirectEnd - clocks.redirectStart : 0,
      document: clocks.responseEnd - (clocks.redirectEnd > 0 ? clocks.redirectEnd : clocks.fetchStart),
      load: clocks.loadEventEnd - clocks.responseEnd,
      hydrate: Math.max(0, hydratedAt - clocks.loadEventEnd),
      rest: 0,
    };
    split.rest = totalMs - split.loginPost - hydratedAt;
    return { totalMs, split };
  } finally {
    await context.close();
  }
}

/** The tenant admin lets 中建智造集团's users switch the portal type (its header theme's enableSwitchPortal). */
async function allowPortalSwitch(baseUrl: string): Promise<void> {
  const token = await platformToken(baseUrl, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, "10001");
  const response = await fetch(`${baseUrl}/platform/api/param/v4/theme-settings/header`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ enableSwitchPortal: true }),
  });
  if (response.status !== 200) throw new Error(`enableSwitchPortal: HTTP ${response.status}`);
}

/** Classic ↔ Simple, `runs` switches in turn, as the signed-in demo user. */
async function switchRuns(browser: Browser, baseUrl: string, runs: number): Promise<SwitchRun[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await signInThroughTheForm(page, baseUrl);
    const results: SwitchRun[] = [];
    let current = (await page.getByRole("banner").getAttribute("data-portal-type")) as "Simple" | "Classic";
    for (let i = 0; i < runs; i++) {
      const to = current === "Classic" ? "Simple" : "Classic";
      const label = to === "Simple" ? "切换到简洁版" : "切换到经典版";
      await userMenuAnswers(page);
      await page.getByRole("menuitem", { name: label }).click();
      const dialog = page.getByRole("dialog", { name: "切换门户风格" });
      const confirm = dialog.getByRole("button", { name: new RegExp(label) });
      await confirm.waitFor();
      const documentBefore = await page.evaluate("performance.timeOrigin");
      const clicked = Date.now();
      await confirm.click();
      await page.locator(`header[data-portal-type="${to}"]`).waitFor();
      await userMenuAnswers(page);
      const answered = Date.now();
      const reloaded = (await page.evaluate("performance.timeOrigin")) !== documentBefore;
      await closeUserMenu(page);
      results.push({ to, totalMs: answered - clicked, reloaded });
      current = to;
    }
    return results;
  } finally {
    await context.close();
  }
}

export async function benchJourneys(portal: Pick<PortalProcess, "url">, runs = RUNS): Promise<JourneyFigures> {
  const browser = await launchChromium(FULL_CHROMIUM_PATH);
  try {
    await allowPortalSwitch(portal.url);
    const demo: SignInRun[] = [];
    const generated: SignInRun[] = [];
    // A first run of each warms the server (its JIT, the tenant's config); it is not counted.
    await signInRun(browser, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, true);
    await signInRun(browser, portal.url, generatedAccount(0), GENERATED_USER_PASSWORD, false);
    for (let i = 0; i < runs; i++) {
      demo.push(await signInRun(browser, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, true));
      generated.push(await signInRun(browser, portal.url, generatedAccount(i + 1), GENERATED_USER_PASSWORD, false));
    }
    const switches = await switchRuns(browser, portal.url, runs * 2 + 1);
    // The first switch warms the other type's code; it is not counted.
    return { demo, generated, switches: switches.slice(1) };
  } finally {
    await browser.close();
  }
}

function describeSignIn(name: string, runs: SignInRun[]): string {
  const part = (key: keyof SignInSplit) => median(runs.map((run) => run.split[key])).toFixed(0);
  return (
    `  ${name}: ${(median(runs.map((run) => run.totalMs)) / 1000).toFixed(2)} s (median of ${runs.length}; in order: ${runs.map((run) => (run.totalMs / 1000).toFixed(2)).join(", ")} s); ` +
    `medians of the parts: login post ${part("loginPost")} ms, redirects ${part("redirects")} ms, portal document ${part("document")} ms, to load ${part("load")} ms, to hydrated ${part("hydrate")} ms, to the user menu ${part("rest")} ms`
  );
}

export function describeJourneys(figures: JourneyFigures): string {
  const simple = figures.switches.filter((run) => run.to === "Simple");
  const classic = figures.switches.filter((run) => run.to === "Classic");
  const seconds = (runs: SwitchRun[]) => `${(median(runs.map((run) => run.totalMs)) / 1000).toFixed(2)} s (median of ${runs.length}; ${runs.map((run) => (run.totalMs / 1000).toFixed(2)).join(", ")})`;
  return [
    "Journeys a person times (1440 × 900, a fresh browser profile per sign-in), target ≤ 1.5 s to a usable home and ≤ 1 s for Classic ↔ Simple:",
    describeSignIn("sign-in → home's user menu answers, demo user (identity dialog's choice left out)", figures.demo),
    describeSignIn("sign-in → home's user menu answers, generated user (one identity, entered directly)", figures.generated),
    `  Classic → Simple (confirm → Simple header with its user menu answering): ${seconds(simple)}`,
    `  Simple → Classic: ${seconds(classic)}; ${figures.switches.filter((run) => run.reloaded).length} of ${figures.switches.length} switches loaded a new document`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portal = await startPortalProcess();
  try {
    console.log(describeJourneys(await benchJourneys(portal)));
  } finally {
    await portal.close();
  }
}
