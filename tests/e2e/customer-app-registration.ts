import path from "node:path";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { sessionCookie } from "./browser";

/**
 * Registering an app as a tenant admin does, over HTTP only (no vitest, no database): the e2e
 * tests and the bench share it.
 */

/** The customer's app of tests/e2e/fixtures/customer-app: plain HTML and a script, no portal code. */
export const CUSTOMER_APP_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), "fixtures", "customer-app");

/** What a tenant admin's call through the portal's BFF answered. */
export interface AdminAnswer {
  status: number;
  body: { success: boolean; data: unknown; errorMsg?: string };
}

/**
 * A tenant admin's calls through the portal's /api (the BFF), as the curl example of
 * platform/README.md makes them: the session cookie from the login form, a same-origin Origin
 * and the CSRF header on changes.
 */
export async function adminApi(portalUrl: string): Promise<(method: string, apiPath: string, body?: unknown) => Promise<AdminAnswer>> {
  const cookie = await sessionCookie(portalUrl, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password);
  return async (method, apiPath, body) => {
    const response = await fetch(`${portalUrl}/api/${apiPath}`, {
      method,
      headers: { cookie, origin: portalUrl, "x-portal-request": "1", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as AdminAnswer["body"] };
  };
}

export interface AppToRegister {
  id: string;
  /** zh-CN, en, sv-SE */
  names: [string, string, string];
  entry: string;
  kind: "microApp" | "iframe" | "window";
  cache?: boolean | null;
}

/**
 * Registers an app and gives it a page menu under `place.parentId`, granted to `place.roles`,
 * through the platform's API as a tenant admin does (the admin's current tenant). Returns the
 * menu's id.
 */
export async function registerAppWithMenu(portalUrl: string, app: AppToRegister, place: { parentId: string; roles: string[] }): Promise<string> {
  const api = await adminApi(portalUrl);
  const [zh, en, sv] = app.names;
  const nameAllLang = { "zh-CN": zh, en, "sv-SE": sv };
  const created = await api("POST", "product/v4/micro-apps", { id: app.id, nameAllLang, entry: app.entry, kind: app.kind, cache: app.cache ?? null });
  if (created.status !== 201) throw new Error(`registering ${app.id} failed: HTTP ${created.status} ${created.body.errorMsg ?? ""}`);
  const menu = await api("POST", "product/v4/menus", { parentId: place.parentId, nameAllLang, code: app.id, sourceType: "menu", microAppId: app.id, roles: place.roles });
  if (menu.status !== 201) throw new Error(`the menu of ${app.id} failed: HTTP ${menu.status} ${menu.body.errorMsg ?? ""}`);
  return (menu.body.data as { id: string }).id;
}

