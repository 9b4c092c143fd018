/** What the login form shows after a failed attempt; `messageKey` is an i18n key. */
export interface LoginFailure {
  messageKey: string;
  detail?: string;
  /** SPEC §8: 2113/2114/2115 show a captcha and clear the code field. */
  captchaRequired: boolean;
  field?: "account" | "password" | "verifyCode";
  /** A refusal of the app-scan login: the QR code shows it, with a new code to ask for. */
  qr?: boolean;
  /** Refused by the sign-in limits (ADR 030): try again after this many seconds (also the answer's Retry-After). */
  retryAfterSeconds?: number;
}
