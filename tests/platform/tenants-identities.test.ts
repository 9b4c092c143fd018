import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { sha256 } from "#platform/security/tokens.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { getJson, login, sendJson, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
});

afterAll(async () => {
  await running.close();
});

async function sessionRow(token: string) {
  return running.platform.db.selectFrom("sessions").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
}

describe("tenant token", () => {
  const call = (token: string | undefined, body: unknown) =>
    sendJson<{ tenantToken: string }>("POST", `${api}/tenant-user/v4/users/update-current-tenant`, token, body);

  it("issues a new token bound to the tenant, stored hashed", async () => {
    const res = await call(demoToken, { tenantId: "10002" });
    expect(res.status).toBe(200);
    const tenantToken = res.body.data?.tenantToken ?? "";
    expect(tenantToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(tenantToken).not.toBe(demoToken);
    const row = await sessionRow(tenantToken);
    expect(row?.tenant_id).toBe("10002");
    expect(row?.parent_token_hash).toBe(sha256(demoToken));
    const login = await sessionRow(demoToken);
    expect(new Date(row?.expires_at ?? 0).getTime()).toBeLessThanOrEqual(new Date(login?.expires_at ?? 0).getTime());
    const me = await getJson<{ tenantId: string }>(`${api}/uaa/user`, tenantToken);
    expect(me.body?.data?.tenantId).toBe("10002");
    // The login token stays where it was.
    expect((await getJson<{ tenantId: string }>(`${api}/uaa/user`, demoToken)).body?.data?.tenantId).toBe("10001");
  });

  it("accepts a numeric tenantId", async () => {
    expect((await call(demoToken, { tenantId: 10002 })).status).toBe(200);
  });

  it("refuses non-members (403), a disabled tenant for non-admins (2201) but not for admins", async () => {
    const unknown = await call(demoToken, { tenantId: "99999" });
    expect(unknown.status).toBe(403);
    const disabled = await call(demoToken, { tenantId: "10003" });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ success: false, errorCode: "2201", data: null });
    const admin = await call(adminToken, { tenantId: "10003" });
    expect(admin.body.success).toBe(true);
  });

  it("answers bad input with 400 naming the field, and no token with 401", async () => {
    for (const body of [{}, { tenantId: "" }, { tenantId: ["1"] }, { tenantId: "a b" }, [1]]) {
      const res = await call(demoToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorMsg).toMatch(/tenantId|body/);
    }
    expect((await call(undefined, { tenantId: "10001" })).status).toBe(401);
  });

  it("is revoked with the login token it came from", async () => {
    const own = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const tenantToken = (await call(own, { tenantId: "10002" })).body.data?.tenantToken ?? "";
    expect((await getJson(`${api}/uaa/user`, tenantToken)).status).toBe(200);
    await fetch(`${api}/uaa/user/removeAccessToken`, { method: "DELETE", headers: { authorization: `Bearer ${own}` } });
    expect((await getJson(`${api}/uaa/user`, tenantToken)).status).toBe(401);
  });
});

