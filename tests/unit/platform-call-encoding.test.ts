import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideEnv } from "#app/kit/env.server.ts";
import { callPlatform } from "#app/platform-api/client.server.ts";

let server: Server;
let seen: IncomingHttpHeaders[] = [];
let port = 0;
/** The encoding a platform elsewhere answers with, when the call allows it. */
let answerEncoding: "gzip" | "br" | "compress" = "gzip";
const NAME = "x".repeat(2000);
const useAddress = (host: string) =>
  provideEnv({ platformApiUrl: `http://${host}:${port}/platform/api`, sessionSecret: "s".repeat(32), previousSessionSecrets: [], frameAncestors: [], trustedCodeOrigins: [], platformTimeoutMs: 2000, production: false });

beforeAll(async () => {
  // A platform that compresses whenever it is allowed to, as the portal's server does.
  server = createServer((req, res) => {
    seen.push(req.headers);
    const body = JSON.stringify({ success: true, data: { name: NAME } });
    const accepted = String(req.headers["accept-encoding"] ?? "");
    if (answerEncoding === "compress") res.writeHead(200, { "content-type": "application/json", "content-encoding": "compress" }).end(body);
    else if (answerEncoding === "br" && /\bbr\b/.test(accepted)) res.writeHead(200, { "content-type": "application/json", "content-encoding": "br" }).end(brotliCompressSync(body));
    else if (/gzip/.test(accepted)) res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(gzipSync(body));
    else res.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("calls to a platform on this host (ADR 034)", () => {
  it("ask for answers uncompressed, and read them as before", async () => {
    useAddress("127.0.0.1");
    answerEncoding = "gzip";
    seen = [];
    const result = await callPlatform<{ name: string }>("/uaa/user", { token: "t" });
    expect(seen[0]?.["accept-encoding"]).toBe("identity");
    expect(result.status).toBe(200);
    expect(result.envelope?.data).toEqual({ name: NAME });
  });
});

// The same server, named by an address that is not a loopback name: a platform on another host.
describe("calls to a platform elsewhere", () => {
  it.each(["gzip", "br"] as const)("ask for compressed answers and read a %s answer", async (encoding) => {
    useAddress("[::ffff:127.0.0.1]");
    answerEncoding = encoding;
    seen = [];
    const result = await callPlatform<{ name: string }>("/uaa/user", { token: "t" });
    expect(seen[0]?.["accept-encoding"]).toBe("gzip, deflate, br");
    expect(result.status).toBe(200);
    expect(result.envelope?.data).toEqual({ name: NAME });
  });

  it("fail clearly on an encoding they cannot read", async () => {
    useAddress("[::ffff:127.0.0.1]");
    answerEncoding = "compress";
    await expect(callPlatform("/uaa/user", { token: "t" })).rejects.toThrow(/unknown content encoding: compress/);
  });
});
