import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./config";

/**
 * An i18next instance over resources already at hand, so initialisation is synchronous and
 * the server-rendered text equals the hydrated text.
 */
export function createI18nWith(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return instance;
}
