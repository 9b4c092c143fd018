import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { DEMO_MESSAGES, MESSAGE_PAGE_CODES, seedMessagesDemoData } from "#platform/db/seed-messages.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { readMessageJump } from "#platform/routes/message-jump.ts";
import { getJson, login, sendJson, startPlatform, type Envelope, type RunningPlatform } from "./helpers.ts";

interface Message {
  id: string;
  title: string;
  content: string;
  type: "normal" | "alert";
  productCode: string | null;
  tenantId: string;
  createTime: string;
  read: boolean;
  readTime: string | null;
  businessJump: boolean;
  webContentUrl: { type: "menu"; productCode: string; moduleCode: string; orgId?: string } | { type: "url"; url: string } | null;
}
interface Page {
  records: Message[];
  recordTotal: number;
  totalPage: number;
}
interface MenuNode {
  id: string;
  code: string;
  sourceMenuAuthorities: string[];
  children?: MenuNode[];
}

let running: RunningPlatform;
let api: string;
let demo: string;
let admin: string;
let demoAcme: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demo = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  admin = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
  demoAcme = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10002");
});

afterAll(async () => {
  await running.close();
});

const unreadCount = async (token: string, query = "") => (await getJson<number>(`${api}/message/v4/messages/unread-count${query}`, token)).body?.data;
const page = (token: string, body: unknown) => sendJson<Page>("POST", `${api}/message/v4/messages/page`, token, body);
const alerts = (token: string) => getJson<Message[]>(`${api}/message/v4/messages/alerts`, token);
const detail = (token: string, id: string) => getJson<Message>(`${api}/message/v4/messages/${id}`, token);
const markIds = (token: string, body: unknown) => sendJson<number>("PUT", `${api}/message/v4/messages/ids`, token, body);
const markAll = (token: string, body: unknown = {}) => sendJson<number>("PUT", `${api}/message/v4/messages/all`, token, body);

function expectBadRequest(res: { status: number; body: Envelope | null }, message: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, data: null, errorCode: "400" });
  expect(res.body?.errorMsg).toMatch(message);
}

