import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RateLimits } from "../security/rate-limit.ts";

export type LogFn = (level: "info" | "warn" | "error", msg: string, extra?: Record<string, unknown>) => void;

/** What every route module needs, built once by createPlatform. */
export interface PlatformContext {
  db: Kysely<Database>;
  log: LogFn;
  loginServiceUrl: string;
  tokenIdleSeconds: number;
  tokenMaxSeconds: number;
  publicKeyPem: string;
  decryptPassword: (ciphertextB64: string) => string | null;
  /** Sign-in, captcha and identification limits, counted in the database (ADR 030). */
  rateLimits: RateLimits;
  /** The key with which the portal vouches for the browser's address (http/client-address.ts); unset: req.ip only. */
  clientAddressKey?: string;
}
