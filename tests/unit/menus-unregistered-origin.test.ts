import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMenus } from "#app/features/menus/load-menus.server.ts";
import { setLogDestination } from "#app/kit/log.server.ts";
import { flattenMenus } from "#app/features/menus/menu-tree.rules.ts";
import { platformLogin, startTestPlatform, setPortalEnv, type LoginData, type TestPlatform } from "./support/platform-server.ts";

const ZHONGJIAN = "10001";
const PROJECT_ORG = "北京大兴国际物流园项目";
const DIARY = "施工日志";

let tp: TestPlatform;
let demo: LoginData;
let orgId: string;

beforeAll(async () => {
  tp = await startTestPlatform();
  setPortalEnv(tp.api);
  demo = await platformLogin(tp.api, "demo");
  orgId = (await tp.platform.db.selectFrom("orgs").select("id").where("tenant_id", "=", ZHONGJIAN).where("name", "=", PROJECT_ORG).executeTakeFirstOrThrow()).id;
  // A legacy row, written before apps were registered: its app on another origin, no app behind it.
  await tp.platform.db.updateTable("menus").set({ url: "https://vendor.example/diary/", micro_app_id: null }).where("tenant_id", "=", ZHONGJIAN).where("tree", "=", "application").where("name", "=", DIARY).execute();
});

afterAll(async () => {
  await tp.close();
});

describe("a menu whose app is on an origin nobody registered (ARCHITECTURE §8, ADR 017)", () => {
  it("is still listed (the page refuses it and says why), and the server's log names the menu and the origin", async () => {
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "warn";
    const written: string[] = [];
    const destination = setLogDestination({ write: (line: string) => void written.push(line) });
    try {
      const { menus } = await loadMenus({ orgId, token: demo.userToken, tokenKey: "unregistered-origin", headers: {}, activeId: "1", context: { tenantId: ZHONGJIAN, identityType: "tenant" } });
      expect(flattenMenus(menus.tree).some((menu) => menu.name === DIARY)).toBe(true);
      const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.message === "menus: an app on an origin nobody registered is refused");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ tenantId: ZHONGJIAN, origin: "https://vendor.example" });
    } finally {
      setLogDestination(destination);
      process.env.LOG_LEVEL = previous;
    }
  });
});
