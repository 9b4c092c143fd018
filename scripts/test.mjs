// `npm test`: every test, in the order that fails fastest. CI runs exactly this.
//   1. typecheck, lint and the production build, side by side (each is mostly one core);
//   2. unit, platform and component tests (node, jsdom) and the Storybook stories in Chromium;
//   3. end-to-end and security tests in Debian's Chromium against the real server and database,
//      two files at a time (each file starts its own portal and database on a free port).
// The time of each phase is printed as it ends and again at the end.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "./postgres.mjs";
import { ensureChromium, ensureFonts } from "./system-deps.mjs";

const results = mkdtempSync(path.join(tmpdir(), "portal-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one command; its output goes to this terminal (prefixed when several run at once). */
function run(name, command, args, { env = {}, prefix = false } = {}) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on("end", () => rest && console.log(`[${name}] ${rest}`));
      }
    }
    child.on("close", (code) => {
      const ok = code === 0;
      times.push([name, Date.now() - begun, ok]);
      console.log(`◀ ${name}: ${ok ? "ok" : "FAILED"} (${seconds(Date.now() - begun)})`);
      resolve(ok);
    });
  });
}

/** A phase: its commands at once; it passes when all of them pass. */
async function phase(name, commands) {
  console.log(`\n▶ ${name}`);
  const begun = Date.now();
  const oks = await Promise.all(commands.map((c) => c()));
  const ok = oks.every(Boolean);
  times.push([`phase: ${name}`, Date.now() - begun, ok]);
  return ok;
}

function vitest(name, projects, extra = [], env = {}) {
  const out = path.join(results, `${name.replace(/\W+/g, "-")}.json`);
  const args = ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...extra];
  return async () => {
    const ok = await run(name, "npx", args, { env });
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, "utf8"));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
    }
    return ok;
  };
}

let ok = await phase("typecheck, lint and build", [
  () => run("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"], { prefix: true }),
  () => run("lint", "npx", ["eslint", ".", "--max-warnings", "0"], { prefix: true }),
  () => run("build", "npx", ["remix", "vite:build"], { prefix: true }),
]);
if (ok) {
  ensureChromium();
  ensureFonts();
  const postgres = await startPostgres();
  try {
    ok = await phase("unit, platform, component and story tests", [
      vitest("unit, platform, component and story tests", ["unit", "component", "storybook"], [], { PLATFORM_TEST_DATABASE_URL: postgres.url, LOG_LEVEL: "silent" }),
    ]);
  } finally {
    postgres.stop();
  }
}
if (ok) {
  // NODE_ENV=production: the server renders what it renders in production (antd class names and all).
  // The security suite (tests/security/) probes the same production server, over HTTP and in Chromium.
  ok = await phase("end-to-end and security tests (Chromium)", [
    vitest("end-to-end and security tests", ["e2e", "security"], [`--maxWorkers=${Math.max(2, availableParallelism())}`], { LOG_LEVEL: "warn", NODE_ENV: "production" }),
  ]);
}
rmSync(results, { recursive: true, force: true });
if (totals.skipped > 0) {
  console.error(`\n${totals.skipped} test(s) were skipped: every test must run.`);
  ok = false;
}
console.log("\nTime of each step:");
for (const [name, ms, passed] of times) console.log(`  ${seconds(ms).padStart(9)}  ${passed ? "ok    " : "FAILED"}  ${name}`);
console.log(`  ${seconds(Date.now() - started).padStart(9)}  in all`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
