import { afterEach, describe, expect, it, vi } from "vitest";
import { setProjectFocus, validateOrg } from "#app/platform-api/org-permission";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/org-permission (SPEC §7 Org)", () => {
  it("validates an org by its id, encoded as one path segment", async () => {
    const calls = recordPlatformCalls({ valid: false, reason: "hasNoAuth" });
    await expect(validateOrg("1/11?x=#y")).resolves.toEqual({ valid: false, reason: "hasNoAuth" });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET org-permission/v4/orgs/1%2F11%3Fx%3D%23y/validate"]);
  });

  it("sets a project bookmark by the project's id, encoded, and the status", async () => {
    const calls = recordPlatformCalls();
    await setProjectFocus("../112", 1);
    await setProjectFocus("112", 0);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["PUT org-permission/v4/project-focus/..%2F112/status/1", "PUT org-permission/v4/project-focus/112/status/0"]);
  });
});
