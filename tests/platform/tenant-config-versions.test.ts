import { describe, expect, it } from "vitest";
import { csvCell } from "#platform/routes/tenant-config.ts";
import { call, faultPaths } from "./admin-calls.ts";
import { platformWithAdmin } from "./helpers.ts";

/**
 * The tenant config as versions (ADR 020): a PUT is a recorded version with its actor and
 * takes If-Match; drafts, publish (412 over a newer version, the draft kept), versions and
 * their values, rollback as a new version, the audit (JSON and CSV), the last valid version
 * served when the published one no longer validates, and hostile bodies refused with 400.
 */

const env = platformWithAdmin();

const HEADER = () => `${env.api}/param/v4/theme-settings/header`;
const CONFIG = (kind: string, rest = "") => `${env.api}/param/v4/tenant-config/${kind}${rest}`;

interface VersionRecord {
  version: number;
  action: string;
  actorAccount: string;
  summary: string[];
  basedOn: number;
  restoredFrom: number | null;
  valid: boolean;
}

interface Page<T> {
  records: T[];
  recordTotal: number;
  totalPage: number;
}

async function headerVersion(): Promise<number> {
  const answer = await call<Record<string, unknown>>("GET", HEADER(), env.adminToken);
  const etag = answer.headers.get("etag") ?? "";
  return Number(/-(\d+)"$/.exec(etag)?.[1]);
}

describe("a PUT of a tenant config is a version (ADR 020)", () => {
  it("takes If-Match with the ETag it was read with, and answers 412 with what was published since when that is stale", async () => {
    const version = await headerVersion();
    const fresh = await call<Record<string, unknown>>("PUT", HEADER(), env.adminToken, { systemName: "版本一" }, { "if-match": `"10001-${version}"` });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).toBe(`"10001-${version + 1}"`);

    // A second admin's change, made on the version read before: refused, nothing written.
    const stale = await call<{ current: number; since: VersionRecord[] }>("PUT", HEADER(), env.adminToken, { systemName: "版本二" }, { "if-match": `"10001-${version}"` });
    expect(stale.status).toBe(412);
    expect(stale.body?.data?.current).toBe(version + 1);
    expect(stale.body?.data?.since.map((v) => v.version)).toEqual([version + 1]);
    expect(stale.body?.data?.since[0]?.summary).toEqual(["/systemName"]);
    const after = await call<Record<string, unknown>>("GET", HEADER(), env.demoToken);
    expect(after.body?.data?.systemName).toBe("版本一");

    // A weak tag of the same version is the same version; a tag of another tenant or of no known shape is a 400.
    expect((await call("PUT", HEADER(), env.adminToken, { systemName: "版本三" }, { "if-match": `W/"10001-${version + 1}"` })).status).toBe(200);
    expect((await call("PUT", HEADER(), env.adminToken, { systemName: "x" }, { "if-match": `"10002-${version + 2}"` })).status).toBe(400);
    expect((await call("PUT", HEADER(), env.adminToken, { systemName: "x" }, { "if-match": "yesterday" })).status).toBe(400);
  });

  it("keeps every PUT as a version with its actor and the fields it changed", async () => {
    const before = await headerVersion();
    await call("PUT", HEADER(), env.adminToken, { headerBgColor: "#123456", systemName: "带历史" });
    const versions = await call<Page<VersionRecord>>("GET", CONFIG("header-theme", "/versions?pageSize=5"), env.adminToken);
    expect(versions.status).toBe(200);
    const newest = versions.body?.data?.records[0];
    expect(newest).toMatchObject({ version: before + 1, action: "publish", actorAccount: "admin", basedOn: before, valid: true });
    expect(newest?.summary).toEqual(["/headerBgColor", "/systemName"]);
    // The value seeded before versions existed is there too, as an import by the system.
    const all = await call<Page<VersionRecord>>("GET", CONFIG("header-theme", "/versions?pageSize=100"), env.adminToken);
    expect(all.body?.data?.records.at(-1)).toMatchObject({ version: 1, action: "import", actorAccount: "system" });

    const one = await call<VersionRecord & { value: Record<string, unknown> }>("GET", CONFIG("header-theme", `/versions/${before + 1}`), env.adminToken);
    expect(one.body?.data?.value).toMatchObject({ headerBgColor: "#123456", systemName: "带历史" });
    expect((await call("GET", CONFIG("header-theme", "/versions/99999"), env.adminToken)).status).toBe(404);
    expect((await call("GET", CONFIG("header-theme", "/versions/abc"), env.adminToken)).status).toBe(400);
  });
});

