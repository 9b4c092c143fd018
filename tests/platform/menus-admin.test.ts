import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import type { Application } from "#app/types/generated/application.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { movePuts } from "#app/features/admin-console/apps-section/menu-tree.rules.ts";
import type { AdminMenu } from "#app/platform-api/product-admin.ts";
import { call, faultPaths, NAMES } from "./admin-calls.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

/** What the admin menu calls answer (platform/README.md "Apps and menus"). */
interface MenuView {
  id: string;
  parentId: string | null;
  level: number;
  sort: number;
  name: string;
  code: string;
  sourceType: string;
  type: number;
  microAppId: string | null;
  url: string | null;
  urlParams: string | null;
  roles: string[];
  fullId: string;
  fullName: string;
  uniqueCode: string;
  sourceKey: string | null;
  sourceProductCode: string | null;
  sourceAppCode: string | null;
  sourceModuleCode: string | null;
  sourcePageCode: string | null;
  sourceIntegrateType: number | null;
  authorityCodes: string[];
  authoritySuffixes: string[];
}

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;

/** 北京大兴国际物流园项目 (a project) and the company root of 10001. */
const PROJECT_ORG = "100010010";
const ROOT_ORG = "100010001";
const MENUS = () => `${api}/product/v4/menus`;

const diaryApp = {
  id: "customer-diary",
  nameAllLang: NAMES("客户施工日志", "Customer diary", "Kundens byggdagbok"),
  entry: "https://apps.customer.example/diary/",
  kind: "microApp",
  allowedOrigins: ["https://api.customer.example"],
};

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001");
  const app = await call("POST", `${api}/product/v4/micro-apps`, adminToken, diaryApp);
  expect(app.status).toBe(201);
});

afterAll(async () => {
  await running.close();
});

function flat(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flat(n.children ?? [])]);
}

