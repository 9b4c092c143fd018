import { afterEach, describe, expect, it, vi } from "vitest";
import { participantIdentities } from "#app/platform-api/tenant-user";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/tenant-user (SPEC §7 User)", () => {
  it("asks for the participant identities of a tenant with the tenant's id in the body, not the path", async () => {
    const calls = recordPlatformCalls([]);
    await participantIdentities("10001&x=1");
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([["POST tenant-user/v4/users/extend-context?contextTypeCode=participant", { tenantId: "10001&x=1" }]]);
  });
});
