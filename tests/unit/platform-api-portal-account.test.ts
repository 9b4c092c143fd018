import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptUserAgreement } from "#app/platform-api/portal-account";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/portal-account (SPEC §7 User)", () => {
  it("accepts the agreement for the identity, encoded as one query value", async () => {
    const calls = recordPlatformCalls();
    await acceptUserAgreement("participant:7&identity=tenant");
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([["POST portal/account/user/agreement?identity=participant%3A7%26identity%3Dtenant", { agreeAgreement: true }]]);
  });
});
