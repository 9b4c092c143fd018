/** An entry without what the platform adds to it (id, plain name, child count) and without empty org, keys in order: comparable with a file's body. */
function bodyOf(entry: object): string {
  const fields = Object.entries(entry)
    .filter(([key, value]) => key !== "id" && key !== "name" && key !== "childCount" && value !== null && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/** Whether a list's entries (as the admin calls answer them) are the file's bodies, in the same order. */
export function sameEntries(records: readonly object[], bodies: readonly object[]): boolean {
  return records.length === bodies.length && records.every((record, i) => bodyOf(record) === bodyOf(bodies[i]!));
}

/** The names of entries in the page's language (the Chinese name where it has none). */
export function entryNames(entries: readonly object[], locale: string): string[] {
  return entries.map((entry) => {
    const names = (entry as { nameAllLang?: Record<string, unknown> }).nameAllLang ?? {};
    const name = names[locale] ?? names["zh-CN"] ?? (entry as { name?: unknown }).name;
    return typeof name === "string" ? name : "";
  });
}
