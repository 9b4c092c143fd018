import { readFileSync } from "node:fs";
import path from "node:path";

type Manifest = Record<string, { file: string; modules?: string[] }>;

let manifest: Manifest | undefined;

/** The client manifest of the build the tests run (PORTAL_BUILD_DIR, or build/), read once. */
function clientManifest(): Manifest {
  manifest ??= JSON.parse(readFileSync(path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", ".vite", "client-manifest.json"), "utf8")) as Manifest;
  return manifest;
}

/**
 * The address of the build's file that holds a module under app/ ("app/shell/PortalPage.tsx"),
 * from the manifest's `modules` (ADR 069): a shared chunk is named for any of its modules, so a
 * module's file may be named for another module.
 */
export function fileHolding(module: string): string {
  const chunk = Object.values(clientManifest()).find((entry) => entry.modules?.includes(module));
  if (!chunk) throw new Error(`no file of the build holds ${module}`);
  return `/${chunk.file}`;
}

/** A pattern matching the address of the build's file that holds `module`, for routes and requests. */
export function fileHoldingPattern(module: string): RegExp {
  return new RegExp(`${fileHolding(module).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
