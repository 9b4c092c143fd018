/**
 * Who may make code run in whose page (ADR 047). Code that runs in the portal's own page runs
 * with the signed-in user's privileges: it can call every route and the BFF as that user. So
 * only the operator of a deployment decides which origins' code may run there, in the
 * deployment's configuration (`TRUSTED_CODE_ORIGINS`), never a tenant admin in tenant config.
 *
 * - A side entry's script (SPEC §3 linkType 2) loads from the portal's own origin or from a
 *   trusted origin, listed by origin in `script-src`; it is never admitted by the page's nonce.
 * - A registered micro-app runs in the page (qiankun) only when its entry is on the portal's own
 *   origin or on a trusted origin; an app on any other origin is hosted as a sandboxed frame on
 *   its own origin instead, where it holds nothing of the user's session.
 * Pure: the server's environment reader, the CSP and the sub-app rules share it.
 */
import { exactOrigin } from "./content-security-policy";

/** What is wrong with one configured origin, or null when it may be trusted. */
export type TrustedOriginFault = "notAnOrigin" | "insecure";

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Whether `hostname` (as URL gives it) is this machine: only there may plain http be trusted in production. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname.toLowerCase());
}

/**
 * One configured origin checked: an exact http(s) origin (no path, credentials or wildcard),
 * and in production https unless it is on loopback (a plain-http origin on the network can be
 * changed on the way, and its code would run as the user).
 */
export function trustedOriginFault(value: string, production: boolean): TrustedOriginFault | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "notAnOrigin";
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== value.replace(/\/$/, "") || url.username || url.password || value.includes("*")) return "notAnOrigin";
  if (production && url.protocol === "http:" && !isLoopbackHost(url.hostname)) return "insecure";
  return null;
}

/**
 * The operator's list (`TRUSTED_CODE_ORIGINS`: origins separated by spaces or commas), each
 * checked; throws an Error naming every origin that may not be trusted, so a deployment that
 * misstates it does not start.
 */
export function parseTrustedOrigins(raw: string | undefined, production: boolean): string[] {
  const listed = (raw ?? "").split(/[\s,]+/).filter((origin) => origin !== "");
  const faults = listed.flatMap((origin) => {
    const fault = trustedOriginFault(origin, production);
    return fault ? [`${origin} (${fault === "insecure" ? "plain http outside this machine: use https" : "not an exact http(s) origin"})`] : [];
  });
  if (faults.length > 0) throw new Error(`TRUSTED_CODE_ORIGINS: ${faults.join("; ")}`);
  return [...new Set(listed.map((origin) => new URL(origin).origin))];
}

/**
 * Whether code at `url` may run in the portal's page: a path on the portal's own origin, a URL
 * on `portalOrigin`, or a URL on one of the operator's trusted origins. Anything else is not.
 */
export function runsInPage(url: string, trusted: readonly string[], portalOrigin?: string): boolean {
  const text = url.trim();
  if (!/^https?:\/\//i.test(text)) return text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\");
  const origin = exactOrigin(text);
  return origin !== null && (origin === portalOrigin || trusted.includes(origin));
}

/** The `<meta>` in which the root lists the operator's trusted code origins for the page's own decisions. */
export const TRUSTED_CODE_META = "portal-trusted-code";

/** The trusted code origins the page was sent with (none when the meta is absent, or outside a browser). */
export function trustedCodeOf(doc: Document | undefined = typeof document === "undefined" ? undefined : document): string[] {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${TRUSTED_CODE_META}"]`)?.content ?? "";
  return content.split(/\s+/).filter((origin) => origin !== "" && trustedOriginFault(origin, false) === null);
}
