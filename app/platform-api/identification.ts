import { apiGet, apiSend } from "#app/platform-api/client";

/**
 * The identification service of SPEC §7 Login and session as the browser calls it, through the
 * BFF: PUT identification/session/app?appId, GET identification/public-key, and the images the
 * login page shows (identification/captcha?t, identification/qrcode.img?v). The one place its
 * paths are written on the client (ADR 019).
 */

/** What GET identification/public-key answers: the RSA key a password is encrypted with before it leaves the browser. */
export interface PublicKeyAnswer {
  publicKey: string;
}

/** PUT identification/session/app?appId: the application the session works in. */
export function setSessionApp(appId: string): Promise<unknown> {
  return apiSend<unknown>("PUT", `identification/session/app?appId=${encodeURIComponent(appId)}`);
}

/** GET identification/public-key. */
export function publicKey(): Promise<PublicKeyAnswer> {
  return apiGet<PublicKeyAnswer>("identification/public-key");
}

/** The address of the captcha image for `key` (GET identification/captcha?t). */
export function captchaImageSrc(key: string): string {
  return `/api/identification/captcha?t=${encodeURIComponent(key)}`;
}

/** The address of the app-scan login code's image for `key`, pointing the phone at `origin` (identification/qrcode.img?v). */
export function qrCodeImageSrc(key: string, origin: string): string {
  return `/api/identification/qrcode.img?v=${encodeURIComponent(key)}&origin=${encodeURIComponent(origin)}`;
}