describe("trusted tenants", () => {
  const repeat = (token: string, headers: Record<string, string> = {}) =>
    getJson<{ trustsToken: Record<string, string> }>(`${api}/uaa/user/tenant-token/repeat`, token, headers);

  it("returns a token per trusted tenant; calls with it need x-src-tenant-id, which is recorded", async () => {
    const res = await repeat(demoToken);
    expect(res.status).toBe(200);
    const trusts = res.body?.data?.trustsToken ?? {};
    expect(Object.keys(trusts)).toEqual(["10002"]);
    const trustToken = trusts["10002"] ?? "";
    expect((await sessionRow(trustToken))?.trust_src_tenant_id).toBe("10001");

    const without = await getJson(`${api}/uaa/user`, trustToken);
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ success: false, errorCode: "403", errorMsg: "missing x-src-tenant-id" });

    const wrong = await getJson(`${api}/uaa/user`, trustToken, { "x-src-tenant-id": "10002" });
    expect(wrong.status).toBe(403);

    const withHeader = await getJson<{ tenantId: string }>(`${api}/uaa/user`, trustToken, { "x-src-tenant-id": "10001" });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body?.data?.tenantId).toBe("10002");
    expect((await sessionRow(trustToken))?.last_src_tenant_id).toBe("10001");
  });

  it("gives nothing from a tenant that trusts none, and never the same token twice", async () => {
    const acme = (await sendJson<{ tenantToken: string }>("POST", `${api}/tenant-user/v4/users/update-current-tenant`, demoToken, { tenantId: "10002" })).body.data?.tenantToken ?? "";
    expect((await repeat(acme)).body?.data?.trustsToken).toEqual({});
    const a = (await repeat(adminToken)).body?.data?.trustsToken["10002"];
    const b = (await repeat(adminToken)).body?.data?.trustsToken["10002"];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("records x-src-tenant-id on ordinary tokens too", async () => {
    await getJson(`${api}/uaa/user`, adminToken, { "x-src-tenant-id": "10001" });
    expect((await sessionRow(adminToken))?.last_src_tenant_id).toBe("10001");
  });
});

