import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
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

interface UserInfo {
  id: string;
  nickname: string;
  accountName: string;
  accountType: number;
  tenantAdmin: boolean;
  tenantId: string;
  avatarPath: string[];
}

interface TenantItem {
  id: string;
  name: string;
  disabled: boolean;
  tenantAdmin: boolean;
  customCode?: string;
  categoryCodes: string[];
  isI18nEnv: boolean;
}

/** Contract: what the platform serves satisfies the schemas the portal validates with (ARCHITECTURE §4). */
describe("contract with schemas/", () => {
  const calls: [string, string][] = [
    ["/uaa/user", "user.schema.json"],
    ["/tenant-user/v4/tenants/list-cur-user?includeExternal=true", "tenant-list.schema.json"],
    ["/param/v4/theme-settings/header", "header-theme.schema.json"],
    ["/param/v4/param-values/nav-logo-and-name", "nav-logo-and-name.schema.json"],
    ["/workbench/v4/portal-param-values/scene-params", "scene-params.schema.json"],
    ["/i18n/v4/env/info", "env-info.schema.json"],
    ["/org-permission/v4/orgs/default-auth-org", "org-node.schema.json"],
  ];
  for (const [call, schema] of calls) {
    it(`${call} matches ${schema}`, async () => {
      for (const token of [demoToken, adminToken]) {
        const { body } = await getJson(`${api}${call}`, token);
        expect(validateAgainstSchema("envelope.schema.json", body)).toEqual({ valid: true });
        expect(validateAgainstSchema(schema, body?.data)).toEqual({ valid: true });
      }
    });
  }
});

describe("user and tenants", () => {
  it("returns the user in the current tenant without any token", async () => {
    const { status, body } = await getJson<UserInfo>(`${api}/uaa/user`, demoToken);
    expect(status).toBe(200);
    expect(body?.data).toMatchObject({
      id: "20001",
      accountName: "demo",
      nickname: "演示用户",
      accountType: 1,
      tenantAdmin: false,
      tenantId: "10001",
      avatarPath: [],
    });
    expect(JSON.stringify(body)).not.toContain(demoToken);
    expect(body?.data).not.toHaveProperty("trustsToken");
  });

  it("lists the user's tenants with their flags", async () => {
    const demo = await getJson<TenantItem[]>(`${api}/tenant-user/v4/tenants/list-cur-user?includeExternal=true`, demoToken);
    expect(demo.body?.data?.map((t) => t.id)).toEqual(["10001", "10002", "10003"]);
    expect(demo.body?.data?.every((t) => t.tenantAdmin === false)).toBe(true);
    const [zj, acme, nord] = demo.body?.data ?? [];
    expect(zj).toMatchObject({ name: "中建智造集团", isI18nEnv: false, disabled: false });
    expect(acme).toMatchObject({ name: "Acme Construction Ltd", customCode: "acme", isI18nEnv: true });
    expect(nord).toMatchObject({ name: "Nordbygg AB", disabled: true });
    const admin = await getJson<TenantItem[]>(`${api}/tenant-user/v4/tenants/list-cur-user`, adminToken);
    expect(admin.body?.data?.every((t) => t.tenantAdmin === true)).toBe(true);
  });
});

