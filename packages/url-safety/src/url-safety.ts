/**
 * One URL-safety module (ARCHITECTURE §6): every URL that comes from a query string, config or a
 * message is checked here before it is navigated to, framed, redirected to or stored. The portal
 * and the platform both import it, so the platform never stores a link the browser would refuse.
 * Pure functions, no I/O.
 */

/** Control characters and backslashes make browsers and servers disagree on a URL. */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * An encoded backslash in a path: a server or proxy that decodes it before it answers a redirect
 * writes `/\evil.example`, which the browser reads as `//evil.example`, another host.
 */
const ENCODED_BACKSLASH = /%5c/i;

/**
 * Returns the path (with query and hash) when `value` is a same-origin path
 * such as `/portal/1/?org=1`, otherwise null. Protocol-relative `//host`,
 * backslashes (also percent-encoded in the path), control characters and absolute
 * URLs to other origins are refused; an absolute URL to `ownOrigin` is reduced to its path.
 */
export function safeSameOriginPath(value: unknown, ownOrigin?: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    try {
      const parsed = new URL(value, "http://same-origin.invalid");
      if (parsed.origin !== "http://same-origin.invalid" || !isSafePathname(parsed.pathname)) return null;
      return parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return null;
    }
  }
  if (ownOrigin) {
    try {
      const parsed = new URL(value);
      if (parsed.origin === ownOrigin && isSafePathname(parsed.pathname)) return parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return null;
    }
  }
  return null;
}

/** A parsed pathname that no browser or server reads as another host. */
function isSafePathname(pathname: string): boolean {
  return !pathname.startsWith("//") && !ENCODED_BACKSLASH.test(pathname);
}

/**
 * Returns a normalised http(s) URL or same-origin path for content that may be
 * shown or framed (logos, content URLs), otherwise null. `javascript:`, `data:`
 * and every other scheme are refused, as is a user name or password
 * (`https://127.0.0.1@evil.example/` goes to evil.example).
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 4096) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  if (value.startsWith("/")) return safeSameOriginPath(value);
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    if (parsed.username || parsed.password) return null;
    return parsed.href;
  } catch {
    return null;
  }
}
