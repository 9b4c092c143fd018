import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { productPagesMarker, seedDemoMicroApps } from "#platform/db/seed-micro-apps.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import type { MicroApp } from "#app/types/generated/micro-app.ts";
import type { MicroAppOrigins } from "#app/types/generated/micro-app-origins.ts";
import { call, faultPaths, NAMES, type FieldFault } from "./admin-calls.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;

const APPS = () => `${api}/product/v4/micro-apps`;
const ORIGINS = () => `${api}/product/v4/micro-apps/origins`;
/** 北京大兴国际物流园项目 in 10001: a project, so it shows the pmpp menus. */
const PROJECT_ORG = "100010010";
/** 中建智造集团有限公司, the tenant's root: a company, so it shows the gepm menus. */
const COMPANY_ORG = "100010001";

const diary = {
  nameAllLang: NAMES("客户施工日志", "Customer diary", "Kundens byggdagbok"),
  entry: "https://apps.customer.example/diary/",
  kind: "microApp",
  routePath: "/portal/diary/",
  cache: true,
  props: { theme: "light", pageSize: 20 },
  allowedOrigins: ["https://api.customer.example", "https://Files.Customer.Example:443"],
  sandbox: null,
};

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001");
});

afterAll(async () => {
  await running.close();
});

function nodes(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...nodes(n.children ?? [])]);
}

