import { useEffect, useRef, useState } from "react";
import { allowedIdleMs, clockSetBack, IDLE_CHECK_INTERVAL_MS, isIdleTimedOut } from "#app/session/idle.rules";
import { forgetIdleState, lastActivity, readFreeTimeoutHours, readTimedOutFlag, recordActivity, writeTimedOutFlag } from "#app/session/activity.store";
import { SessionEndDialogPiece } from "./SessionEndDialogPiece";

/**
 * What counts as activity (ADR 014). SPEC §4 names mouse movement; key presses, clicks, the
 * wheel and touch count too: someone typing into a long form, scrolling a report by wheel or
 * keys, tapping a trackpad or working on a touch screen is not idle, and logging them out
 * would lose their work (ARCHITECTURE §7).
 */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart"] as const;

interface WatchOptions {
  /** The header theme's loginSessionTimeout (hours, unvetted), read at each check. */
  themeHours: () => unknown;
  onTimedOut: () => void;
}

/**
 * Activates the idle watch (SPEC §4 Idle timeout, §9): listeners that record activity anywhere
 * in the page, and the check every 30 s. A timed-out check sets the operation-timed-out flag,
 * stops the watch and calls `onTimedOut`; any other check clears the flag. Returns the
 * matching deactivate.
 */
export function activateIdleWatch({ themeHours, onTimedOut }: WatchOptions): () => void {
  let loadedAt = Date.now();
  // Passive: never delays scrolling. Capture: a page part that stops an event's propagation still counts.
  const listening = { capture: true, passive: true } as const;
  const onActivity = () => void recordActivity();
  for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, listening);
  const timer = window.setInterval(check, IDLE_CHECK_INTERVAL_MS);

  function deactivate() {
    window.clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, listening);
  }

  function check() {
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
      onTimedOut();
    } else {
      writeTimedOutFlag(false);
    }
  }

  return deactivate;
}

interface Props {
  /** The header theme's loginSessionTimeout (hours), unvetted: garbage gives the default. */
  themeHours?: unknown;
  /** The portal's logout (a navigation). The idle values are forgotten just before it. */
  onLogout: () => void;
}

/**
 * The shell's idle timeout (SPEC §4, §8 Idle logout): after the allowed idle time a dialog
 * that cannot be dismissed, whose OK logs out. A page that loads while the operation-timed-out
 * flag is set logs out at once, so reloading does not get around the dialog.
 */
export function IdleTimeout({ themeHours, onLogout }: Props) {
  const [timedOut, setTimedOut] = useState(false);
  const hours = useRef(themeHours);
  const logout = useRef(onLogout);
  useEffect(() => {
    hours.current = themeHours;
    logout.current = onLogout;
  });

  useEffect(() => {
    if (readTimedOutFlag()) {
      forgetIdleState();
      logout.current();
      return undefined;
    }
    return activateIdleWatch({ themeHours: () => hours.current, onTimedOut: () => setTimedOut(true) });
  }, []);

  if (!timedOut) return null;
  // The dialog's code loads when the user has timed out, which most pages never see.
  return (
    <SessionEndDialogPiece
      open
      messageKey="idle.message"
      overOtherDialogs
      onOk={() => {
        forgetIdleState();
        logout.current();
      }}
    />
  );
}
