import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_SAVE_DELAY_MS } from "#app/features/admin-console/use-config-draft.ts";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { DEFAULT_RATE_LIMITS, RateLimits } from "#platform/security/rate-limit.ts";
import { call, NAMES } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";
import { solidPng } from "./png.ts";

/**
 * ADR 048: a tenant admin's writes in a tenant are counted, with the real defaults, in the
 * database every node shares (ADR 030), and answered 429 with Retry-After once spent.
 */
let running: RunningPlatform;
let api: string;
let adminToken: string;
let coadminToken: string;
let acmeAdminToken: string;

const DRAFT = () => `${api}/param/v4/tenant-config/header-theme/draft`;
const { adminWritesPerAdmin, adminWriteWindowSeconds } = DEFAULT_RATE_LIMITS;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  [adminToken, coadminToken, acmeAdminToken] = await Promise.all([
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"),
    login(api, "coadmin", DEMO_ACCOUNTS.coadmin.password, "10001"),
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10002"),
  ]);
});

afterAll(async () => {
  await running.close();
});

const saveDraft = (token: string, systemName: string) => call("PUT", DRAFT(), token, { value: { systemName }, basedOn: 1 });

describe("admin writes per admin and tenant (ADR 048)", () => {
  it("leaves room for a minute of the console's draft saves while typing", () => {
    // The console saves a draft DRAFT_SAVE_DELAY_MS after the last change, one save at a time.
    expect(adminWritesPerAdmin / adminWriteWindowSeconds).toBeGreaterThanOrEqual(1000 / DRAFT_SAVE_DELAY_MS);
  });

  it("refuses the write past the limit with 429, Retry-After and the envelope; reads still pass", async () => {
    for (let i = 1; i <= adminWritesPerAdmin; i++) {
      const saved = await saveDraft(adminToken, `typed ${i}`);
      expect(saved.status, `save ${i}`).toBe(200);
    }
    const refused = await saveDraft(adminToken, "one too many");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(adminWriteWindowSeconds);
    expect(refused.body).toEqual({
      success: false,
      data: { retryAfterSeconds: retryAfter },
      errorCode: "429",
      errorMsg: `Too many changes: an admin may make ${adminWritesPerAdmin} changes in a tenant every ${adminWriteWindowSeconds} seconds; try again in ${retryAfter} seconds`,
    });
    const draft = await call<{ value: { systemName: string } }>("GET", DRAFT(), adminToken);
    expect(draft.status).toBe(200);
    expect(draft.body?.data?.value.systemName).toBe(`typed ${adminWritesPerAdmin}`);
  });

  it.each<[string, string, () => string, unknown]>([
    ["an announcement", "POST", () => `${api}/message/v4/announcements`, { kind: "alert", level: "normal", orgId: null, titleAllLang: { en: "Spent" }, contentAllLang: { en: "Spent" } }],
    ["an entry", "POST", () => `${api}/workbench/v4/admin/entries/help-urls`, { nameAllLang: NAMES("帮助", "Help", "Hjälp"), url: "https://help.example.com/", productCode: "pmpp", integrateType: 1 }],
    ["an image", "POST", () => `${api}/file/v4/images`, solidPng(2, 2)],
    ["a menu", "POST", () => `${api}/product/v4/menus`, { nameAllLang: NAMES("菜单", "Menu", "Meny") }],
    ["an app", "POST", () => `${api}/product/v4/micro-apps`, { id: "spent", nameAllLang: NAMES("甲", "A", "A"), entry: "/apps/a/", kind: "iframe" }],
    ["a draft dropped", "DELETE", () => DRAFT(), undefined],
    ["a publish", "POST", () => `${api}/param/v4/tenant-config/header-theme/publish`, {}],
    ["a rollback", "POST", () => `${api}/param/v4/tenant-config/header-theme/rollback`, { version: 1 }],
    ["a tenant setting", "PUT", () => `${api}/param/v4/theme-settings/header`, { systemName: "Spent" }],
    ["a watermark template", "POST", () => `${api}/report-center/v4/mark`, { name: "Spent", text: "Spent" }],
  ])("counts %s as a write: refused once the limit is spent", async (_what, method, url, body) => {
    const res = Buffer.isBuffer(body)
      ? await fetch(url(), { method, headers: { authorization: `Bearer ${adminToken}`, "content-type": "image/png" }, body: new Uint8Array(body) })
      : await fetch(url(), { method, headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("slows neither another admin of the tenant nor the same admin in another tenant", async () => {
    expect((await saveDraft(coadminToken, "the other admin")).status).toBe(200);
    expect((await saveDraft(acmeAdminToken, "another tenant")).status).toBe(200);
  });

  it("is counted in the database: another node over it refuses the same admin too", async () => {
    const otherNode = new RateLimits(running.platform.db);
    expect(await otherNode.adminWrite("10001", DEMO_ACCOUNTS.admin.userId)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await otherNode.adminWrite("10001", DEMO_ACCOUNTS.coadmin.userId)).toBeNull();
  });
});
