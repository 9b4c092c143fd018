import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { provideDatabaseTemplate } from "../support/db-template-setup";
// Not ./harness: that module registers test hooks, which a global setup may not import.
import { CHROMIUM_PATH } from "./chromium";

/** End-to-end tests run against the production build in Debian's Chromium. */
export default async function setup(project: TestProject): Promise<() => void> {
  // The demo sub-apps are part of the build (build/apps): an older build without them is built again.
  const buildDir = process.env.PORTAL_BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(`${buildDir}/apps/project-ledger/index.html`)) {
    const result = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
    if (result.status !== 0) throw new Error("the portal build failed");
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (npm test does this when run as root).`);
  }
  // Each test file's portal starts its in-memory database from one seeded dump.
  return provideDatabaseTemplate(project);
}
