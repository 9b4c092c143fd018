import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMicroApps } from "../../server/app";
import { securityHeaders } from "../../server/security-headers";
import { rawRequest } from "../support/raw-http";

/**
 * /apps/ as the server answers it (server/app.ts): the portal's security headers, then the
 * built apps; anything after them (the portal's pages) must never answer an /apps/ path.
 */
const dir = mkdtempSync(path.join(tmpdir(), "apps-serving-"));
const apps = path.join(dir, "apps");
let server: http.Server;
let base = "";

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(apps, file)), { recursive: true });
  writeFileSync(path.join(apps, file), text);
}

beforeAll(async () => {
  write("project-ledger/index.html", '<!doctype html><script defer src="/apps/project-ledger/assets/index-B3mGXQcF.js" entry></script>');
  write("project-ledger/assets/index-B3mGXQcF.js", "window['project-ledger'] = {};");
  write("project-ledger/assets/style-CmqhYQBr.css", "body{}");
  write("project-ledger/.env", "SECRET=1");
  write("project-ledger/notes.txt", "not hashed");
  write("dashboards/group-operations/index.html", "<!doctype html><title>Group operations</title>");
  write("dashboards/readme.txt", "no index here");
  writeFileSync(path.join(dir, "secret.txt"), "outside the apps folder");
  const app = express();
  app.use(securityHeaders(true));
  app.use("/apps", serveMicroApps(apps));
  app.use((_req, res) => res.status(200).type("text/plain").send("portal page"));
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** A request with its path sent exactly as written, its body as text. */
async function raw(rawPath: string, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const answer = await rawRequest(base, rawPath, { method });
  return { ...answer, body: answer.body.toString("utf8") };
}

describe("/apps/", () => {
  it("answers a folder path ending in / with its index.html, revalidated on each use, under the portal's CSP", async () => {
    const res = await fetch(`${base}/apps/project-ledger/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain("entry></script>");
    expect((await fetch(`${base}/apps/dashboards/group-operations/`)).status).toBe(200);
  });

  it("redirects a folder path without its / (301), keeping the query", async () => {
    const res = await fetch(`${base}/apps/dashboards/group-operations?orgId=100010001`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/apps/dashboards/group-operations/?orgId=100010001");
  });

  it("caches hashed assets for a year, other files not", async () => {
    const js = await fetch(`${base}/apps/project-ledger/assets/index-B3mGXQcF.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toMatch(/javascript/);
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/apps/project-ledger/assets/style-CmqhYQBr.css`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/apps/project-ledger/notes.txt`)).headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${base}/apps/project-ledger/index.html`)).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await raw("/apps/project-ledger/", "HEAD");
    expect(res.status).toBe(200);
    expect(res.body).toBe("");
  });

  it("answers a plain 404 for what is not there, never the portal's page", async () => {
    for (const p of ["/apps/no-such-app/", "/apps/project-ledger/assets/missing-12345678.js", "/apps/dashboards/", "/apps/"]) {
      const res = await raw(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toBe("Not Found");
      expect(res.headers["cache-control"], p).toBe("no-store");
    }
  });

  it("sends /apps to /apps/, which is no app", async () => {
    expect((await raw("/apps")).headers.location).toBe("/apps/");
    expect((await raw("/apps/")).status).toBe(404);
  });

  it("does not serve hidden files", async () => {
    expect((await raw("/apps/project-ledger/.env")).status).toBe(404);
  });

  it("refuses paths that try to leave the folder, or are malformed, with a 404 (never a 500)", async () => {
    for (const p of [
      "/apps/../secret.txt",
      "/apps/project-ledger/../../secret.txt",
      "/apps/%2e%2e/secret.txt",
      "/apps/project-ledger/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/apps/..%2fsecret.txt",
      "/apps/..%5csecret.txt",
      "/apps/project-ledger/%00index.html",
      "/apps/project-ledger/%E0%A4%A",
      "/apps//etc/passwd",
    ]) {
      const res = await raw(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain("outside the apps folder");
    }
  });

  it("answers only GET and HEAD", async () => {
    const res = await raw("/apps/project-ledger/", "POST");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});
