import type { ViewMode } from "#app/layout/types.ts";
import { safeSameOriginPath } from "#app/kit/security/url-safety.ts";
import { safeTripartitePageUrl } from "../features/content/tripartite-url.rules.ts";

export interface ApplicationModuleLinkInput {
  viewMode: ViewMode;
  tenantId: string;
  orgId: string;
  productCode?: string | null;
  applicationCode?: string | null;
  menuCode?: string | null;
  /** A same-origin path; anything else is left out of the link. */
  path?: string | null;
}

const PORTAL_BASE = "/portal/";

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim().length > 0;
}

/**
 * SPEC §2 "An application-module link is /portal/ with viewMode, tenantId, orgId,
 * productCode, applicationCode, menuCode and path" and SPEC §5 "The application-module
 * URL needs productCode".
 *
 * Returns `/portal/?viewMode=…&tenantId=…&orgId=…&productCode=…[&applicationCode=…]
 * [&menuCode=…][&path=…]`, every value URL-encoded and `path` encoded twice (it is
 * double-decoded on entry). Absent optional values, and a path that is not a same-origin
 * path, are left out. Throws `Error('productCode is required')` when productCode is
 * absent or blank.
 */
export function buildApplicationModuleLink(input: ApplicationModuleLinkInput): string {
  if (!present(input.productCode)) throw new Error("productCode is required");
  const pairs: [string, string][] = [
    ["viewMode", input.viewMode],
    ["tenantId", input.tenantId],
    ["orgId", input.orgId],
    ["productCode", input.productCode],
  ];
  if (present(input.applicationCode)) pairs.push(["applicationCode", input.applicationCode]);
  if (present(input.menuCode)) pairs.push(["menuCode", input.menuCode]);
  const query = pairs.filter(([, value]) => value.length > 0).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  const path = safeSameOriginPath(input.path);
  if (path !== null) query.push(`path=${encodeURIComponent(encodeURIComponent(path))}`);
  return `${PORTAL_BASE}?${query.join("&")}`;
}

/**
 * SPEC §2 "A third-party page uses viewMode=tripartiteApp with tripartitePageUrl";
 * "Blacklisted or invalid URLs go to not-found".
 * Returns `/portal/?viewMode=tripartiteApp&tripartitePageUrl=<encoded URL>`, or null
 * when the URL fails `safeTripartitePageUrl` (the caller shows not-found). Never throws.
 */
export function buildTripartiteLink(url: unknown): string | null {
  const safe = safeTripartitePageUrl(url);
  return safe === null ? null : `${PORTAL_BASE}?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent(safe)}`;
}
