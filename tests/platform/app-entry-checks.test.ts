import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * ADR 060: before the portal's server checks an app's entry for someone, the platform says
 * whether that someone is the tenant's admin, and counts the check among the admin's writes
 * (ADR 048).
 */
let running: RunningPlatform;
const PERMIT = () => `${running.api}/product/v4/micro-apps/entry-checks`;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true, rateLimits: { adminWritesPerAdmin: 3, adminWriteWindowSeconds: 60 } });
});
afterAll(async () => {
  await running.close();
});

describe("the permit of an app entry check (ADR 060)", () => {
  it("answers the tenant's admin, refuses a member and a caller without a session", async () => {
    const admin = await login(running.api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
    const member = await login(running.api, "demo", DEMO_ACCOUNTS.demo.password, "10001");
    await expect(call("POST", PERMIT(), admin)).resolves.toMatchObject({ status: 200, body: { success: true, data: { tenantId: "10001" } } });
    await expect(call("POST", PERMIT(), member)).resolves.toMatchObject({ status: 403 });
    const anonymous = await fetch(PERMIT(), { method: "POST" });
    expect(anonymous.status).toBe(401);
  });

  it("counts each check as an admin write: past the limit, 429 with Retry-After", async () => {
    const admin = await login(running.api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
    for (let i = 0; i < 3; i++) expect((await call("POST", PERMIT(), admin)).status).toBe(200);
    const refused = await call("POST", PERMIT(), admin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
