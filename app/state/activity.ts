/**
 * SPEC §3 persistent "last-activity time", §4 Idle timeout: when the user last did something
 * in the portal — in its chrome, or inside a hosted app (bridge `activity`). Stored in local
 * storage, so every tab of the portal shares it. Writes are throttled to one a second.
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
