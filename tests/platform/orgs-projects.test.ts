import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { getJson, login, sendJson, startPlatform, type RunningPlatform } from "./helpers.ts";

interface Node {
  id: string;
  name: string;
  type: string;
  authType: number;
  parentId: string | null;
  tenantId: string;
  userFocus: boolean;
  status: string | null;
  isSonProjectNode: boolean;
  orgInfo: unknown;
  projectExtendData: { code: string; value: string }[];
  children?: Node[];
  childProjects: Node[] | null;
}

interface Page<T> {
  records: T[];
  recordTotal: number;
  totalPage: number;
}

let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;
const ROOT = "100010001";

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
});

afterAll(async () => {
  await running.close();
});

const post = <T>(path: string, body: unknown, token = demoToken) => sendJson<T>("POST", `${api}${path}`, token, body);

async function orgByName(name: string): Promise<Node> {
  const res = await post<Page<Node>>("/org-permission/v4/orgs/search", { keyword: name, pageIndex: 1, pageSize: 50 });
  const node = res.body.data?.records.find((r) => r.name === name);
  if (!node) throw new Error(`no org ${name}`);
  return node;
}

describe("org tree", () => {
  it("auth-tree returns the root with its children one level deep", async () => {
    const res = await post<Node[]>("/org-permission/v4/orgs/auth-tree", {});
    expect(res.status).toBe(200);
    const [root] = res.body.data ?? [];
    expect(res.body.data).toHaveLength(1);
    expect(root).toMatchObject({ id: ROOT, type: "company", parentId: null });
    expect(root?.children?.map((c) => c.name)).toContain("华北区域公司");
    expect(root?.children?.every((c) => c.children === undefined && c.parentId === ROOT)).toBe(true);
    expect(validateAgainstSchema("org-node.schema.json", root)).toEqual({ valid: true });
    const acme = await post<Node[]>("/org-permission/v4/orgs/auth-tree", { tenantId: "10002" });
    expect(acme.body.data?.[0]?.name).toBe("Acme Construction Ltd");
    expect((await post("/org-permission/v4/orgs/auth-tree", { tenantId: "99999" })).status).toBe(403);
    expect((await post("/org-permission/v4/orgs/auth-tree", { tenantId: true })).status).toBe(400);
    expect((await post("/org-permission/v4/orgs/auth-tree", {}, "bad-token")).status).toBe(401);
  });

  it("loads children keyed by parent id, with status and son-project filters", async () => {
    const north = await orgByName("华北区域公司");
    const building = (await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-auth-descendant-by-org-ids", { ids: [north.id], tenantId: "10001" })).body.data ?? {};
    const category = building[north.id]?.find((n) => n.type === "category");
    expect(building[north.id]?.map((n) => n.name)).toEqual(["华北工程部", "在建项目", "华北一号搅拌站"]);
    const res = await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-auth-descendant-by-org-ids", {
      ids: [category?.id, ROOT],
      tenantId: "10001",
      viewModeTree: true,
    });
    expect(Object.keys(res.body.data ?? {}).sort()).toEqual([category?.id, ROOT].sort());
    expect(res.body.data?.[category?.id ?? ""]?.map((n) => n.name)).toEqual([
      "北京大兴国际物流园项目",
      "天津滨海新区综合体项目",
      "雄安新区市政道路项目指挥部",
    ]);

    // List mode: all descendants; son projects can be left out.
    const all = await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-auth-descendant-by-org-ids", { ids: [north.id], tenantId: "10001", viewModeTree: false });
    expect(all.body.data?.[north.id]?.some((n) => n.isSonProjectNode)).toBe(true);
    const noSons = await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-auth-descendant-by-org-ids", { ids: [north.id], tenantId: "10001", viewModeTree: false, isSonProjectNode: false });
    expect(noSons.body.data?.[north.id]?.some((n) => n.isSonProjectNode)).toBe(false);

    const projects = await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-project-auth-descendant-by-org-ids", { ids: [ROOT], tenantId: "10001", viewModeTree: false, status: ["2"] });
    const names = projects.body.data?.[ROOT]?.map((n) => n.name) ?? [];
    expect(names.sort()).toEqual(["广州南沙港区项目", "深圳前海金融中心项目"]);
    expect(projects.body.data?.[ROOT]?.every((n) => ["general-project", "mixing-station"].includes(n.type))).toBe(true);
  });

  it("refuses bad child-loading input and other tenants", async () => {
    const path = "/org-permission/v4/orgs/list-auth-descendant-by-org-ids";
    for (const body of [{}, { ids: "x" }, { ids: [{}] }, { ids: [ROOT], viewModeTree: "yes" }, { ids: [ROOT], status: [1] }]) {
      const res = await post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post(path, { ids: [ROOT], tenantId: "99999" })).status).toBe(403);
    // Ids of another tenant give empty lists.
    expect((await post<Record<string, Node[]>>(path, { ids: ["100020001"], tenantId: "10001" })).body.data).toEqual({ "100020001": [] });
  });

  it("lists root orgs per tenant and orgs by id", async () => {
    const roots = await post<Record<string, Node[]>>("/org-permission/v4/orgs/list-auth-root-orgs-by-tenant-ids", { tenantIds: ["10001", "10002", "99999"] });
    expect(roots.body.data?.["10001"]?.[0]?.id).toBe(ROOT);
    expect(roots.body.data?.["10002"]?.[0]?.name).toBe("Acme Construction Ltd");
    expect(roots.body.data?.["99999"]).toEqual([]);
    expect((await post("/org-permission/v4/orgs/list-auth-root-orgs-by-tenant-ids", { tenantIds: "10001" })).status).toBe(400);

    const orgs = await post<Node[]>("/org-permission/v4/orgs/list-auth-org", { ids: ["100010002", ROOT, "nope"] });
    expect(orgs.body.data?.map((o) => o.id)).toEqual(["100010002", ROOT]);
    expect((await post("/org-permission/v4/orgs/list-auth-org", { ids: null })).status).toBe(400);
  });
});

