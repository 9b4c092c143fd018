import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleAll, isBrokenCircuitError, isTaskCancelledError, timeout, TimeoutStrategy, wrap, type IPolicy, type ICancellationContext } from "cockatiel";
import { log } from "#app/kit/log.server";
import type { PlatformResult } from "./platform-result";

/**
 * Timeouts and circuit breakers of the portal server's platform calls (ADR 031), with
 * cockatiel. Every call kind — the method and the path's route, ids left out — has its own
 * breaker: a route that fails (no answer within its budget, no connection, a 5xx, a body
 * that is not the platform's JSON envelope) CONSECUTIVE_FAILURES times in a row opens it,
 * and while open every call of that kind fails at once instead of waiting for a dead
 * upstream; after the reset time one call goes through again and closes it on success.
 * A 4xx (a 401 included) is the platform's answer, not its fault: it never counts.
 */
export const CONSECUTIVE_FAILURES = 3;

export interface UpstreamBudgets {
  /** Reads (GET): the pieces of a page load. */
  readMs: number;
  /** Everything else: writes, sign-in, tenant switch. */
  otherMs: number;
  /** How long an open breaker answers at once. */
  resetMs: number;
}

/** The route of a call: its path without the query, ids (segments with a digit, bar the version) as `:id`. */
export function callKind(method: string, path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const route = pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) && !/^v\d+$/.test(segment) ? ":id" : segment))
    .join("/");
  return `${method.toUpperCase()} ${route}`;
}

/** A platform result the breaker counts as the upstream failing. */
export function isUpstreamFault(result: PlatformResult): boolean {
  return result.status >= 500 || (result.status < 300 && result.status !== 204 && result.status !== 304 && result.envelope === null);
}

type Guard = IPolicy<ICancellationContext>;

/** Kinds are routes, so they are few; the bound only guards against a caller building paths of its own. */
const MAX_KINDS = 500;
const guards = new Map<string, { budgets: string; policy: Guard }>();

function guardOf(kind: string, budgetMs: number, resetMs: number): Guard {
  const budgets = `${budgetMs}/${resetMs}`;
  const known = guards.get(kind);
  if (known && known.budgets === budgets) return known.policy;
  const breaker = circuitBreaker(handleAll.orWhenResult((result) => isUpstreamFault(result as PlatformResult)), {
    halfOpenAfter: resetMs,
    breaker: new ConsecutiveBreaker(CONSECUTIVE_FAILURES),
  });
  breaker.onBreak(() => log("warn", "platform: circuit opened", { kind, resetMs }));
  breaker.onReset(() => log("info", "platform: circuit closed", { kind }));
  // A call that returned has read its whole answer: nothing is left to cancel, and aborting its
  // signal anyway (cockatiel's default) made an AbortError, with its stack, for every call.
  const policy = wrap(breaker, timeout(budgetMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false }));
  if (!known && guards.size >= MAX_KINDS) {
    const oldest = guards.keys().next().value;
    if (oldest !== undefined) guards.delete(oldest);
  }
  guards.set(kind, { budgets, policy });
  return policy;
}

/** Why a guarded call did not run or did not finish, in words for the log and the problem list. */
export function upstreamFailure(error: unknown, budgetMs: number): string {
  if (isBrokenCircuitError(error) || error instanceof BrokenCircuitError) return "circuit open: the platform failed this call repeatedly";
  if (isTaskCancelledError(error)) return `no answer within ${budgetMs} ms`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one platform call under its kind's breaker and budget. `call` gets the signal that
 * the budget aborts; the call's whole work (connecting, the headers, the body) is inside it.
 */
export function guardedCall(method: string, path: string, budgets: UpstreamBudgets, call: (signal: AbortSignal) => Promise<PlatformResult>, timeoutMs?: number): { budgetMs: number; run: Promise<PlatformResult> } {
  const isRead = method.toUpperCase() === "GET";
  const budgetMs = timeoutMs ?? (isRead ? Math.min(budgets.readMs, budgets.otherMs) : budgets.otherMs);
  const guard = guardOf(callKind(method, path), budgetMs, budgets.resetMs);
  // A signal of the call's own: without one cockatiel hangs every call's listener on one shared
  // never-aborted signal, which Node reports as a listener leak once more than ten calls are under way.
  return { budgetMs, run: guard.execute(({ signal }) => call(signal), new AbortController().signal) };
}

/** Closes every breaker (tests). */
export function resetUpstreamGuards(): void {
  guards.clear();
}
