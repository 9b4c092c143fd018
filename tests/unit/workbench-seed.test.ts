import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadWorkbenchSeed } from "#app/features/workbench/workbench-seed.server.ts";
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

/** The workbench menu with its quick-entry group extend (SPEC §3 menuExtends). */
const workbenchMenu = (group: string): MenuNode => ({ id: "5", name: "工作台", menuExtends: [{ extendCode: "quickEntranceGroupId", value: group }] }) as MenuNode;

describe("what a workbench document brings (SPEC §3 workbench, ARCHITECTURE §2)", () => {
  it("the org's workbench config and the tenant's current quick entries, as the platform gives them", async () => {
    const seed = await loadWorkbenchSeed(sessionOf(demo), null, null);
    expect(seed).not.toBeNull();
    expect(seed?.config.hasPortalWorkbench).toBe(true);
    expect(seed?.quickEntries?.groupId).toBeNull();
    expect(seed?.quickEntries?.entries.length).toBeGreaterThan(0);
    expect(seed?.quickEntries?.entries.every((entry) => typeof entry.name === "string")).toBe(true);
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
