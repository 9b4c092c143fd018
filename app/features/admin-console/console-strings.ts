import type { Locale } from "#app/kit/i18n/config";
import en from "./locales/admin-console.en.json";
import svSE from "./locales/admin-console.sv-SE.json";
import zhCN from "./locales/admin-console.zh-CN.json";
import entriesEn from "./locales/entries-section.en.json";
import entriesSvSE from "./locales/entries-section.sv-SE.json";
import entriesZhCN from "./locales/entries-section.zh-CN.json";
import announcementsEn from "./locales/announcements.en.json";
import announcementsSvSE from "./locales/announcements.sv-SE.json";
import announcementsZhCN from "./locales/announcements.zh-CN.json";

/**
 * The console's strings, under `adminConsole` (ADR 020: the console's code and strings load
 * on its routes only). They are not in the portal's locale bundles (app/kit/i18n/): the
 * console's root adds them to its i18next instance (ConsoleI18n.tsx).
 */
export const consoleStrings: Record<Locale, Record<string, unknown>> = {
  "zh-CN": { ...zhCN, entries: entriesZhCN, announcements: announcementsZhCN },
  en: { ...en, entries: entriesEn, announcements: announcementsEn },
  "sv-SE": { ...svSE, entries: entriesSvSE, announcements: announcementsSvSE },
};
