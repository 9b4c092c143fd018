import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import type { Announcement } from "#app/types/generated/announcement.ts";
import { call, faultPaths, type Answer, type FieldFault } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;
/** admin signed in to Acme (10002): another tenant. */
let acmeAdminToken: string;
/** demo signed in to Acme (10002). */
let demoAcmeToken: string;

const LIST = () => `${api}/message/v4/announcements`;
const ONE = (id: string) => `${api}/message/v4/announcements/${id}`;
const WITHDRAW = (id: string) => `${api}/message/v4/announcements/${id}/withdraw`;
const ALERTS = (orgId?: string) => `${api}/message/v4/messages/alerts${orgId ? `?orgId=${orgId}` : ""}`;
const COUNT = (orgId?: string) => `${api}/message/v4/messages/unread-count${orgId ? `?orgId=${orgId}` : ""}`;
const PAGE = () => `${api}/message/v4/messages/page`;
const BOARD = (orgId: string) => `${api}/workbench/v4/portal-menus/project-bulletin-board?orgId=${orgId}`;

interface Message {
  id: string;
  title: string;
  titleAllLang?: Record<string, string>;
  type: string;
  read: boolean;
  createTime: string;
}

const HOUR = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A body that passes: an alert to the whole tenant, shown from a minute ago with no end. */
function alertBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "alert",
    level: "important",
    orgId: null,
    titleAllLang: { "zh-CN": "停电通知", en: "Power cut", "sv-SE": "Strömavbrott" },
    contentAllLang: { "zh-CN": "周六 8 点至 12 点停电。", en: "No power on Saturday from 8 to 12.", "sv-SE": "Ingen ström på lördag 8–12." },
    publishFrom: at(-60_000),
    publishUntil: null,
    ...over,
  };
}

async function post(body: Record<string, unknown>, token = adminToken): Promise<Answer<Announcement>> {
  return call<Announcement>("POST", LIST(), token, body);
}

async function posted(body: Record<string, unknown>, token = adminToken): Promise<Announcement & { id: string; version: number }> {
  const res = await post(body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body?.data as Announcement & { id: string; version: number };
}

/** Sends a body as written (a key such as __proto__ survives only in raw JSON). */
async function rawPost(text: string, token = adminToken): Promise<Answer<unknown>> {
  const res = await fetch(LIST(), { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: text });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body: body ? JSON.parse(body) : null };
}

const faults = (answer: Answer<unknown>): FieldFault[] => (answer.body?.data as { errors?: FieldFault[] } | null)?.errors ?? [];

async function alertIds(token = demoToken, orgId?: string): Promise<string[]> {
  const res = await call<Message[]>("GET", ALERTS(orgId), token);
  expect(res.status).toBe(200);
  return (res.body?.data ?? []).map((m) => m.id);
}

async function pageOf(token = demoToken, body: Record<string, unknown> = {}): Promise<Message[]> {
  const res = await call<{ records: Message[] }>("POST", PAGE(), token, { pageIndex: 1, pageSize: 100, ...body });
  expect(res.status).toBe(200);
  return res.body?.data?.records ?? [];
}

async function boardIds(orgId: string, token = demoToken): Promise<string[]> {
  const res = await call<{ id: string }[]>("GET", BOARD(orgId), token);
  expect(res.status).toBe(200);
  return (res.body?.data ?? []).map((b) => b.id);
}

async function orgId(tenantId: string, name: string): Promise<string> {
  const row = await running.platform.db.selectFrom("orgs").select("id").where("tenant_id", "=", tenantId).where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

async function auditOf(id: string): Promise<{ action: string; actorAccount: string; before: unknown; after: unknown }[]> {
  const res = await call<{ records: { action: string; actorAccount: string; before: unknown; after: unknown }[] }>(
    "GET",
    `${api}/product/v4/audit?resource=announcement&resourceId=${id}`,
    adminToken,
  );
  expect(res.status).toBe(200);
  return res.body?.data?.records ?? [];
}

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  [adminToken, demoToken, acmeAdminToken, demoAcmeToken] = await Promise.all([
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"),
    login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001"),
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002"),
    login(api, "demo", DEMO_ACCOUNTS.demo.password, "10002"),
  ]);
});

afterAll(async () => {
  await running.close();
});

