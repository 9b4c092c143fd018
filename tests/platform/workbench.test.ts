import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { getJson, login, sendJson, startPlatform, type Envelope, type RunningPlatform } from "./helpers.ts";

interface Collected {
  id: string;
  menuName: string;
  productCode: string;
  appCode: string;
  menuAuthCode: string;
  bizType: string | null;
  userId: string;
  tenantId: string;
}

interface Visit {
  id: string;
  name?: string;
  orgFullId: string;
  orgName?: string;
  visitTime: string;
}

interface Entry {
  code: string;
  name: string;
  thumbnailType: "ICON" | "IMAGE";
  iconClass: string;
  images: { imageType: string; iconUrl: string }[];
  textColor: string;
  textHoverColor: string;
  popover: boolean;
  children: Entry[];
}

let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;
let demoAcmeToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
  demoAcmeToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10002");
});

afterAll(async () => {
  await running.close();
});

async function orgId(tenantId: string, name: string): Promise<string> {
  const row = await running.platform.db
    .selectFrom("orgs")
    .select("id")
    .where("tenant_id", "=", tenantId)
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

function expectValidList(body: Envelope | null, schema: string): void {
  expect(validateAgainstSchema("envelope.schema.json", body)).toEqual({ valid: true });
  expect(Array.isArray(body?.data)).toBe(true);
  for (const item of body?.data as unknown[]) expect(validateAgainstSchema(schema, item)).toEqual({ valid: true });
}

function expectBadRequest(res: { status: number; body: Envelope | null }, message?: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, data: null, errorCode: "400" });
  if (message) expect(res.body?.errorMsg).toMatch(message);
}

const collections = (token: string, query = "") => getJson<Collected[]>(`${api}/workbench/v4/user-collections${query}`, token);
const collect = (token: string, body: unknown) => sendJson<Collected>("POST", `${api}/workbench/v4/user-collections`, token, body);
const batch = (token: string, body: unknown, query = "") =>
  sendJson<Collected[]>("POST", `${api}/workbench/v4/user-collections/batch${query}`, token, body);

const SAFETY = { menuName: "安全巡检", productCode: "g-field", appCode: "g-field-safety", menuAuthCode: "g-field.safety.patrol", level: 4 };

