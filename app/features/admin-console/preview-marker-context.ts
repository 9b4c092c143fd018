import { createContext, useContext } from "react";

/** The console's preview marker (ADR 020 "Preview"), given by the console route; null where there is none (a story). */
export const PreviewMarkerContext = createContext<string | null>(null);

export function usePreviewMarker(): string | null {
  return useContext(PreviewMarkerContext);
}