describe("message/v4/announcements: tenant admins only (ADR 024)", () => {
  it.each([
    ["GET", () => LIST()],
    ["GET", () => ONE("1")],
    ["POST", () => LIST()],
    ["PUT", () => ONE("1")],
    ["POST", () => WITHDRAW("1")],
    ["DELETE", () => ONE("1")],
  ])("%s answers 403 to a member who is not tenant admin, and 401 without a sign-in", async (method, url) => {
    const body = method === "POST" || method === "PUT" ? alertBody() : undefined;
    const res = await call(method, url(), demoToken, body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorCode: "403" });
    expect((await call(method, url(), undefined, body)).status).toBe(401);
  });

  it("a refused post writes nothing", async () => {
    const before = await call<{ recordTotal: number }>("GET", LIST(), adminToken);
    await post(alertBody(), demoToken);
    const after = await call<{ recordTotal: number }>("GET", LIST(), adminToken);
    expect(after.body?.data?.recordTotal).toBe(before.body?.data?.recordTotal);
  });
});

describe("POST message/v4/announcements", () => {
  it("posts an alert with its texts per locale, answers it with its ETag and audits it with the admin as actor", async () => {
    const res = await post(alertBody());
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    const record = res.body?.data as Announcement;
    expect(validateAgainstSchema("announcement.schema.json", record)).toEqual({ valid: true });
    expect(record).toMatchObject({ kind: "alert", level: "important", orgId: null, orgName: null, status: "live", publisher: "admin", version: 1, publishUntil: null, withdrawnAt: null });
    expect(record.titleAllLang).toEqual({ "zh-CN": "停电通知", en: "Power cut", "sv-SE": "Strömavbrott" });
    expect(record.id).toMatch(/^\d+$/);
    const audit = await auditOf(record.id ?? "");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorAccount: "admin", before: null, after: { id: record.id, kind: "alert" } });
    // Read back by id, with the same ETag.
    const one = await call<Announcement>("GET", ONE(record.id ?? ""), adminToken);
    expect(one.status).toBe(200);
    expect(one.headers.get("etag")).toBe('"1"');
    expect(one.body?.data).toEqual(record);
  });

  it("posts a bulletin to one org, answered with the org's name; one starting later is scheduled", async () => {
    const org = await orgId("10001", "华北区域公司");
    const record = await posted(alertBody({ kind: "bulletin", orgId: org, level: "normal", publishFrom: at(HOUR), publishUntil: at(2 * HOUR) }));
    expect(record).toMatchObject({ kind: "bulletin", orgId: org, orgName: "华北区域公司", status: "scheduled", level: "normal" });
  });

  it("takes texts in one language only, and keeps only the non-blank ones", async () => {
    const record = await posted(alertBody({ titleAllLang: { en: "Only English", "zh-CN": "  " }, contentAllLang: { en: "Text" } }));
    expect(record.titleAllLang).toEqual({ en: "Only English" });
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ["no kind", { kind: undefined }, "kind", /required/],
    ["an unknown kind", { kind: "popup" }, "kind", /one of: bulletin, alert/],
    ["an unknown level", { level: "critical" }, "level", /one of: normal, important, urgent/],
    ["blank titles in every language", { titleAllLang: { "zh-CN": " ", en: "" } }, "titleAllLang", /at least one language/],
    ["no text", { contentAllLang: {} }, "contentAllLang", /at least one language/],
    ["a locale that is not one of the three", { titleAllLang: { fr: "Coupure" } }, "titleAllLang/fr", /not one of the locales zh-CN, en and sv-SE/],
    ["a title over 200 characters", { titleAllLang: { en: "x".repeat(201) } }, "titleAllLang/en", /200 characters/],
    ["a text over 4000 characters", { contentAllLang: { en: "x".repeat(4001) } }, "contentAllLang/en", /4000 characters/],
    ["a date that does not exist", { publishFrom: "2026-02-30T08:00:00Z" }, "publishFrom", /date-time with a time zone/],
    ["a date without a time zone", { publishFrom: "2026-12-01T08:00:00" }, "publishFrom", /date-time with a time zone/],
    ["no start", { publishFrom: undefined }, "publishFrom", /required/],
    ["an end that is not a date", { publishUntil: "tomorrow" }, "publishUntil", /date-time with a time zone/],
    ["an end before the start", { publishFrom: "2026-12-02T08:00:00Z", publishUntil: "2026-12-01T08:00:00Z" }, "publishUntil", /must be after publishFrom/],
    ["an end equal to the start", { publishFrom: "2026-12-02T08:00:00Z", publishUntil: "2026-12-02T08:00:00Z" }, "publishUntil", /must be after publishFrom/],
    ["a malformed org id", { orgId: "1; drop table" }, "orgId", /org id/],
    ["an org of another tenant", { orgId: "__ACME__" }, "orgId", /names no org of this tenant/],
    ["an id on a post", { id: "42" }, "id", /set by the platform/],
    ["a field the call does not take", { publishAt: "2026-12-01T08:00:00Z" }, "publishAt", /not a field/],
    ["read-only status with a wrong value", { status: "published" }, "status", /one of/],
  ])("answers 400 naming the field for %s, never 500", async (_what, over, path, message) => {
    const patch = { ...over };
    if (patch.orgId === "__ACME__") patch.orgId = await orgId("10002", "Riverside Tower");
    const body = alertBody(patch);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body?.success).toBe(false);
    const fault = faults(res).find((f) => f.path === path);
    expect(fault, JSON.stringify(faults(res))).toBeDefined();
    expect(fault?.message).toMatch(message);
    expect(res.body?.errorMsg).toMatch(/^[a-zA-Z]/);
  });

  it("the message of an end before the start says so plainly", async () => {
    const res = await post(alertBody({ publishFrom: "2026-12-02T08:00:00Z", publishUntil: "2026-12-01T08:00:00Z" }));
    expect(res.body?.errorMsg).toBe("publishUntil: must be after publishFrom (the announcement would never show)");
  });

  it.each([
    ['{"kind":"alert","__proto__":{"admin":true}}', /__proto__/],
    ['{"kind":"alert","titleAllLang":{"constructor":{"prototype":{}}}}', /constructor/],
    ["[1,2]", /JSON object/],
    ['"text"', /JSON object|Malformed JSON/],
  ])("refuses the hostile or misshapen body %s with a 400", async (text, message) => {
    const res = await rawPost(text);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
  });

  it("refuses a body over the size limit with a 400", async () => {
    const res = await post(alertBody({ contentAllLang: { en: "x".repeat(4000), "zh-CN": "y".repeat(4000), "sv-SE": "z".repeat(4000) }, padding: "p".repeat(70_000) }));
    expect(res.status).toBe(400);
  });
});

