import { redirectDocument } from "@remix-run/node";
import { loginRedirectTarget } from "#app/kit/security/url-safety";
import { commitSession, type StoredIdentity } from "#app/session/session.server";

/**
 * The session cookie of a login answer (`userToken`, `tenantId`, `userId`); null without a
 * token. A new login starts a new session: nothing of a previous one carries over.
 */
export function loginSessionCookie(request: Request, data: { userToken?: unknown; tenantId?: unknown; userId?: unknown } | null | undefined, identity?: StoredIdentity | null): string | null {
  const token = data?.userToken;
  if (typeof token !== "string" || token.length === 0) return null;
  return commitSession(request, {
    loginToken: token,
    tenantId: typeof data?.tenantId === "string" ? data.tenantId : undefined,
    loginTenantId: typeof data?.tenantId === "string" ? data.tenantId : undefined,
    userId: typeof data?.userId === "string" ? data.userId : undefined,
    ...(identity ? { identity } : {}),
    issuedAt: Date.now(),
  });
}

/** After a login: back to the (same-origin) redirect URL with the new session. */
export function enterPortal(request: Request, form: URLSearchParams, cookie: string): Response {
  const target = loginRedirectTarget(form.get("redirectUrl"), new URL(request.url).origin);
  // A full document load: the portal's page carries the portal's policy (ADR 017).
  return redirectDocument(target, { headers: { "Set-Cookie": cookie } });
}
