import { getEnv } from "#app/kit/env.server";
import { timePlatformCall } from "#app/kit/observability/metrics.server";
import { currentRequestId, REQUEST_ID_HEADER } from "#app/kit/observability/request-context.server";
import { forgetSessionReads } from "./session-cache.server";

import type { Envelope, PlatformResult } from "./platform-result";

export type { Envelope, PlatformResult };

export class PlatformUnavailableError extends Error {
  constructor(path: string, cause: unknown) {
    super(`platform call ${path} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
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
}

/**
 * One call to the platform over HTTP (the portal never imports platform code).
 * Throws PlatformUnavailableError on network failure or timeout; every HTTP
 * status, 4xx and 5xx included, comes back as a result.
 */
export async function callPlatform<T = unknown>(path: string, options: PlatformCallOptions = {}): Promise<PlatformResult<T>> {
  const env = getEnv();
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ifNoneMatch) headers["if-none-match"] = options.ifNoneMatch;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  const timed = timePlatformCall(options.method ?? "GET", path);
  try {
    response = await fetch(`${env.platformApiUrl}${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? env.platformTimeoutMs),
    });
  } catch (error) {
    timed(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "failed");
    throw new PlatformUnavailableError(path, error);
  }
  timed(response.status);
  // A change made with the token, or a token the platform refuses: its reused reads are stale.
  if ((options.method ?? "GET").toUpperCase() !== "GET" || response.status === 401) forgetSessionReads(options.token);
  const etag = response.headers.get("etag");
  if (response.status === 304) return { status: 304, envelope: null, etag };
  const text = await response.text().catch(() => "");
  let envelope: Envelope<T> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "success" in parsed) envelope = parsed as Envelope<T>;
  } catch {
    envelope = null;
  }
  return { status: response.status, envelope, etag };
}
