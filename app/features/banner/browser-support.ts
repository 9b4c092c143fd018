/**
 * Whether this browser can run the portal well, by feature detection (never by user agent):
 * fetch, Promise.allSettled, IntersectionObserver, ResizeObserver, and CSS grid and sticky.
 */
export function browserSupported(win: Partial<Window & typeof globalThis> | undefined = typeof window === "undefined" ? undefined : window): boolean {
  if (!win) return true;
  try {
    const css = win.CSS;
    return (
      typeof win.fetch === "function" &&
      typeof win.Promise?.allSettled === "function" &&
      typeof win.IntersectionObserver === "function" &&
      typeof win.ResizeObserver === "function" &&
      typeof css?.supports === "function" &&
      css.supports("display", "grid") &&
      css.supports("position", "sticky")
    );
  } catch {
    return false;
  }
}

/** Where the banner leads (SPEC §2 /portal/browse-happy/: the browser-upgrade page). */
export const BROWSE_HAPPY_HREF = "/portal/browse-happy/";
/** Persistent storage name of "the user closed the banner". */
export const BANNER_CLOSED_STORAGE_NAME = "browser-banner-closed";
