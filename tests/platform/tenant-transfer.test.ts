import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { schemaFieldErrors } from "#platform/http/schema-validation.ts";
import { call, faultPaths, type FieldFault } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";
import { solidPng } from "./png.ts";

/**
 * A tenant's look as one file (ADR 059): exported from one tenant (schemas/tenant-transfer),
 * checked and imported into another as the admin's drafts, never published by the import;
 * images uploaded to the first tenant travel in the file. Wrong files are refused with the
 * field at fault.
 */

let running: RunningPlatform;
let api: string;
/** The demo admin, in 中建智造 (10001) and in Acme (10002). */
let sourceToken: string;
let targetToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true, scheduleIntervalMs: 0 });
  api = running.api;
  sourceToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
  targetToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002");
});

afterAll(async () => {
  await running.close();
});

const CONFIG = (rest: string) => `${api}/param/v4/tenant-config/${rest}`;
type Doc = Record<string, unknown> & { config: Record<string, Record<string, unknown> | null>; entries: Record<string, unknown[]>; images: Record<string, string> };

async function exported(token: string): Promise<Doc> {
  const answer = await call<Doc>("GET", CONFIG("transfer/export"), token);
  expect(answer.status).toBe(200);
  return answer.body!.data!;
}

async function published(token: string, kind: string): Promise<{ version: number; value: Record<string, unknown> }> {
  return (await call<{ version: number; value: Record<string, unknown> }>("GET", CONFIG(kind), token)).body!.data!;
}

const faults = (answer: { body: { data?: unknown } | null }) => ((answer.body?.data as { errors?: FieldFault[] } | null)?.errors ?? []).map((e) => `${e.path}: ${e.message}`);

describe("export of a tenant's look (ADR 059)", () => {
  it("is one document of the format, valid against its schema, with the published branding, scene params, layout and every entry list", async () => {
    const doc = await exported(sourceToken);
    expect(schemaFieldErrors("tenant-transfer.schema.json", doc)).toEqual([]);
    expect(doc).toMatchObject({ format: "portal-tenant-look", formatVersion: 1, source: { tenantId: "10001" } });
    expect(doc.config["header-theme"]?.["systemName"]).toBe((await published(sourceToken, "header-theme")).value["systemName"]);
    expect(Object.keys(doc.entries).sort()).toEqual(["dashboards", "extend-entries", "help-urls", "quick-entries", "side-entries"]);
    expect(doc.entries["quick-entries"]!.length).toBeGreaterThan(0);
  });

  it("is for tenant admins only", async () => {
    const demo = await login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001");
    expect((await call("GET", CONFIG("transfer/export"), demo)).status).toBe(403);
  });
});

describe("import of a tenant's look (ADR 059)", () => {
  it("makes the file the admin's drafts in the other tenant, publishes nothing, and carries an uploaded logo with it", async () => {
    // 中建 publishes an uploaded logo and a new name.
    const png = solidPng(16, 16);
    const upload = await fetch(`${api}/file/v4/images`, { method: "POST", headers: { authorization: `Bearer ${sourceToken}`, "content-type": "image/png" }, body: new Uint8Array(png) });
    const { url, id } = ((await upload.json()) as { data: { url: string; id: string } }).data;
    const before = await published(sourceToken, "header-theme");
    expect((await call("PUT", CONFIG("header-theme/draft"), sourceToken, { value: { ...before.value, systemName: "中建 · 导出的外观", systemLogoUrl: url }, basedOn: before.version })).status).toBe(200);
    expect((await call("POST", CONFIG("header-theme/publish"), sourceToken, { basedOn: before.version })).status).toBe(200);

    const doc = await exported(sourceToken);
    expect(doc.images[id]).toBe(`data:image/png;base64,${png.toString("base64")}`);

    const targetBefore = await published(targetToken, "header-theme");
    const check = await call<{ notes: FieldFault[]; document: Doc }>("POST", CONFIG("transfer/check"), targetToken, doc);
    expect(check.status, faults(check).join("; ")).toBe(200);
    // Acme has neither 中建's watermark template nor its org's dashboards: each is said, and left out.
    const notes = check.body!.data!.notes.map((n) => n.path);
    expect(notes).toContain("config/header-theme/watermarkTemplate");
    expect(notes.some((path) => path.startsWith("entries/dashboards/"))).toBe(true);
    expect(check.body!.data!.document.entries["dashboards"]!.length).toBeLessThan(doc.entries["dashboards"]!.length);

    const imported = await call<{ drafts: { kind: string; basedOn: number }[] }>("POST", CONFIG("transfer/import"), targetToken, doc);
    expect(imported.status).toBe(200);
    expect(imported.body!.data!.drafts).toContainEqual({ kind: "header-theme", basedOn: targetBefore.version });

    // Nothing live changed; the admin's draft holds the file's theme, logo included.
    expect((await published(targetToken, "header-theme")).version).toBe(targetBefore.version);
    const draft = (await call<{ value: Record<string, unknown>; errors: unknown[] }>("GET", CONFIG("header-theme/draft"), targetToken)).body!.data!;
    expect(draft.value).toMatchObject({ systemName: "中建 · 导出的外观", systemLogoUrl: url });
    expect(draft.errors).toEqual([]);
    const stored = await running.platform.db.selectFrom("uploaded_files").select("id").where("tenant_id", "=", "10002").where("id", "=", id).executeTakeFirst();
    expect(stored?.id).toBe(id);

    // Published like any draft.
    expect((await call("POST", CONFIG("header-theme/publish"), targetToken, { basedOn: targetBefore.version })).status).toBe(200);
    expect((await published(targetToken, "header-theme")).value["systemName"]).toBe("中建 · 导出的外观");
  });

  it("refuses a file that is not an export, one of a later format version, one whose values do not validate and one whose image was changed, naming the field", async () => {
    const doc = await exported(sourceToken);
    const check = (body: unknown) => call("POST", CONFIG("transfer/check"), targetToken, body);

    const other = await check({ name: "a package.json" });
    expect(other.status).toBe(400);
    expect(faultPaths(other)).toEqual(["format"]);

    const later = await check({ ...doc, formatVersion: 2, somethingNew: true });
    expect(later.status).toBe(400);
    expect(faults(later)).toEqual([expect.stringMatching(/^formatVersion: is 2, a later version of the format than this portal reads \(1\)/)]);

    const badColour = await check({ ...doc, config: { ...doc.config, "header-theme": { ...doc.config["header-theme"], headerBgColor: 42 } } });
    expect(badColour.status).toBe(400);
    expect(faultPaths(badColour)).toContain("config/header-theme/headerBgColor");

    const [id] = Object.keys(doc.images);
    const changed = await check({ ...doc, images: { [id!]: `data:image/png;base64,${solidPng(16, 16, [0, 0, 255, 255]).toString("base64")}` } });
    expect(changed.status).toBe(400);
    expect(faults(changed)).toEqual([expect.stringMatching(new RegExp(`^images/${id}: is not the image its id names`))]);

    // The import checks as much: nothing is written.
    const draftsBefore = await running.platform.db.selectFrom("tenant_config_drafts").select("kind").where("tenant_id", "=", "10002").execute();
    expect((await call("POST", CONFIG("transfer/import"), targetToken, { ...doc, formatVersion: 2 })).status).toBe(400);
    expect(await running.platform.db.selectFrom("tenant_config_drafts").select("kind").where("tenant_id", "=", "10002").execute()).toEqual(draftsBefore);
  });
});
