/** The query part (with "?") of the portal's current path and query; "" when there is none. */
export function searchOf(currentPath: string): string {
  try {
    return new URL(currentPath, "http://portal.invalid").search;
  } catch {
    return "";
  }
}

/** The menu id of a `/portal/{menuId}/` path, or null. */
export function menuIdOf(currentPath: string): string | null {
  const match = /^\/portal\/([^/?#]+)/.exec(currentPath);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** `/portal/{id}/` with the current query kept (SPEC §2: opening a menu keeps `org` and the rest). */
export function portalMenuHref(id: string, currentPath: string): string {
  return `/portal/${encodeURIComponent(id)}/${searchOf(currentPath)}`;
}