describe("GET message/v4/announcements: pages for ProTable", () => {
  it("pages the tenant's announcements, newest start first, with recordTotal and totalPage", async () => {
    await posted(alertBody({ publishFrom: at(-3 * HOUR) }));
    await posted(alertBody({ publishFrom: at(-2 * HOUR) }));
    const all = await call<{ records: Announcement[]; recordTotal: number; totalPage: number }>("GET", `${LIST()}?pageSize=100`, adminToken);
    expect(all.status).toBe(200);
    const total = all.body?.data?.recordTotal ?? 0;
    expect(total).toBeGreaterThanOrEqual(4);
    const times = (all.body?.data?.records ?? []).map((r) => Date.parse(r.publishFrom));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const record of all.body?.data?.records ?? []) expect(validateAgainstSchema("announcement.schema.json", record)).toEqual({ valid: true });
    const page2 = await call<{ records: Announcement[]; recordTotal: number; totalPage: number }>("GET", `${LIST()}?pageIndex=2&pageSize=2`, adminToken);
    expect(page2.body?.data).toMatchObject({ recordTotal: total, totalPage: Math.ceil(total / 2) });
    expect(page2.body?.data?.records.map((r) => r.id)).toEqual(all.body?.data?.records.slice(2, 4).map((r) => r.id));
  });

  it("the seeded bulletins of the org boards are listed as bulletins to their org", async () => {
    const res = await call<{ records: Announcement[] }>("GET", `${LIST()}?kind=bulletin&pageSize=100`, adminToken);
    const seeded = (res.body?.data?.records ?? []).filter((r) => r.publisher !== "admin");
    expect(seeded.length).toBeGreaterThan(0);
    for (const record of seeded) expect(record).toMatchObject({ kind: "bulletin", status: "live" });
    expect(seeded.every((r) => typeof r.orgName === "string" && r.orgName.length > 0)).toBe(true);
  });

  it("filters by kind and status", async () => {
    const alerts = await call<{ records: Announcement[] }>("GET", `${LIST()}?kind=alert&pageSize=100`, adminToken);
    expect(alerts.body?.data?.records.length).toBeGreaterThan(0);
    expect(alerts.body?.data?.records.every((r) => r.kind === "alert")).toBe(true);
    const scheduled = await call<{ records: Announcement[] }>("GET", `${LIST()}?status=scheduled&pageSize=100`, adminToken);
    expect(scheduled.body?.data?.records.length).toBeGreaterThan(0);
    expect(scheduled.body?.data?.records.every((r) => r.status === "scheduled")).toBe(true);
  });

  it("lists only the current tenant's", async () => {
    const acme = await posted(alertBody(), acmeAdminToken);
    const ours = await call<{ records: Announcement[] }>("GET", `${LIST()}?pageSize=100`, adminToken);
    expect(ours.body?.data?.records.some((r) => r.id === acme.id)).toBe(false);
    expect((await call("GET", ONE(acme.id), adminToken)).status).toBe(404);
  });

  it.each(["pageSize=0", "pageSize=101", "pageIndex=x", "kind=popup", "status=gone", "sort=id"])("answers 400 for %s", async (query) => {
    expect((await call("GET", `${LIST()}?${query}`, adminToken)).status).toBe(400);
  });

  it.each(["abc", "-1", "12345678901234567890", "%27%3B"])("answers 400 for the id %s", async (id) => {
    expect((await call("GET", ONE(id), adminToken)).status).toBe(400);
  });
});

