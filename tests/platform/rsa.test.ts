import { constants, generateKeyPairSync, publicEncrypt } from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createPasswordDecrypter } from "#platform/security/rsa.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "#platform/security/passwords.ts";

const { publicKey, privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const decrypt = createPasswordDecrypter(privateKey);
const encrypt = (text: string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, "utf8"));

describe("password decryption", () => {
  it("decrypts PKCS#1 v1.5 ciphertext, including non-ASCII passwords", () => {
    expect(decrypt(encrypt("Portal#2026").toString("base64"))).toBe("Portal#2026");
    expect(decrypt(encrypt("密码-lösenord").toString("base64"))).toBe("密码-lösenord");
  });

  it("accepts ciphertext whose leading zero byte was dropped, as older jsencrypt releases send it", () => {
    let cipher = encrypt("Portal#2026");
    for (let i = 0; i < 5000 && cipher[0] !== 0; i++) cipher = encrypt("Portal#2026");
    expect(cipher[0]).toBe(0);
    expect(decrypt(cipher.subarray(1).toString("base64"))).toBe("Portal#2026");
  });

  it("decrypts what the browser's jsencrypt produces", () => {
    // jsencrypt's Node build expects browser globals; it only reads them.
    Object.assign(globalThis, { window: globalThis, self: globalThis });
    type JSEncryptCtor = new () => { setPublicKey(pem: string): void; encrypt(text: string): string | false };
    const JSEncrypt = createRequire(import.meta.url)("jsencrypt") as JSEncryptCtor;
    const browser = new JSEncrypt();
    browser.setPublicKey(publicKey);
    for (let i = 0; i < 5; i++) {
      const password = `Portal#${i}-密码`;
      expect(decrypt(browser.encrypt(password) as string)).toBe(password);
    }
  });

  it("returns null, never throws, on garbage", () => {
    for (const input of ["", "%%%", "AAAA", Buffer.alloc(300).toString("base64"), Buffer.alloc(256, 7).toString("base64")]) {
      expect(decrypt(input)).toBeNull();
    }
  });
});

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash with a 16-byte salt and verifies it", async () => {
    const hash = await hashPassword("Portal#2026");
    const parts = hash.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(parts[4] ?? "", "base64")).toHaveLength(16);
    expect(await verifyPassword("Portal#2026", hash)).toBe(true);
    expect(await verifyPassword("portal#2026", hash)).toBe(false);
    expect(await hashPassword("Portal#2026")).not.toBe(hash);
  });

  it("never matches the dummy hash or a malformed one", async () => {
    expect(await verifyPassword("", DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$$")).toBe(false);
  });
});
