import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { setLogDestination } from "#app/kit/log.server";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchChromium, type Portal } from "./browser";

export { encryptPassword, platformToken, sessionCookie, startPortal, type Portal } from "./browser";

/**
 * React's words for a page that did not hydrate as the server sent it (production codes 418, 423,
 * 425), or whose server-drawn boundary was drawn again on the client: one that took an update before
 * it had hydrated (421, ADR 045's later piece) or that the server could not finish (419).
 */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|423|425)\b|Hydration failed|did not match\. Server:|error occurred during hydration|received an update before it finished hydrating|could not finish this Suspense boundary/;
const hydrationFailures: string[] = [];

/** Every page of the context reports a failed hydration to the test that made it fail. */
function watchHydration(context: BrowserContext): BrowserContext {
  context.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_FAILURE.test(message.text())) hydrationFailures.push(`${message.page()?.url() ?? "?"}: ${message.text().split("\n")[0]}`);
  });
  return context;
}

// Each test ends with no page of it having failed hydration: a page must hydrate as it was sent.
afterEach(() => {
  expect(hydrationFailures.splice(0), "pages that failed hydration").toEqual([]);
});

/**
 * Browser messages a journey may log, each with why it is not the portal's fault. Nothing else
 * logged as a console error or warning passes a journey that asks for a quiet console.
 */
export const KNOWN_BROWSER_MESSAGES: readonly { pattern: RegExp; reason: string }[] = [
  {
    // Debian's Chromium, started by the tests without a GPU, says so once per renderer.
    pattern: /^\[\.WebGL-[^\]]*\]|GPU stall due to ReadPixels|Automatic fallback to software WebGL/,
    reason: "the headless test browser has no GPU; nothing the portal does",
  },
  {
    // A test's context made with serviceWorkers: "block" (to hold back a file the worker would answer).
    pattern: /^Service Worker registration blocked by Playwright( \(|$)/,
    reason: "Playwright's own word for a test that blocks the service worker; a person's browser registers it",
  },
];

/** What the running test itself makes the page log (a refusal it provokes), with why: cleared after each test. */
const allowedThisTest: { pattern: RegExp; reason: string }[] = [];

/**
 * Lets the running test's pages log what matches `pattern` — a refusal or failure the test
 * provokes on purpose — for the `reason` given; nothing else. Only in a file that asks for a
 * quiet console; forgotten when the test ends.
 */
export function allowConsole(pattern: RegExp, reason: string): void {
  allowedThisTest.push({ pattern, reason });
}

let consoleWatched = false;
const consoleNoise: string[] = [];

/** Every page of the context reports its console errors and warnings, and its uncaught errors, while a file asks for a quiet console. */
function watchConsole(context: BrowserContext): void {
  context.on("console", (message) => {
    if (!consoleWatched || (message.type() !== "error" && message.type() !== "warning")) return;
    // The message with where it comes from (a failed load names its address there): what the patterns read.
    const where = message.location().url;
    const text = where ? `${message.text()} (${where})` : message.text();
    if ([...KNOWN_BROWSER_MESSAGES, ...allowedThisTest].some((known) => known.pattern.test(text))) return;
    consoleNoise.push(`${message.type()} at ${message.page()?.url() ?? "?"}: ${text.split("\n")[0]?.slice(0, 400)}`);
  });
  context.on("weberror", (error) => {
    if (consoleWatched) consoleNoise.push(`page error at ${error.page()?.url() ?? "?"}: ${error.error().message.slice(0, 300)}`);
  });
}

/**
 * For a journey file: each of its tests ends with no console error or warning and no uncaught
 * error logged by any of its pages, but the KNOWN_BROWSER_MESSAGES (a 409, a failed or aborted
 * load, a React warning and a browser's sandbox warning all count). Call at the file's top level.
 */
export function expectQuietConsole(): void {
  beforeAll(() => {
    consoleWatched = true;
  });
  afterEach(() => {
    allowedThisTest.length = 0;
    expect(consoleNoise.splice(0), "console errors and warnings of the journey's pages").toEqual([]);
  });
  afterAll(() => {
    consoleWatched = false;
  });
}

const openContexts = new Set<BrowserContext>();

/**
 * What each context's pages asked the server and said, for a failed test's report: the last
 * calls (not the build's static files) with status and time, page errors and console errors
 * and warnings, and at failure the calls still unanswered.
 */
const traffic = new WeakMap<BrowserContext, { lines: string[]; pending: Map<Request, number> }>();

