import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { storyStandIns } from "./stand-ins";

/** The demo sub-apps as the portal build wrote them (vite.config.ts). */
export const BUILT_APPS = path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", "apps");

/**
 * An app's entry, `/apps/<path>/`, answered with its index.html as the portal's server answers
 * it (Storybook's static files, main.ts, serve the rest of /apps/ but not a folder's index). The
 * `storybook` Vitest project adds it to its own server (vitest.config.ts): Storybook's Vitest
 * plugin takes main.ts's static files but not this file's plugins.
 */
export function builtAppEntries(): Plugin {
  return {
    name: "storybook:built-app-entries",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? "/", "http://storybook").pathname);
        } catch {
          return next();
        }
        if (!pathname.startsWith("/apps/") || !pathname.endsWith("/")) return next();
        const file = path.join(BUILT_APPS, pathname.slice("/apps/".length), "index.html");
        if (!file.startsWith(BUILT_APPS + path.sep) || !existsSync(file)) return next();
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(req.method === "HEAD" ? undefined : readFileSync(file));
      });
    },
  };
}

export default defineConfig({ plugins: [tsconfigPaths(), builtAppEntries(), storyStandIns()] });
