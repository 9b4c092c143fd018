import path from "node:path";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { sessionCookie, type Portal } from "./harness";
import { DEMO_TENANT_ID } from "./sub-apps-support";

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
export async function adminApi(portal: Portal): Promise<(method: string, apiPath: string, body?: unknown) => Promise<AdminAnswer>> {
  const cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password);
  return async (method, apiPath, body) => {
    const response = await fetch(`${portal.url}/api/${apiPath}`, {
      method,
      headers: { cookie, origin: portal.url, "x-portal-request": "1", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as AdminAnswer["body"] };
  };
}

/** The demo tenant's menu a new page goes beside (the site diary's parent) and the roles of the demo user there. */
export async function besideSiteDiary(portal: Portal): Promise<{ parentId: string; roles: string[] }> {
  const db = portal.platform!.db;
  const diary = await db.selectFrom("menus").select("parent_id").where("tenant_id", "=", DEMO_TENANT_ID).where("tree", "=", "application").where("name", "=", "施工日志").executeTakeFirstOrThrow();
  const user = await db.selectFrom("users").select("id").where("account_name", "=", DEMO_ACCOUNTS.demo.account).executeTakeFirstOrThrow();
  const roles = await db.selectFrom("user_menu_roles").select("role_code").where("tenant_id", "=", DEMO_TENANT_ID).where("user_id", "=", user.id).execute();
  if (!diary.parent_id) throw new Error("the site diary has no parent menu");
  return { parentId: diary.parent_id, roles: roles.map((r) => r.role_code) };
}

/**
 * Registers an app and gives it a page menu beside the site diary, granted to the demo user's
 * roles, through the platform's API as a tenant admin does. Returns the menu's id.
 */
export async function registerWithMenu(
  portal: Portal,
  app: { id: string; names: [string, string, string]; entry: string; kind: "microApp" | "iframe" | "window"; cache?: boolean | null },
): Promise<string> {
  const api = await adminApi(portal);
  const [zh, en, sv] = app.names;
  const nameAllLang = { "zh-CN": zh, en, "sv-SE": sv };
  const created = await api("POST", "product/v4/micro-apps", { id: app.id, nameAllLang, entry: app.entry, kind: app.kind, cache: app.cache ?? null });
  if (created.status !== 201) throw new Error(`registering ${app.id} failed: HTTP ${created.status} ${created.body.errorMsg ?? ""}`);
  const { parentId, roles } = await besideSiteDiary(portal);
  const menu = await api("POST", "product/v4/menus", { parentId, nameAllLang, code: app.id, sourceType: "menu", microAppId: app.id, roles });
  if (menu.status !== 201) throw new Error(`the menu of ${app.id} failed: HTTP ${menu.status} ${menu.body.errorMsg ?? ""}`);
  return (menu.body.data as { id: string }).id;
}
