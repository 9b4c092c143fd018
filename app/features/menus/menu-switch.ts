import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { menuIdOfPortalPath } from "../../shell/portal-url";

/** The menu id of a portal path (/portal/{menuId}/…), or null for other pages. */
export function portalMenuIdOf(pathname: string): string | null {
  return menuIdOfPortalPath(pathname, { whole: true });
}

/**
 * A change of menu inside the portal (ADR 015): from /portal/{a}/ to /portal/{b}/ with the
 * same query and no form. Everything the page loaded (tenant, org, config, plan, a complete
 * menu tree) stays what it was, so the loaders need not run again. Anything else (another
 * org or language in the query, a form, a revalidation the page asks for) still runs them.
 */
export function isMenuSwitch({ currentUrl, nextUrl, formMethod }: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formMethod">): boolean {
  if (formMethod || currentUrl.search !== nextUrl.search || currentUrl.pathname === nextUrl.pathname) return false;
  return portalMenuIdOf(currentUrl.pathname) !== null && portalMenuIdOf(nextUrl.pathname) !== null;
}