describe("org search", () => {
  const search = (body: Record<string, unknown>) => post<Page<Node>>("/org-permission/v4/orgs/search", { pageIndex: 1, pageSize: 20, ...body });

  it("matches case-insensitive substrings of the org's own name, not of its path or short name (SPEC §5)", async () => {
    const acme = await search({ keyword: "RIVERSIDE" });
    expect(acme.body.data?.recordTotal).toBe(0); // current tenant only
    const sw = await search({ keyword: "西南" });
    // 西南区域公司 alone: its two projects hold 西南 only in their full names.
    expect(sw.body.data?.records.map((r) => r.name)).toEqual(["西南区域公司"]);
    expect(sw.body.data?.recordTotal).toBe(1);
    expect(validateAgainstSchema("page.schema.json", sw.body.data)).toEqual({ valid: true });
    // 华东区域公司's short name is 华东公司; a short name is not the name.
    expect((await search({ keyword: "华东公司" })).body.data?.recordTotal).toBe(0);
    expect((await search({ keyword: "华东区域公司" })).body.data?.records.map((r) => r.name)).toEqual(["华东区域公司"]);
    const typed = await search({ keyword: "搅拌站", types: ["mixing-station"] });
    expect(typed.body.data?.records.length).toBeGreaterThan(0);
    expect(typed.body.data?.records.every((r) => r.type === "mixing-station")).toBe(true);
    const excluded = await search({ keyword: "", excludeTypes: ["department", "general-project"], enable: true });
    expect(excluded.body.data?.records.length).toBeGreaterThan(0);
    expect(excluded.body.data?.records.some((r) => r.type === "department" || r.type === "general-project")).toBe(false);
    const none = await search({ keyword: "100%_" });
    expect(none.body.data).toMatchObject({ records: [], recordTotal: 0, totalPage: 0 });
  });

  it("ranks the exact name first, then names that start with the keyword, then the rest; shallower first within each", async () => {
    const res = await search({ keyword: "苏州地铁8号线" });
    // The project command (depth 2, a prefix match) before its two sections (depth 3, prefix).
    expect(res.body.data?.records.map((r) => r.name)).toEqual(["苏州地铁8号线项目指挥部", "苏州地铁8号线一标段", "苏州地铁8号线二标段"]);
    const exact = await search({ keyword: "华东工程部" });
    expect(exact.body.data?.records[0]?.name).toBe("华东工程部");
    const parts = await search({ keyword: "工程部" });
    // Exact 工程部 does not exist; 工程管理部 does not contain it; 华北/华东/华南工程部 contain it, in tree order.
    expect(parts.body.data?.records.map((r) => r.name)).toEqual(["华北工程部", "华东工程部", "华南工程部"]);
  });

  it("pages with correct totals and caps pageSize at 50", async () => {
    const p1 = await search({ keyword: "", pageSize: 10 });
    const total = p1.body.data?.recordTotal ?? 0;
    expect(total).toBe(42);
    expect(p1.body.data?.totalPage).toBe(5);
    const p5 = await search({ keyword: "", pageSize: 10, pageIndex: 5 });
    expect(p5.body.data?.records).toHaveLength(2);
    const beyond = await search({ keyword: "", pageSize: 10, pageIndex: 9 });
    expect(beyond.body.data).toMatchObject({ records: [], recordTotal: 42 });
    const big = await search({ keyword: "", pageSize: 500 });
    expect(big.body.data?.records).toHaveLength(42);
  });

  it("answers bad input with 400 naming the field", async () => {
    for (const [body, field] of [
      [{ keyword: 5 }, "keyword"],
      [{ keyword: "a", pageSize: 0 }, "pageSize"],
      [{ keyword: "a", pageIndex: "x" }, "pageIndex"],
      [{ keyword: "a", types: ["planet"] }, "types"],
      [{ keyword: "a", enable: "1" }, "enable"],
      [{ keyword: "x".repeat(500) }, "keyword"],
    ] as const) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorMsg).toContain(field);
    }
  });
});

