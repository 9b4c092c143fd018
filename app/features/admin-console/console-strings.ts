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
import layoutEn from "./locales/layout-section.en.json";
import layoutSvSE from "./locales/layout-section.sv-SE.json";
import layoutZhCN from "./locales/layout-section.zh-CN.json";
import watermarkEn from "./locales/watermark-section.en.json";
import watermarkSvSE from "./locales/watermark-section.sv-SE.json";
import watermarkZhCN from "./locales/watermark-section.zh-CN.json";
import appsEn from "./locales/apps-section.en.json";
import appsSvSE from "./locales/apps-section.sv-SE.json";
import appsZhCN from "./locales/apps-section.zh-CN.json";
import publishEn from "./locales/publish-confirm.en.json";
import publishSvSE from "./locales/publish-confirm.sv-SE.json";
import publishZhCN from "./locales/publish-confirm.zh-CN.json";
import historyEn from "./locales/history.en.json";
import historySvSE from "./locales/history.sv-SE.json";
import historyZhCN from "./locales/history.zh-CN.json";
import appCheckEn from "./locales/app-check.en.json";
import appCheckSvSE from "./locales/app-check.sv-SE.json";
import appCheckZhCN from "./locales/app-check.zh-CN.json";
import previewPaneEn from "./locales/preview-pane.en.json";
import previewPaneSvSE from "./locales/preview-pane.sv-SE.json";
import previewPaneZhCN from "./locales/preview-pane.zh-CN.json";
import layoutPicturesEn from "./locales/layout-pictures.en.json";
import layoutPicturesSvSE from "./locales/layout-pictures.sv-SE.json";
import layoutPicturesZhCN from "./locales/layout-pictures.zh-CN.json";
import schemaFormEn from "./locales/schema-form.en.json";
import schemaFormSvSE from "./locales/schema-form.sv-SE.json";
import schemaFormZhCN from "./locales/schema-form.zh-CN.json";
import transferEn from "./locales/transfer-section.en.json";
import transferSvSE from "./locales/transfer-section.sv-SE.json";
import transferZhCN from "./locales/transfer-section.zh-CN.json";
import contentVersionsEn from "./locales/content-versions.en.json";
import contentVersionsSvSE from "./locales/content-versions.sv-SE.json";
import contentVersionsZhCN from "./locales/content-versions.zh-CN.json";
import auditActionsEn from "./locales/audit-actions.en.json";
import auditActionsSvSE from "./locales/audit-actions.sv-SE.json";
import auditActionsZhCN from "./locales/audit-actions.zh-CN.json";

/**
 * The console's strings, under `adminConsole` (ADR 020: the console's code and strings load
 * on its routes only). They are not in the portal's locale bundles (app/kit/i18n/): the
 * console's root adds them to its i18next instance (ConsoleI18n.tsx). Each section's strings
 * sit under its own key (adminConsole.<section>.*), from its own files.
 */
const SECTION_STRINGS = {
  entries: { "zh-CN": entriesZhCN, en: entriesEn, "sv-SE": entriesSvSE },
  announcements: { "zh-CN": announcementsZhCN, en: announcementsEn, "sv-SE": announcementsSvSE },
  layout: { "zh-CN": layoutZhCN, en: layoutEn, "sv-SE": layoutSvSE },
  watermark: { "zh-CN": watermarkZhCN, en: watermarkEn, "sv-SE": watermarkSvSE },
  apps: { "zh-CN": appsZhCN, en: appsEn, "sv-SE": appsSvSE },
  publish: { "zh-CN": publishZhCN, en: publishEn, "sv-SE": publishSvSE },
  history: { "zh-CN": historyZhCN, en: historyEn, "sv-SE": historySvSE },
  appCheck: { "zh-CN": appCheckZhCN, en: appCheckEn, "sv-SE": appCheckSvSE },
  previewPane: { "zh-CN": previewPaneZhCN, en: previewPaneEn, "sv-SE": previewPaneSvSE },
  layoutPictures: { "zh-CN": layoutPicturesZhCN, en: layoutPicturesEn, "sv-SE": layoutPicturesSvSE },
  schemaForm: { "zh-CN": schemaFormZhCN, en: schemaFormEn, "sv-SE": schemaFormSvSE },
  transfer: { "zh-CN": transferZhCN, en: transferEn, "sv-SE": transferSvSE },
  contentVersions: { "zh-CN": contentVersionsZhCN, en: contentVersionsEn, "sv-SE": contentVersionsSvSE },
  auditActions: { "zh-CN": auditActionsZhCN, en: auditActionsEn, "sv-SE": auditActionsSvSE },
} as const;

/** The titles and help of documented schema extensions (ADR 056), kept in schema-form's own files, beside the schema's own fields. */
function withExtensionFields(base: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const fields = (base["fields"] ?? {}) as Record<string, Record<string, unknown>>;
  const extra = SECTION_STRINGS.schemaForm[locale].fields as Record<string, Record<string, unknown>>;
  return { ...base, fields: { ...fields, ...Object.fromEntries(Object.entries(extra).map(([schema, texts]) => [schema, { ...fields[schema], ...texts }])) } };
}

const withSections = (locale: Locale, base: Record<string, unknown>): Record<string, unknown> => ({
  ...withExtensionFields(base, locale),
  ...Object.fromEntries(Object.entries(SECTION_STRINGS).map(([section, strings]) => [section, strings[locale]])),
});

export const consoleStrings: Record<Locale, Record<string, unknown>> = { "zh-CN": withSections("zh-CN", zhCN), en: withSections("en", en), "sv-SE": withSections("sv-SE", svSE) };
