import path from "node:path";
import { fileURLToPath } from "node:url";

/** The reference page's folder (index.html, main.tsx). */
export const REFERENCE_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the reference ProLayout page (bench/reference/main.tsx) with the project's Vite into
 * `outDir`, for production, as `vite build` builds an Ant Design Pro app. Answers `outDir`.
 */
export async function buildReferencePage(outDir: string): Promise<string> {
  const { build } = await import("vite");
  await build({
    root: REFERENCE_DIR,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    esbuild: { jsx: "automatic" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      // One bundle, as such an app's first build is; antd's "use client" lines mean nothing here.
      chunkSizeWarningLimit: 4096,
      rollupOptions: { onwarn: (warning, warn) => void (warning.code === "MODULE_LEVEL_DIRECTIVE" ? undefined : warn(warning)) },
    },
  });
  return outDir;
}

export interface ReferenceServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/**
 * Serves the built reference page as a static host serves an app: gzipped (each file compressed
 * once, at level 9), the hashed assets cached for a year, the HTML revalidated.
 */
export async function serveReferencePage(dir: string): Promise<ReferenceServer> {
  const { readFile } = await import("node:fs/promises");
  const { createServer } = await import("node:http");
  const { gzipSync } = await import("node:zlib");
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://reference.invalid");
    const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, "");
    const file = path.join(dir, relative === "" || relative.endsWith("/") ? path.join(relative, "index.html") : relative);
    if (!file.startsWith(dir)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        let zipped = gzipped.get(file);
        if (!zipped) gzipped.set(file, (zipped = gzipSync(body, { level: 9 })));
        const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        res.writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "cache-control": file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
          ...(gzip ? { "content-encoding": "gzip" } : {}),
          vary: "accept-encoding",
        });
        res.end(gzip ? zipped : body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