describe("org validation", () => {
  it("explains why an org cannot be selected", async () => {
    const sw = await orgByName("西南区域公司");
    const category = await orgByName("已竣工项目");
    expect((await getJson(`${api}/org-permission/v4/orgs/${ROOT}/validate`, demoToken)).body?.data).toEqual({ valid: true });
    expect((await getJson(`${api}/org-permission/v4/orgs/${sw.id}/validate`, demoToken)).body?.data).toEqual({ valid: false, reason: "hasNoAuthTip" });
    expect((await getJson(`${api}/org-permission/v4/orgs/${category.id}/validate`, demoToken)).body?.data).toEqual({ valid: false, reason: "categoryTip" });
    expect((await getJson(`${api}/org-permission/v4/orgs/100020001/validate`, demoToken)).status).toBe(404);
    expect((await getJson(`${api}/org-permission/v4/orgs/a%20b/validate`, demoToken)).status).toBe(400);
  });

  it("validates a menu permission on an org", async () => {
    const url = (orgId: string) => `${api}/org-permission/v4/permission/validate?orgId=${orgId}&productCode=pmpp&menuAuthCode=pmpp.home`;
    const sw = await orgByName("西南区域公司");
    expect((await getJson(url(ROOT), demoToken)).body?.data).toEqual({ allowed: true });
    expect((await getJson(url(sw.id), demoToken)).body?.data).toEqual({ allowed: false });
    expect((await getJson(url("100020001"), demoToken)).body?.data).toEqual({ allowed: false });
    const missing = await getJson(`${api}/org-permission/v4/permission/validate?orgId=${ROOT}&productCode=pmpp`, demoToken);
    expect(missing.status).toBe(400);
    expect(missing.body?.errorMsg).toContain("menuAuthCode");
  });

  it("gives basic project info of an org", async () => {
    const res = await getJson<Record<string, unknown>>(`${api}/org-permission/v4/orgs/${ROOT}/projects/basic-info`, demoToken);
    expect(res.body?.data).toMatchObject({ id: ROOT, isProject: false, projectCount: 16 });
    const project = await orgByName("深圳前海金融中心项目");
    const info = await getJson<Record<string, unknown>>(`${api}/org-permission/v4/orgs/${project.id}/projects/basic-info`, demoToken);
    expect(info.body?.data).toMatchObject({ isProject: true, status: "2", sapCode: "SAP-HN-0001" });
    expect((await getJson(`${api}/org-permission/v4/orgs/100020001/projects/basic-info`, demoToken)).status).toBe(404);
  });
});

