import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call, faultPaths, NAMES, type FieldFault } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * Entry lists and announcements as drafts, versions and rollbacks (ADR 057, after ADR 020): a
 * draft reaches no member; publish makes it live as a version (412 over a newer one); a
 * rollback publishes an old version again; an announcement can be sent to its admin alone; a
 * title over its limit is refused, never cut.
 */

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;

const ENTRIES = (kind: string, rest = "") => `${api}/workbench/v4/admin/entries/${kind}${rest}`;
const ANNOUNCEMENTS = (rest = "") => `${api}/message/v4/announcements${rest}`;
const QUICK_CURRENT = () => `${api}/workbench/v4/portal-menus/quick-Entrances/current`;
const ALERTS = () => `${api}/message/v4/messages/alerts`;

interface Entry {
  id: string;
  code: string;
  nameAllLang: Record<string, string>;
  [field: string]: unknown;
}
interface VersionPage {
  records: { version: number; action: string; basedOn: number; restoredFrom: number | null; summary: string[]; actorAccount: string }[];
  publishedVersion: number;
}
interface Announcement {
  id: string;
  version: number;
  level: string;
  titleAllLang: Record<string, string>;
  [field: string]: unknown;
}
interface Message {
  id: string;
  title: string;
  titleAllLang?: Record<string, string>;
  type: string;
  level?: string;
}

const faults = (body: unknown): FieldFault[] => ((body as { data?: { errors?: FieldFault[] } } | null)?.data?.errors ?? []);

async function quickList(): Promise<{ version: number; records: Entry[] }> {
  const res = await call<{ version: number; records: Entry[] }>("GET", ENTRIES("quick-entries"), adminToken);
  expect(res.status).toBe(200);
  return res.body!.data!;
}

async function memberQuickNames(): Promise<string[]> {
  const res = await call<{ nameAllLang: Record<string, string> }[]>("GET", QUICK_CURRENT(), demoToken);
  expect(res.status).toBe(200);
  return (res.body?.data ?? []).map((entry) => entry.nameAllLang?.en ?? "");
}

/** The audit's actions on one announcement, newest first. */
async function auditActionsOf(id: string): Promise<string[]> {
  const res = await call<{ records: { action: string; actorAccount: string }[] }>("GET", `${api}/product/v4/audit?resource=announcement&resourceId=${id}`, adminToken);
  expect(res.status).toBe(200);
  return (res.body?.data?.records ?? []).map((record) => record.action);
}

async function alertsOf(token: string): Promise<Message[]> {
  const res = await call<Message[]>("GET", ALERTS(), token);
  expect(res.status).toBe(200);
  return res.body?.data ?? [];
}

const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function alertBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "alert",
    level: "normal",
    orgId: null,
    titleAllLang: NAMES("系统维护", "Maintenance", "Underhåll"),
    contentAllLang: NAMES("今晚维护。", "Maintenance tonight.", "Underhåll i kväll."),
    publishFrom: at(-60_000),
    publishUntil: null,
    ...over,
  };
}

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  [adminToken, demoToken] = await Promise.all([login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"), login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001")]);
});

afterAll(async () => {
  await running?.close();
});

