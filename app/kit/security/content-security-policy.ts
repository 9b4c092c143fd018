/**
 * The Content-Security-Policy of one response (ARCHITECTURE §6, §8; ADR 013, ADR 017).
 * Pure: the server's middleware and the portal loader decide the inputs, this writes the
 * header. Every host in it is an exact origin taken from a registered app (or the page's own
 * third-party URL): never a wildcard host.
 */

/** How a registered app is hosted (SPEC §3 Registered micro-app; the platform's `kind`). */
export type AppHosting = "microApp" | "iframe" | "window";

/** What the CSP needs to know of one registered app. */
export interface AppCspSource {
  kind: AppHosting;
  /** The entry's origin; null when the entry is a path on the portal's own origin. */
  origin: string | null;
  /** Origins the app talks to (its APIs). */
  allowedOrigins: readonly string[];
}

/**
 * What a response's CSP is made of, filled while the request is handled: the portal loader
 * adds the registered apps of the page's tenant and the third-party page it frames (ADR 017).
 * The server puts it in the load context as `csp`.
 */
export interface ResponseCsp {
  nonce: string;
  apps: AppCspSource[];
  framed: string[];
  /** Origins of the images the page's tenant config points at (logos, backgrounds, icons): the tenant's asset hosts. */
  images: string[];
}

/** The response's CSP sources from a Remix load context, or null (a test, another server). */
export function responseCspOf(context: unknown): ResponseCsp | null {
  const csp = (context as { csp?: unknown } | null | undefined)?.csp as Partial<ResponseCsp> | undefined;
  return csp && Array.isArray(csp.apps) && Array.isArray(csp.framed) && Array.isArray(csp.images) ? (csp as ResponseCsp) : null;
}

export interface CspInput {
  nonce: string;
  /** Portal pages: qiankun's JS sandbox runs a micro-app's code through eval (ADR 013). */
  allowEval: boolean;
  /** Outer pages that may embed the shell (SPEC §1), exact origins. */
  frameAncestors: readonly string[];
  /** ADR 047: the operator's trusted code origins; the only other origins whose code may run in the page. */
  trustedCode: readonly string[];
  /** The registered apps of the page's tenant. */
  apps: readonly AppCspSource[];
  /** Further origins this page frames (a SPEC §2 third-party page of the request). */
  framed: readonly string[];
  /** Origins of the images the tenant config points at (ARCHITECTURE §8 "the tenant's asset host"). */
  images: readonly string[];
}

/** scheme://host[:port] with a DNS name, an IPv4 or a bracketed IPv6 host: nothing a CSP reads as a wildcard or a separator. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** `value` as an exact http(s) origin (scheme, host, port; no path), or null. */
export function exactOrigin(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 512) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return null;
  return ORIGIN.test(url.origin) ? url.origin : null;
}

function sources(base: readonly string[], origins: Iterable<string | null | undefined>): string {
  const out = new Set(base);
  for (const origin of origins) {
    const exact = exactOrigin(origin);
    if (exact) out.add(exact);
  }
  return [...out].join(" ");
}

/**
 * Registered apps as the page hosts them (ADR 047): a micro-app runs in the page only from the
 * portal's own origin or a trusted one; from any other origin it is framed on its own origin.
 */
export function hostedApps(apps: readonly AppCspSource[], trustedCode: readonly string[]): AppCspSource[] {
  return apps.map((app) => (app.kind === "microApp" && app.origin !== null && !trustedCode.includes(exactOrigin(app.origin) ?? "") ? { ...app, kind: "iframe" } : app));
}

/**
 * The policy: a micro-app's origin (one the operator trusts, ADR 047) may give scripts, styles,
 * fonts and images and be fetched from (qiankun fetches its entry and code, then runs it in the
 * page); its allowed origins may be fetched from; a framed app's origin may be framed (a
 * detached window needs nothing). Scripts come from the page itself (with the nonce for inline
 * ones) or a trusted origin by name: a tenant's config never adds a script source.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const apps = hostedApps(input.apps, input.trustedCode);
  const micro = apps.filter((app) => app.kind === "microApp");
  const microOrigins = micro.map((app) => app.origin);
  const talksTo = apps.flatMap((app) => [app.kind === "microApp" ? app.origin : null, ...(app.kind === "microApp" ? app.allowedOrigins : [])]);
  const framed = [...apps.filter((app) => app.kind === "iframe").map((app) => app.origin), ...input.framed];
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'", `'nonce-${input.nonce}'`, ...(input.allowEval ? ["'unsafe-eval'"] : [])], [...microOrigins, ...input.trustedCode])}`,
    `style-src ${sources(["'self'", "'unsafe-inline'"], microOrigins)}`,
    // A micro-app's own images, and the hosts of the images the tenant config points at (ADR 028).
    `img-src ${sources(["'self'", "data:", "blob:"], [...microOrigins, ...input.images])}`,
    `font-src ${sources(["'self'", "data:"], microOrigins)}`,
    `connect-src ${sources(["'self'"], talksTo)}`,
    `frame-src ${sources(["'self'"], framed)}`,
    `frame-ancestors ${sources(["'self'"], input.frameAncestors)}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
