import type { Locale as AntdLocale } from "antd/es/locale";
import { mergeLocaleTree } from "./merge-locale-tree";

/* The parts each locale's bundle (bundles/*.ts) is made of; locale-bundle.ts loads the bundles. */

/** What one locale needs in the browser: its strings and antd's own locale. */
export interface LocaleBundle {
  translation: Record<string, unknown>;
  antd: AntdLocale;
}

/**
 * antd's locale as its module was imported. On the server antd/locale/* is CommonJS loaded by
 * Node, whose default import is the whole `exports` with the locale under `default`; in the
 * browser (antd/es) it is the locale itself. Without this the server drew antd's own texts in
 * English (antd's fallback) while the browser drew them in the page's language, and hydration
 * failed wherever such a text showed (an empty list's "暂无数据").
 */
export function antdLocaleOf(imported: AntdLocale | { default: AntdLocale }): AntdLocale {
  return "default" in imported && typeof imported.default === "object" && imported.default !== null ? imported.default : (imported as AntdLocale);
}

/**
 * Each product area may keep its strings in `locales/<area>.<locale>.json`; they are merged
 * under the area's name (`t("<area>.key")`), deep, into what the locale's base file already
 * has there: an area file adds keys to a namespace such as `header` and replaces only the
 * keys it names itself.
 */
export function withAreas(base: Record<string, unknown>, areaFiles: Record<string, { default: unknown }>): Record<string, unknown> {
  let merged: Record<string, unknown> = { ...base };
  for (const [file, module] of Object.entries(areaFiles)) {
    const match = /\/([A-Za-z]+)\.([A-Za-z-]+)\.json$/.exec(file);
    if (match?.[1]) merged = mergeLocaleTree(merged, { [match[1]]: module.default });
  }
  return merged;
}
