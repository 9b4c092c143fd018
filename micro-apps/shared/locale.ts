import { DEFAULT_LOCALE, LOCALE_COOKIE, normaliseLocale, type Locale } from "#app/kit/i18n/config";

/**
 * The demo apps speak the portal's three languages (SPEC §1, §9). A micro-app takes the
 * locale from the bridge context; a page opened on its own takes the `lang` query
 * parameter, else the portal's remembered language (its cookie), else zh-CN — as the portal does.
 */
export type AppLocale = Locale;
export const APP_LOCALES: readonly AppLocale[] = ["zh-CN", "en", "sv-SE"];

/** Every locale has every text: a missing one is a type error where the texts are written. */
export type Texts<T> = Record<AppLocale, T>;

/** The locale of a page opened on its own (not through the bridge). */
export function pageLocale(search: string, cookie: string): AppLocale {
  const fromQuery = normaliseLocale(new URLSearchParams(search).get("lang"));
  if (fromQuery) return fromQuery;
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  return normaliseLocale(match?.[1]) ?? DEFAULT_LOCALE;
}

/** A bridge or stored locale, or the default when it is not one of the three. */
export function appLocale(value: unknown): AppLocale {
  return normaliseLocale(value) ?? DEFAULT_LOCALE;
}

/** Puts `{name}` values into a text; an unknown name is left as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Numbers and dates as the locale writes them. */
export function formatNumber(locale: AppLocale, value: number, digits = 0): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
