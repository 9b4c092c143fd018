import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, resources, type Locale } from "./config";

/**
 * One i18next instance per request on the server and one per page on the
 * client. Resources are bundled, so initialisation is synchronous and the
 * server-rendered text equals the hydrated text.
 */
export function createI18n(locale: Locale): i18n {
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
