import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * CSP with a per-response nonce and frame-ancestors from an allowlist
 * (ARCHITECTURE §6; the shell may run embedded in an outer page, SPEC §1).
 * Development (Vite HMR) needs inline scripts, so the CSP is production only.
 */
export function securityHeaders(production: boolean): RequestHandler {
  const ancestors = (process.env.FRAME_ANCESTORS ?? "").split(/[\s,]+/).filter((o) => /^https?:\/\/[^/\s]+$/.test(o));
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (production) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https: http:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "frame-src 'self' https: http:",
          `frame-ancestors 'self'${ancestors.length ? ` ${ancestors.join(" ")}` : ""}`,
          "base-uri 'self'",
          "form-action 'self'",
          "object-src 'none'",
        ].join("; "),
      );
    }
    next();
  };
}
