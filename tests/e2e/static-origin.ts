import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A static file server on another origin of this machine (another port), as a customer's CDN
 * serves an app: any origin may fetch it (CORS) unless told otherwise, files are read from `root`. It can be stopped
 * and started again on the same port, to test what the portal does while an app's server is down.
 */
export interface StaticOrigin {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests answered, by path. */
  readonly asked: string[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/** How the server answers besides its files: `cors: false` sends no Access-Control-Allow-Origin (as many servers do); `headers` go on every answer. */
export interface StaticOriginOptions {
  cors?: boolean;
  headers?: Record<string, string>;
}

export async function startStaticOrigin(root: string, options: StaticOriginOptions = {}): Promise<StaticOrigin> {
  const asked: string[] = [];
  const serve = (): Server =>
    createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://static.invalid");
      asked.push(url.pathname);
      const headers = { ...(options.cors === false ? {} : { "access-control-allow-origin": "*" }), "cache-control": "no-cache", ...options.headers };
      if (req.method === "OPTIONS") {
        res.writeHead(204, { ...headers, "access-control-allow-methods": "GET, HEAD", "access-control-allow-headers": "*" });
        res.end();
        return;
      }
      const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, "");
      const file = path.join(root, relative.endsWith("/") || relative === "" ? path.join(relative, "index.html") : relative);
      if (!file.startsWith(root)) {
        res.writeHead(404, headers).end();
        return;
      }
      readFile(file).then(
        (body) => {
          res.writeHead(200, { ...headers, "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        () => res.writeHead(404, headers).end(),
      );
    });
  let server = serve();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    stop,
    async start() {
      if (running) return;
      server = serve();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      running = true;
    },
    close: stop,
  };
}
