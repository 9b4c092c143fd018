import { safeSameOriginPath } from "#packages/url-safety/src/url-safety.ts";

/**
 * True when `value` is a same-origin path by the portal's own check (packages/url-safety,
 * ARCHITECTURE §6): one leading slash, not `//` (protocol-relative), no backslashes, plain or
 * encoded in the path (browsers read `/\evil` as `//evil`), no control characters, and no dot
 * segments that collapse into `//`.
 */
export function isSafeSameOriginPath(value: unknown): value is string {
  return safeSameOriginPath(value) !== null;
}