describe("collected menus", () => {
  it("lists the demo user's collections in 10001 in order, each a valid collected menu", async () => {
    const { status, body } = await collections(demoToken);
    expect(status).toBe(200);
    expectValidList(body, "collected-menu.schema.json");
    expect(body?.data?.map((c) => c.menuAuthCode)).toEqual(["pmpp.overview", "gepm.design.review", "g-field.labour.roster"]);
    expect(body?.data?.[0]).toMatchObject({ userId: "20001", tenantId: "10001", bizType: null, sourceType: "dir" });
  });

  it("keeps collections per user and per tenant", async () => {
    expect((await collections(adminToken)).body?.data).toEqual([]);
    expect((await collections(demoAcmeToken)).body?.data).toEqual([]);
  });

  it("adds a menu at the end and does not add it twice", async () => {
    const added = await collect(demoToken, SAFETY);
    expect(added.status).toBe(200);
    expect(validateAgainstSchema("collected-menu.schema.json", added.body.data)).toEqual({ valid: true });
    expect(added.body.data).toMatchObject({ menuName: "安全巡检", menuAuthCode: "g-field.safety.patrol", appCode: "g-field-safety" });
    const again = await collect(demoToken, SAFETY);
    expect(again.body.data?.id).toBe(added.body.data?.id);
    const list = (await collections(demoToken)).body?.data ?? [];
    expect(list.map((c) => c.menuAuthCode)).toEqual([
      "pmpp.overview",
      "gepm.design.review",
      "g-field.labour.roster",
      "g-field.safety.patrol",
    ]);
  });

  it("refuses what SPEC §5 does not let be collected, with a clear message", async () => {
    expectBadRequest((await collect(demoToken, { ...SAFETY, level: 1 })), /level-1 menu cannot be collected/);
    expectBadRequest((await collect(demoToken, { ...SAFETY, menuAuthCode: undefined })), /without a code/);
    expectBadRequest((await collect(demoToken, { ...SAFETY, menuAuthCode: "" })), /without a code/);
    expectBadRequest(
      (await collect(demoToken, { ...SAFETY, menuAuthCode: "pmpp.common.about-blank" })),
      /pmpp\.common\.about-blank cannot be collected/,
    );
    expectBadRequest((await collect(demoToken, { ...SAFETY, noAuth: true })), /without permission/);
    expectBadRequest((await collect(demoToken, { ...SAFETY, productCode: "" })), /productCode is required/);
    expectBadRequest((await collect(demoToken, { ...SAFETY, menuName: 3 })), /menuName/);
    expectBadRequest((await collect(demoToken, [SAFETY])));
    const list = (await collections(demoToken)).body?.data ?? [];
    expect(list.some((c) => c.menuAuthCode === "pmpp.common.about-blank")).toBe(false);
  });

  it("deletes only the user's own collection", async () => {
    const list = (await collections(demoToken)).body?.data ?? [];
    const safety = list.find((c) => c.menuAuthCode === "g-field.safety.patrol");
    expect(safety).toBeDefined();
    const byAdmin = await sendJson("DELETE", `${api}/workbench/v4/user-collections/${safety?.id}`, adminToken, undefined);
    expect(byAdmin.status).toBe(404);
    const removed = await sendJson("DELETE", `${api}/workbench/v4/user-collections/${safety?.id}`, demoToken, undefined);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toBe(true);
    expect(((await collections(demoToken)).body?.data ?? []).some((c) => c.id === safety?.id)).toBe(false);
    const gone = await sendJson("DELETE", `${api}/workbench/v4/user-collections/${safety?.id}`, demoToken, undefined);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, errorCode: "404" });
    expectBadRequest((await sendJson("DELETE", `${api}/workbench/v4/user-collections/a%20b`, demoToken, undefined)));
  });

  it("replaces the list with a batch, in the order sent, without duplicates", async () => {
    const before = (await collections(demoToken)).body?.data ?? [];
    const [a, b, c] = before;
    const res = await batch(demoToken, [c, a, SAFETY, b, a]);
    expect(res.status).toBe(200);
    expectValidList(res.body, "collected-menu.schema.json");
    const codes = ["g-field.labour.roster", "pmpp.overview", "g-field.safety.patrol", "gepm.design.review"];
    expect(res.body.data?.map((x) => x.menuAuthCode)).toEqual(codes);
    expect((await collections(demoToken)).body?.data?.map((x) => x.menuAuthCode)).toEqual(codes);
  });

  it("keeps a bizType list apart from the default list", async () => {
    const dcost = await batch(demoToken, { bizType: "dcost", list: [{ ...SAFETY, menuName: "成本台账", menuAuthCode: "dcost.ledger" }] });
    expect(dcost.status).toBe(200);
    expect(dcost.body.data).toEqual([expect.objectContaining({ menuAuthCode: "dcost.ledger", bizType: "dcost" })]);
    expect((await collections(demoToken, "?bizType=dcost")).body?.data?.map((x) => x.menuAuthCode)).toEqual(["dcost.ledger"]);
    expect((await collections(demoToken)).body?.data).toHaveLength(4);
    const viaQuery = await batch(demoToken, [], "?bizType=dcost");
    expect(viaQuery.body.data).toEqual([]);
    expect((await collections(demoToken)).body?.data).toHaveLength(4);
  });

  it("refuses a batch with one bad item and leaves the list as it was", async () => {
    const res = await batch(demoToken, [SAFETY, { ...SAFETY, menuAuthCode: "pmpp.common.about-blank" }]);
    expectBadRequest(res, /list\[1\].*about-blank/);
    expectBadRequest((await batch(demoToken, [{ ...SAFETY, level: 1 }])), /level-1/);
    expectBadRequest((await batch(demoToken, { list: "x" })), /collected-menu list/);
    expectBadRequest((await batch(demoToken, Array.from({ length: 201 }, () => SAFETY))), /at most 200/);
    expect((await collections(demoToken)).body?.data).toHaveLength(4);
  });

  it("needs a token", async () => {
    const res = await getJson(`${api}/workbench/v4/user-collections`);
    expect(res.status).toBe(401);
  });
});

