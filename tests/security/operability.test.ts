import { readFileSync } from "node:fs";
import path from "node:path";
import type express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv, provideEnv } from "#app/kit/env.server";
import { log, setLogDestination } from "#app/kit/log.server";
import { deriveKey, open } from "#app/session/crypto.server";
import { DEMO_ACCOUNTS } from "#platform/index";
import { metricsEndpoint } from "../../server/observability";
import { sessionCookie, startPortal, type Portal } from "../e2e/browser";

/** Operability of the one server (ADR 032, ARCHITECTURE §9): request ids, access lines, health, metrics, key ring. */

let portal: Portal;
let cookie: string;
const lines: Record<string, unknown>[] = [];
let previousDestination: ReturnType<typeof setLogDestination>;
const previousLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  process.env.LOG_LEVEL = "info";
  previousDestination = setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  portal = await startPortal();
  cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
});

afterAll(async () => {
  await portal.close().catch(() => undefined);
  setLogDestination(previousDestination);
  process.env.LOG_LEVEL = previousLevel;
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe("request ids and access lines", () => {
  it("a sane incoming x-request-id is echoed, and every platform call of the page carries it to the platform", async () => {
    const answer = await fetch(`${portal.url}/portal/1/`, { headers: { cookie, "x-request-id": "page-load-0001" } });
    await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("page-load-0001");
    const platformLines = linesOf("page-load-0001").filter((line) => String(line.url).startsWith("/platform/api/"));
    expect(platformLines.map((line) => line.url)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/platform\/api\/uaa\/user/)]));
    // The portal's own access line: one per request.
    expect(linesOf("page-load-0001").filter((line) => line.url === "/portal/1/" && line.message === "request")).toHaveLength(1);
  });

  it("a BFF call carries the id to the platform too; an id that is not sane is replaced by a new one", async () => {
    const bff = await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie, "x-request-id": "bff-call-0001" } });
    await bff.text();
    expect(linesOf("bff-call-0001").some((line) => line.url === "/platform/api/uaa/user" && line.status === 200)).toBe(true);
    const odd = await fetch(`${portal.url}/healthz`, { headers: { "x-request-id": "two words; and more" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("access lines never carry cookies, authorization or tokens", async () => {
    const secret = "SeCrEtToKeN-1234567890abcdef";
    const answer = await fetch(`${portal.url}/api/uaa/user?userToken=${secret}&local_token=${secret}`, {
      headers: { cookie, authorization: `Bearer ${secret}`, "x-request-id": "redaction-0001" },
    });
    await answer.text();
    const text = JSON.stringify(linesOf("redaction-0001"));
    expect(linesOf("redaction-0001").length).toBeGreaterThan(0);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(cookie.split("=")[1]!);
    expect(text).toContain("userToken=%5BRedacted%5D");
    log("warn", "a line with secrets in its fields", { userToken: secret, detail: { cookie, authorization: secret } });
    const fields = JSON.stringify(lines.at(-1));
    expect(fields).not.toContain(secret);
    expect(fields).toContain("[Redacted]");
  });

  it("an unknown path is one warning line without a stack; so is a malformed address", async () => {
    for (const [id, address, status] of [["unknown-0001", "/no-such-page/", 404], ["malformed-0001", "/%E0%A4%A", 400]] as const) {
      const answer = await fetch(`${portal.url}${address}`, { headers: { "x-request-id": id } });
      await answer.text();
      expect(answer.status).toBe(status);
      const loud = linesOf(id).filter((line) => line.level === "warn" || line.level === "error");
      expect(loud).toHaveLength(1);
      expect(loud[0]!.level).toBe("warn");
      expect(JSON.stringify(loud[0])).not.toMatch(/\\n\s+at /);
    }
  });
});

describe("metrics", () => {
  it("/metrics names request durations by route, platform calls by call, cache lookups and active sessions", async () => {
    await (await fetch(`${portal.url}/portal/1/`, { headers: { cookie } })).text();
    const answer = await fetch(`${portal.url}/metrics`);
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="GET",route="routes\/portal\.\$menuId",status="200"\} \d+/);
    expect(text).toMatch(/portal_platform_call_duration_seconds_count\{call="GET \/uaa\/user",outcome="200"\} \d+/);
    for (const cache of ["rendered-documents", "session-reads", "tenant-config", "menus", "ssr-styles"]) expect(text).toMatch(new RegExp(`portal_cache_lookups_total\\{cache="${cache}",result="(hit|miss)"\\} \\d+`));
    expect(Number(/^portal_active_sessions (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
  });

  it("is refused to a request that came through a proxy and to an address not allowed", async () => {
    const proxied = await fetch(`${portal.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(403);
    const answer = (remoteAddress: string, allow: string[]) => {
      let status = 0;
      const res = { status: (code: number) => ((status = code), res), set: () => res, type: () => res, send: () => res } as unknown as express.Response;
      metricsEndpoint(allow)({ socket: { remoteAddress }, headers: {} } as express.Request, res, () => undefined);
      return status;
    };
    expect(answer("10.1.2.3", [])).toBe(403);
    expect(answer("10.1.2.3", ["10.9.9.9"])).toBe(403);
    expect(answer("::ffff:10.1.2.3", ["10.1.2.3"])).not.toBe(403);
  });
});

describe("the session key ring", () => {
  it("a cookie sealed with the old secret still reads after rotation; new cookies are sealed with the new one", async () => {
    const oldSecret = readFileSync(path.join(portal.dataDir, "session-secret"), "utf8").trim();
    const newSecret = "n".repeat(20) + "ew-session-secret-0123456789";
    const before = getEnv();
    provideEnv({ ...before, sessionSecret: newSecret, previousSessionSecrets: [oldSecret] });
    try {
      const user = await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie } });
      expect(user.status).toBe(200);
      expect(((await user.json()) as { data: { id: string } }).data.id).toBe(DEMO_ACCOUNTS.demo.userId);
      const fresh = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
      const sealed = fresh.slice(fresh.indexOf("=") + 1);
      expect(open(deriveKey(newSecret), sealed)).not.toBeNull();
      expect(open(deriveKey(oldSecret), sealed)).toBeNull();
      // Without the old secret in the ring, the old cookie no longer opens.
      provideEnv({ ...before, sessionSecret: newSecret, previousSessionSecrets: [] });
      expect((await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie } })).status).toBe(401);
    } finally {
      provideEnv(before);
    }
  });
});

describe("health and readiness", () => {
  it("/healthz answers 200; /readyz answers 200 while the database answers and 503 once it does not", async () => {
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
    await portal.platform!.db.destroy();
    const down = await fetch(`${portal.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable" });
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
  });
});
