import { menuIdOfPortalPath } from "#app/shell/portal-url";

/** The query part (with "?") of the portal's current path and query; "" when there is none. */
export function searchOf(currentPath: string): string {
  try {
    return new URL(currentPath, "http://portal.invalid").search;
  } catch {
    return "";
  }
}

/** The menu id of a `/portal/{menuId}/` path, or null (a malformed escape too). */
export function menuIdOf(currentPath: string): string | null {
  return menuIdOfPortalPath(currentPath);
}

/** `/portal/{id}/` with the current query kept (SPEC §2: opening a menu keeps `org` and the rest). */
export function portalMenuHref(id: string, currentPath: string): string {
  return `/portal/${encodeURIComponent(id)}/${searchOf(currentPath)}`;
}
