import { createHash } from "node:crypto";
import { CONTEXT_CHANGED_HEADER, PAGE_CONTEXT_HEADER, PAGE_CONTEXT_PATTERN } from "#app/kit/page-context";
import { getSession, sessionCookieName, type PortalSession } from "./session.server";

/**
 * ADR 033, SPEC §3 "Client storage" (tenant, org and identity per tab), §4 Tenant switch: every
 * call a page makes names the context it was drawn for; a call whose page shows another
 * context than the one the session holds now (the user switched tenant, identity or business
 * org, or signed in as someone else, in another tab) is refused with 409 before it reaches a
 * loader, an action or the platform, so no page writes into a tenant it does not show.
 */

/** The parts of the session a page is drawn for: who, in which tenant (and from which), as which identity, in which business org. */
function contextParts(session: PortalSession): unknown[] {
  const identity = session.identity;
  return [
    session.userId ?? null,
    session.tenantId ?? null,
    session.srcTenantId ?? null,
    identity?.type ?? null,
    identity?.externalEntityId ?? null,
    identity?.participantOrgId ?? null,
    session.bizOrgCode ?? null,
  ];
}

/** The opaque key of the session's context: the same for every session of that user in that context, tokens left out. */
export function pageContextOf(session: PortalSession): string {
  return createHash("sha256").update(JSON.stringify(contextParts(session))).digest("base64url").slice(0, 22);
}

/** The page context a request names, or null when it names none (a document load, a caller that is not a page). */
export function requestedContext(request: Request): string | null {
  const value = request.headers.get(PAGE_CONTEXT_HEADER);
  return value && PAGE_CONTEXT_PATTERN.test(value) ? value : null;
}

/** Whether the request comes from a page drawn for another context than the session's now. No session: not stale (the 401 rules apply). */
export function isStaleContext(request: Request, session: PortalSession | null = getSession(request)): boolean {
  const named = requestedContext(request);
  return named !== null && session !== null && named !== pageContextOf(session);
}

export const CONTEXT_CHANGED_MESSAGE = "The tenant, identity or organisation was changed in another window; reload the page";

/** The 409 of a stale page's call, in the platform's envelope, marked for the page's fetch. */
export function contextChangedResponse(): Response {
  return Response.json(
    { success: false, data: null, errorCode: "409", errorMsg: CONTEXT_CHANGED_MESSAGE },
    { status: 409, headers: { [CONTEXT_CHANGED_HEADER]: "1", "cache-control": "no-store" } },
  );
}

/**
 * The context an answer leaves the session in, when the answer stores a new session (the tab's
 * own tenant, identity or business-org change, or a sign-in): the page adopts it for its next
 * calls. Null when no session is stored.
 */
export function contextOfSetCookies(request: Request, setCookies: readonly string[]): string | null {
  const name = sessionCookieName(request);
  for (const cookie of setCookies) {
    if (!cookie.startsWith(`${name}=`)) continue;
    const value = cookie.slice(name.length + 1).split(";")[0] ?? "";
    if (!value) return null;
    const session = getSession(new Request(request.url, { headers: { cookie: `${name}=${value}` } }));
    return session ? pageContextOf(session) : null;
  }
  return null;
}
