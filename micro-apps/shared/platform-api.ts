/**
 * The demo apps call the platform as the shell does: through the portal's BFF at /api/…
 * (cookie session; a change needs the x-portal-request header and the same origin;
 * app/platform-api/bff/forward.server.ts). The calls are listed in platform/README.md.
 */
export const CSRF_HEADER = "x-portal-request";

/** A call that failed: the platform's error code and message, or the HTTP status. */
export class PlatformCallError extends Error {
  override readonly name: string = "PlatformCallError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The session is gone (HTTP 401): inside the portal the app tells the shell, which asks for a new login. */
export class UnauthorizedError extends PlatformCallError {
  override readonly name = "UnauthorizedError";
  constructor(message: string) {
    super(401, "401", message);
  }
}

export interface CallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls `/api/<path>` and gives the envelope's data; throws PlatformCallError (UnauthorizedError on 401), or the abort. */
export async function callPlatform<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (method !== "GET") Object.assign(headers, { "content-type": "application/json", [CSRF_HEADER]: "1" });
  const response = await fetch(new URL(`/api/${path.replace(/^\/+/, "")}`, window.location.origin), {
    method,
    headers,
    credentials: "same-origin",
    signal: options.signal,
    body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
  });
  type Envelope = { success?: unknown; data?: unknown; errorCode?: unknown; errorMsg?: unknown };
  let envelope: Envelope | null = null;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      const parsed: unknown = await response.json();
      envelope = parsed && typeof parsed === "object" ? (parsed as Envelope) : null;
    } catch {
      envelope = null;
    }
  }
  const message = typeof envelope?.errorMsg === "string" && envelope.errorMsg ? envelope.errorMsg : `HTTP ${response.status}`;
  if (response.status === 401) throw new UnauthorizedError(message);
  if (!response.ok || !envelope || envelope.success === false) {
    const code = typeof envelope?.errorCode === "string" ? envelope.errorCode : String(response.status);
    throw new PlatformCallError(response.status, code, message);
  }
  return envelope.data as T;
}

/** True for the error of an aborted call (the app left, or asked again). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
