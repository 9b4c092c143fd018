import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchChromium, type Portal } from "./browser";

export { encryptPassword, platformToken, sessionCookie, startPortal, type Portal } from "./browser";

/** React's words for a page that did not hydrate as the server sent it (production codes 418, 423, 425). */
const HYDRATION_FAILURE = /Minified React error #(418|423|425)\b|Hydration failed|did not match\. Server:|error occurred during hydration/;
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

export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchHydration(await newContext(...args));
  return browser;
}

/**
 * Signs in through the login form as a person would. Unless `storeTenantIdentity` is false,
 * the tenant identity ("This enterprise") is then stored for the session, as the
 * identity list at entry would (SPEC §4 Identity at entry; that list has its own test),
 * and the entry page is opened again under it.
 */
export async function signIn(page: Page, baseUrl: string, account: string, password: string, entry = "/portal/1/", { storeTenantIdentity = true }: { storeTenantIdentity?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl}${entry}`);
  await page.waitForURL(/\/login\//);
  await fillLogin(page, account, password);
  if (!storeTenantIdentity) return;
  await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
  await enterAsTenantIdentity(page, baseUrl, entry);
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

/** Stores the tenant identity for the signed-in session and opens `entry` again under it. */
export async function enterAsTenantIdentity(page: Page, baseUrl: string, entry = "/portal/1/"): Promise<void> {
  const answer = await page.request.post(`${baseUrl}/portal/session/identity`, {
    form: { type: "tenant", returnTo: entry },
    headers: { origin: baseUrl },
    maxRedirects: 0,
  });
  if (answer.status() !== 302) throw new Error(`storing the tenant identity failed: HTTP ${answer.status()}`);
  await page.goto(`${baseUrl}${entry}`);
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
