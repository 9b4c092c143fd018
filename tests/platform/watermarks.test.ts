import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import * as m012 from "#platform/db/migrations/012_watermarks.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { MAX_IMAGE_BYTES } from "#platform/routes/images.ts";
import type { Watermark } from "#app/types/generated/watermark.ts";
import { call, faultPaths, type Answer, type FieldFault } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";
import { gifOfSize, jpegOfSize, webpExtendedOfSize, webpLosslessOfSize, webpLossyOfSize } from "./image-headers.ts";
import { bilevelPng, solidPng } from "./png.ts";

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;
/** admin signed in to Acme (10002): another tenant. */
let acmeAdminToken: string;

const MARKS = () => `${api}/report-center/v4/mark`;
const DETAIL = (id: string) => `${api}/report-center/v4/mark/${id}/detail`;
const THEME = () => `${api}/param/v4/theme-settings/header`;
const IMAGES = () => `${api}/file/v4/images`;

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

const faults = (answer: Answer<unknown>): FieldFault[] => (answer.body?.data as { errors?: FieldFault[] } | null)?.errors ?? [];

async function auditOf(id: string): Promise<{ action: string; actorAccount: string; before: unknown; after: unknown }[]> {
  const res = await call<{ records: { action: string; actorAccount: string; before: unknown; after: unknown }[] }>(
    "GET",
    `${api}/product/v4/audit?resource=watermark&resourceId=${id}`,
    adminToken,
  );
  expect(res.status).toBe(200);
  return res.body?.data?.records ?? [];
}

async function create(body: Record<string, unknown>, token = adminToken): Promise<Answer<Watermark>> {
  return call<Watermark>("POST", MARKS(), token, body);
}

/** Sends a body as written (a key such as __proto__ survives only in raw JSON). */
async function rawPost(url: string, token: string, text: string, contentType = "application/json"): Promise<Answer<unknown>> {
  const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": contentType }, body: text });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body: body ? JSON.parse(body) : null };
}

async function upload(bytes: Uint8Array, contentType: string, token = adminToken): Promise<Answer<{ id: string; url: string; contentType: string; size: number }>> {
  const res = await fetch(IMAGES(), { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": contentType }, body: new Uint8Array(bytes) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe("GET report-center/v4/mark/{id}/detail (SPEC §7 Watermark)", () => {
  it("answers the demo tenant's seeded TEXT template, which its header theme names, to any member", async () => {
    const theme = await call<{ watermarkSwitch: number; watermarkTemplate: string }>("GET", THEME(), demoToken);
    expect(theme.body?.data?.watermarkSwitch).toBe(1);
    const id = theme.body?.data?.watermarkTemplate ?? "";
    expect(id).toMatch(/^\d+$/);
    const res = await call<Watermark>("GET", DETAIL(id), demoToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    const mark = res.body?.data;
    expect(validateAgainstSchema("watermark.schema.json", mark)).toEqual({ valid: true });
    // SPEC §9 defaults, and the text the demo drew before templates were stored.
    expect(mark).toMatchObject({
      id,
      type: "TEXT",
      text: "{name} {loginAccount} {systemDate}",
      rotationAngle: 0,
      transparency: 0,
      scale: 100,
      spacing: 50,
      staggerDistance: 100,
      fontSize: 18,
      fontColor: "#000000",
      position: "MIDDLE",
      repeat: true,
      status: 1,
    });
  });

  it("gives every demo tenant a TEXT template in its language", async () => {
    const acme = await call<{ records: Watermark[] }>("GET", MARKS(), acmeAdminToken);
    expect(acme.status).toBe(200);
    expect(acme.body?.data?.records.map((m) => [m.type, m.text])).toEqual([["TEXT", "Internal use · {name} · {systemDate}"]]);
    const nordbygg = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10003");
    const sv = await call<{ records: Watermark[] }>("GET", MARKS(), nordbygg);
    expect(sv.body?.data?.records.map((m) => [m.type, m.text])).toEqual([["TEXT", "Internt · {name} · {systemDate}"]]);
  });

  it("answers 404 for an unknown id and for another tenant's id", async () => {
    expect((await call("GET", DETAIL("424242"), demoToken)).status).toBe(404);
    const acmeMark = (await call<{ records: Watermark[] }>("GET", MARKS(), acmeAdminToken)).body?.data?.records[0]?.id ?? "";
    expect(acmeMark).not.toBe("");
    const res = await call("GET", DETAIL(acmeMark), demoToken);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: "404" });
  });

  it.each(["abc", "1.5", "-1", "12345678901234567890", "%27%3B", "9001%00"])("answers 400 for the bad id %s, never 500", async (id) => {
    const res = await call("GET", DETAIL(id), demoToken);
    expect(res.status).toBe(400);
    expect(res.body?.success).toBe(false);
  });

  it("needs a signed-in member", async () => {
    expect((await call("GET", DETAIL("9001"), undefined)).status).toBe(401);
  });
});