describe("projects", () => {
  const page = (body: Record<string, unknown>, token = demoToken) =>
    post<Page<Node>>("/org-permission/v4/projects/list-page-child-project", { keyword: "", status: [], pageIndex: 1, pageSize: 50, includeProjectExtendData: true, ...body }, token);

  it("pages the projects under an org with status codes and SAP_CODE, bookmarks first", async () => {
    const res = await page({ orgId: ROOT });
    const records = res.body.data?.records ?? [];
    expect(res.body.data?.recordTotal).toBe(16);
    expect(records.every((r) => ["general-project", "mixing-station"].includes(r.type))).toBe(true);
    expect(records.every((r) => ["1", "2", "3", "4"].includes(r.status ?? ""))).toBe(true);
    expect(records.every((r) => r.projectExtendData[0]?.code === "SAP_CODE")).toBe(true);
    expect(records.slice(0, 2).every((r) => r.userFocus)).toBe(true);
    expect(records.slice(2).some((r) => r.userFocus)).toBe(false);
    expect(new Set(records.map((r) => r.type))).toEqual(new Set(["general-project", "mixing-station"]));
    for (const r of records) expect(validateAgainstSchema("org-node.schema.json", r)).toEqual({ valid: true });
  });

  it("filters by status, keyword and SAP_CODE", async () => {
    const completed = await page({ status: ["2"] });
    expect(completed.body.data?.records.map((r) => r.name).sort()).toEqual(["广州南沙港区项目", "深圳前海金融中心项目"]);
    const stopped = await page({ status: ["3", "4"] });
    expect(stopped.body.data?.records.map((r) => r.status).sort()).toEqual(["3", "4"]);
    const sap = await page({ extendField: { code: "SAP_CODE", value: "sap-hd-000" } });
    expect(sap.body.data?.records.map((r) => r.projectExtendData[0]?.value).sort()).toEqual(["SAP-HD-0001", "SAP-HD-0002", "SAP-HD-0003", "SAP-HD-0004"]);
    const exact = await page({ extendField: { code: "SAP_CODE", value: "SAP-HN-M003" } });
    expect(exact.body.data?.records.map((r) => r.name)).toEqual(["华南三号搅拌站"]);
    const keyword = await page({ keyword: "苏州" });
    expect(keyword.body.data?.recordTotal).toBe(2);
    const paged = await page({ pageSize: 5, pageIndex: 4 });
    expect(paged.body.data).toMatchObject({ recordTotal: 16, totalPage: 4 });
    expect(paged.body.data?.records).toHaveLength(1);
    const lean = await page({ includeProjectExtendData: false, includeOrgInfo: false, pageSize: 1 });
    expect(lean.body.data?.records[0]).toMatchObject({ projectExtendData: [], orgInfo: null });
  });

  it("answers bad project input with 400 and unknown orgs with 404", async () => {
    expect((await page({ status: "1" })).status).toBe(400);
    expect((await page({ extendField: "SAP" })).body.errorMsg).toContain("extendField");
    expect((await page({ extendField: { value: "x" } })).body.errorMsg).toContain("extendField.code");
    expect((await page({ pageSize: -1 })).body.errorMsg).toContain("pageSize");
    expect((await page({ orgId: "100020001" })).status).toBe(404);
  });

  it("builds the child project tree with son projects nested", async () => {
    const north = await orgByName("华北区域公司");
    const res = await post<Node[]>("/org-permission/v4/projects/child-project-tree", { orgId: north.id, keyword: "", includeExtendData: false, includeOrgInfo: true });
    const tianjin = res.body.data?.find((n) => n.name === "天津滨海新区综合体项目");
    expect(res.body.data?.map((n) => n.name)).toEqual(["北京大兴国际物流园项目", "天津滨海新区综合体项目", "华北一号搅拌站"]);
    expect(tianjin?.childProjects?.map((n) => n.name)).toEqual(["综合体一期子项目"]);
    expect(tianjin?.projectExtendData).toEqual([]);
    const filtered = await post<Node[]>("/org-permission/v4/projects/child-project-tree", { orgId: north.id, keyword: "一期", includeExtendData: false, includeOrgInfo: true });
    expect(filtered.body.data?.map((n) => n.name)).toEqual(["天津滨海新区综合体项目"]);
    expect((await post("/org-permission/v4/projects/child-project-tree", { keyword: "" })).status).toBe(400);
  });

  it("toggles the bookmark per user", async () => {
    const project = await orgByName("杭州亚运村配套项目");
    expect(project.userFocus).toBe(false);
    const on = await sendJson(`PUT`, `${api}/org-permission/v4/project-focus/${project.id}/status/1`, demoToken, {});
    expect(on.body.data).toEqual({ id: project.id, userFocus: true });
    expect((await orgByName("杭州亚运村配套项目")).userFocus).toBe(true);
    // Admin's view is unaffected.
    const adminView = await post<Node[]>("/org-permission/v4/orgs/list-auth-org", { ids: [project.id] }, adminToken);
    expect(adminView.body.data?.[0]?.userFocus).toBe(false);
    await sendJson(`PUT`, `${api}/org-permission/v4/project-focus/${project.id}/status/0`, demoToken, {});
    expect((await orgByName("杭州亚运村配套项目")).userFocus).toBe(false);

    expect((await sendJson(`PUT`, `${api}/org-permission/v4/project-focus/${project.id}/status/2`, demoToken, {})).status).toBe(400);
    expect((await sendJson(`PUT`, `${api}/org-permission/v4/project-focus/${ROOT}/status/1`, demoToken, {})).status).toBe(400);
    expect((await sendJson(`PUT`, `${api}/org-permission/v4/project-focus/100020005/status/1`, demoToken, {})).status).toBe(404);
  });
});

