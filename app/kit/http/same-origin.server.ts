/**
 * Where a request comes from, as the browser tells it (ARCHITECTURE §6 CSRF; ADR 028): the
 * `Origin` header, `Sec-Fetch-Site` and the `Referer`. Pure: the server's write gate
 * (server/security-headers.ts), the routes and the logout read the same rules.
 */

/** The headers the rules read; a Fetch `Headers` or Express's `req.get`. */
export type HeaderSource = { get(name: string): string | null | undefined };

/** The origin of `value` (a Referer), or null when it is not an absolute URL. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A write (POST, PUT, PATCH, DELETE) the portal's own pages sent: an `Origin` equal to the
 * server's own origin (a missing one and the opaque "null" are refused), and neither
 * `Sec-Fetch-Site` nor the `Referer` naming another site.
 */
export function isSameOriginWrite(headers: HeaderSource, ownOrigin: string): boolean {
  const origin = headers.get("origin");
  if (!origin || origin !== ownOrigin) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const referer = headers.get("referer");
  return !referer || originOf(referer) === ownOrigin;
}

/**
 * A navigation another site started: `Sec-Fetch-Site` says cross-site or same-site (a sibling
 * host is another site for the portal), or the `Referer` or `Origin` names another origin.
 * A request without any of them (an old client, a typed address) is not foreign.
 */
export function isForeignNavigation(headers: HeaderSource, ownOrigin: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.get("origin");
  if (origin && origin !== ownOrigin) return true;
  const referer = headers.get("referer");
  return Boolean(referer) && originOf(referer as string) !== ownOrigin;
}

/** A request whose Origin header is this server's own origin (CSRF defence for writes). */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginWrite(request.headers, new URL(request.url).origin);
}
