import { getEnv } from "#app/kit/env.server";
import { timePlatformCall } from "#app/kit/observability/metrics.server";
import { currentRequestId, REQUEST_ID_HEADER } from "#app/kit/observability/request-context.server";
import { forgetTenantMenus } from "#app/features/menus/load-menus.server";
import { forgetTenantConfig } from "#app/platform-api/config-cache.server";
import { forgetSessionReads } from "#app/platform-api/session-cache.server";
import { ALLOWED_METHODS } from "#app/kit/http/allowed-methods";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isForeignNavigation, isSameOrigin } from "#app/kit/http/same-origin.server";
import { CUSTOM_LOGOUT_HREF } from "#app/session/logout.rules";
import { safeSameOriginPath } from "#app/kit/security/url-safety";
import { bearerToken, commitSession, destroySession, getSession, sessionHeaders, type PortalSession } from "#app/session/session.server";
import { contextChangedResponse, isStaleContext, requestedContext } from "#app/session/page-context.server";
import { isAdminWrite, isBrowserCall, isGestureOnlyCall } from "./browser-call-rules";
import { untrustedCodeFault } from "./trusted-code-writes";
import { scrubTokens } from "./token-scrub";
import { isPreviewMarkerFor, PLATFORM_PREVIEW_HEADER } from "#app/features/admin-preview/preview-marker.server";
import { PREVIEW_MARKER_HEADER } from "#app/features/admin-preview/preview-protocol";

/**
 * The BFF proxy (ARCHITECTURE §1, §6): `/api/*` from the browser is forwarded to
 * the platform with the bearer token and the x-* headers of the server-side
 * session. Mutating calls need a same-origin Origin and the CSRF header.
 */
export const CSRF_HEADER = "x-portal-request";
export const MAX_BODY_BYTES = 1024 * 1024;
export const EXPIRED_MESSAGE = "Login information has expired, please log in again";


/** Headers a browser may set per call; everything else x-* comes from the session. */
const FORWARDED_REQUEST_HEADERS = ["accept", "accept-language", "content-type", "if-match", "if-none-match", "x-app-unique-code", "x-product-code"];
const SAFE_METHODS = new Set(["GET", "HEAD"]);
/**
 * Headers of a platform answer that is not JSON (a file), relayed as they are. Not nosniff nor
 * Cross-Origin-Resource-Policy: the server sets both on every answer (server/security-headers.ts,
 * ADR 028), and relayed as well they would reach the browser twice.
 */
const BINARY_ANSWER_HEADERS = ["content-security-policy", "content-disposition"];
/**
 * Platform queries that take their filter as a POST body but change nothing. They still
 * need the CSRF checks of a POST, but they do not drop the session's reads or its
 * tenant's config (ADR 008): every portal page sends some of them, and treating them as
 * changes would empty the config cache on each page view.
 */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set([
  "org-permission/v4/orgs/auth-tree",
  "org-permission/v4/orgs/list-auth-descendant-by-org-ids",
  "org-permission/v4/orgs/search",
  "org-permission/v4/projects/list-page-child-project",
  "org-permission/v4/projects/child-project-tree",
  "message/v4/messages/page",
  "tenant-user/v4/users/extend-context",
]);
const PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~\-/]*$/;
const LOGIN_PATH = "identification/users/verify-tenant/relist";
const LOGOUT_PATH = "portal/v4/logout";
/** The Clear-Site-Data value of a logout: local and session storage, IndexedDB, caches and the service worker (cookies are the session's own, cleared by Set-Cookie; the locale cookie stays). */
export const CLEAR_SITE_STORAGE = '"storage"';

function envelope(status: number, errorCode: string, errorMsg: string, headers?: HeadersInit): Response {
  return Response.json({ success: false, data: null, errorCode, errorMsg }, { status, headers });
}

