/**
 * Opens a checked URL in a new browser window without giving the new page a handle on
 * the portal (SPEC: "opens in a new window"). Returns false when the browser refused it.
 */
export function openInNewWindow(url: string): boolean {
  if (typeof window === "undefined") return false;
  const opened = window.open(url, "_blank", "noopener,noreferrer");
  return opened !== null;
}
