import { log } from "#app/kit/log.server";
import { PlatformUnavailableError } from "#app/platform-api/client.server";
import { fetchTenantConfig } from "#app/platform-api/config-cache.server";
import type { PageEtags } from "#app/platform-api/config-etags.server";
import { bearerToken, sessionHeaders, type PortalSession } from "#app/session/session.server";
import { exactOrigin, type AppCspSource, type AppHosting } from "./content-security-policy";

/** The platform's list of the tenant's registered app origins (any member may read it). */
export const APP_ORIGINS_PATH = "/product/v4/micro-apps/origins";

const KINDS: readonly AppHosting[] = ["microApp", "iframe", "window"];

/** One app of the answer, or null when it is not of the documented shape. */
function readApp(value: unknown): AppCspSource | null {
  if (typeof value !== "object" || value === null) return null;
  const app = value as { kind?: unknown; origin?: unknown; allowedOrigins?: unknown };
  if (!KINDS.includes(app.kind as AppHosting)) return null;
  const origin = app.origin === null ? null : exactOrigin(typeof app.origin === "string" ? app.origin : null);
  if (app.origin !== null && origin === null) return null;
  const allowed = Array.isArray(app.allowedOrigins) ? app.allowedOrigins.flatMap((o) => exactOrigin(typeof o === "string" ? o : null) ?? []) : [];
  return { kind: app.kind as AppHosting, origin, allowedOrigins: allowed };
}

/** The CSP sources in an origins answer; entries of another shape are left out (and logged). */
export function readAppOrigins(data: unknown): AppCspSource[] {
  const apps = (data as { apps?: unknown } | null)?.apps;
  if (!Array.isArray(apps)) {
    log("warn", "portal: the registered app origins answer has no apps list; no other origin is allowed");
    return [];
  }
  const read = apps.map(readApp);
  const skipped = read.filter((app) => app === null).length;
  if (skipped > 0) log("warn", "portal: registered app origins left out of the CSP (not of the documented shape)", { skipped });
  return read.filter((app): app is AppCspSource => app !== null);
}

/**
 * The registered apps of the session's tenant as CSP sources (ARCHITECTURE §8, ADR 017),
 * cached per tenant and revalidated with its ETag like tenant config (with the page's ETags when
 * given, ADR 063). When the list cannot
 * be had, no other origin is allowed: apps on the portal's own origin still work, the others
 * are refused by the browser and say so in their viewport.
 */
export async function registeredAppSources(session: PortalSession, page?: Promise<PageEtags | null>): Promise<AppCspSource[]> {
  if (!session.tenantId) return [];
  try {
    const result = await fetchTenantConfig(APP_ORIGINS_PATH, session.tenantId, bearerToken(session), sessionHeaders(session), await page);
    if (result.status === 200 && result.envelope?.success) return readAppOrigins(result.envelope.data);
    if (result.status !== 401) log("warn", "portal: registered app origins not loaded", { status: result.status, detail: result.envelope?.errorMsg });
  } catch (error) {
    log("warn", "portal: registered app origins not loaded", { detail: error instanceof PlatformUnavailableError ? error.message : String(error) });
  }
  return [];
}
