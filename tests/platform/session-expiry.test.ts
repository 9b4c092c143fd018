import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { sha256 } from "#platform/security/tokens.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

const EXPIRED = {
  success: false,
  data: null,
  errorCode: "401",
  errorMsg: "Login information has expired, please log in again",
};

let running: RunningPlatform;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true, tokenIdleSeconds: 2, tokenMaxSeconds: 60 });
});

afterAll(async () => {
  await running.close();
});

describe("token expiry", () => {
  it("expires a token left idle longer than tokenIdleSeconds", async () => {
    const token = await login(running.api, "demo", DEMO_ACCOUNTS.demo.password);
    expect((await getJson(`${running.api}/uaa/user`, token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const after = await getJson(`${running.api}/uaa/user`, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
  });

  it("keeps a token alive while it is used", async () => {
    const token = await login(running.api, "demo", DEMO_ACCOUNTS.demo.password);
    // Used every 0.7 s for 3.5 s: well past the 2 s idle window in total.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await getJson(`${running.api}/uaa/user`, token)).status).toBe(200);
    }
  });

  it("expires a token past its absolute lifetime even when in use", async () => {
    const token = await login(running.api, "demo", DEMO_ACCOUNTS.demo.password);
    await running.platform.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", sha256(token))
      .execute();
    const after = await getJson(`${running.api}/uaa/user`, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(EXPIRED);
  });
});
