import svgCaptcha from "svg-captcha";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CAPTCHA_LENGTH = 4;
/** A captcha is answered within this long or never (ADR 030); any answer, right or wrong, uses it up. */
export const CAPTCHA_TTL_SECONDS = 120;

/** A client-chosen captcha key: 1–100 characters of [A-Za-z0-9_.-]. */
export function isValidCaptchaKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_.-]{1,100}$/.test(value);
}

/** Answers are compared case-insensitively and without surrounding spaces. */
export function normaliseCaptchaAnswer(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The captcha's image (svg-captcha): each glyph is an outline path drawn from a font, jittered,
 * in its own colour, over noise curves. The SVG holds no text node and no character of the
 * answer, so reading the markup gives nothing (ADR 030).
 */
export function renderCaptcha(width = 120, height = 40): { text: string; svg: string } {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: ALPHABET,
    noise: 3,
    color: true,
    background: "#f4f6fa",
    width,
    height,
    fontSize: 40,
  });
  return { text: normaliseCaptchaAnswer(text), svg: data };
}
