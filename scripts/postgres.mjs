// A throwaway PostgreSQL server on loopback for the DATABASE_URL tests.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePostgresBin } from "./system-deps.mjs";

function run(bin, args, asPostgres) {
  const command = asPostgres ? "su" : path.join(bin, args[0]);
  const argv = asPostgres ? ["postgres", "-s", "/bin/sh", "-c", [path.join(bin, args[0]), ...args.slice(1)].map((a) => `'${a}'`).join(" ")] : args.slice(1);
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
}

/** A loopback port nothing listens on now (a leftover server from a killed run keeps its own). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server on a free port; returns its URL and a stop function. */
export async function startPostgres() {
  const port = await freePort();
  const bin = ensurePostgresBin();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "portal-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  run(bin, ["initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"], root);
  run(bin, ["pg_ctl", "-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "-l", path.join(dir, "log"), "-w", "start"], root);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(bin, ["pg_ctl", "-D", data, "-m", "fast", "-w", "stop"], root);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
