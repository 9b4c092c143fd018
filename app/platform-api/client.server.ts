import { DEFAULT_PLATFORM_BREAKER_RESET_MS, DEFAULT_PLATFORM_READ_TIMEOUT_MS, getEnv } from "#app/kit/env.server";
import { timePlatformCall } from "#app/kit/observability/metrics.server";
import { currentRequestId, REQUEST_ID_HEADER } from "#app/kit/observability/request-context.server";
import { forgetSessionReads } from "./session-cache.server";
import { isTaskCancelledError } from "cockatiel";
import { guardedCall, upstreamFailure } from "./upstream-policy.server";

import type { Envelope, PlatformResult } from "./platform-result";

export type { Envelope, PlatformResult };
export { successData } from "./platform-result";

export class PlatformUnavailableError extends Error {
  constructor(path: string, cause: unknown) {
    super(`platform call ${path.split("?", 1)[0]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "PlatformUnavailableError";
  }
}

export interface PlatformCallOptions {
  token?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ifNoneMatch?: string;
  timeoutMs?: number;
  /** A read sent with another method (its body is the query): a read's budget (ADR 031). */
  read?: boolean;
}

const LOOPBACK = /^https?:\/\/(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?(?:\/|$)/i;
/** Whether the platform's address is on this host (the built-in platform's always is). */
const isLoopback = (url: string): boolean => LOOPBACK.test(url);

/**
 * One call to the platform over HTTP (the portal never imports platform code), under its
 * kind's time budget and circuit breaker (ADR 031): the whole call — connection, headers and
 * body — must finish within the budget, and a kind whose breaker is open fails at once.
 * Throws PlatformUnavailableError on network failure, timeout or an open breaker; every
 * HTTP status, 4xx and 5xx included, comes back as a result.
 */
export async function callPlatform<T = unknown>(path: string, options: PlatformCallOptions = {}): Promise<PlatformResult<T>> {
  const env = getEnv();
  const method = options.method ?? "GET";
  // The built-in platform answers over loopback: compressing its answers only to decompress them costs CPU on both ends (ADR 034).
  const headers: Record<string, string> = { accept: "application/json", ...(isLoopback(env.platformApiUrl) ? { "accept-encoding": "identity" } : {}), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ifNoneMatch) headers["if-none-match"] = options.ifNoneMatch;
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const budgets = {
    readMs: env.platformReadTimeoutMs ?? DEFAULT_PLATFORM_READ_TIMEOUT_MS,
    otherMs: env.platformTimeoutMs,
    resetMs: env.platformBreakerResetMs ?? DEFAULT_PLATFORM_BREAKER_RESET_MS,
  };
  const { budgetMs, run } = guardedCall(method, path, options.read ? { ...budgets, otherMs: budgets.readMs } : budgets, async (signal) => {
    const response = await fetch(`${env.platformApiUrl}${path}`, { method, headers, body, redirect: "manual", signal });
    // A change made with the token, or a token the platform refuses: its reused reads are stale.
    if ((method.toUpperCase() !== "GET" && !options.read) || response.status === 401) forgetSessionReads(options.token);
    const etag = response.headers.get("etag");
    if (response.status === 304) return { status: 304, envelope: null, etag };
    const text = await response.text();
    let envelope: Envelope | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && "success" in parsed) envelope = parsed as Envelope;
    } catch {
      envelope = null;
    }
    return { status: response.status, envelope, etag };
  }, options.timeoutMs);
  const timed = timePlatformCall(method, path);
  try {
    const result = (await run) as PlatformResult<T>;
    timed(result.status);
    return result;
  } catch (error) {
    timed(isTaskCancelledError(error) ? "timeout" : "failed");
    throw new PlatformUnavailableError(path, upstreamFailure(error, budgetMs));
  }
}