describe("tenant info and custom codes", () => {
  it("returns tenant info to members only", async () => {
    const res = await getJson<Record<string, unknown>>(`${api}/tenant-user/v4/tenants/10002`, demoToken);
    expect(res.status).toBe(200);
    expect(res.body?.data).toEqual({
      id: "10002",
      name: "Acme Construction Ltd",
      companyName: "Acme Construction Ltd",
      creditCode: "GB-09876543",
      adminUserCode: "admin",
      categoryCodes: ["enterprise"],
      disabled: false,
      tenantAdmin: false,
      isI18nEnv: true,
      customCode: "acme",
    });
    expect(validateAgainstSchema("tenant.schema.json", res.body?.data)).toEqual({ valid: true });
    expect((await getJson(`${api}/tenant-user/v4/tenants/10001`, adminToken)).body?.data).toMatchObject({ tenantAdmin: true });
    expect((await getJson(`${api}/tenant-user/v4/tenants/99999`, demoToken)).status).toBe(403);
    expect((await getJson(`${api}/tenant-user/v4/tenants/a%20b`, demoToken)).status).toBe(400);
    expect((await getJson(`${api}/tenant-user/v4/tenants/10001`)).status).toBe(401);
  });

  it("resolves a custom code to its tenant and a tenant to its code", async () => {
    const custom = await getJson(`${api}/tenant-user/v4/tenant-customs/acme`);
    expect(custom.body?.data).toEqual({ tenantId: "10002", code: "acme", themeCode: "acme-orange" });
    const unknown = await getJson(`${api}/tenant-user/v4/tenant-customs/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: null, errorCode: "404" });
    expect((await getJson(`${api}/tenant-user/v4/tenant-customs/${"x".repeat(80)}`)).status).toBe(400);

    expect((await getJson(`${api}/param/v4/tenant-customs/10002/custom-code`, demoToken)).body?.data).toEqual({ code: "acme" });
    expect((await getJson(`${api}/param/v4/tenant-customs/10001/custom-code`, demoToken)).body?.data).toEqual({ code: null });
    expect((await getJson(`${api}/param/v4/tenant-customs/99999/custom-code`, demoToken)).status).toBe(403);
  });
});

interface Participant {
  externalType: number;
  externalEntityId: string;
  bizType: string;
  bizName: string;
  participantOrgId: string | null;
  external: boolean;
  fullName: string[];
  tenantName: string;
}

describe("participant identities", () => {
  const list = (token: string, body: unknown, type = "participant") =>
    sendJson<Participant[]>("POST", `${api}/tenant-user/v4/users/extend-context?contextTypeCode=${type}`, token, body);

  it("lists the demo user's identities in 10001 with participant_admin first and the tenant identity last", async () => {
    const res = await list(demoToken, { tenantId: "10001" });
    expect(res.status).toBe(200);
    const data = res.body.data ?? [];
    expect(data).toHaveLength(4);
    expect(data[0]).toMatchObject({ bizType: "participant_admin", externalType: 1, external: true, externalEntityId: "5000000001", tenantName: "中建智造集团" });
    expect(data.slice(1, 3).every((d) => d.bizType === "participant" && d.external)).toBe(true);
    expect(data[3]).toMatchObject({ externalType: 0, external: false, bizName: "This enterprise" });
    for (const item of data) {
      expect(validateAgainstSchema("participant-identity.schema.json", item)).toEqual({ valid: true });
      expect(item.fullName.length).toBeGreaterThan(0);
    }
  });

  it("gives admin only the tenant identity, refuses non-members and bad input", async () => {
    const admin = await list(adminToken, { tenantId: "10001" });
    expect(admin.body.data?.map((d) => d.externalType)).toEqual([0]);
    expect((await list(demoToken, { tenantId: "99999" })).status).toBe(403);
    expect((await list(demoToken, { tenantId: {} })).status).toBe(400);
    expect((await list(demoToken, { tenantId: "10001" }, "other")).status).toBe(400);
  });

  it("changes the token's identity context and back", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const get = () => sendJson<Record<string, unknown>>("POST", `${api}/tenant-user/v4/users/extend-context/get`, token, {});
    expect((await get()).body.data).toEqual({ userType: "tenant", externalEntityId: null, participantOrgId: null });
    const participants = (await list(token, { tenantId: "10001" })).body.data ?? [];
    const admin = participants[0];
    const change = await sendJson("POST", `${api}/tenant-user/v4/users/change-identity`, token, {
      externalType: 1,
      externalEntityId: admin?.externalEntityId,
      participantOrgId: admin?.participantOrgId,
    });
    expect(change.status).toBe(200);
    const ctx = (await get()).body.data;
    expect(ctx).toEqual({ userType: "participant", externalEntityId: "5000000001", participantOrgId: admin?.participantOrgId });
    expect(validateAgainstSchema("identity-context.schema.json", ctx)).toEqual({ valid: true });

    const back = await sendJson("POST", `${api}/tenant-user/v4/users/change-identity`, token, { externalType: 0 });
    expect(back.status).toBe(200);
    expect((await get()).body.data).toMatchObject({ userType: "tenant" });
  });

  it("refuses identities of others and bad change-identity input", async () => {
    const change = (token: string, body: unknown) => sendJson("POST", `${api}/tenant-user/v4/users/change-identity`, token, body);
    expect((await change(adminToken, { externalType: 1, externalEntityId: "5000000001" })).status).toBe(403);
    const bad = await change(demoToken, { externalType: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMsg).toContain("externalType");
    expect((await change(demoToken, { externalType: 1 })).body.errorMsg).toContain("externalEntityId");
    expect((await change(demoToken, { externalType: 1, externalEntityId: "abc" })).status).toBe(400);
    expect((await change(demoToken, { externalType: 1, externalEntityId: "5000000001", participantOrgId: "100010001" })).status).toBe(400);
  });

  it("lists a participant's orgs", async () => {
    const res = await getJson<{ id: string; name: string }[]>(
      `${api}/org-permission/v4/participants/users/cur-user-auth-participant-orgs?participantId=5000000001`,
      demoToken,
    );
    expect(res.body?.data?.map((o) => o.name)).toEqual(["中铁设计咨询有限公司", "上海临港数据中心项目", "杭州亚运村配套项目"]);
    const byBizId = await getJson<unknown[]>(`${api}/org-permission/v4/participants/users/cur-user-auth-participant-orgs?participantId=P9002`, demoToken);
    expect(byBizId.body?.data).toHaveLength(1);
    expect((await getJson(`${api}/org-permission/v4/participants/users/cur-user-auth-participant-orgs?participantId=5000000001`, adminToken)).status).toBe(403);
    expect((await getJson(`${api}/org-permission/v4/participants/users/cur-user-auth-participant-orgs`, demoToken)).status).toBe(400);
  });
});

describe("business identities", () => {
  it("lists Default and eight business systems, and keeps the selection per token", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const url = `${api}/workbench/v4/identity/list-available?orgId=100010001`;
    const first = await getJson<{ code: string; name: string; selected: boolean }[]>(url, token);
    expect(first.body?.data).toHaveLength(9);
    expect(first.body?.data?.filter((i) => i.selected).map((i) => i.code)).toEqual(["Default"]);
    for (const item of first.body?.data ?? []) expect(validateAgainstSchema("identity.schema.json", item)).toEqual({ valid: true });

    const change = await sendJson("PUT", `${api}/workbench/v4/identity/change-identity?identityCode=SAFETY`, token, {});
    expect(change.status).toBe(200);
    const after = await getJson<{ code: string; selected: boolean }[]>(url, token);
    expect(after.body?.data?.filter((i) => i.selected).map((i) => i.code)).toEqual(["SAFETY"]);
    // Another token of the same user is unaffected.
    const other = await getJson<{ code: string; selected: boolean }[]>(url, demoToken);
    expect(other.body?.data?.find((i) => i.selected)?.code).toBe("Default");

    await sendJson("PUT", `${api}/workbench/v4/identity/change-identity?identityCode=Default`, token, {});
    expect((await getJson<{ code: string; selected: boolean }[]>(url, token)).body?.data?.find((i) => i.selected)?.code).toBe("Default");
  });

  it("answers bad input with 400 and foreign orgs with 404", async () => {
    expect((await sendJson("PUT", `${api}/workbench/v4/identity/change-identity?identityCode=NOPE`, demoToken, {})).status).toBe(400);
    expect((await sendJson("PUT", `${api}/workbench/v4/identity/change-identity`, demoToken, {})).status).toBe(400);
    expect((await getJson(`${api}/workbench/v4/identity/list-available`, demoToken)).status).toBe(400);
    expect((await getJson(`${api}/workbench/v4/identity/list-available?orgId=100020001`, demoToken)).status).toBe(404);
  });
});

describe("agreement", () => {
  it("starts unaccepted, stores acceptance per identity", async () => {
    const token = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
    const info = await getJson<{ accountInfo: Record<string, unknown> }>(`${api}/tenant-user/v4/users/account-info-by-identity`, token);
    expect(info.body?.data).toMatchObject({ accountInfo: { agreeAgreement: false, agreeGDPR: false, identity: "tenant" } });

    const post = await sendJson("POST", `${api}/portal/account/user/agreement?identity=tenant`, token, { agreeAgreement: true, agreeGDPR: true });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual({ agreeAgreement: true, agreeGDPR: true, identity: "tenant", pending: false });
    expect((await getJson(`${api}/portal/account/user/agreement`, token)).body?.data).toEqual({ agreeAgreement: true, agreeGDPR: true, identity: "tenant", pending: false });
    expect((await getJson<{ accountInfo: Record<string, unknown> }>(`${api}/tenant-user/v4/users/account-info-by-identity`, token)).body?.data?.accountInfo.agreeAgreement).toBe(true);
    // A different identity has its own answer.
    expect((await getJson(`${api}/portal/account/user/agreement?identity=5000000001`, token)).body?.data).toMatchObject({ agreeAgreement: false });
  });

  it("answers bad input with 400", async () => {
    const url = `${api}/portal/account/user/agreement?identity=tenant`;
    expect((await sendJson("POST", url, demoToken, { agreeAgreement: "yes" })).body.errorMsg).toContain("agreeAgreement");
    expect((await sendJson("POST", url, demoToken, {})).status).toBe(400);
    expect((await sendJson("POST", `${api}/portal/account/user/agreement?identity=a%20b`, demoToken, { agreeGDPR: true })).status).toBe(400);
    expect((await getJson(`${api}/portal/account/user/agreement`)).status).toBe(401);
  });
});
