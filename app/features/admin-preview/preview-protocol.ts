/**
 * What the admin console and its preview frame agree on (ADR 020 "Preview"): the message that
 * asks the frame to show the draft just saved, and the frame's address.
 */

/** Posted by the console to its preview frame (same origin) after a draft was saved. */
export const PREVIEW_REFRESH_MESSAGE = "portal-admin-preview:refresh";

/** Posted by the preview frame to the console once it listens for refreshes (a draft saved while it loaded is then shown). */
export const PREVIEW_READY_MESSAGE = "portal-admin-preview:ready";

export type PreviewPortalType = "Classic" | "Simple";

/** The preview frame's address: the portal's home with the console's marker, in the portal type and language asked for. */
export function previewHref(marker: string, options: { portalType: PreviewPortalType; locale: string }): string {
  const query = new URLSearchParams({ adminPreview: marker, previewPortalType: options.portalType, lang: options.locale });
  return `/portal/1/?${query.toString()}`;
}
