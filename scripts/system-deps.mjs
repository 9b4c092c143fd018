// System packages the test suite needs from Debian: Chromium for end-to-end
// tests and a PostgreSQL server for the DATABASE_URL path. Installed with
// apt-get when missing and running as root; otherwise a clear message.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

let updated = false;

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function aptInstall(pkg, why) {
  if (!isRoot()) {
    console.error(`\n${why} is missing. Install it with: sudo apt-get install -y ${pkg}\n`);
    process.exit(1);
  }
  console.log(`Installing ${pkg} (${why}) with apt-get…`);
  if (!updated) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    updated = true;
  }
  const result = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) {
    console.error(`apt-get install ${pkg} failed`);
    process.exit(1);
  }
}

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) aptInstall("chromium", "Debian's Chromium for the end-to-end tests");
  return path;
}

/** The bin folder of the newest installed PostgreSQL server. */
export function ensurePostgresBin() {
  const find = () => {
    if (!existsSync("/usr/lib/postgresql")) return null;
    const versions = readdirSync("/usr/lib/postgresql").filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)).sort((a, b) => Number(b) - Number(a));
    return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : null;
  };
  if (!find()) aptInstall("postgresql", "A PostgreSQL server for the DATABASE_URL tests");
  return find();
}