describe("drafts, publish and rollback (ADR 020)", () => {
  it("keeps an admin's draft as typed, with its faults on the fields, and publishes it only when valid", async () => {
    const base = await headerVersion();
    const saved = await call<{ value: unknown; basedOn: number; errors: { path: string }[] }>("PUT", CONFIG("header-theme", "/draft"), env.adminToken, {
      value: { systemName: "草稿", headerBgColor: "not a colour" },
      basedOn: base,
    });
    expect(saved.status).toBe(200);
    expect(saved.body?.data?.errors.map((e) => e.path)).toContain("headerBgColor");
    // A reload (another call) finds the draft as it was left.
    const again = await call<{ value: Record<string, unknown>; basedOn: number }>("GET", CONFIG("header-theme", "/draft"), env.adminToken);
    expect(again.body?.data).toMatchObject({ value: { systemName: "草稿", headerBgColor: "not a colour" }, basedOn: base });

    const invalid = await call("POST", CONFIG("header-theme", "/publish"), env.adminToken, {});
    expect(invalid.status).toBe(400);
    expect(faultPaths(invalid)).toContain("headerBgColor");

    const published = await call<Record<string, unknown>>("GET", HEADER(), env.adminToken);
    const value = { ...(published.body?.data ?? {}), systemName: "草稿发布", headerBgColor: "#0A7F3F" };
    await call("PUT", CONFIG("header-theme", "/draft"), env.adminToken, { value, basedOn: base });
    const done = await call<{ version: number }>("POST", CONFIG("header-theme", "/publish"), env.adminToken, {});
    expect(done.status).toBe(200);
    expect(done.body?.data?.version).toBe(base + 1);
    // Every user reads the published value; the draft is gone.
    expect((await call<Record<string, unknown>>("GET", HEADER(), env.demoToken)).body?.data).toMatchObject({ systemName: "草稿发布", headerBgColor: "#0A7F3F" });
    expect((await call("GET", CONFIG("header-theme", "/draft"), env.adminToken)).body?.data).toBeNull();
  });

  it("answers a publish over a newer version with 412 and what changed since, and keeps the draft", async () => {
    const base = await headerVersion();
    const published = (await call<Record<string, unknown>>("GET", HEADER(), env.adminToken)).body?.data ?? {};
    await call("PUT", CONFIG("header-theme", "/draft"), env.adminToken, { value: { ...published, systemName: "我的草稿" }, basedOn: base });
    // Meanwhile another change is published.
    expect((await call("PUT", HEADER(), env.adminToken, { themeColor: "#AA3300" })).status).toBe(200);

    const conflict = await call<{ current: number; since: VersionRecord[] }>("POST", CONFIG("header-theme", "/publish"), env.adminToken, {});
    expect(conflict.status).toBe(412);
    expect(conflict.body?.data?.current).toBe(base + 1);
    expect(conflict.body?.data?.since).toEqual([expect.objectContaining({ version: base + 1, summary: ["/themeColor"] })]);
    expect((await call<{ value: Record<string, unknown> }>("GET", CONFIG("header-theme", "/draft"), env.adminToken)).body?.data?.value.systemName).toBe("我的草稿");

    // Merged onto the new version, it publishes.
    await call("PUT", CONFIG("header-theme", "/draft"), env.adminToken, { value: { ...published, systemName: "我的草稿", themeColor: "#AA3300" }, basedOn: base + 1 });
    expect((await call("POST", CONFIG("header-theme", "/publish"), env.adminToken, {})).status).toBe(200);
  });

  it("rolls back to any version as a new version with the old content", async () => {
    const first = (await call<{ value: Record<string, unknown> }>("GET", CONFIG("header-theme", "/versions/1"), env.adminToken)).body?.data?.value;
    const before = await headerVersion();
    const rolled = await call<{ version: number }>("POST", CONFIG("header-theme", "/rollback"), env.adminToken, { version: 1 });
    expect(rolled.status).toBe(200);
    expect(rolled.body?.data?.version).toBe(before + 1);
    expect((await call<Record<string, unknown>>("GET", HEADER(), env.demoToken)).body?.data).toEqual(first);
    const newest = (await call<Page<VersionRecord>>("GET", CONFIG("header-theme", "/versions?pageSize=1"), env.adminToken)).body?.data?.records[0];
    expect(newest).toMatchObject({ version: before + 1, action: "rollback", restoredFrom: 1, actorAccount: "admin" });
    // A rollback over a version it was not based on is refused like a publish.
    expect((await call("POST", CONFIG("header-theme", "/rollback"), env.adminToken, { version: 2, basedOn: before })).status).toBe(412);
    expect((await call("POST", CONFIG("header-theme", "/rollback"), env.adminToken, { version: 99999 })).status).toBe(404);
    expect((await call("POST", CONFIG("header-theme", "/rollback"), env.adminToken, { version: "one" })).status).toBe(400);
  });

  it("refuses every call of the console to a user who is not tenant admin, and names the kinds for an unknown one", async () => {
    for (const [method, url, body] of [
      ["GET", CONFIG("header-theme"), undefined],
      ["GET", CONFIG("header-theme", "/draft"), undefined],
      ["PUT", CONFIG("header-theme", "/draft"), { value: {}, basedOn: 0 }],
      ["POST", CONFIG("header-theme", "/publish"), {}],
      ["GET", CONFIG("header-theme", "/versions"), undefined],
      ["GET", CONFIG("header-theme", "/versions/1"), undefined],
      ["POST", CONFIG("header-theme", "/rollback"), { version: 1 }],
      ["GET", `${env.api}/param/v4/tenant-config/audit`, undefined],
    ] as const) {
      expect((await call(method, url, env.demoToken, body)).status, `${method} ${url}`).toBe(403);
    }
    const unknown = await call("GET", CONFIG("footer"), env.adminToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body?.errorMsg).toContain("header-theme");
  });
});