/** A change (or a logout) through this node: the session's page loads, its tenant's config and its tenant's menus read afresh (ADR 008). */
function forgetReadsAfterChange(session: PortalSession | null, method: string, splat: string): void {
  const changes = !SAFE_METHODS.has(method) && !(method === "POST" && READ_ONLY_POSTS.has(splat));
  if (!session || (!changes && splat !== LOGOUT_PATH)) return;
  forgetSessionReads(bearerToken(session));
  forgetSessionReads(session.loginToken);
  if (changes) {
    forgetTenantConfig(session.tenantId);
    forgetTenantMenus(session.tenantId);
  }
}

/** Forwards one browser call; never throws. */
export async function forwardToPlatform(request: Request, splat: string, clientHeaders: Record<string, string> = {}): Promise<Response> {
  const method = request.method.toUpperCase();
  // Never forwarded: a method no platform call uses (the server refuses them first; this holds without it).
  if (!ALLOWED_METHODS.includes(method)) return envelope(405, "405", "Method not allowed", { allow: ALLOWED_METHODS.join(", ") });
  if (!PATH_PATTERN.test(splat) || splat.split("/").some((s) => s === ".." || s === ".")) {
    return envelope(400, "400", "Invalid API path");
  }
  if (!SAFE_METHODS.has(method) && (!isSameOrigin(request) || request.headers.get(CSRF_HEADER) !== "1")) {
    return envelope(403, "403", "Cross-site request refused");
  }
  // ADR 047: a QR confirmation or a tenant switch is the user's click on a portal page, never a call through here.
  if (isGestureOnlyCall(splat)) return envelope(403, "403", "This act needs the user's own click on a portal page");
  const session = getSession(request);
  // ADR 033: a page drawn for another tenant, identity or org than the session's now acts on nothing.
  if (isStaleContext(request, session)) return contextChangedResponse();
  // ADR 047: a browser's admin write names the portal page it was made on; a blank frame's fetch names none.
  if (isAdminWrite(method, splat) && isBrowserCall(request.headers) && requestedContext(request) === null) return envelope(403, "403", "An admin change must come from a portal page of the tenant");
  const url = new URL(request.url);
  if (splat === LOGOUT_PATH && isForeignNavigation(request.headers, url.origin)) {
    // A logout link on another site ends nothing: the page that asks first (ADR 028).
    return new Response(null, { status: 302, headers: { location: CUSTOM_LOGOUT_HREF, "cache-control": "no-store" } });
  }
  const search = new URLSearchParams(url.search);
  search.delete("local_token");
  search.delete("userToken");
  const setCookies: string[] = [];
  if (splat === LOGOUT_PATH) {
    if (session) search.set("userToken", session.loginToken);
    setCookies.push(destroySession(request));
  }
  forgetReadsAfterChange(session, method, splat);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (session) Object.assign(headers, sessionHeaders(session), { authorization: `Bearer ${bearerToken(session)}` });
  // ADR 057: a read of the admin's preview frame whose marker opens for this session asks the platform for the admin's entry-list drafts.
  if (session && SAFE_METHODS.has(method) && isPreviewMarkerFor(session, request.headers.get(PREVIEW_MARKER_HEADER))) headers[PLATFORM_PREVIEW_HEADER] = "1";
  // ADR 030: the browser's address for the platform's rate limits (app/kit/http/client-address.server.ts).
  Object.assign(headers, clientHeaders);
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (!SAFE_METHODS.has(method)) {
    const read = await readBodyCapped(request, MAX_BODY_BYTES);
    if (read === null) return envelope(413, "413", "Request body too large");
    body = read;
    // ADR 047: config naming code the portal would never run is refused now, with the field, not saved and left out.
    const fault = untrustedCodeFault(method, splat, read, { trusted: getEnv().trustedCodeOrigins, portalOrigin: url.origin, production: getEnv().production });
    if (fault) return Response.json({ success: false, data: { errors: [fault] }, errorCode: "400", errorMsg: `${fault.path}: ${fault.message}` }, { status: 400 });
  }
  const query = search.toString();
  const target = `${getEnv().platformApiUrl}/${splat}${query ? `?${query}` : ""}`;
  let upstream: Response;
  const timed = timePlatformCall(method, `/${splat}`);
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(getEnv().platformTimeoutMs),
    });
    timed(upstream.status);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    timed(timedOut ? "timeout" : "failed");
    return envelope(timedOut ? 504 : 502, timedOut ? "504" : "502", "Server abnormal, please contact the administrator.");
  }
  // Again once the change is made: a page load in between may have read the old state.
  forgetReadsAfterChange(session, method, splat);
  return relayAnswer(request, splat, upstream, session, setCookies);
}

