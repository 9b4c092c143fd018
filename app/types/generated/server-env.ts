/* eslint-disable */
// generated from schemas/server-env.schema.json by npm run gen:types; do not edit

/**
 * The environment the one Node server reads, once, at start (README "Other commands", ADR 019). Every variable is optional; a value that is set must have this form, or the server refuses to start and names the variable.
 */
export interface ServerEnv {
  NODE_ENV?: "production" | "development" | "test";
  /**
   * The port to listen on (default 3000; 0 picks a free one).
   */
  PORT?: string;
  /**
   * The address to listen on (default 0.0.0.0).
   */
  HOST?: string;
  /**
   * Where the embedded database and the generated session secret live (default ./data).
   */
  PORTAL_DATA_DIR?: string;
  /**
   * A PostgreSQL database for the reference platform instead of the embedded one.
   */
  DATABASE_URL?: string;
  /**
   * An external platform; the built-in reference platform does not start.
   */
  PLATFORM_API_URL?: string;
  /**
   * Key of the session cookie; generated once into the data directory when not set.
   */
  SESSION_SECRET?: string;
  /**
   * Secrets SESSION_SECRET replaced, separated by commas: cookies they sealed still open, new cookies use SESSION_SECRET (keep each for the cookie's 7 days, ADR 032).
   */
  SESSION_SECRET_PREVIOUS?: string;
  /**
   * Addresses (IPv4 or IPv6, comma-separated) of the scrapers allowed to read /metrics besides loopback; a request that came through a proxy (Forwarded or X-Forwarded-For) is always refused (ADR 032).
   */
  METRICS_ALLOW?: string;
  /**
   * true behind a TLS-terminating proxy, so that the cookie stays Secure.
   */
  TRUST_PROXY?: "true" | "false";
  NO_COMPRESSION?: "0" | "1";
  /**
   * Origins allowed to embed the portal, separated by spaces or commas.
   */
  FRAME_ANCESTORS?: string;
  /**
   * The origins whose code the operator lets run in the portal's page, separated by spaces or commas: side-entry scripts and in-page micro-apps (ADR 047). An app on any other origin is hosted as a sandboxed frame; a script from any other origin is not loaded. In production each is https unless on loopback.
   */
  TRUSTED_CODE_ORIGINS?: string;
  /**
   * Platform calls time out after this many milliseconds (default 8000).
   */
  PLATFORM_TIMEOUT_MS?: string;
  /**
   * The portal server's own platform reads (GET) time out after this many milliseconds, at most PLATFORM_TIMEOUT_MS (default 2500; ADR 031).
   */
  PLATFORM_READ_TIMEOUT_MS?: string;
  /**
   * An open circuit breaker of a platform call tries the platform again after this many milliseconds (default 10000; ADR 031).
   */
  PLATFORM_BREAKER_RESET_MS?: string;
  /**
   * Failed sign-ins from one client address per window before 429 (default 30; ADR 030).
   */
  RATE_LIMIT_LOGIN_PER_IP?: string;
  /**
   * Failed sign-ins of one account, from any address, per window before 429 (default 10; ADR 030).
   */
  RATE_LIMIT_LOGIN_PER_ACCOUNT?: string;
  /**
   * Captcha and QR-code images one client address may ask for per window (default 60; ADR 030).
   */
  RATE_LIMIT_IDENTIFICATION_PER_IP?: string;
  /**
   * The window of every rate limit, in seconds (default 900; ADR 030).
   */
  RATE_LIMIT_WINDOW_SECONDS?: string;
  LOG_LEVEL?: "info" | "warn" | "error" | "silent";
  [k: string]: unknown;
}
