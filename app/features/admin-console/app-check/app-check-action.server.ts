import { getEnv } from "#app/kit/env.server";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { resolveLocale } from "#app/kit/i18n/locale.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { platformRetryAfter } from "#app/kit/http/client-address.server";
import { bearerToken, getSession, sessionHeaders } from "#app/session/session.server";
import { checkApp, type AppKind } from "./app-check.server";
import { findingMessage, appCheckText } from "./app-check-text";

/**
 * `POST /portal-admin/api/app-check` (ADR 060): a tenant admin's check of an app's entry, with
 * `{ entry, kind }`. Guarded as the console's other writes are: the portal's own page (Origin
 * and the CSRF header), then the platform's word that the session is the tenant's admin, which
 * counts the check among the admin's writes (ADR 048; its 429 is relayed). Answers the platform's
 * envelope: `data: { url, hosting, findings: [{ code, severity, params, message }] }`, each
 * message in the admin's language.
 */

export const CSRF_HEADER = "x-portal-request";
/** A check's request body: an entry and a kind, far below this. */
const MAX_BODY_BYTES = 8 * 1024;
const KINDS: readonly AppKind[] = ["microApp", "iframe", "window"];
/** What the write schema takes as an entry (schemas/micro-app-write.schema.json `entry`: at most 2048 characters). */
const MAX_ENTRY_LENGTH = 2048;
/** The platform's call that answers whether the session may run a check now (platform/README.md "Apps and menus"). */
export const CHECK_PERMIT_PATH = "/product/v4/micro-apps/entry-checks";

function envelope(status: number, errorMsg: string, headers?: HeadersInit): Response {
  return Response.json({ success: false, data: null, errorCode: String(status), errorMsg }, { status, headers: { "cache-control": "no-store", ...Object.fromEntries(new Headers(headers)) } });
}

/** The body's entry and kind, or null when it is not `{ entry: string, kind: one of KINDS }` with an http(s) entry or a portal path. */
function readCheck(body: Uint8Array, portalOrigin: string): { entry: string; kind: AppKind } | null {
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return null;
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) return null;
  const { entry, kind } = input as Record<string, unknown>;
  if (typeof entry !== "string" || typeof kind !== "string" || !KINDS.includes(kind as AppKind)) return null;
  const text = entry.trim();
  if (text === "" || text.length > MAX_ENTRY_LENGTH || /[\s"'<>`\\\u0000-\u001f\u007f]/.test(text)) return null;
  if (!/^https?:\/\//i.test(text) && !/^\/(?!\/)/.test(text)) return null;
  try {
    const url = new URL(text, portalOrigin);
    if (url.username || url.password || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  } catch {
    return null;
  }
  return { entry: text, kind: kind as AppKind };
}

export async function appCheckAction(request: Request): Promise<Response> {
  const { locale } = resolveLocale(request);
  if (request.method.toUpperCase() !== "POST") return envelope(405, appCheckText(locale, "refused.method"), { allow: "POST" });
  if (!isSameOrigin(request) || request.headers.get(CSRF_HEADER) !== "1") return envelope(403, appCheckText(locale, "refused.crossSite"));
  const session = getSession(request);
  if (!session) return envelope(401, appCheckText(locale, "refused.signedOut"));
  const portalOrigin = new URL(request.url).origin;
  const read = await readBodyCapped(request, MAX_BODY_BYTES);
  const check = read === null ? null : readCheck(read, portalOrigin);
  if (!check) return envelope(400, appCheckText(locale, "refused.badBody"));
  try {
    const permit = await callPlatform(CHECK_PERMIT_PATH, { method: "POST", token: bearerToken(session), headers: sessionHeaders(session) });
    if (permit.status === 401) return envelope(401, appCheckText(locale, "refused.signedOut"));
    if (permit.status === 403) return envelope(403, appCheckText(locale, "refused.notAdmin"));
    if (permit.status === 429) {
      const seconds = platformRetryAfter(permit.envelope?.data) ?? 60;
      return envelope(429, appCheckText(locale, "refused.tooMany", { seconds: String(seconds) }), { "retry-after": String(seconds) });
    }
    if (permit.status !== 200 || permit.envelope?.success !== true) return envelope(502, appCheckText(locale, "refused.unavailable"));
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return envelope(503, appCheckText(locale, "refused.unavailable"));
    throw error;
  }
  const result = await checkApp(check.entry, check.kind, { portalOrigin, trusted: getEnv().trustedCodeOrigins });
  const findings = result.findings.map((finding) => ({ ...finding, message: findingMessage(locale, finding) }));
  return Response.json({ success: true, data: { ...result, findings } }, { headers: { "cache-control": "no-store" } });
}