describe("PUT, withdraw and DELETE message/v4/announcements/{id}: If-Match and audit", () => {
  it("changes an announcement at the version named in If-Match, and refuses a stale one with 412", async () => {
    const record = await posted(alertBody());
    const changed = await call<Announcement>("PUT", ONE(record.id), adminToken, { ...record, titleAllLang: { en: "Power cut moved" }, level: "urgent" }, { "if-match": '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe('"2"');
    expect(changed.body?.data).toMatchObject({ version: 2, level: "urgent", titleAllLang: { en: "Power cut moved" } });
    const stale = await call("PUT", ONE(record.id), adminToken, alertBody({ titleAllLang: { en: "Lost update" } }), { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body?.errorMsg).toMatch(/version 2/);
    const one = await call<Announcement>("GET", ONE(record.id), adminToken);
    expect(one.body?.data?.titleAllLang).toEqual({ en: "Power cut moved" });
    const audit = await auditOf(record.id);
    expect(audit.map((a) => a.action)).toEqual(["update", "create"]);
    expect(audit[0]).toMatchObject({ actorAccount: "admin", before: { version: 1, level: "important" }, after: { version: 2, level: "urgent" } });
  });

  it("a PUT is checked as a POST is, and the id in the body must be the path's", async () => {
    const record = await posted(alertBody());
    const res = await call("PUT", ONE(record.id), adminToken, { ...alertBody(), id: "1", publishUntil: at(-2 * HOUR) });
    expect(res.status).toBe(400);
    expect(faultPaths(res).sort()).toEqual(["id", "publishUntil"]);
    expect((await call("PUT", ONE("999999999"), adminToken, alertBody())).status).toBe(404);
  });

  it("withdraws at once (version bumped, audited), and a second withdraw is a 409", async () => {
    const record = await posted(alertBody());
    expect((await call("POST", WITHDRAW(record.id), adminToken, undefined, { "if-match": '"7"' })).status).toBe(412);
    const res = await call<Announcement>("POST", WITHDRAW(record.id), adminToken, undefined, { "if-match": '"1"' });
    expect(res.status).toBe(200);
    expect(res.body?.data).toMatchObject({ status: "withdrawn", version: 2 });
    expect(res.body?.data?.withdrawnAt).toBeTruthy();
    expect((await call("POST", WITHDRAW(record.id), adminToken)).status).toBe(409);
    const audit = await auditOf(record.id);
    expect(audit[0]).toMatchObject({ action: "update", before: { status: "live" }, after: { status: "withdrawn" } });
  });

  it("deletes at the version named in If-Match (412 when stale), audited with what it was", async () => {
    const record = await posted(alertBody());
    expect((await call("DELETE", ONE(record.id), adminToken, undefined, { "if-match": '"2"' })).status).toBe(412);
    const res = await call("DELETE", ONE(record.id), adminToken, undefined, { "if-match": '"1"' });
    expect(res.status).toBe(200);
    expect((await call("GET", ONE(record.id), adminToken)).status).toBe(404);
    expect((await call("DELETE", ONE(record.id), adminToken)).status).toBe(404);
    const audit = await auditOf(record.id);
    expect(audit[0]).toMatchObject({ action: "delete", actorAccount: "admin", before: { id: record.id }, after: null });
  });

  it("the audit's resource check keeps every earlier resource beside announcement", async () => {
    const def = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'audit_log_resource_check'`.execute(running.platform.db);
    for (const resource of ["micro-app", "menu", "tenant-config", "watermark", "announcement"]) expect(def.rows[0]?.def).toContain(`'${resource}'`);
  });
});

describe("the portal's reads honour the schedule and the audience (ADR 024)", () => {
  it("a live alert to the tenant is an unread alert message for a member: alerts, count, page and detail; read once marked", async () => {
    const countBefore = (await call<number>("GET", COUNT(), demoToken)).body?.data ?? 0;
    const record = await posted(alertBody({ titleAllLang: { "zh-CN": "消防演习", en: "Fire drill", "sv-SE": "Brandövning" } }));
    expect(await alertIds()).toContain(record.id);
    expect((await call<number>("GET", COUNT(), demoToken)).body?.data).toBe(countBefore + 1);
    const message = (await pageOf()).find((m) => m.id === record.id);
    expect(message).toMatchObject({ type: "alert", read: false, title: "消防演习", titleAllLang: { en: "Fire drill", "sv-SE": "Brandövning" }, createTime: record.publishFrom });
    expect(validateAgainstSchema("message.schema.json", message)).toEqual({ valid: true });
    const detail = await call<Message>("GET", `${api}/message/v4/messages/${record.id}`, demoToken);
    expect(detail.body?.data).toMatchObject({ id: record.id, type: "alert" });
    // The admin, also a member, sees it too; marking it read is per member.
    expect(await alertIds(adminToken)).toContain(record.id);
    const marked = await call<number>("PUT", `${api}/message/v4/messages/ids`, demoToken, [record.id]);
    expect(marked.body?.data).toBe(1);
    expect(await alertIds()).not.toContain(record.id);
    expect((await pageOf(demoToken, { unread: false })).find((m) => m.id === record.id)?.read).toBe(true);
    expect((await call<number>("PUT", `${api}/message/v4/messages/ids`, demoToken, [record.id])).body?.data).toBe(0);
    expect(await alertIds(adminToken)).toContain(record.id);
  });

  it("the message centre's and the board's answers may not be cached (an announcement shows on the next load)", async () => {
    const region = await orgId("10001", "华北区域公司");
    for (const url of [ALERTS(), COUNT(), BOARD(region)]) {
      const res = await call("GET", url, demoToken);
      expect(res.headers.get("cache-control"), url).toBe("private, no-store");
    }
  });

  it("mark all read takes the alert announcements too", async () => {
    const record = await posted(alertBody());
    expect(await alertIds(adminToken)).toContain(record.id);
    const res = await call<number>("PUT", `${api}/message/v4/messages/all`, adminToken, {});
    expect(res.body?.data).toBeGreaterThanOrEqual(1);
    expect(await alertIds(adminToken)).not.toContain(record.id);
    expect((await call<number>("GET", COUNT(), adminToken)).body?.data).toBe(0);
  });

  it("before its start and after its end an alert is not returned", async () => {
    const later = await posted(alertBody({ publishFrom: at(HOUR) }));
    const over = await posted(alertBody({ publishFrom: at(-2 * HOUR), publishUntil: at(-HOUR) }));
    expect(over.status).toBe("ended");
    const ids = await alertIds();
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(over.id);
    const page = (await pageOf()).map((m) => m.id);
    expect(page).not.toContain(later.id);
    expect(page).not.toContain(over.id);
    expect((await call("GET", `${api}/message/v4/messages/${later.id}`, demoToken)).status).toBe(404);
  });

  it("an alert stops being returned once its end passes", async () => {
    const record = await posted(alertBody({ publishUntil: at(1500) }));
    expect(await alertIds()).toContain(record.id);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await alertIds()).not.toContain(record.id);
    expect((await call<Announcement>("GET", ONE(record.id), adminToken)).body?.data?.status).toBe("ended");
  });

  it("a withdrawn alert is no longer returned; a deleted one neither", async () => {
    const withdrawn = await posted(alertBody());
    const deleted = await posted(alertBody());
    expect(await alertIds()).toEqual(expect.arrayContaining([withdrawn.id, deleted.id]));
    await call("POST", WITHDRAW(withdrawn.id), adminToken);
    await call("DELETE", ONE(deleted.id), adminToken);
    const ids = await alertIds();
    expect(ids).not.toContain(withdrawn.id);
    expect(ids).not.toContain(deleted.id);
  });

  it("an alert to an org reaches members in that org and the orgs below it, not elsewhere nor without an org", async () => {
    const region = await orgId("10001", "华北区域公司");
    const project = await orgId("10001", "北京大兴国际物流园项目");
    const otherRegion = await orgId("10001", "华东区域公司");
    const record = await posted(alertBody({ orgId: region }));
    expect(await alertIds(demoToken, region)).toContain(record.id);
    expect(await alertIds(demoToken, project)).toContain(record.id);
    expect(await alertIds(demoToken, otherRegion)).not.toContain(record.id);
    expect(await alertIds(demoToken)).not.toContain(record.id);
    expect((await pageOf(demoToken, { orgId: project })).map((m) => m.id)).toContain(record.id);
    expect((await pageOf(demoToken, { orgId: otherRegion })).map((m) => m.id)).not.toContain(record.id);
    expect((await call("GET", `${api}/message/v4/messages/${record.id}?orgId=${project}`, demoToken)).status).toBe(200);
    expect((await call("GET", `${api}/message/v4/messages/${record.id}?orgId=${otherRegion}`, demoToken)).status).toBe(404);
  });

  it("an org of another tenant or a malformed one is refused on the read calls", async () => {
    const acmeOrg = await orgId("10002", "Riverside Tower");
    expect((await call("GET", ALERTS(acmeOrg), demoToken)).status).toBe(404);
    expect((await call("GET", ALERTS("a;b"), demoToken)).status).toBe(400);
  });

  it("another tenant's alert never reaches this tenant's members", async () => {
    const acme = await posted(alertBody(), acmeAdminToken);
    expect(await alertIds(demoAcmeToken)).toContain(acme.id);
    expect(await alertIds(demoToken)).not.toContain(acme.id);
    expect((await call("PUT", `${api}/message/v4/messages/ids`, demoToken, [acme.id])).status).toBe(404);
  });

  it("a bulletin shows on the board of its org and the orgs below it while scheduled, and a tenant-wide one on every board", async () => {
    const region = await orgId("10001", "华北区域公司");
    const project = await orgId("10001", "北京大兴国际物流园项目");
    const otherRegion = await orgId("10001", "华东区域公司");
    const toRegion = await posted(alertBody({ kind: "bulletin", orgId: region }));
    const toTenant = await posted(alertBody({ kind: "bulletin", orgId: null }));
    const later = await posted(alertBody({ kind: "bulletin", orgId: null, publishFrom: at(HOUR) }));
    const over = await posted(alertBody({ kind: "bulletin", orgId: null, publishFrom: at(-2 * HOUR), publishUntil: at(-HOUR) }));
    const onProject = await boardIds(project);
    expect(onProject).toEqual(expect.arrayContaining([toRegion.id, toTenant.id]));
    expect(onProject).not.toContain(later.id);
    expect(onProject).not.toContain(over.id);
    const onOther = await boardIds(otherRegion);
    expect(onOther).toContain(toTenant.id);
    expect(onOther).not.toContain(toRegion.id);
    // A bulletin is not a message: the message centre does not list it.
    expect((await pageOf()).map((m) => m.id)).not.toContain(toTenant.id);
    await call("POST", WITHDRAW(toTenant.id), adminToken);
    expect(await boardIds(project)).not.toContain(toTenant.id);
  });
});
