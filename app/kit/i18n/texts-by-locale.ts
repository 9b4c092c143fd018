import { menuName } from "../../features/menus/menu-tree.rules.ts";

/** A text per locale (SPEC §3 nameAllLang and its kin): `{ "zh-CN": …, en: …, "sv-SE": … }`. */
export type TextsByLocale = Record<string, string>;

/** The non-empty strings of a texts-per-locale object from a platform answer, or undefined when there are none. */
export function readTextsByLocale(value: unknown): TextsByLocale | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const texts = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 0);
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

/** `{ [key]: texts }` when `value` holds texts per locale, else nothing: readers spread it so the key is absent, not undefined. */
export function withTexts<K extends string>(key: K, value: unknown): Partial<Record<K, TextsByLocale>> {
  const texts = readTextsByLocale(value);
  return texts ? ({ [key]: texts } as Partial<Record<K, TextsByLocale>>) : {};
}

/** The text in `locale` (exact key, then the same language, as menu names), else `fallback`. */
export function textInLocale(fallback: string, texts: TextsByLocale | null | undefined, locale: unknown): string {
  return menuName({ name: fallback, nameAllLang: texts ?? undefined }, locale);
}
