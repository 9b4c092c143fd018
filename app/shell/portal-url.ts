/**
 * The portal's page addresses, `/portal/{menuId}/` (SPEC §2), read in one place: every part of
 * the shell that asks "which menu is this path?" reads it the same way.
 */

/** `/portal/{id}` with an optional slash, then a query, a hash or the end: one menu page, nothing below it. */
const WHOLE = /^\/portal\/([^/?#]+)\/?(?:[?#]|$)/;
/** `/portal/{id}` followed by anything (a deeper path, a query, a hash). */
const PREFIX = /^\/portal\/([^/?#]+)/;

function decoded(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape names no menu.
    return null;
  }
}

/**
 * The menu id of a portal path, decoded; null for another path or a malformed escape. With
 * `whole`, only a menu page itself counts (`/portal/custom/x/` is null); without it, the first
 * segment under /portal/ (`/portal/custom/x/` is "custom").
 */
export function menuIdOfPortalPath(path: string, { whole = false }: { whole?: boolean } = {}): string | null {
  return decoded((whole ? WHOLE : PREFIX).exec(path)?.[1]);
}

/** A page of the portal shell (`/portal/{id}/`): the router can show it without loading a new document. */
export function isPortalPagePath(href: string): boolean {
  return WHOLE.test(href);
}
