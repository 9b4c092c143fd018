/**
 * Environment, parsed once at start (HOUSE-STYLE: epic-stack env.server.ts).
 * The server entry (server/app.ts) fills in the defaults before the build loads.
 */
export interface PortalEnv {
  platformApiUrl: string;
  sessionSecret: string;
  /** Origins allowed to embed the portal (CSP frame-ancestors), besides itself. */
  frameAncestors: string[];
  /** Platform calls time out after this many milliseconds. */
  platformTimeoutMs: number;
  production: boolean;
}

let cached: PortalEnv | null = null;

export function getEnv(): PortalEnv {
  if (cached) return cached;
  const platformApiUrl = process.env.PLATFORM_API_URL;
  const sessionSecret = process.env.SESSION_SECRET;
  if (!platformApiUrl) throw new Error("PLATFORM_API_URL is not set (server/app.ts sets it when the built-in platform runs)");
  if (!sessionSecret || sessionSecret.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
  cached = {
    platformApiUrl: platformApiUrl.replace(/\/+$/, ""),
    sessionSecret,
    frameAncestors: (process.env.FRAME_ANCESTORS ?? "").split(/[\s,]+/).filter((o) => /^https?:\/\/[^/\s]+$/.test(o)),
    platformTimeoutMs: Number(process.env.PLATFORM_TIMEOUT_MS) > 0 ? Number(process.env.PLATFORM_TIMEOUT_MS) : 8000,
    production: process.env.NODE_ENV === "production",
  };
  return cached;
}
