import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { NAMES } from "./admin-calls.ts";
import { getJson, login, platformWithAdmin, sendJson } from "./helpers.ts";

/**
 * The page ETags probe (ADR 063, a platform extension): one call answers the ETag every SPEC §7
 * tenant-config GET and the app origins would give the caller now, and a tag of the caller's
 * menu answers that is shared by callers whose menu answers are the same.
 */
const env = platformWithAdmin();

const PATHS = [
  "/param/v4/theme-settings/header",
  "/param/v4/param-values/nav-logo-and-name",
  "/workbench/v4/portal-param-values/scene-params",
  "/param/v4/theme-settings/layout-override",
  "/product/v4/micro-apps/origins",
];

interface PageEtags {
  etags: Record<string, string>;
  menus: string;
}

async function probe(token: string): Promise<PageEtags> {
  const answer = await getJson<PageEtags>(`${env.api}/param/v4/tenant-config/etags`, token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  return answer.body!.data!;
}

describe("GET /param/v4/tenant-config/etags", () => {
  it("answers, for any member, the ETag each tenant-config GET and the app origins answer", async () => {
    const { etags } = await probe(env.demoToken);
    expect(Object.keys(etags).sort()).toEqual([...PATHS].sort());
    for (const path of PATHS) {
      const answer = await getJson(`${env.api}${path}`, env.demoToken);
      expect(answer.status, path).toBe(200);
      expect(etags[path], path).toBe(answer.headers.get("etag"));
    }
  });

  it("names the new version of a kind once it is published, and only of that kind", async () => {
    const before = await probe(env.demoToken);
    const published = await sendJson("PUT", `${env.api}/param/v4/theme-settings/header`, env.adminToken, { systemName: "探针之后" });
    expect(published.status).toBe(200);
    const after = await probe(env.demoToken);
    expect(after.etags["/param/v4/theme-settings/header"]).toBe(published.headers.get("etag"));
    expect(after.etags["/param/v4/theme-settings/header"]).not.toBe(before.etags["/param/v4/theme-settings/header"]);
    for (const path of PATHS.filter((p) => p !== "/param/v4/theme-settings/header")) expect(after.etags[path], path).toBe(before.etags[path]);
  });

  it("gives the same menu tag to members with the same grants and identity, another to other grants or another identity", async () => {
    // demo and newcomer are both project members of 10001 (the same menu grants); admin holds every menu.
    const demoAgain = await login(env.api, "demo", DEMO_ACCOUNTS.demo.password);
    const newcomer = await login(env.api, "newcomer", DEMO_ACCOUNTS.newcomer.password);
    const [demo, demo2, other, admin] = await Promise.all([probe(env.demoToken), probe(demoAgain), probe(newcomer), probe(env.adminToken)]);
    expect(demo2.menus).toBe(demo.menus);
    expect(other.menus).toBe(demo.menus);
    expect(admin.menus).not.toBe(demo.menus);

    const changed = await fetch(`${env.api}/workbench/v4/identity/change-identity?identityCode=INVEST`, { method: "PUT", headers: { authorization: `Bearer ${demoAgain}` } });
    expect(changed.status).toBe(200);
    const invest = await probe(demoAgain);
    expect(invest.menus).not.toBe(demo.menus);
    // The tree a tag stands for does differ: the identity filters the application menus.
    const tree = (token: string) => getJson(`${env.api}/product/v4/menus/application-menu-tree?orgId=100010010`, token);
    expect(JSON.stringify((await tree(demoAgain)).body?.data)).not.toBe(JSON.stringify((await tree(env.demoToken)).body?.data));
    expect(JSON.stringify((await tree(newcomer)).body?.data)).toBe(JSON.stringify((await tree(env.demoToken)).body?.data));
  });

  it("changes every member's menu tag after a write to the tenant's apps", async () => {
    const before = await probe(env.demoToken);
    const created = await sendJson("POST", `${env.api}/product/v4/micro-apps`, env.adminToken, {
      nameAllLang: NAMES("探针应用", "Probe app", "Sondapp"),
      entry: "https://apps.probe.example/",
      kind: "microApp",
      routePath: "/portal/probe/",
      cache: true,
      props: {},
      allowedOrigins: [],
      sandbox: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await probe(env.demoToken);
    expect(after.menus).not.toBe(before.menus);
    expect(after.etags["/product/v4/micro-apps/origins"]).not.toBe(before.etags["/product/v4/micro-apps/origins"]);
  });

  it("refuses a caller without a session and a parameter it does not know", async () => {
    expect((await getJson(`${env.api}/param/v4/tenant-config/etags`)).status).toBe(401);
    expect((await getJson(`${env.api}/param/v4/tenant-config/etags`, env.demoToken)).status).toBe(200);
    const unknown = await getJson(`${env.api}/param/v4/tenant-config/etags?kind=header-theme`, env.demoToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body?.errorMsg).toContain("kind");
  });
});
