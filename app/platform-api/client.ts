/**
 * The browser's only way to call the platform: through the BFF at `/api/<path>`
 * (ARCHITECTURE §1, §6). Tokens never pass through here; the BFF adds them.
 */

import { PREVIEW_MARKER_HEADER } from "#app/features/admin-preview/preview-protocol";

/** The CSRF header the BFF demands on every mutating call (app/platform-api/bff/forward.server.ts). */
export const CSRF_HEADER = "x-portal-request";

/** Dispatched on window whenever the BFF answers 401. */
export const SESSION_EXPIRED_EVENT = "portal:session-expired";

/** A call the platform answered with `success: false` or a non-2xx status. */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The envelope's data of a failed call, when it carries details (a 400's field errors, a 412's newer versions). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Any 401 (SPEC §4 Invalid token): the caller shows the re-login dialog or the expiry notice. */
export class SessionExpiredError extends ApiError {
  override readonly name = "SessionExpiredError";
  constructor(message: string) {
    super(401, "401", message);
  }
}

export type MutatingMethod = "POST" | "PUT" | "PATCH" | "DELETE";

interface Envelope {
  success?: unknown;
  data?: unknown;
  errorCode?: unknown;
  errorMsg?: unknown;
}

/** The preview marker of the page's address (ADR 020 "Preview"), or null on any other page. */
function previewMarker(): string | null {
  if (typeof window === "undefined" || !window.location) return null;
  return new URLSearchParams(window.location.search).get("adminPreview");
}

/** Absolute so the same code runs in the browser and under jsdom, whose fetch needs a base. */
function apiUrl(path: string): string {
  const clean = path.replace(/^\/+/, "").replace(/^api\//, "");
  const origin = typeof window !== "undefined" && window.location ? window.location.origin : "";
  return `${origin}/api/${clean}`;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return null;
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === "object" ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

async function unwrap<T>(response: Response): Promise<T> {
  const body = await readEnvelope(response);
  const message = typeof body?.errorMsg === "string" && body.errorMsg ? body.errorMsg : response.statusText || `HTTP ${response.status}`;
  if (response.status === 401) {
    // SPEC §4 Invalid token (any 401): the shell decides what happens (re-login dialog, or logout when embedded).
    if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    throw new SessionExpiredError(message);
  }
  const code = body?.errorCode === undefined || body.errorCode === null ? String(response.status) : String(body.errorCode);
  if (!response.ok) throw new ApiError(response.status, code, message, body?.data ?? null);
  if (!body || body.success !== true) throw new ApiError(response.status, code, body ? message : "The server did not answer with JSON");
  return body.data as T;
}

/**
 * GETs `/api/<path>` and returns the envelope's `data`.
 * Throws `SessionExpiredError` on 401 and `ApiError` on any other failure.
 */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  // ADR 057: a read of the admin console's preview frame carries its marker, so the BFF may answer the admin's entry-list drafts.
  const marker = previewMarker();
  if (marker) headers.set(PREVIEW_MARKER_HEADER, marker);
  const response = await fetch(apiUrl(path), { ...init, method: "GET", headers, credentials: "same-origin" });
  return unwrap<T>(response);
}

/**
 * Sends a mutating call with a JSON body and the CSRF header; returns the envelope's `data`.
 * Throws like `apiGet`.
 */
export async function apiSend<T>(method: MutatingMethod, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  headers.set("content-type", "application/json");
  headers.set(CSRF_HEADER, "1");
  const response = await fetch(apiUrl(path), {
    ...init,
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return unwrap<T>(response);
}

/**
 * Sends a file's bytes as the body of a mutating call (an upload), with the file's type and the
 * CSRF header; returns the envelope's `data`. Throws like `apiGet`.
 */
export async function apiSendBytes<T>(method: MutatingMethod, path: string, file: Blob): Promise<T> {
  const headers = new Headers({ accept: "application/json", [CSRF_HEADER]: "1", "content-type": file.type || "application/octet-stream" });
  const response = await fetch(apiUrl(path), { method, headers, credentials: "same-origin", body: file });
  return unwrap<T>(response);
}
