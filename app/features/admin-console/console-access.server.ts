import { data } from "@remix-run/node";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError, successData, type PlatformResult } from "#app/platform-api/client.server";
import { bearerToken, destroySession, getSession, sessionHeaders } from "#app/session/session.server";
import { adoptLocalToken, toLogin } from "#app/session/session-start.server";
import { issuePreviewMarker } from "#app/features/admin-preview/preview-marker.server";

/** Who uses the console, in which tenant. */
export interface ConsoleAccess {
  tenant: { id: string; name: string };
  account: string;
  /** The marker of this admin's preview frames (ADR 020 "Preview"). */
  previewMarker: string;
}

/** Why the console refuses (the 403 page says it in the page's language). */
export interface ConsoleRefusal {
  kind: "notTenantAdmin";
  tenantName: string;
}

/**
 * The console's gate (ARCHITECTURE §1 `/portal-admin/`, SPEC §6 tenant admin): a signed-out
 * visitor goes to the login as for the portal; a user who is not an admin of the current
 * tenant gets a 403 that names the tenant. Whether the user is the tenant's admin is the
 * platform's answer to `uaa/user` (SPEC §3 User info tenantAdmin, read for the current
 * tenant's membership), the same call the portal's page reads; the tenant's name comes from
 * the user's tenant list. Throws the redirect or the 403; a platform that does not answer
 * is a 503 for the root's error page.
 */
export async function requireTenantAdmin(request: Request): Promise<ConsoleAccess> {
  const url = new URL(request.url);
  const adopted = await adoptLocalToken(request, url);
  if (adopted) throw adopted;
  const session = getSession(request);
  if (!session) throw toLogin(request, url);
  const token = bearerToken(session);
  const headers = sessionHeaders(session);
  let user: PlatformResult;
  let tenants: PlatformResult;
  try {
    [user, tenants] = await Promise.all([callPlatform("/uaa/user", { token, headers }), callPlatform("/tenant-user/v4/tenants/list-cur-user?includeExternal=false", { token, headers })]);
  } catch (error) {
    log("error", "admin console: the platform did not answer", { detail: error instanceof PlatformUnavailableError ? error.message : String(error) });
    throw data({ kind: "unavailable" as const }, { status: 503 });
  }
  if (user.status === 401 || tenants.status === 401) throw toLogin(request, url, destroySession(request));
  const me = successData(user) as { tenantAdmin?: unknown; tenantId?: unknown; accountName?: unknown } | null;
  if (!me) throw data({ kind: "unavailable" as const }, { status: 503 });
  const tenantId = typeof me.tenantId === "string" ? me.tenantId : (session.tenantId ?? "");
  const list = successData(tenants);
  const tenant = Array.isArray(list) ? (list as { id?: unknown; name?: unknown }[]).find((t) => t?.id === tenantId) : undefined;
  const tenantName = typeof tenant?.name === "string" && tenant.name ? tenant.name : tenantId;
  if (me.tenantAdmin !== true) {
    const refusal: ConsoleRefusal = { kind: "notTenantAdmin", tenantName };
    throw data(refusal, { status: 403 });
  }
  return { tenant: { id: tenantId, name: tenantName }, account: typeof me.accountName === "string" ? me.accountName : "", previewMarker: issuePreviewMarker(session) };
}
