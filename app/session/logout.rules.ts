import { defaultLogoutHref } from "#app/platform-api/portal.ts";
import { safeHttpUrl, safeSameOriginPath } from "#app/kit/security/url-safety.ts";

/**
 * SPEC §4, §7 Logout: "browser navigation to the configured logout URL with userToken, or by
 * default GET /api/portal/v4/logout with userToken and serviceUrl (encoded login page with
 * callback to the portal)".
 */

/** The login page the default logout lands on, calling back to the portal's entry. */
export const DEFAULT_LOGOUT_SERVICE_URL = "/login/?redirectUrl=%2Fportal%2F1%2F";

/**
 * The default logout: the BFF forwards it to the platform with the session's userToken and
 * clears the session (app/platform-api/bff/forward.server.ts).
 */
export const DEFAULT_LOGOUT_HREF = defaultLogoutHref(DEFAULT_LOGOUT_SERVICE_URL);

/**
 * The logout to the header theme's customLogoutUrl: a portal route that ends the session and
 * then sends the browser there with userToken (app/session/logout.server.ts). The URL is read
 * on the server from the tenant's config, never from the request.
 */
export const CUSTOM_LOGOUT_HREF = "/portal/session/logout";

/**
 * The header theme's customLogoutUrl when it may be honoured, else null (the default logout).
 * Through the URL-safety module: a same-origin path, or an absolute URL without credentials;
 * since a userToken is appended, plain http is refused too, so the token never travels
 * unencrypted to another host. Blank, non-string, javascript:, data:, //host and the like
 * are null.
 */
export function customLogoutTarget(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const path = safeSameOriginPath(value.trim());
  if (path) return path;
  const url = safeHttpUrl(value.trim());
  return url && url.startsWith("https://") ? url : null;
}

/**
 * `target` (a result of customLogoutTarget) with userToken=`token` in its query, replacing
 * one that is there; the rest of the query and the fragment stay as they were.
 */
export function withUserToken(target: string, token: string): string {
  const hashAt = target.indexOf("#");
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : target.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = (queryAt < 0 ? "" : beforeHash.slice(queryAt + 1)).split("&").filter((part) => part !== "" && !/^userToken(=|$)/.test(part));
  kept.push(`userToken=${encodeURIComponent(token)}`);
  return `${base}?${kept.join("&")}${hash}`;
}

/**
 * Where the user dropdown's logout goes: with a safe customLogoutUrl in the header theme, the
 * portal's server route (it ends the session and adds the userToken the page never holds);
 * otherwise the default logout.
 */
export function logoutHref(customLogoutUrl: unknown): string {
  return customLogoutTarget(customLogoutUrl) ? CUSTOM_LOGOUT_HREF : DEFAULT_LOGOUT_HREF;
}
