import type { ResolvedWatermark, WatermarkPlacement } from "#app/features/watermark/watermark.rules";

/**
 * A watermark marks the page, it never hides it: the template's opacity (100 − transparency)
 * is applied over this base.
 */
export const WATERMARK_BASE_OPACITY = 0.16;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Rough width of a text line: CJK glyphs are square, Latin ones about 0.6 em. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : 0.6;
  return Math.ceil(em * fontSize);
}

/** The CSS background-position of a placement (SPEC §3 position). */
export function backgroundPosition(placement: WatermarkPlacement): string {
  const x = placement.horizontal === "LEFT" ? "left" : placement.horizontal === "RIGHT" ? "right" : "center";
  const y = placement.vertical === "UP" ? "top" : placement.vertical === "DOWN" ? "bottom" : "center";
  return `${x} ${y}`;
}

export interface WatermarkBackground {
  backgroundImage: string;
  backgroundRepeat: "repeat" | "no-repeat";
  backgroundPosition: string;
  backgroundSize?: string;
  opacity: number;
}

/** One tile of the overlay's background: its size and the centre of each mark drawn in it. */
export interface MarkTile {
  width: number;
  height: number;
  centres: { x: number; y: number }[];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The box a mark of `width` × `height` fills once turned by `degrees`. */
export function rotatedBox(width: number, height: number, degrees: number): { width: number; height: number } {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { width: round(width * cos + height * sin), height: round(width * sin + height * cos) };
}

/**
 * SPEC §3 Watermark geometry for a mark of `width` × `height` (after `scale`): each mark is
 * turned by rotationAngle about its centre and gets a cell of its turned box plus `spacing`
 * each way, so that no mark is cut and two marks are `spacing` apart. Repeated, a tile holds
 * two rows; the second row is shifted sideways by staggerDistance (wrapped into the tile, so
 * the tiles join without a seam). Not repeated, the tile is the one turned mark.
 */
export function markTile(width: number, height: number, mark: ResolvedWatermark): MarkTile {
  const box = rotatedBox(width, height, mark.rotationAngle);
  if (!mark.repeat) {
    const w = Math.max(1, Math.ceil(box.width));
    const h = Math.max(1, Math.ceil(box.height));
    return { width: w, height: h, centres: [{ x: w / 2, y: h / 2 }] };
  }
  const cellWidth = Math.max(1, Math.ceil(box.width + mark.spacing));
  const cellHeight = Math.max(1, Math.ceil(box.height + mark.spacing));
  const shift = mark.staggerDistance % cellWidth;
  const centres = [
    { x: cellWidth / 2, y: cellHeight / 2 },
    { x: cellWidth / 2 + shift, y: cellHeight * 1.5 },
  ];
  // The part of the shifted mark that leaves the tile on the right comes in on the left.
  if (shift > 0) centres.push({ x: cellWidth / 2 + shift - cellWidth, y: cellHeight * 1.5 });
  return { width: cellWidth, height: cellHeight * 2, centres };
}

/** A data URL of an image the watermark may embed: PNG, JPEG, GIF or WebP, base64. */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A picture read for drawing: its bytes as a data URL and its natural size in px. */
export interface WatermarkPicture {
  dataUrl: string;
  width: number;
  height: number;
}

function svgBackground(tile: MarkTile, content: (centre: { x: number; y: number }) => string, mark: ResolvedWatermark): WatermarkBackground {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width}" height="${tile.height}">${tile.centres.map(content).join("")}</svg>`;
  // Brackets and quotes encoded too, so the data URL cannot end the CSS url() early.
  const data = encodeURIComponent(svg).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${data}")`,
    backgroundRepeat: mark.repeat ? "repeat" : "no-repeat",
    backgroundPosition: backgroundPosition(mark.placement),
    backgroundSize: `${tile.width}px ${tile.height}px`,
    opacity: round((WATERMARK_BASE_OPACITY * (100 - mark.transparency)) / 100),
  };
}

const rotate = (mark: ResolvedWatermark, c: { x: number; y: number }) => `rotate(${mark.rotationAngle} ${round(c.x)} ${round(c.y)})`;

/**
 * The overlay's background for a resolved template (SPEC §3 Watermark): an SVG tile (markTile)
 * of the text, in fontColor at fontSize × scale, or of the picture at its natural size × scale,
 * each mark turned by rotationAngle, `spacing` apart, every second row shifted by
 * staggerDistance, tiled when `repeat` and starting at `position`, at the opacity of
 * transparency. A PICTURE needs the picture read (`picture`: its bytes, embedded, since an SVG
 * background loads nothing itself); without it, or without text, null: nothing to draw.
 */
export function watermarkBackground(mark: ResolvedWatermark, text: string, picture: WatermarkPicture | null = null): WatermarkBackground | null {
  if (mark.type === "PICTURE") {
    if (!picture || !IMAGE_DATA_URL.test(picture.dataUrl) || !(picture.width > 0) || !(picture.height > 0)) return null;
    const width = round((picture.width * mark.scale) / 100);
    const height = round((picture.height * mark.scale) / 100);
    const tile = markTile(width, height, mark);
    return svgBackground(
      tile,
      (c) => `<image href="${picture.dataUrl}" x="${round(c.x - width / 2)}" y="${round(c.y - height / 2)}" width="${width}" height="${height}" transform="${rotate(mark, c)}"/>`,
      mark,
    );
  }
  if (text.trim() === "") return null;
  const fontSize = Math.max(6, Math.round((mark.fontSize * mark.scale) / 100));
  const tile = markTile(textWidth(text, fontSize), fontSize, mark);
  return svgBackground(
    tile,
    (c) =>
      `<text x="${round(c.x)}" y="${round(c.y)}" font-size="${fontSize}" fill="${mark.fontColor}" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle" transform="${rotate(mark, c)}">${escapeXml(text)}</text>`,
    mark,
  );
}

/**
 * A simple background for a picture that cannot be embedded (another origin without CORS):
 * the picture itself at its natural size × scale, at `position`, tiled when `repeat`. It cannot
 * be turned or spaced; the portal's own uploads (same origin) always can.
 */
export function plainPictureBackground(mark: ResolvedWatermark, size: { width: number; height: number } | null): WatermarkBackground | null {
  if (mark.type !== "PICTURE" || !mark.picturePath) return null;
  return {
    backgroundImage: `url("${encodeURI(mark.picturePath).replace(/"/g, "%22")}")`,
    backgroundRepeat: mark.repeat ? "repeat" : "no-repeat",
    backgroundPosition: backgroundPosition(mark.placement),
    ...(size ? { backgroundSize: `${round((size.width * mark.scale) / 100)}px ${round((size.height * mark.scale) / 100)}px` } : {}),
    opacity: round((WATERMARK_BASE_OPACITY * (100 - mark.transparency)) / 100),
  };
}