describe("an entry list as drafts and versions (ADR 057)", () => {
  it("a draft is the admin's alone; publish makes it the list every member reads, as a new version", async () => {
    const list = await quickList();
    const first = list.records[0]!;
    const renamed = { ...first, nameAllLang: NAMES("草稿名", "Draft name", "Utkastnamn") };
    const added = { code: "quick.draft.new", nameAllLang: NAMES("新入口", "New entry", "Ny ingång"), url: "/apps/new/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" };
    const saved = await call<{ basedOn: number; errors: FieldFault[] }>("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: [renamed, ...list.records.slice(1), added], basedOn: list.version });
    expect(saved.status).toBe(200);
    expect(saved.body?.data?.errors).toEqual([]);

    // Saved, not published: the member's quick entries and the admin's list are as they were.
    expect(await memberQuickNames()).not.toContain("Draft name");
    expect(await memberQuickNames()).not.toContain("New entry");
    expect((await quickList()).version).toBe(list.version);
    const draft = await call<{ value: Entry[] }>("GET", ENTRIES("quick-entries", "/draft"), adminToken);
    expect(draft.body?.data?.value[0]?.nameAllLang.en).toBe("Draft name");

    const published = await call<{ version: number; records: Entry[] }>("POST", ENTRIES("quick-entries", "/publish"), adminToken, undefined, { "If-Match": `"${list.version}"` });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body?.data?.version).toBe(list.version + 1);
    expect(await memberQuickNames()).toEqual(expect.arrayContaining(["Draft name", "New entry"]));
    // The draft is gone once published.
    expect((await call("GET", ENTRIES("quick-entries", "/draft"), adminToken)).body?.data).toBeNull();

    const versions = await call<VersionPage>("GET", ENTRIES("quick-entries", "/versions"), adminToken);
    expect(versions.status).toBe(200);
    expect(versions.body?.data?.publishedVersion).toBe(list.version + 1);
    const [newest, before] = versions.body!.data!.records;
    expect(newest).toMatchObject({ version: list.version + 1, action: "publish", basedOn: list.version, actorAccount: "admin" });
    expect(newest?.summary).toEqual(expect.arrayContaining([`/${first.id}/nameAllLang`]));
    expect(before?.version).toBe(list.version);

    // Rolled back to the version before: the member reads the old list again.
    const rolled = await call<{ version: number }>("POST", ENTRIES("quick-entries", "/rollback"), adminToken, { version: list.version }, { "If-Match": `"${list.version + 1}"` });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body?.data?.version).toBe(list.version + 2);
    const names = await memberQuickNames();
    expect(names).not.toContain("Draft name");
    expect(names).not.toContain("New entry");
    expect(names).toContain(first.nameAllLang.en);
    const after = await call<VersionPage>("GET", ENTRIES("quick-entries", "/versions"), adminToken);
    expect(after.body?.data?.records[0]).toMatchObject({ version: list.version + 2, action: "rollback", restoredFrom: list.version });
  });

  it("a rollback past an entry's removal brings the entry back with its old id, so links and pins to it hold", async () => {
    const list = await quickList();
    const added = { code: "quick.restore.me", nameAllLang: NAMES("要恢复的入口", "Entry to restore", "Ingång att återställa"), url: "/apps/restore/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" };
    expect((await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: [...list.records, added], basedOn: list.version })).status).toBe(200);
    const withIt = await call<{ version: number; records: Entry[] }>("POST", ENTRIES("quick-entries", "/publish"), adminToken, undefined, { "If-Match": `"${list.version}"` });
    expect(withIt.status, JSON.stringify(withIt.body)).toBe(200);
    const entry = withIt.body!.data!.records.find((r) => r.code === "quick.restore.me")!;
    expect(entry.id).toBeTruthy();

    // Removed by a publish without it, then the version holding it restored.
    expect((await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: list.records, basedOn: withIt.body!.data!.version })).status).toBe(200);
    const without = await call<{ version: number; records: Entry[] }>("POST", ENTRIES("quick-entries", "/publish"), adminToken);
    expect(without.body?.data?.records.some((r) => r.id === entry.id)).toBe(false);
    const rolled = await call<{ version: number; records: Entry[] }>("POST", ENTRIES("quick-entries", "/rollback"), adminToken, { version: withIt.body!.data!.version }, { "If-Match": `"${without.body!.data!.version}"` });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body?.data?.records.map((r) => r.id)).toEqual(withIt.body!.data!.records.map((r) => r.id));
    expect(rolled.body?.data?.records.find((r) => r.id === entry.id)?.nameAllLang.en).toBe("Entry to restore");
    expect(await memberQuickNames()).toContain("Entry to restore");
  });

  it("a draft naming an id no entry of the list has gets a new entry, never that id", async () => {
    const list = await quickList();
    const made = { id: "999999001", code: "quick.made.up", nameAllLang: NAMES("自编编号", "Made-up id", "Påhittat id"), url: "/apps/made-up/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" };
    expect((await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: [...list.records, made], basedOn: list.version })).status).toBe(200);
    const published = await call<{ version: number; records: Entry[] }>("POST", ENTRIES("quick-entries", "/publish"), adminToken);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const entry = published.body!.data!.records.find((r) => r.code === "quick.made.up");
    expect(entry?.id).toBeTruthy();
    expect(entry?.id).not.toBe("999999001");
  });

  it("the audit reads an entry list's publish and rollback as such", async () => {
    const list = await quickList();
    await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: list.records, basedOn: list.version });
    expect((await call("POST", ENTRIES("quick-entries", "/publish"), adminToken)).status).toBe(200);
    expect((await call("POST", ENTRIES("quick-entries", "/rollback"), adminToken, { version: list.version }, { "If-Match": `"${list.version + 1}"` })).status).toBe(200);
    const res = await call<{ records: { action: string }[] }>("GET", `${api}/product/v4/audit?resource=quick-entry&resourceId=list`, adminToken);
    expect(res.body?.data?.records.slice(0, 2).map((r) => r.action)).toEqual(["rollback", "publish"]);
  });

  it("a draft made on a version someone has since replaced is refused with 412 and what was published since", async () => {
    const list = await quickList();
    await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: list.records.slice(1), basedOn: list.version });
    // Meanwhile a direct write (ADR 023) raises the list's version, and is a version of its own.
    const moved = await call("PUT", ENTRIES("quick-entries", "/order"), adminToken, { ids: [...list.records.map((r) => r.id)].reverse() }, { "If-Match": `"${list.version}"` });
    expect(moved.status).toBe(200);
    const stale = await call<{ current: number; since: { version: number }[] }>("POST", ENTRIES("quick-entries", "/publish"), adminToken);
    expect(stale.status).toBe(412);
    expect(stale.body?.data?.current).toBe(list.version + 1);
    expect(stale.body?.data?.since.map((v) => v.version)).toEqual([list.version + 1]);
    // Nothing was written: the member still has every entry.
    expect((await memberQuickNames()).length).toBe(list.records.length);
    const rollback = await call("POST", ENTRIES("quick-entries", "/rollback"), adminToken, { version: list.version }, { "If-Match": `"${list.version}"` });
    expect(rollback.status).toBe(412);
    await call("DELETE", ENTRIES("quick-entries", "/draft"), adminToken);
  });

  it("a draft's faults are answered with it by entry and field, and publish refuses it with 400", async () => {
    const list = await quickList();
    const bad = { ...list.records[0]!, url: "javascript:alert(1)" };
    const saved = await call<{ errors: FieldFault[] }>("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: [bad], basedOn: list.version });
    expect(saved.status).toBe(200);
    expect(saved.body?.data?.errors.map((e) => e.path)).toContain("0/url");
    const refused = await call("POST", ENTRIES("quick-entries", "/publish"), adminToken);
    expect(refused.status).toBe(400);
    expect(faultPaths(refused)).toContain("0/url");
    expect((await quickList()).version).toBe(list.version);
    await call("DELETE", ENTRIES("quick-entries", "/draft"), adminToken);
  });

  it("only a tenant admin may draft, publish or roll back", async () => {
    expect((await call("PUT", ENTRIES("quick-entries", "/draft"), demoToken, { value: [], basedOn: 0 })).status).toBe(403);
    expect((await call("POST", ENTRIES("quick-entries", "/publish"), demoToken)).status).toBe(403);
    expect((await call("GET", ENTRIES("quick-entries", "/versions"), demoToken)).status).toBe(403);
  });
});

