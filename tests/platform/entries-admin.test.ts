import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call, faultPaths, NAMES, type Answer } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;
/** admin signed in to Acme (10002): another tenant. */
let acmeAdminToken: string;

const LIST = (kind: string) => `${api}/workbench/v4/admin/entries/${kind}`;

interface Record_ {
  id: string;
  name: string;
  nameAllLang: Record<string, string>;
  [field: string]: unknown;
}
interface ListAnswer {
  kind: string;
  version: number;
  records: Record_[];
}
interface WriteAnswer {
  version: number;
  record: Record_;
}

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  [adminToken, demoToken, acmeAdminToken] = await Promise.all([
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"),
    login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001"),
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002"),
  ]);
});

afterAll(async () => {
  await running.close();
});

async function list(kind: string, token = adminToken): Promise<ListAnswer> {
  const res = await call<ListAnswer>("GET", LIST(kind), token);
  expect(res.status).toBe(200);
  return res.body!.data!;
}

async function auditRows(resource: string, resourceId?: string): Promise<{ action: string; actorAccount: string; resourceId: string; before: unknown; after: unknown }[]> {
  const query = new URLSearchParams({ resource, ...(resourceId ? { kind: resourceId } : {}), pageSize: "100" });
  const res = await call<{ records: { action: string; actorAccount: string; resourceId: string; before: unknown; after: unknown }[] }>("GET", `${api}/param/v4/tenant-config/audit?${query}`, adminToken);
  expect(res.status).toBe(200);
  return res.body!.data!.records;
}

/** Sends a body as written (a key such as __proto__ survives only in raw JSON). */
async function rawSend(method: string, url: string, token: string, text: string): Promise<Answer<unknown>> {
  const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: text });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body: body ? JSON.parse(body) : null };
}

/** A valid body per kind. */
const BODIES: Record<string, () => Record<string, unknown>> = {
  "quick-entries": () => ({ code: `quick.test.${Math.random().toString(36).slice(2, 8)}`, nameAllLang: NAMES("周报", "Weekly report", "Veckorapport"), url: "/apps/weekly/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" }),
  "extend-entries": () => ({ code: `extend.test.${Math.random().toString(36).slice(2, 8)}`, nameAllLang: NAMES("论坛", "Forum", "Forum"), url: "https://forum.example.com/", openType: 1 }),
  "side-entries": () => ({ nameAllLang: NAMES("在线培训", "Training", "Utbildning"), linkType: 1, contentUrl: "/apps/training/", openType: 0 }),
  dashboards: () => ({ nameAllLang: NAMES("成本看板", "Cost board", "Kostnadstavla"), icon: "icon-dashboard", contentUrl: "https://bi.example.com/cost", orgId: null }),
  "help-urls": () => ({ nameAllLang: NAMES("常见问题", "FAQ", "Vanliga frågor"), url: "https://help.example.com/pmpp/faq", productCode: "pmpp", integrateType: 1 }),
};
/** The field of each kind that holds the link. */
const URL_FIELD: Record<string, string> = { "quick-entries": "url", "extend-entries": "url", "side-entries": "contentUrl", dashboards: "contentUrl", "help-urls": "url" };
const RESOURCE: Record<string, string> = { "quick-entries": "quick-entry", "extend-entries": "extend-entry", "side-entries": "side-entry", dashboards: "dashboard", "help-urls": "help-url" };

