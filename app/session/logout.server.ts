import { CLEAR_SITE_STORAGE } from "#app/platform-api/bff/forward.server";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { fetchTenantConfig } from "#app/platform-api/config-cache.server";
import { customLogoutTarget, DEFAULT_LOGOUT_SERVICE_URL, withUserToken } from "#app/session/logout.rules";
import { DEFAULT_HEADER_THEME } from "#app/kit/schemas/defaults";
import { readPiece } from "#app/kit/schemas/read-piece";
import { bearerToken, destroySession, getSession, sessionHeaders, type PortalSession } from "./session.server";

/**
 * Logout with the header theme's customLogoutUrl (SPEC §3 Header theme, §4, §7 Logout).
 *
 * SPEC §7 has the browser navigate to the configured URL "with userToken", but the portal keeps
 * tokens on the server (ARCHITECTURE §6) and the page never holds one. So this handler does it
 * on the server, in this order:
 *  1. reads customLogoutUrl from the tenant's header theme with the session's token (never from
 *     the request, so the route cannot be turned into an open redirect) and checks it with
 *     app/session/logout.rules.ts;
 *  2. ends the session: GET portal/v4/logout with the login token (the platform records the
 *     logout and revokes the token and those issued from it) and clears the session cookie;
 *  3. redirects to the custom URL with userToken appended — only once the platform has revoked
 *     it, so what reaches the browser identifies the ended session and cannot be used. If the
 *     revoke could not be confirmed the token is left out.
 * Without a usable custom URL (none, unsafe, config not readable) it ends the session the same
 * way and lands on the default login page, as the BFF's default logout does. Never throws.
 */
export async function logoutResponse(request: Request): Promise<Response> {
  // SPEC §4 "Logout clears all session and local state" (see CLEAR_SITE_STORAGE).
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Clear-Site-Data": CLEAR_SITE_STORAGE });
  headers.append("Set-Cookie", destroySession(request));
  const session = getSession(request);
  if (!session) return redirect(DEFAULT_LOGOUT_SERVICE_URL, headers);

  const target = await configuredTarget(session);
  const revoked = await endPlatformSession(session);
  if (!target) return redirect(DEFAULT_LOGOUT_SERVICE_URL, headers);
  if (!revoked) log("warn", "logout: token not confirmed revoked; custom logout URL without userToken", { tenantId: session.tenantId });
  return redirect(revoked ? withUserToken(target, session.loginToken) : target, headers);
}

function redirect(location: string, headers: Headers): Response {
  headers.set("Location", location);
  return new Response(null, { status: 302, headers });
}

/** The tenant's customLogoutUrl when it is safe to go to; null otherwise or when the config cannot be had. */
async function configuredTarget(session: PortalSession): Promise<string | null> {
  try {
    const result = await fetchTenantConfig("/param/v4/theme-settings/header", session.tenantId ?? "", bearerToken(session), sessionHeaders(session));
    if (result.status !== 200 || !result.envelope?.success) return null;
    return customLogoutTarget(readPiece("header-theme", result.envelope.data, DEFAULT_HEADER_THEME).value.customLogoutUrl);
  } catch (error) {
    log("warn", "logout: header theme not read", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** GET portal/v4/logout with the login token; true when the platform answered with its redirect (the token is revoked). */
async function endPlatformSession(session: PortalSession): Promise<boolean> {
  const query = new URLSearchParams({ userToken: session.loginToken, serviceUrl: DEFAULT_LOGOUT_SERVICE_URL });
  try {
    const result = await callPlatform(`/portal/v4/logout?${query.toString()}`);
    return result.status >= 300 && result.status < 400;
  } catch (error) {
    log("warn", "logout: platform not reached", { error: error instanceof PlatformUnavailableError ? error.message : String(error) });
    return false;
  }
}
