/**
 * The one sandbox rule for every frame the shell draws (SPEC §9; ADR 013, ADR 029): the viewport's
 * framed apps and third-party pages, the help, side-entry and customer-service dialogs, and the
 * admin console's preview. Pure: the frame's address and the portal's origin decide.
 */

/** SPEC §9: the iframe sandbox permits scripts, same-origin, forms, popups, downloads and modals. */
export const IFRAME_SANDBOX_TOKENS: readonly string[] = ["allow-scripts", "allow-same-origin", "allow-forms", "allow-popups", "allow-downloads", "allow-modals"];

/** Where the portal's own sub-apps are served (ARCHITECTURE §1): same deploy, trusted like the shell. */
export const OWN_APPS_PATH = "/apps/";

/** The portal's pages, and the query parameter that makes one the admin console's preview of a draft (ADR 020). */
const PORTAL_PATH = "/portal/";
const PREVIEW_PARAM = "adminPreview";

/**
 * Whether a frame's document on the portal's own origin is code deployed with the shell: an app
 * under OWN_APPS_PATH, or the admin console's preview, which is the shell's own page and must
 * share its origin (its session, its messages to the console).
 */
function isShellCode(url: URL): boolean {
  if (url.pathname.startsWith(OWN_APPS_PATH)) return true;
  return url.pathname.startsWith(PORTAL_PATH) && url.searchParams.has(PREVIEW_PARAM);
}

/**
 * The sandbox of a frame showing `url` (SPEC §9; ADR 013, ADR 029, ADR 051). `allow-scripts` with
 * `allow-same-origin` lets a frame of the portal's own origin reach into the portal and lift
 * its own sandbox, so a same-origin frame keeps `allow-same-origin` only when its document is
 * code deployed with the shell (isShellCode). Any other same-origin page (an uploaded file, an
 * API answer, a tenant's help page on the portal's host) runs in an opaque origin. A frame on
 * another origin keeps every token: `allow-same-origin` only gives it its own origin.
 * `tokens`, a registered frame's own list, narrows the SPEC's: a token outside them is dropped,
 * and the same-origin rule above still holds. A URL that cannot be parsed is treated as
 * same-origin content.
 *
 * Null — draw the frame without a sandbox attribute — for shell code of the portal's own origin
 * that keeps both `allow-scripts` and `allow-same-origin`: such a sandbox is one the frame could
 * lift itself (the browser warns of it each time the frame opens), so it is not drawn; that code
 * is trusted as the shell is (ADR 047), and ADR 051 says why this is no loss.
 */
export function iframeSandbox(url: string, portalOrigin: string, tokens?: readonly string[]): string | null {
  const wanted = IFRAME_SANDBOX_TOKENS.filter((token) => tokens === undefined || tokens.includes(token));
  let parsed: URL;
  try {
    parsed = new URL(url, portalOrigin);
  } catch {
    return wanted.filter((token) => token !== "allow-same-origin").join(" ");
  }
  const sameOrigin = parsed.origin === portalOrigin;
  if (sameOrigin && isShellCode(parsed) && wanted.includes("allow-scripts") && wanted.includes("allow-same-origin")) return null;
  const trusted = !sameOrigin || isShellCode(parsed);
  return wanted.filter((token) => trusted || token !== "allow-same-origin").join(" ");
}
