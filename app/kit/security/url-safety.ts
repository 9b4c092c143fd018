/**
 * One URL-safety module (ARCHITECTURE §6): every URL that comes from a query
 * string, config or a message is checked here before it is navigated to,
 * framed or redirected to. Pure functions, no I/O.
 */

/** Control characters and backslashes make browsers and servers disagree on a URL. */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * Returns the path (with query and hash) when `value` is a same-origin path
 * such as `/portal/1/?org=1`, otherwise null. Protocol-relative `//host`,
 * backslashes, control characters and absolute URLs to other origins are refused;
 * an absolute URL to `ownOrigin` is reduced to its path.
 */
export function safeSameOriginPath(value: unknown, ownOrigin?: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    try {
      const parsed = new URL(value, "http://same-origin.invalid");
      if (parsed.origin !== "http://same-origin.invalid" || parsed.pathname.startsWith("//")) return null;
      return parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return null;
    }
  }
  if (ownOrigin) {
    try {
      const parsed = new URL(value);
      if (parsed.origin === ownOrigin && !parsed.pathname.startsWith("//")) return parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Returns a normalised http(s) URL or same-origin path for content that may be
 * shown or framed (logos, content URLs), otherwise null. `javascript:`, `data:`
 * and every other scheme are refused.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 4096) return null;
  if (UNSAFE_CHARS.test(value)) return null;
  const path = safeSameOriginPath(value);
  if (path) return path;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    if (parsed.username || parsed.password) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * The login callback rule (ARCHITECTURE §6 redirect allowlist): a redirect URL is kept only when it is a
 * same-origin path; anything else goes to the portal's default entry.
 */
export function loginRedirectTarget(value: unknown, ownOrigin?: string): string {
  return safeSameOriginPath(value, ownOrigin) ?? DEFAULT_PORTAL_ENTRY;
}

export const DEFAULT_PORTAL_ENTRY = "/portal/1/";

/**
 * A CSS `url("…")` for a URL from config (SPEC §3 headerBgImgUrl and the like), or null when
 * the value is not an http(s) URL or a same-origin path. What could end the string or the
 * function (quotes, parentheses, backslashes, whitespace) is percent-encoded, so no value can
 * add declarations to the style it is put in.
 */
export function cssUrl(value: unknown): string | null {
  const safe = safeHttpUrl(value);
  if (safe === null) return null;
  const escaped = safe.replace(/["'()\\\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `url("${escaped}")`;
}
