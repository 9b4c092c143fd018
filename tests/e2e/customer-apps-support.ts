import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { registerAppWithMenu, type AppToRegister } from "./customer-app-registration";
import type { Portal } from "./harness";
import { DEMO_TENANT_ID } from "./sub-apps-support";

export { CUSTOMER_APP_DIR } from "./customer-app-registration";

/** The demo tenant's menu a new page goes beside (the site diary's parent) and the roles of the demo user there. */
export async function besideSiteDiary(portal: Portal): Promise<{ parentId: string; roles: string[] }> {
  const db = portal.platform!.db;
  const diary = await db.selectFrom("menus").select("parent_id").where("tenant_id", "=", DEMO_TENANT_ID).where("tree", "=", "application").where("name", "=", "施工日志").executeTakeFirstOrThrow();
  const user = await db.selectFrom("users").select("id").where("account_name", "=", DEMO_ACCOUNTS.demo.account).executeTakeFirstOrThrow();
  const roles = await db.selectFrom("user_menu_roles").select("role_code").where("tenant_id", "=", DEMO_TENANT_ID).where("user_id", "=", user.id).execute();
  if (!diary.parent_id) throw new Error("the site diary has no parent menu");
  return { parentId: diary.parent_id, roles: roles.map((r) => r.role_code) };
}

/** registerAppWithMenu beside the site diary, for the demo user. */
export async function registerWithMenu(portal: Portal, app: AppToRegister): Promise<string> {
  return registerAppWithMenu(portal.url, app, await besideSiteDiary(portal));
}