describe("recent visits", () => {
  const list = (token: string, query = "") => getJson<Visit[]>(`${api}/workbench/v4/user-recent-visits/list${query}`, token);
  const record = (token: string, body: unknown) => sendJson<Visit>("POST", `${api}/workbench/v4/user-recent-visits`, token, body);

  it("lists the demo user's visits newest first, each a valid recent visit", async () => {
    const { status, body } = await list(demoToken, "?num=12");
    expect(status).toBe(200);
    expectValidList(body, "recent-visit.schema.json");
    expect(body?.data?.map((v) => v.name)).toEqual(["视频监控", "劳务实名制", "项目概况", "总进度计划"]);
    expect(body?.data?.[0]).toMatchObject({ orgName: "北京大兴国际物流园项目", productCode: "g-build", code: "g-build.video" });
    // The ids are those of the demo menus with these codes.
    const menu = await running.platform.db
      .selectFrom("menus")
      .select("id")
      .where("tenant_id", "=", "10001")
      .where("code", "=", "g-build.video")
      .executeTakeFirstOrThrow();
    expect(body?.data?.[0]?.id).toBe(menu.id);
    expect((await list(adminToken)).body?.data).toEqual([]);
  });

  it("records a visit first, and a repeat of the same menu and org moves it up instead of adding one", async () => {
    const org = "100010001";
    const first = await record(demoToken, { id: "320001", code: "pmpp.contract.ledger", name: "合同台账", productCode: "pmpp", orgFullId: org, orgName: "中建智造集团有限公司" });
    expect(first.status).toBe(200);
    expect(validateAgainstSchema("recent-visit.schema.json", first.body.data)).toEqual({ valid: true });
    await record(demoToken, { id: "320002", name: "变更管理", orgFullId: org });
    let names = (await list(demoToken)).body?.data?.map((v) => v.name);
    expect(names?.slice(0, 2)).toEqual(["变更管理", "合同台账"]);

    await record(demoToken, { id: "320001", code: "pmpp.contract.ledger", name: "合同台账", orgFullId: org });
    const visits = (await list(demoToken)).body?.data ?? [];
    names = visits.map((v) => v.name);
    expect(names.slice(0, 2)).toEqual(["合同台账", "变更管理"]);
    expect(visits.filter((v) => v.id === "320001")).toHaveLength(1);
  });

  it("keeps the same menu in another org as another visit", async () => {
    await record(demoToken, { id: "320001", name: "合同台账", orgFullId: "100010001/100010006" });
    const visits = (await list(demoToken)).body?.data ?? [];
    expect(visits.filter((v) => v.id === "320001").map((v) => v.orgFullId)).toEqual(["100010001/100010006", "100010001"]);
  });

  it("returns at most num visits, 12 by default, and keeps at most 50", async () => {
    for (let i = 0; i < 55; i += 1) await record(demoToken, { id: `33${String(i).padStart(4, "0")}`, name: `菜单 ${i}` });
    expect((await list(demoToken, "?num=2")).body?.data?.map((v) => v.name)).toEqual(["菜单 54", "菜单 53"]);
    expect((await list(demoToken)).body?.data).toHaveLength(12);
    const all = (await list(demoToken, "?num=50")).body?.data ?? [];
    expect(all).toHaveLength(50);
    expect(all.at(-1)?.name).toBe("菜单 5");
    const count = await running.platform.db
      .selectFrom("user_recent_visits")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", "20001")
      .where("tenant_id", "=", "10001")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
  });

  it("answers bad input with a 400 envelope", async () => {
    for (const q of ["?num=0", "?num=51", "?num=abc", "?num=1&num=2"]) expectBadRequest(await list(demoToken, q), /num/);
    expectBadRequest((await record(demoToken, { name: "x" })), /id/);
    expectBadRequest((await record(demoToken, { id: "1", orgFullId: "a//b" })), /orgFullId/);
    expectBadRequest((await record(demoToken, { id: "1", menuNameAllLang: "x" })), /menuNameAllLang/);
    expectBadRequest((await record(demoToken, { id: "1", name: 5 })), /name/);
  });
});