describe("the audit (ADR 020)", () => {
  it("lists publishes and rollbacks with the actor, the version, and the value before and after; filters; exports CSV", async () => {
    const page = await call<Page<{ actorAccount: string; resource: string; resourceId: string; action: string; version: number; before: unknown; after: unknown }>>(
      "GET",
      `${env.api}/param/v4/tenant-config/audit?pageSize=100`,
      env.adminToken,
    );
    expect(page.status).toBe(200);
    const records = page.body?.data?.records ?? [];
    expect(records.some((r) => r.action === "rollback" && r.resource === "tenant-config" && r.resourceId === "header-theme" && r.actorAccount === "admin")).toBe(true);
    const publish = records.find((r) => r.action === "publish" && (r.after as { systemName?: string }).systemName === "带历史");
    expect(publish?.version).toBeGreaterThan(1);
    expect((publish?.before as { systemName?: string }).systemName).not.toBe("带历史");

    const rollbacks = await call<Page<{ action: string }>>("GET", `${env.api}/param/v4/tenant-config/audit?action=rollback`, env.adminToken);
    expect(rollbacks.body?.data?.records.length).toBeGreaterThan(0);
    expect(rollbacks.body?.data?.records.every((r) => r.action === "rollback")).toBe(true);
    expect((await call("GET", `${env.api}/param/v4/tenant-config/audit?action=explode`, env.adminToken)).status).toBe(400);
    expect((await call("GET", `${env.api}/param/v4/tenant-config/audit?from=someday`, env.adminToken)).status).toBe(400);
    expect((await call("GET", `${env.api}/param/v4/tenant-config/audit?colour=red`, env.adminToken)).status).toBe(400);

    // A value a spreadsheet would run as a formula stays text in the CSV.
    await call("PUT", HEADER(), env.adminToken, { systemName: "=HYPERLINK(1)" });
    const res = await fetch(`${env.api}/param/v4/tenant-config/audit?format=csv`, { headers: { authorization: `Bearer ${env.adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const text = await res.text();
    const [head, ...lines] = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(head).toBe("at,actorAccount,actorUserId,resource,resourceId,action,version,before,after");
    expect(lines.length).toBe(page.body!.data!.recordTotal + 1);
    expect(lines[0]).toContain('"admin"');
    expect(text).toContain("=HYPERLINK(1)");
  });

  it("writes a CSV cell so that a spreadsheet keeps it as text: quotes doubled, a leading formula sign escaped", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("@sum")).toBe(`"'@sum"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe("last known good (ADR 020)", () => {
  it("serves the newest valid version when the published value no longer validates, and the console is told", async () => {
    const good = (await call<Record<string, unknown>>("GET", `${env.api}/workbench/v4/portal-param-values/scene-params`, env.demoToken)).body?.data;
    expect((await call("PUT", `${env.api}/workbench/v4/portal-param-values/scene-params`, env.adminToken, { helpCenterShow: false })).status).toBe(200);
    const valid = (await call<Record<string, unknown>>("GET", `${env.api}/workbench/v4/portal-param-values/scene-params`, env.demoToken)).body?.data;
    expect(valid?.helpCenterShow).toBe(false);
    // A bad import writes a value the schema refuses straight into the store.
    await env.running.platform.db
      .updateTable("tenant_configs")
      .set((eb) => ({ value: JSON.stringify({ ...valid, subMenuShowType: "sideways" }), version: eb("version", "+", 1) }))
      .where("tenant_id", "=", "10001")
      .where("kind", "=", "scene-params")
      .execute();

    const served = await call<Record<string, unknown>>("GET", `${env.api}/workbench/v4/portal-param-values/scene-params`, env.demoToken);
    expect(served.status).toBe(200);
    expect(served.body?.data).toEqual(valid);
    expect(served.body?.data).not.toEqual(good);
    const state = await call<{ stale: boolean; servedVersion: number; version: number; value: Record<string, unknown> }>("GET", CONFIG("scene-params"), env.adminToken);
    expect(state.body?.data).toMatchObject({ stale: true });
    expect(state.body?.data?.servedVersion).toBe((state.body?.data?.version ?? 0) - 1);
    expect(state.body?.data?.value.subMenuShowType).toBe("sideways");
  });
});

describe("hostile bodies (ADR 020)", () => {
  const raw = async (method: string, url: string, body: string) =>
    fetch(url, { method, headers: { "content-type": "application/json", authorization: `Bearer ${env.adminToken}` }, body });

  it("answers a key that reaches a prototype, deep nesting and an oversize body with 400 or 413, never 500", async () => {
    expect((await raw("PUT", HEADER(), '{"__proto__": {"systemName": "polluted"}}')).status).toBe(400);
    expect((await raw("PUT", HEADER(), '{"constructor": {"prototype": {"x": 1}}}')).status).toBe(400);
    expect((await raw("PUT", CONFIG("header-theme", "/draft"), '{"value": {"a": {"__proto__": {}}}, "basedOn": 0}')).status).toBe(400);
    let deep = "1";
    for (let i = 0; i < 40; i++) deep = `{"a": ${deep}}`;
    expect((await raw("PUT", HEADER(), deep)).status).toBe(400);
    const big = await raw("PUT", HEADER(), JSON.stringify({ systemName: "x".repeat(2_000_000) }));
    expect([400, 413]).toContain(big.status);
    expect(({} as Record<string, unknown>)["systemName"]).toBeUndefined();
  });

  it.each([
    ["headerBgImgUrl", 'https://cdn.example.com/bg.png"); position: fixed; inset: 0; ("'],
    ["headerBgImgUrl", "javascript:alert(1)"],
    ["systemLogoUrl", "//evil.example.com/logo.png"],
    ["customLogoutUrl", "https://example.com/a b"],
    ["headerBgColor", "red; position: fixed"],
    ["themeColor", "expression(alert(1))"],
    ["systemName", "名".repeat(101)],
  ])("refuses a header theme whose %s is %j, naming the field", async (field, value) => {
    const before = await headerVersion();
    const answer = await call("PUT", HEADER(), env.adminToken, { [field]: value });
    expect(answer.status).toBe(400);
    expect(faultPaths(answer)).toEqual([field]);
    expect(await headerVersion()).toBe(before);
  });
});
