import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;

/** A client-chosen captcha key: 1–100 characters of [A-Za-z0-9_.-]. */
export function isValidCaptchaKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_.-]{1,100}$/.test(value);
}

export function newCaptchaText(): string {
  let text = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** Answers are compared case-insensitively and without surrounding spaces. */
export function normaliseCaptchaAnswer(value: string): string {
  return value.trim().toUpperCase();
}

function colour(): string {
  return `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;
}

/** Renders the text as an SVG image: rotated, offset glyphs over noise lines and dots. */
export function renderCaptchaSvg(text: string, width = 120, height = 40): string {
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="#f4f6fa"/>`);
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" stroke="${colour()}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.6"/>`,
    );
  }
  const step = width / (text.length + 1);
  [...text].forEach((glyph, i) => {
    const x = Math.round(step * (i + 1) + randomInt(-4, 5));
    const y = Math.round(height / 2 + 8 + randomInt(-4, 5));
    const angle = randomInt(-30, 31);
    const size = randomInt(20, 27);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${size}" font-weight="bold" fill="${colour()}" text-anchor="middle" transform="rotate(${angle} ${x} ${y - 8})">${glyph}</text>`,
    );
  });
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="1" fill="${colour()}"/>`);
  }
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<line x1="0" y1="${randomInt(0, height)}" x2="${width}" y2="${randomInt(0, height)}" stroke="${colour()}" stroke-width="1"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
