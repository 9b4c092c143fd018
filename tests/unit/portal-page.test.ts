import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closedPort, platformLogin, setPortalEnv, startTestPlatform, type LoginData, type TestPlatform } from "./support/platform-server.ts";

/**
 * The portal page's server flow (app/shell/portal-page.server.ts): SPEC §4 Identity at
 * entry, local_token and the load-failure rule, against the reference platform.
 */
type PageModule = typeof import("#app/shell/portal-page.server.ts");
type SessionModule = typeof import("#app/session/session.server.ts");
type IdentityAction = typeof import("#app/routes/portal.session.identity.tsx");

let tp: TestPlatform;
let admin: LoginData;
let pages: PageModule;
let sessions: SessionModule;
let identityRoute: IdentityAction;

const ORIGIN = "http://portal.test";

beforeAll(async () => {
  tp = await startTestPlatform();
  admin = await platformLogin(tp.api, "admin");
  pages = await import("#app/shell/portal-page.server.ts");
  sessions = await import("#app/session/session.server.ts");
  identityRoute = await import("#app/routes/portal.session.identity.tsx");
});

afterAll(async () => {
  await tp.close();
});

function cookieOf(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0] ?? "";
}

function sessionCookie(login: LoginData, extra: Partial<import("#app/session/session.server.ts").PortalSession> = {}): string {
  const request = new Request(`${ORIGIN}/portal/1/`);
  return cookieOf(sessions.commitSession(request, { loginToken: login.userToken, tenantId: login.tenantId, loginTenantId: login.tenantId, userId: login.userId, issuedAt: Date.now(), ...extra }));
}

interface Outcome {
  status: number;
  location: string | null;
  setCookie: string | null;
  body: Record<string, unknown> | null;
}

/** Runs the page flow; a thrown Response (redirect or error) is an outcome too. */
async function load(path: string, cookie: string, module: PageModule = pages): Promise<Outcome> {
  const request = new Request(`${ORIGIN}${path}`, { headers: { cookie } });
  try {
    const result = await module.loadPortalPage(request);
    return { status: result.init?.status ?? 200, location: null, setCookie: null, body: result.data as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), setCookie: thrown.headers.get("set-cookie"), body: null };
    if (thrown && typeof thrown === "object" && "type" in thrown && (thrown as { type: string }).type === "DataWithResponseInit") {
      const d = thrown as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
      return { status: d.init?.status ?? 200, location: null, setCookie: null, body: d.data };
    }
    throw thrown;
  }
}

/** Follows the one redirect that applies an identity, as the browser would. */
async function loadSettled(path: string, cookie: string): Promise<{ first: Outcome; page: Outcome; cookie: string }> {
  const first = await load(path, cookie);
  if (first.status !== 302) return { first, page: first, cookie };
  const next = first.setCookie ? cookieOf(first.setCookie) : cookie;
  return { first, page: await load(first.location ?? path, next), cookie: next };
}

