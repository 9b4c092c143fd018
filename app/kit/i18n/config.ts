import { DEFAULT_ENV_INFO } from "../schemas/defaults.ts";

/** SPEC §1, §9: zh-CN is the default; en and sv-SE are supported. */
export const SUPPORTED_LOCALES = ["zh-CN", "en", "sv-SE"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The env info's defaultLocale default (schemas/env-info.schema.json, app/kit/schemas/defaults.ts). */
export const DEFAULT_LOCALE: Locale = normaliseLocale(DEFAULT_ENV_INFO.defaultLocale) ?? SUPPORTED_LOCALES[0];
export const LOCALE_COOKIE = "portal_lang";

/** Maps `en-US`, `sv`, `zh` and the like to a supported locale; null when none fits. */
export function normaliseLocale(value: unknown): Locale | null {
  if (typeof value !== "string" || value.length > 35) return null;
  const lower = value.trim().toLowerCase();
  if (lower === "zh" || lower.startsWith("zh-") || lower.startsWith("zh_")) return "zh-CN";
  if (lower === "en" || lower.startsWith("en-") || lower.startsWith("en_")) return "en";
  if (lower === "sv" || lower.startsWith("sv-") || lower.startsWith("sv_")) return "sv-SE";
  return null;
}
