import type { i18n } from "i18next";
import type { Locale } from "./config";
import { createI18nWith } from "./i18n-instance";
import { resources } from "./resources";

/** An i18next instance with every locale's strings (tests and stories; the portal loads one locale, see root.tsx). */
export function createI18n(locale: Locale): i18n {
  return createI18nWith(locale, resources);
}
