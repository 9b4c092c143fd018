// `npm test`: every test, in the order that fails fastest. CI runs exactly this.
//   typecheck → lint → unit, platform, component and story tests → build →
//   end-to-end and security tests in Debian's Chromium against the real server and database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "./postgres.mjs";
import { ensureChromium } from "./system-deps.mjs";

const results = mkdtempSync(path.join(tmpdir(), "portal-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${result.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function vitest(name, projects, extra = [], env = {}) {
  const out = path.join(results, `${name}.json`);
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...extra];
  const ok = step(name, "npx", args, env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  return ok;
}

let ok = step("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]) && step("lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
if (ok) {
  const postgres = await startPostgres();
  try {
    ok = vitest("unit, platform, component and story tests", ["unit", "component"], [], { PLATFORM_TEST_DATABASE_URL: postgres.url, LOG_LEVEL: "silent" });
  } finally {
    postgres.stop();
  }
}
if (ok) ok = step("build", "npx", ["remix", "vite:build"]);
if (ok) {
  ensureChromium();
  // NODE_ENV=production: the server renders what it renders in production (antd class names and all).
  // The security suite (tests/security/) probes the same production server, over HTTP and in Chromium.
  ok = vitest("end-to-end and security tests (Chromium)", ["e2e", "security"], ["--no-file-parallelism"], { LOG_LEVEL: "warn", NODE_ENV: "production" });
}
rmSync(results, { recursive: true, force: true });
if (totals.skipped > 0) {
  console.error(`\n${totals.skipped} test(s) were skipped: every test must run.`);
  ok = false;
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