async function chooseIdentity(cookie: string, form: Record<string, string>, origin = ORIGIN): Promise<Response> {
  const request = new Request(`${ORIGIN}/portal/session/identity`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  try {
    const result = await identityRoute.action({ request, params: {}, context: {} });
    return result instanceof Response ? result : new Response(JSON.stringify((result as { data: unknown }).data), { status: (result as { init?: { status?: number } }).init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("identity at entry (SPEC §4)", () => {
  it("several identities and none stored → the selection list, participant_admin first, the tenant identity listed", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const outcome = await load("/portal/1/", sessionCookie(fresh));
    expect(outcome.status).toBe(200);
    const list = outcome.body?.chooseIdentity as { externalEntityId: string; bizType: string; externalType: number }[];
    expect(list.map((i) => i.bizType)).toEqual(["participant_admin", "participant", "participant", "tenant"]);
    expect(list[0]?.externalEntityId).toBe("5000000001");
    expect(outcome.body?.identity).toBeNull();
  });

  it("a single identity (admin: the tenant identity) is entered directly: one redirect stores it, then the page", async () => {
    const fresh = await platformLogin(tp.api, "admin");
    const { first, page } = await loadSettled("/portal/1/", sessionCookie(fresh));
    expect(first.status).toBe(302);
    expect(first.location).toBe("/portal/1/");
    expect(page.status).toBe(200);
    expect(page.body?.chooseIdentity).toBeNull();
    expect(page.body?.identity).toEqual({ type: "tenant", externalEntityId: null, participantOrgId: null });
  });

  it("externalEntityId picks the matching identity without a list, and the platform token carries it", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const { page } = await loadSettled("/portal/1/?externalEntityId=5000000003", sessionCookie(fresh));
    expect(page.body?.chooseIdentity).toBeNull();
    expect(page.body?.identity).toMatchObject({ type: "participant", externalEntityId: "5000000003" });
    const context = (await (await fetch(`${tp.api}/tenant-user/v4/users/extend-context/get`, { method: "POST", headers: { authorization: `Bearer ${fresh.userToken}` } })).json()) as { data: { userType: string; externalEntityId: string } };
    expect(context.data).toMatchObject({ userType: "participant", externalEntityId: "5000000003" });
  });

  it("an externalEntityId that matches none of several → the list", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const outcome = await load("/portal/1/?externalEntityId=4242", sessionCookie(fresh));
    expect((outcome.body?.chooseIdentity as unknown[]).length).toBe(4);
  });

  it("a stored identity already applied to the token costs no redirect; a new token gets it applied again", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const { cookie } = await loadSettled("/portal/1/?externalEntityId=5000000001", sessionCookie(fresh));
    const again = await load("/portal/1/", cookie);
    expect(again.status).toBe(200);
    expect(again.body?.identity).toMatchObject({ type: "participant", externalEntityId: "5000000001" });
    // The participant has three orgs: the header's participant-org dropdown has them.
    expect((again.body?.participantOrgs as { name: string }[]).map((o) => o.name)).toEqual(["中铁设计咨询有限公司", "上海临港数据中心项目", "杭州亚运村配套项目"]);

    const other = await platformLogin(tp.api, "demo");
    const stored = { type: "participant" as const, externalEntityId: "5000000001", appliedTo: "someone-else" };
    const { first, page } = await loadSettled("/portal/1/", sessionCookie(other, { identity: stored }));
    expect(first.status).toBe(302);
    expect(page.body?.identity).toMatchObject({ type: "participant", externalEntityId: "5000000001" });
  });

  it("a stored participant the platform refuses is forgotten and the list comes back", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const outcome = await load("/portal/1/", sessionCookie(fresh, { identity: { type: "participant", externalEntityId: "999999" } }));
    expect((outcome.body?.chooseIdentity as unknown[]).length).toBe(4);
  });

  it("the choice is applied by POST /portal/session/identity, which returns to the page", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const cookie = sessionCookie(fresh);
    const answer = await chooseIdentity(cookie, { type: "participant", externalEntityId: "5000000002", returnTo: "/portal/1/?org=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/portal/1/?org=1");
    const page = await load("/portal/1/", cookieOf(answer.headers.get("set-cookie")));
    expect(page.body?.identity).toMatchObject({ type: "participant", externalEntityId: "5000000002" });
  });

  it("the identity action refuses other origins, bad choices, identities of others and off-site returns", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const cookie = sessionCookie(fresh);
    expect((await chooseIdentity(cookie, { type: "tenant" }, "https://evil.example")).status).toBe(403);
    expect((await chooseIdentity(cookie, { type: "participant", externalEntityId: "abc" })).status).toBe(400);
    expect((await chooseIdentity(cookie, { type: "nobody" })).status).toBe(400);
    expect((await chooseIdentity(cookie, { type: "participant", externalEntityId: "5000000009" })).status).toBe(400);
    const offSite = await chooseIdentity(cookie, { type: "tenant", returnTo: "//evil.example/portal/" });
    expect(offSite.headers.get("location")).toBe("/portal/1/");
    expect((await chooseIdentity("", { type: "tenant" })).status).toBe(401);
  });
});

describe("local_token (SPEC §4 Session start)", () => {
  it("a different token clears the stored identity; the same token on a reload keeps it", async () => {
    const first = await platformLogin(tp.api, "demo");
    const second = await platformLogin(tp.api, "demo");
    const stored = { type: "participant" as const, externalEntityId: "5000000001" };
    const cookie = sessionCookie(first, { identity: stored });

    const changed = await load(`/portal/1/?local_token=${second.userToken}`, cookie);
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/portal/1/");
    const afterChange = await load("/portal/1/", cookieOf(changed.setCookie));
    expect((afterChange.body?.chooseIdentity as unknown[]).length).toBe(4);

    const request = new Request(`${ORIGIN}/portal/1/?local_token=${first.userToken}`, { headers: { cookie, "cache-control": "max-age=0" } });
    const reloaded = await pages.loadPortalPage(request).catch((r: unknown) => r as Response);
    expect(reloaded).toBeInstanceOf(Response);
    const { page } = await loadSettled("/portal/1/", cookieOf((reloaded as Response).headers.get("set-cookie")));
    expect(page.body?.identity).toMatchObject({ type: "participant", externalEntityId: "5000000001" });
  });
});

describe("load failure (SPEC §4 Login flow)", () => {
  it("the platform down → loading ends with org -1 and a 503 for the error boundary, never a 500", async () => {
    vi.resetModules();
    setPortalEnv(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const fresh = (await import("#app/shell/portal-page.server.ts")) as PageModule;
    const freshSessions = (await import("#app/session/session.server.ts")) as SessionModule;
    const request = new Request(`${ORIGIN}/portal/1/`);
    const cookie = cookieOf(freshSessions.commitSession(request, { loginToken: admin.userToken, tenantId: admin.tenantId, issuedAt: Date.now() }));
    const outcome = await load("/portal/1/", cookie, fresh);
    expect(outcome.status).toBe(503);
    expect(outcome.body).toEqual({ kind: "loadFailed", org: "-1" });
    setPortalEnv(tp.api);
  });
});
