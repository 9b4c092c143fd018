import { CSRF_HEADER } from "#app/platform-api/client";
import type { Finding } from "./app-check.rules";

/** Where the console asks for an app check (app/routes/portal-admin.api.app-check.tsx). */
export const APP_CHECK_PATH = "/portal-admin/api/app-check";

/** A finding as the server answers it: with its message in the admin's language. */
export interface CheckedFinding extends Finding {
  message: string;
}

/** What a check answered: how the app will be hosted and what will fail. */
export interface AppCheckAnswer {
  url: string;
  hosting: "inPage" | "framed" | "window";
  findings: CheckedFinding[];
}

interface AnswerBody {
  success?: unknown;
  data?: unknown;
  errorMsg?: unknown;
}

/** A check the server refused or could not make, with its message. */
export class AppCheckRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "AppCheckRefused";
  }
}

/**
 * Asks the portal's server to check an app's entry (ADR 060) as the console's other writes are
 * sent: same origin with the CSRF header (the page-context header is added to every call of the
 * page). Throws AppCheckRefused with the server's message when it refuses or fails.
 */
export async function checkAppEntry(entry: string, kind: string, signal?: AbortSignal): Promise<AppCheckAnswer> {
  const response = await fetch(new URL(APP_CHECK_PATH, window.location.origin).href, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", [CSRF_HEADER]: "1" },
    credentials: "same-origin",
    body: JSON.stringify({ entry, kind }),
    signal,
  });
  let body: AnswerBody | null = null;
  try {
    body = (await response.json()) as AnswerBody | null;
  } catch {
    body = null;
  }
  if (!response.ok || body?.success !== true || !body.data) throw new AppCheckRefused(response.status, typeof body?.errorMsg === "string" && body.errorMsg ? body.errorMsg : `HTTP ${response.status}`);
  return body.data as AppCheckAnswer;
}
