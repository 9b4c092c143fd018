import en from "./locales/en.json";
import svSE from "./locales/sv-SE.json";
import zhCN from "./locales/zh-CN.json";
import { mergeLocaleTree } from "./merge-locale-tree";

/**
 * Each product area may keep its strings in `locales/<area>.<locale>.json`; they are merged
 * under the area's name (`t("<area>.key")`), deep, into what the locale's base file already
 * has there: an area file adds keys to a namespace such as `header` and replaces only the
 * keys it names itself.
 */
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.*.json", { eager: true });

function withAreas(locale: string, base: Record<string, unknown>): Record<string, unknown> {
  let merged: Record<string, unknown> = { ...base };
  for (const [file, module] of Object.entries(areaFiles)) {
    const match = /\/([A-Za-z]+)\.([A-Za-z-]+)\.json$/.exec(file);
    if (match && match[2] === locale && match[1]) merged = mergeLocaleTree(merged, { [match[1]]: module.default });
  }
  return merged;
}

/** SPEC §1, §9: zh-CN is the default; en and sv-SE are supported. */
export const SUPPORTED_LOCALES = ["zh-CN", "en", "sv-SE"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-CN";
export const LOCALE_COOKIE = "portal_lang";

export const resources = {
  "zh-CN": { translation: withAreas("zh-CN", zhCN) },
  en: { translation: withAreas("en", en) },
  "sv-SE": { translation: withAreas("sv-SE", svSE) },
};

/** Maps `en-US`, `sv`, `zh` and the like to a supported locale; null when none fits. */
export function normaliseLocale(value: unknown): Locale | null {
  if (typeof value !== "string" || value.length > 35) return null;
  const lower = value.trim().toLowerCase();
  if (lower === "zh" || lower.startsWith("zh-") || lower.startsWith("zh_")) return "zh-CN";
  if (lower === "en" || lower.startsWith("en-") || lower.startsWith("en_")) return "en";
  if (lower === "sv" || lower.startsWith("sv-") || lower.startsWith("sv_")) return "sv-SE";
  return null;
}
