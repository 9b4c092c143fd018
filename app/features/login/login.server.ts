import type { AppLoadContext } from "@remix-run/node";
import { clientAddressHeaders, platformRetryAfter } from "#app/kit/http/client-address.server";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { enterPortal, loginSessionCookie } from "./login-session.server";
import type { LoginFailure } from "./login-failure";
import { signInWithQrKey } from "./qr-login.server";

export type { LoginFailure };

const MAX_FORM_BYTES = 64 * 1024;

/** Error codes of the platform's login call, mapped to the login form's messages. */
const CODE_TO_FAILURE: Record<string, Omit<LoginFailure, "detail">> = {
  "2101": { messageKey: "login.errors.badCredentials", captchaRequired: false, field: "password" },
  "2102": { messageKey: "login.errors.badCiphertext", captchaRequired: false, field: "password" },
  "2113": { messageKey: "login.errors.captchaRequired", captchaRequired: true, field: "verifyCode" },
  "2114": { messageKey: "login.errors.captchaWrong", captchaRequired: true, field: "verifyCode" },
  "2115": { messageKey: "login.errors.captchaExpired", captchaRequired: true, field: "verifyCode" },
};

function field(form: URLSearchParams, name: string, max: number): string {
  const value = form.get(name) ?? "";
  return value.length > max ? "" : value.trim();
}

/** Reads an url-encoded form of at most 64 KiB; null when larger or not a form. */
async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  const body = await readBodyCapped(request, MAX_FORM_BYTES);
  return body ? new URLSearchParams(new TextDecoder().decode(body)) : null;
}

/**
 * The login service's sign-in: the password arrives already encrypted in the
 * browser with the platform's public key; the platform checks it. On success
 * the token goes into the session cookie and the browser goes back to the
 * (same-origin) redirect URL.
 */
export async function signIn(request: Request, context?: AppLoadContext): Promise<Response | { failure: LoginFailure }> {
  const form = await readForm(request);
  if (!form) return { failure: { messageKey: "login.errors.generic", detail: "invalid form", captchaRequired: false } };
  // App-scan login (SPEC §2): the page's key, once a signed-in phone has confirmed its code.
  if (form.get("intent") === "qr") return signInWithQrKey(request, form);
  const account = field(form, "account", 128);
  const password = field(form, "password", 4096);
  const verifyCode = field(form, "verifyCode", 16);
  const captchaKey = field(form, "captchaKey", 100);
  if (!account) return { failure: { messageKey: "login.errors.accountRequired", captchaRequired: false, field: "account" } };
  if (!password) return { failure: { messageKey: "login.errors.passwordRequired", captchaRequired: false, field: "password" } };
  const body: Record<string, string> = { type: "password", account, password };
  if (verifyCode) body.verifyCode = verifyCode;
  if (captchaKey) body.captchaKey = captchaKey;
  let result;
  try {
    result = await callPlatform<{ userToken?: unknown; tenantId?: unknown; userId?: unknown }>("/identification/users/verify-tenant/relist", { method: "POST", body, headers: clientAddressHeaders(context) });
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    log("error", "login: platform unavailable", { error: error.message });
    return { failure: { messageKey: "login.errors.unavailable", captchaRequired: false } };
  }
  const envelope = result.envelope;
  const cookie = envelope?.success ? loginSessionCookie(request, envelope.data) : null;
  if (cookie) return enterPortal(request, form, cookie);
  const retryAfterSeconds = result.status === 429 ? platformRetryAfter(envelope?.data) : undefined;
  if (retryAfterSeconds !== undefined) return { failure: { messageKey: "rateLimit.tooManySignIns", captchaRequired: false, retryAfterSeconds } };
  const known = envelope?.errorCode ? CODE_TO_FAILURE[envelope.errorCode] : undefined;
  if (known) return { failure: { ...known } };
  if (result.status >= 500 || !envelope) return { failure: { messageKey: "login.errors.unavailable", captchaRequired: false } };
  return { failure: { messageKey: "login.errors.generic", detail: envelope.errorMsg ?? String(result.status), captchaRequired: false } };
}

/** The platform's public key for the browser's jsencrypt; null when unavailable. */
export async function loginPublicKey(): Promise<string | null> {
  try {
    const result = await callPlatform<{ publicKey?: unknown }>("/identification/public-key");
    const key = result.envelope?.data?.publicKey;
    return typeof key === "string" ? key : null;
  } catch (error) {
    log("error", "login: public key unavailable", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
