/**
 * The platform's portal addresses of SPEC §7 Login and session, which the browser navigates to
 * (never fetches) through the BFF (app/platform-api/bff/forward.server.ts): the login redirect
 * portal/v4/main?redirectUrl and the default logout portal/v4/logout?serviceUrl. The one place
 * they are written on the client (ADR 019).
 */

/** GET /api/portal/v4/main?redirectUrl: to the login page, which comes back to `redirectUrl`. */
export function loginRedirectHref(redirectUrl: string): string {
  return `/api/portal/v4/main?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** GET /api/portal/v4/logout?serviceUrl: ends the session, then to `serviceUrl` (the login page). */
export function defaultLogoutHref(serviceUrl: string): string {
  return `/api/portal/v4/logout?serviceUrl=${encodeURIComponent(serviceUrl)}`;
}
