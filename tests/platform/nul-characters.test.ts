import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import type { LogFn } from "#platform/http/context.ts";
import { call, faultPaths, NAMES } from "./admin-calls.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

// PostgreSQL text cannot hold U+0000: a NUL that reached a query was a 500 with the database's
// stack in the log. Every call refuses it as bad input, naming where it was.

const log = vi.fn<LogFn>();
let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true, log });
  api = running.api;
  [demoToken, adminToken] = await Promise.all([
    login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password),
    login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001"),
  ]);
});

afterAll(async () => {
  await running.close();
});

/** Sends JSON text as written: the NUL travels as the escape `\u0000`, as a browser's JSON.stringify writes it. */
async function sendRaw(method: string, url: string, token: string, text: string) {
  const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: text });
  return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string; errorMsg?: string; data: unknown } };
}

describe("a NUL character in a request body", () => {
  it.each([
    ["a recent visit's name", "POST", "/workbench/v4/user-recent-visits", { id: "10001", name: "a\u0000b" }, "name"],
    ["the user's details", "PUT", "/workbench/v4/ti-run/update-custom-info", { username: "演示\u0000用户" }, "username"],
    ["an org search's keyword", "POST", "/org-permission/v4/orgs/search", { keyword: "\u0000", pageIndex: 1, pageSize: 20 }, "keyword"],
    ["a string in an array of objects", "POST", "/org-permission/v4/orgs/search", { status: ["1"], items: [{ title: "ok" }, { title: "x\u0000" }] }, "items/1/title"],
    ["a key", "POST", "/org-permission/v4/orgs/search", { "ke\u0000y": "x" }, "ke\\u0000y"],
  ])("answers 400 naming the field: %s", async (_case, method, path, body, field) => {
    log.mockClear();
    const res = await call(method, `${api}${path}`, demoToken, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "400" });
    expect(faultPaths(res)).toEqual([field]);
    expect(res.body?.errorMsg).toBe(`${field}: must not contain the NUL character (U+0000)`);
    expect(log).not.toHaveBeenCalledWith("error", expect.anything(), expect.anything());
  });

  it("answers 400 on an admin write before the write is read, and changes nothing", async () => {
    log.mockClear();
    const url = `${api}/workbench/v4/admin/entries/quick-entries`;
    const before = await call("GET", url, adminToken);
    const body = { code: "quick.nul", nameAllLang: NAMES("周报", "Weekly\u0000report", "Veckorapport"), url: "/apps/weekly/", openType: 0, thumbnailType: "ICON", iconClass: "icon-file" };
    const res = await sendRaw("POST", url, adminToken, JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe("nameAllLang/en: must not contain the NUL character (U+0000)");
    expect((await call("GET", url, adminToken)).body).toEqual(before.body);
    expect(log).not.toHaveBeenCalledWith("error", expect.anything(), expect.anything());
  });

  it("takes the same text without the NUL", async () => {
    const res = await call("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, demoToken, { username: "演示用户" });
    expect(res.status).toBe(200);
  });
});

describe("a NUL character in a query parameter", () => {
  it("answers 400 naming the parameter", async () => {
    log.mockClear();
    const res = await getJson(`${api}/general-dictionary/v4/dict-items/list-by-dict-full-code?dictFullCode=pmpp.%00`, demoToken, { "x-product-code": "pmpp" });
    expect(res.status).toBe(400);
    expect(res.body?.errorMsg).toBe("Query parameter dictFullCode must not contain the NUL character (U+0000)");
    const nested = await getJson(`${api}/workbench/v4/user-recent-visits/list?filter[name]=%00`, demoToken);
    expect(nested.status).toBe(400);
    expect(nested.body?.errorMsg).toBe("Query parameter filter/name must not contain the NUL character (U+0000)");
    expect(log).not.toHaveBeenCalledWith("error", expect.anything(), expect.anything());
  });

  it("answers 400 for a NUL in the path", async () => {
    const res = await getJson(`${api}/product/v4/help-urls%00`, demoToken);
    expect(res.status).toBe(400);
    expect(res.body?.errorMsg).toBe("The path must not contain the NUL character (U+0000)");
  });
});
