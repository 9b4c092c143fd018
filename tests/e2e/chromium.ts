import { existsSync } from "node:fs";

/** Debian's Chromium as a person runs it (`apt-get install chromium`): the benchmarks' browser. */
export const FULL_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless build of the same Chromium (`apt-get install chromium-headless-shell`, from
 * the same source package and version): the tests' browser, which draws a page for about a third
 * less CPU (ADR 039).
 */
export const HEADLESS_CHROMIUM_PATH = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else the headless build when installed,
 * else the full browser. Test tools never download a browser of their own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_CHROMIUM_PATH) ? HEADLESS_CHROMIUM_PATH : FULL_CHROMIUM_PATH);