describe("relations, dictionary and portals", () => {
  it("lists business-org relations by status", async () => {
    const active = await getJson<{ relCode: string; bizOrgCode: string }[]>(`${api}/org-permission/v4/biz-orgs/list-relation?status=1`, demoToken);
    expect(active.body?.data?.map((r) => r.relCode)).toEqual(["REL-ZJ-HB", "REL-ZJ-HD"]);
    for (const r of active.body?.data ?? []) expect(validateAgainstSchema("biz-org-relation.schema.json", r)).toEqual({ valid: true });
    expect((await getJson<unknown[]>(`${api}/org-permission/v4/biz-orgs/list-relation`, demoToken)).body?.data).toHaveLength(3);
    expect((await getJson(`${api}/org-permission/v4/biz-orgs/list-relation?status=x`, demoToken)).status).toBe(400);
  });

  it("serves the project status dictionary with translations, only with x-product-code pmpp", async () => {
    const url = `${api}/general-dictionary/v4/dict-items/list-by-dict-full-code?dictFullCode=pmpp.xmztdict&status=1`;
    const res = await getJson<Record<string, string>[]>(url, demoToken, { "x-product-code": "pmpp" });
    expect(res.status).toBe(200);
    expect(res.body?.data?.map((d) => d.code)).toEqual(["1", "2", "3", "4"]);
    expect(res.body?.data?.[0]).toMatchObject({ xmzt: "在建", "xmzt_zh-CN": "在建", xmzt_en: "In progress", "xmzt_sv-SE": "Pågående" });
    expect(res.body?.data?.map((d) => d.xmzt)).toEqual(["在建", "完工", "停工", "未开工"]);
    for (const item of res.body?.data ?? []) expect(validateAgainstSchema("project-status.schema.json", item)).toEqual({ valid: true });
    const en = await getJson<Record<string, string>[]>(url, demoToken, { "x-product-code": "pmpp", "accept-language": "en-GB" });
    expect(en.body?.data?.[1]?.xmzt).toBe("Completed");
    const missing = await getJson(url, demoToken);
    expect(missing.status).toBe(400);
    expect(missing.body?.errorMsg).toContain("x-product-code");
    expect((await getJson(url, demoToken, { "x-product-code": "other" })).status).toBe(400);
    expect((await getJson(url, undefined, { "x-product-code": "pmpp" })).status).toBe(401);
  });

  it("lists enterprise portals of the current tenant", async () => {
    const res = await getJson<{ id: string; name: string }[]>(`${api}/workbench/v4/enterprise-portals/list`, demoToken);
    expect(res.body?.data).toEqual([
      { id: "60001", name: "中建智造企业门户" },
      { id: "60002", name: "项目管理门户" },
    ]);
  });
});
