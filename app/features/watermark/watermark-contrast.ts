import { TEXT_CONTRAST_MIN, contrastRatio, over, parseColor, type Rgb } from "#app/kit/contrast";
import { BASE_THEME } from "#app/kit/styles/base-theme";

/** A text colour and the background a dialog draws it on. */
export interface TextPair {
  name: string;
  text: string;
  background: string;
}

const token = (name: keyof NonNullable<typeof BASE_THEME.token>, fallback: string): string => {
  const value = BASE_THEME.token?.[name];
  return typeof value === "string" ? value : fallback;
};

/**
 * The texts antd's dialogs write, on what they write them (BASE_THEME, ADR 036), with the page's
 * accent (`accent`: the tenant's readable accent, portal-theme accentColor): body and secondary
 * text, links, the error and warning texts of a form, and the primary button's label.
 */
export function dialogTextPairs(accent: string): TextPair[] {
  return [
    { name: "text", text: "rgba(0, 0, 0, 0.88)", background: "#FFFFFF" },
    { name: "secondary text", text: token("colorTextDescription", "rgba(0, 0, 0, 0.6)"), background: "#FFFFFF" },
    { name: "link", text: accent, background: "#FFFFFF" },
    { name: "error", text: token("colorError", "#C93D3E"), background: "#FFFFFF" },
    { name: "warning", text: token("colorWarningText", "#A16705"), background: "#FFFFFF" },
    { name: "primary button", text: "#FFFFFF", background: accent },
  ];
}

const opaque = (colour: string, under: Rgb): Rgb | null => {
  const parsed = parseColor(colour);
  if (!parsed) return null;
  return parsed.a < 1 ? over(parsed, under) : parsed;
};

/**
 * The contrast of `text` on `background` with the watermark (`mark` at `opacity`) laid over the
 * page, at its worst: the mark's strokes cross the letters and not the background beside them,
 * the background and not the letters, or both. 1 when a colour does not parse.
 */
export function watermarkedContrast(text: string, background: string, mark: string, opacity: number): number {
  const bg = opaque(background, { r: 255, g: 255, b: 255, a: 1 });
  const markColour = parseColor(mark);
  if (!bg || !markColour) return 1;
  const fg = opaque(text, bg);
  if (!fg) return 1;
  const laid = { ...markColour, a: Math.min(1, Math.max(0, opacity)) };
  const fgMarked = over(laid, fg);
  const bgMarked = over(laid, bg);
  return Math.min(contrastRatio(fgMarked, bg), contrastRatio(fg, bgMarked), contrastRatio(fgMarked, bgMarked));
}

/**
 * The watermark's opacity while a dialog is open (ADR 029 keeps it above everything): the
 * largest, up to its own `opacity`, at which every pair a dialog draws stays at least 4.5:1
 * under it in each of `marks` (the text's colour; for a picture, black and white, the
 * colours that change a text's lightness most). Its own opacity when that already holds.
 */
export function dialogWatermarkOpacity(opacity: number, marks: readonly string[], pairs: readonly TextPair[], min = TEXT_CONTRAST_MIN): number {
  const holds = (value: number) => marks.every((mark) => pairs.every((pair) => watermarkedContrast(pair.text, pair.background, mark, value) >= min));
  if (holds(opacity)) return opacity;
  let low = 0;
  let high = opacity;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (holds(middle)) low = middle;
    else high = middle;
  }
  return Math.floor(low * 1000) / 1000;
}
