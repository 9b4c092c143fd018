import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformLogin, startTestPlatform, type LoginData, type TestPlatform } from "./support/platform-server.ts";

/**
 * The tenant admin console's gate (app/features/admin-console/console-access.server.ts;
 * ARCHITECTURE §1, SPEC §6 tenant admin) against the reference platform: tenant admins pass,
 * other members get a 403 naming the tenant, and a signed-out visitor goes to the login.
 */
type AccessModule = typeof import("#app/features/admin-console/console-access.server.ts");
type SessionModule = typeof import("#app/session/session.server.ts");

const ORIGIN = "http://portal.test";
let tp: TestPlatform;
let access: AccessModule;
let sessions: SessionModule;

beforeAll(async () => {
  tp = await startTestPlatform();
  access = await import("#app/features/admin-console/console-access.server.ts");
  sessions = await import("#app/session/session.server.ts");
});

afterAll(async () => {
  await tp.close();
});

function cookieFor(login: LoginData): string {
  const set = sessions.commitSession(new Request(`${ORIGIN}/portal-admin/`), { loginToken: login.userToken, tenantId: login.tenantId, loginTenantId: login.tenantId, userId: login.userId, issuedAt: Date.now() });
  return set.split(";")[0] ?? "";
}

async function gate(cookie: string | null): Promise<{ status: number; location?: string | null; data?: unknown }> {
  const request = new Request(`${ORIGIN}/portal-admin/branding/`, { headers: cookie ? { cookie } : {} });
  try {
    const allowed = await access.requireTenantAdmin(request);
    return { status: 200, data: allowed };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const refused = thrown as { data: unknown; init: { status?: number } | null };
    return { status: refused.init?.status ?? 0, data: refused.data };
  }
}

describe("the admin console's gate", () => {
  it("lets a tenant admin in, with the tenant's name", async () => {
    const outcome = await gate(cookieFor(await platformLogin(tp.api, "admin")));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ tenant: { name: "中建智造集团" }, account: "admin" });
  });

  it("refuses a member who is not the tenant's admin with a 403 naming the tenant", async () => {
    const outcome = await gate(cookieFor(await platformLogin(tp.api, "demo")));
    expect(outcome).toEqual({ status: 403, data: { kind: "notTenantAdmin", tenantName: "中建智造集团" } });
  });

  it("sends a signed-out visitor to the login, as the portal does, coming back to the console", async () => {
    const outcome = await gate(null);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/api/portal/v4/main?redirectUrl=${encodeURIComponent("/portal-admin/branding/")}`);
  });
});
