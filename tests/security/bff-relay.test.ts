import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { solidPng } from "../platform/png";
import { rawRequest } from "../support/raw-http";
import { platformToken, signedIn, startPortal, type Portal } from "./support";

/**
 * What the BFF (`/api/*`) answers on the real server, whatever the method: HEAD as GET without a
 * body, 405 with Allow for a method the portal does not answer (never forwarded, never a 500),
 * and a relayed file's security headers once each (ARCHITECTURE §6; ADR 028).
 */
let portal: Portal;
let cookie: string;
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  cookie = await signedIn(portal);
});
afterAll(async () => {
  await portal?.close();
});

/** A CONNECT as a proxy client sends it; the whole answer as text ("" when the socket closes unanswered). */
function connectRequest(origin: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve(answer) : reject(error)));
  });
}

describe("methods at /api", () => {
  it("HEAD answers as GET does, without a body", async () => {
    const get = await rawRequest(portal.url, "/api/uaa/user", { headers: { cookie } });
    const head = await rawRequest(portal.url, "/api/uaa/user", { method: "HEAD", headers: { cookie } });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body.length).toBe(0);
  });

  it.each(["TRACE", "PROPFIND", "MKCOL"])("%s answers 405 with Allow, not a server fault", async (method) => {
    for (const path of ["/api/uaa/user", "/portal/1/", "/login/"]) {
      const answer = await rawRequest(portal.url, path, { method, headers: { cookie, "x-portal-request": "1", origin: portal.url } });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBe(ALLOW);
      expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ success: false, data: null, errorCode: "405", errorMsg: "Method not allowed" });
      // The server's own headers are on the refusal too.
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("CONNECT answers 405 with Allow (the portal is no proxy)", async () => {
    const answer = await connectRequest(portal.url);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain(`\r\nAllow: ${ALLOW}\r\n`);
  });
});

describe("a file relayed by the BFF", () => {
  it("carries nosniff, Cross-Origin-Resource-Policy and its policy once each", async () => {
    const admin = await platformToken(portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, DEMO_TENANT_IDS.zhongjian);
    const upload = await fetch(`${portal.url}/platform/api/file/v4/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "image/png" },
      body: new Uint8Array(solidPng(4, 4)),
    });
    expect(upload.status).toBe(201);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const image = await rawRequest(portal.url, url);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    // Node joins a header sent twice with ", ": each must be its one value.
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(image.headers["content-security-policy"]).toMatch(/^default-src 'none'; frame-ancestors [^,]+$/);
  });
});
