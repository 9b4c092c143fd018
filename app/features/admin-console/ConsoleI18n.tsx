import { useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import { consoleStrings } from "./console-strings";

/**
 * The page's i18next instance with the console's strings added (`adminConsole.*`), for what
 * it holds. The strings go into an instance of its own, made from the page's strings of the
 * active locale, so the portal's shared bundles are never changed.
 */
export function ConsoleI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = normaliseLocale(i18n.language) ?? DEFAULT_LOCALE;
  const page = i18n.getResourceBundle(locale, "translation") as Record<string, unknown> | undefined;
  const instance = useMemo(() => {
    const own = createI18nWith(locale, { [locale]: { translation: { ...page } } });
    own.addResourceBundle(locale, "translation", { adminConsole: consoleStrings[locale] }, true, true);
    return own;
  }, [locale, page]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
