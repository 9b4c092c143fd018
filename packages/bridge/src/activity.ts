/**
 * User activity for the shell's idle timeout (SPEC §4: the last-activity time is kept from the
 * user's movements; the idle check runs every 30 s). What the user does inside a hosted app
 * never reaches the shell's own listeners, so the app reports it: at most once per interval.
 */
import type { ShellBridge } from "./protocol.ts";

/** Events that show the user is at work (pointer covers mouse, pen and touch). */
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel"] as const;

export const DEFAULT_ACTIVITY_SECONDS = 15;

export interface ActivityOptions {
  /** At most one report per this many seconds (default 15). */
  everySeconds?: number;
  /** Where the events are listened to (default the document). */
  target?: EventTarget;
  /** The clock, in milliseconds (default Date.now). */
  now?: () => number;
}

/**
 * Reports activity through `bridge.reportActivity()` when the user moves the pointer, clicks,
 * types or scrolls in `target`, at most once per `everySeconds`. Returns the function that
 * stops it. Throws a RangeError for an interval that is not a positive number.
 */
export function watchActivity(bridge: Pick<ShellBridge, "reportActivity">, options: ActivityOptions = {}): () => void {
  const everySeconds = options.everySeconds ?? DEFAULT_ACTIVITY_SECONDS;
  if (!Number.isFinite(everySeconds) || everySeconds <= 0) {
    throw new RangeError(`portal bridge: everySeconds must be a positive number, not ${String(options.everySeconds)}`);
  }
  const target = options.target ?? document;
  const now = options.now ?? Date.now;
  const intervalMs = everySeconds * 1000;
  let last = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    try {
      bridge.reportActivity();
    } catch {
      // A disconnected bridge has nobody to tell; the user's work goes on.
    }
  };
  // Capture, so an app that stops propagation still counts as in use.
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };
}
