import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The address of the build's file that holds a module under app/ ("app/shell/PortalPage.tsx"):
 * small chunks merge (ADR 069), so a module's file may be named for another module. Read from
 * the client manifest of the build the tests run (PORTAL_BUILD_DIR, or build/).
 */
export function fileHolding(module: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", ".vite", "client-manifest.json"), "utf8")) as Record<string, { file: string; modules?: string[] }>;
  const chunk = Object.values(manifest).find((entry) => entry.modules?.includes(module));
  if (!chunk) throw new Error(`no file of the build holds ${module}`);
  return `/${chunk.file}`;
}

/** A pattern matching the address of the build's file that holds `module`, for routes and requests. */
export function fileHoldingPattern(module: string): RegExp {
  return new RegExp(`${fileHolding(module).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
