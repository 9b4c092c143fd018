/**
 * What the admin console and its preview frame agree on (ADR 020 "Preview"): the message that
 * asks the frame to show the draft just saved, and the frame's address.
 */

import type { ViewMode } from "#app/layout/types";

/** Posted by the console to its preview frame (same origin) after a draft was saved. */
export const PREVIEW_REFRESH_MESSAGE = "portal-admin-preview:refresh";

/** Posted by the preview frame to the console once it listens for refreshes (a draft saved while it loaded is then shown). */
export const PREVIEW_READY_MESSAGE = "portal-admin-preview:ready";

/**
 * The header a preview page's reads through the BFF carry, holding the page's marker (ADR 057):
 * the BFF asks the platform for the admin's entry-list drafts only when it opens for the session.
 */
export const PREVIEW_MARKER_HEADER = "x-portal-admin-preview";

export type PreviewPortalType = "Classic" | "Simple";

/** The view modes a preview frame may ask for (app/layout/types.ts VIEW_MODES; `previewViewMode`). */
export const PREVIEW_VIEW_MODES = ["full", "application", "module", "singleModule", "tripartiteApp"] as const satisfies readonly ViewMode[];
export type PreviewViewMode = (typeof PREVIEW_VIEW_MODES)[number];

/**
 * The preview frame's address: the portal's home with the console's marker, in the view mode,
 * portal type and language asked for (the view mode needs none of an entry link's parameters
 * there, and is not remembered as the admin's own).
 */
export function previewHref(marker: string, options: { portalType: PreviewPortalType; viewMode: PreviewViewMode; locale: string }): string {
  const query = new URLSearchParams({ adminPreview: marker, previewPortalType: options.portalType, previewViewMode: options.viewMode, lang: options.locale });
  return `/portal/1/?${query.toString()}`;
}
