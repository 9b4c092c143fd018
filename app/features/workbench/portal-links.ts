/**
 * Links between portal pages (SPEC §2: routes are /portal/{menuId}/, the query is kept so
 * the org and view mode stay). Pure; the search comes from the portal context's currentPath.
 */

/** The query part ("?a=b" or "") of a path with query. */
export function searchOf(currentPath: string): string {
  const at = currentPath.indexOf("?");
  return at >= 0 ? currentPath.slice(at) : "";
}

/**
 * `/portal/{menuId}/` with the current query; `set` replaces (or with null removes) single
 * query values, e.g. the org of a recent visit.
 */
export function portalMenuHref(menuId: string, currentPath: string, set: Record<string, string | null> = {}): string {
  const params = new URLSearchParams(searchOf(currentPath));
  for (const [name, value] of Object.entries(set)) {
    if (value === null || value === "") params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `/portal/${encodeURIComponent(menuId)}/${query ? `?${query}` : ""}`;
}
