import { describe, expect, it } from "vitest";
import { call, NAMES, type Answer } from "./admin-calls.ts";
import { platformWithAdmin } from "./helpers.ts";

/**
 * ADR 048: an admin write names the version it was made on. `If-Match: *` ("whatever is there")
 * would let a change made on a stale read overwrite a newer one unseen, so every admin write
 * answers it with 428 and a message, and changes nothing.
 */
const env = platformWithAdmin();

const ANY = { "if-match": "*" };

function expectRefused(answer: Answer<unknown>): void {
  expect(answer.status).toBe(428);
  expect(answer.body).toMatchObject({ success: false, errorCode: "428" });
  expect(answer.body?.errorMsg).toMatch(/^If-Match: \* is refused: a change to .+ must name the version it was made on/);
}

/** Made by the admin; answers the record's URL and its ETag. */
async function made(url: string, body: Record<string, unknown>, idOf: (data: Record<string, unknown>) => string): Promise<{ url: string; etag: string }> {
  const res = await call<Record<string, unknown>>("POST", url, env.adminToken, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { url: `${url}/${idOf(res.body?.data ?? {})}`, etag: res.headers.get("etag") ?? "" };
}

describe("If-Match: * on an admin write (ADR 048)", () => {
  it("a registered app is neither changed nor removed", async () => {
    const app = await made(`${env.api}/product/v4/micro-apps`, { id: "any-version", nameAllLang: NAMES("甲", "A", "A"), entry: "/apps/a/", kind: "iframe" }, (d) => String(d.id));
    expectRefused(await call("PUT", app.url, env.adminToken, { nameAllLang: NAMES("乙", "B", "B"), entry: "/apps/b/", kind: "iframe" }, ANY));
    expectRefused(await call("DELETE", app.url, env.adminToken, undefined, { "if-match": `"9", *` }));
    const now = await call<{ entry: string; version: number }>("GET", app.url, env.adminToken);
    expect(now.body?.data).toMatchObject({ entry: "/apps/a/", version: 1 });
    // The version it was read at still goes ahead.
    expect((await call("PUT", app.url, env.adminToken, { nameAllLang: NAMES("乙", "B", "B"), entry: "/apps/b/", kind: "iframe" }, { "if-match": app.etag })).status).toBe(200);
  });

  it("a watermark template is neither changed nor removed", async () => {
    const mark = await made(`${env.api}/report-center/v4/mark`, { name: "Any", text: "v1" }, (d) => String(d.id));
    expectRefused(await call("PUT", mark.url, env.adminToken, { name: "Any", text: "v2" }, ANY));
    expectRefused(await call("DELETE", mark.url, env.adminToken, undefined, ANY));
    const now = await call<{ text: string; version: number }>("GET", `${mark.url}/detail`, env.adminToken);
    expect(now.body?.data).toMatchObject({ text: "v1", version: 1 });
  });

  it("an announcement is neither changed, withdrawn nor removed", async () => {
    const body = {
      kind: "alert",
      level: "important",
      orgId: null,
      titleAllLang: { en: "Power cut" },
      contentAllLang: { en: "No power on Saturday." },
      publishFrom: new Date(Date.now() - 60_000).toISOString(),
      publishUntil: null,
    };
    const announcement = await made(`${env.api}/message/v4/announcements`, body, (d) => String(d.id));
    expectRefused(await call("PUT", announcement.url, env.adminToken, { ...body, titleAllLang: { en: "Lost update" } }, ANY));
    expectRefused(await call("POST", `${announcement.url}/withdraw`, env.adminToken, undefined, ANY));
    expectRefused(await call("DELETE", announcement.url, env.adminToken, undefined, ANY));
    const now = await call<{ titleAllLang: Record<string, string>; status: string; version: number }>("GET", announcement.url, env.adminToken);
    expect(now.body?.data).toMatchObject({ titleAllLang: { en: "Power cut" }, status: "live", version: 1 });
  });

  it("an entry list is not written", async () => {
    const list = `${env.api}/workbench/v4/admin/entries/help-urls`;
    const before = await call<{ version: number; records: unknown[] }>("GET", list, env.adminToken);
    expectRefused(await call("POST", list, env.adminToken, { nameAllLang: NAMES("常见问题", "FAQ", "Vanliga frågor"), url: "https://help.example.com/faq", productCode: "pmpp", integrateType: 1 }, ANY));
    const after = await call<{ version: number; records: unknown[] }>("GET", list, env.adminToken);
    expect(after.body?.data).toEqual(before.body?.data);
  });

  it("a tenant config is neither published nor rolled back", async () => {
    const theme = `${env.api}/param/v4/theme-settings/header`;
    const before = await call<Record<string, unknown>>("GET", theme, env.adminToken);
    expectRefused(await call("PUT", theme, env.adminToken, { systemName: "Lost update" }, ANY));
    expectRefused(await call("POST", `${env.api}/param/v4/tenant-config/header-theme/rollback`, env.adminToken, { version: 1 }, ANY));
    const after = await call<Record<string, unknown>>("GET", theme, env.adminToken);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(after.body?.data).toEqual(before.body?.data);
  });
});
