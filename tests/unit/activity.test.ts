// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * SPEC §3 last-activity time, §4 idle timeout: activity recorded in local storage (shared by
 * the portal's tabs), at most one write a second. The module keeps its last write, so each
 * test loads it afresh.
 */
async function load() {
  vi.resetModules();
  return import("#app/session/activity.store");
}

const T = 1_700_000_000_000;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("recordActivity", () => {
  it("writes the time under portal:lastActivity and reads it back", async () => {
    const { recordActivity, lastActivity, LAST_ACTIVITY_KEY } = await load();
    expect(LAST_ACTIVITY_KEY).toBe("portal:lastActivity");
    expect(lastActivity()).toBeNull();
    expect(recordActivity(T)).toBe(true);
    expect(window.localStorage.getItem("portal:lastActivity")).toBe(String(T));
    expect(lastActivity()).toBe(T);
  });

  it("writes at most once a second", async () => {
    const { recordActivity, lastActivity } = await load();
    expect(recordActivity(T)).toBe(true);
    expect(recordActivity(T + 1)).toBe(false);
    expect(recordActivity(T + 999)).toBe(false);
    expect(lastActivity()).toBe(T);
    expect(recordActivity(T + 1000)).toBe(true);
    expect(lastActivity()).toBe(T + 1000);
    expect(recordActivity(T + 1500)).toBe(false);
    expect(recordActivity(T + 2000)).toBe(true);
    expect(lastActivity()).toBe(T + 2000);
  });

  it("uses the clock when no time is given", async () => {
    vi.useFakeTimers({ now: T + 5_000 });
    try {
      const { recordActivity, lastActivity } = await load();
      expect(recordActivity()).toBe(true);
      expect(lastActivity()).toBe(T + 5_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a storage that refuses the write: false, and the next call tries again", async () => {
    const { recordActivity, lastActivity } = await load();
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(recordActivity(T)).toBe(false);
    setItem.mockRestore();
    expect(recordActivity(T + 1)).toBe(true);
    expect(lastActivity()).toBe(T + 1);
  });

  it("a clock set back (an hour) still records activity", async () => {
    const { recordActivity, lastActivity } = await load();
    expect(recordActivity(T)).toBe(true);
    expect(recordActivity(T - 3_600_000), "activity after the clock went back an hour").toBe(true);
    expect(lastActivity()).toBe(T - 3_600_000);
  });
});

describe("lastActivity", () => {
  const bad: [string, string][] = [
    ["empty", ""],
    ["text", "yesterday"],
    ["zero", "0"],
    ["negative", "-5"],
    ["not finite", "Infinity"],
    ["NaN", "NaN"],
    ["JSON", '{"at":1}'],
  ];
  it.each(bad)("a stored value that is %s reads as null", async (_name, value) => {
    const { lastActivity } = await load();
    window.localStorage.setItem("portal:lastActivity", value);
    expect(lastActivity()).toBeNull();
  });

  it("another tab's write is read (local storage is shared)", async () => {
    const { lastActivity } = await load();
    window.localStorage.setItem("portal:lastActivity", String(T + 42));
    expect(lastActivity()).toBe(T + 42);
  });

  it("a storage that cannot be read gives null", async () => {
    const { lastActivity } = await load();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(lastActivity()).toBeNull();
  });
});
