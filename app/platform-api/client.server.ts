import { DEFAULT_PLATFORM_BREAKER_RESET_MS, DEFAULT_PLATFORM_READ_TIMEOUT_MS, getEnv } from "#app/kit/env.server";
import { timePlatformCall } from "#app/kit/observability/metrics.server";
import { currentRequestId, REQUEST_ID_HEADER } from "#app/kit/observability/request-context.server";
import { forgetSessionReads } from "./session-cache.server";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import { isTaskCancelledError } from "cockatiel";
import { request, type Dispatcher } from "undici";
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

/** What a platform elsewhere may compress its answers with: the encodings read below. */
const ACCEPTED_ENCODINGS = "gzip, deflate, br";
const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = { gzip: promisify(gunzip), "x-gzip": promisify(gunzip), deflate: promisify(inflate), br: promisify(brotliDecompress) };

/** The answer's body as text, decoded as its Content-Encoding says (identity when none). */
async function answerText(answer: Dispatcher.ResponseData): Promise<string> {
  const encoding = String(answer.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return answer.body.text();
  const decode = DECODERS[encoding];
  if (!decode) {
    await answer.body.dump();
    throw new Error(`the platform answered with an unknown content encoding: ${encoding}`);
  }
  return (await decode(Buffer.from(await answer.body.arrayBuffer()))).toString("utf8");
}

const headerText = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? value.join(", ") : value ?? null);

/**
 * One call to the platform over HTTP (the portal never imports platform code), under its
 * kind's time budget and circuit breaker (ADR 031): the whole call — connection, headers and
 * body — must finish within the budget, and a kind whose breaker is open fails at once.
 * Throws PlatformUnavailableError on network failure, timeout or an open breaker; every
 * HTTP status, 4xx and 5xx included, comes back as a result.
 */
export async function callPlatform<T = unknown>(path: string, options: PlatformCallOptions = {}): Promise<PlatformResult<T>> {
  const env = getEnv();
  const method = (options.method ?? "GET").toUpperCase();
  // The built-in platform answers over loopback: compressing its answers only to decompress them costs CPU on both ends (ADR 034).
  const headers: Record<string, string> = { accept: "application/json", "accept-encoding": isLoopback(env.platformApiUrl) ? "identity" : ACCEPTED_ENCODINGS, ...options.headers };
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
    // undici's own request, not fetch: a first render makes about fourteen of these calls, and fetch's
    // Request, Response and web streams cost several times the CPU of the call itself (ADR 046).
    // A redirect is not followed: it comes back as its status, as fetch's "manual" gave it.
    const answer = await request(`${env.platformApiUrl}${path}`, { method: method as Dispatcher.HttpMethod, headers, body, signal });
    const status = answer.statusCode;
    // A change made with the token, or a token the platform refuses: its reused reads are stale.
    if ((method !== "GET" && !options.read) || status === 401) forgetSessionReads(options.token);
    const etag = headerText(answer.headers.etag);
    if (status === 304) {
      await answer.body.dump();
      return { status: 304, envelope: null, etag };
    }
    const text = await answerText(answer);
    let envelope: Envelope | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && "success" in parsed) envelope = parsed as Envelope;
    } catch {
      envelope = null;
    }
    return { status, envelope, etag };
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