function watchTraffic(context: BrowserContext): void {
  const lines: string[] = [];
  const pending = new Map<Request, number>();
  traffic.set(context, { lines, pending });
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > 40) lines.shift();
  };
  const watched = (request: Request) => !new URL(request.url()).pathname.startsWith("/assets/");
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  context.on("request", (request) => {
    if (watched(request)) pending.set(request, Date.now());
  });
  context.on("requestfinished", (request) => {
    const started = pending.get(request);
    if (started === undefined) return;
    pending.delete(request);
    // The context may close before the answer is read back (the test is over): nothing to note then.
    request.response().then(
      (response) => note(`${name(request)} ${response?.status() ?? "?"} ${Date.now() - started} ms`),
      () => undefined,
    );
  });
  context.on("requestfailed", (request) => {
    const started = pending.get(request);
    if (started === undefined) return;
    pending.delete(request);
    note(`${name(request)} failed (${request.failure()?.errorText ?? "?"}) ${Date.now() - started} ms`);
  });
  context.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") note(`console.${message.type()}: ${message.text().split("\n")[0]?.slice(0, 200)}`);
  });
  context.on("weberror", (error) => note(`page error: ${error.error().message.slice(0, 200)}`));
}

function trafficReport(context: BrowserContext): string {
  const seen = traffic.get(context);
  if (!seen) return "";
  const now = Date.now();
  const unanswered = [...seen.pending].map(([request, started]) => `  unanswered after ${now - started} ms: ${request.method()} ${new URL(request.url()).pathname}`);
  return [...seen.lines.map((line) => `  ${line}`), ...unanswered].join("\n");
}

/**
 * When a test fails, what its still-open pages show: each page's address, the names of the
 * dialogs over it, and a screenshot in the system's temporary folder (the failure's own
 * message says what was awaited; this says what stood in the way).
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const folder = path.join(tmpdir(), "portal-e2e-failures");
  mkdirSync(folder, { recursive: true });
  let n = 0;
  for (const context of openContexts) {
    for (const page of context.pages()) {
      const file = path.join(folder, `${task.name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80)}-${++n}.png`);
      const dialogs = await page
        .locator("[role=dialog], [role=alertdialog]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? node.querySelector(".ant-modal-title, h1, h2")?.textContent ?? node.textContent?.slice(0, 120) ?? ""))
        .catch(() => ["(page gone)"]);
      await page.screenshot({ path: file }).catch(() => undefined);
      console.warn(`[failed test] page ${page.url()} · dialogs: ${JSON.stringify(dialogs)} · screenshot ${file}`);
    }
    console.warn(`[failed test] the context's last calls and messages:\n${trafficReport(context)}`);
  }
});

/**
 * The tests' browser. Its contexts ask for reduced motion unless a test asks otherwise (ADR 041):
 * a click does not land on a dialog still zooming in, which under a loaded machine's long frames
 * took the press and the release on different elements, and so no click at all.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = watchHydration(await newContext({ reducedMotion: "reduce", ...options }));
    watchTraffic(context);
    watchConsole(context);
    openContexts.add(context);
    context.on("close", () => openContexts.delete(context));
    return context;
  };
  return browser;
}

/** Opens `entry` as a person who is not signed in does (the address typed), and waits to be sent to the login form. */
export async function openSignInPage(page: Page, baseUrl: string, entry = "/portal/1/"): Promise<void> {
  await page.goto(`${baseUrl}${entry}`);
  await page.waitForURL(/\/login\//);
}

/**
 * Signs in as a person does: opens `entry`, is sent to the login form, types the account and
 * password and submits. Unless `storeTenantIdentity` is false, the identity list at entry
 * (SPEC §4 Identity at entry), when the user has several identities, is answered as a person
 * would: a click on 本企业 (the tenant identity) and Enter. Nothing is asked by request and no
 * page is opened by address after the form is sent.
 */
export async function signIn(page: Page, baseUrl: string, account: string, password: string, entry = "/portal/1/", { storeTenantIdentity = true }: { storeTenantIdentity?: boolean } = {}): Promise<void> {
  await openSignInPage(page, baseUrl, entry);
  await fillLogin(page, account, password);
  if (!storeTenantIdentity) return;
  await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
  await enterAsTenantIdentity(page);
}

/** The identity list at entry, in any of the three locales. */
const IDENTITY_DIALOG = /^(选择身份|Choose your identity|Välj identitet)$/;
const TENANT_IDENTITY = /^(本企业|This enterprise|Detta företag)/;

/** Whether the portal page shown asks for an identity (its loader's answer, read once the page has loaded). */
async function asksForIdentity(page: Page): Promise<boolean> {
  await page.waitForFunction(() => document.readyState === "complete" && "__remixContext" in window);
  return page.evaluate(() => {
    const loaderData = (window as unknown as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } }).__remixContext?.state?.loaderData ?? {};
    return Object.values(loaderData).some((data) => {
      const list = (data as { chooseIdentity?: unknown } | null)?.chooseIdentity;
      return Array.isArray(list) && list.length > 0;
    });
  });
}

