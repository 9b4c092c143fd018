import { data } from "@remix-run/node";
import { callPlatform, successData, type PlatformResult } from "#app/platform-api/client.server";
import { bearerToken, getSession, sessionHeaders } from "#app/session/session.server";
import { toLogin } from "../session/session-start.server";

/** One platform read; null when it failed in any way (the page then shows its safe default). */
async function read(call: () => Promise<PlatformResult>): Promise<unknown> {
  try {
    return successData(await call());
  } catch {
    return null;
  }
}

function flag(envInfo: unknown, name: string): boolean {
  return typeof envInfo === "object" && envInfo !== null && (envInfo as Record<string, unknown>)[name] === true;
}

/**
 * SPEC §2 /login/free-license?viewMode=freeLicense: the experience centre, offered when the
 * platform allows free licences (SPEC §7 environment values, allowed-free-license); else a
 * 404 that says it is not offered.
 */
export async function loadExperienceCentre() {
  const envInfo = await read(() => callPlatform("/i18n/v4/env/info"));
  const allowed = flag(envInfo, "allowedFreeLicense");
  return data({ allowed }, allowed ? undefined : { status: 404 });
}

/**
 * SPEC §2 /enterprise/portal/ (same origin): for a signed-in user, the current tenant's
 * enterprise portals when the platform enables them (enterprise-portal enable); signed out,
 * the central login first, back here afterwards.
 */
export async function loadEnterprisePortal(request: Request) {
  const url = new URL(request.url);
  const session = getSession(request);
  if (!session) throw toLogin(request, url);
  const options = { token: bearerToken(session), headers: sessionHeaders(session) };
  const [envInfo, tenants, portals] = await Promise.all([
    read(() => callPlatform("/i18n/v4/env/info", options)),
    read(() => callPlatform("/tenant-user/v4/tenants/list-cur-user?includeExternal=false", options)),
    read(() => callPlatform("/workbench/v4/enterprise-portals/list", options)),
  ]);
  const enabled = flag(envInfo, "enterprisePortalEnable");
  const tenant = Array.isArray(tenants) ? (tenants as { id?: unknown; name?: unknown }[]).find((item) => item.id === session.tenantId) : undefined;
  const list = Array.isArray(portals)
    ? portals.flatMap((item: { id?: unknown; name?: unknown }) => (typeof item?.id === "string" && typeof item.name === "string" ? [{ id: item.id, name: item.name }] : []))
    : [];
  return data({ enabled, tenantName: typeof tenant?.name === "string" ? tenant.name : "", portals: enabled ? list : [] }, enabled ? undefined : { status: 404 });
}
