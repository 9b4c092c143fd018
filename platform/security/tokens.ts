import { createHash, randomBytes } from "node:crypto";

/** A new bearer token: 256 bits from the CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored; a database leak does not reveal usable tokens. */
export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