async function projectTree(token = demoToken, orgId = PROJECT_ORG): Promise<MenuNode[]> {
  const res = await getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?orgId=${orgId}`, token);
  expect(res.status).toBe(200);
  return nodes(res.body?.data ?? []);
}

describe("the demo apps", () => {
  it("are registered for the demo tenant and listed to its admin as schema-valid records", async () => {
    const res = await call<MicroApp[]>("GET", APPS(), adminToken);
    expect(res.status).toBe(200);
    const apps = res.body?.data ?? [];
    expect(apps.map((a) => [a.id, a.entry, a.kind])).toEqual([
      ["bridge-demo", "/apps/bridge-demo/", "iframe"],
      ["contract-ledger", "/apps/products/contract-ledger/", "iframe"],
      ["design-review", "/apps/products/design-review/", "iframe"],
      ["investment-analysis", "/apps/products/investment-analysis/", "iframe"],
      ["project-ledger", "/apps/project-ledger/", "microApp"],
      ["project-overview", "/apps/products/project-overview/", "iframe"],
      ["quality-inspection", "/apps/products/quality-inspection/", "iframe"],
      ["safety-patrol", "/apps/products/safety-patrol/", "iframe"],
      ["site-diary", "/apps/site-diary/", "microApp"],
      ["third-party", "/apps/third-party/", "iframe"],
      ["third-party-window", "/apps/third-party/", "window"],
      ["video-surveillance", "/apps/products/video-surveillance/", "iframe"],
    ]);
    for (const app of apps) expect(validateAgainstSchema("micro-app.schema.json", app), app.id).toEqual({ valid: true });
    expect(apps.find((a) => a.id === "site-diary")).toMatchObject({ name: "施工日志", nameAllLang: NAMES("施工日志", "Site diary", "Byggdagbok"), createdBy: null, version: 1 });
  });

  it("are what the demo pages open: the menu answers keep their url and sourceIntegrateType and carry the app", async () => {
    const all = await projectTree();
    const byCode = (code: string) => all.find((n) => n.code === code);
    expect(byCode("pmpp.schedule.diary")).toMatchObject({
      url: "/apps/site-diary/",
      sourceIntegrateType: 0,
      microAppId: "site-diary",
      microApp: { id: "site-diary", entry: "/apps/site-diary/", kind: "microApp", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null },
    });
    // The product menus open their products' pages; the bridge demo is the developer tools' page.
    expect(byCode("pmpp.safety.patrol")).toMatchObject({ url: "/apps/products/safety-patrol/", sourceIntegrateType: 1, microAppId: "safety-patrol" });
    expect(byCode("pmpp.safety.patrol")).not.toHaveProperty("urlParams");
    expect(byCode("pmpp.overview")).toMatchObject({ url: "/apps/products/project-overview/", sourceIntegrateType: 1, microAppId: "project-overview" });
    expect(byCode("g-build.video")).toMatchObject({ url: "/apps/products/video-surveillance/", sourceIntegrateType: 1, microAppId: "video-surveillance" });
    expect(byCode("dev-tools.bridge")).toMatchObject({ url: "/apps/bridge-demo/", urlParams: "view=diagnostics", sourceIntegrateType: 1, microAppId: "bridge-demo" });
    // 投资分析 is at a company (the gepm menus): its own page too.
    const investment = (await projectTree(adminToken, COMPANY_ORG)).find((n) => n.code === "gepm.invest.analysis");
    expect(investment).toMatchObject({ name: "投资分析", url: "/apps/products/investment-analysis/", sourceIntegrateType: 1, microAppId: "investment-analysis", microApp: { kind: "iframe" } });
    expect(investment).not.toHaveProperty("urlParams");
    expect(byCode("pmpp.cost.analysis")).toMatchObject({ url: "/apps/third-party/", sourceIntegrateType: 2, microAppId: "third-party-window", microApp: { kind: "window" } });
    expect(byCode("pmpp.schedule.plan.master")).toMatchObject({ url: "/apps/project-ledger/", urlParams: "view=master", microAppId: "project-ledger" });
    // Directories and portal pages open no app.
    expect(byCode("pmpp.schedule")).not.toHaveProperty("microAppId");
    expect(all.find((n) => n.url === "/portal-pages/home")).not.toHaveProperty("microApp");
    for (const node of all) expect(validateAgainstSchema("menu-node.schema.json", node), node.id).toEqual({ valid: true });
  });
});

describe("a demo tenant seeded before its products had pages of their own", () => {
  it("gets them at the next start, once: product menus leave the demo apps, a menu an admin pointed elsewhere stays, and the developer tools come", async () => {
    const db = running.platform.db;
    const tenant = "10003";
    const menus = () => db.updateTable("menus").where("tenant_id", "=", tenant).where("tree", "=", "application");
    // As the tenant was: no developer tools, patrol and video on the bridge demo, the overview on the project ledger…
    await db.deleteFrom("menus").where("tenant_id", "=", tenant).where("tree", "=", "application").where((eb) => eb.or([eb("source_app_code", "=", "dev-tools-web"), eb("code", "=", "category.developer")])).execute();
    await db.deleteFrom("products").where("tenant_id", "=", tenant).where("code", "=", "dev-tools").execute();
    await menus().set({ url: "/apps/bridge-demo/", url_params: "view=video", micro_app_id: "bridge-demo" }).where("code", "=", "g-build.video").execute();
    await menus().set({ url: "/apps/project-ledger/", url_params: "view=overview", source_integrate_type: 0, micro_app_id: "project-ledger" }).where("code", "=", "pmpp.overview").execute();
    await menus().set({ url: "/apps/bridge-demo/", url_params: null, source_integrate_type: 1, micro_app_id: "bridge-demo" }).where("code", "=", "gepm.invest.analysis").execute();
    await db.deleteFrom("micro_apps").where("tenant_id", "=", tenant).where("id", "=", "investment-analysis").execute();
    // …and the quality inspections pointed by its admin at an app of their own.
    await menus().set({ url: "/apps/third-party/", url_params: null, micro_app_id: "third-party" }).where("code", "=", "pmpp.quality.inspection").execute();
    await db.deleteFrom("platform_env").where("key", "=", productPagesMarker(tenant)).execute();

    expect(await seedDemoMicroApps(db)).toEqual([tenant]);
    const rows = await db.selectFrom("menus").select(["code", "name", "url", "url_params", "source_integrate_type", "micro_app_id"]).where("tenant_id", "=", tenant).where("tree", "=", "application").execute();
    const byCode = (code: string) => rows.find((row) => row.code === code);
    expect(byCode("g-build.video")).toMatchObject({ url: "/apps/products/video-surveillance/", url_params: null, source_integrate_type: 1, micro_app_id: "video-surveillance" });
    expect(byCode("pmpp.overview")).toMatchObject({ url: "/apps/products/project-overview/", url_params: null, source_integrate_type: 1, micro_app_id: "project-overview" });
    expect(byCode("gepm.invest.analysis")).toMatchObject({ url: "/apps/products/investment-analysis/", url_params: null, source_integrate_type: 1, micro_app_id: "investment-analysis" });
    expect(byCode("pmpp.quality.inspection")).toMatchObject({ url: "/apps/third-party/", micro_app_id: "third-party" });
    expect(byCode("dev-tools.bridge")).toMatchObject({ name: "Bryggdiagnostik", url: "/apps/bridge-demo/", url_params: "view=diagnostics", micro_app_id: "bridge-demo" });
    // Once: the next start changes nothing.
    expect(await seedDemoMicroApps(db)).toEqual([]);
  });
});

describe("who may call", () => {
  it("refuses every admin call to a member who is not tenant admin (403) and any call without a token (401)", async () => {
    const calls: [string, string, unknown][] = [
      ["GET", APPS(), undefined],
      ["POST", APPS(), diary],
      ["GET", `${APPS()}/site-diary`, undefined],
      ["PUT", `${APPS()}/site-diary`, diary],
      ["DELETE", `${APPS()}/site-diary`, undefined],
      ["GET", `${api}/product/v4/audit`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, demoToken, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: "403", errorMsg: "no permission, please contact the administrator" });
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await call("GET", `${APPS()}/site-diary`, adminToken)).status).toBe(200);
  });
});

describe("registering an app", () => {
  it("answers 201 with the record, its id made from the English name and its origins written exactly", async () => {
    const res = await call<MicroApp>("POST", APPS(), adminToken, diary);
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(validateAgainstSchema("micro-app.schema.json", res.body?.data)).toEqual({ valid: true });
    expect(res.body?.data).toMatchObject({
      id: "customer-diary",
      name: "客户施工日志",
      entry: diary.entry,
      kind: "microApp",
      routePath: "/portal/diary/",
      cache: true,
      props: { theme: "light", pageSize: 20 },
      allowedOrigins: ["https://api.customer.example", "https://files.customer.example"],
      sandbox: null,
      version: 1,
      createdBy: DEMO_ACCOUNTS.admin.userId,
      updatedBy: DEMO_ACCOUNTS.admin.userId,
    });
    const again = await call<MicroApp>("POST", APPS(), adminToken, { ...diary, nameAllLang: NAMES("日志二", "Customer Diary!", "Dagbok två") });
    expect(again.status).toBe(201);
    expect(again.body?.data?.id).toBe("customer-diary-2");
    const fetched = await call<MicroApp>("GET", `${APPS()}/customer-diary`, adminToken);
    expect(fetched.body?.data).toEqual(res.body?.data);
  });

  it("takes a given id, and answers 409 when it is registered already", async () => {
    const body = { ...diary, id: "frame-report", kind: "iframe", entry: "/apps/reports/", sandbox: ["allow-scripts", "allow-forms"] };
    const created = await call<MicroApp>("POST", APPS(), adminToken, body);
    expect(created.status).toBe(201);
    expect(created.body?.data).toMatchObject({ id: "frame-report", sandbox: ["allow-scripts", "allow-forms"] });
    const clash = await call("POST", APPS(), adminToken, body);
    expect(clash.status).toBe(409);
    expect(clash.body?.errorMsg).toContain("frame-report");
  });

  it.each([
    ["a script URL as entry", { entry: "javascript:alert(1)" }, "entry"],
    ["a protocol-relative entry", { entry: "//evil.example/app/" }, "entry"],
    ["an entry with a password", { entry: "https://user:secret@apps.example/" }, "entry"],
    ["an entry over 2048 characters", { entry: `/apps/${"a".repeat(2050)}` }, "entry"],
    // Characters no URL needs that could end an attribute or a string the entry is written into.
    ["an entry with a double quote", { entry: '/apps/x"onload=alert(1)/' }, "entry"],
    ["an entry with a single quote", { entry: "https://apps.example/x'y/" }, "entry"],
    ["an entry with angle brackets", { entry: "/apps/<script>/" }, "entry"],
    ["an entry with a backtick", { entry: "/apps/`x`/" }, "entry"],
    ["an entry with a tab", { entry: "/apps/a\tb/" }, "entry"],
    ["an entry with a control character", { entry: "/apps/a\u0001b/" }, "entry"],
    ["an entry with a backslash", { entry: "/apps\\evil.example/" }, "entry"],
    ["an unknown kind", { kind: "frame" }, "kind"],
    ["an origin with a path", { allowedOrigins: ["https://api.example.com/v1"] }, "allowedOrigins/0"],
    ["an origin that is a wildcard", { allowedOrigins: ["https://*.example.com"] }, "allowedOrigins/0"],
    ["the same origin twice", { allowedOrigins: ["https://api.example.com", "https://API.example.com"] }, "allowedOrigins/1"],
    ["more than 20 origins", { allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://api${i}.example.com`) }, "allowedOrigins"],
    ["props over 16 KB", { props: { blob: "x".repeat(16 * 1024) } }, "props"],
    ["props that are not an object", { props: ["a"] }, "props"],
    ["an unknown sandbox token", { sandbox: ["allow-top-navigation"] }, "sandbox/0"],
    ["a name missing in sv-SE", { nameAllLang: { "zh-CN": "甲", en: "A" } }, "nameAllLang/sv-SE"],
    ["a blank English name", { nameAllLang: NAMES("甲", "  ", "A") }, "nameAllLang/en"],
    ["a field that is not writable", { version: 3 }, "version"],
    ["an id with capitals", { id: "Diary" }, "id"],
    ["the reserved id origins", { id: "origins" }, "id"],
    ["a route path that is a URL", { routePath: "https://x.example/" }, "routePath"],
    // A route path that a router or server resolves out from under the app's route.
    ["a route path with .. segments", { routePath: "/portal/../../x" }, "routePath"],
    ["a route path with a . segment", { routePath: "/portal/./x" }, "routePath"],
    ["a route path ending in ..", { routePath: "/portal/.." }, "routePath"],
    ["a route path with encoded dots", { routePath: "/portal/%2e%2e/x" }, "routePath"],
    ["a route path with a half-encoded ..", { routePath: "/portal/%2E./x" }, "routePath"],
    ["a route path with a backslash", { routePath: "/portal\\x" }, "routePath"],
    ["a route path with an encoded backslash", { routePath: "/portal/%5Cx" }, "routePath"],
    ["a route path with //", { routePath: "/portal//x" }, "routePath"],
    // Keys that could reach an object's prototype, at any depth of props: refused as in every admin write (ADR 020, ADR 023).
    ["props with a constructor key", { props: { a: { constructor: { prototype: {} } } } }, "props/a/constructor"],
    ["props with a prototype key", { props: { list: [{ prototype: 1 }] } }, "props/list/0/prototype"],
  ])("answers 400 naming the field for %s", async (_case, change, path) => {
    const res = await call("POST", APPS(), adminToken, { ...diary, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "400" });
    expect(faultPaths(res)).toContain(path);
    expect(res.body?.errorMsg).toMatch(new RegExp(`^${path.replace(/\//g, "\\/")}: `));
  });

  it.each([
    ["POST", "props/__proto__", '{"__proto__":{"polluted":true}}'],
    ["POST", "props/deep/0/__proto__", '{"theme":"light","deep":[{"__proto__":{}}]}'],
    ["PUT", "props/__proto__", '{"__proto__":{"polluted":true}}'],
  ])("%s answers 400 naming %s for a __proto__ key in props, and registers or changes nothing", async (method, path, props) => {
    // Only raw JSON has an own `__proto__` key (JSON.parse makes one; an object literal sets the prototype).
    const id = "proto-app";
    const text = JSON.stringify({ ...diary, ...(method === "POST" ? { id } : {}), props: "PROPS" }).replace('"PROPS"', props);
    const url = method === "POST" ? APPS() : `${APPS()}/site-diary`;
    const before = await call("GET", `${APPS()}/site-diary`, adminToken);
    const res = await fetch(url, { method, headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }, body: text });
    const body = (await res.json()) as { errorMsg?: string; data?: { errors?: FieldFault[] } };
    expect(res.status).toBe(400);
    expect(body.data?.errors?.map((e) => e.path)).toEqual([path]);
    expect(body.errorMsg).toMatch(new RegExp(`^${path.replace(/\//g, "\\/")}: `));
    expect((await call("GET", `${APPS()}/${id}`, adminToken)).status).toBe(404);
    expect((await call("GET", `${APPS()}/site-diary`, adminToken)).body).toEqual(before.body);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("takes props nested 30 levels deep and answers 400 naming where they nest deeper", async () => {
    const nest = (levels: number): Record<string, unknown> => (levels === 1 ? { leaf: true } : { a: nest(levels - 1) });
    const deep = await call<MicroApp>("POST", APPS(), adminToken, { ...diary, id: "deep-props", props: nest(30) });
    expect(deep.status).toBe(201);
    const deeper = await call("POST", APPS(), adminToken, { ...diary, id: "deeper-props", props: nest(31) });
    expect(deeper.status).toBe(400);
    expect(faultPaths(deeper)).toEqual([`props${"/a".repeat(30)}`]);
  });

  it("lists every faulty field at once, in words", async () => {
    const res = await call<{ errors: FieldFault[] }>("POST", APPS(), adminToken, { entry: "ftp://x", allowedOrigins: ["nope"] });
    expect(res.status).toBe(400);
    expect(faultPaths(res).sort()).toEqual(["allowedOrigins/0", "entry", "kind", "nameAllLang"]);
    const origin = res.body?.data?.errors.find((e) => e.path === "allowedOrigins/0");
    expect(origin?.message).toBe("must be an exact origin, scheme://host[:port] with no path, such as https://api.example.com");
    expect(res.body?.data?.errors.find((e) => e.path === "kind")?.message).toBe("is required");
  });

  it("answers 400 for a body that is not an object or not JSON", async () => {
    const list = await call("POST", APPS(), adminToken, [diary]);
    expect(list.status).toBe(400);
    expect(list.body?.errorMsg).toBe("Request body must be a JSON object");
    const broken = await fetch(APPS(), { method: "POST", headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });
});

describe("changing an app", () => {
  it("replaces the writable fields, raises the version and answers 412 to a stale If-Match", async () => {
    const created = await call<MicroApp>("POST", APPS(), adminToken, { ...diary, id: "replace-me" });
    expect(created.status).toBe(201);
    const put = await call<MicroApp>("PUT", `${APPS()}/replace-me`, adminToken, { nameAllLang: NAMES("新名", "New name", "Nytt namn"), entry: "/apps/replaced/", kind: "iframe" }, { "if-match": '"1"' });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toBe('"2"');
    // Left out: back to the defaults.
    expect(put.body?.data).toMatchObject({ id: "replace-me", name: "新名", entry: "/apps/replaced/", kind: "iframe", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null, version: 2 });
    expect(put.body?.data?.createdAt).toBe(created.body?.data?.createdAt);

    // A second admin still holding version 1 does not overwrite the first one's change.
    const stale = await call("PUT", `${APPS()}/replace-me`, adminToken, diary, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ success: false, errorCode: "412" });
    expect(stale.body?.errorMsg).toContain("version 2");
    expect((await call<MicroApp>("GET", `${APPS()}/replace-me`, adminToken)).body?.data?.entry).toBe("/apps/replaced/");
    expect((await call("PUT", `${APPS()}/replace-me`, adminToken, diary, { "if-match": 'W/"2"' })).status).toBe(200);
    expect((await call("DELETE", `${APPS()}/replace-me`, adminToken, undefined, { "if-match": '"2"' })).status).toBe(412);
  });

  it("answers 404 for an app that is not registered, and 400 for an id in the body other than the path's", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await call(method, `${APPS()}/no-such-app`, adminToken, method === "PUT" ? diary : undefined);
      expect(res.status, method).toBe(404);
      expect(res.body?.errorMsg).toBe("App no-such-app not found");
    }
    expect((await call("GET", `${APPS()}/NOT_AN_ID`, adminToken)).status).toBe(404);
    const other = await call("PUT", `${APPS()}/customer-diary`, adminToken, { ...diary, id: "another" });
    expect(other.status).toBe(400);
    expect(faultPaths(other)).toEqual(["id"]);
  });

  it("gives the menus that open the app its new entry and kind", async () => {
    const before = (await projectTree()).find((n) => n.code === "pmpp.schedule.diary");
    expect(before).toMatchObject({ url: "/apps/site-diary/", sourceIntegrateType: 0 });
    const current = (await call<MicroApp>("GET", `${APPS()}/site-diary`, adminToken)).body?.data;
    const moved = { nameAllLang: current?.nameAllLang, entry: "https://apps.customer.example/site-diary/", kind: "iframe", allowedOrigins: ["https://api.customer.example"] };
    expect((await call("PUT", `${APPS()}/site-diary`, adminToken, moved)).status).toBe(200);
    const after = (await projectTree()).find((n) => n.code === "pmpp.schedule.diary");
    expect(after).toMatchObject({
      url: "https://apps.customer.example/site-diary/",
      sourceIntegrateType: 1,
      microApp: { id: "site-diary", entry: "https://apps.customer.example/site-diary/", kind: "iframe", allowedOrigins: ["https://api.customer.example"] },
    });
    // Back as it was, for the other tests of this file.
    expect((await call("PUT", `${APPS()}/site-diary`, adminToken, { nameAllLang: current?.nameAllLang, entry: "/apps/site-diary/", kind: "microApp" })).status).toBe(200);
  });
});

