import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

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
}
