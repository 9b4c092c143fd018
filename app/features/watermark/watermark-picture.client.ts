import type { WatermarkPicture } from "./watermark-image";

/** The picture types a watermark draws (those the platform's upload takes, SPEC §3 picturePath). */
const DRAWN_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** What could be read of a watermark picture: its bytes and size, only its size, or nothing. */
export type PictureRead = { kind: "embedded"; picture: WatermarkPicture } | { kind: "plain"; size: { width: number; height: number } | null } | { kind: "none" };

function naturalSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable picture"));
    reader.readAsDataURL(blob);
  });
}

/**
 * Reads a (checked) watermark picture for drawing. An SVG background loads nothing itself, so
 * the bytes are fetched and embedded: the portal's own uploads (same origin) and pictures on
 * origins that allow CORS. A picture that cannot be fetched is drawn plain (no rotation or
 * spacing) at its natural size; one of another type (an SVG, a page) is not drawn.
 */
export async function readWatermarkPicture(url: string, signal: AbortSignal): Promise<PictureRead> {
  let blob: Blob;
  try {
    const res = await fetch(url, { credentials: "same-origin", signal });
    if (!res.ok) return { kind: "none" };
    blob = await res.blob();
  } catch {
    if (signal.aborted) return { kind: "none" };
    return { kind: "plain", size: await naturalSize(url) };
  }
  const type = blob.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!DRAWN_TYPES.has(type)) return { kind: "none" };
  // The bytes, with the type without its parameters (data:image/png;base64,…).
  const dataUrl = await dataUrlOf(new Blob([await blob.arrayBuffer()], { type }));
  const size = await naturalSize(dataUrl);
  return size ? { kind: "embedded", picture: { dataUrl, ...size } } : { kind: "none" };
}
