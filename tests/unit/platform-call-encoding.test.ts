import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideEnv } from "#app/kit/env.server.ts";
import { callPlatform } from "#app/platform-api/client.server.ts";

let server: Server;
let seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  // A platform that compresses whenever it is allowed to, as the portal's server does.
  server = createServer((req, res) => {
    seen.push(req.headers);
    const body = JSON.stringify({ success: true, data: { name: "x".repeat(2000) } });
    if (/gzip/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(gzipSync(body));
    } else res.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  provideEnv({ platformApiUrl: `http://127.0.0.1:${port}/platform/api`, sessionSecret: "s".repeat(32), previousSessionSecrets: [], frameAncestors: [], platformTimeoutMs: 2000, production: false });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("calls to a platform on this host (ADR 034)", () => {
  it("ask for answers uncompressed, and read them as before", async () => {
    seen = [];
    const result = await callPlatform<{ name: string }>("/uaa/user", { token: "t" });
    expect(seen[0]?.["accept-encoding"]).toBe("identity");
    expect(result.status).toBe(200);
    expect(result.envelope?.data).toEqual({ name: "x".repeat(2000) });
  });
});
