import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { contentSecurityPolicy, exactOrigin, type ResponseCsp } from "#app/kit/security/content-security-policy";

export type { ResponseCsp };

/**
 * CSP with a per-response nonce and frame-ancestors from an allowlist (ARCHITECTURE §6; the
 * shell may run embedded in an outer page, SPEC §1), written when the headers go out so that
 * the portal loader can add its tenant's registered app origins (ARCHITECTURE §8, ADR 017).
 * Development (Vite HMR) needs inline scripts, so the CSP is production only.
 * Portal pages also allow 'unsafe-eval': qiankun runs a micro-app's code in its JS sandbox
 * through eval, and the shell checks bridge messages with compiled validators (ADR 013).
 * Inline scripts still need the nonce; every other page keeps script-src without eval.
 */
export const EVAL_PATH = /^\/portal\//;
/** The policy of a file answer (platform/routes/images.ts): stricter than any page's, so kept. */
export const FILE_POLICY = "default-src 'none'";
export function securityHeaders(production: boolean, frameAncestors: readonly string[] = []): RequestHandler {
  const ancestors = frameAncestors.flatMap((o) => exactOrigin(o) ?? []);
  return (req, res, next) => {
    const csp: ResponseCsp = { nonce: randomBytes(16).toString("base64"), apps: [], framed: [] };
    res.locals.cspNonce = csp.nonce;
    res.locals.csp = csp;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (production) {
      const allowEval = EVAL_PATH.test(req.path);
      onHeaders(res, () => {
        // A file relayed from the platform (an uploaded image) carries a policy that allows nothing: it stays.
        if (String(res.getHeader("Content-Security-Policy") ?? "") === FILE_POLICY) return;
        res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: csp.nonce, allowEval, frameAncestors: ancestors, apps: csp.apps, framed: csp.framed }));
      });
    }
    next();
  };
}
