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

/**
 * The overlay's background for a resolved template (SPEC §3 Watermark): a TEXT template is an
 * SVG tile with the text twice, the second row shifted by staggerDistance, `spacing` between
 * tiles, rotated by rotationAngle, scaled by `scale`; a PICTURE template is its (checked)
 * picture at `scale` percent. Null when there is nothing to draw.
 */
export function watermarkBackground(mark: ResolvedWatermark, text: string): WatermarkBackground | null {
  const opacity = (WATERMARK_BASE_OPACITY * (100 - mark.transparency)) / 100;
  const common = { backgroundRepeat: mark.repeat ? ("repeat" as const) : ("no-repeat" as const), backgroundPosition: backgroundPosition(mark.placement), opacity };
  if (mark.type === "PICTURE") {
    if (!mark.picturePath) return null;
    return { ...common, backgroundImage: `url("${encodeURI(mark.picturePath).replace(/"/g, "%22")}")`, backgroundSize: `${mark.scale}px auto` };
  }
  if (text.trim() === "") return null;
  const fontSize = Math.max(6, Math.round((mark.fontSize * mark.scale) / 100));
  const lineWidth = textWidth(text, fontSize);
  const width = lineWidth + mark.spacing + mark.staggerDistance;
  const rowHeight = fontSize + mark.spacing;
  const height = rowHeight * 2;
  const line = (x: number, y: number) =>
    `<text x="${x}" y="${y}" font-size="${fontSize}" fill="${mark.fontColor}" font-family="sans-serif" dominant-baseline="middle" transform="rotate(${mark.rotationAngle} ${x + lineWidth / 2} ${y})">${escapeXml(text)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${line(mark.spacing / 2, rowHeight / 2)}${line(mark.spacing / 2 + mark.staggerDistance, rowHeight + rowHeight / 2)}</svg>`;
  // Brackets and quotes encoded too, so the data URL cannot end the CSS url() early.
  const data = encodeURIComponent(svg).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ...common, backgroundImage: `url("data:image/svg+xml;charset=utf-8,${data}")` };
}