describe("an announcement as drafts and versions (ADR 057)", () => {
  it("a change is a draft until published; the versions list it; a rollback restores the old title for members", async () => {
    const posted = await call<Announcement>("POST", ANNOUNCEMENTS(), adminToken, alertBody({ titleAllLang: NAMES("旧标题", "Old title", "Gammal rubrik") }));
    expect(posted.status).toBe(201);
    const { id, version } = posted.body!.data!;
    const changed = alertBody({ titleAllLang: NAMES("新标题", "New title", "Ny rubrik") });
    const draft = await call<{ errors: FieldFault[] }>("PUT", ANNOUNCEMENTS(`/${id}/draft`), adminToken, { value: changed, basedOn: version });
    expect(draft.status).toBe(200);
    expect(draft.body?.data?.errors).toEqual([]);
    const seen = async () => (await alertsOf(demoToken)).find((m) => m.id === id)?.titleAllLang?.en;
    expect(await seen()).toBe("Old title");

    const published = await call<Announcement>("POST", ANNOUNCEMENTS(`/${id}/publish`), adminToken);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body?.data?.version).toBe(version + 1);
    expect(await seen()).toBe("New title");

    const versions = await call<VersionPage>("GET", ANNOUNCEMENTS(`/${id}/versions`), adminToken);
    expect(versions.body?.data?.records.map((v) => v.version)).toEqual([version + 1, version]);
    expect(versions.body?.data?.records[0]?.summary).toContain("/titleAllLang");
    expect(versions.body?.data?.records[0]?.summary).not.toContain("/level");

    const rolled = await call<Announcement>("POST", ANNOUNCEMENTS(`/${id}/rollback`), adminToken, { version }, { "If-Match": `"${version + 1}"` });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(await seen()).toBe("Old title");
    const old = await call<{ value: Announcement }>("GET", ANNOUNCEMENTS(`/${id}/versions/${version}`), adminToken);
    expect(old.body?.data?.value.titleAllLang.en).toBe("Old title");
  });

  it("the audit reads a draft's publish as a publish and a restored version as a rollback, as for tenant config; a direct change stays an update", async () => {
    const posted = await call<Announcement>("POST", ANNOUNCEMENTS(), adminToken, alertBody());
    const { id, version } = posted.body!.data!;
    expect((await call("PUT", ANNOUNCEMENTS(`/${id}`), adminToken, alertBody({ level: "important" }), { "If-Match": `"${version}"` })).status).toBe(200);
    await call("PUT", ANNOUNCEMENTS(`/${id}/draft`), adminToken, { value: alertBody({ titleAllLang: NAMES("发布的", "Published", "Publicerad") }), basedOn: version + 1 });
    expect((await call("POST", ANNOUNCEMENTS(`/${id}/publish`), adminToken)).status).toBe(200);
    expect((await call("POST", ANNOUNCEMENTS(`/${id}/rollback`), adminToken, { version }, { "If-Match": `"${version + 2}"` })).status).toBe(200);
    expect(await auditActionsOf(id)).toEqual(["rollback", "publish", "update", "create"]);

    expect((await call("PUT", ANNOUNCEMENTS("/new/draft"), adminToken, { value: alertBody() })).status).toBe(200);
    const fromDraft = await call<Announcement>("POST", ANNOUNCEMENTS("/new/publish"), adminToken);
    expect(fromDraft.status).toBe(201);
    expect(await auditActionsOf(fromDraft.body!.data!.id)).toEqual(["publish"]);
  });


  it("a draft made on an older version is refused with 412, and nothing changes", async () => {
    const { id, version } = (await call<Announcement>("POST", ANNOUNCEMENTS(), adminToken, alertBody())).body!.data!;
    await call("PUT", ANNOUNCEMENTS(`/${id}/draft`), adminToken, { value: alertBody({ titleAllLang: NAMES("草稿", "Draft", "Utkast") }), basedOn: version });
    expect((await call("PUT", ANNOUNCEMENTS(`/${id}`), adminToken, alertBody({ level: "important" }), { "If-Match": `"${version}"` })).status).toBe(200);
    const stale = await call("POST", ANNOUNCEMENTS(`/${id}/publish`), adminToken);
    expect(stale.status).toBe(412);
    expect((await alertsOf(demoToken)).find((m) => m.id === id)?.titleAllLang?.en).toBe("Maintenance");
    expect((await call("POST", ANNOUNCEMENTS(`/${id}/rollback`), adminToken, { version }, { "If-Match": `"${version}"` })).status).toBe(412);
  });

  it("a new announcement's draft is posted by publish", async () => {
    const title = NAMES("新草稿", "Drafted notice", "Utkastad notis");
    expect((await call("PUT", ANNOUNCEMENTS("/new/draft"), adminToken, { value: alertBody({ titleAllLang: title }) })).status).toBe(200);
    expect((await alertsOf(demoToken)).some((m) => m.titleAllLang?.en === "Drafted notice")).toBe(false);
    const published = await call<Announcement>("POST", ANNOUNCEMENTS("/new/publish"), adminToken);
    expect(published.status).toBe(201);
    expect((await alertsOf(demoToken)).some((m) => m.id === published.body?.data?.id)).toBe(true);
  });

  it("send to me delivers the announcement to its admin alone, with its level", async () => {
    const title = NAMES("只给我", "Only to me", "Bara till mig");
    const sent = await call<{ messageId: string }>("POST", ANNOUNCEMENTS("/send-to-me"), adminToken, alertBody({ level: "urgent", titleAllLang: title }));
    expect(sent.status).toBe(201);
    const mine = (await alertsOf(adminToken)).find((m) => m.id === sent.body?.data?.messageId);
    expect(mine).toMatchObject({ type: "alert", level: "urgent", title: "只给我" });
    expect((await alertsOf(demoToken)).some((m) => m.titleAllLang?.en === "Only to me")).toBe(false);
    expect((await call("POST", ANNOUNCEMENTS("/send-to-me"), demoToken, alertBody())).status).toBe(403);
  });

  it("an urgent alert reaches members with its level", async () => {
    const { id } = (await call<Announcement>("POST", ANNOUNCEMENTS(), adminToken, alertBody({ level: "urgent" }))).body!.data!;
    expect((await alertsOf(demoToken)).find((m) => m.id === id)?.level).toBe("urgent");
  });

  it("a 10,000-character title is refused on its field with the limit and its length, and nothing is saved or cut", async () => {
    const before = await call<{ recordTotal: number }>("GET", ANNOUNCEMENTS(), adminToken);
    const long = "长".repeat(10_000);
    const refused = await call("POST", ANNOUNCEMENTS(), adminToken, alertBody({ titleAllLang: { "zh-CN": long } }));
    expect(refused.status).toBe(400);
    const fault = faults(refused.body).find((f) => f.path === "titleAllLang/zh-CN");
    expect(fault?.message).toMatch(/at most 200 characters/);
    expect(fault?.message).toMatch(/10000/);
    expect((await call<{ recordTotal: number }>("GET", ANNOUNCEMENTS(), adminToken)).body?.data?.recordTotal).toBe(before.body?.data?.recordTotal);
    // As a draft it is kept as written, its fault answered with it; publish refuses it.
    const draft = await call<{ errors: FieldFault[]; value: { titleAllLang: Record<string, string> } }>("PUT", ANNOUNCEMENTS("/new/draft"), adminToken, { value: alertBody({ titleAllLang: { "zh-CN": long } }) });
    expect(draft.body?.data?.value.titleAllLang["zh-CN"]).toHaveLength(10_000);
    expect(draft.body?.data?.errors.map((e) => e.path)).toContain("titleAllLang/zh-CN");
    expect((await call("POST", ANNOUNCEMENTS("/new/publish"), adminToken)).status).toBe(400);
    expect((await call("POST", ANNOUNCEMENTS("/send-to-me"), adminToken, alertBody({ titleAllLang: { "zh-CN": long } }))).status).toBe(400);
  });
});