describe.each(Object.keys(BODIES))("admin calls of %s (ADR 023)", (kind) => {
  it("create, update, reorder and delete, each raising the list's version and leaving an audit row with the entry before and after", async () => {
    const start = await list(kind);
    const created = await call<WriteAnswer>("POST", LIST(kind), adminToken, BODIES[kind]!(), { "if-match": `"${start.version}"` });
    expect(created.status).toBe(201);
    const record = created.body!.data!.record;
    expect(created.body!.data!.version).toBe(start.version + 1);
    expect(created.headers.get("etag")).toBe(`"${start.version + 1}"`);
    expect(record.nameAllLang).toEqual(BODIES[kind]!().nameAllLang);
    expect((await list(kind)).records.map((r) => r.id)).toEqual([...start.records.map((r) => r.id), record.id]);

    const changed = { ...BODIES[kind]!(), nameAllLang: NAMES("改名", "Renamed", "Omdöpt") };
    if (kind.endsWith("entries") && "code" in changed) changed.code = record.code;
    const updated = await call<WriteAnswer>("PUT", `${LIST(kind)}/${record.id}`, adminToken, changed, { "if-match": `"${start.version + 1}"` });
    expect(updated.status).toBe(200);
    expect(updated.body!.data!.record.nameAllLang).toEqual(NAMES("改名", "Renamed", "Omdöpt"));
    expect(updated.body!.data!.record.name).toBe("改名");

    const ids = (await list(kind)).records.map((r) => r.id);
    const reversed = [...ids].reverse();
    const reordered = await call<{ version: number; records: Record_[] }>("PUT", `${LIST(kind)}/order`, adminToken, { ids: reversed }, { "if-match": `"${start.version + 2}"` });
    expect(reordered.status).toBe(200);
    expect((await list(kind)).records.map((r) => r.id)).toEqual(reversed);

    const deleted = await call("DELETE", `${LIST(kind)}/${record.id}`, adminToken, undefined, { "if-match": `"${start.version + 3}"` });
    expect(deleted.status).toBe(200);
    expect((await list(kind)).records.map((r) => r.id)).not.toContain(record.id);
    expect((await list(kind)).version).toBe(start.version + 4);

    const rows = await auditRows(RESOURCE[kind]!, record.id);
    expect(rows.map((r) => r.action)).toEqual(["delete", "update", "create"]);
    expect(rows.every((r) => r.actorAccount === "admin")).toBe(true);
    expect((rows[1]!.before as Record_).nameAllLang).toEqual(BODIES[kind]!().nameAllLang);
    expect((rows[1]!.after as Record_).nameAllLang).toEqual(NAMES("改名", "Renamed", "Omdöpt"));
    const order = await auditRows(RESOURCE[kind]!, "order");
    expect(order[0]!.after).toEqual(reversed);
  });

  it("refuses a stale If-Match with 412 and changes nothing", async () => {
    const before = await list(kind);
    const stale = { "if-match": `"${before.version + 7}"` };
    const created = await call("POST", LIST(kind), adminToken, BODIES[kind]!(), stale);
    expect(created.status).toBe(412);
    const id = before.records[0]?.id;
    if (id) {
      expect((await call("PUT", `${LIST(kind)}/${id}`, adminToken, BODIES[kind]!(), stale)).status).toBe(412);
      expect((await call("DELETE", `${LIST(kind)}/${id}`, adminToken, undefined, stale)).status).toBe(412);
    }
    expect((await call("PUT", `${LIST(kind)}/order`, adminToken, { ids: before.records.map((r) => r.id) }, stale)).status).toBe(412);
    expect(await list(kind)).toEqual(before);
  });

  it("answers 403 to a member who is not tenant admin, for reads and writes", async () => {
    const before = await list(kind);
    expect((await call("GET", LIST(kind), demoToken)).status).toBe(403);
    expect((await call("POST", LIST(kind), demoToken, BODIES[kind]!())).status).toBe(403);
    const id = before.records[0]?.id ?? "1";
    expect((await call("PUT", `${LIST(kind)}/${id}`, demoToken, BODIES[kind]!())).status).toBe(403);
    expect((await call("DELETE", `${LIST(kind)}/${id}`, demoToken)).status).toBe(403);
    expect((await call("PUT", `${LIST(kind)}/order`, demoToken, { ids: [] })).status).toBe(403);
    expect(await list(kind)).toEqual(before);
  });

  it("refuses bad bodies with 400 naming the fields: a missing locale, a javascript: or protocol-relative link, unknown fields, __proto__ keys", async () => {
    const before = await list(kind);
    const body = BODIES[kind]!();
    const urlField = URL_FIELD[kind]!;
    const noSv = await call("POST", LIST(kind), adminToken, { ...body, nameAllLang: { "zh-CN": "名", en: "Name" } });
    expect(noSv.status).toBe(400);
    expect(faultPaths(noSv)).toContain("nameAllLang/sv-SE");
    const blank = await call("POST", LIST(kind), adminToken, { ...body, nameAllLang: NAMES("名", "  ", "Namn") });
    expect(faultPaths(blank)).toContain("nameAllLang/en");
    const long = await call("POST", LIST(kind), adminToken, { ...body, nameAllLang: NAMES("名", "x".repeat(101), "Namn") });
    expect(faultPaths(long)).toContain("nameAllLang/en");
    for (const link of ["javascript:alert(1)", "//evil.example.com/x", "data:text/html,<script>alert(1)</script>", "https://example.com/a\"onmouseover=x", `/${"a".repeat(2048)}`]) {
      const bad = await call("POST", LIST(kind), adminToken, { ...body, [urlField]: link });
      expect(bad.status, link).toBe(400);
      expect(faultPaths(bad), link).toContain(urlField);
    }
    const extra = await call("POST", LIST(kind), adminToken, { ...body, onclick: "x" });
    expect(extra.status).toBe(400);
    expect(faultPaths(extra)).toContain("onclick");
    const proto = await rawSend("POST", LIST(kind), adminToken, `{"__proto__":{"admin":true},${JSON.stringify(body).slice(1)}`);
    expect(proto.status).toBe(400);
    expect(proto.body?.errorMsg).toMatch(/__proto__/);
    const nestedProto = await rawSend("POST", LIST(kind), adminToken, JSON.stringify({ ...body, nameAllLang: "X" }).replace('"X"', '{"constructor":{"prototype":{}}}'));
    expect(nestedProto.status).toBe(400);
    expect((await call("POST", LIST(kind), adminToken, [body])).status).toBe(400);
    if (before.records[0]) {
      const put = await call("PUT", `${LIST(kind)}/${before.records[0].id}`, adminToken, { ...body, [urlField]: "javascript:alert(1)" });
      expect(put.status).toBe(400);
    }
    expect(await list(kind)).toEqual(before);
  });

  it("refuses an order that does not name every entry once, and ids of another tenant", async () => {
    const before = await list(kind);
    const ids = before.records.map((r) => r.id);
    expect((await call("PUT", `${LIST(kind)}/order`, adminToken, { ids: ids.slice(1) })).status).toBe(ids.length > 0 ? 400 : 200);
    expect((await call("PUT", `${LIST(kind)}/order`, adminToken, { ids: [...ids.slice(1), "99999999"] })).status).toBe(400);
    expect((await call("PUT", `${LIST(kind)}/order`, adminToken, { ids: "all" })).status).toBe(400);
    const acme = await list(kind, acmeAdminToken);
    if (acme.records[0]) {
      expect((await call("PUT", `${LIST(kind)}/${acme.records[0].id}`, adminToken, BODIES[kind]!())).status).toBe(404);
      expect((await call("DELETE", `${LIST(kind)}/${acme.records[0].id}`, adminToken)).status).toBe(404);
      expect(await list(kind, acmeAdminToken)).toEqual(acme);
    }
    expect((await call("DELETE", `${LIST(kind)}/not%20an%20id`, adminToken)).status).toBe(400);
  });
});

