import { pageLocale, type AppLocale, type Texts } from "./locale";

/**
 * Starts a demo page opened on its own (a window, a tab or a portal iframe): its locale
 * (`lang` query, else the portal's remembered language, else zh-CN), the document's
 * language and title, and the texts in that locale.
 */
export function startPage<T>(texts: Texts<T>, title: (t: T) => string): { locale: AppLocale; t: T; query: URLSearchParams } {
  const locale = pageLocale(window.location.search, document.cookie);
  const t = texts[locale];
  document.documentElement.lang = locale;
  document.title = title(t);
  return { locale, t, query: new URLSearchParams(window.location.search) };
}
