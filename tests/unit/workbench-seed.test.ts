import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadHomeSeed, loadWorkbenchSeed } from "#app/features/workbench/workbench-seed.server.ts";
import type { MenuNode } from "#app/types/generated/menu-node";
import { closedPort, platformLogin, sessionOf, setPortalEnv, startTestPlatform, type LoginData, type TestPlatform } from "./support/platform-server.ts";

let tp: TestPlatform;
let demo: LoginData;

beforeAll(async () => {
  tp = await startTestPlatform();
  demo = await platformLogin(tp.api, "demo");
});

afterAll(async () => {
  await tp.close();
});

/** The demo tenant's company org (its bulletins: platform/db/seed-workbench.ts). */
const COMPANY_ORG = "100010001";

/** The workbench menu with its quick-entry group extend (SPEC §3 menuExtends). */
const workbenchMenu = (group: string): MenuNode => ({ id: "5", name: "工作台", menuExtends: [{ extendCode: "quickEntranceGroupId", value: group }] }) as MenuNode;

describe("what the home's document brings (SPEC §2 menu 1, §9 first paint, ADR 064)", () => {
  it("the org's bulletin board, the user's recent visits and collected menus, as the platform gives them; no workbench config", async () => {
    const seed = await loadHomeSeed(sessionOf(demo), COMPANY_ORG);
    expect(seed?.orgId).toBe(COMPANY_ORG);
    expect(seed?.bulletins?.map((item) => item.title)).toEqual(expect.arrayContaining(["门户系统升级公告", "关于开展安全生产月活动的通知"]));
    expect(seed?.bulletins?.find((item) => item.title === "门户系统升级公告")?.titleAllLang?.en).toBe("Portal upgrade notice");
    expect(Array.isArray(seed?.recentVisits)).toBe(true);
    expect(Array.isArray(seed?.collections)).toBe(true);
    expect(seed?.config).toBeNull();
  });

  it("without an org there is no board to bring; the rest still comes", async () => {
    const seed = await loadHomeSeed(sessionOf(demo), null);
    expect(seed?.bulletins).toBeNull();
    expect(Array.isArray(seed?.recentVisits)).toBe(true);
  });

  it("a token the platform does not know: nothing is sent with the page", async () => {
    expect(await loadHomeSeed(sessionOf({ ...demo, userToken: "no-such-token" }), COMPANY_ORG)).toBeNull();
  });
});

describe("what a workbench document brings (SPEC §3 workbench, ARCHITECTURE §2)", () => {
  it("the org's workbench config and the tenant's current quick entries, as the platform gives them", async () => {
    const seed = await loadWorkbenchSeed(sessionOf(demo), null, null);
    expect(seed).not.toBeNull();
    expect(seed?.config?.hasPortalWorkbench).toBe(true);
    expect(seed?.quickEntries?.groupId).toBeNull();
    expect(seed?.quickEntries?.entries.length).toBeGreaterThan(0);
    expect(seed?.quickEntries?.entries.every((entry) => typeof entry.name === "string")).toBe(true);
  });

  it("the org's bulletins, the user's recent visits and collected menus, which the workbench draws too (ADR 064)", async () => {
    const seed = await loadWorkbenchSeed(sessionOf(demo), COMPANY_ORG, null);
    expect(seed?.bulletins?.map((item) => item.title)).toContain("门户系统升级公告");
    expect(Array.isArray(seed?.recentVisits)).toBe(true);
    expect(Array.isArray(seed?.collections)).toBe(true);
  });

  it("a group name that cannot be a path segment asks for the current entries, and is kept as the page's menu names it", async () => {
    const seed = await loadWorkbenchSeed(sessionOf(demo), null, workbenchMenu("../../uaa/user"));
    expect(seed?.quickEntries?.groupId).toBe("../../uaa/user");
    expect(seed?.quickEntries?.entries).toEqual((await loadWorkbenchSeed(sessionOf(demo), null, null))?.quickEntries?.entries);
  });

  it("a token the platform does not know: nothing is sent with the page (its own calls then meet the re-login)", async () => {
    expect(await loadWorkbenchSeed(sessionOf({ ...demo, userToken: "no-such-token" }), null, null)).toBeNull();
  });

  it("platform down: nothing is sent with the page, and the page is not failed", async () => {
    vi.resetModules();
    setPortalEnv(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const fresh = await import("#app/features/workbench/workbench-seed.server.ts");
    await expect(fresh.loadWorkbenchSeed(sessionOf(demo), null, null)).resolves.toBeNull();
  });
});