describe("what the portal reads after an admin's write (SPEC §7)", () => {
  it("a new quick entry is among the current quick entries every member reads, with its names per locale", async () => {
    const body: Record<string, unknown> = { ...BODIES["quick-entries"]!(), nameAllLang: NAMES("安全培训", "Safety training", "Säkerhetsutbildning") };
    const created = await call<WriteAnswer>("POST", LIST("quick-entries"), adminToken, body);
    expect(created.status).toBe(201);
    const current = await call<{ code: string; nameAllLang: Record<string, string>; url: string }[]>("GET", `${api}/workbench/v4/portal-menus/quick-Entrances/current`, demoToken);
    const entry = current.body!.data!.find((e) => e.code === body.code);
    expect(entry).toMatchObject({ nameAllLang: NAMES("安全培训", "Safety training", "Säkerhetsutbildning"), url: "/apps/weekly/" });
    // Another tenant's members never see it.
    const acme = await call<{ code: string }[]>("GET", `${api}/workbench/v4/portal-menus/quick-Entrances/current`, acmeAdminToken);
    expect(acme.body!.data!.map((e) => e.code)).not.toContain(body.code);
  });

  it("a tenant's help link shows beside the product's shared ones for its members only; shared links are not the tenant admin's to change", async () => {
    const shared = await call<{ id: string }[]>("GET", `${api}/product/v4/help-urls?productCode=pmpp`, demoToken);
    const sharedIds = shared.body!.data!.map((h) => h.id);
    expect(sharedIds.length).toBeGreaterThan(0);
    const created = await call<WriteAnswer>("POST", LIST("help-urls"), adminToken, { ...BODIES["help-urls"]!(), nameAllLang: NAMES("安全手册", "Safety handbook", "Säkerhetshandbok") });
    expect(created.status).toBe(201);
    const after = await call<{ id: string; nameAllLang: Record<string, string> }[]>("GET", `${api}/product/v4/help-urls?productCode=pmpp`, demoToken);
    expect(after.body!.data!.map((h) => h.id)).toEqual([...sharedIds, created.body!.data!.record.id]);
    const acme = await call<{ id: string }[]>("GET", `${api}/product/v4/help-urls?productCode=pmpp`, acmeAdminToken);
    expect(acme.body!.data!.map((h) => h.id)).not.toContain(created.body!.data!.record.id);
    expect((await call("DELETE", `${LIST("help-urls")}/${sharedIds[0]}`, adminToken)).status).toBe(404);
  });

  it("a side entry that injects a script needs the script's link, and keeps only the field its type uses", async () => {
    const noSource = await call("POST", LIST("side-entries"), adminToken, { nameAllLang: NAMES("客服", "Chat", "Chatt"), linkType: 2, contentUrl: "/apps/chat/" });
    expect(noSource.status).toBe(400);
    expect(faultPaths(noSource)).toContain("source");
    const script = await call<WriteAnswer>("POST", LIST("side-entries"), adminToken, { nameAllLang: NAMES("客服", "Chat", "Chatt"), linkType: 2, source: "/widgets/customer-service.js", contentUrl: "/apps/chat/" });
    expect(script.status).toBe(201);
    expect(script.body!.data!.record).toMatchObject({ linkType: 2, source: "/widgets/customer-service.js", contentUrl: "" });
  });

  it("a dashboard for an org must name an org of the tenant", async () => {
    const bad = await call("POST", LIST("dashboards"), adminToken, { ...BODIES.dashboards!(), orgId: "no-such-org" });
    expect(bad.status).toBe(400);
    expect(faultPaths(bad)).toEqual(["orgId"]);
  });

  it("an entry code is unique in its list", async () => {
    const first = (await list("quick-entries")).records[0]!;
    const dup = await call("POST", LIST("quick-entries"), adminToken, { ...BODIES["quick-entries"]!(), code: first.code });
    expect(dup.status).toBe(400);
    expect(faultPaths(dup)).toEqual(["code"]);
  });

  it("an unknown list is 404, an unknown parameter 400", async () => {
    expect((await call("GET", LIST("bulletins"), adminToken)).status).toBe(404);
    expect((await call("GET", `${LIST("side-entries")}?all=1`, adminToken)).status).toBe(400);
  });

  it("the audit lists the entry writes among the others, and filters by their resource", async () => {
    const all = await call<{ records: { resource: string }[] }>("GET", `${api}/param/v4/tenant-config/audit?pageSize=100`, adminToken);
    const resources = new Set(all.body!.data!.records.map((r) => r.resource));
    for (const resource of Object.values(RESOURCE)) expect(resources).toContain(resource);
    const product = await call<{ records: { resource: string }[] }>("GET", `${api}/product/v4/audit?resource=side-entry`, adminToken);
    expect(product.status).toBe(200);
    expect(product.body!.data!.records.every((r) => r.resource === "side-entry")).toBe(true);
  });
});
