/** The `<meta>` in which the root lists the origins allowed to frame the portal (FRAME_ANCESTORS). */
export const FRAME_ANCESTORS_META = "portal-frame-ancestors";
