import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm run bench` loads the benches with tsx, outside any test run: every bench module (and the
 * test helpers they share with the e2e suite, such as the portal starter) loads there.
 */
describe("bench modules", () => {
  it("every bench module loads outside Vitest", () => {
    // run.ts is `npm run bench` itself: loading it runs every bench.
    const benches = readdirSync("bench").filter((name) => name.endsWith(".ts") && name !== "run.ts");
    expect(benches).toContain("first-visit.ts");
    const script = benches.map((name) => `await import(${JSON.stringify(path.resolve("bench", name))});`).join("\n") + '\nconsole.log("loaded");\nprocess.exit(0);';
    // As `npm run bench` starts them: no Vitest around (undefined entries are left out of the environment).
    const env = { ...process.env, VITEST: undefined, VITEST_POOL_ID: undefined, VITEST_WORKER_ID: undefined };
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env, encoding: "utf8", timeout: 60_000 });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.stdout).toContain("loaded");
    expect(result.status).toBe(0);
  }, 90_000);
});
