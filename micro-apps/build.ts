import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The demo sub-apps' builder (micro-apps/README.md). Every folder under micro-apps/ with a
 * vite.config.ts is an app; it is built with that config into `<outDir>/<path>/` and served
 * at `/apps/<path>/` (server/app.ts). The portal build (`npx remix vite:build`) runs it once
 * after the browser build (vite.config.ts); `npx tsx micro-apps/build.ts` runs it alone.
 */

export const MICRO_APPS_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Where the apps are served; an app at micro-apps/tools/calculator is /apps/tools/calculator/. */
export const APPS_BASE = "/apps/";
/** The config file that makes a folder an app. */
export const APP_CONFIG = "vite.config.ts";

/** One URL-safe path segment: lower case letters, digits and dashes. */
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
/** Folders that hold no app: code the apps share, and what tools leave behind. */
const NOT_APPS = new Set(["shared", "node_modules", "dist"]);

export interface MicroAppSource {
  /** The app's path under micro-apps/ and under /apps/, with "/" between segments. */
  path: string;
  dir: string;
  configFile: string;
}

/**
 * The app folders under `root`, sorted by path: every folder holding a vite.config.ts (its
 * own sub-folders are its sources, not apps). Throws when an app folder's path is not made of
 * URL-safe segments, naming it.
 */
export function findMicroApps(root: string = MICRO_APPS_DIR): MicroAppSource[] {
  const apps: MicroAppSource[] = [];
  const visit = (dir: string, segments: string[]) => {
    const configFile = path.join(dir, APP_CONFIG);
    if (segments.length > 0 && existsSync(configFile)) {
      const bad = segments.find((s) => !SEGMENT.test(s));
      if (bad !== undefined) throw new Error(`micro-apps/${segments.join("/")}: "${bad}" is not a valid app path segment (lower case letters, digits, dashes)`);
      apps.push({ path: segments.join("/"), dir, configFile });
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_APPS.has(entry.name)) continue;
      visit(path.join(dir, entry.name), [...segments, entry.name]);
    }
  };
  visit(root, []);
  return apps.sort((a, b) => a.path.localeCompare(b.path));
}

export interface BuildMicroAppsOptions {
  /** The folder the apps are written into (each in `<outDir>/<path>/`); emptied first when every app is built. */
  outDir: string;
  root?: string;
  /** Build only these app paths (an unknown one throws). */
  only?: readonly string[];
  log?: (line: string) => void;
}

export interface BuiltMicroApp {
  path: string;
  outDir: string;
  ms: number;
}

/**
 * Builds the apps one after another in this process (two cores are shared with the portal
 * build; parallel Vite builds would only compete). Throws on the first app that fails, naming it.
 */
export async function buildMicroApps(options: BuildMicroAppsOptions): Promise<BuiltMicroApp[]> {
  const { build } = await import("vite");
  const log = options.log ?? ((line: string) => console.log(line));
  const all = findMicroApps(options.root);
  const unknown = (options.only ?? []).filter((p) => !all.some((a) => a.path === p));
  if (unknown.length > 0) throw new Error(`No micro-app at ${unknown.join(", ")} (apps: ${all.map((a) => a.path).join(", ")})`);
  const apps = options.only ? all.filter((a) => options.only?.includes(a.path)) : all;
  const outRoot = path.resolve(options.outDir);
  if (!options.only) rmSync(outRoot, { recursive: true, force: true });
  const built: BuiltMicroApp[] = [];
  for (const app of apps) {
    const started = performance.now();
    const outDir = path.join(outRoot, ...app.path.split("/"));
    try {
      await build({
        root: app.dir,
        configFile: app.configFile,
        base: `${APPS_BASE}${app.path}/`,
        mode: "production",
        logLevel: "warn",
        clearScreen: false,
        build: { outDir, emptyOutDir: true, reportCompressedSize: false },
      });
    } catch (error) {
      throw new Error(`micro-apps/${app.path} failed to build: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const ms = Math.round(performance.now() - started);
    built.push({ path: app.path, outDir, ms });
    log(`  ${APPS_BASE}${app.path}/ built in ${ms} ms`);
  }
  return built;
}

/** `npx tsx micro-apps/build.ts [--out <dir>] [app path…]`: builds into build/apps (or PORTAL_BUILD_DIR/apps) by default. */
async function main(argv: string[]): Promise<void> {
  const outIndex = argv.indexOf("--out");
  const outDir = outIndex >= 0 ? argv[outIndex + 1] : path.join(process.env.PORTAL_BUILD_DIR ?? path.join(MICRO_APPS_DIR, "..", "build"), "apps");
  if (!outDir) throw new Error("--out needs a folder");
  const only = argv.filter((_arg, i) => outIndex < 0 || (i !== outIndex && i !== outIndex + 1));
  const started = performance.now();
  const built = await buildMicroApps({ outDir, only: only.length > 0 ? only : undefined });
  console.log(`${built.length} micro-apps built into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
