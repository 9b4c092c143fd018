import type { Request, Response } from "express";
import { fail } from "../http/envelope.ts";

const FILE_PATTERN = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const COLOURS = ["#268DFF", "#14A37F", "#E8590C", "#7B61FF", "#D9363E", "#0F9FB5", "#B8860B", "#2941D9"];

/** Two letters for a product code: "g-field" → "GF", "pmpp" → "PM". */
function initials(code: string): string {
  const parts = code.split(/[-_]/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts[1]?.[0] ?? ""}` : code.slice(0, 2);
  return letters.toUpperCase();
}

function colourOf(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? "#268DFF";
}

/**
 * GET /product/v4/product-icons/{productCode}.svg: the product icon of SPEC §3 (iconOrigin 1
 * uses iconDownloadUrl), drawn from the code. Public like the other assets; 404 envelope for
 * a malformed name.
 */
export function productIconRoute(req: Request, res: Response): void {
  const match = FILE_PATTERN.exec(req.params.file ?? "");
  const code = match?.[1];
  if (!code) {
    fail(res, 404, "404", "No such product icon");
    return;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${code}">
<rect width="48" height="48" rx="10" fill="${colourOf(code)}"/>
<text x="24" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#FFFFFF">${initials(code)}</text>
</svg>`;
  res.set("Content-Type", "image/svg+xml; charset=utf-8");
  res.set("Cache-Control", "public, max-age=86400");
  res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  res.send(svg);
}
