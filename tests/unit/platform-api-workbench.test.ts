import { afterEach, describe, expect, it, vi } from "vitest";
import { changeIdentity, dashboardsPath } from "#app/platform-api/workbench";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/workbench (SPEC §7 Product and workbench)", () => {
  it("builds the dashboard list's path with the org id encoded as one query value", () => {
    expect(dashboardsPath("1")).toBe("workbench/v4/dashboards/list?orgId=1");
    expect(dashboardsPath("1&orgId=2#x")).toBe("workbench/v4/dashboards/list?orgId=1%26orgId%3D2%23x");
  });

  it("changes the identity by its code, encoded as one query value", async () => {
    const calls = recordPlatformCalls();
    await changeIdentity("tenant&identityCode=admin");
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["PUT workbench/v4/identity/change-identity?identityCode=tenant%26identityCode%3Dadmin"]);
  });
});
