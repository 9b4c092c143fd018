import { describe, expect, it } from "vitest";
import {
  allowedIdleMs,
  clockSetBack,
  DEFAULT_IDLE_HOURS,
  FREE_LOGIN_HOURS,
  IDLE_CHECK_INTERVAL_MS,
  isIdleTimedOut,
  validIdleHours,
} from "#app/session/idle.rules";

const HOUR = 3_600_000;
const T = 1_700_000_000_000;

describe("idle constants (SPEC §9)", () => {
  it("checks every 30 s, allows 24 h by default and a week with the free login", () => {
    expect(IDLE_CHECK_INTERVAL_MS).toBe(30_000);
    expect(DEFAULT_IDLE_HOURS).toBe(24);
    expect(FREE_LOGIN_HOURS).toBe(168);
  });
});

describe("allowedIdleMs", () => {
  it("takes the stored free-timeout hours first", () => {
    expect(allowedIdleMs(168, 2)).toBe(168 * HOUR);
    expect(allowedIdleMs(0.5, 24)).toBe(HOUR / 2);
  });

  it("takes the theme's loginSessionTimeout without a free-timeout", () => {
    expect(allowedIdleMs(null, 2)).toBe(2 * HOUR);
    expect(allowedIdleMs(undefined, "8")).toBe(8 * HOUR);
  });

  it("falls back to 24 h without either", () => {
    expect(allowedIdleMs(null, undefined)).toBe(24 * HOUR);
  });

  it.each([0, -1, Number.NaN, Infinity, 1e12, "", "  ", "abc", "12h", true, {}, [], null])("treats %j as garbage and goes on to the next source", (garbage) => {
    expect(allowedIdleMs(garbage, 3)).toBe(3 * HOUR);
    expect(allowedIdleMs(null, garbage)).toBe(24 * HOUR);
    expect(allowedIdleMs(garbage, garbage)).toBe(24 * HOUR);
  });

  it("honours at most a year", () => {
    expect(validIdleHours(24 * 365)).toBe(8760);
    expect(validIdleHours(24 * 365 + 1)).toBeNull();
  });
});

describe("isIdleTimedOut", () => {
  const allowed = 24 * HOUR;
  const loadedAt = T;

  it("is timed out only once the idle time exceeds the allowance", () => {
    expect(isIdleTimedOut(T + allowed, T, allowed, loadedAt)).toBe(false);
    expect(isIdleTimedOut(T + allowed + 1, T, allowed, loadedAt)).toBe(true);
  });

  it("counts from the last activity, even one before the page loaded (another tab, an earlier visit)", () => {
    expect(isIdleTimedOut(T + 30_000, T - allowed, allowed, loadedAt)).toBe(true);
    expect(isIdleTimedOut(T + 2 * allowed, T + 2 * allowed - 1000, allowed, loadedAt)).toBe(false);
  });

  it("counts from the page's load when no activity is recorded", () => {
    expect(isIdleTimedOut(T + 30_000, null, allowed, loadedAt)).toBe(false);
    expect(isIdleTimedOut(T + allowed + 1, null, allowed, loadedAt)).toBe(true);
    expect(isIdleTimedOut(T + allowed + 1, Number.NaN, allowed, loadedAt)).toBe(true);
  });

  it("is not timed out when the clock was set back behind the record or the load", () => {
    expect(isIdleTimedOut(T - 5 * allowed, T, allowed, loadedAt)).toBe(false);
    expect(isIdleTimedOut(T - HOUR, null, allowed, loadedAt)).toBe(false);
  });

  it("takes an unusable allowance as 24 h and an unusable clock as not timed out", () => {
    expect(isIdleTimedOut(T + 23 * HOUR, T, Number.NaN, loadedAt)).toBe(false);
    expect(isIdleTimedOut(T + 25 * HOUR, T, 0, loadedAt)).toBe(true);
    expect(isIdleTimedOut(Number.NaN, T, allowed, loadedAt)).toBe(false);
  });
});

describe("clockSetBack", () => {
  it("is true only for a record after now", () => {
    expect(clockSetBack(T, T + 1)).toBe(true);
    expect(clockSetBack(T, T)).toBe(false);
    expect(clockSetBack(T, T - HOUR)).toBe(false);
    expect(clockSetBack(T, null)).toBe(false);
  });
});
