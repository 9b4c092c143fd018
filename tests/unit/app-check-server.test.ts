import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkApp } from "#app/features/admin-console/app-check/app-check.server";

/** ADR 060: the check fetches an entry as the browser will, from servers on other origins of this machine. */

const PORTAL = "https://portal.example";
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function serve(handler: Handler): Promise<{ origin: string; asked: IncomingMessage[]; close(): Promise<void> }> {
  const asked: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const html = (res: ServerResponse, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(body);
};

describe("the app check against an app's server", () => {
  let app: Awaited<ReturnType<typeof serve>>;
  let closedPort: number;
  beforeAll(async () => {
    app = await serve((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const cors = { "access-control-allow-origin": PORTAL };
      if (path === "/good/") return html(res, '<script src="main.js"></script><link rel="stylesheet" href="app.css">', cors);
      if (path === "/good/main.js" || path === "/good/app.css") return void res.writeHead(200, { "content-type": "text/javascript", ...cors }).end("x");
      if (path === "/half/") return html(res, '<script src="main.js"></script>', cors);
      if (path === "/half/main.js") return void res.writeHead(200, { "content-type": "text/javascript" }).end("x");
      if (path === "/deny/") return html(res, "<p>no</p>", { "x-frame-options": "DENY" });
      if (path === "/moved") return void res.writeHead(302, { location: "/deny/" }).end();
      if (path === "/to-file") return void res.writeHead(302, { location: "file:///etc/passwd" }).end();
      if (path === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
      if (path === "/metadata") return void res.writeHead(302, { location: "http://169.254.169.254/latest/" }).end();
      if (path === "/slow/") return void setTimeout(() => html(res, "late"), 3000);
      if (path === "/big/") {
        res.writeHead(200, { "content-type": "text/html", ...cors });
        // Far more than the check reads: it stops after its cap.
        const chunk = "<p>" + "x".repeat(64 * 1024) + "</p>";
        let sent = 0;
        const more = () => {
          while (sent < 200 && res.write(chunk)) sent += 1;
          if (sent < 200) res.once("drain", more);
          else res.end();
        };
        return more();
      }
      if (path === "/json") return void res.writeHead(200, { "content-type": "application/json" }).end("{}");
      res.writeHead(404).end();
    });
    const closed = await serve(() => undefined);
    closedPort = Number(new URL(closed.origin).port);
    await closed.close();
  });
  afterAll(() => app.close());

  const trusting = () => ({ portalOrigin: PORTAL, trusted: [app.origin] });

  it("a micro-app whose entry and files allow the portal's origin passes, asked with the portal's Origin", async () => {
    const result = await checkApp(`${app.origin}/good/`, "microApp", trusting());
    expect(result).toEqual({ url: `${app.origin}/good/`, hosting: "inPage", findings: [] });
    expect(app.asked.filter((req) => req.url?.startsWith("/good/")).map((req) => req.headers.origin)).toEqual([PORTAL, PORTAL, PORTAL]);
  });

  it("a script of the entry without CORS is named", async () => {
    const result = await checkApp(`${app.origin}/half/`, "microApp", trusting());
    expect(result.findings).toEqual([{ code: "corsMissing", severity: "error", params: { url: `${app.origin}/half/main.js`, portalOrigin: PORTAL } }]);
  });

  it("a micro-app off the trusted origins is framed (ADR 047) and checked as a frame", async () => {
    const result = await checkApp(`${app.origin}/deny/`, "microApp", { portalOrigin: PORTAL, trusted: [] });
    expect(result.hosting).toBe("framed");
    expect(result.findings.map((f) => f.code)).toEqual(["framedNotInPage", "framingDenied"]);
  });

  it("redirects are followed to the page that answers, over http(s) only and at most three times", async () => {
    expect((await checkApp(`${app.origin}/moved`, "iframe", trusting())).findings).toEqual([{ code: "framingDenied", severity: "error", params: { url: `${app.origin}/deny/`, portalOrigin: PORTAL } }]);
    expect((await checkApp(`${app.origin}/to-file`, "iframe", trusting())).findings).toEqual([{ code: "redirectRefused", severity: "error", params: { url: `${app.origin}/to-file`, location: "file:///etc/passwd" } }]);
    expect((await checkApp(`${app.origin}/loop`, "iframe", trusting())).findings).toMatchObject([{ code: "tooManyRedirects" }]);
    expect((await checkApp(`${app.origin}/metadata`, "iframe", trusting())).findings).toMatchObject([{ code: "addressNotChecked", params: { address: "169.254.169.254" } }]);
  });

  it("a closed port, a missing page, no answer in time and a name that does not resolve are each said", async () => {
    expect((await checkApp(`http://127.0.0.1:${closedPort}/`, "iframe", trusting())).findings).toMatchObject([{ code: "notConnected", severity: "error", params: { host: `127.0.0.1:${closedPort}`, reason: "ECONNREFUSED" } }]);
    expect((await checkApp(`${app.origin}/gone/`, "window", trusting())).findings).toMatchObject([{ code: "httpStatus", params: { status: "404" } }]);
    const started = Date.now();
    expect((await checkApp(`${app.origin}/slow/`, "iframe", { ...trusting(), timeoutMs: 500 })).findings).toMatchObject([{ code: "timedOut" }]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await checkApp("http://app-check.invalid/", "iframe", trusting())).findings).toMatchObject([{ code: "notResolved", params: { host: "app-check.invalid" } }]);
  });

  it("a large entry is read only up to the cap, and a page that is no HTML is named", async () => {
    expect((await checkApp(`${app.origin}/big/`, "microApp", trusting())).findings).toEqual([]);
    expect((await checkApp(`${app.origin}/json`, "microApp", trusting())).findings).toMatchObject([{ code: "notHtml", severity: "error" }, { code: "corsMissing" }]);
  });
});
