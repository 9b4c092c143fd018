import type { ImageType } from "./image-sniff.ts";

/** An image's size in pixels, as its header declares it. */
export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** PNG: the IHDR chunk, which the format requires first. */
function png(b: Uint8Array): ImageDimensions | null {
  if (b.length < 24 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG markers that stand alone (no length follows): TEM, RST0–7, SOI. */
const STANDALONE = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
/** Start-of-frame markers (SOF0–3, 5–7, 9–11, 13–15); C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const FRAME = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the first frame header, found by walking the segments before the first scan. */
function jpeg(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes: any number of 0xFF before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (STANDALONE(marker)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before a frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (FRAME(marker)) return at + 9 <= b.length ? { width: u16be(b, at + 7), height: u16be(b, at + 5) } : null;
    at += 2 + length;
  }
  return null;
}

/**
 * GIF: the logical screen, widened to every frame's right and bottom edge: a browser draws a
 * first frame larger than the screen at the frame's size, so the screen alone may understate.
 */
function gif(b: Uint8Array): ImageDimensions | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const colourTable = (packed: number) => ((packed & 0x80) !== 0 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  /** Past a run of sub-blocks (each a length byte and that many bytes, ended by a zero length); -1 when cut short. */
  const skipSubBlocks = (from: number): number => {
    let at = from;
    while (at < b.length) {
      const size = b[at] ?? 0;
      if (size === 0) return at + 1;
      at += 1 + size;
    }
    return -1;
  };
  let at = 13 + colourTable(b[10] ?? 0);
  let frames = 0;
  while (at >= 0 && at < b.length) {
    const block = b[at];
    if (block === 0x3b) break;
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) {
      if (at + 10 > b.length) return null;
      width = Math.max(width, u16le(b, at + 1) + u16le(b, at + 5));
      height = Math.max(height, u16le(b, at + 3) + u16le(b, at + 7));
      frames += 1;
      at = skipSubBlocks(at + 10 + colourTable(b[at + 9] ?? 0) + 1);
    } else return null;
  }
  return frames > 0 ? { width, height } : null;
}

/** WebP: the canvas of an extended file (VP8X), else the one frame's header, lossy (VP8) or lossless (VP8L). */
function webp(b: Uint8Array): ImageDimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return b.length >= 30 ? { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 } : null;
  if (chunk === "VP8 ") {
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

const READERS: Record<ImageType, (bytes: Uint8Array) => ImageDimensions | null> = {
  "image/png": png,
  "image/jpeg": jpeg,
  "image/gif": gif,
  "image/webp": webp,
};

/**
 * The width and height an image of `type` (from sniffImage) declares in its header, read
 * without decoding any pixel (PNG IHDR, JPEG start of frame, GIF logical screen and frames,
 * WebP VP8X, VP8 or VP8L). Null when the header is cut short, malformed or declares a zero side:
 * a size that cannot be read is no size that can be checked.
 */
export function imageDimensions(bytes: Uint8Array, type: ImageType): ImageDimensions | null {
  const size = READERS[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
