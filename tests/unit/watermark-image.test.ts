import { describe, expect, it } from "vitest";
import { markTile, plainPictureBackground, rotatedBox, textWidth, watermarkBackground, WATERMARK_BASE_OPACITY, type WatermarkPicture } from "#app/features/watermark/watermark-image.ts";
import { resolveWatermark, type ResolvedWatermark } from "#app/features/watermark/watermark.rules.ts";

/** A template as the platform answers it, resolved with the SPEC §9 defaults. */
const resolved = (detail: Record<string, unknown>): ResolvedWatermark => {
  const mark = resolveWatermark(detail);
  if (!mark) throw new Error("no watermark");
  return mark;
};

/** The SVG tile of a background, decoded. */
const svgOf = (backgroundImage: string | undefined): string => {
  const match = /^url\("data:image\/svg\+xml;charset=utf-8,(.*)"\)$/.exec(backgroundImage ?? "");
  if (!match?.[1]) throw new Error(`not an SVG tile: ${backgroundImage?.slice(0, 80)}`);
  return decodeURIComponent(match[1]);
};

const attrs = (svg: string, tag: string): Record<string, string>[] =>
  [...svg.matchAll(new RegExp(`<${tag} ([^>]*?)/?>`, "g"))].map((m) => Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));

const PNG_40x20: WatermarkPicture = { dataUrl: "data:image/png;base64,iVBORw0KGgo=", width: 40, height: 20 };
const PICTURE = { type: "PICTURE", picturePath: "/api/file/v4/images/abc" };

describe("rotatedBox", () => {
  it.each([
    [0, 40, 20],
    [90, 20, 40],
    [180, 40, 20],
    [-90, 20, 40],
    [30, 44.64, 37.32],
  ])("a 40 × 20 mark turned %s° fills %s × %s", (degrees, width, height) => {
    expect(rotatedBox(40, 20, degrees)).toEqual({ width, height });
  });
});

describe("markTile (SPEC §3 spacing, staggerDistance, rotationAngle, repeat)", () => {
  it("gives each turned mark a cell of its box plus spacing, the second row shifted by the stagger", () => {
    const tile = markTile(40, 20, resolved({ rotationAngle: 30, spacing: 80, staggerDistance: 30 }));
    // ceil(44.64 + 80) × 2 · ceil(37.32 + 80)
    expect(tile).toEqual({ width: 125, height: 236, centres: [{ x: 62.5, y: 59 }, { x: 92.5, y: 177 }, { x: -32.5, y: 177 }] });
  });

  it("a stagger of a whole cell is no shift; no stagger draws no wrapped copy", () => {
    expect(markTile(40, 20, resolved({ spacing: 10, staggerDistance: 50 })).centres).toEqual([{ x: 25, y: 15 }, { x: 25, y: 45 }]);
    expect(markTile(40, 20, resolved({ spacing: 10, staggerDistance: 0 })).centres).toHaveLength(2);
  });

  it("not repeated: one mark, its turned box", () => {
    expect(markTile(40, 20, resolved({ repeat: false, rotationAngle: 90, spacing: 500 }))).toEqual({ width: 20, height: 40, centres: [{ x: 10, y: 20 }] });
  });
});

