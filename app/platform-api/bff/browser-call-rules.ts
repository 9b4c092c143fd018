/**
 * What a browser's call through the BFF may not do, whatever its session (ADR 047). Pure: the
 * BFF (forward.server.ts) asks before it forwards anything.
 *
 * - Acts that need the user's own click on a page of the portal are never a BFF call: the
 *   phone's QR confirmation is the form at /login/qr/<code>, the tenant switch is the form at
 *   /portal/session/tenant. Through /api they are refused for every caller, so a script in a
 *   page cannot do them with the user's session.
 * - An admin write (SPEC §3 tenant config, entries, apps and menus, announcements, watermarks,
 *   uploads: every call of the platform's tenant-admin routes that changes something) from a
 *   browser must name the page it was made on (ADR 033's page context, which the portal's pages
 *   send with every call). A call without it — a blank frame's `fetch`, a form — was not made by
 *   a portal page, and a call naming another context than the session's is the 409 of ADR 033:
 *   no write lands in a tenant other than the page's. A client that is no browser (no Fetch
 *   Metadata, e.g. an admin's script with curl) has no page to be confused about.
 */

/** Platform calls that a browser never makes through the BFF: each is an act of the user's own click on a portal page. */
const GESTURE_ONLY_CALLS: readonly RegExp[] = [/^identification\/qrcode\/scan\/[^/]+\/confirm$/, /^tenant-user\/v4\/users\/update-current-tenant$/, /^identification\/session\/tenant$/];

/** The platform's tenant-admin routes (platform/routes: requireTenantAdmin); a write to any of them is an admin write. */
const ADMIN_ROUTES: readonly RegExp[] = [
  /^param\/v4\/tenant-config(?:\/|$)/,
  /^param\/v4\/theme-settings\//,
  /^param\/v4\/param-values\/nav-logo-and-name$/,
  /^workbench\/v4\/portal-param-values\/scene-params$/,
  /^workbench\/v4\/admin\//,
  /^product\/v4\/micro-apps(?:\/|$)/,
  /^product\/v4\/menus(?:\/|$)/,
  /^message\/v4\/announcements(?:\/|$)/,
  /^report-center\/v4\/mark(?:\/|$)/,
  /^file\/v4\/images(?:\/|$)/,
];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether `splat` (the path after /api/) is an act only the user's click on a portal page may do. */
export function isGestureOnlyCall(splat: string): boolean {
  return GESTURE_ONLY_CALLS.some((pattern) => pattern.test(splat));
}

/** Whether `method` on `splat` changes something through a tenant-admin route of the platform. */
export function isAdminWrite(method: string, splat: string): boolean {
  return !READS.has(method.toUpperCase()) && ADMIN_ROUTES.some((pattern) => pattern.test(splat));
}

/**
 * Whether the call comes from a browser: it sends `Sec-Fetch-Site`, which no script can leave
 * out (browsers send it to every https and loopback origin, and the portal runs on nothing else
 * in production: its session cookie is `__Host-`). Node's own `fetch` sends `Sec-Fetch-Mode` only.
 */
export function isBrowserCall(headers: { get(name: string): string | null }): boolean {
  return headers.get("sec-fetch-site") !== null;
}
