import type { Locale } from "#app/kit/i18n/config";
import en from "../locales/app-check.en.json";
import svSE from "../locales/app-check.sv-SE.json";
import zhCN from "../locales/app-check.zh-CN.json";
import type { Finding } from "./app-check.rules";

/**
 * The app check's words outside the console's page (ADR 060): the server's answer carries each
 * finding's message in the admin's language, for a client that does not have the console's
 * strings. The console itself words findings from the same strings (adminConsole.appCheck.*).
 */
const STRINGS: Record<Locale, Record<string, unknown>> = { "zh-CN": zhCN, en, "sv-SE": svSE };

/** The string at `key` (dot path under adminConsole.appCheck) with `{{name}}` replaced; the key itself when missing. */
export function appCheckText(locale: Locale, key: string, params: Record<string, string> = {}): string {
  let value: unknown = STRINGS[locale];
  for (const part of key.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== "string") return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** One finding's message in `locale`. */
export function findingMessage(locale: Locale, finding: Finding): string {
  return appCheckText(locale, `findings.${finding.code}`, finding.params);
}
