import type { Locale } from "#app/kit/i18n/config";
import en from "./locales/admin-console.en.json";
import svSE from "./locales/admin-console.sv-SE.json";
import zhCN from "./locales/admin-console.zh-CN.json";
import appsEn from "./locales/apps-section.en.json";
import appsSvSE from "./locales/apps-section.sv-SE.json";
import appsZhCN from "./locales/apps-section.zh-CN.json";

/**
 * The console's strings, under `adminConsole` (ADR 020: the console's code and strings load
 * on its routes only). They are not in the portal's locale bundles (app/kit/i18n/): the
 * console's root adds them to its i18next instance (ConsoleI18n.tsx).
 */
export const consoleStrings: Record<Locale, Record<string, unknown>> = { "zh-CN": { ...zhCN, apps: appsZhCN }, en: { ...en, apps: appsEn }, "sv-SE": { ...svSE, apps: appsSvSE } };
