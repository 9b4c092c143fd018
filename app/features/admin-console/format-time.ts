/** A platform timestamp in the page's language (date and time, the browser's zone); the text as it came when it is not a date. */
export function formatTime(at: string, locale: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
