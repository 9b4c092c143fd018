import { VIEW_MODES } from "#app/layout/types";

/**
 * The view mode cached for the browser session (SPEC §3 client storage, session
 * scope): a session cookie, so the server sees it too. Once an entry link has
 * passed its checks, later pages of the same session skip them (SPEC §5).
 */
export const VIEW_MODE_COOKIE = "portal_view_mode";

export function cachedViewMode(request: Request): string | null {
  const match = (request.headers.get("cookie") ?? "").match(new RegExp(`(?:^|;\\s*)${VIEW_MODE_COOKIE}=([A-Za-z]+)`));
  const value = match?.[1];
  return value && (VIEW_MODES as readonly string[]).includes(value) ? value : null;
}

export function viewModeCookie(request: Request, viewMode: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${VIEW_MODE_COOKIE}=${viewMode}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}
