/** The image types an upload may be (watermark pictures, branding logos). */
export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export type SniffResult = { ok: true; contentType: ImageType } | { ok: false; reason: "svg" | "unknown" };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** A start of a file that looks like markup (SVG, HTML, XML), after a BOM and white space. */
function looksLikeSvg(bytes: Uint8Array, declaredType: string): boolean {
  if (/^image\/svg/i.test(declaredType.trim())) return true;
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || (head.startsWith("<!doctype svg"));
}

/**
 * The type of an uploaded image from its first bytes (its magic number), never from the
 * declared Content-Type or a file name: a PNG-named HTML page is no image. PNG, JPEG, GIF and
 * WebP are images; SVG is refused by name (it can carry script), anything else is unknown.
 */
export function sniffImage(bytes: Uint8Array, declaredType = ""): SniffResult {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, contentType: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, contentType: "image/jpeg" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { ok: true, contentType: "image/gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { ok: true, contentType: "image/webp" };
  return { ok: false, reason: looksLikeSvg(bytes, declaredType) ? "svg" : "unknown" };
}
