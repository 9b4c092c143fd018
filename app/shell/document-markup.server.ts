/**
 * The text of a document React rendered as a stream, from the chunks it wrote.
 *
 * React 18's Node stream renderer writes a whole 2 KB buffer when a multi-byte character does not
 * fit in what is left of it, so one or two zero bytes of the unused end go out between two
 * characters (react/react#31134). In an attribute the browser reads a NUL as U+FFFD: the org
 * switch was named "切换\uFFFD组织：…" on a page where a boundary fell there, and the next page
 * elsewhere. React writes no NUL of its own (the platform refuses one in any text it stores), so
 * every NUL in the markup is one of those, and removing them gives the document React meant.
 */
export function documentMarkup(chunks: readonly Uint8Array[]): string {
  return Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", "");
}
