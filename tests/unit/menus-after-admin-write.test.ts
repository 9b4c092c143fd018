import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, forwardToPlatform } from "#app/platform-api/bff/forward.server.ts";
import { loadMenus } from "#app/features/menus/load-menus.server.ts";
import { flattenMenus } from "#app/features/menus/menu-tree.rules.ts";
import { commitSession } from "#app/session/session.server.ts";
import { cookiePair, platformLogin, startTestPlatform, setPortalEnv, type LoginData, type TestPlatform } from "./support/platform-server.ts";

const PORTAL = "http://portal.test";
const ZHONGJIAN = "10001";
const PROJECT_ORG = "北京大兴国际物流园项目";
const NEW_PAGE = "新建的页面";

let tp: TestPlatform;
let demo: LoginData;
let admin: LoginData;
let orgId: string;

beforeAll(async () => {
  tp = await startTestPlatform();
  setPortalEnv(tp.api);
  [demo, admin] = await Promise.all([platformLogin(tp.api, "demo"), platformLogin(tp.api, "admin")]);
  orgId = (await tp.platform.db.selectFrom("orgs").select("id").where("tenant_id", "=", ZHONGJIAN).where("name", "=", PROJECT_ORG).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await tp.close();
});

/** The demo user's menus of the project org, as a page load computes them (reused briefly per token and org). */
async function demoMenuNames(): Promise<string[]> {
  const { menus } = await loadMenus({ orgId, token: demo.userToken, tokenKey: "demo", headers: {}, activeId: "1", context: { tenantId: ZHONGJIAN, identityType: "tenant" } });
  return flattenMenus(menus.tree).map((menu) => menu.name);
}

describe("a tenant admin's menu write through this portal node (ARCHITECTURE §10)", () => {
  it("shows in the tenant's users' menus on their next page load, not after the menu cache's time", async () => {
    expect(await demoMenuNames()).not.toContain(NEW_PAGE);
    const diary = await tp.platform.db.selectFrom("menus").select("parent_id").where("tenant_id", "=", ZHONGJIAN).where("tree", "=", "application").where("name", "=", "施工日志").executeTakeFirstOrThrow();
    const cookie = cookiePair(commitSession(new Request(PORTAL), { loginToken: admin.userToken, tenantId: admin.tenantId, userId: admin.userId, issuedAt: Date.now() }));
    const body = { parentId: diary.parent_id, nameAllLang: { "zh-CN": NEW_PAGE, en: "New page", "sv-SE": "Ny sida" }, code: "new-page", sourceType: "menu", microAppId: "site-diary", roles: ["project-member"] };
    const created = await forwardToPlatform(
      new Request(`${PORTAL}/api/product/v4/menus`, { method: "POST", headers: { cookie, origin: PORTAL, [CSRF_HEADER]: "1", "content-type": "application/json" }, body: JSON.stringify(body) }),
      "product/v4/menus",
    );
    expect(created.status).toBe(201);
    expect(await demoMenuNames()).toContain(NEW_PAGE);
  });
});