describe("removing an app", () => {
  it("answers 409 naming how many menus open it", async () => {
    const ledgerMenus = await running.platform.db
      .selectFrom("menus")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("tenant_id", "=", "10001")
      .where("micro_app_id", "=", "project-ledger")
      .executeTakeFirstOrThrow();
    const count = Number(ledgerMenus.n);
    expect(count).toBeGreaterThan(10);
    const res = await call("DELETE", `${APPS()}/project-ledger`, adminToken);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: "409" });
    expect(res.body?.errorMsg).toBe(`App project-ledger is used by ${count} menus: point them at another app or delete them first`);
    expect((await call("GET", `${APPS()}/project-ledger`, adminToken)).status).toBe(200);
  });

  it("removes an app no menu opens", async () => {
    expect((await call("POST", APPS(), adminToken, { ...diary, id: "short-lived" })).status).toBe(201);
    const res = await call("DELETE", `${APPS()}/short-lived`, adminToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: true });
    expect((await call("GET", `${APPS()}/short-lived`, adminToken)).status).toBe(404);
  });
});

describe("the origins of the tenant's apps", () => {
  it("are readable by any member, in the documented shape, with an ETag and a 304 on a match", async () => {
    const res = await call<MicroAppOrigins>("GET", ORIGINS(), demoToken);
    expect(res.status).toBe(200);
    expect(validateAgainstSchema("micro-app-origins.schema.json", res.body?.data)).toEqual({ valid: true });
    const data = res.body?.data;
    expect(res.headers.get("etag")).toBe(`"10001-${data?.version}"`);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(data?.apps.find((a) => a.id === "project-ledger")).toEqual({ id: "project-ledger", kind: "microApp", origin: null, allowedOrigins: [] });
    expect(data?.apps.find((a) => a.id === "customer-diary")).toEqual({
      id: "customer-diary",
      kind: "microApp",
      origin: "https://apps.customer.example",
      allowedOrigins: ["https://api.customer.example", "https://files.customer.example"],
    });
    const again = await call("GET", ORIGINS(), demoToken, undefined, { "if-none-match": res.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("change version on every create, update and delete, so a portal's cached copy is fetched again", async () => {
    const version = async () => {
      const res = await call<MicroAppOrigins>("GET", ORIGINS(), demoToken);
      return { version: res.body?.data?.version ?? -1, etag: res.headers.get("etag") ?? "" };
    };
    const start = await version();
    expect((await call("POST", APPS(), adminToken, { ...diary, id: "versioned", entry: "https://frames.customer.example/x/", kind: "iframe" })).status).toBe(201);
    const created = await version();
    expect(created.version).toBe(start.version + 1);
    const stale = await call<MicroAppOrigins>("GET", ORIGINS(), demoToken, undefined, { "if-none-match": start.etag });
    expect(stale.status).toBe(200);
    expect(stale.body?.data?.apps.find((a) => a.id === "versioned")).toMatchObject({ kind: "iframe", origin: "https://frames.customer.example" });
    expect((await call("PUT", `${APPS()}/versioned`, adminToken, { ...diary, entry: "/apps/x/" })).status).toBe(200);
    const updated = await version();
    expect(updated.version).toBe(created.version + 1);
    expect((await call("DELETE", `${APPS()}/versioned`, adminToken)).status).toBe(200);
    const deleted = await version();
    expect(deleted.version).toBe(updated.version + 1);
    expect(deleted.etag).not.toBe(updated.etag);
    // A refused write changes nothing.
    expect((await call("DELETE", `${APPS()}/project-ledger`, adminToken)).status).toBe(409);
    expect((await version()).version).toBe(deleted.version);
  });

  it("are the current tenant's only, and refuse query parameters", async () => {
    const acme = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
    const res = await call<MicroAppOrigins>("GET", ORIGINS(), acme);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"10002-\d+"$/);
    expect(res.body?.data?.apps.map((a) => a.id)).not.toContain("customer-diary");
    expect((await call("GET", `${ORIGINS()}?tenantId=10001`, demoToken)).status).toBe(400);
  });
});

describe("the audit", () => {
  it("records every write with its actor and time, newest first, in pages", async () => {
    expect((await call("POST", APPS(), adminToken, { ...diary, id: "audited" })).status).toBe(201);
    expect((await call("PUT", `${APPS()}/audited`, adminToken, { ...diary, cache: false })).status).toBe(200);
    expect((await call("DELETE", `${APPS()}/audited`, adminToken)).status).toBe(200);
    interface Row {
      action: string;
      actorUserId: string;
      actorAccount: string;
      at: string;
      resource: string;
      resourceId: string;
      before: MicroApp | null;
      after: MicroApp | null;
    }
    const res = await call<{ records: Row[]; recordTotal: number; totalPage: number }>("GET", `${api}/product/v4/audit?resource=micro-app&resourceId=audited`, adminToken);
    expect(res.status).toBe(200);
    const page = res.body?.data;
    expect(page?.recordTotal).toBe(3);
    expect(page?.records.map((r) => r.action)).toEqual(["delete", "update", "create"]);
    for (const row of page?.records ?? []) {
      expect(row).toMatchObject({ actorUserId: DEMO_ACCOUNTS.admin.userId, actorAccount: "admin", resource: "micro-app", resourceId: "audited" });
      expect(Date.now() - new Date(row.at).getTime()).toBeLessThan(60_000);
    }
    const [deleted, updated, created] = page?.records ?? [];
    expect(created).toMatchObject({ before: null, after: { id: "audited", cache: true, version: 1 } });
    expect(updated).toMatchObject({ before: { cache: true, version: 1 }, after: { cache: false, version: 2 } });
    expect(deleted).toMatchObject({ before: { id: "audited", version: 2 }, after: null });

    const second = await call<{ records: Row[]; recordTotal: number; totalPage: number }>("GET", `${api}/product/v4/audit?resource=micro-app&resourceId=audited&pageIndex=2&pageSize=1`, adminToken);
    expect(second.body?.data).toMatchObject({ recordTotal: 3, totalPage: 3 });
    expect(second.body?.data?.records.map((r) => r.action)).toEqual(["update"]);
  });

  it("answers 400 for an unknown resource or parameter", async () => {
    expect((await call("GET", `${api}/product/v4/audit?resource=theme`, adminToken)).status).toBe(400);
    expect((await call("GET", `${api}/product/v4/audit?resourceid=x`, adminToken)).status).toBe(400);
    expect((await call("GET", `${api}/product/v4/audit?pageSize=1000`, adminToken)).status).toBe(400);
  });
});
