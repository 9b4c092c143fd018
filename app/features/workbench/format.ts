/** One formatter per locale: making an `Intl.DateTimeFormat` costs far more than using one. Null where the locale is refused. */
const formats = new Map<string, Intl.DateTimeFormat | null>();

function dateTimeFormat(locale: string): Intl.DateTimeFormat | null {
  const known = formats.get(locale);
  if (known !== undefined) return known;
  let made: Intl.DateTimeFormat | null;
  try {
    made = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  } catch {
    made = null;
  }
  // Locales come from the portal's three; the bound guards against any other caller.
  if (formats.size < 16) formats.set(locale, made);
  return made;
}

/** A timestamp in the user's locale (date and time), or the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale)?.format(date) ?? date.toISOString();
}