describe("watermarkBackground: PICTURE (SPEC §3 picturePath, scale, rotationAngle, spacing)", () => {
  it("embeds the picture at its natural size, turned and spaced as configured", () => {
    const mark = resolved({ ...PICTURE, rotationAngle: 30, spacing: 80 });
    const bg = watermarkBackground(mark, "", PNG_40x20);
    expect(bg).not.toBeNull();
    const svg = svgOf(bg?.backgroundImage);
    const images = attrs(svg, "image");
    expect(images).toHaveLength(3); // two rows, the staggered one wrapped (stagger 100 of a 125 px cell)
    for (const image of images) {
      expect(image).toMatchObject({ href: PNG_40x20.dataUrl, width: "40", height: "20" });
      expect(image["transform"]).toMatch(/^rotate\(30 /);
    }
    expect(attrs(svg, "svg")[0]).toMatchObject({ width: "125", height: "236" });
    expect(bg).toMatchObject({ backgroundRepeat: "repeat", backgroundSize: "125px 236px", backgroundPosition: "center center", opacity: WATERMARK_BASE_OPACITY });
  });

  it("scale is a percentage of the natural size; transparency lowers the opacity; position and repeat place it", () => {
    const mark = resolved({ ...PICTURE, scale: 50, transparency: 50, position: "DOWN_RIGHT", repeat: false });
    const bg = watermarkBackground(mark, "", PNG_40x20);
    expect(attrs(svgOf(bg?.backgroundImage), "image")).toEqual([expect.objectContaining({ width: "20", height: "10", x: "0", y: "0" })]);
    expect(bg).toMatchObject({ backgroundRepeat: "no-repeat", backgroundPosition: "right bottom", opacity: WATERMARK_BASE_OPACITY / 2 });
  });

  it("draws nothing until the picture is read, nor a picture that is no image data", () => {
    const mark = resolved(PICTURE);
    expect(watermarkBackground(mark, "")).toBeNull();
    expect(watermarkBackground(mark, "", { ...PNG_40x20, dataUrl: 'data:image/svg+xml;base64,PHN2Zz4="/><script>' })).toBeNull();
    expect(watermarkBackground(mark, "", { ...PNG_40x20, dataUrl: "/api/file/v4/images/abc" })).toBeNull();
    expect(watermarkBackground(mark, "", { ...PNG_40x20, width: 0 })).toBeNull();
  });

  it("a picture that cannot be embedded is drawn plain at its natural size × scale", () => {
    const bg = plainPictureBackground(resolved({ ...PICTURE, scale: 200, position: "UP" }), { width: 40, height: 20 });
    expect(bg).toMatchObject({ backgroundImage: 'url("/api/file/v4/images/abc")', backgroundSize: "80px 40px", backgroundPosition: "center top", backgroundRepeat: "repeat" });
  });
});

describe("watermarkBackground: TEXT (SPEC §3 text, fontSize, fontColor, rotationAngle, spacing)", () => {
  it("draws the text in its colour and size, turned, with its cell sized so no mark is cut", () => {
    const mark = resolved({ text: "机密", fontSize: 20, fontColor: "#C00", rotationAngle: 45, spacing: 30, staggerDistance: 0 });
    const bg = watermarkBackground(mark, "机密 演示用户");
    const svg = svgOf(bg?.backgroundImage);
    const texts = attrs(svg, "text");
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatchObject({ "font-size": "20", fill: "#C00", "text-anchor": "middle" });
    expect(texts[0]?.["transform"]).toMatch(/^rotate\(45 /);
    expect(svg).toContain(">机密 演示用户</text>");
    const width = textWidth("机密 演示用户", 20);
    const box = (width + 20) * Math.SQRT1_2;
    expect(attrs(svg, "svg")[0]).toMatchObject({ width: String(Math.ceil(Math.round(box * 100) / 100 + 30)) });
  });

  it("scale sizes the font; the text is escaped and cannot end the CSS url()", () => {
    const bg = watermarkBackground(resolved({ text: "x", fontSize: 20, scale: 150 }), `a") <b>'&`);
    const svg = svgOf(bg?.backgroundImage);
    expect(attrs(svg, "text")[0]).toMatchObject({ "font-size": "30" });
    expect(svg).toContain("a&quot;) &lt;b&gt;&#39;&amp;");
    expect(bg?.backgroundImage.slice(5, -2)).not.toMatch(/[()'"]/);
  });

  it("a blank text draws nothing", () => {
    expect(watermarkBackground(resolved({ text: " " }), " ")).toBeNull();
  });
});
