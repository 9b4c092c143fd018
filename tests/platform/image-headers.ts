/**
 * Images that are their headers and little more: what the platform reads of an upload
 * (platform/http/image-dimensions.ts) without a picture of that size to build. None decodes.
 */

const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** A baseline JPEG: SOI, a JFIF APP0 segment, then a start of frame (SOF0) of `width` × `height`, a scan's start and EOI. */
export function jpegOfSize(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frameMarker, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xda, ...u16be(8), 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
}

/** A GIF whose logical screen is `screen` and whose one frame, at the top left, is `frame` (the screen's size unless given). */
export function gifOfSize(screen: { width: number; height: number }, frame = screen): Buffer {
  return Buffer.from([
    ...Buffer.from("GIF89a"),
    ...u16le(screen.width),
    ...u16le(screen.height),
    0x80, 0, 0, // a global colour table of two entries
    0, 0, 0, 255, 255, 255,
    0x2c, ...u16le(0), ...u16le(0), ...u16le(frame.width), ...u16le(frame.height), 0,
    2, 2, 0x44, 0x01, 0, // LZW minimum code size, one sub-block, the end of the frame's data
    0x3b,
  ]);
}

function riff(chunk: string, data: number[]): Buffer {
  const body = Buffer.concat([Buffer.from("WEBP"), Buffer.from(chunk), Buffer.from([...u16le(data.length), 0, 0]), Buffer.from(data)]);
  return Buffer.concat([Buffer.from("RIFF"), Buffer.from([...u16le(body.length), 0, 0]), body]);
}

/** A lossy WebP (a VP8 key frame's header). */
export function webpLossyOfSize(width: number, height: number): Buffer {
  return riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);
}

/** A lossless WebP (a VP8L header: each side less one, in 14 bits). */
export function webpLosslessOfSize(width: number, height: number): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0]);
}

/** An extended WebP (VP8X: the canvas, each side less one, in 24 bits). */
export function webpExtendedOfSize(width: number, height: number): Buffer {
  return riff("VP8X", [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}