describe("tenant admin calls", () => {
  it.each([
    ["GET", () => MARKS(), undefined],
    ["POST", () => MARKS(), { name: "x", text: "x" }],
    ["PUT", () => `${MARKS()}/9001`, { name: "x", text: "x" }],
    ["DELETE", () => `${MARKS()}/9001`, undefined],
  ] as const)("%s answers 403 to the demo account", async (method, url, body) => {
    const res = await call(method, url(), demoToken, body);
    expect(res.status).toBe(403);
    expect(res.body?.errorMsg).toBe("no permission, please contact the administrator");
  });

  it("POST makes a template with the SPEC §9 defaults (201, ETag, audit row)", async () => {
    const res = await create({ name: "保密", text: "保密 {name}" });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    const mark = res.body?.data as Watermark;
    expect(validateAgainstSchema("watermark.schema.json", mark)).toEqual({ valid: true });
    expect(mark).toMatchObject({ type: "TEXT", rotationAngle: 0, transparency: 0, scale: 100, spacing: 50, staggerDistance: 100, fontSize: 18, fontColor: "#000000", position: "MIDDLE", repeat: true, status: 1, version: 1 });
    expect(mark.id).toMatch(/^\d+$/);
    const audit = await auditOf(mark.id ?? "");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorAccount: "admin", before: null, after: { id: mark.id, text: "保密 {name}" } });
    // Any member reads it by id.
    expect((await call<Watermark>("GET", DETAIL(mark.id ?? ""), demoToken)).body?.data?.text).toBe("保密 {name}");
  });

  it("GET lists the tenant's templates as a page", async () => {
    const res = await call<{ records: Watermark[]; recordTotal: number; totalPage: number }>("GET", `${MARKS()}?pageIndex=1&pageSize=1`, adminToken);
    expect(res.status).toBe(200);
    expect(res.body?.data?.records).toHaveLength(1);
    expect(res.body?.data?.records[0]?.id).toBe("9001");
    expect(res.body?.data?.recordTotal).toBeGreaterThanOrEqual(2);
    expect((await call("GET", `${MARKS()}?pagesize=1`, adminToken)).status).toBe(400);
  });

  const valid = { name: "Picture", type: "PICTURE", picturePath: "/api/file/v4/images/abc.png" };
  it.each([
    ["picturePath", { ...valid, picturePath: 'x") ; position:fixed' }],
    ["picturePath", { ...valid, picturePath: "javascript:alert(1)" }],
    ["picturePath", { ...valid, picturePath: "//evil.example/x.png" }],
    ["picturePath", { ...valid, picturePath: "/\\evil.example/x.png" }],
    ["picturePath", { ...valid, picturePath: "/a b.png" }],
    ["picturePath", { ...valid, picturePath: "/a'.png" }],
    ["picturePath", { ...valid, picturePath: "/a\n.png" }],
    ["picturePath", { ...valid, picturePath: "data:image/png;base64,AAAA" }],
    ["picturePath", { ...valid, picturePath: "https://user:pw@evil.example/x.png" }],
    ["picturePath", { ...valid, picturePath: `https://x.example/${"a".repeat(2100)}` }],
    ["picturePath", { name: "Picture", type: "PICTURE" }],
    ["text", { name: "Text" }],
    ["text", { name: "Text", text: "   " }],
    ["text", { name: "Text", text: "x".repeat(201) }],
    ["name", { text: "x" }],
    ["name", { name: "x".repeat(101), text: "x" }],
    ["fontColor", { name: "x", text: "x", fontColor: "red" }],
    ["fontColor", { name: "x", text: "x", fontColor: "#12345" }],
    ["fontColor", { name: "x", text: "x", fontColor: "#000;background:url(x)" }],
    ["rotationAngle", { name: "x", text: "x", rotationAngle: 400 }],
    ["transparency", { name: "x", text: "x", transparency: -1 }],
    ["scale", { name: "x", text: "x", scale: 0 }],
    ["spacing", { name: "x", text: "x", spacing: "80" }],
    ["fontSize", { name: "x", text: "x", fontSize: 1000 }],
    ["position", { name: "x", text: "x", position: "UP_DOWN" }],
    ["status", { name: "x", text: "x", status: 2 }],
    ["repeat", { name: "x", text: "x", repeat: "yes" }],
    ["type", { name: "x", text: "x", type: "VIDEO" }],
    ["code", { name: "x", text: "x", code: "a b" }],
    ["id", { name: "x", text: "x", id: "123" }],
    ["onclick", { name: "x", text: "x", onclick: "alert(1)" }],
  ])("POST answers 400 naming %s", async (path, body) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(faultPaths(res)).toContain(path);
    expect(res.body?.errorMsg).toContain(path);
    expect(faults(res).every((f) => !/\^|\\/.test(f.message))).toBe(true);
  });

  it.each(["__proto__", "constructor"])("POST answers 400 for a %s key, and nothing is polluted", async (key) => {
    const res = await rawPost(MARKS(), adminToken, `{"name":"x","text":"x","${key}":{"isAdmin":true,"prototype":{"polluted":1}}}`);
    expect(res.status).toBe(400);
    expect(faultPaths(res)).toContain(key);
    expect(({} as Record<string, unknown>)["isAdmin"]).toBeUndefined();
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("POST answers 400 for an oversize body, 413 past the API's limit, and 400 for bad JSON", async () => {
    const big = await create({ name: "x", text: "x", pictureName: "y".repeat(20_000) });
    expect(big.status).toBe(400);
    const huge = await rawPost(MARKS(), adminToken, JSON.stringify({ name: "x", text: "x".repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    const bad = await rawPost(MARKS(), adminToken, '{"name":');
    expect(bad.status).toBe(400);
    const list = await rawPost(MARKS(), adminToken, "[1,2]");
    expect(list.status).toBe(400);
  });

  it("POST takes a PICTURE template with an http(s) URL or a same-origin path", async () => {
    for (const picturePath of ["https://cdn.example.com/mark.png", "/api/file/v4/images/0123"]) {
      const res = await create({ name: "Picture", type: "PICTURE", picturePath, rotationAngle: 30, spacing: 80, position: "UP_LEFT", repeat: false });
      expect(res.status).toBe(201);
      expect(res.body?.data).toMatchObject({ type: "PICTURE", picturePath, rotationAngle: 30, spacing: 80, position: "UP_LEFT", repeat: false });
    }
  });

  it("PUT replaces the fields, raises the version, refuses a stale If-Match (412) and writes the audit", async () => {
    const made = (await create({ name: "Draft", text: "v1" })).body?.data as Watermark;
    const id = made.id ?? "";
    const put = await call<Watermark>("PUT", `${MARKS()}/${id}`, adminToken, { ...made, text: "v2", fontColor: "#C00", rotationAngle: -30 }, { "if-match": '"1"' });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toBe('"2"');
    expect(put.body?.data).toMatchObject({ id, text: "v2", fontColor: "#C00", rotationAngle: -30, version: 2 });
    const stale = await call("PUT", `${MARKS()}/${id}`, adminToken, { name: "Draft", text: "v3" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await call<Watermark>("GET", DETAIL(id), demoToken)).body?.data?.text).toBe("v2");
    const wrongId = await call("PUT", `${MARKS()}/${id}`, adminToken, { name: "Draft", text: "v3", id: "1" });
    expect(wrongId.status).toBe(400);
    expect(faultPaths(wrongId)).toEqual(["id"]);
    expect((await call("PUT", `${MARKS()}/424242`, adminToken, { name: "x", text: "x" })).status).toBe(404);
    expect((await call("PUT", `${MARKS()}/abc`, adminToken, { name: "x", text: "x" })).status).toBe(400);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["update", "create"]);
    expect(audit[0]).toMatchObject({ before: { text: "v1", version: 1 }, after: { text: "v2", version: 2 } });
  });

  it("PUT and DELETE answer 404 for another tenant's template", async () => {
    const acmeMark = (await call<{ records: Watermark[] }>("GET", MARKS(), acmeAdminToken)).body?.data?.records[0]?.id ?? "";
    expect((await call("PUT", `${MARKS()}/${acmeMark}`, adminToken, { name: "x", text: "x" })).status).toBe(404);
    expect((await call("DELETE", `${MARKS()}/${acmeMark}`, adminToken)).status).toBe(404);
  });

  it("DELETE removes a template (412 when stale, audit row), not the one the header theme names (409)", async () => {
    const made = (await create({ name: "Gone", text: "gone" })).body?.data as Watermark;
    const id = made.id ?? "";
    expect((await call("DELETE", `${MARKS()}/${id}`, adminToken, undefined, { "if-match": '"7"' })).status).toBe(412);
    const del = await call("DELETE", `${MARKS()}/${id}`, adminToken, undefined, { "if-match": '"1"' });
    expect(del.status).toBe(200);
    expect((await call("GET", DETAIL(id), demoToken)).status).toBe(404);
    expect((await auditOf(id)).map((a) => [a.action, a.after])).toEqual([["delete", null], ["create", expect.objectContaining({ id })]]);
    const inUse = await call("DELETE", `${MARKS()}/9001`, adminToken);
    expect(inUse.status).toBe(409);
    expect((await call("GET", DETAIL("9001"), demoToken)).status).toBe(200);
  });
});

describe("the header theme's watermarkTemplate names a template (SPEC §3 Header theme)", () => {
  it("refuses text, an unknown id and another tenant's id; takes the tenant's own", async () => {
    expect((await call("PUT", THEME(), adminToken, { watermarkTemplate: "CONFIDENTIAL" })).status).toBe(400);
    expect((await call("PUT", THEME(), adminToken, { watermarkTemplate: "424242" })).status).toBe(400);
    expect((await call("PUT", THEME(), adminToken, { watermarkTemplate: "9002" })).status).toBe(400);
    const made = (await create({ name: "New", text: "new {name}" })).body?.data as Watermark;
    const ok = await call<{ watermarkTemplate: string }>("PUT", THEME(), adminToken, { watermarkTemplate: made.id });
    expect(ok.status).toBe(200);
    expect(ok.body?.data?.watermarkTemplate).toBe(made.id);
    expect((await call("PUT", THEME(), adminToken, { watermarkTemplate: "9001" })).status).toBe(200);
    expect((await call("PUT", THEME(), adminToken, { watermarkSwitch: 1 })).status).toBe(200);
  });
});

describe("POST file/v4/images and GET file/v4/images/{id}", () => {
  const png = solidPng(40, 20);

  it("takes a PNG, answers its content hash as id, and serves it as an image only, cached for ever", async () => {
    const res = await upload(png, "image/png");
    expect(res.status).toBe(201);
    const id = createHash("sha256").update(png).digest("hex");
    expect(res.body?.data).toEqual({ id, url: `/api/file/v4/images/${id}`, contentType: "image/png", size: png.length });
    const again = await upload(png, "application/octet-stream");
    expect(again.status).toBe(200);
    expect(again.body?.data?.id).toBe(id);

    // Served without a token (the login page shows logos), with the stored type.
    const served = await fetch(`${IMAGES()}/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const revalidated = await fetch(`${IMAGES()}/${id}`, { headers: { "if-none-match": `"${id}"` } });
    expect(revalidated.status).toBe(304);
  });

  it("takes JPEG, GIF and WebP by their bytes, whatever the Content-Type says", async () => {
    const jpeg = jpegOfSize(64, 48);
    const gif = gifOfSize({ width: 1, height: 1 });
    const webp = webpLossyOfSize(32, 32);
    for (const [bytes, type] of [[jpeg, "image/jpeg"], [gif, "image/gif"], [webp, "image/webp"]] as const) {
      const res = await upload(bytes, "image/png");
      expect(res.status).toBe(201);
      expect(res.body?.data?.contentType).toBe(type);
      const served = await fetch(`${IMAGES()}/${res.body?.data?.id}`);
      expect(served.headers.get("content-type")).toBe(type);
    }
  });

  it("refuses an SVG, saying why", async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const type of ["image/svg+xml", "image/png"]) {
      const res = await upload(svg, type);
      expect(res.status).toBe(400);
      expect(res.body?.errorMsg).toMatch(/SVG.*script/);
    }
  });

  it("refuses an HTML page sent as a PNG, an empty body and a JSON body", async () => {
    const html = await upload(Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>"), "image/png");
    expect(html.status).toBe(400);
    expect(html.body?.errorMsg).toMatch(/not a PNG, JPEG, GIF or WebP image/);
    expect((await upload(new Uint8Array(), "image/png")).status).toBe(400);
    const json = await rawPost(IMAGES(), adminToken, '{"a":1}');
    expect(json.status).toBe(400);
  });

  it("refuses an image over 512 KiB with 413 and a message", async () => {
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(512 * 1024)]);
    const res = await upload(big, "image/png");
    expect(res.status).toBe(413);
    expect(res.body?.errorMsg).toBe("The image is larger than 512 KiB");
    const count = await running.platform.db.selectFrom("uploaded_files").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
    expect(Number(count?.n)).toBe(4);
  });

  it("refuses an image that declares more than 4096 pixels a side or 4 megapixels, with 400 and the limit in the message, and stores nothing", async () => {
    const count = async () => Number((await running.platform.db.selectFrom("uploaded_files").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst())?.n);
    const before = await count();
    // The probe's picture: a few dozen kilobytes that every member's browser would decode to 1.6 GB.
    const huge = bilevelPng(20_000, 20_000);
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(huge, "image/png");
    expect(res.status).toBe(400);
    expect(res.body?.errorMsg).toBe("The image is 20000 × 20000 pixels: an image may be at most 4096 pixels wide and high and 4,194,304 pixels (4 megapixels) in all");
    for (const [bytes, size] of [
      [jpegOfSize(4097, 10), "4097 × 10"],
      [jpegOfSize(2049, 2048, 0xc2), "2049 × 2048"],
      [gifOfSize({ width: 1, height: 1 }, { width: 300, height: 5000 }), "300 × 5000"],
      [webpLossyOfSize(10, 16_000), "10 × 16000"],
      [webpLosslessOfSize(4096, 1025), "4096 × 1025"],
      [webpExtendedOfSize(20_000, 20_000), "20000 × 20000"],
    ] as const) {
      const refused = await upload(bytes, "image/png");
      expect(refused.status, size).toBe(400);
      expect(refused.body?.errorMsg, size).toMatch(new RegExp(`^The image is ${size} pixels: an image may be at most 4096 pixels wide and high`));
    }
    expect(await count()).toBe(before);
  });

  it("takes an image at the limits: 4096 pixels a side, 4 megapixels in all", async () => {
    for (const bytes of [jpegOfSize(4096, 1024), webpExtendedOfSize(2048, 2048), bilevelPng(1, 4096)]) {
      expect((await upload(bytes, "image/png")).status).toBe(201);
    }
  });

  it("refuses an image whose width and height cannot be read from its header, saying so", async () => {
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
    const noIhdr = Buffer.concat([png.subarray(0, 8), Buffer.from("\0\0\0\rIDAT")]);
    const emptyGif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const bytes of [noFrame, noIhdr, emptyGif, png.subarray(0, 20)]) {
      const res = await upload(bytes, "image/png");
      expect(res.status).toBe(400);
      expect(res.body?.errorMsg).toMatch(/^The image's width and height cannot be read from its header, so it is refused: an image must be whole and at most 4096 pixels wide and high/);
    }
  });

  it("answers 403 to the demo account and 401 without a token", async () => {
    expect((await upload(png, "image/png", demoToken)).status).toBe(403);
    expect((await fetch(IMAGES(), { method: "POST", headers: { "content-type": "image/png" }, body: new Uint8Array(png) })).status).toBe(401);
  });

  it("answers 400 for a bad image id and 404 for an unknown one", async () => {
    expect((await fetch(`${IMAGES()}/..%2F..%2Fetc`)).status).toBe(400);
    expect((await fetch(`${IMAGES()}/${"A".repeat(64)}`)).status).toBe(400);
    expect((await fetch(`${IMAGES()}/${"0".repeat(64)}`)).status).toBe(404);
  });
});

describe("migration 012", () => {
  it("turns a header theme's inline template into a stored TEXT template named by id", async () => {
    const db = running.platform.db;
    await db.deleteFrom("audit_log").where("resource", "=", "watermark").execute();
    await m012.down(db as never);
    await sql`update tenant_configs set value = jsonb_set(value, '{watermarkTemplate}', '"{name} 机密"') where tenant_id = '10002' and kind = 'header-theme'`.execute(db);
    await m012.up(db as never);
    const theme = await db.selectFrom("tenant_configs").select("value").where("tenant_id", "=", "10002").where("kind", "=", "header-theme").executeTakeFirstOrThrow();
    const id = (theme.value as { watermarkTemplate: string }).watermarkTemplate;
    expect(id).toMatch(/^\d+$/);
    const row = await db.selectFrom("watermarks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: "10002", type: "TEXT", text: "{name} 机密", position: "MIDDLE" });
    // 中建智造's theme already named an id: left as it was.
    const zhongjian = await db.selectFrom("tenant_configs").select("value").where("tenant_id", "=", "10001").where("kind", "=", "header-theme").executeTakeFirstOrThrow();
    expect((zhongjian.value as { watermarkTemplate: string }).watermarkTemplate).toBe("9001");
  });
});