describe("workbench config and portal type", () => {
  const config = (token: string, query: string) => getJson(`${api}/workbench/v4/user-widgets/workbench-config${query}`, token);

  it("serves the tenant's config, an org's own where it has one, and defaults elsewhere", async () => {
    const root = await config(demoToken, "?orgId=100010001");
    expect(validateAgainstSchema("workbench-config.schema.json", root.body?.data)).toEqual({ valid: true });
    expect(root.body?.data).toEqual({ hasCustomPortal: false, hasPortalWorkbench: true, hasUserWorkbench: true, portalHomeType: 0 });
    const lingang = await config(demoToken, `?orgId=${await orgId("10001", "上海临港数据中心项目")}`);
    expect(lingang.body?.data).toMatchObject({ portalHomeType: 1 });
    const acme = await config(demoAcmeToken, `?orgId=${await orgId("10002", "Riverside Tower")}`);
    expect(acme.body?.data).toEqual({ hasCustomPortal: true, hasPortalWorkbench: false, hasUserWorkbench: true, portalHomeType: 2 });
    const nordbygg = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10003");
    const none = await config(nordbygg, "");
    expect(none.body?.data).toEqual({ hasCustomPortal: false, hasPortalWorkbench: false, hasUserWorkbench: false, portalHomeType: 0 });
  });

  it("does not answer for an org of another tenant, nor for a malformed org id", async () => {
    const other = await config(demoToken, `?orgId=${await orgId("10002", "Riverside Tower")}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, errorCode: "404" });
    expectBadRequest(await config(demoToken, "?orgId=a%20b"), /orgId/);
  });

  it("keeps the portal type per user and tenant, Classic by default", async () => {
    const url = `${api}/param/v4/user-param-values/theme-settings`;
    const first = await getJson(url, demoToken);
    expect(validateAgainstSchema("portal-type-setting.schema.json", first.body?.data)).toEqual({ valid: true });
    expect(first.body?.data).toEqual({ enableType: "Classic" });
    const set = await sendJson("POST", url, demoToken, { enableType: "Simple" });
    expect(set.body.data).toEqual({ enableType: "Simple" });
    expect((await getJson(url, demoToken)).body?.data).toEqual({ enableType: "Simple" });
    expect((await getJson(url, demoAcmeToken)).body?.data).toEqual({ enableType: "Classic" });
    expect((await getJson(url, adminToken)).body?.data).toEqual({ enableType: "Classic" });
    expectBadRequest((await sendJson("POST", url, demoToken, { enableType: "legacy" })), /Classic.*Simple/);
    expectBadRequest((await sendJson("POST", url, demoToken, {})), /enableType/);
    expect((await getJson(url, demoToken)).body?.data).toEqual({ enableType: "Simple" });
  });
});

describe("bulletin board", () => {
  const board = (token: string, query: string) =>
    getJson<{ title: string; level: string; orgName: string; publishTime: string }[]>(
      `${api}/workbench/v4/portal-menus/project-bulletin-board${query}`,
      token,
    );

  it("shows a project its own notices and its company's, newest first", async () => {
    const project = await board(demoToken, `?orgId=${await orgId("10001", "北京大兴国际物流园项目")}`);
    expectValidList(project.body, "bulletin-item.schema.json");
    const items = project.body?.data ?? [];
    expect(items.map((b) => b.title)).toEqual([
      "主体结构封顶节点验收安排",
      "门户系统升级公告",
      "雨季施工注意事项",
      "关于开展安全生产月活动的通知",
    ]);
    const times = items.map((b) => Date.parse(b.publishTime));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(items[1]).toMatchObject({ level: "urgent", orgName: "中建智造集团有限公司" });

    const company = await board(demoToken, "?orgId=100010001");
    expect(company.body?.data?.map((b) => b.title)).toEqual(["门户系统升级公告", "关于开展安全生产月活动的通知"]);
    const acme = await board(demoAcmeToken, `?orgId=${await orgId("10002", "Riverside Tower")}`);
    expect(acme.body?.data?.map((b) => b.title)).toEqual(["Crane inspection", "Quarterly safety stand-down", "New site induction video"]);
  });

  it("gives each notice its title, text and publisher in zh-CN, en and sv-SE (SPEC §9)", async () => {
    type Localized = { title: string; titleAllLang?: Record<string, string>; contentAllLang?: Record<string, string>; publisherAllLang?: Record<string, string> };
    const company = await getJson<Localized[]>(`${api}/workbench/v4/portal-menus/project-bulletin-board?orgId=100010001`, demoToken);
    const upgrade = company.body?.data?.find((b) => b.title === "门户系统升级公告");
    expect(upgrade?.titleAllLang).toEqual({ "zh-CN": "门户系统升级公告", en: "Portal upgrade notice", "sv-SE": "Meddelande om portaluppgradering" });
    expect(Object.keys(upgrade?.contentAllLang ?? {}).sort()).toEqual(["en", "sv-SE", "zh-CN"]);
    expect(upgrade?.publisherAllLang?.en).toBe("IT Centre");
    const acme = await getJson<Localized[]>(`${api}/workbench/v4/portal-menus/project-bulletin-board?orgId=${await orgId("10002", "Riverside Tower")}`, demoAcmeToken);
    expect(acme.body?.data?.map((b) => b.titleAllLang?.["sv-SE"])).toEqual(["Kranbesiktning", "Kvartalsvis säkerhetsstopp", "Ny introduktionsvideo för arbetsplatsen"]);
  });

  it("needs an org of the current tenant", async () => {
    expectBadRequest(await board(demoToken, ""), /orgId is required/);
    expect((await board(demoToken, `?orgId=${await orgId("10002", "Riverside Tower")}`)).status).toBe(404);
  });
});

describe("quick and extend entries, portal config", () => {
  it("serves the header's current quick entries with ICON and IMAGE thumbnails and a popover group", async () => {
    const { body } = await getJson<Entry[]>(`${api}/workbench/v4/portal-menus/quick-Entrances/current`, demoToken);
    expectValidList(body, "entry.schema.json");
    const entries = body?.data ?? [];
    expect(entries.map((e) => e.code)).toEqual(["quick.todo", "quick.report", "quick.tools"]);
    expect(entries[0]).toMatchObject({ thumbnailType: "ICON", iconClass: "icon-todo" });
    expect(entries[1]).toMatchObject({ thumbnailType: "IMAGE", textColor: "#FFFFFF", textHoverColor: "#268DFF" });
    expect(entries[1]?.images.map((i) => i.imageType)).toEqual(["ICON", "UNSELECT-ICON", "SELECT-ICON"]);
    expect(entries[2]?.popover).toBe(true);
    expect(entries[2]?.children.map((c) => c.name)).toEqual(["工程量计算器", "文档模板"]);
    const acme = await getJson<Entry[]>(`${api}/workbench/v4/portal-menus/quick-Entrances/current`, demoAcmeToken);
    expect(acme.body?.data?.map((e) => e.code)).toEqual(["quick.timesheet", "quick.reports"]);
  });

  it("lists the quick entries of one group of the tenant", async () => {
    const list = await getJson<Entry[]>(`${api}/workbench/v4/portal-menus/quick-Entrances/81002/list`, demoToken);
    expectValidList(list.body, "entry.schema.json");
    expect(list.body?.data?.map((e) => e.name)).toEqual(["项目概况", "月计划审批", "质量检查"]);
    const otherTenant = await getJson(`${api}/workbench/v4/portal-menus/quick-Entrances/81011/list`, demoToken);
    expect(otherTenant.status).toBe(404);
    const extendGroup = await getJson(`${api}/workbench/v4/portal-menus/quick-Entrances/81003/list`, demoToken);
    expect(extendGroup.status).toBe(404);
    expectBadRequest(await getJson(`${api}/workbench/v4/portal-menus/quick-Entrances/a%20b/list`, demoToken));
  });

  it("serves the tenant's extend entries as a tree", async () => {
    const { body } = await getJson<Entry[]>(`${api}/workbench/v4/portal-menus/tenant-auth-entrance-tree`, demoToken);
    expectValidList(body, "entry.schema.json");
    const entries = body?.data ?? [];
    expect(entries.map((e) => e.code)).toEqual(["extend.app-download", "extend.service", "extend.more"]);
    expect(entries[0]?.thumbnailType).toBe("IMAGE");
    expect(entries[0]?.images.every((i) => i.iconUrl.startsWith("/platform/assets/"))).toBe(true);
    expect(entries[2]?.children.map((c) => c.code)).toEqual(["extend.more.news", "extend.more.enterprise"]);
    const nordbygg = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10003");
    expect((await getJson(`${api}/workbench/v4/portal-menus/tenant-auth-entrance-tree`, nordbygg)).body?.data).toEqual([]);
  });

  it("serves the portal config with side entries: a script, a new window and a dialog", async () => {
    const { body } = await getJson<{ sideEntryShow: boolean; sideEntries: { name: string; linkType: number; source: string; contentUrl: string; openType: number }[] }>(
      `${api}/workbench/v4/portal-param-values/portal-config`,
      demoToken,
    );
    expect(validateAgainstSchema("portal-config.schema.json", body?.data)).toEqual({ valid: true });
    expect(body?.data?.sideEntryShow).toBe(true);
    const [script, feedback, help] = body?.data?.sideEntries ?? [];
    expect(script).toMatchObject({ linkType: 2, source: "/widgets/customer-service.js" });
    expect(feedback).toMatchObject({ linkType: 1, openType: 0, contentUrl: "/apps/feedback/" });
    expect(help).toMatchObject({ linkType: 1, openType: 1, contentUrl: "https://help.example.com/portal/" });
  });
});

describe("help urls and dashboards", () => {
  const help = (query: string) => getJson<{ name: string; productCode: string; integrateType: number }[]>(`${api}/product/v4/help-urls${query}`, demoToken);

  it("lists help items for the products that have them and none for the others", async () => {
    const pmpp = await help("?productCode=pmpp");
    expectValidList(pmpp.body, "help-item.schema.json");
    expect(pmpp.body?.data?.map((h) => [h.name, h.integrateType])).toEqual([
      ["项目管理用户手册", 1],
      ["项目管理快速入门", 0],
    ]);
    expect((await help("?productCode=g-field")).body?.data?.map((h) => h.productCode)).toEqual(["g-field"]);
    expect((await help("?productCode=gepm")).body?.data?.map((h) => [h.name, h.productCode])).toEqual([["企业管理用户手册", "gepm"]]);
    expect((await help("?productCode=g-build")).body?.data?.map((h) => h.name)).toEqual(["智慧工地使用说明"]);
    expect((await help("?productCode=pmpp-no-such")).body?.data).toEqual([]);
    expectBadRequest(await help(""), /productCode is required/);
    expectBadRequest(await help("?productCode=a%20b"), /productCode/);
  });

  it("names help items, dashboards and side entries in zh-CN, en and sv-SE (SPEC §3 nameAllLang)", async () => {
    type Named = { name: string; nameAllLang?: Record<string, string> };
    const locales = (items: Named[] | undefined) => items?.map((item) => Object.keys(item.nameAllLang ?? {}).sort().join());
    const pmpp = await getJson<Named[]>(`${api}/product/v4/help-urls?productCode=pmpp`, demoToken);
    expect(pmpp.body?.data?.map((h) => h.nameAllLang?.en)).toEqual(["Project management user manual", "Project management quick start"]);
    const dashboards = await getJson<Named[]>(`${api}/workbench/v4/dashboards/list?orgId=100010001`, demoToken);
    expect(dashboards.body?.data?.map((d) => d.nameAllLang?.["sv-SE"])).toEqual(["Koncernens verksamhetsöversikt", "Tavla för säkerhet och kvalitet"]);
    const config = await getJson<{ sideEntries: Named[] }>(`${api}/workbench/v4/portal-param-values/portal-config`, demoToken);
    expect(locales(config.body?.data?.sideEntries)).toEqual(["en,sv-SE,zh-CN", "en,sv-SE,zh-CN", "en,sv-SE,zh-CN"]);
    expect(config.body?.data?.sideEntries.map((e) => e.nameAllLang?.en)).toEqual(["Customer service", "Feedback", "Help documents"]);
  });

  it("lists the tenant's dashboards and those of the org and the orgs above it", async () => {
    const url = `${api}/workbench/v4/dashboards/list`;
    const tenantWide = await getJson<{ name: string; contentUrl: string }[]>(`${url}?orgId=100010001`, demoToken);
    expectValidList(tenantWide.body, "dashboard.schema.json");
    expect(tenantWide.body?.data?.map((d) => d.name)).toEqual(["集团经营驾驶舱", "安全质量看板"]);
    expect(tenantWide.body?.data?.map((d) => /^https?:\/\//.test(d.contentUrl))).toEqual([false, true]);
    const project = await getJson<{ name: string }[]>(`${url}?orgId=${await orgId("10001", "北京大兴国际物流园项目")}`, demoToken);
    expect(project.body?.data?.map((d) => d.name)).toEqual(["集团经营驾驶舱", "安全质量看板", "华北区域进度看板"]);
    const east = await getJson<{ name: string }[]>(`${url}?orgId=${await orgId("10001", "上海临港数据中心项目")}`, demoToken);
    expect(east.body?.data).toHaveLength(2);
    expect((await getJson<{ name: string }[]>(url, demoAcmeToken)).body?.data?.map((d) => d.name)).toEqual(["Project KPIs"]);
    expectBadRequest(await getJson(`${url}?orgId=%3Cx%3E`, demoToken), /orgId/);
    expect((await getJson(`${url}?orgId=${await orgId("10002", "Riverside Tower")}`, demoToken)).status).toBe(404);
  });
});

describe("workbench demo data", () => {
  it("is written once, also into a database seeded before it existed", async () => {
    const { seedWorkbenchDemoData } = await import("#platform/db/seed-workbench.ts");
    const db = running.platform.db;
    expect(await seedWorkbenchDemoData(db)).toBe(false);
    // A database seeded before migration 004: its tables are empty and it has no marker.
    for (const table of ["user_collections", "user_recent_visits", "workbench_configs", "bulletins", "portal_entries", "side_entries", "dashboards", "help_urls"] as const) {
      await db.deleteFrom(table).execute();
    }
    await db.deleteFrom("entry_groups").execute();
    await db.deleteFrom("platform_env").where("key", "=", "seed:workbench-v1").execute();
    expect((await collections(demoToken)).body?.data).toEqual([]);

    expect(await seedWorkbenchDemoData(db)).toBe(true);
    expect((await collections(demoToken)).body?.data?.map((c) => c.menuAuthCode)).toEqual([
      "pmpp.overview",
      "gepm.design.review",
      "g-field.labour.roster",
    ]);
    expect((await getJson<unknown[]>(`${api}/product/v4/help-urls?productCode=pmpp`, demoToken)).body?.data).toHaveLength(2);
    expect(await seedWorkbenchDemoData(db)).toBe(false);
  });
});
