import { safeHttpUrl } from "#app/kit/security/url-safety.ts";

/**
 * Hosts a third-party page may never point at (SPEC §2 "Blacklisted or invalid URLs go
 * to not-found", §5 '参数 tripartitePageUrl 不合法！'). The shell frames this URL, so a
 * host that reaches the user's own machine, the local network's link-local range or a
 * cloud metadata endpoint is refused: loopback names and addresses, the unspecified
 * address, IPv6 loopback, 169.254.0.0/16 (also as IPv4-mapped IPv6) and
 * metadata.google.internal. Hosts are matched after the URL parser normalised them
 * (so 0x7f000001, 127.1 and [0:0:0:0:0:0:0:1] are caught) and without a trailing dot.
 *
 * Schemes other than http(s) (javascript:, data:, vbscript:, file:, blob:) and URLs with
 * credentials or control characters never get here: `safeHttpUrl` refuses them first.
 */
export const TRIPARTITE_HOST_BLACKLIST: readonly RegExp[] = [
  /^localhost$/,
  /\.localhost$/,
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/,
  /^0\.0\.0\.0$/,
  /^\[::1?\]$/,
  /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/,
  /^169\.254\.\d{1,3}\.\d{1,3}$/,
  /^\[::ffff:a9fe:[0-9a-f]{1,4}\]$/,
  /^metadata\.google\.internal$/,
];

/**
 * SPEC §2, §5: the third-party page URL of the tripartiteApp view mode.
 * Takes any value; returns the normalised absolute http(s) URL when it passes
 * `safeHttpUrl` and its host is not on `TRIPARTITE_HOST_BLACKLIST`, otherwise null.
 * Same-origin paths are refused: a third-party page is an absolute URL. An absolute URL on
 * `ownOrigin` (the portal's own) under /apps/ passes whatever its host: those pages are
 * deployed with the portal. Never throws.
 */
export function safeTripartitePageUrl(value: unknown, ownOrigin?: string): string | null {
  if (typeof value !== "string") return null;
  const safe = safeHttpUrl(value);
  if (safe === null || safe.startsWith("/")) return null;
  let host: string;
  try {
    const parsed = new URL(safe);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    // The portal's own demo partner pages (deployed with it, under /apps/) pass whatever host the portal runs on.
    if (ownOrigin !== undefined && parsed.origin === ownOrigin && parsed.pathname.startsWith("/apps/")) return safe;
    host = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  } catch {
    return null;
  }
  if (host.length === 0) return null;
  return TRIPARTITE_HOST_BLACKLIST.some((pattern) => pattern.test(host)) ? null : safe;
}
