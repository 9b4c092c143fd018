import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { MENU_BLACKLIST_CODES } from "#platform/db/seed-menus.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import type { Application } from "#app/types/generated/application.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { getJson, login, sendJson, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;

/** Orgs of 中建智造集团 (10001) and Acme (10002): see platform/README.md "Menus". */
const ORG = {
  root: "100010001",
  department: "100010003",
  project: "100010010",
  command: "100010013",
  mixing: "100010014",
  category: "100010009",
  noAuth: "100010031",
  disabled: "100010042",
  acmeProject: "100020006",
};

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
});

afterAll(async () => {
  await running.close();
});

const tree = (query: string, token = demoToken) => getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?${query}`, token);
const apps = (orgId: string, token = demoToken) => getJson<Application[]>(`${api}/product/v4/applications/list-by-org?orgId=${orgId}`, token);

function walk(nodes: readonly MenuNode[], visit: (node: MenuNode, parent: MenuNode | null) => void, parent: MenuNode | null = null): void {
  for (const node of nodes) {
    visit(node, parent);
    walk(node.children ?? [], visit, node);
  }
}

function all(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  walk(nodes, (n) => out.push(n));
  return out;
}

function byCode(nodes: readonly MenuNode[], code: string): MenuNode | undefined {
  return all(nodes).find((n) => n.code === code);
}

const namesAt = (nodes: readonly MenuNode[], level: number) => all(nodes).filter((n) => n.level === level).map((n) => n.name);

async function treeData(query: string, token = demoToken): Promise<MenuNode[]> {
  const res = await tree(query, token);
  expect(res.status).toBe(200);
  return res.body?.data ?? [];
}

describe("contract with schemas/", () => {
  it("answers every call in the envelope with menu nodes and applications that match their schemas", async () => {
    const calls: [string, string | null][] = [
      [`/product/v4/applications/list-by-org?orgId=${ORG.project}`, "application.schema.json"],
      [`/product/v4/menus/application-menu-tree?orgId=${ORG.project}&includeExtends=true`, "menu-node.schema.json"],
      [`/product/v4/menus/application-menu-tree?orgId=${ORG.root}&identityCode=Default`, "menu-node.schema.json"],
      [`/workbench/v4/portal-menus/auth-tree`, "menu-node.schema.json"],
      [`/workbench/v4/runtime/services/list-runing-services`, null],
    ];
    for (const [call, schema] of calls) {
      for (const token of [demoToken, adminToken]) {
        const { status, body } = await getJson<unknown[]>(`${api}${call}`, token);
        expect(status, call).toBe(200);
        expect(validateAgainstSchema("envelope.schema.json", body), call).toEqual({ valid: true });
        expect(Array.isArray(body?.data), call).toBe(true);
        expect((body?.data ?? []).length, call).toBeGreaterThan(0);
        for (const item of body?.data ?? []) {
          if (schema) expect(validateAgainstSchema(schema, item), call).toEqual({ valid: true });
          else expect(typeof item).toBe("string");
        }
      }
    }
  });

  it("serves the single menu lookups as schema-valid nodes", async () => {
    const pmpp = (await apps(ORG.project)).body?.data?.find((a) => a.sourceProductCode === "pmpp");
    const single = [
      `/product/v4/menus/auth-tree-by-application-and-org?applicationId=${pmpp?.id}&orgId=${ORG.project}`,
      `/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${ORG.project}&productCode=pmpp&menuAuthCode=pmpp.schedule`,
      `/workbench/v4/portal-menus/get-permission-menu-by-code?code=portal.home`,
    ];
    for (const call of single) {
      const { status, body } = await getJson<MenuNode | MenuNode[]>(`${api}${call}`, demoToken);
      expect(status, call).toBe(200);
      const nodes = Array.isArray(body?.data) ? body.data : [body?.data];
      expect(nodes.length, call).toBe(1);
      for (const node of nodes) expect(validateAgainstSchema("menu-node.schema.json", node), call).toEqual({ valid: true });
    }
  });
});

describe("applications by org", () => {
  it("lists enterprise management at the company root and project products in projects", async () => {
    const codes = async (orgId: string) => ((await apps(orgId)).body?.data ?? []).map((a) => a.sourceProductCode);
    // The developer tools are at every org, as the personal centre.
    expect(await codes(ORG.root)).toEqual(["gepm", "user-center", "dev-tools"]);
    expect(await codes(ORG.department)).toEqual(["gepm", "user-center", "dev-tools"]);
    expect(await codes(ORG.project)).toEqual(["pmpp", "g-field", "g-build", "user-center", "dev-tools"]);
    expect(await codes(ORG.mixing)).toEqual(["pmpp", "g-field", "user-center", "dev-tools"]);
    expect(await codes(ORG.command)).toEqual(["pmpp", "user-center", "dev-tools"]);
  });

  it("gives level-2 applications with icon fields, the user centre as sourceKey 10000, and a served icon", async () => {
    const list = (await apps(ORG.project)).body?.data ?? [];
    const pmpp = list.find((a) => a.sourceProductCode === "pmpp");
    expect(pmpp).toMatchObject({ name: "项目综合管理", sourceKey: "pmpp", iconOrigin: 1 });
    expect(pmpp?.nameAllLang).toEqual({ "zh-CN": "项目综合管理", en: "Integrated project management", "sv-SE": "Projektstyrning" });
    expect(pmpp?.children?.map((c) => c.level)).toEqual(Array(pmpp?.children?.length).fill(3));
    expect(list.find((a) => a.sourceProductCode === "user-center")?.sourceKey).toBe("10000");
    const iconUrl = pmpp?.iconDownloadUrl ?? "";
    expect(iconUrl).toBe("/platform/api/product/v4/product-icons/pmpp.svg");
    const icon = await fetch(new URL(iconUrl, running.origin));
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    expect(await icon.text()).toContain(">PM</text>");
    expect((await fetch(`${api}/product/v4/product-icons/bad%20name.svg`)).status).toBe(404);
  });
});

describe("application menu tree", () => {
  it("has levels 1 to 6 with categories, apps, directories and pages", async () => {
    const nodes = await treeData(`orgId=${ORG.project}`);
    expect(nodes.every((n) => n.level === 1 && n.sourceType === "app-category")).toBe(true);
    const every = all(nodes);
    expect(new Set(every.map((n) => n.level))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    walk(nodes, (node, parent) => {
      if (node.level === 2) expect(node.sourceType).toBe("app");
      if (node.level >= 3) {
        const leaf = (node.children ?? []).length === 0;
        expect(node.sourceType).toBe(leaf ? "menu" : "dir");
        expect(node.type).toBe(leaf ? 1 : 0);
      }
      if (parent) {
        expect(node.level).toBe(parent.level + 1);
        expect(node.fullId).toBe(`${parent.fullId}/${node.id}`);
        expect(node.fullName).toBe(`${parent.fullName}/${node.name}`);
      } else {
        expect(node.fullId).toBe(node.id);
      }
    });
    const leaves = every.filter((n) => n.sourceType === "menu");
    expect(new Set(leaves.map((n) => n.sourceIntegrateType))).toEqual(new Set([0, 1, 2]));
    expect(every.filter((n) => n.isHome).map((n) => n.code)).toEqual(["pmpp.overview"]);
    expect(byCode(nodes, "pmpp.schedule.diary")).toMatchObject({ url: "/apps/site-diary/", sourceIntegrateType: 0 });
    // A product menu opens its product's own page; the bridge demo is the developer tools' page.
    expect(byCode(nodes, "pmpp.safety.patrol")).toMatchObject({ url: "/apps/products/safety-patrol/", sourceIntegrateType: 1 });
    expect(byCode(nodes, "dev-tools.bridge")).toMatchObject({ name: "桥接诊断", url: "/apps/bridge-demo/", sourceIntegrateType: 1 });
    expect(byCode(nodes, "pmpp.cost.analysis")).toMatchObject({ url: "/apps/third-party/", sourceIntegrateType: 2 });
    expect(byCode(nodes, "pmpp.report")?.noAuth).toBe(true);
    expect(every.filter((n) => n.noAuth).length).toBe(1);
  });

  it("changes with the org: enterprise management at the root, project products in a project", async () => {
    const root = await treeData(`orgId=${ORG.root}`);
    const project = await treeData(`orgId=${ORG.project}`);
    expect(namesAt(root, 2)).toEqual(["企业管理", "个人中心", "开发者工具"]);
    expect(namesAt(project, 2)).toEqual(["项目综合管理", "现场管理", "智慧工地", "个人中心", "开发者工具"]);
    expect(namesAt(root, 3)).toContain("投资管理");
    expect(namesAt(project, 3)).not.toContain("投资管理");
    expect(namesAt(project, 3)).toContain("进度管理");
    // The batching production menu is for mixing stations only.
    expect(namesAt(await treeData(`orgId=${ORG.mixing}`), 3)).toContain("搅拌站生产");
    expect(namesAt(project, 3)).not.toContain("搅拌站生产");
  });

  it("keeps the user-centre app with home, workbench and member pages", async () => {
    const root = await treeData(`orgId=${ORG.root}`);
    const centre = all(root).find((n) => n.sourceType === "app" && n.sourceKey === "10000");
    expect(centre?.children?.map((c) => c.id)).toEqual(["1", "5", expect.any(String)]);
    expect(centre?.children?.[2]?.children?.map((c) => c.code)).toEqual(["member.info", "member.avatar", "member.password", "member.security-log"]);
  });

  it("fills sourceMenuAuthorities from the user's grants: admin holds all, demo lacks cost and the system tools", async () => {
    const demo = await treeData(`orgId=${ORG.project}`);
    const admin = await treeData(`orgId=${ORG.project}`, adminToken);
    expect(byCode(demo, "pmpp.schedule.plan.master")?.sourceMenuAuthorities).toEqual(["pmpp.schedule.plan.master"]);
    expect(byCode(demo, "pmpp.cost.target")?.sourceMenuAuthorities).toEqual([]);
    expect(byCode(demo, "pmpp.cost")?.sourceMenuAuthorities).toEqual([]);
    expect(byCode(admin, "pmpp.cost.target")?.sourceMenuAuthorities).toEqual(["pmpp.cost.target"]);
    expect(byCode(admin, "pmpp.cost")?.sourceMenuAuthorities).toEqual(["pmpp.cost"]);
    expect(byCode(demo, "pmpp.contract.ledger")?.sourceMenuAuthorities).toEqual(["pmpp.contract.ledger"]);
    expect(byCode(admin, "pmpp.contract.ledger")?.sourceMenuAuthorities).toEqual(["pmpp.contract.ledger", "pmpp.contract.ledger:export"]);
    const demoRoot = await treeData(`orgId=${ORG.root}`);
    const adminRoot = await treeData(`orgId=${ORG.root}`, adminToken);
    expect(byCode(demoRoot, MENU_BLACKLIST_CODES.systemJobMenu)?.sourceMenuAuthorities).toEqual([]);
    expect(byCode(adminRoot, MENU_BLACKLIST_CODES.systemJobMenu)?.sourceMenuAuthorities).toEqual([MENU_BLACKLIST_CODES.systemJobMenu]);
    // Every page of admin holds something; demo has pages without.
    expect(all(admin).filter((n) => n.type === 1).every((n) => (n.sourceMenuAuthorities ?? []).length > 0)).toBe(true);
  });

  it("carries menuExtends only with includeExtends=true", async () => {
    const plain = await treeData(`orgId=${ORG.project}&includeExtends=false`);
    expect(all(plain).some((n) => "menuExtends" in n)).toBe(false);
    const withExtends = await treeData(`orgId=${ORG.project}&includeExtends=true`);
    expect(all(withExtends).every((n) => Array.isArray(n.menuExtends))).toBe(true);
    expect(byCode(withExtends, "pmpp.overview")?.menuExtends).toEqual([{ extendCode: "showBreadcrumb", value: "false" }]);
  });

  it("limits to the systems of a business identity; Default restores all", async () => {
    const full = await treeData(`orgId=${ORG.project}&identityCode=Default`);
    const safety = await treeData(`orgId=${ORG.project}&identityCode=SAFETY`);
    expect(namesAt(safety, 3)).toEqual(["项目概况", "安全管理", "项目报表", "劳务管理", "机械设备", "视频监控", "环境监测", "塔吊监测", "首页", "工作台", "会员中心", "桥接诊断"]);
    expect(all(safety).length).toBeLessThan(all(full).length);
    const invest = await treeData(`orgId=${ORG.project}&identityCode=INVEST`);
    // No field or site menu belongs to investment: those applications disappear.
    expect(namesAt(invest, 2)).toEqual(["项目综合管理", "个人中心", "开发者工具"]);
    expect(await treeData(`orgId=${ORG.project}`)).toEqual(full);
  });

  it("uses the token's business identity when identityCode is not given", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
    const changed = await sendJson("PUT", `${api}/workbench/v4/identity/change-identity?identityCode=INVEST`, token, {});
    expect(changed.status).toBe(200);
    expect(namesAt(await treeData(`orgId=${ORG.project}`, token), 2)).toEqual(["项目综合管理", "个人中心", "开发者工具"]);
    expect(((await apps(ORG.project, token)).body?.data ?? []).map((a) => a.sourceProductCode)).toEqual(["pmpp", "user-center", "dev-tools"]);
    // An explicit identityCode wins over the token's.
    expect(namesAt(await treeData(`orgId=${ORG.project}&identityCode=Default`, token), 2)).toHaveLength(5);
  });

  it("limits to one product with productCode", async () => {
    const field = await treeData(`orgId=${ORG.project}&productCode=g-field`);
    expect(field.map((n) => n.code)).toEqual(["category.site"]);
    expect(namesAt(field, 2)).toEqual(["现场管理"]);
    expect(await treeData(`orgId=${ORG.root}&productCode=pmpp`)).toEqual([]);
    const unknown = await tree(`orgId=${ORG.project}&productCode=nope`);
    expect(unknown.status).toBe(400);
    expect(unknown.body?.errorMsg).toContain("productCode");
  });
});

describe("one application and one menu", () => {
  it("answers an application's subtree in an org, [] where it is not available, 404 for no such application", async () => {
    const pmpp = (await apps(ORG.project)).body?.data?.find((a) => a.sourceProductCode === "pmpp");
    const call = (applicationId: string, orgId: string) =>
      getJson<MenuNode[]>(`${api}/product/v4/menus/auth-tree-by-application-and-org?applicationId=${applicationId}&orgId=${orgId}`, demoToken);
    const sub = await call(pmpp?.id ?? "", ORG.project);
    expect(sub.body?.data?.map((n) => [n.level, n.name])).toEqual([[2, "项目综合管理"]]);
    expect(namesAt(sub.body?.data ?? [], 3)).toContain("进度管理");
    expect((await call(pmpp?.id ?? "", ORG.root)).body?.data).toEqual([]);
    const missing = await call("999999", ORG.project);
    expect(missing.status).toBe(404);
    expect(missing.body?.success).toBe(false);
    const notAnApp = await call(byCode(sub.body?.data ?? [], "pmpp.schedule")?.id ?? "", ORG.project);
    expect(notAnApp.status).toBe(404);
  });

  it("finds a menu by org, product and menu code, or null", async () => {
    const call = (orgId: string, productCode: string, menuAuthCode: string) =>
      getJson<MenuNode | null>(
        `${api}/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${orgId}&productCode=${productCode}&menuAuthCode=${menuAuthCode}`,
        demoToken,
      );
    const found = await call(ORG.project, "pmpp", "pmpp.schedule.plan.master");
    expect(found.body?.data).toMatchObject({
      level: 5,
      fullName: "项目管理/项目综合管理/进度管理/进度计划/总进度计划",
      sourceProductCode: "pmpp",
      sourceMenuAuthorities: ["pmpp.schedule.plan.master"],
    });
    expect((await call(ORG.root, "pmpp", "pmpp.schedule.plan.master")).body).toMatchObject({ success: true, data: null });
    expect((await call(ORG.project, "g-field", "pmpp.schedule.plan.master")).body?.data).toBeNull();
    expect((await call(ORG.project, "pmpp", "pmpp.nothing")).body?.data).toBeNull();
    const demoCost = await call(ORG.project, "pmpp", "pmpp.cost.target");
    expect(demoCost.body?.data?.sourceMenuAuthorities).toEqual([]);
  });
});

describe("portal menus", () => {
  it("lists home 1, workbench 5, the personal-centre group 10000 and the message-centre group 10100", async () => {
    const { body } = await getJson<MenuNode[]>(`${api}/workbench/v4/portal-menus/auth-tree`, demoToken);
    const nodes = body?.data ?? [];
    expect(nodes.map((n) => [n.id, n.url ?? null])).toEqual([
      ["1", "/portal-pages/home"],
      ["5", "/portal-pages/work-bench"],
      ["10000", null],
      ["10100", null],
    ]);
    expect(nodes[2]?.sourceKey).toBe("10000");
    expect(nodes[2]?.children?.map((c) => c.code)).toEqual(["member.info", "member.password", "member.security-log"]);
  });

  it("finds a portal menu by code, or null", async () => {
    const get = (code: string) => getJson<MenuNode | null>(`${api}/workbench/v4/portal-menus/get-permission-menu-by-code?code=${code}`, demoToken);
    expect((await get("portal.workbench")).body?.data).toMatchObject({ id: "5", name: "工作台" });
    expect((await get("member.password")).body?.data).toMatchObject({ id: "10002", fullId: "10000/10002" });
    expect((await get("portal.nothing")).body).toMatchObject({ success: true, data: null });
  });
});

describe("runtime services", () => {
  it("lists the tenant's running services under any service path", async () => {
    for (const service of ["workbench", "org-permission", "product"]) {
      const { status, body } = await getJson<string[]>(`${api}/${service}/v4/runtime/services/list-runing-services`, demoToken);
      expect(status).toBe(200);
      expect(body?.data).toEqual(expect.arrayContaining(["workbench", MENU_BLACKLIST_CODES.vendorDictionaryService, MENU_BLACKLIST_CODES.mobileService]));
    }
    const acme = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10002");
    const { body } = await getJson<string[]>(`${api}/workbench/v4/runtime/services/list-runing-services`, acme);
    expect(body?.data).toContain("workbench");
    expect(body?.data).not.toContain(MENU_BLACKLIST_CODES.vendorDictionaryService);
    expect(body?.data).not.toContain(MENU_BLACKLIST_CODES.mobileService);
  });

  it("lists the services a menu depends on", async () => {
    const deps = async (menuCode: string) =>
      (await getJson<string[]>(`${api}/workbench/v4/runtime/menus/list-menu-service-dependencys-by-menu-code?menuCode=${menuCode}`, demoToken)).body?.data;
    expect(await deps(MENU_BLACKLIST_CODES.providerParticipantManageMenu)).toEqual([MENU_BLACKLIST_CODES.vendorDictionaryService]);
    expect(await deps(MENU_BLACKLIST_CODES.participantManageMenu)).toEqual([MENU_BLACKLIST_CODES.vendorDictionaryService]);
    expect(await deps(MENU_BLACKLIST_CODES.mobileOpenPageMenu)).toEqual([MENU_BLACKLIST_CODES.mobileService]);
    expect(await deps("pmpp.overview")).toEqual([]);
    expect(await deps("no.such.menu")).toEqual([]);
  });

  it("has every runtime-blacklist menu in the company tree", async () => {
    const root = await treeData(`orgId=${ORG.root}`, adminToken);
    for (const key of ["providerParticipantManageMenu", "participantManageMenu", "mobileOpenPageMenu", "systemJobMenu", "permissionUpgradeToolMenu"] as const) {
      expect(byCode(root, MENU_BLACKLIST_CODES[key]), key).toBeDefined();
    }
  });
});

describe("Acme (10002)", () => {
  it("names menus in English with all three languages in nameAllLang", async () => {
    const token = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10002");
    const nodes = await treeData(`orgId=${ORG.acmeProject}`, token);
    expect(namesAt(nodes, 2)).toEqual(["Integrated project management", "Field management", "Smart site", "Personal centre", "Developer tools"]);
    expect(all(nodes).every((n) => n.nameAllLang && Object.keys(n.nameAllLang).sort().join() === "en,sv-SE,zh-CN")).toBe(true);
    expect(all(nodes).every((n) => n.nameAllLang?.en === n.name)).toBe(true);
  });
});

describe("refusals", () => {
  it("refuses an org of another tenant, a no-permission org, a category and a disabled org with an envelope", async () => {
    const cases: [string, number][] = [
      [ORG.acmeProject, 404],
      ["999999999", 404],
      [ORG.noAuth, 403],
      [ORG.category, 403],
      [ORG.disabled, 403],
    ];
    for (const [orgId, status] of cases) {
      for (const call of [
        `/product/v4/applications/list-by-org?orgId=${orgId}`,
        `/product/v4/menus/application-menu-tree?orgId=${orgId}`,
        `/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${orgId}&productCode=pmpp&menuAuthCode=pmpp.overview`,
      ]) {
        const res = await getJson(`${api}${call}`, demoToken);
        expect(res.status, `${call}`).toBe(status);
        expect(res.body).toMatchObject({ success: false, data: null, errorCode: String(status) });
        expect(res.body?.errorMsg).toBeTruthy();
      }
    }
  });

  it("answers bad or unknown parameters with a 400 envelope", async () => {
    const bad = [
      `/product/v4/applications/list-by-org`,
      `/product/v4/applications/list-by-org?orgId=${ORG.root}&tenant=10002`,
      `/product/v4/menus/application-menu-tree?orgId=${ORG.root}&includeExtends=maybe`,
      `/product/v4/menus/application-menu-tree?orgId=${ORG.root}&identityCode=NOPE`,
      `/product/v4/menus/application-menu-tree?orgId=${ORG.root}&orgId=${ORG.project}`,
      `/product/v4/menus/application-menu-tree?orgId=a%20b`,
      `/product/v4/menus/application-menu-tree?orgid=${ORG.root}`,
      `/product/v4/menus/auth-tree-by-application-and-org?orgId=${ORG.root}`,
      `/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${ORG.root}&productCode=pmpp`,
      `/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${ORG.root}&productCode=pm%20pp&menuAuthCode=x`,
      `/workbench/v4/portal-menus/auth-tree?x=1`,
      `/workbench/v4/portal-menus/get-permission-menu-by-code`,
      `/workbench/v4/runtime/services/list-runing-services?tenantId=10002`,
      `/bad.service/v4/runtime/services/list-runing-services`,
      `/workbench/v4/runtime/menus/list-menu-service-dependencys-by-menu-code`,
    ];
    for (const call of bad) {
      const res = await getJson(`${api}${call}`, demoToken);
      expect(res.status, call).toBe(400);
      expect(res.body, call).toMatchObject({ success: false, data: null, errorCode: "400" });
    }
  });

  it("needs the bearer token", async () => {
    for (const call of [
      `/product/v4/applications/list-by-org?orgId=${ORG.root}`,
      `/product/v4/menus/application-menu-tree?orgId=${ORG.root}`,
      `/workbench/v4/portal-menus/auth-tree`,
      `/org-permission/v4/runtime/services/list-runing-services`,
    ]) {
      const res = await getJson(`${api}${call}`);
      expect(res.status, call).toBe(401);
      expect(res.body?.success).toBe(false);
    }
  });
});
