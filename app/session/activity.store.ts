import { proxy } from "valtio";
import { isTrue, readStored, removeStored, writeStored, type StorageNamespace } from "#app/kit/client-storage";
import { allowedIdleMs, clockSetBack, IDLE_CHECK_INTERVAL_MS, isIdleTimedOut } from "#app/session/idle.rules";

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

/**
 * What counts as activity (ADR 014). SPEC §4 names mouse movement; key presses, clicks, the
 * wheel and touch count too: someone typing into a long form, scrolling a report by wheel or
 * keys, tapping a trackpad or working on a touch screen is not idle, and logging them out
 * would lose their work (ARCHITECTURE §7).
 */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart"] as const;

export interface IdleWatchOptions {
  /** The header theme's loginSessionTimeout (hours, unvetted), read at each check. */
  themeHours: () => unknown;
  /** Called once, when a check finds the user timed out. */
  onTimedOut?: () => void;
}

/** The idle watch's state, for whoever shows it. */
export interface IdleWatchState {
  /** Whether the activity listeners and the check are on. */
  active: boolean;
  /** Whether a check found the user timed out since the last activate. */
  timedOut: boolean;
}

/**
 * SPEC §4 Idle timeout, §9: the idle watch as a store. activate() puts listeners on the page
 * that record activity anywhere in it, and starts the check every 30 s; deactivate() takes
 * them all off again. A timed-out check sets the operation-timed-out flag, deactivates the
 * watch, sets `timedOut` and calls `onTimedOut`; any other check clears the flag.
 */
export interface IdleWatch {
  readonly state: IdleWatchState;
  /** Starts the watch; does nothing while it is already on. */
  activate(options: IdleWatchOptions): void;
  /** Stops the watch; does nothing while it is off. */
  deactivate(): void;
}

// Passive: never delays scrolling. Capture: a page part that stops an event's propagation still counts.
const LISTENING = { capture: true, passive: true } as const;

export function createIdleWatch(): IdleWatch {
  const state = proxy<IdleWatchState>({ active: false, timedOut: false });
  let stopWatch: (() => void) | null = null;

  function activate({ themeHours, onTimedOut }: IdleWatchOptions) {
    if (stopWatch) return;
    let loadedAt = Date.now();
    const onActivity = () => void recordActivity();
    const check = () => {
      const now = Date.now();
      let last = lastActivity();
      // The clock went back: what was recorded lies ahead, so counting starts again from now.
      if (clockSetBack(now, last)) {
        recordActivity(now);
        last = now;
      }
      loadedAt = Math.min(loadedAt, now);
      if (isIdleTimedOut(now, last, allowedIdleMs(readFreeTimeoutHours(), themeHours()), loadedAt)) {
        writeTimedOutFlag(true);
        deactivate();
        state.timedOut = true;
        onTimedOut?.();
      } else {
        writeTimedOutFlag(false);
      }
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, LISTENING);
    const timer = window.setInterval(check, IDLE_CHECK_INTERVAL_MS);
    stopWatch = () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, LISTENING);
    };
    state.timedOut = false;
    state.active = true;
  }

  function deactivate() {
    if (!stopWatch) return;
    stopWatch();
    stopWatch = null;
    state.active = false;
  }

  return { state, activate, deactivate };
}