async function tree(token: string, query = `orgId=${PROJECT_ORG}`): Promise<MenuNode[]> {
  const res = await getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?${query}`, token);
  expect(res.status).toBe(200);
  return flat(res.body?.data ?? []);
}

async function nodeByCode(code: string, token = adminToken, query?: string): Promise<MenuNode | undefined> {
  return (await tree(token, query)).find((n) => n.code === code);
}

async function idOf(code: string): Promise<string> {
  const node = await nodeByCode(code);
  if (!node) throw new Error(`no menu ${code}`);
  return node.id;
}

const page = (parentId: string, code: string, extra: Record<string, unknown> = {}) => ({
  parentId,
  nameAllLang: NAMES(`页面 ${code}`, `Page ${code}`, `Sida ${code}`),
  code,
  sourceType: "menu",
  microAppId: "customer-diary",
  ...extra,
});

async function create(body: unknown): Promise<MenuView> {
  const res = await call<MenuView>("POST", MENUS(), adminToken, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body?.data as MenuView;
}

describe("a page under an existing main menu", () => {
  it("is computed as the seed computes its pages, and looks in the menu answers like its seeded sibling", async () => {
    const cost = await nodeByCode("pmpp.cost");
    expect(cost).toMatchObject({ level: 3, sourceType: "dir" });
    // Read once so the platform holds the tree in memory: the write must still show at once.
    expect(await nodeByCode("pmpp.cost.customer-report")).toBeUndefined();

    const created = await create(
      page(cost?.id ?? "", "pmpp.cost.customer-report", {
        nameAllLang: NAMES("客户成本报表", "Customer cost report", "Kundens kostnadsrapport"),
        urlParams: "view=report",
        iconClass: "icon-report",
        roles: ["project-member"],
      }),
    );
    expect(created.id).toMatch(/^10001\d{5,}$/);
    expect(created).toMatchObject({
      parentId: cost?.id,
      level: 4,
      type: 1,
      name: "客户成本报表",
      fullId: `${cost?.fullId}/${created.id}`,
      fullName: `${cost?.fullName}/客户成本报表`,
      uniqueCode: "pmpp-web:pmpp.cost.customer-report",
      sourceKey: "pmpp",
      sourceProductCode: "pmpp",
      sourceAppCode: "pmpp-web",
      sourceModuleCode: "cost",
      sourcePageCode: "customer-report",
      sourceIntegrateType: 0,
      url: "https://apps.customer.example/diary/",
      urlParams: "view=report",
      microAppId: "customer-diary",
      authorityCodes: ["pmpp.cost.customer-report"],
      roles: ["project-member"],
    });
    // After the seeded pages of 成本管理.
    expect(created.sort).toBe(2);

    const node = await nodeByCode("pmpp.cost.customer-report");
    const sibling = await nodeByCode("pmpp.cost.target");
    expect(validateAgainstSchema("menu-node.schema.json", node)).toEqual({ valid: true });
    // The same fields as the seeded page beside it (which has no icon of its own).
    expect(sibling).not.toHaveProperty("iconClass");
    expect(Object.keys(node ?? {}).filter((k) => k !== "iconClass").sort()).toEqual(Object.keys(sibling ?? {}).sort());
    expect(node?.iconClass).toBe("icon-report");
    expect(node).toMatchObject({
      id: created.id,
      level: sibling?.level,
      type: sibling?.type,
      sourceType: "menu",
      sourceKey: sibling?.sourceKey,
      sourceProductCode: sibling?.sourceProductCode,
      sourceAppCode: sibling?.sourceAppCode,
      sourceModuleCode: sibling?.sourceModuleCode,
      isHome: false,
      noAuth: false,
      disabled: false,
      sourceMenuAuthorities: ["pmpp.cost.customer-report"],
      nameAllLang: NAMES("客户成本报表", "Customer cost report", "Kundens kostnadsrapport"),
      microAppId: "customer-diary",
      microApp: { id: "customer-diary", entry: "https://apps.customer.example/diary/", kind: "microApp", routePath: null, cache: null, props: {}, allowedOrigins: ["https://api.customer.example"], sandbox: null },
    });
    const byCode = await getJson<MenuNode>(`${api}/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=${PROJECT_ORG}&productCode=pmpp&menuAuthCode=pmpp.cost.customer-report`, demoToken);
    expect(byCode.body?.data).toMatchObject({ id: created.id, sourceMenuAuthorities: ["pmpp.cost.customer-report"] });
  });

  it("is held by a user with a granted role and not by one without", async () => {
    const costId = await idOf("pmpp.cost");
    const forAdmins = await create(page(costId, "pmpp.cost.admin-only", { roles: ["tenant-admin"] }));
    const demoView = await tree(demoToken);
    // demo holds project-member, which lacks everything of 成本管理 but the page granted to it.
    expect(demoView.find((n) => n.code === "pmpp.cost.customer-report")?.sourceMenuAuthorities).toEqual(["pmpp.cost.customer-report"]);
    expect(demoView.find((n) => n.code === "pmpp.cost")?.sourceMenuAuthorities).toEqual(["pmpp.cost"]);
    expect(demoView.find((n) => n.code === "pmpp.cost.admin-only")?.sourceMenuAuthorities).toEqual([]);
    expect((await nodeByCode("pmpp.cost.admin-only", adminToken))?.sourceMenuAuthorities).toEqual(["pmpp.cost.admin-only"]);

    // Granting it to project-member with a PUT shows it to demo; taking it away hides it again.
    const put = await call<MenuView>("PUT", `${MENUS()}/${forAdmins.id}`, adminToken, page(costId, "pmpp.cost.admin-only", { roles: ["project-member"] }));
    expect(put.status).toBe(200);
    expect(put.body?.data?.roles).toEqual(["project-member"]);
    expect((await nodeByCode("pmpp.cost.admin-only", demoToken))?.sourceMenuAuthorities).toEqual(["pmpp.cost.admin-only"]);
    expect((await call("PUT", `${MENUS()}/${forAdmins.id}`, adminToken, page(costId, "pmpp.cost.admin-only", { roles: [] }))).status).toBe(200);
    expect((await nodeByCode("pmpp.cost.admin-only", demoToken))?.sourceMenuAuthorities).toEqual([]);
  });

  it("keeps its grants over a PUT that leaves roles out, also when its code changes", async () => {
    const costId = await idOf("pmpp.cost");
    const made = await create(page(costId, "pmpp.cost.renamed-a", { roles: ["project-member"], authoritySuffixes: [":export"] }));
    expect(made.authorityCodes).toEqual(["pmpp.cost.renamed-a", "pmpp.cost.renamed-a:export"]);
    const put = await call<MenuView>("PUT", `${MENUS()}/${made.id}`, adminToken, page(costId, "pmpp.cost.renamed-b", { authoritySuffixes: [":export"] }));
    expect(put.status).toBe(200);
    expect(put.body?.data).toMatchObject({ roles: ["project-member"], uniqueCode: "pmpp-web:pmpp.cost.renamed-b", sourcePageCode: "renamed-b" });
    expect((await nodeByCode("pmpp.cost.renamed-b", demoToken))?.sourceMenuAuthorities).toEqual(["pmpp.cost.renamed-b", "pmpp.cost.renamed-b:export"]);
    const grants = await running.platform.db.selectFrom("menu_role_grants").select("authority_code").where("tenant_id", "=", "10001").where("authority_code", "like", "pmpp.cost.renamed-%").execute();
    expect(grants.map((g) => g.authority_code).sort()).toEqual(["pmpp.cost.renamed-b", "pmpp.cost.renamed-b:export"]);
  });

  it("opens a portal page instead of an app, with sourceIntegrateType 0 and no app", async () => {
    const made = await create(page(await idOf("pmpp.cost"), "pmpp.cost.help", { microAppId: null, url: "/portal-pages/home" }));
    expect(made).toMatchObject({ url: "/portal-pages/home", microAppId: null, sourceIntegrateType: 0 });
    const node = await nodeByCode("pmpp.cost.help");
    expect(node).toMatchObject({ url: "/portal-pages/home", sourceIntegrateType: 0 });
    expect(node).not.toHaveProperty("microAppId");
  });
});

describe("a new application with its own menus", () => {
  it("shows under its category in the orgs of its types, with the codes of its product", async () => {
    const category = await idOf("category.project");
    const app = await create({
      parentId: category,
      nameAllLang: NAMES("客户套件", "Customer suite", "Kundsvit"),
      code: "customer-suite",
      sourceType: "app",
      iconClass: "icon-suite",
      orgTypes: ["general-project"],
    });
    expect(app).toMatchObject({ level: 2, type: 0, sourceKey: "customer-suite", sourceProductCode: "customer-suite", sourceAppCode: "customer-suite-web", uniqueCode: "customer-suite-web:customer-suite", sourceIntegrateType: 0 });
    const main = await create({ parentId: app.id, nameAllLang: NAMES("现场", "Field", "Fält"), code: "customer-suite.field", sourceType: "dir", identityCodes: ["SAFETY"] });
    expect(main).toMatchObject({ level: 3, sourceModuleCode: "field", sourcePageCode: null, sourceIntegrateType: null, url: null, uniqueCode: "customer-suite-web:customer-suite.field", authorityCodes: [] });
    const leaf = await create(page(main.id, "customer-suite.field.diary", { roles: ["project-member"] }));
    expect(leaf).toMatchObject({ level: 4, sourceKey: "customer-suite", sourceModuleCode: "field", sourcePageCode: "diary", fullId: `${app.fullId.split("/")[0]}/${app.id}/${main.id}/${leaf.id}` });

    const apps = await getJson<Application[]>(`${api}/product/v4/applications/list-by-org?orgId=${PROJECT_ORG}`, demoToken);
    const listed = apps.body?.data?.find((a) => a.sourceProductCode === "customer-suite");
    expect(listed).toMatchObject({ id: app.id, name: "客户套件", productIconFileUrl: "/platform/api/product/v4/product-icons/customer-suite.svg" });
    expect(validateAgainstSchema("application.schema.json", listed)).toEqual({ valid: true });

    const product = await tree(demoToken, `orgId=${PROJECT_ORG}&productCode=customer-suite`);
    expect(product.map((n) => [n.level, n.code, n.sourceMenuAuthorities])).toEqual([
      [1, "category.project", ["category.project"]],
      [2, "customer-suite", ["customer-suite"]],
      [3, "customer-suite.field", ["customer-suite.field"]],
      [4, "customer-suite.field.diary", ["customer-suite.field.diary"]],
    ]);
    const sub = await getJson<MenuNode[]>(`${api}/product/v4/menus/auth-tree-by-application-and-org?applicationId=${app.id}&orgId=${PROJECT_ORG}`, demoToken);
    expect(flat(sub.body?.data ?? []).map((n) => n.id)).toEqual([app.id, main.id, leaf.id]);
    // Not in the company root (orgTypes), nor for a business identity other than its own.
    expect(await nodeByCode("customer-suite", demoToken, `orgId=${ROOT_ORG}`)).toBeUndefined();
    expect(await nodeByCode("customer-suite.field", demoToken, `orgId=${PROJECT_ORG}&identityCode=COST`)).toBeUndefined();
  });
});

describe("refused writes", () => {
  it("are 403 for a member who is not tenant admin", async () => {
    const costId = await idOf("pmpp.cost");
    const id = await idOf("pmpp.cost.target");
    for (const [method, url, body] of [
      ["POST", MENUS(), page(costId, "pmpp.cost.x")],
      ["PUT", `${MENUS()}/${id}`, page(costId, "pmpp.cost.target")],
      ["DELETE", `${MENUS()}/${id}`, undefined],
      ["GET", `${MENUS()}/${id}`, undefined],
    ] as const) {
      const res = await call(method, url, demoToken, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body?.errorMsg).toBe("no permission, please contact the administrator");
    }
    expect(await nodeByCode("pmpp.cost.target")).toBeDefined();
  });

  it("are 404 for a menu the tenant does not have", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await call(method, `${MENUS()}/9999999999`, adminToken, method === "PUT" ? page(ROOT_ORG, "pmpp.cost.x") : undefined);
      expect(res.status, method).toBe(404);
      expect(res.body?.errorMsg).toBe("Menu 9999999999 not found");
    }
  });

  it.each([
    ["a page without a parent", { parentId: undefined }, "parentId"],
    ["an unknown parent", { parentId: "123456" }, "parentId"],
    ["a page as parent", { parentId: "PAGE" }, "parentId"],
    ["an app category as parent of a page", { parentId: "CATEGORY" }, "parentId"],
    ["an app that is not registered", { microAppId: "no-such-app" }, "microAppId"],
    ["a page that opens nothing", { microAppId: undefined }, "microAppId"],
    ["both an app and a url", { url: "/portal-pages/home" }, "url"],
    ["a url that is not a portal page", { microAppId: undefined, url: "https://elsewhere.example/" }, "url"],
    ["an unknown role", { roles: ["project-member", "no-such-role"] }, "roles/1"],
    ["an unknown business identity", { identityCodes: ["NOPE"] }, "identityCodes/0"],
    ["an unknown org type", { orgTypes: ["planet"] }, "orgTypes/0"],
    ["a code with spaces", { code: "pmpp cost" }, "code"],
    ["a code ending in a dot", { code: "gepm." }, "code"],
    ["a code with an empty part", { code: "pmpp..cost" }, "code"],
    ["a missing name", { nameAllLang: { "zh-CN": "甲", "sv-SE": "A" } }, "nameAllLang/en"],
    ["an unknown sourceType", { sourceType: "page" }, "sourceType"],
    ["a field that is not writable", { level: 9 }, "level"],
    ["a directory opening an app", { sourceType: "dir" }, "microAppId"],
    ["an app category with a parent", { sourceType: "app-category", microAppId: undefined }, "parentId"],
    ["an appCode on a page", { appCode: "x-web" }, "appCode"],
  ])("are 400 naming the field for %s", async (_case, change, path) => {
    const costId = await idOf("pmpp.cost");
    const placeholders: Record<string, string> = { PAGE: await idOf("pmpp.cost.target"), CATEGORY: await idOf("category.project") };
    const body: Record<string, unknown> = { ...page(costId, "pmpp.cost.refused"), ...change };
    if (typeof body.parentId === "string" && placeholders[body.parentId]) body.parentId = placeholders[body.parentId];
    const res = await call("POST", MENUS(), adminToken, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "400" });
    expect(faultPaths(res)).toContain(path);
    expect(res.body?.errorMsg?.startsWith(`${path}: `)).toBe(true);
    expect(await nodeByCode("pmpp.cost.refused")).toBeUndefined();
  });

  it("are 409 for a code the app has already, an id in use, or a move under itself", async () => {
    const costId = await idOf("pmpp.cost");
    const dup = await call("POST", MENUS(), adminToken, page(costId, "pmpp.cost.target"));
    expect(dup.status).toBe(409);
    expect(dup.body?.errorMsg).toContain("pmpp-web:pmpp.cost.target");
    const taken = await call("POST", MENUS(), adminToken, { ...page(costId, "pmpp.cost.other"), id: await idOf("pmpp.cost.target") });
    expect(taken.status).toBe(409);
    const portal = await call("POST", MENUS(), adminToken, { ...page(costId, "pmpp.cost.other"), id: "10001" });
    expect(portal.status).toBe(409);
    expect(portal.body?.errorMsg).toContain("internal portal menu");
    const pmpp = await idOf("pmpp");
    const underItself = await call("PUT", `${MENUS()}/${costId}`, adminToken, { parentId: costId, nameAllLang: NAMES("成本管理", "Cost", "Kostnader"), code: "pmpp.cost", sourceType: "dir" });
    expect(underItself.status).toBe(400);
    expect(faultPaths(underItself)).toEqual(["parentId"]);
    const pageWithChildren = await call("PUT", `${MENUS()}/${costId}`, adminToken, page(pmpp, "pmpp.cost"));
    expect(pageWithChildren.status).toBe(409);
    expect(pageWithChildren.body?.errorMsg).toContain("cannot become sourceType menu");
  });
});

describe("deleting", () => {
  it("refuses a menu with children (409) and an app a menu opens (409), and removes a leaf with its grants", async () => {
    const costId = await idOf("pmpp.cost");
    const children = (await nodeByCode("pmpp.cost"))?.children?.length ?? 0;
    const refused = await call("DELETE", `${MENUS()}/${costId}`, adminToken);
    expect(refused.status).toBe(409);
    expect(refused.body?.errorMsg).toBe(`Menu ${costId} has ${children} child menus: delete or move them first`);

    const leaf = await create(page(costId, "pmpp.cost.to-delete", { roles: ["project-member"] }));
    const used = await call("DELETE", `${api}/product/v4/micro-apps/customer-diary`, adminToken);
    expect(used.status).toBe(409);
    expect(used.body?.errorMsg).toMatch(/^App customer-diary is used by \d+ menus: /);

    const gone = await call("DELETE", `${MENUS()}/${leaf.id}`, adminToken);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, data: true });
    expect(await nodeByCode("pmpp.cost.to-delete")).toBeUndefined();
    expect((await call("GET", `${MENUS()}/${leaf.id}`, adminToken)).status).toBe(404);
    const grants = await running.platform.db.selectFrom("menu_role_grants").select("role_code").where("tenant_id", "=", "10001").where("authority_code", "=", "pmpp.cost.to-delete").execute();
    expect(grants).toEqual([]);
  });
});

describe("changing a menu", () => {
  it("moves a directory with its pages: levels, ids, names and module codes follow", async () => {
    const quality = await nodeByCode("pmpp.quality");
    const costId = await idOf("pmpp.cost");
    const dir = await create({ parentId: costId, nameAllLang: NAMES("审计", "Audit", "Revision"), code: "pmpp.cost.audit", sourceType: "dir" });
    const leaf = await create(page(dir.id, "pmpp.cost.audit.log", { roles: ["project-member"] }));
    expect(leaf).toMatchObject({ level: 5, sourceModuleCode: "cost" });

    const moved = await call<MenuView>("PUT", `${MENUS()}/${dir.id}`, adminToken, { parentId: await idOf("pmpp"), nameAllLang: NAMES("审计中心", "Audit centre", "Revisionscenter"), code: "pmpp.audit", sourceType: "dir" });
    expect(moved.status).toBe(200);
    expect(moved.body?.data).toMatchObject({ level: 3, sourceModuleCode: "audit", fullName: `${(quality?.fullName ?? "").split("/").slice(0, 2).join("/")}/审计中心`, roles: [] });
    const after = (await call<MenuView>("GET", `${MENUS()}/${leaf.id}`, adminToken)).body?.data;
    expect(after).toMatchObject({
      level: 4,
      parentId: dir.id,
      fullId: `${moved.body?.data?.fullId}/${leaf.id}`,
      fullName: `${moved.body?.data?.fullName}/页面 pmpp.cost.audit.log`,
      sourceModuleCode: "audit",
      uniqueCode: "pmpp-web:pmpp.cost.audit.log",
      roles: ["project-member"],
    });
    const node = await nodeByCode("pmpp.cost.audit.log", demoToken);
    expect(node).toMatchObject({ level: 4, sourceModuleCode: "audit", sourceMenuAuthorities: ["pmpp.cost.audit.log"] });
  });

  it("leaves a seeded menu as it was when its writable fields are written back as they are", async () => {
    type Full = MenuView & { nameAllLang: Record<string, string>; iconClass: string | null; popupType: number | null; orgTypes: string[] | null; identityCodes: string[] | null };
    const ledger = (await call<Full>("GET", `${MENUS()}/${await idOf("pmpp.contract.ledger")}`, adminToken)).body?.data;
    // project-member holds the ledger exactly (not its export); tenant-admin holds everything without grants.
    expect(ledger).toMatchObject({ microAppId: "contract-ledger", authoritySuffixes: [":export"], roles: ["project-member"], authorityCodes: ["pmpp.contract.ledger", "pmpp.contract.ledger:export"] });
    for (const code of ["pmpp.contract.ledger", "pmpp.schedule", "pmpp.overview", "user-center", "category.project"]) {
      const view = (await call<Full>("GET", `${MENUS()}/${await idOf(code)}`, adminToken)).body?.data;
      const before = await nodeByCode(code);
      const body: Record<string, unknown> = {
        parentId: view?.parentId,
        nameAllLang: view?.nameAllLang,
        code: view?.code,
        sourceType: view?.sourceType,
        iconClass: view?.iconClass,
        popupType: view?.popupType,
        orgTypes: view?.orgTypes,
        identityCodes: view?.identityCodes,
      };
      if (view?.sourceType === "menu") Object.assign(body, { microAppId: view.microAppId, url: view.microAppId ? null : view.url, urlParams: view.urlParams, authoritySuffixes: view.authoritySuffixes });
      const put = await call("PUT", `${MENUS()}/${view?.id}`, adminToken, body);
      expect(put.status, code).toBe(200);
      expect(await nodeByCode(code), code).toEqual(before);
    }
    expect(await nodeByCode("user-center")).toMatchObject({ sourceKey: "10000", sourceAppCode: "user-center-web" });
  });

  it("names its menus in the tenant's language", async () => {
    const acme = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
    const acmeTree = await getJson<MenuNode[]>(`${api}/product/v4/menus/application-menu-tree?orgId=100020006`, acme);
    const cost = flat(acmeTree.body?.data ?? []).find((n) => n.code === "pmpp.cost");
    const res = await call<MenuView>("POST", MENUS(), acme, { parentId: cost?.id, nameAllLang: NAMES("月报", "Monthly report", "Månadsrapport"), code: "pmpp.cost.monthly", sourceType: "menu", url: "/portal-pages/home" });
    expect(res.status).toBe(201);
    expect(res.body?.data).toMatchObject({ name: "Monthly report", fullName: `${cost?.fullName}/Monthly report` });
    expect(res.body?.data?.id).toMatch(/^10002\d+$/);
    // Another tenant's menus do not change.
    expect(await nodeByCode("pmpp.cost.monthly")).toBeUndefined();
  });
});

describe("the audit of menu writes", () => {
  it("records create, update and delete with the admin as actor", async () => {
    const made = await create(page(await idOf("pmpp.cost"), "pmpp.cost.audited"));
    expect((await call("PUT", `${MENUS()}/${made.id}`, adminToken, page(made.parentId ?? "", "pmpp.cost.audited", { urlParams: "v=2" }))).status).toBe(200);
    expect((await call("DELETE", `${MENUS()}/${made.id}`, adminToken)).status).toBe(200);
    const res = await call<{ records: { action: string; actorAccount: string; actorUserId: string; before: MenuView | null; after: MenuView | null }[]; recordTotal: number }>(
      "GET",
      `${api}/product/v4/audit?resource=menu&resourceId=${made.id}`,
      adminToken,
    );
    expect(res.body?.data?.recordTotal).toBe(3);
    expect(res.body?.data?.records.map((r) => [r.action, r.actorAccount, r.actorUserId])).toEqual([
      ["delete", "admin", DEMO_ACCOUNTS.admin.userId],
      ["update", "admin", DEMO_ACCOUNTS.admin.userId],
      ["create", "admin", DEMO_ACCOUNTS.admin.userId],
    ]);
    expect(res.body?.data?.records[1]).toMatchObject({ before: { urlParams: null }, after: { urlParams: "v=2", code: "pmpp.cost.audited" } });
  });
});

describe("the console's reads (GET product/v4/menus, GET product/v4/menu-roles)", () => {
  it("list every application menu with its roles, and the tenant's menu roles, to tenant admins only", async () => {
    const list = await call<(MenuView & { nameAllLang: Record<string, string> })[]>("GET", MENUS(), adminToken);
    expect(list.status).toBe(200);
    const menus = list.body?.data ?? [];
    const ledger = menus.find((m) => m.code === "pmpp.contract.ledger");
    expect(ledger).toMatchObject({ microAppId: "contract-ledger", roles: ["project-member"], sourceType: "menu" });
    // Every level, in level order, each child after its parent.
    expect([...new Set(menus.map((m) => m.level))].slice(0, 4)).toEqual([1, 2, 3, 4]);
    const seen = new Set<string>();
    for (const menu of menus) {
      if (menu.parentId !== null) expect(seen.has(menu.parentId), menu.id).toBe(true);
      seen.add(menu.id);
    }
    const roles = await call<{ code: string; name: string; allMenus: boolean }[]>("GET", `${api}/product/v4/menu-roles`, adminToken);
    expect(roles.body?.data?.map((r) => [r.code, r.allMenus])).toEqual([
      ["project-member", false],
      ["tenant-admin", true],
    ]);
    for (const url of [MENUS(), `${api}/product/v4/menu-roles`]) {
      const refused = await call("GET", url, demoToken);
      expect(refused.status, url).toBe(403);
    }
    expect((await call("GET", `${MENUS()}?productCode=pmpp`, adminToken)).status).toBe(400);
  });

  it("a move as the console makes it (menuWriteOf, movePuts) leaves every other menu's answer as it was", async () => {
    const all = (await call<AdminMenu[]>("GET", MENUS(), adminToken)).body?.data ?? [];
    const schedule = all.find((m) => m.code === "pmpp.schedule");
    const children = all.filter((m) => m.parentId === schedule?.id).sort((a, b) => a.sort - b.sort);
    expect(children.length).toBeGreaterThan(1);
    const last = children[children.length - 1]!;
    const puts = movePuts(all, last.id, schedule!.id, 0);
    expect(puts?.[0]).toMatchObject({ id: last.id, body: { sort: 0 } });
    const untouched = await nodeByCode("pmpp.overview");
    for (const put of puts ?? []) expect((await call("PUT", `${MENUS()}/${put.id}`, adminToken, put.body)).status, put.id).toBe(200);
    const after = (await call<AdminMenu[]>("GET", MENUS(), adminToken)).body?.data ?? [];
    const order = after.filter((m) => m.parentId === schedule?.id).sort((a, b) => a.sort - b.sort).map((m) => m.id);
    expect(order).toEqual([last.id, ...children.slice(0, -1).map((m) => m.id)]);
    // The moved page kept its grants and its app; the others are as they were.
    expect(after.find((m) => m.id === last.id)).toMatchObject({ roles: last.roles, microAppId: last.microAppId, code: last.code, fullId: last.fullId });
    expect(await nodeByCode("pmpp.overview")).toEqual(untouched);
  });
});
