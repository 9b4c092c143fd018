/**
 * The portal as `npm start` runs it — its own Node process (portal, BFF, reference platform,
 * embedded database) on the production build — for the benchmarks. The load generator and
 * the browser driver then run in the bench's process, so the server's figures are the
 * server's own and not shared with the code that measures them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PortalProcess {
  url: string;
  /** The server's process id (RSS, CPU from /proc). */
  pid: number | undefined;
  /** The server's session secret (the bench's in-process renders read the same sessions). */
  sessionSecret: string;
  /** The platform API the server calls: its own built-in platform, or the external one it was given. */
  platformApiUrl: string;
  /** CPU time the server process has used so far (user + system), ms; null where /proc is not there. */
  cpuMs(): number | null;
  close(): Promise<void>;
}

/** Linux clock ticks per second (`getconf CLK_TCK`; 100 on every Linux this runs on). */
const CLOCK_TICKS = 100;

function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** The generated tenants (100,000+ orgs, 20,000 leaf menus) are seeded on the first start. */
const START_TIMEOUT_MS = 10 * 60_000;
/** Generated accounts seeded for the first-render figures (bench/ssr-cold.ts); PLATFORM_GENERATED_USERS overrides. */
export const BENCH_GENERATED_USERS = 1000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts `server/main.ts` on a free loopback port with a fresh data folder; `nodeArgs` go to node
 * (e.g. --cpu-prof). With `platformApiUrl` the server has no built-in platform and calls that one,
 * as a production portal calls the platform (PLATFORM_API_URL, ADR 031).
 */
export async function startPortalProcess(nodeArgs: string[] = [], { platformApiUrl, trustedCodeOrigins }: { platformApiUrl?: string; trustedCodeOrigins?: string[] } = {}): Promise<PortalProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  const sessionSecret = randomBytes(48).toString("base64url");
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", PORTAL_DATA_DIR: dataDir, PLATFORM_LARGE_TENANT: process.env.PLATFORM_LARGE_TENANT ?? "1", PLATFORM_GENERATED_USERS: process.env.PLATFORM_GENERATED_USERS ?? String(BENCH_GENERATED_USERS), SESSION_SECRET: sessionSecret, LOG_LEVEL: "silent", ...(platformApiUrl ? { PLATFORM_API_URL: platformApiUrl } : {}), ...(trustedCodeOrigins ? { TRUSTED_CODE_ORIGINS: trustedCodeOrigins.join(" ") } : {}) },
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`the portal did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const ready = /Portal ready: http:\/\/localhost:(\d+)\//.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${ready[1]}`);
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the portal exited (code ${code}) before it was ready:\n${output}`));
      });
    });
    return { url, pid: child.pid, sessionSecret, platformApiUrl: platformApiUrl ?? `${url}/platform/api`, cpuMs: () => processCpuMs(child.pid), close };
  } catch (error) {
    await close();
    throw error;
  }
}
