import { generateKeyPair } from "node:crypto";
import forge from "node-forge";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface RsaKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

const KEY_ID = "login-password";

function generate(): Promise<RsaKeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      "rsa",
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      },
      (err, publicKeyPem, privateKeyPem) => (err ? reject(err) : resolve({ publicKeyPem, privateKeyPem })),
    );
  });
}

/** Loads the login key pair, creating and storing it the first time so it survives restarts. */
export async function loadOrCreateKeyPair(db: Kysely<Database>): Promise<RsaKeyPair> {
  const existing = await db.selectFrom("platform_keys").selectAll().where("id", "=", KEY_ID).executeTakeFirst();
  if (existing) return { publicKeyPem: existing.public_key_pem, privateKeyPem: existing.private_key_pem };
  const pair = await generate();
  await db
    .insertInto("platform_keys")
    .values({ id: KEY_ID, public_key_pem: pair.publicKeyPem, private_key_pem: pair.privateKeyPem })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  // Another node may have won the race: read back whatever is stored.
  const stored = await db.selectFrom("platform_keys").selectAll().where("id", "=", KEY_ID).executeTakeFirstOrThrow();
  return { publicKeyPem: stored.public_key_pem, privateKeyPem: stored.private_key_pem };
}

/**
 * Decrypts a base64 PKCS#1 v1.5 ciphertext (what jsencrypt produces). Node 20 refuses this
 * padding for private decryption (CVE-2023-46809), hence node-forge. Returns null on any failure.
 */
export function createPasswordDecrypter(privateKeyPem: string): (ciphertextB64: string) => string | null {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const keyBytes = Math.ceil(key.n.bitLength() / 8);
  return (ciphertextB64) => {
    try {
      const text = ciphertextB64.trim();
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
      let bytes = forge.util.decode64(text);
      // Older jsencrypt releases drop leading zero bytes of the ciphertext (about 1 in 256): restore them.
      if (bytes.length > keyBytes || bytes.length < keyBytes - 8) return null;
      if (bytes.length < keyBytes) bytes = "\0".repeat(keyBytes - bytes.length) + bytes;
      const plain = key.decrypt(bytes, "RSAES-PKCS1-V1_5");
      return forge.util.decodeUtf8(plain);
    } catch {
      return null;
    }
  };
}
