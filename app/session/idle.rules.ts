/**
 * SPEC §4 Idle timeout, §9: how long the user may stay idle, and whether they have. Pure; the
 * idle watch (app/session/activity.store.ts) reads the clock and storage.
 */
import { DEFAULT_IDLE_HOURS } from "#app/kit/schemas/defaults.ts";

/** SPEC §9: allowed idle when no free-timeout is stored and the theme gives none (the header theme's loginSessionTimeout default). */
export { DEFAULT_IDLE_HOURS };
/** SPEC §9: the idle check runs every 30 s. */
export const IDLE_CHECK_INTERVAL_MS = 30_000;
/** SPEC §9 "one week free login": the free-timeout the login form stores when the option is ticked. */
export const FREE_LOGIN_HOURS = 168;
/**
 * The longest allowance honoured (a year). A larger value is not a setting anyone means: it
 * is read as garbage, so the next source (or the default) applies instead of "never".
 */
export const MAX_IDLE_HOURS = 24 * 365;

const HOUR_MS = 3_600_000;

/** `value` as idle hours when it is a usable allowance (a number, or a numeric string, above 0 and at most a year), else null. */
export function validIdleHours(value: unknown): number | null {
  const hours = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof hours === "number" && Number.isFinite(hours) && hours > 0 && hours <= MAX_IDLE_HOURS ? hours : null;
}

/**
 * The allowed idle time in ms: the stored free-timeout hours when valid, else the header
 * theme's loginSessionTimeout (hours) when valid, else 24 h. 0, negatives, NaN and the like
 * are not valid: an allowance of nothing would log the user out at every check.
 */
export function allowedIdleMs(freeTimeoutHours: unknown, themeHours: unknown): number {
  return (validIdleHours(freeTimeoutHours) ?? validIdleHours(themeHours) ?? DEFAULT_IDLE_HOURS) * HOUR_MS;
}

function isTime(value: number | null): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * Whether the user has been idle longer than `allowedMs` at `now` (all ms since the epoch).
 * Idle counts from the last recorded activity — in any tab of the portal, since it is kept in
 * local storage — or, with none recorded, from the page's load (`loadedAt`): no record is not
 * "timed out". A time after `now` (the clock was set back) is not idle at all: the caller
 * records activity now so that counting starts again (clockSetBack). An unusable `allowedMs`
 * is taken as the default 24 h; an unusable `now` is never timed out.
 */
export function isIdleTimedOut(now: number, lastActivity: number | null, allowedMs: number, loadedAt: number): boolean {
  if (!isTime(now)) return false;
  const since = isTime(lastActivity) ? lastActivity : loadedAt;
  if (!isTime(since) || since > now) return false;
  const allowed = Number.isFinite(allowedMs) && allowedMs > 0 ? allowedMs : DEFAULT_IDLE_HOURS * HOUR_MS;
  return now - since > allowed;
}

/** Whether the recorded activity lies after `now`: the clock was set back since it was written. */
export function clockSetBack(now: number, lastActivity: number | null): boolean {
  return isTime(now) && isTime(lastActivity) && lastActivity > now;
}
