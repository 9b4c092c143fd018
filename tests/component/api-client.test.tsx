import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSend, ApiError, SessionExpiredError } from "#app/platform-api/client";
import { validate } from "#app/kit/schemas/validator";
import { ALL_ORGS, PROJECT_STATUSES, PROJECTS, generateOrgTree } from "#tests/mocks/fixtures/orgs";
import { MANY_TENANTS, PARTICIPANT_IDENTITIES, TENANT_IDENTITY, TENANTS } from "#tests/mocks/fixtures/tenants";
import { handlers } from "#tests/mocks/handlers";

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("api client", () => {
  it("returns the data of a successful envelope", async () => {
    const tenants = await apiGet<{ id: string }[]>("tenant-user/v4/tenants/list-cur-user");
    expect(tenants.map((t) => t.id)).toEqual(TENANTS.map((t) => t.id));
  });

  it("sends JSON with the CSRF header on mutations", async () => {
    let seen: { type: string | null; csrf: string | null; body: unknown } | null = null;
    server.use(
      http.post("*/api/echo", async ({ request }) => {
        seen = { type: request.headers.get("content-type"), csrf: request.headers.get("x-portal-request"), body: await request.json() };
        return HttpResponse.json({ success: true, data: "ok" });
      }),
    );
    await expect(apiSend("POST", "echo", { a: 1 })).resolves.toBe("ok");
    expect(seen).toEqual({ type: "application/json", csrf: "1", body: { a: 1 } });
  });

  it("passes extra headers on a GET (x-product-code)", async () => {
    const statuses = await apiGet<unknown[]>("general-dictionary/v4/dict-items/list-by-dict-full-code?dictFullCode=pmpp.xmztdict&status=1", { headers: { "x-product-code": "pmpp" } });
    expect(statuses).toHaveLength(PROJECT_STATUSES.length);
  });

  it("throws ApiError with status, code and message on success: false", async () => {
    const error = await apiSend("POST", "identification/users/verify-tenant/relist", { password: "wrong" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "2113", message: "Incorrect account or password" });
  });

  it("throws ApiError on a 200 envelope with success: false", async () => {
    server.use(http.get("*/api/soft-fail", () => HttpResponse.json({ success: false, data: null, errorCode: 2201, errorMsg: "disabled" })));
    await expect(apiGet("soft-fail")).rejects.toMatchObject({ status: 200, code: "2201", message: "disabled" });
  });

  it("throws SessionExpiredError on any 401", async () => {
    server.use(http.get("*/api/expired", () => HttpResponse.json({ success: false, data: null, errorCode: "401", errorMsg: "Login information has expired, please log in again" }, { status: 401 })));
    const error = await apiGet("expired").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: "Login information has expired, please log in again" });
  });

  it("throws ApiError when the answer is not JSON", async () => {
    server.use(http.get("*/api/html", () => new HttpResponse("<html>", { status: 502, headers: { "content-type": "text/html" } })));
    await expect(apiGet("html")).rejects.toMatchObject({ status: 502, code: "502" });
  });
});

describe("mock fixtures match the schemas", () => {
  it.each([
    ["tenant-list", TENANTS],
    ["tenant-list", MANY_TENANTS],
  ] as const)("%s", (schema, data) => {
    expect(validate(schema, data)).toEqual({ ok: true });
  });
  it("org nodes and projects", () => {
    for (const org of [...ALL_ORGS, ...PROJECTS]) expect(validate("org-node", org)).toEqual({ ok: true });
  });
  it("generated org tree nodes", () => {
    const { root, children } = generateOrgTree(500);
    for (const org of [root, ...Object.values(children).flat()]) expect(validate("org-node", org)).toEqual({ ok: true });
  });
  it("project statuses", () => {
    for (const status of PROJECT_STATUSES) expect(validate("project-status", status)).toEqual({ ok: true });
  });
  it("participant identities", () => {
    for (const identity of [...PARTICIPANT_IDENTITIES, TENANT_IDENTITY]) expect(validate("participant-identity", identity)).toEqual({ ok: true });
  });
  it("search and project answers are pages of org nodes", async () => {
    const search = await apiSend<unknown>("POST", "org-permission/v4/orgs/search", { keyword: "项目", pageIndex: 1, pageSize: 50 });
    expect(validate("page", search)).toEqual({ ok: true });
    const projects = await apiSend<{ records: unknown[] }>("POST", "org-permission/v4/projects/list-page-child-project", { keyword: "", status: [], pageIndex: 1, pageSize: 50, includeProjectExtendData: true });
    expect(validate("page", projects)).toEqual({ ok: true });
    for (const p of projects.records) expect(validate("org-node", p)).toEqual({ ok: true });
  });
});