/**
 * On a signed-in portal page that shows the identity list at entry, picks the tenant identity
 * with a click and enters with Enter, then waits until the page has loaded again under it.
 */
export async function enterAsTenantIdentity(page: Page): Promise<void> {
  if (!(await asksForIdentity(page))) return;
  const dialog = await opened(page.getByRole("dialog", { name: IDENTITY_DIALOG }));
  const tenant = dialog.getByRole("radio", { name: TENANT_IDENTITY });
  await tenant.click();
  const stored = page.waitForResponse((r) => r.url().includes("/portal/session/identity") && r.request().method() === "POST");
  await tenant.press("Enter");
  const answer = await stored;
  if (answer.status() >= 400) throw new Error(`choosing the tenant identity failed: HTTP ${answer.status()}`);
  await dialog.waitFor({ state: "detached" });
}

/** What a signed-in page waits for before the test goes on. */
export type SignedInReady =
  /** The browser is at the entry path. */
  | "entry"
  /** At the entry path, with the sidebar's app menu drawn. */
  | "sidebar"
  /** The header is drawn. */
  | "banner";

export interface SignedInOptions {
  /** A demo account (platform/db/seed.ts DEMO_ACCOUNTS); default demo. */
  account?: keyof typeof DEMO_ACCOUNTS;
  /** The path opened and signed in at; default /portal/1/. */
  entry?: string;
  /** The browser window's size; default Playwright's. */
  viewport?: { width: number; height: number };
  /** Default "entry". */
  ready?: SignedInReady;
}

/**
 * A page of its own (a fresh zh-CN browser context) signed in through the login form at
 * `entry`, with the tenant identity stored (signIn), once it shows what `ready` names.
 */
export async function signedIn(env: { readonly portal: Portal; readonly browser: Browser }, { account = "demo", entry = "/portal/1/", viewport, ready = "entry" }: SignedInOptions = {}): Promise<Page> {
  const context = await env.browser.newContext({ locale: "zh-CN", ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signIn(page, env.portal.url, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password, entry);
  if (ready === "banner") {
    await page.getByRole("banner").waitFor();
    return page;
  }
  await page.waitForURL(`${env.portal.url}${entry}`);
  if (ready === "sidebar") await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
  return page;
}

export async function fillLogin(page: Page, account: string, password: string, captcha?: string): Promise<void> {
  await page.getByLabel(/^(账号|Account|Konto)$/).fill(account);
  await page.getByLabel(/^(密码|Password|Lösenord)$/).fill(password);
  if (captcha !== undefined) await page.getByLabel(/^(验证码|Captcha|Verifieringskod)$/).fill(captcha);
  // Wait for the sign-in POST to be answered, so attempts never overlap.
  const answered = page.waitForResponse((r) => r.url().includes("/login") && r.request().method() === "POST");
  await page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ }).click();
  await answered;
}

/**
 * A level-3 menu of the header's main menu bar of `app`: in the bar, or — when the bar is too
 * narrow for it — in the bar's "more" menu, which this opens.
 */
export async function mainMenuItem(page: Page, app: string, item: string): Promise<Locator> {
  const bar = page.getByRole("menubar", { name: app });
  await bar.waitFor();
  const direct = bar.getByRole("menuitem", { name: item, exact: true });
  const more = bar.getByRole("menuitem", { name: /^(更多菜单|More menus|Fler menyer)$/ });
  const hidden = page.getByRole("menu", { name: /^(更多菜单|More menus|Fler menyer)$/ }).getByRole("menuitem", { name: item, exact: true });
  // The bar measures itself after it is drawn: wait until the item's place holds still.
  let last = "";
  for (let tries = 0; tries < 100; tries++) {
    const place = (await direct.isVisible()) ? "bar" : (await hidden.isVisible()) ? "more-open" : (await more.isVisible()) ? "more" : "";
    if (place !== "" && place === last) {
      if (place === "bar") return direct;
      if (place === "more") await more.click();
      await hidden.waitFor();
      return hidden;
    }
    last = place;
    await page.waitForTimeout(100);
  }
  throw new Error(`main menu ${item} of ${app} not found in the bar or under "more"`);
}

