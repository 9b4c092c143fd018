import { afterEach, describe, expect, it, vi } from "vitest";
import { weakPassword } from "#app/platform-api/uaa";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

describe("platform-api/uaa (SPEC §7 User)", () => {
  it("asks whether the password is weak by the user's id, encoded as one query value", async () => {
    const calls = recordPlatformCalls({ weak: true });
    await expect(weakPassword("u 1&userId=u2")).resolves.toEqual({ weak: true });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET uaa/user/weakWord?userId=u%201%26userId%3Du2"]);
  });
});
