/**
 * The life cycle of an app-scan login code (SPEC §2 App-scan login, §5 "The QR login code is
 * valid once"): waiting until a signed-in phone confirms it, then confirmed until the login
 * page's key signs in with it, then used. Past its expiry, a code that has not signed in is
 * expired. Pure, so that the platform's routes and the tests read the same rules.
 */
export type QrLoginStatus = "waiting" | "confirmed" | "expired" | "used";

/** How long a code shown on a login page can be confirmed and used. */
export const QR_LOGIN_TTL_SECONDS = 120;
/** The login page polls every 2 s; a poll sooner than this after the last is refused. */
export const QR_POLL_MIN_INTERVAL_MS = 1_000;

export interface QrLoginRow {
  expires_at: Date | string;
  confirmed_at: Date | string | null;
  consumed_at: Date | string | null;
}

/** The status of a stored code at `now`. */
export function qrLoginStatus(row: QrLoginRow, now: Date): QrLoginStatus {
  if (row.consumed_at) return "used";
  if (new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  return row.confirmed_at ? "confirmed" : "waiting";
}

/** Whether a state poll at `now` comes late enough after the last one. */
export function qrPollAllowed(lastPolledAt: Date | string | null, now: Date): boolean {
  if (!lastPolledAt) return true;
  return now.getTime() - new Date(lastPolledAt).getTime() >= QR_POLL_MIN_INTERVAL_MS;
}

/** A login page's key: 22-100 characters of A-Z, a-z, 0-9, _ or - (at least 128 bits from the browser's CSPRNG). */
export function isValidQrKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22,100}$/.test(value);
}

/** A scan code as the platform makes it (base64url of 16 random bytes). */
export function isValidScanCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/**
 * The address the QR carries: the login service's confirmation page for `scanCode`. A
 * relative login service URL is made absolute with the page's origin, since a phone has none.
 * Null when neither gives an http(s) origin.
 */
export function qrScanUrl(loginServiceUrl: string, pageOrigin: unknown, scanCode: string): string | null {
  const path = `qr/${encodeURIComponent(scanCode)}`;
  try {
    const absolute = new URL(loginServiceUrl);
    if (absolute.protocol === "http:" || absolute.protocol === "https:") return new URL(path, absolute.href.endsWith("/") ? absolute : `${absolute.href}/`).href;
  } catch {
    // relative: needs the page's origin
  }
  if (typeof pageOrigin !== "string" || pageOrigin.length > 200) return null;
  let origin: URL;
  try {
    origin = new URL(pageOrigin);
  } catch {
    return null;
  }
  if ((origin.protocol !== "http:" && origin.protocol !== "https:") || origin.origin !== pageOrigin) return null;
  const base = loginServiceUrl.endsWith("/") ? loginServiceUrl : `${loginServiceUrl}/`;
  return new URL(`${base}${path}`, origin).href;
}
