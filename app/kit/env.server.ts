/**
 * The server's environment, read once at start against schemas/server-env.schema.json
 * (HOUSE-STYLE: epic-stack env.server.ts; ADR 019). A variable that is set in the wrong form
 * stops the server at start with its name, instead of failing on the first request.
 *
 * The server entry (server/app.ts) and the Remix build are two module graphs, so the
 * server hands the parsed environment over with `provideEnv` (one slot on globalThis) and
 * never writes `process.env`. Code that runs without the server (unit tests, scripts) gets
 * `process.env` parsed on first use.
 */
import type { ServerEnv } from "../types/generated/server-env.ts";
import { validate } from "./schemas/validator.ts";
import { parseTrustedOrigins } from "./security/code-trust.ts";

export interface PortalEnv {
  platformApiUrl: string;
  sessionSecret: string;
  /** Secrets that sealed cookies before SESSION_SECRET replaced them: still opened, never used to seal (ADR 032). */
  previousSessionSecrets: string[];
  /** Origins allowed to embed the portal (CSP frame-ancestors), besides itself. */
  frameAncestors: string[];
  /** ADR 047: the origins whose code the operator lets run in the portal's page (side-entry scripts, in-page micro-apps). */
  trustedCodeOrigins: string[];
  /** Platform calls time out after this many milliseconds. */
  platformTimeoutMs: number;
  /** The server's own platform reads (GET) time out after this many milliseconds (ADR 031). */
  platformReadTimeoutMs?: number;
  /** An open circuit breaker lets one call through again after this many milliseconds (ADR 031). */
  platformBreakerResetMs?: number;
  production: boolean;
  /**
   * The key with which the portal vouches, to the built-in platform, for the browser's address
   * (`x-portal-client-key`, ADR 030); made by the server at start, absent with an external platform.
   */
  clientAddressKey?: string;
}

/**
 * The platform's rate limits (ADR 030), each unset unless its variable is: RATE_LIMIT_LOGIN_PER_IP
 * (failed sign-ins from one address per window, default 30), RATE_LIMIT_LOGIN_PER_ACCOUNT (failed
 * sign-ins of one account from any address, default 10), RATE_LIMIT_IDENTIFICATION_PER_IP (captcha
 * and QR images per address, default 60), RATE_LIMIT_WINDOW_SECONDS (default 900).
 */
export interface RateLimitEnv {
  loginFailuresPerIp?: number;
  loginFailuresPerAccount?: number;
  identificationPerIp?: number;
  windowSeconds?: number;
}

