import type { Locale } from "#app/kit/i18n/config";
import en from "./locales/admin-console.en.json";
import svSE from "./locales/admin-console.sv-SE.json";
import zhCN from "./locales/admin-console.zh-CN.json";
import announcementsEn from "./locales/announcements.en.json";
import announcementsSvSE from "./locales/announcements.sv-SE.json";
import announcementsZhCN from "./locales/announcements.zh-CN.json";

/**
 * The console's strings, under `adminConsole` (ADR 020: the console's code and strings load
 * on its routes only). They are not in the portal's locale bundles (app/kit/i18n/): the
 * console's root adds them to its i18next instance (ConsoleI18n.tsx).
 */
export const consoleStrings: Record<Locale, Record<string, unknown>> = {
  "zh-CN": { ...zhCN, announcements: announcementsZhCN },
  en: { ...en, announcements: announcementsEn },
  "sv-SE": { ...svSE, announcements: announcementsSvSE },
};