/**
 * The user menu's entry `name`, the menu opened. A click before hydration opens nothing, so the
 * button is clicked again, but only while it says the menu is closed: on a busy machine the menu
 * can take seconds to draw, and a second click would close it under the next one.
 */
export async function userMenuItem(page: Page, name: string | RegExp, menu: RegExp = /^用户菜单：/): Promise<Locator> {
  const item = page.getByRole("menu", { name: menu }).getByRole("menuitem", typeof name === "string" ? { name, exact: true } : { name });
  const button = page.getByRole("banner").getByRole("button", { name: menu });
  for (let tries = 0; tries < 10 && !(await item.isVisible()); tries++) {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await item.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  return item;
}

/**
 * `popup` (a dialog, a panel, a select's list of options) once it has opened: drawn, and done
 * moving in. antd draws a dialog full size for a frame (rc-motion's prepare step) before it
 * shrinks it to grow it from the click that opened it, and slides a list in the same way, so a
 * click aimed in that frame can press on one element and release on another, and the browser
 * then clicks neither: a radio stays unticked, a Cancel does nothing, an option is not chosen. A
 * person cannot click that fast; a test waits for the motion to end (its classes gone from the
 * popup and its frame), at most five seconds, and then goes on either way.
 */
export async function opened(popup: Locator): Promise<Locator> {
  await popup.waitFor();
  await popup.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const until = performance.now() + 5_000;
        const moving = (): boolean => {
          for (let element: Element | null = node; element; element = element.parentElement) {
            if ([...element.classList].some((name) => /-(appear|enter)(-(prepare|start|active))?$/.test(name))) return true;
          }
          return false;
        };
        const check = () => (moving() && performance.now() < until ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
  return popup;
}

/**
 * Switches the portal type from the user menu as a person does (SPEC §4 portal type): the menu
 * entry, then the confirming dialog's button; waits for the page to show the header of that type
 * (drawn again in place, ADR 066) and the dialog to have closed.
 */
export async function switchPortalType(page: Page, to: "Simple" | "Classic"): Promise<void> {
  const label = to === "Simple" ? "切换到简洁版" : "切换到经典版";
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("menuitem", { name: label }).click();
  const dialog = await opened(page.getByRole("dialog", { name: "切换门户风格" }));
  await dialog.getByRole("button", { name: new RegExp(label) }).click();
  await page.locator(`header[data-portal-type="${to}"]`).waitFor();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Opens the tenant switch from the user menu and returns its dialog. A tenant switch loads a new
 * document (ADR 017): userMenuItem clicks again if the first click came before hydration.
 */
export async function openTenantDialog(page: Page): Promise<Locator> {
  await (await userMenuItem(page, /切换租户/)).click();
  return opened(page.getByRole("dialog", { name: "切换租户" }));
}

/**
 * Does `step` until it goes through, at most `times` times, with `again` between tries: for what a
 * person simply does again when a busy page did not take it (a pointer that landed on a popup
 * still moving in, a menu that closed under the pointer as the page settled). The last try's
 * failure is the test's.
 */
export async function tryAgain(times: number, step: (attempt: number) => Promise<void>, again?: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step(attempt);
      return;
    } catch (error) {
      if (attempt >= times) throw error;
      await again?.();
    }
  }
}

/**
 * Picks the first result for `name` in the header's menu search (labelled `label`), with the
 * keyboard, as a person does. Short of room the header shows the search as its icon, and the
 * header's later items (drawn after hydration) can shrink a box to that icon after it was seen:
 * a box gone before it was typed into is opened again (three tries).
 */
export async function pickBySearch(page: Page, name: string, label = "搜索菜单"): Promise<void> {
  const search = page.getByRole("combobox", { name: label });
  await tryAgain(3, async () => {
    if (!(await search.isVisible())) await page.getByRole("banner").getByRole("button", { name: label }).click();
    await search.fill(name, { timeout: 5000 });
    await page.getByRole("option", { name: new RegExp(name) }).first().waitFor({ timeout: 5000 });
  });
  await search.press("ArrowDown");
  await search.press("Enter");
}

/** Waits until the page's finite animations and transitions have ended (a colour read mid-transition is neither the old nor the new one). */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The box of `target` once the page's finite animations have ended: a dialog zooming in is
 * measured smaller and off-centre, and a mouse click at that box's middle misses what it aims at.
 */
export async function settledBox(page: Page, target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await target.waitFor();
  await finiteAnimationsEnded(page);
  const box = await target.boundingBox();
  if (!box) throw new Error("the target has no box");
  return box;
}

/** Points at `target` until `tip` shows (three tries; a hover that landed on a moving dialog is lost). */
export async function hoverForTip(page: Page, target: Locator, tip: Locator): Promise<void> {
  await tryAgain(
    3,
    async () => {
      await target.hover();
      await tip.waitFor({ timeout: 5000 });
    },
    () => page.mouse.move(0, 0),
  );
}

/**
 * Opens the user menu and picks a language from its language entry (a full page load with
 * ?lang=), as a person does. The submenu opens on hover after a short delay and closes when the
 * pointer strays; a busy machine can miss either, so the menu is opened again until the choice is
 * made (three tries).
 */
export async function chooseLanguage(page: Page, menu: RegExp, language: RegExp, locale: "en" | "sv-SE"): Promise<void> {
  const entry = page.getByRole("menuitem", { name: language });
  const choice = page.getByRole("link", { name: locale === "en" ? "English" : "Svenska" });
  await tryAgain(
    3,
    async (attempt) => {
      if (attempt === 1 || !(await entry.isVisible())) await page.getByRole("button", { name: menu }).click();
      await entry.hover();
      // From the keyboard: on a 720 px high screen the message alerts (bottom right, above every
      // popup) can cover the submenu's lower entries, which a pointer could not reach.
      await choice.press("Enter", { timeout: 5000 });
    },
    () => page.mouse.move(0, 0),
  );
  await page.waitForURL((url) => url.searchParams.get("lang") === locale);
  await page.getByRole("banner").waitFor();
}

/**
 * Picks `language` (its own name: English, Svenska, 简体中文) from the header's language switch
 * (SPEC §6 languageSwitch) as a person does, and returns the milliseconds from the choice (the key
 * press on it) until `shown` resolves: what a person waits for between choosing and reading the
 * page in that language.
 */
export async function chooseLanguageTimed(page: Page, language: string, shown: () => Promise<unknown>): Promise<number> {
  const button = page.getByRole("banner").getByRole("button", { name: /^(语言|Language|Språk)[：:]/ });
  const choice = page.getByRole("menu").getByRole("link", { name: language, exact: true });
  let started = 0;
  await tryAgain(
    3,
    async () => {
      if (!(await choice.isVisible())) await button.click();
      await choice.waitFor({ timeout: 5000 });
      started = Date.now();
      await choice.press("Enter", { timeout: 5000 });
    },
    () => page.mouse.move(0, 0),
  );
  await shown();
  return Date.now() - started;
}

/**
 * The server's log lines from now on (the portal runs in this process; its log is one pino
 * logger, ADR 032): `lines` fills as they are written, `restore` sends them back where they went.
 */
export function captureLogLines(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const previous = setLogDestination({ write: (line: string) => void lines.push(line) });
  return { lines, restore: () => void setLogDestination(previous) };
}

/** What the header's collect centre (我的收藏) lists: its dropdown opened, read and closed again. */
export async function favourites(page: Page): Promise<string[]> {
  const button = page.getByRole("banner").getByRole("button", { name: "我的收藏" });
  await button.click();
  const dropdown = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");
  await dropdown.getByRole("menuitem").first().waitFor();
  // The collected menus, without the entry that opens the add dialog.
  const names = (await dropdown.getByRole("menuitem").allTextContents()).map((name) => name.trim()).filter((name) => name !== "添加收藏");
  await button.click();
  await dropdown.waitFor({ state: "hidden" });
  return names;
}

/**
 * Where in the page `secret` can be read by the page's own scripts: its HTML, readable cookies,
 * storage, Remix's loader data, its address and every string or plain object on `window`.
 * Empty when nowhere.
 */
export function exposedPlaces(page: Page, secret: string): Promise<string[]> {
  return page.evaluate((secret) => {
    const places: Record<string, string> = {
      html: document.documentElement.outerHTML,
      cookie: document.cookie,
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      remixContext: JSON.stringify((window as unknown as { __remixContext?: unknown }).__remixContext ?? null),
      url: location.href,
    };
    for (const key of Object.getOwnPropertyNames(window)) {
      try {
        const value = (window as unknown as Record<string, unknown>)[key];
        if (typeof value === "string") places[`window.${key}`] = value;
        else if (value && typeof value === "object" && !(value instanceof Node) && value !== window) places[`window.${key}`] = JSON.stringify(value) ?? "";
      } catch {
        // circular, cross-origin or throwing getters: nothing of ours is kept there
      }
    }
    return Object.entries(places)
      .filter(([, text]) => text.includes(secret))
      .map(([where]) => where);
  }, secret);
}
