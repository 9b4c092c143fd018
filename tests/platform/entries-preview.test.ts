import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call, NAMES } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * The console's preview of entry-list drafts (ADR 057, ADR 020 "Preview"): a reader of an entry
 * list answers the caller's draft only on a read the BFF marked as the admin's preview
 * (`x-admin-preview`), and only to the tenant's admin; a member, or a read without the mark,
 * gets the published list.
 */

let running: RunningPlatform;
let api: string;
let adminToken: string;
let demoToken: string;

const PREVIEW = { "x-admin-preview": "1" };
const ENTRIES = (kind: string, rest = "") => `${api}/workbench/v4/admin/entries/${kind}${rest}`;

interface Named {
  id: string;
  name: string;
  [field: string]: unknown;
}

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  [adminToken, demoToken] = await Promise.all([login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"), login(api, "demo", DEMO_ACCOUNTS.demo.password, "10001")]);
});

afterAll(async () => {
  await running.close();
});

async function names<T>(url: string, token: string, headers: Record<string, string>, pick: (data: T) => Named[] = (data) => data as Named[]): Promise<string[]> {
  const res = await call<T>("GET", url, token, undefined, headers);
  expect(res.status).toBe(200);
  return pick(res.body!.data!).map((entry) => entry.name);
}

describe("entry-list drafts in the admin's preview (ADR 057)", () => {
  it("the quick entries read answers the admin's draft with the preview mark only, never to a member", async () => {
    const list = (await call<{ version: number; records: Named[] }>("GET", ENTRIES("quick-entries"), adminToken)).body!.data!;
    const added = { code: "quick.preview.new", nameAllLang: NAMES("预览新入口", "Preview entry", "Förhandsvisad ingång"), url: "/apps/preview/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" };
    const saved = await call("PUT", ENTRIES("quick-entries", "/draft"), adminToken, { value: [...list.records, added], basedOn: list.version });
    expect(saved.status).toBe(200);
    const current = `${api}/workbench/v4/portal-menus/quick-Entrances/current`;

    const preview = await call<Named[]>("GET", current, adminToken, undefined, PREVIEW);
    expect(preview.body!.data!.map((e) => e.name)).toEqual([...list.records.map((r) => r.name), "预览新入口"]);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    // Without the mark, the admin's own portal shows the published list.
    expect(await names(current, adminToken, {})).not.toContain("预览新入口");
    // A member never sees a draft, mark or not.
    expect(await names(current, demoToken, PREVIEW)).not.toContain("预览新入口");
    expect(await names(current, demoToken, {})).not.toContain("预览新入口");

    // A workbench reads its quick-entry group by id: the group the console edits (81001) shows the draft; another group does not.
    const edited = `${api}/workbench/v4/portal-menus/quick-Entrances/81001/list`;
    expect(await names(edited, adminToken, PREVIEW)).toContain("预览新入口");
    expect(await names(edited, adminToken, {})).not.toContain("预览新入口");
    expect(await names(edited, demoToken, PREVIEW)).not.toContain("预览新入口");
    expect(await names(`${api}/workbench/v4/portal-menus/quick-Entrances/81002/list`, adminToken, PREVIEW)).not.toContain("预览新入口");
  });

  it("the side entries of the portal config answer the admin's draft with the preview mark only", async () => {
    const list = (await call<{ version: number; records: Named[] }>("GET", ENTRIES("side-entries"), adminToken)).body!.data!;
    const renamed = { ...list.records[0], nameAllLang: NAMES("预览侧边入口", "Preview side entry", "Förhandsvisad sidoingång") };
    expect((await call("PUT", ENTRIES("side-entries", "/draft"), adminToken, { value: [renamed, ...list.records.slice(1)], basedOn: list.version })).status).toBe(200);
    const config = `${api}/workbench/v4/portal-param-values/portal-config`;
    const sideEntries = (data: { sideEntries: Named[] }) => data.sideEntries;

    expect((await names(config, adminToken, PREVIEW, sideEntries))[0]).toBe("预览侧边入口");
    expect(await names(config, adminToken, {}, sideEntries)).not.toContain("预览侧边入口");
    expect(await names(config, demoToken, PREVIEW, sideEntries)).not.toContain("预览侧边入口");
  });

  it("the dashboards and help links reads answer the admin's draft with the preview mark only", async () => {
    const dashboards = (await call<{ version: number; records: Named[] }>("GET", ENTRIES("dashboards"), adminToken)).body!.data!;
    const board = { nameAllLang: NAMES("预览看板", "Preview board", "Förhandsvisad tavla"), icon: "icon-chart", contentUrl: "/apps/board/" };
    expect((await call("PUT", ENTRIES("dashboards", "/draft"), adminToken, { value: [...dashboards.records, board], basedOn: dashboards.version })).status).toBe(200);
    const boards = `${api}/workbench/v4/dashboards/list`;
    expect(await names(boards, adminToken, PREVIEW)).toContain("预览看板");
    expect(await names(boards, adminToken, {})).not.toContain("预览看板");
    expect(await names(boards, demoToken, PREVIEW)).not.toContain("预览看板");

    const links = (await call<{ version: number; records: Named[] }>("GET", ENTRIES("help-urls"), adminToken)).body!.data!;
    const link = { nameAllLang: NAMES("预览帮助", "Preview help", "Förhandsvisad hjälp"), url: "/help/preview.html", productCode: "pmpp", integrateType: 1 };
    expect((await call("PUT", ENTRIES("help-urls", "/draft"), adminToken, { value: [...links.records, link], basedOn: links.version })).status).toBe(200);
    const help = `${api}/product/v4/help-urls?productCode=pmpp`;
    expect(await names(help, adminToken, PREVIEW)).toContain("预览帮助");
    expect(await names(help, adminToken, {})).not.toContain("预览帮助");
    expect(await names(help, demoToken, PREVIEW)).not.toContain("预览帮助");
  });
});
