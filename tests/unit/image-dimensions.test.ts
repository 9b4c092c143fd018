import { describe, expect, it } from "vitest";
import { imageDimensions } from "#platform/http/image-dimensions.ts";
import { sniffImage } from "#platform/http/image-sniff.ts";
import { gifOfSize, jpegOfSize, webpExtendedOfSize, webpLosslessOfSize, webpLossyOfSize } from "../platform/image-headers.ts";
import { bilevelPng, solidPng } from "../platform/png.ts";

/** The size read from an image's header, typed as the upload sniffs it. */
function sizeOf(bytes: Buffer): { width: number; height: number } | null {
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw new Error("not an image");
  return imageDimensions(bytes, sniffed.contentType);
}

describe("imageDimensions: the size an image declares, read from its header without decoding", () => {
  it.each([
    ["a PNG (IHDR)", solidPng(40, 20), 40, 20],
    ["a PNG of 20,000 × 20,000 pixels in a few dozen kilobytes", bilevelPng(20_000, 20_000), 20_000, 20_000],
    ["a baseline JPEG (SOF0)", jpegOfSize(640, 480), 640, 480],
    ["a progressive JPEG (SOF2)", jpegOfSize(300, 7000, 0xc2), 300, 7000],
    ["a GIF (logical screen)", gifOfSize({ width: 16, height: 9 }), 16, 9],
    ["a lossy WebP (VP8)", webpLossyOfSize(1024, 768), 1024, 768],
    ["a lossless WebP (VP8L)", webpLosslessOfSize(16_383, 2), 16_383, 2],
    ["an extended WebP (VP8X canvas)", webpExtendedOfSize(20_000, 20_000), 20_000, 20_000],
  ])("%s", (_name, bytes, width, height) => {
    expect(sizeOf(bytes)).toEqual({ width, height });
  });

  it("a GIF whose frame is larger than its logical screen is as large as the frame (a browser draws it so)", () => {
    expect(sizeOf(gifOfSize({ width: 1, height: 1 }, { width: 20_000, height: 300 }))).toEqual({ width: 20_000, height: 300 });
  });

  it.each([
    ["a PNG without its IHDR", Buffer.concat([solidPng(4, 4).subarray(0, 8), Buffer.from("\0\0\0\rIDAT")])],
    ["a PNG of zero pixels", solidPng(0, 3)],
    ["a JPEG whose scan starts before any frame header", Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9])],
    ["a JPEG cut short in its frame header", jpegOfSize(640, 480).subarray(0, 26)],
    ["a JPEG whose segment length points nowhere", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0])],
    ["a JPEG whose frame leaves its height to a later DNL marker (0)", jpegOfSize(640, 0)],
    ["a GIF with no frame", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    ["a lossy WebP without the key frame's start code", Buffer.concat([Buffer.from("RIFF"), Buffer.from([24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(16)])],
    ["a WebP cut after its first chunk's name", Buffer.concat([Buffer.from("RIFF"), Buffer.from([4, 0, 0, 0]), Buffer.from("WEBPVP8X")])],
  ])("%s: no size (null)", (_name, bytes) => {
    expect(sizeOf(bytes)).toBeNull();
  });
});
