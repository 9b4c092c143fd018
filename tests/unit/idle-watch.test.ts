// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKey } from "#app/kit/client-storage";
import { ACTIVITY_EVENTS, createIdleWatch, forgetIdleState, LAST_ACTIVITY_KEY, type IdleWatch } from "#app/session/activity.store";
import { IDLE_CHECK_INTERVAL_MS } from "#app/session/idle.rules";

/**
 * SPEC §4 Idle timeout, ADR 014: the idle watch is a store that listens only between its
 * activate() and its deactivate(); after deactivate no listener and no check is left.
 */
const T = 1_700_000_000_000;
const HOUR = 3_600_000;
const FLAG = storageKey("idleTimedOut");

let watch: IdleWatch | null = null;

beforeEach(() => {
  window.localStorage.clear();
  forgetIdleState();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(T);
});
afterEach(() => {
  watch?.deactivate();
  watch = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The activity listeners on the document now: added minus removed, per event type and handler. */
function countListeners() {
  const live = new Map<string, Set<unknown>>();
  vi.spyOn(document, "addEventListener").mockImplementation(function add(this: Document, type: string, handler: unknown) {
    if (!live.has(type)) live.set(type, new Set());
    live.get(type)!.add(handler);
  } as typeof document.addEventListener);
  vi.spyOn(document, "removeEventListener").mockImplementation(function remove(this: Document, type: string, handler: unknown) {
    live.get(type)?.delete(handler);
  } as typeof document.removeEventListener);
  return () => [...live.entries()].filter(([, handlers]) => handlers.size > 0).map(([type, handlers]) => [type, handlers.size]);
}

describe("idle watch store (SPEC §4 Idle timeout, ADR 014)", () => {
  it("puts one listener per activity event on activate and takes every one off on deactivate", () => {
    const listeners = countListeners();
    watch = createIdleWatch();
    expect(watch.state.active).toBe(false);
    expect(listeners()).toEqual([]);

    watch.activate({ themeHours: () => undefined });
    expect(watch.state.active).toBe(true);
    expect(listeners()).toEqual(ACTIVITY_EVENTS.map((type) => [type, 1]));
    // A second activate while on adds nothing.
    watch.activate({ themeHours: () => undefined });
    expect(listeners()).toEqual(ACTIVITY_EVENTS.map((type) => [type, 1]));

    watch.deactivate();
    expect(watch.state.active).toBe(false);
    expect(listeners()).toEqual([]);
  });

  it("records activity while on, and neither records nor checks after deactivate", () => {
    watch = createIdleWatch();
    watch.activate({ themeHours: () => undefined });
    document.body.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T));
    vi.advanceTimersByTime(IDLE_CHECK_INTERVAL_MS);
    expect(window.localStorage.getItem(FLAG)).toBe("false");

    watch.deactivate();
    window.localStorage.clear();
    vi.advanceTimersByTime(2_000);
    document.body.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    vi.advanceTimersByTime(25 * HOUR);
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it("a timed-out check sets the flag, reports once and deactivates itself", () => {
    const listeners = countListeners();
    const onTimedOut = vi.fn();
    watch = createIdleWatch();
    watch.activate({ themeHours: () => 1, onTimedOut });
    vi.advanceTimersByTime(HOUR + IDLE_CHECK_INTERVAL_MS);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    expect(watch.state).toEqual({ active: false, timedOut: true });
    expect(window.localStorage.getItem(FLAG)).toBe("true");
    expect(listeners()).toEqual([]);
    vi.advanceTimersByTime(24 * HOUR);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
  });
});
