/**
 * Colour contrast as WCAG 2.x measures it, and the shades a tenant colour takes so that text
 * drawn with it (or on it) stays readable: WCAG AA asks 4.5:1 for normal text.
 */

/** WCAG AA for normal text. */
export const TEXT_CONTRAST_MIN = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FN = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

const clampByte = (n: number) => Math.min(255, Math.max(0, Math.round(n)));

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() or rgba(); null for anything else. */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const fn = RGB_FN.exec(text);
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : fn[4].endsWith("%") ? Number(fn[4].slice(0, -1)) / 100 : Number(fn[4]);
    const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
    if (![r, g, b, alpha].every(Number.isFinite)) return null;
    return { r: clampByte(r), g: clampByte(g), b: clampByte(b), a: Math.min(1, Math.max(0, alpha)) };
  }
  return null;
}

/** #rrggbb (opaque colours) or #rrggbbaa. */
export function toHex({ r, g, b, a }: Rgb): string {
  const two = (n: number) => clampByte(n).toString(16).padStart(2, "0");
  return `#${two(r)}${two(g)}${two(b)}${a < 1 ? two(a * 255) : ""}`.toUpperCase();
}

/** A colour with transparency laid over an opaque backdrop. */
export function over(top: Rgb, backdrop: Rgb): Rgb {
  return { r: top.r * top.a + backdrop.r * (1 - top.a), g: top.g * top.a + backdrop.g * (1 - top.a), b: top.b * top.a + backdrop.b * (1 - top.a), a: 1 };
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The WCAG contrast ratio (1..21) of two colours; a translucent foreground is laid over the
 * background first, a translucent background over white. 1 (no contrast) when either does not parse.
 */
export function contrastRatio(foreground: string | Rgb, background: string | Rgb): number {
  const bgRaw = typeof background === "string" ? parseColor(background) : background;
  const fgRaw = typeof foreground === "string" ? parseColor(foreground) : foreground;
  if (!bgRaw || !fgRaw) return 1;
  const bg = bgRaw.a < 1 ? over(bgRaw, { r: 255, g: 255, b: 255, a: 1 }) : bgRaw;
  const fg = fgRaw.a < 1 ? over(fgRaw, bg) : fgRaw;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, t: number): Rgb => ({ r: from.r + (to.r - from.r) * t, g: from.g + (to.g - from.g) * t, b: from.b + (to.b - from.b) * t, a: 1 });
const BLACK: Rgb = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgb = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The shade of `color` nearest to it that stands at least `min`:1 against `against`: mixed
 * towards black (or towards white, when `against` is dark) in small steps, keeping its hue.
 * The colour itself when it already does; null when no shade of it can (then the caller
 * changes the other colour). Unreadable input gives null.
 */
export function shadeFor(color: string, against: string, min = TEXT_CONTRAST_MIN): string | null {
  const c = parseColor(color);
  const bgRaw = parseColor(against);
  if (!c || !bgRaw) return null;
  const bg = bgRaw.a < 1 ? over(bgRaw, WHITE) : bgRaw;
  const opaque = c.a < 1 ? over(c, bg) : c;
  if (contrastRatio(opaque, bg) >= min) return toHex(opaque);
  const toward = luminance(bg) > 0.18 ? BLACK : WHITE;
  for (let step = 1; step <= 100; step++) {
    const candidate = mix(opaque, toward, step / 100);
    const rounded = parseColor(toHex(candidate));
    if (rounded && contrastRatio(rounded, bg) >= min) return toHex(rounded);
  }
  return null;
}

const achromatic = ({ r, g, b }: Rgb) => Math.max(r, g, b) - Math.min(r, g, b) < 16;

/**
 * A text colour and the background it is drawn on, made readable (at least `min`:1). A
 * coloured text takes a shade of its own colour (an orange text on a pale orange gets a darker
 * orange); a white, grey or black text keeps its colour and the background takes a shade
 * instead (white text on orange gets a darker orange behind it). When the first cannot, the
 * other one is shaded. A translucent background is seen over `backdrop` (default white). A
 * pair that does not parse is returned as given.
 */
export function readablePair(text: string, background: string, { backdrop = "#FFFFFF", min = TEXT_CONTRAST_MIN }: { backdrop?: string; min?: number } = {}): { text: string; background: string } {
  const t = parseColor(text);
  const b = parseColor(background);
  const under = parseColor(backdrop);
  if (!t || !b || !under) return { text, background };
  // What the eye sees behind the text: a translucent background over its backdrop.
  const seen = toHex(b.a < 1 ? over(b, under.a < 1 ? over(under, WHITE) : under) : b);
  if (contrastRatio(text, seen) >= min) return { text, background };
  const shadeText = () => {
    const shaded = shadeFor(text, seen, min);
    return shaded ? { text: shaded, background } : null;
  };
  const shadeBackground = () => {
    const shaded = shadeFor(seen, text, min);
    return shaded ? { text, background: shaded } : null;
  };
  const pair = achromatic(t) ? (shadeBackground() ?? shadeText()) : (shadeText() ?? shadeBackground());
  return pair ?? { text, background };
}
