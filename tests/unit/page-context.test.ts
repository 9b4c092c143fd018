import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTEXT_CHANGED_HEADER, PAGE_CONTEXT_HEADER } from "#app/kit/page-context.ts";
import { CSRF_HEADER, forwardToPlatform } from "#app/platform-api/bff/forward.server.ts";
import { switchTenant } from "#app/features/tenant/switch-tenant.server.ts";
import { pageContextOf } from "#app/session/page-context.server.ts";
import { commitSession, type PortalSession } from "#app/session/session.server.ts";
import { pageContextGuard } from "../../server/page-context.ts";
import { cookiePair, platformLogin, startTestPlatform, type TestPlatform } from "./support/platform-server.ts";

/**
 * ADR 033, SPEC §3 per-tab context, §4 Tenant switch: a page's calls name the context it was
 * drawn for; after the session moved to another tenant (in another tab), the BFF and the
 * portal's own routes refuse them with 409 and nothing reaches the platform.
 */
const PORTAL = "http://portal.test";
const DRAWINGS = { menuName: "图纸管理", productCode: "gepm", appCode: "gepm-web", menuAuthCode: "gepm.design.drawings", sourceType: "menu" };

let tp: TestPlatform;
let zhongjian: PortalSession;
let acme: PortalSession;

beforeAll(async () => {
  tp = await startTestPlatform();
  const login = await platformLogin(tp.api, "demo");
  zhongjian = { loginToken: login.userToken, tenantId: login.tenantId, loginTenantId: login.tenantId, userId: login.userId, issuedAt: Date.now() };
  const switched = await switchTenant(zhongjian, "10002", "tenant");
  if (!switched.ok) throw new Error(`tenant switch failed: ${switched.messageKey}`);
  acme = switched.session;
});

afterAll(async () => {
  await tp.close();
});

const cookieOf = (session: PortalSession) => cookiePair(commitSession(new Request(PORTAL), session));

/** A call through the BFF as a page makes it: the session's cookie and the page's context. */
function call(splat: string, session: PortalSession, pageContext: string | null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookieOf(session));
  if (pageContext) headers.set(PAGE_CONTEXT_HEADER, pageContext);
  if (init.method && init.method !== "GET") {
    headers.set("origin", PORTAL);
    headers.set(CSRF_HEADER, "1");
    headers.set("content-type", "application/json");
  }
  return forwardToPlatform(new Request(`${PORTAL}/api/${splat}`, { ...init, headers }), splat);
}

async function acmeCollections(): Promise<string[]> {
  const res = await call("workbench/v4/user-collections", acme, pageContextOf(acme));
  const body = (await res.json()) as { data: { menuAuthCode: string }[] };
  return body.data.map((item) => item.menuAuthCode);
}

describe("the BFF serves a page only the context it was drawn for (ADR 033)", () => {
  it("the contexts of two tenants differ; the same tenant's sessions share one", () => {
    expect(pageContextOf(zhongjian)).not.toBe(pageContextOf(acme));
    expect(pageContextOf({ ...zhongjian, loginToken: "another token", issuedAt: 1 })).toBe(pageContextOf(zhongjian));
  });

  it("a page drawn for 中建 after the session moved to Acme: its write is refused with 409 and nothing is written into Acme", async () => {
    const before = await acmeCollections();
    const res = await call("workbench/v4/user-collections", acme, pageContextOf(zhongjian), { method: "POST", body: JSON.stringify(DRAWINGS) });
    expect(res.status).toBe(409);
    expect(res.headers.get(CONTEXT_CHANGED_HEADER)).toBe("1");
    expect(await res.json()).toMatchObject({ success: false, errorCode: "409", errorMsg: expect.stringMatching(/another window/) });
    expect(await acmeCollections()).toEqual(before);
  });

  it("its reads are refused too: the user of Acme is not shown under 中建's header", async () => {
    const res = await call("uaa/user", acme, pageContextOf(zhongjian));
    expect(res.status).toBe(409);
  });

  it("a page of the session's context is served, as is a call that names no page", async () => {
    expect((await call("uaa/user", acme, pageContextOf(acme))).status).toBe(200);
    expect((await call("uaa/user", acme, null)).status).toBe(200);
  });
});

describe("the portal's own routes (.data, actions) under the same rule (server/page-context.ts)", () => {
  let server: Server;
  let base: string;
  let ran = 0;
  beforeAll(async () => {
    const app = express();
    app.use(pageContextGuard());
    app.post("/portal/session/identity.data", (_req, res) => {
      ran += 1;
      res.setHeader("set-cookie", commitSession(new Request(base), acme));
      res.json({ ok: true });
    });
    app.get("/portal/1.data", (_req, res) => {
      ran += 1;
      res.json({ ok: true });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const cookieAt = (session: PortalSession) => cookiePair(commitSession(new Request(base), session));

  it("a stale page's loader call is answered 409 before the loader runs", async () => {
    ran = 0;
    const res = await fetch(`${base}/portal/1.data`, { headers: { cookie: cookieAt(acme), [PAGE_CONTEXT_HEADER]: pageContextOf(zhongjian) } });
    expect(res.status).toBe(409);
    expect(res.headers.get(CONTEXT_CHANGED_HEADER)).toBe("1");
    expect(ran).toBe(0);
  });

  it("an action of the page's own context that stores a new session tells the page its new context", async () => {
    ran = 0;
    const res = await fetch(`${base}/portal/session/identity.data`, { method: "POST", headers: { cookie: cookieAt(zhongjian), [PAGE_CONTEXT_HEADER]: pageContextOf(zhongjian) } });
    expect(res.status).toBe(200);
    expect(ran).toBe(1);
    expect(res.headers.get(PAGE_CONTEXT_HEADER)).toBe(pageContextOf(acme));
  });
});
