import { redirect, redirectDocument } from "@remix-run/node";
import { resolveLocale } from "#app/kit/i18n/locale.server";
import { callPlatform } from "#app/platform-api/client.server";
import { localTokenEffect } from "#app/session/session-start.rules";
import { commitSession, getSession } from "#app/session/session.server";

/** SPEC §4 session start: no session → the central login via portal/v4/main with the encoded redirect URL. */
export function loginRedirect(url: URL): string {
  return `/api/portal/v4/main?redirectUrl=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The central login (SPEC §4 Session start), in the page's language: the `lang` the portal
 * address carries is remembered before leaving, so the login page speaks it too. `sessionCookie`
 * (an ended session's) goes along.
 */
export function toLogin(request: Request, url: URL, sessionCookie?: string): Response {
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  const locale = resolveLocale(request).setCookie;
  if (locale) headers.append("Set-Cookie", locale);
  return redirectDocument(loginRedirect(url), { headers });
}

/**
 * Whether the browser reloaded the page: Chromium and Firefox send `Cache-Control: max-age=0`
 * (or no-cache on a hard reload) for a reload and not for a followed link.
 */
export function isReloadRequest(request: Request): boolean {
  const value = request.headers.get("cache-control") ?? "";
  return /(^|,)\s*(max-age=0|no-cache)\s*(,|$)/i.test(value);
}

/** The URL without local_token (ARCHITECTURE §6: it is moved into the session and removed from the URL). */
function withoutLocalToken(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete("local_token");
  // A client navigation (single fetch) reaches the loader without the trailing slash of /portal/{menuId}/.
  return next.pathname.replace(/\/?$/, "/") + next.search;
}

/**
 * SPEC §4: a local_token query value replaces the stored token and becomes the
 * login token. It is checked with the platform first; an invalid one is
 * dropped and the user signs in as usual. Returns the redirect, or null when
 * the URL has no local_token.
 */
export async function adoptLocalToken(request: Request, url: URL): Promise<Response | null> {
  const token = url.searchParams.get("local_token");
  if (token === null) return null;
  const target = withoutLocalToken(url);
  if (!/^[A-Za-z0-9._~+/=-]{16,512}$/.test(token)) return redirect(target);
  let valid = false;
  let user: Record<string, unknown> | null = null;
  try {
    const result = await callPlatform<Record<string, unknown>>("/uaa/user", { token });
    valid = result.status === 200 && result.envelope?.success === true;
    user = result.envelope?.data ?? null;
  } catch {
    valid = false;
  }
  if (!valid) {
    // An invalid token does not end a valid session; without one, sign in as usual.
    return getSession(request) ? redirectDocument(target) : toLogin(request, new URL(target, url));
  }
  const previous = getSession(request);
  const effect = localTokenEffect({ localToken: token, storedToken: previous?.loginToken, isReload: isReloadRequest(request) });
  const kept = !effect.clearIdentity && previous?.identity && previous.userId === user?.id ? previous.identity : null;
  const cookie = commitSession(request, {
    loginToken: token,
    tenantId: typeof user?.tenantId === "string" ? user.tenantId : undefined,
    loginTenantId: typeof user?.tenantId === "string" ? user.tenantId : undefined,
    userId: typeof user?.id === "string" ? user.id : undefined,
    issuedAt: Date.now(),
    ...(kept ? { identity: { type: kept.type, externalEntityId: kept.externalEntityId, participantOrgId: kept.participantOrgId } } : {}),
  });
  // The token may be another user's or tenant's: a full document load (ADR 017).
  return redirectDocument(target, { headers: { "Set-Cookie": cookie } });
}