async function relayAnswer(request: Request, splat: string, upstream: Response, session: PortalSession | null, setCookies: string[]): Promise<Response> {
  const out = new Headers();
  for (const cookie of setCookies) out.append("set-cookie", cookie);
  // SPEC §4 "Logout clears all session and local state": the browser drops the origin's storage.
  if (splat === LOGOUT_PATH) out.set("clear-site-data", CLEAR_SITE_STORAGE);
  if (upstream.status === 304) {
    for (const name of ["etag", "cache-control"]) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(null, { status: 304, headers: out });
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    // Platform redirects (portal/v4/main, logout) stay on this origin.
    const location = safeSameOriginPath(upstream.headers.get("location"), new URL(request.url).origin) ?? "/login/";
    out.set("location", location);
    return new Response(null, { status: 302, headers: out });
  }
  if (upstream.status === 401) {
    if (session) forgetSessionReads(bearerToken(session));
    return envelope(401, "401", EXPIRED_MESSAGE, out);
  }
  // A 429's Retry-After (ADR 030) tells the browser when to try again, whatever the body.
  const retryAfter = upstream.headers.get("retry-after");
  if (retryAfter) out.set("retry-after", retryAfter);
  for (const name of ["etag", "cache-control", "content-type"]) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  const contentType = upstream.headers.get("content-type") ?? "";
  if (!contentType.includes("application/json")) {
    // A file (an uploaded image, a captcha) keeps the platform's guards: the browser must not
    // read it as anything but its type, nor run anything in it (server/security-headers.ts
    // leaves a policy of `default-src 'none'` as it is).
    for (const name of BINARY_ANSWER_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: out });
  }
  // HEAD: the GET's status and headers without a body (the platform sends none to parse).
  if (request.method === "HEAD") return new Response(null, { status: upstream.status, headers: out });
  const text = await upstream.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return envelope(502, "502", "Server abnormal, please contact the administrator.", out);
  }
  if (splat === LOGIN_PATH) {
    const token = readLoginToken(parsed);
    if (token) {
      // A new login starts a new session: nothing of the previous one (trust tokens, source tenant) carries over.
      const next: PortalSession = { loginToken: token.userToken, tenantId: token.tenantId, loginTenantId: token.tenantId, userId: token.userId, issuedAt: Date.now() };
      out.append("set-cookie", commitSession(request, next));
    }
  }
  out.delete("content-length");
  return new Response(JSON.stringify(scrubTokens(parsed)), { status: upstream.status, headers: out });
}

function readLoginToken(parsed: unknown): { userToken: string; tenantId?: string; userId?: string } | null {
  if (!parsed || typeof parsed !== "object") return null;
  const data = (parsed as { success?: unknown; data?: unknown }).data;
  if ((parsed as { success?: unknown }).success !== true || !data || typeof data !== "object") return null;
  const { userToken, tenantId, userId } = data as Record<string, unknown>;
  if (typeof userToken !== "string" || userToken.length === 0) return null;
  return {
    userToken,
    tenantId: typeof tenantId === "string" ? tenantId : undefined,
    userId: typeof userId === "string" ? userId : undefined,
  };
}
