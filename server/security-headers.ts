import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * CSP with a per-response nonce and frame-ancestors from an allowlist
 * (ARCHITECTURE §6; the shell may run embedded in an outer page, SPEC §1).
 * Development (Vite HMR) needs inline scripts, so the CSP is production only.
 * Portal pages also allow 'unsafe-eval': qiankun runs a micro-app's code in its JS sandbox
 * through eval, and the shell checks bridge messages with compiled validators (ADR 013).
 * Inline scripts still need the nonce; every other page keeps script-src without eval.
 */
export const EVAL_PATH = /^\/portal\//;
export function securityHeaders(production: boolean): RequestHandler {
  const ancestors = (process.env.FRAME_ANCESTORS ?? "").split(/[\s,]+/).filter((o) => /^https?:\/\/[^/\s]+$/.test(o));
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (production) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'${EVAL_PATH.test(req.path) ? " 'unsafe-eval'" : ""}`,
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
