/**
 * One URL-safety module (ARCHITECTURE §6): every URL that comes from a query
 * string, config or a message is checked before it is navigated to, framed or
 * redirected to. The checks themselves live in packages/url-safety, which the
 * platform imports too (it checks links with them before it stores them);
 * here are the portal's rules built on them. Pure functions, no I/O.
 */
import { safeHttpUrl, safeSameOriginPath } from "#packages/url-safety/src/url-safety.ts";

export { safeHttpUrl, safeSameOriginPath };

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
