// `npm start`: builds when the sources changed since the last build, then
// starts the one server (portal, login, BFF, reference platform + PGlite).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const inputs = ["app", "schemas", "micro-apps", "packages", "vite.config.ts", "package-lock.json"];

function walk(p, out) {
  if (!existsSync(p)) return;
  const s = statSync(p);
  if (s.isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name), out);
  else out.push(`${path.relative(root, p)}:${s.size}:${s.mtimeMs}`);
}

const files = [];
for (const input of inputs) walk(path.join(root, input), files);
const stamp = createHash("sha256").update(files.join("\n")).digest("hex");
const stampFile = path.join(root, "build", ".stamp");
const built = existsSync(path.join(root, "build", "server", "index.js")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp;
if (!built) {
  console.log("Building the portal…");
  const result = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
