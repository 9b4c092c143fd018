import { menuName } from "../../features/menus/menu-tree.rules.ts";
import { readValid } from "../schemas/browser-validate.ts";
import type { TextsByLocale } from "../../types/generated/texts-by-locale.ts";
import { validateTextsByLocale } from "../../types/generated/validators/texts-by-locale.js";

/** A text per locale (SPEC §3 nameAllLang and its kin): `{ "zh-CN": …, en: …, "sv-SE": … }` (schemas/texts-by-locale). */
export type { TextsByLocale };

/**
 * The non-empty strings of a texts-per-locale object from a platform answer, or undefined when
 * there are none. The generated validator of schemas/texts-by-locale (ADR 019) drops the
 * entries that are not text; leaving out the empty ones is normalisation (an empty text is no
 * text: the plain field is shown), so it stays code.
 */
export function readTextsByLocale(value: unknown): TextsByLocale | undefined {
  const texts = readValid(validateTextsByLocale, value);
  const kept = Object.entries(texts ?? {}).filter(([, text]) => text.length > 0);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
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
