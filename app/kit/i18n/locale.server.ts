import { DEFAULT_LOCALE, LOCALE_COOKIE, normaliseLocale, type Locale } from "./config";

/**
 * The active locale: the `lang` query parameter (remembered in a cookie), else
 * the remembered one, else zh-CN. An unknown `lang` is ignored (safe default). The admin
 * console's preview frame (`adminPreview`, ADR 020) shows the language it asks for without
 * remembering it: the admin's own portal keeps theirs.
 */
export function resolveLocale(request: Request): { locale: Locale; setCookie: string | null } {
  const url = new URL(request.url);
  const fromQuery = normaliseLocale(url.searchParams.get("lang"));
  if (fromQuery && url.searchParams.has("adminPreview")) return { locale: fromQuery, setCookie: null };
  if (fromQuery) {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    return { locale: fromQuery, setCookie: `${LOCALE_COOKIE}=${fromQuery}; Path=/; Max-Age=31536000; SameSite=Lax${secure}` };
  }
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  return { locale: normaliseLocale(match?.[1]) ?? DEFAULT_LOCALE, setCookie: null };
}
