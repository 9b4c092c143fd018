// System packages the test suite needs from Debian: Chromium for end-to-end
// tests, the CJK and emoji fonts it draws with, and a PostgreSQL server for the DATABASE_URL path. Installed with
// apt-get when missing and running as root; otherwise a clear message.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

let updated = false;

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** Installs `pkg`; stops the run when that cannot be done, unless `optional` (then says so and returns false). */
function aptInstall(pkg, why, optional = false) {
  if (!isRoot()) {
    if (optional) {
      console.warn(`\n${why} is missing (sudo apt-get install -y ${pkg}); going on without it.\n`);
      return false;
    }
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
    if (optional) {
      console.warn(`apt-get install ${pkg} failed; going on without it.`);
      return false;
    }
    console.error(`apt-get install ${pkg} failed`);
    process.exit(1);
  }
  return true;
}

/**
 * Debian's Chromium, and its headless build, which the tests drive when it is there (ADR 039;
 * the paths are tests/e2e/chromium.ts's). `CHROMIUM_PATH` names another browser instead.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) aptInstall("chromium", "Debian's Chromium for the end-to-end tests");
    return;
  }
  if (!existsSync("/usr/bin/chromium")) aptInstall("chromium", "Debian's Chromium for the end-to-end tests and the benchmarks");
  if (!existsSync("/usr/lib/chromium/chromium-headless-shell")) aptInstall("chromium-headless-shell", "Debian's headless Chromium for the tests", true);
}

/**
 * The fonts a user's machine draws the portal with: Noto CJK for Chinese (without it Chromium
 * draws boxes of another width, and every layout check judges boxes) and Noto Color Emoji. The
 * stories and end-to-end tests fit the header and measure it with these glyphs.
 */
export function ensureFonts() {
  if (!existsSync("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")) aptInstall("fonts-noto-cjk", "The Noto CJK fonts, with which the browser tests draw Chinese as a user's machine does");
  if (!existsSync("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")) aptInstall("fonts-noto-color-emoji", "The Noto Color Emoji font for the browser tests");
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
