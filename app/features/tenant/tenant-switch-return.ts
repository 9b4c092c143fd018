import { safeSameOriginPath } from "#app/kit/security/url-safety";

/** The query parameter with which a failed tenant switch comes back to the page it was asked on (ADR 047). */
export const TENANT_SWITCH_ERROR_PARAM = "tenantSwitchError";

/** The reasons a tenant switch may come back with: each a message in the three locales. */
export const TENANT_SWITCH_ERRORS: readonly string[] = ["context.errors.invalidTenant", "context.errors.tenantDisabled", "context.errors.switchRefused", "context.errors.switchNeedsClick", "errors.expired", "errors.forbidden"];

/**
 * Where a failed switch goes back to: the portal page it was asked on (`returnTo`, a portal
 * path; anything else is the home page), with the reason as TENANT_SWITCH_ERROR_PARAM.
 */
export function tenantSwitchReturn(returnTo: string | null, messageKey: string): string {
  const path = safeSameOriginPath(returnTo);
  const url = new URL(path && path.startsWith("/portal/") ? path : "/portal/1/", "http://portal.invalid");
  url.searchParams.set(TENANT_SWITCH_ERROR_PARAM, TENANT_SWITCH_ERRORS.includes(messageKey) ? messageKey : "context.errors.switchRefused");
  return url.pathname + url.search + url.hash;
}

/** The reason a page was sent back with, when it names a known one; null otherwise. */
export function tenantSwitchErrorOf(search: string): string | null {
  const key = new URLSearchParams(search).get(TENANT_SWITCH_ERROR_PARAM);
  return key && TENANT_SWITCH_ERRORS.includes(key) ? key : null;
}
