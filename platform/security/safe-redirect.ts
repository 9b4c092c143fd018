/**
 * True when `value` is a same-origin path: one leading slash, not `//` (protocol-relative),
 * no backslashes (browsers read `/\evil` as `//evil`) and no control characters.
 */
export function isSafeSameOriginPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\")) return false;
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return true;
}
