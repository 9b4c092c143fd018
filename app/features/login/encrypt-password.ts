/**
 * Encrypts a password with the platform's RSA public key, as jsencrypt does
 * (PKCS#1 v1.5, base64), before it leaves the browser. Throws when it cannot.
 */
export async function encryptPassword(publicKey: string | null, plain: string): Promise<string> {
  if (!publicKey) throw new Error("no public key");
  const { JSEncrypt } = await import("jsencrypt");
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(plain);
  if (!cipher) throw new Error("encryption failed");
  return cipher;
}