describe("tenant config", () => {
  const header = () => `${api}/param/v4/theme-settings/header`;

  it("serves the header theme with an ETag and answers a match with 304", async () => {
    const first = await getJson<Record<string, unknown>>(header(), demoToken);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toBe('"10001-1"');
    expect(first.body?.data).toMatchObject({
      systemName: "中建智造数字项目管理平台",
      headerBgColor: "#002366",
      themeColor: "#268DFF",
      headerHeight: 48,
    });
    const again = await getJson(header(), demoToken, { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("lets only a tenant admin change the header theme, bumping the ETag", async () => {
    const refused = await sendJson("PUT", header(), demoToken, { systemName: "Hijacked" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, data: null });

    const changed = await sendJson<Record<string, unknown>>("PUT", header(), adminToken, { systemName: "新名称" });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe('"10001-2"');
    expect(changed.body.data).toMatchObject({ systemName: "新名称", headerBgColor: "#002366" });

    const stale = await getJson<Record<string, unknown>>(header(), demoToken, { "if-none-match": '"10001-1"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe('"10001-2"');
    expect(stale.body?.data?.systemName).toBe("新名称");
  });

  it(
    "refuses a header theme that fails the schema, naming the field",
    async () => {
      const bad = await sendJson("PUT", header(), adminToken, { headerHeight: "tall" });
      expect(bad.status).toBe(400);
      expect(bad.body.errorMsg).toContain("headerHeight");
      expect((bad.body.data as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(["headerHeight"]);
    },
  );

  it("refuses a body that is not an object", async () => {
    const res = await sendJson("PUT", header(), adminToken, [1, 2]);
    expect(res.status).toBe(400);
  });

  it("serves nav logo and name, scene params and layout override with ETags", async () => {
    const nav = await getJson<Record<string, unknown>>(`${api}/param/v4/param-values/nav-logo-and-name`, demoToken);
    expect(nav.headers.get("etag")).toBe('"10001-1"');
    expect(nav.body?.data).toMatchObject({
      systemName: "中建智造数字项目管理平台",
      systemLogoUrl: "/platform/assets/zhongjian-logo.svg",
    });
    expect(typeof nav.body?.data?.browserTitle).toBe("string");

    const scene = await getJson<Record<string, unknown>>(`${api}/workbench/v4/portal-param-values/scene-params`, demoToken);
    expect(scene.headers.get("etag")).toBe('"10001-1"');
    expect(scene.body?.data?.helpCenterShow).toBe(true);
    expect(scene.body?.data?.subMenuShowType).toBe(0);
    expect(Array.isArray(scene.body?.data?.headerExtendEntrys)).toBe(true);
    expect(typeof scene.body?.data?.menuIconResources).toBe("string");

    const layout = await getJson(`${api}/param/v4/theme-settings/layout-override`, demoToken);
    expect(layout.status).toBe(200);
    expect(layout.body?.data).toBeNull();
    expect(layout.headers.get("etag")).toBe('"10001-0"');
  });

  it("lets a tenant admin change scene params and the layout override", async () => {
    const scene = await sendJson<Record<string, unknown>>(
      "PUT",
      `${api}/workbench/v4/portal-param-values/scene-params`,
      adminToken,
      { helpCenterShow: false },
    );
    expect(scene.status).toBe(200);
    expect(scene.headers.get("etag")).toBe('"10001-2"');
    expect(scene.body.data).toMatchObject({ helpCenterShow: false, collectCenterShow: true });

    const layout = await sendJson("PUT", `${api}/param/v4/theme-settings/layout-override`, adminToken, { layouts: [] });
    expect(layout.status).toBe(200);
    const read = await getJson(`${api}/param/v4/theme-settings/layout-override`, demoToken);
    expect(read.headers.get("etag")).toBe('"10001-1"');
    expect(read.body?.data).toEqual({ layouts: [] });
  });
});

describe("env info", () => {
  it("answers without a token", async () => {
    const { status, body } = await getJson<Record<string, unknown>>(`${api}/i18n/v4/env/info`);
    expect(status).toBe(200);
    expect(body?.data).toMatchObject({
      isI18nEnv: false,
      defaultLocale: "zh-CN",
      locales: ["zh-CN", "en", "sv-SE"],
      loginServiceUrl: "/login/",
    });
  });
});

interface OrgNode {
  id: string;
  type: string;
  parentId: string | null;
  tenantId: string;
  fullId: string;
  authType: number;
}

describe("orgs", () => {
  it("gives the tenant's root company as the default org", async () => {
    const { body } = await getJson<OrgNode>(`${api}/org-permission/v4/orgs/default-auth-org`, demoToken);
    expect(body?.data).toMatchObject({ type: "company", parentId: null, tenantId: "10001", authType: 1 });
  });

  it("seeds a real tree with every org type", async () => {
    const rows = await running.platform.db.selectFrom("orgs").selectAll().where("tenant_id", "=", "10001").execute();
    expect(rows.length).toBeGreaterThanOrEqual(38);
    const types = new Set(rows.map((r) => r.type));
    for (const type of ["company", "general-project", "mixing-station", "project-command", "category", "department", "external-participant"]) {
      expect(types).toContain(type);
    }
    expect(rows.some((r) => r.auth_type === 0)).toBe(true);
    const ids = new Set(rows.map((r) => r.id));
    expect(rows.every((r) => r.parent_id === null || ids.has(r.parent_id))).toBe(true);
  });

  it("serves one org of the current tenant and 404 for another tenant's", async () => {
    const project = await running.platform.db
      .selectFrom("orgs")
      .select("id")
      .where("tenant_id", "=", "10001")
      .where("type", "=", "general-project")
      .executeTakeFirstOrThrow();
    const ok = await getJson<OrgNode>(`${api}/org-permission/v4/orgs/${project.id}`, demoToken);
    expect(ok.body?.data).toMatchObject({ id: project.id, type: "general-project" });
    expect(ok.body?.data?.fullId.endsWith(project.id)).toBe(true);

    const foreign = await running.platform.db
      .selectFrom("orgs")
      .select("id")
      .where("tenant_id", "=", "10002")
      .executeTakeFirstOrThrow();
    const missing = await getJson(`${api}/org-permission/v4/orgs/${foreign.id}`, demoToken);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, data: null, errorCode: "404" });
  });
});

describe("session tenant", () => {
  const switchTo = (token: string, tenantId: string) =>
    sendJson<{ tenantId: string }>("PUT", `${api}/identification/session/tenant?tenantId=${tenantId}`, token, {});

  it("refuses a disabled tenant to a non-admin", async () => {
    const res = await switchTo(demoToken, "10003");
    expect(res.body).toMatchObject({
      success: false,
      errorCode: "2201",
      errorMsg: "The system has been disabled. Please contact the administrator for recovery time.",
    });
    const user = await getJson<UserInfo>(`${api}/uaa/user`, demoToken);
    expect(user.body?.data?.tenantId).toBe("10001");
  });

  it("lets a tenant admin into a disabled tenant", async () => {
    const res = await switchTo(adminToken, "10003");
    expect(res.body.success).toBe(true);
    const user = await getJson<UserInfo>(`${api}/uaa/user`, adminToken);
    expect(user.body?.data).toMatchObject({ tenantId: "10003", tenantAdmin: true });
    const theme = await getJson<Record<string, unknown>>(`${api}/param/v4/theme-settings/header`, adminToken);
    expect(theme.body?.data?.systemName).toBe("Nordbygg Projektportal");
  });

  it("switches branding with the tenant", async () => {
    expect((await switchTo(demoToken, "10002")).body.success).toBe(true);
    const theme = await getJson<Record<string, unknown>>(`${api}/param/v4/theme-settings/header`, demoToken);
    expect(theme.headers.get("etag")).toBe('"10002-1"');
    expect(theme.body?.data).toMatchObject({
      systemName: "Acme Project Portal",
      headerBgColor: "#1F3A2E",
      themeColor: "#E8590C",
      headerHeight: 56,
    });
    const env = await getJson<{ isI18nEnv: boolean }>(`${api}/i18n/v4/env/info`, demoToken);
    expect(env.body?.data?.isI18nEnv).toBe(true);
  });

  it("refuses a tenant the user is not a member of, and a missing tenantId", async () => {
    expect((await switchTo(demoToken, "99999")).status).toBe(403);
    const missing = await sendJson("PUT", `${api}/identification/session/tenant`, demoToken, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errorMsg).toContain("tenantId");
  });
});

describe("concurrency", () => {
  it("serves many requests at once on one embedded database", async () => {
    const urls = [
      `${api}/uaa/user`,
      `${api}/tenant-user/v4/tenants/list-cur-user`,
      `${api}/param/v4/theme-settings/header`,
      `${api}/org-permission/v4/orgs/default-auth-org`,
      `${api}/i18n/v4/env/info`,
    ];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => getJson(urls[i % urls.length] ?? "", i % 2 ? demoToken : adminToken)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  });
});

describe("redirects, assets and unknown calls", () => {
  const main = (redirectUrl: string) =>
    fetch(`${api}/portal/v4/main?redirectUrl=${encodeURIComponent(redirectUrl)}`, { redirect: "manual" });

  it("sends the browser to the login service with a same-origin redirect only", async () => {
    const same = await main("/portal/123/?org=5&viewMode=full");
    expect(same.status).toBe(302);
    expect(same.headers.get("location")).toBe(
      `/login/?redirectUrl=${encodeURIComponent("/portal/123/?org=5&viewMode=full")}`,
    );
    for (const foreign of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "portal/"]) {
      const res = await main(foreign);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login/");
    }
  });

  it("serves the tenant logos", async () => {
    const res = await fetch(`${running.origin}/assets/zhongjian-logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("answers an unknown call with a 404 envelope", async () => {
    const res = await getJson(`${api}/no/such/call`, demoToken);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: null, errorCode: "404" });
  });
});