/** Everything the server reads from its environment, in typed form, before defaults that need the data directory. */
export interface ServerSettings {
  production: boolean;
  port: number;
  host: string;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** An external platform; undefined runs the built-in reference platform. */
  platformApiUrl: string | undefined;
  sessionSecret: string | undefined;
  previousSessionSecrets: string[];
  trustProxy: boolean;
  /** Client addresses allowed to read /metrics besides loopback (ADR 032). */
  metricsAllow: string[];
  compression: boolean;
  frameAncestors: string[];
  /** ADR 047: TRUSTED_CODE_ORIGINS, each an exact origin (https outside loopback in production). */
  trustedCodeOrigins: string[];
  platformTimeoutMs: number;
  platformReadTimeoutMs: number;
  platformBreakerResetMs: number;
  rateLimits: RateLimitEnv;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = "0.0.0.0";
export const DEFAULT_PLATFORM_TIMEOUT_MS = 8000;
/** ADR 031: the budget of one platform read of a page load. */
export const DEFAULT_PLATFORM_READ_TIMEOUT_MS = 2500;
/** ADR 031: how long an open breaker answers at once before it lets one call through. */
export const DEFAULT_PLATFORM_BREAKER_RESET_MS = 10_000;

/** Reads the environment once; throws an Error naming every variable in the wrong form. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerSettings {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (typeof value === "string" && value !== "") env[key] = value;
  const checked = validate("server-env", env);
  if (!checked.ok) {
    const problems = checked.errors.map((error) => `${error.pointer.replace(/^\//, "") || "environment"} ${error.message}`);
    throw new Error(`The server's environment is invalid: ${problems.join("; ")}`);
  }
  const typed: ServerEnv = env;
  return {
    production: typed.NODE_ENV === "production",
    port: typed.PORT === undefined ? DEFAULT_PORT : Number(typed.PORT),
    host: typed.HOST ?? DEFAULT_HOST,
    dataDir: typed.PORTAL_DATA_DIR,
    databaseUrl: typed.DATABASE_URL,
    platformApiUrl: typed.PLATFORM_API_URL?.replace(/\/+$/, ""),
    sessionSecret: typed.SESSION_SECRET,
    previousSessionSecrets: (typed.SESSION_SECRET_PREVIOUS ?? "").split(",").map((secret) => secret.trim()).filter((secret) => secret !== ""),
    trustProxy: typed.TRUST_PROXY === "true",
    metricsAllow: (typed.METRICS_ALLOW ?? "").split(",").map((address) => address.trim()).filter((address) => address !== ""),
    compression: typed.NO_COMPRESSION !== "1",
    frameAncestors: (typed.FRAME_ANCESTORS ?? "").split(/[\s,]+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
    trustedCodeOrigins: parseTrustedOrigins(typed.TRUSTED_CODE_ORIGINS, typed.NODE_ENV === "production"),
    platformTimeoutMs: typed.PLATFORM_TIMEOUT_MS === undefined ? DEFAULT_PLATFORM_TIMEOUT_MS : Number(typed.PLATFORM_TIMEOUT_MS),
    platformReadTimeoutMs: typed.PLATFORM_READ_TIMEOUT_MS === undefined ? DEFAULT_PLATFORM_READ_TIMEOUT_MS : Number(typed.PLATFORM_READ_TIMEOUT_MS),
    platformBreakerResetMs: typed.PLATFORM_BREAKER_RESET_MS === undefined ? DEFAULT_PLATFORM_BREAKER_RESET_MS : Number(typed.PLATFORM_BREAKER_RESET_MS),
    rateLimits: rateLimitEnv(typed),
  };
}

function rateLimitEnv(typed: ServerEnv): RateLimitEnv {
  const limits: RateLimitEnv = {};
  if (typed.RATE_LIMIT_LOGIN_PER_IP !== undefined) limits.loginFailuresPerIp = Number(typed.RATE_LIMIT_LOGIN_PER_IP);
  if (typed.RATE_LIMIT_LOGIN_PER_ACCOUNT !== undefined) limits.loginFailuresPerAccount = Number(typed.RATE_LIMIT_LOGIN_PER_ACCOUNT);
  if (typed.RATE_LIMIT_IDENTIFICATION_PER_IP !== undefined) limits.identificationPerIp = Number(typed.RATE_LIMIT_IDENTIFICATION_PER_IP);
  if (typed.RATE_LIMIT_WINDOW_SECONDS !== undefined) limits.windowSeconds = Number(typed.RATE_LIMIT_WINDOW_SECONDS);
  return limits;
}

const SLOT = Symbol.for("portal.env");
type Slot = { [SLOT]?: PortalEnv };

/** The server hands the environment it parsed to the app (called by server/app.ts once the port is known). */
export function provideEnv(env: PortalEnv): void {
  if (!env.platformApiUrl) throw new Error("The platform's address is missing");
  if (env.sessionSecret.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
  if (env.previousSessionSecrets.some((secret) => secret.length < 32)) throw new Error("SESSION_SECRET_PREVIOUS: every secret must be at least 32 characters");
  (globalThis as Slot)[SLOT] = Object.freeze({
    ...env,
    platformApiUrl: env.platformApiUrl.replace(/\/+$/, ""),
    frameAncestors: [...env.frameAncestors],
    trustedCodeOrigins: [...env.trustedCodeOrigins],
    previousSessionSecrets: [...env.previousSessionSecrets],
  });
}

let fromProcess: PortalEnv | null = null;

/** The environment: the one the server provided, else `process.env` read once per module graph (tests, scripts). */
export function getEnv(): PortalEnv {
  const provided = (globalThis as Slot)[SLOT];
  if (provided) return provided;
  if (fromProcess) return fromProcess;
  const settings = parseServerEnv(process.env);
  if (!settings.platformApiUrl) throw new Error("PLATFORM_API_URL is not set (the server provides it when the built-in platform runs)");
  if (!settings.sessionSecret) throw new Error("SESSION_SECRET must be at least 32 characters");
  fromProcess = { platformApiUrl: settings.platformApiUrl, sessionSecret: settings.sessionSecret, previousSessionSecrets: settings.previousSessionSecrets, frameAncestors: settings.frameAncestors, trustedCodeOrigins: settings.trustedCodeOrigins, platformTimeoutMs: settings.platformTimeoutMs, platformReadTimeoutMs: settings.platformReadTimeoutMs, platformBreakerResetMs: settings.platformBreakerResetMs, production: settings.production };
  return fromProcess;
}
