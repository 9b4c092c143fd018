/**
 * Acts a script in the page must not be able to do for the user (ADR 047): confirming a QR
 * sign-in, switching the session's tenant. The server lets them happen only on a request the
 * browser marks as the user's own, with Fetch Metadata that no script can set or remove:
 * a top-level document navigation (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`)
 * made with the user's activation (`Sec-Fetch-User: ?1`: a click, a key, the address bar).
 * A `fetch` (mode cors or same-origin), a navigation inside a frame (dest iframe) and a form a
 * script submits on its own (no activation) all fail it. Pure.
 */
import type { HeaderSource } from "./same-origin.server";

/**
 * A top-level navigation the user made: the only request that may confirm a QR sign-in or switch
 * tenant by a form. Browsers send Fetch Metadata to https and loopback origins only; a request
 * without `Sec-Fetch-Site` comes from a page on plain http elsewhere (a demo on a LAN address), or
 * from no browser, and cannot be told apart: it passes. There the network itself can put code in
 * the page, so the portal's protection is https (ADR 047).
 */
export function isUserNavigation(headers: HeaderSource): boolean {
  if (!headers.get("sec-fetch-site")) return true;
  return headers.get("sec-fetch-mode") === "navigate" && headers.get("sec-fetch-dest") === "document" && headers.get("sec-fetch-user") === "?1";
}

/**
 * Whether a page request may move the session to the tenant its URL names (SPEC §2 entry links,
 * §4 Login flow "URL tenant"): a top-level document load that the user made or that came from
 * outside this origin (a link in a mail or another system, a typed address, the login's
 * redirect). A frame's load, a `fetch` of the page and a navigation a script started on its own
 * inside the portal do not switch. A client that sends no `Sec-Fetch-Site` is no browser page a
 * script could run in (browsers send it to every https and loopback origin; Node's `fetch` sends
 * only `Sec-Fetch-Mode`), and is treated as a typed address.
 */
export function mayFollowUrlTenant(headers: HeaderSource): boolean {
  const site = headers.get("sec-fetch-site");
  if (!site) return true;
  if (headers.get("sec-fetch-dest") !== "document" || headers.get("sec-fetch-mode") !== "navigate") return false;
  return headers.get("sec-fetch-user") === "?1" || site !== "same-origin";
}
