import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { pickBySearch, signedIn, type Portal } from "./harness";

/**
 * What the sub-app end-to-end tests share (ADR 013): opening menus as a user does, the
 * panes and tabs they show, the hosted apps' states, the keep-alive budget as a tenant admin
 * sets it, and a page on a second origin.
 */

/** The project org whose project management (pmpp) menus the demo user sees. */
export const PROJECT_ORG = "北京大兴国际物流园项目";

/** The demo tenant of the demo and admin accounts. */
export const DEMO_TENANT_ID = "10001";

/** The portal entry of the project org (its full id in `org`). */
export async function projectEntry(portal: Portal): Promise<string> {
  const project = await portal.platform!.db.selectFrom("orgs").select(["full_id"]).where("tenant_id", "=", DEMO_TENANT_ID).where("name", "=", PROJECT_ORG).executeTakeFirstOrThrow();
  return `/portal/1/?org=${encodeURIComponent(project.full_id)}`;
}

/** Opens a menu through the header's menu search, as a user does, and waits for its page. */
export async function openBySearch(page: Page, name: string): Promise<void> {
  await pickBySearch(page, name);
  await appIn(page, name).waitFor();
}

/** The application region of a menu's page (only while its tab is shown; not a region the app draws inside it). */
export function appIn(page: Page, menu: string): Locator {
  return page.getByRole("region", { name: menu, exact: true }).and(page.locator("section[data-menu-id]"));
}

/** The host's viewport element of a menu's app, shown or hidden. */
export function viewportOf(page: Page, menu: string): Locator {
  return page.locator(`section[aria-label="${menu}"] [data-subapp-status]`);
}

/** The lifecycle state of a menu's app as its viewport tells it ("mounted", "unmounted", "error", …), or null when there is none. */
export async function statusOf(page: Page, menu: string): Promise<string | null> {
  return page.evaluate((name) => document.querySelector(`section[aria-label="${CSS.escape(name)}"] [data-subapp-status]`)?.getAttribute("data-subapp-status") ?? null, menu);
}

/** Waits until a menu's app is in `status`. */
export async function expectStatus(page: Page, menu: string, status: string, timeout = 30_000): Promise<void> {
  await expect.poll(() => statusOf(page, menu), { timeout, interval: 100 }).toBe(status);
}

export function tabList(page: Page): Locator {
  return page.getByRole("tablist", { name: "已打开的页面" });
}

export async function tabNames(page: Page): Promise<string[]> {
  return (await tabList(page).getByRole("tab").allTextContents()).map((name) => name.trim());
}

/**
 * Shows an open tab by clicking it and waits for its page: the tab selected, and the URL on its
 * menu (ADR 015: the pane shows ahead of the URL; a person acts once the page has arrived).
 */
export async function showTab(page: Page, name: string): Promise<void> {
  const tab = tabList(page).getByRole("tab", { name, exact: true });
  await tab.click();
  await expect.poll(async () => (await tabList(page).locator('[role="tab"][aria-selected="true"]').textContent())?.trim(), { timeout: 15_000 }).toBe(name);
  // The tab's id is portal-tab-{menuId} (tab-title.ts), as its URL is /portal/{menuId}/.
  const menuId = ((await tab.getAttribute("id")) ?? "").replace(/^portal-tab-/, "");
  await page.waitForURL((url) => url.pathname === `/portal/${menuId}/`, { timeout: 15_000 });
}

/** Closes a tab with its close button (a pointer's control, hidden from assistive technology: TabItem). */
export async function closeTab(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `关闭 ${name}`, includeHidden: true }).click();
  await expect.poll(() => tabNames(page), { timeout: 15_000 }).not.toContain(name);
}

const SCENE_PARAMS = "/api/workbench/v4/portal-param-values/scene-params";

/**
 * Sets the tenant's keep-alive budget (scene param subAppKeepAliveMax) through the platform's
 * scene-param endpoint, as a tenant admin would, from the admin's signed-in `page`. Returns
 * the value it replaced.
 */
export async function setKeepAliveBudget(admin: Page, budget: number): Promise<number> {
  return admin.evaluate(
    async ({ url, budget }) => {
      const before = (await (await fetch(url)).json()) as { data?: { subAppKeepAliveMax?: number } };
      const response = await fetch(url, {
        method: "PUT",
        headers: { "content-type": "application/json", "x-portal-request": "1" },
        body: JSON.stringify({ subAppKeepAliveMax: budget }),
      });
      if (response.status !== 200) throw new Error(`writing the scene params failed: HTTP ${response.status}`);
      return before.data?.subAppKeepAliveMax ?? 5;
    },
    { url: SCENE_PARAMS, budget }
  );
}

/** A blank page served on another origin of this machine (another port). */
export interface OtherOrigin {
  url: string;
  close(): Promise<void>;
}

export async function startOtherOrigin(): Promise<OtherOrigin> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><html><head><title>other origin</title></head><body><p>another origin</p></body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Console lines of a page (every type), for checks on what the shell logged. */
export function consoleOf(page: Page): { type: string; text: string }[] {
  const lines: { type: string; text: string }[] = [];
  page.on("console", (message) => lines.push({ type: message.type(), text: message.text() }));
  page.on("pageerror", (error) => lines.push({ type: "pageerror", text: String(error) }));
  return lines;
}

const VIEWPORT = { width: 1440, height: 900 };

/** A demo user's page signed in at the project org, wide enough for the header's menus. */
export async function signedInAtProject(env: { readonly portal: Portal; readonly browser: Browser }): Promise<Page> {
  return signedIn(env, { entry: await projectEntry(env.portal), ready: "sidebar", viewport: VIEWPORT });
}

/** Opens a ledger menu and waits until its app is mounted and its projects are listed. */
export async function openLedger(page: Page, menu: string): Promise<void> {
  await openBySearch(page, menu);
  await expectStatus(page, menu, "mounted");
  const ledger = appIn(page, menu).getByTestId("project-ledger");
  await ledger.waitFor();
  await ledgerForm(page, menu).project.locator("option").nth(1).waitFor({ state: "attached", timeout: 15_000 });
}

/**
 * The fields of a ledger's "new entry" form, by their place in the form: two ledgers in
 * the page each have their own (see the test of their labels).
 */
export function ledgerForm(page: Page, menu: string) {
  const form = appIn(page, menu).getByTestId("project-ledger").locator("form");
  return { project: form.locator("select"), amount: form.locator("input"), note: form.locator("textarea") };
}

/** Types a draft into a ledger's form (project, amount, note). */
export async function typeDraft(page: Page, menu: string, amount: string, note: string): Promise<string> {
  const form = ledgerForm(page, menu);
  const project = (await form.project.locator("option").nth(1).getAttribute("value")) ?? "";
  await form.project.selectOption(project);
  await form.amount.fill(amount);
  await form.note.fill(note);
  return project;
}

export async function draftOf(page: Page, menu: string): Promise<{ project: string; amount: string; note: string }> {
  const form = ledgerForm(page, menu);
  return { project: await form.project.inputValue(), amount: await form.amount.inputValue(), note: await form.note.inputValue() };
}

export const EMPTY_DRAFT = { project: "", amount: "", note: "" };
