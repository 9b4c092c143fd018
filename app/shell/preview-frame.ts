import { createContext, useContext } from "react";

/**
 * Whether the page is the tenant admin console's preview frame (ADR 020 "Preview", ADR 055): the
 * portal as the tenant's users would see it, without what belongs to the admin's own session —
 * the new-message prompt, alert notices, first-visit tips — drawn over it.
 */
export const PreviewFrameContext = createContext(false);

/** True inside the console's preview frame. */
export function useInPreviewFrame(): boolean {
  return useContext(PreviewFrameContext);
}
