import { hkdfSync } from "node:crypto";
import { getEnv } from "#app/kit/env.server";
import { open, seal } from "#app/session/crypto.server";
import { tokenFingerprint } from "#app/features/identity/identity-entry.server";
import type { PortalSession } from "#app/session/session.server";

/**
 * The preview marker of the tenant admin console (ADR 020 "Preview"): a sealed, short-lived
 * value bound to the admin's login token, put in the preview frame's URL as `adminPreview`. A
 * page whose marker opens under this server's secret, belongs to the session's login and has
 * not expired shows the admin's drafts in place of the published config; any other page
 * ignores it. A bare flag would let a link show a preview to whoever opens it.
 */

export const PREVIEW_PARAM = "adminPreview";
/**
 * The platform's mark of a read made for the admin's preview (platform/routes/workbench-portal.ts,
 * ADR 057): set by this server only once a marker has opened, never taken from the browser.
 */
export const PLATFORM_PREVIEW_HEADER = "x-admin-preview";
/** How long a marker holds: the console issues a new one with each page of its own. */
export const PREVIEW_MARKER_MS = 60 * 60 * 1000;

let key: Buffer | null = null;

function markerKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", getEnv().sessionSecret, "portal-admin-preview-salt", "portal-admin-preview-v1", 32));
  return key;
}

interface Marker {
  login: string;
  until: number;
}

/** A marker for this session's login, valid for PREVIEW_MARKER_MS from `now`. */
export function issuePreviewMarker(session: PortalSession, now = Date.now()): string {
  const marker: Marker = { login: tokenFingerprint(session.loginToken), until: now + PREVIEW_MARKER_MS };
  return seal(markerKey(), JSON.stringify(marker));
}

/** Whether the URL's marker opens a preview for this session now. */
export function isPreviewFor(session: PortalSession, url: URL, now = Date.now()): boolean {
  return isPreviewMarkerFor(session, url.searchParams.get(PREVIEW_PARAM), now);
}

/** Whether a marker (from a preview page's URL, or the header its reads carry) opens a preview for this session now. */
export function isPreviewMarkerFor(session: PortalSession, raw: string | null, now = Date.now()): boolean {
  if (!raw || raw.length > 512) return false;
  const plain = open(markerKey(), raw);
  if (!plain) return false;
  try {
    const marker = JSON.parse(plain) as Partial<Marker>;
    return marker.login === tokenFingerprint(session.loginToken) && typeof marker.until === "number" && marker.until > now;
  } catch {
    return false;
  }
}