function expectMessages(list: unknown[]): void {
  for (const item of list) expect(validateAgainstSchema("message.schema.json", item)).toEqual({ valid: true });
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const seeded = (tenantId: string, userId: string) => DEMO_MESSAGES.filter((m) => m.tenantId === tenantId && m.userId === userId);

describe("demo messages (platform/db/seed-messages.ts)", () => {
  it("counts each user's unread messages in the current tenant only", async () => {
    expect(await unreadCount(demo)).toBe(seeded("10001", DEMO_ACCOUNTS.demo.userId).filter((m) => !m.read).length);
    expect(await unreadCount(demo)).toBe(7);
    expect(await unreadCount(demoAcme)).toBe(3);
    expect(await unreadCount(admin)).toBe(2);
    expect(await unreadCount(demo, "?productCode=pmpp")).toBe(4);
  });

  it("pages unread messages five at a time, newest first, each a valid message (SPEC §7, §9)", async () => {
    const first = await page(demo, { unread: true, pageIndex: 1, pageSize: 5 });
    expect(first.status).toBe(200);
    expect(validateAgainstSchema("page.schema.json", first.body.data)).toEqual({ valid: true });
    const { records, recordTotal, totalPage } = first.body.data!;
    expectMessages(records);
    expect([records.length, recordTotal, totalPage]).toEqual([5, 7, 2]);
    expect(records.every((m) => !m.read && m.readTime === null)).toBe(true);
    expect(records.map((m) => m.title)).toEqual(["系统维护通知", "大风天气安全预警", "设计评审待办", "总进度计划已更新", "月度计划待审批"]);
    const times = records.map((m) => Date.parse(m.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await page(demo, { unread: true, pageIndex: 2, pageSize: 5 });
    expect(second.body.data!.records.map((m) => m.title)).toEqual(["个人工作台已开通", "质量检查整改通知"]);
    const beyond = await page(demo, { unread: true, pageIndex: 9, pageSize: 5 });
    expect(beyond.body.data).toEqual({ records: [], recordTotal: 7, totalPage: 2 });
  });

  it("gives each demo message its title and text in zh-CN, en and sv-SE, the stored ones standing for the tenant's own language (SPEC §9)", async () => {
    type Texts = { title: string; content: string; titleAllLang?: Record<string, string>; contentAllLang?: Record<string, string> };
    const first = await page(demo, { unread: true, pageIndex: 1, pageSize: 5 });
    const [maintenance] = first.body.data!.records as unknown as Texts[];
    expect(maintenance?.titleAllLang).toEqual({ "zh-CN": "系统维护通知", en: "System maintenance", "sv-SE": "Systemunderhåll" });
    expect(maintenance?.contentAllLang?.["zh-CN"]).toBe(maintenance?.content);
    expect(maintenance?.contentAllLang?.en).toMatch(/^The portal is upgraded/);
    const all = await page(demo, { pageIndex: 1, pageSize: 50 });
    expect((all.body.data!.records as unknown as Texts[]).filter((m) => Object.keys(m.titleAllLang ?? {}).length !== 3 || Object.keys(m.contentAllLang ?? {}).length !== 3)).toEqual([]);
  });

  it("unread false lists read messages only, no unread lists every message; the default page size is 5", async () => {
    const read = await page(demo, { unread: false, pageSize: 20 });
    expect(read.body.data!.records.map((m) => m.title)).toEqual(["欢迎使用数字项目管理平台", "密码安全提醒", "劳务实名制数据同步完成"]);
    expect(read.body.data!.records.every((m) => m.read && typeof m.readTime === "string")).toBe(true);
    const all = await page(demo, {});
    expect([all.body.data!.records.length, all.body.data!.recordTotal]).toEqual([5, 10]);
    const pmpp = await page(demo, { productCode: "pmpp", pageSize: 20 });
    expect(pmpp.body.data!.records.every((m) => m.productCode === "pmpp")).toBe(true);
    const english = await page(demoAcme, { pageSize: 20 });
    expect(english.body.data!.records.map((m) => m.title)).toContain("Crane inspection on Thursday");
    expect(english.body.data!.records.every((m) => m.tenantId === "10002")).toBe(true);
  });

  it("answers the unread alerts, and one message with its content and link", async () => {
    const list = await alerts(demo);
    expect(list.status).toBe(200);
    expectMessages(list.body!.data!);
    expect(list.body!.data!.map((m) => m.title)).toEqual(["系统维护通知", "大风天气安全预警"]);
    const warning = list.body!.data![1]!;
    const one = await detail(demo, warning.id);
    expect(one.body?.data).toMatchObject({ id: warning.id, type: "alert", content: expect.stringContaining("7 级大风"), businessJump: true, webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.safety.patrol", orgId: "100010010" } });
    const plain = list.body!.data![0]!;
    expect((await detail(demo, plain.id)).body?.data).toMatchObject({ businessJump: false, webContentUrl: null });
  });

  it("every seeded menu link opens a menu the user may see, in the org it names (else the default org)", async () => {
    const defaultOrg = (token: string) => getJson<{ id: string }>(`${api}/org-permission/v4/orgs/default-auth-org`, token);
    for (const [token, tenantId] of [
      [demo, "10001"],
      [demoAcme, "10002"],
    ] as const) {
      const orgId = (await defaultOrg(token)).body!.data!.id;
      const messages = (await page(token, { pageSize: 50 })).body.data!.records;
      expect(messages.length).toBe(seeded(tenantId, DEMO_ACCOUNTS.demo.userId).length);
      for (const message of messages) {
        const link = message.webContentUrl;
        if (link?.type !== "menu") continue;
        const query = new URLSearchParams({ orgId: link.orgId ?? orgId, productCode: link.productCode, menuAuthCode: link.moduleCode });
        const node = await getJson<MenuNode | null>(`${api}/product/v4/menus/auth-menu-by-org-pcode-mcode?${query.toString()}`, token);
        expect(node.body?.data, `${message.title} → ${link.moduleCode}`).toMatchObject({ code: link.moduleCode });
      }
    }
  });

  it("puts the message-centre pages among the internal portal menus, with an authority the demo user holds", async () => {
    const tree = await getJson<MenuNode[]>(`${api}/workbench/v4/portal-menus/auth-tree`, demo);
    const pages = flatten(tree.body!.data!).filter((node) => Object.values<string>(MESSAGE_PAGE_CODES).includes(node.code));
    expect(pages.map((node) => node.code).sort()).toEqual(Object.values(MESSAGE_PAGE_CODES).sort());
    expect(pages.every((node) => node.sourceMenuAuthorities.length > 0)).toBe(true);
    for (const node of pages) expect(validateAgainstSchema("menu-node.schema.json", { ...node, children: [] })).toEqual({ valid: true });
  });

  it("seeding again writes nothing", async () => {
    const before = await running.platform.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(await seedMessagesDemoData(running.platform.db)).toEqual({ pages: [], messages: 0 });
    const after = await running.platform.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("bad input gets a 400 naming it, never a 500", () => {
  it.each([
    ["abc", /id must be a message id/],
    ["0", /id must be a message id/],
    ["1%20OR%201%3D1", /id must be a message id/],
    ["-5", /id must be a message id/],
    ["1".repeat(30), /id must be a message id/],
  ])("GET message/v4/messages/%s", async (id, message) => {
    expectBadRequest(await detail(demo, id), message);
  });

  it.each([
    [{ unread: "yes" }, /unread must be true or false/],
    [{ pageIndex: 0 }, /pageIndex must be a whole number/],
    [{ pageSize: 0 }, /pageSize must be a whole number from 1 to 100/],
    [{ pageSize: 1000 }, /pageSize must be a whole number from 1 to 100/],
    [{ pageSize: 2.5 }, /pageSize/],
    [{ productCode: "a b" }, /productCode must be a product code/],
    [{ type: "urgent" }, /type must be "normal" or "alert"/],
    [[1, 2], /body must be a JSON object/],
  ])("POST message/v4/messages/page %j", async (body, message) => {
    expectBadRequest(await page(demo, body), message);
  });

  it.each([
    [{ ids: "90000001" }, /list of message ids/],
    [{}, /list of message ids/],
    [[], /empty/],
    [["12a"], /ids\[0\] must be a message id/],
    [[90000001, null], /ids\[1\] must be a message id/],
    [Array.from({ length: 501 }, (_, i) => String(i + 1)), /at most 500/],
  ])("PUT message/v4/messages/ids %j", async (body, message) => {
    expectBadRequest(await markIds(demo, body), message);
  });

  it("unread-count and mark-all check productCode; no token is a 401", async () => {
    expectBadRequest(await getJson(`${api}/message/v4/messages/unread-count?productCode=%3Cscript%3E`, demo), /productCode must be a product code/);
    expectBadRequest(await markAll(demo, { productCode: "x y" }), /productCode must be a product code/);
    expect((await getJson(`${api}/message/v4/messages/unread-count`)).status).toBe(401);
    expect((await sendJson("PUT", `${api}/message/v4/messages/all`, undefined, {})).status).toBe(401);
  });

  it("a message of another user, or of another tenant, is not found", async () => {
    const adminMessage = (await page(admin, { pageSize: 1 })).body.data!.records[0]!;
    const res = await detail(demo, adminMessage.id);
    expect(res.status).toBe(404);
    expect(res.body?.errorMsg).toBe(`Message ${adminMessage.id} not found`);
    const acmeMessage = (await page(demoAcme, { pageSize: 1 })).body.data!.records[0]!;
    expect((await detail(demo, acmeMessage.id)).status).toBe(404);
    // Marking a list with one foreign id marks nothing.
    const own = (await page(demo, { unread: true, pageSize: 1 })).body.data!.records[0]!;
    const refused = await markIds(demo, [own.id, adminMessage.id]);
    expect(refused.status).toBe(404);
    expect((await detail(demo, own.id)).body?.data?.read).toBe(false);
    expect((await detail(admin, adminMessage.id)).body?.data?.read).toBe(adminMessage.read);
  });

  it("a stored link that breaks the rules is not served", async () => {
    const row = await running.platform.db
      .insertInto("messages")
      .values({ tenant_id: "10003", user_id: DEMO_ACCOUNTS.admin.userId, title: "x", content: "", type: "normal", jump: JSON.stringify({ type: "url", url: "https://evil.example.com/" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    // 10003 is disabled: its administrator may still enter it.
    const nordbygg = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10003");
    expect((await detail(nordbygg, row.id)).body?.data).toMatchObject({ businessJump: false, webContentUrl: null });
  });
});

describe("marking read (SPEC §4 Messages: click, fetch detail, mark read, refresh)", () => {
  it("marks listed messages read: the count drops, the alert is no longer returned, marking again changes nothing", async () => {
    const before = (await alerts(demo)).body!.data!;
    const alert = before[0]!;
    const marked = await markIds(demo, { ids: [Number(alert.id), alert.id] });
    expect(marked.body).toMatchObject({ success: true, data: 1 });
    expect(await unreadCount(demo)).toBe(6);
    expect((await alerts(demo)).body!.data!.map((m) => m.id)).toEqual(before.slice(1).map((m) => m.id));
    expect((await detail(demo, alert.id)).body?.data).toMatchObject({ read: true, readTime: expect.any(String) });
    expect((await markIds(demo, [alert.id])).body.data).toBe(0);
  });

  it("an alert past its expiry is not returned; one before it is", async () => {
    const values = (title: string, expires: Date) => ({ tenant_id: "10002", user_id: DEMO_ACCOUNTS.admin.userId, title, content: "", type: "alert" as const, expires_at: expires });
    await running.platform.db
      .insertInto("messages")
      .values([values("expired", new Date(Date.now() - 60_000)), values("current", new Date(Date.now() + 3_600_000))])
      .execute();
    const adminAcme = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
    expect((await alerts(adminAcme)).body!.data!.map((m) => m.title)).toEqual(["current"]);
  });

  it("marks every unread message of the user in the tenant read, and no one else's", async () => {
    const all = await markAll(admin);
    expect(all.body).toMatchObject({ success: true, data: 2 });
    expect(await unreadCount(admin)).toBe(0);
    expect((await alerts(admin)).body!.data).toEqual([]);
    expect(await unreadCount(demo)).toBe(6);
    const byProduct = await markAll(demo, { productCode: "gepm" });
    expect(byProduct.body.data).toBe(1);
    expect(await unreadCount(demo)).toBe(5);
    expect(await unreadCount(demoAcme)).toBe(3);
  });
});

describe("readMessageJump", () => {
  it.each([
    [null, { ok: true, jump: null }],
    [{ type: "url", url: "/portal/5/" }, { ok: true, jump: { type: "url", url: "/portal/5/" } }],
    [{ type: "menu", productCode: "pmpp", moduleCode: "pmpp.overview", orgId: "100010010", extendParamers: { tab: "plan" } }, { ok: true, jump: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.overview", orgId: "100010010", extendParamers: { tab: "plan" } } }],
  ])("accepts %j", (raw, expected) => {
    expect(readMessageJump(raw)).toEqual(expected);
  });
  it.each([
    [{ type: "url", url: "https://evil.example.com/" }, /same-origin path/],
    [{ type: "url", url: "//evil.example.com/" }, /same-origin path/],
    [{ type: "url", url: "javascript:alert(1)" }, /same-origin path/],
    [{ type: "url", url: "/\\evil.example.com" }, /same-origin path/],
    [{ type: "menu", productCode: "pmpp" }, /needs webContentUrl.productCode and webContentUrl.moduleCode/],
    [{ type: "menu", productCode: "pm pp", moduleCode: "x" }, /productCode must be a code/],
    [{ type: "menu", productCode: "pmpp", moduleCode: "x", orgId: "../1" }, /orgId must be an org id/],
    [{ type: "menu", productCode: "pmpp", moduleCode: "x", url: "https://x.example.com" }, /same-origin path/],
    [{ type: "menu", productCode: "pmpp", moduleCode: "x", extendParamers: { "a b": "1" } }, /extendParamers/],
    [{ type: "window" }, /type must be "menu" or "url"/],
    ["/portal/5/", /must be an object/],
  ])("refuses %j", (raw, message) => {
    const check = readMessageJump(raw);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(message);
  });
});
