/** The states of an app-scan login code as the platform reports them (SPEC §5: valid once). */
export const QR_STATUSES = ["waiting", "confirmed", "expired", "used"] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** How often the login page asks for its code's state. */
export const QR_POLL_INTERVAL_MS = 2_000;

/** A login page's key: 128 random bits, base64url (what newQrKey makes). */
export function isQrKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22,100}$/.test(value);
}

/** A scan code as the platform puts it in the QR's address. */
export function isScanCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** A new key from the browser's CSPRNG: the secret that alone may sign in with the code. */
export function newQrKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The platform's image of the code for `key`, pointing the phone at this origin. */
export { qrCodeImageSrc as qrImageUrl } from "#app/platform-api/identification";
