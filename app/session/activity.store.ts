import { isTrue, readStored, removeStored, writeStored, type StorageNamespace } from "#app/kit/client-storage";

/**
 * SPEC §3 persistent "last-activity time", §4 Idle timeout: when the user last did something
 * in the portal — in its chrome, or inside a hosted app (bridge `activity`). Stored in local
 * storage, so every tab of the portal shares it. Writes are throttled to one a second.
 * Beside it, the other two persistent idle values of SPEC §3: the free-timeout hours and the
 * operation-timed-out flag.
 */
export const LAST_ACTIVITY_KEY = "portal:lastActivity";
const WRITE_EVERY_MS = 1000;

let lastWritten = 0;

/** Records activity now; `now` for tests. Returns whether it was written (false: throttled or no storage). */
export function recordActivity(now = Date.now()): boolean {
  // A clock set back (now before the last write) writes at once: the throttle must not stop the record.
  if (now >= lastWritten && now - lastWritten < WRITE_EVERY_MS) return false;
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    lastWritten = now;
    return true;
  } catch {
    return false;
  }
}

/** The last recorded activity (ms since the epoch), or null when none is stored or it is unreadable. */
export function lastActivity(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The idle values belong to the browser, not to one user or tenant: the login form stores the
 * free-timeout before it knows who signs in, and the idle check reads them for whoever did.
 */
const BROWSER: StorageNamespace = {};
const TIMED_OUT = "idleTimedOut";
const FREE_TIMEOUT_HOURS = "freeTimeoutHours";

/** SPEC §3 operation-timed-out flag: true once an idle check found the user timed out. */
export function readTimedOutFlag(): boolean {
  return readStored("local", TIMED_OUT, BROWSER, isTrue) === true;
}

/** Sets the operation-timed-out flag; false when it could not be written. */
export function writeTimedOutFlag(timedOut: boolean): boolean {
  return writeStored("local", TIMED_OUT, BROWSER, timedOut);
}

const isNumber = (value: unknown): value is number => typeof value === "number";

/** SPEC §3 free-timeout hours as stored (unvetted: app/session/idle.rules.ts decides whether it is usable), or null. */
export function readFreeTimeoutHours(): number | null {
  return readStored("local", FREE_TIMEOUT_HOURS, BROWSER, isNumber);
}

/** Stores the free-timeout hours for the idle check, or removes them (null). */
export function storeFreeTimeoutHours(hours: number | null): void {
  if (hours === null) removeStored("local", FREE_TIMEOUT_HOURS, BROWSER);
  else writeStored("local", FREE_TIMEOUT_HOURS, BROWSER, hours);
}

/** Forgets every idle value (a logout, SPEC §4 Other behaviours: logout clears the session's state). */
export function forgetIdleState(): void {
  removeStored("local", TIMED_OUT, BROWSER);
  removeStored("local", FREE_TIMEOUT_HOURS, BROWSER);
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // nothing to forget
  }
  lastWritten = 0;
}
