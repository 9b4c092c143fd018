import { randomBytes } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler } from "express";
import helmet, { strictTransportSecurity } from "helmet";
import onHeaders from "on-headers";
import { isSameOriginWrite } from "#app/kit/http/same-origin.server";
import { contentSecurityPolicy, exactOrigin, type ResponseCsp } from "#app/kit/security/content-security-policy";

export type { ResponseCsp };

/**
 * The headers of every answer of the one server (ARCHITECTURE §6; ADR 013, ADR 017, ADR 028).
 *
 * helmet sets the fixed ones: nosniff, the X-Frame-Options fallback (SAMEORIGIN, left out when
 * FRAME_ANCESTORS lets other pages embed the portal, which no X-Frame-Options value can say),
 * HSTS on answers served over https in production, COOP and CORP `same-origin`, the referrer
 * policy and helmet's smaller ones. The CSP stays ours: it is made per response with a nonce
 * and written when the headers go out (`on-headers`), so that the portal loader can add its
 * tenant's registered app origins and asset hosts first (helmet computes its CSP before the
 * route runs). Development (Vite HMR) needs inline scripts, so the page CSP is production only.
 *
 * Portal pages also allow 'unsafe-eval': qiankun runs a micro-app's code in its JS sandbox
 * through eval, and the shell checks bridge messages with compiled validators (ADR 013).
 * Inline scripts still need the nonce; every other page keeps script-src without eval.
 */
export const EVAL_PATH = /^\/portal\//;
/** The policy of a file answer (platform/routes/images.ts): stricter than any page's, so kept (with our frame-ancestors). */
export const FILE_POLICY = "default-src 'none'";
/** The platform answers data and files, never a page: nothing in them may load or run. */
const PLATFORM_PATH = /^\/platform(?:\/|$)/;

export function securityHeaders(production: boolean, frameAncestors: readonly string[] = [], trustedCodeOrigins: readonly string[] = []): RequestHandler {
  const ancestors = frameAncestors.flatMap((o) => exactOrigin(o) ?? []);
  const frameAncestorsDirective = `frame-ancestors ${["'self'", ...ancestors].join(" ")}`;
  const fixed = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
    xFrameOptions: ancestors.length > 0 ? false : { action: "sameorigin" },
  });
  const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req, res, next) => {
    const csp: ResponseCsp = { nonce: randomBytes(16).toString("base64"), apps: [], framed: [], images: [] };
    res.locals.cspNonce = csp.nonce;
    res.locals.csp = csp;
    const allowEval = EVAL_PATH.test(req.path);
    const platform = PLATFORM_PATH.test(req.path);
    onHeaders(res, () => {
      const own = String(res.getHeader("Content-Security-Policy") ?? "");
      // A file (an uploaded image, relayed or not) carries a policy that allows nothing: it stays, framed by nobody else.
      if (own === FILE_POLICY || own.startsWith(`${FILE_POLICY};`)) res.setHeader("Content-Security-Policy", `${FILE_POLICY}; ${frameAncestorsDirective}`);
      else if (platform) res.setHeader("Content-Security-Policy", `${FILE_POLICY}; ${frameAncestorsDirective}; base-uri 'none'; form-action 'none'`);
      else if (production) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: csp.nonce, allowEval, frameAncestors: ancestors, trustedCode: trustedCodeOrigins, apps: csp.apps, framed: csp.framed, images: csp.images }));
      // Development pages have no policy but are still framed only by the allowed pages.
      else res.setHeader("Content-Security-Policy", frameAncestorsDirective);
    });
    fixed(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (production && req.secure) return hsts(req, res, next);
      next();
    });
  };
}

/**
 * `Cache-Control: no-store` and `Vary: Cookie` on every answer that depends on who asks (ADR 028):
 * pages, `.data`, the BFF's `/api` answers and the platform's. After a logout, Back and the
 * browser's cache show nothing of the user. An answer its handler declared `public` (hashed
 * stylesheets, content-addressed images, menu icons) is the same for everyone and keeps its cache.
 */
export function privateAnswers(varyOn: readonly string[] = ["Cookie"]): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (/\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? ""))) return;
      res.setHeader("Cache-Control", "no-store");
      const vary = String(res.getHeader("Vary") ?? "");
      const have = new Set(vary.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean));
      const add = varyOn.filter((name) => !have.has(name.toLowerCase()));
      if (add.length > 0) res.setHeader("Vary", [vary, ...add].filter(Boolean).join(", "));
    });
    next();
  };
}

/** The origin Remix builds the request's URL from (@remix-run/express): the own origin a write must come from. */
export function requestOrigin(req: ExpressRequest): string {
  const port = (req.get("X-Forwarded-Host") ?? req.get("host") ?? "").split(":")[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every write to the portal (a route action, its `.data` form, the login POST, the BFF) must
 * come from the portal's own pages (app/kit/http/same-origin.server.ts): anything else is a
 * 403 with a message before any handler runs, so nothing changes and nothing is forwarded,
 * and monitoring sees a refusal, not a success or a server fault (ADR 028).
 */
export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginWrite({ get: (name) => req.get(name) }, requestOrigin(req))) return next();
    res.status(403).json({ success: false, data: null, errorCode: "403", errorMsg: "Cross-site request refused" });
  };
}
