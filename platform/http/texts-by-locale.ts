/**
 * `{ [key]: texts }` from a stored texts-per-locale object (strings only, non-empty), or nothing
 * (SPEC §3 nameAllLang and its kin: titleAllLang, contentAllLang, publisherAllLang). Answers
 * spread it, so a row without texts has no such key.
 */
export function textsOf<K extends string>(key: K, value: unknown): Partial<Record<K, Record<string, string>>> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const texts = Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string" && e[1].length > 0);
  return texts.length > 0 ? ({ [key]: Object.fromEntries(texts) } as Partial<Record<K, Record<string, string>>>) : {};
}
