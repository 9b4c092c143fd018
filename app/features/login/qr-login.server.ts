import { redirect } from "@remix-run/node";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isUserNavigation } from "#app/kit/http/user-gesture.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError, type PlatformResult } from "#app/platform-api/client.server";
import { bearerToken, getSession, identityKeptBy, sessionHeaders } from "#app/session/session.server";
import type { LoginFailure } from "./login-failure";
import type { QrConfirmView } from "./QrConfirmPage";
import { enterPortal, loginSessionCookie } from "./login-session.server";
import type { QrStateAnswer } from "./QrLoginCode";
import { QR_STATUSES, isQrKey, isScanCode, type QrStatus } from "./qr-login-rules";

/** The platform's refusals of a code, as the login page and the phone show them. */
const REFUSED: Record<string, "expired" | "used" | "waiting" | "otherAccount"> = { "2116": "used", "2117": "expired", "2118": "otherAccount", "2119": "waiting" };

async function platform<T>(path: string, options: Parameters<typeof callPlatform>[1] = {}): Promise<PlatformResult<T> | null> {
  try {
    return await callPlatform<T>(path, options);
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    log("error", "app-scan login: platform unavailable", { error: error.message });
    return null;
  }
}

/** A small url-encoded form from this origin (the page's own fetches); null otherwise. */
async function ownForm(request: Request): Promise<URLSearchParams | null> {
  if (!isSameOrigin(request)) return null;
  if (!(request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return null;
  const body = await readBodyCapped(request, 4096);
  return body ? new URLSearchParams(new TextDecoder().decode(body)) : null;
}

/**
 * The login page's poll (every 2 s): the state of its key's code. The platform refuses polls
 * closer than a second apart; the page then simply asks again at its next turn.
 */
export async function qrLoginState(request: Request): Promise<QrStateAnswer> {
  const form = await ownForm(request);
  const key = form?.get("key");
  if (!isQrKey(key)) return { status: "error" };
  const result = await platform<{ status?: unknown }>("/identification/qrcode/state", { method: "POST", body: { key } });
  if (!result) return { status: "error" };
  if (result.status === 429) return { status: "slow" };
  const status = result.envelope?.data?.status;
  return QR_STATUSES.includes(status as QrStatus) ? { status: status as QrStatus } : { status: "error" };
}

function qrFailure(errorCode: string | undefined, status: number): LoginFailure {
  const refused = errorCode ? REFUSED[errorCode] : undefined;
  if (refused) return { messageKey: `qrLogin.${refused === "waiting" ? "expired" : refused}`, captchaRequired: false, qr: true };
  return { messageKey: status >= 500 ? "login.errors.unavailable" : "qrLogin.failed", captchaRequired: false, qr: true };
}

/** Spends the key on the platform: the login answer, or why it was refused. */
async function spendKey(key: string, userId?: string): Promise<{ cookieData: Record<string, unknown> } | { failure: LoginFailure }> {
  const result = await platform<Record<string, unknown>>("/identification/qrcode/login", { method: "POST", body: userId ? { key, userId } : { key } });
  if (!result) return { failure: { messageKey: "login.errors.unavailable", captchaRequired: false, qr: true } };
  const envelope = result.envelope;
  if (envelope?.success && envelope.data) return { cookieData: envelope.data };
  return { failure: qrFailure(envelope?.errorCode ?? undefined, result.status) };
}

/**
 * The login page signs in with its key once the phone confirmed (SPEC §2 App-scan login): the
 * session is made as the password login makes it, and the browser goes to the redirect URL
 * by a full document load (ADR 017).
 */
export async function signInWithQrKey(request: Request, form: URLSearchParams): Promise<Response | { failure: LoginFailure }> {
  const key = form.get("key");
  if (!isQrKey(key)) return { failure: { messageKey: "qrLogin.failed", captchaRequired: false, qr: true } };
  const spent = await spendKey(key);
  if ("failure" in spent) return spent;
  const cookie = loginSessionCookie(request, spent.cookieData);
  if (!cookie) return { failure: { messageKey: "login.errors.unavailable", captchaRequired: false, qr: true } };
  return enterPortal(request, form, cookie);
}

export type QrReloginAnswer = { ok: true } | { ok: false; messageKey: string };

/**
 * The re-login dialog signs in with its key: the same account as the session's, never another
 * (SPEC §4 Invalid token: the account is read-only). The new session is in the cookie; the
 * page reloads itself.
 */
export async function reloginWithQrKey(request: Request): Promise<{ answer: QrReloginAnswer; cookie?: string }> {
  const form = await ownForm(request);
  const key = form?.get("key");
  if (!isQrKey(key)) return { answer: { ok: false, messageKey: "qrLogin.failed" } };
  const previous = getSession(request);
  const userId = previous?.userId;
  const spent = await spendKey(key, userId);
  if ("failure" in spent) return { answer: { ok: false, messageKey: spent.failure.messageKey } };
  // The same user in the same tenant keeps the identity chosen before, as with the password (portal.session.relogin).
  const data = spent.cookieData;
  const kept = identityKeptBy(previous, typeof data.userId === "string" ? data.userId : undefined, typeof data.tenantId === "string" ? data.tenantId : undefined);
  const cookie = loginSessionCookie(request, data, kept);
  if (!cookie) return { answer: { ok: false, messageKey: "login.errors.unavailable" } };
  return { answer: { ok: true }, cookie };
}


function signInFirst(request: Request): never {
  const here = new URL(request.url);
  throw redirect(`/login/?redirectUrl=${encodeURIComponent(here.pathname)}`);
}

/** The signed-in phone, or a trip through the login page that comes back here. */
function phoneSession(request: Request) {
  const session = getSession(request);
  if (!session) signInFirst(request);
  return { token: bearerToken(session), headers: sessionHeaders(session) };
}

/** The phone's confirmation page (opened from the QR): whom it would sign in, or why not. */
export async function loadQrConfirmation(request: Request, code: string | undefined): Promise<QrConfirmView> {
  const phone = phoneSession(request);
  if (!isScanCode(code)) return { state: "refused", messageKey: "qrLogin.confirmPage.expired" };
  const [scan, user] = await Promise.all([
    platform<{ status?: unknown }>(`/identification/qrcode/scan/${code}`, phone),
    platform<{ accountName?: unknown; nickname?: unknown }>("/uaa/user", phone),
  ]);
  if (scan?.status === 401 || user?.status === 401) signInFirst(request);
  const status = scan?.envelope?.data?.status;
  if (!scan || !user || typeof status !== "string") return { state: "refused", messageKey: "login.errors.unavailable" };
  if (status === "expired") return { state: "refused", messageKey: "qrLogin.confirmPage.expired" };
  if (status !== "waiting") return { state: "refused", messageKey: "qrLogin.confirmPage.used" };
  const data = user.envelope?.data;
  const account = typeof data?.accountName === "string" ? data.accountName : "";
  return { state: "ask", account: typeof data?.nickname === "string" && data.nickname ? `${data.nickname} (${account})` : account };
}

/** The phone confirms: the page's key may now sign in as this user, once. */
export async function confirmQrCode(request: Request, code: string | undefined): Promise<QrConfirmView> {
  const phone = phoneSession(request);
  if (!isSameOrigin(request)) return { state: "refused", messageKey: "qrLogin.confirmPage.expired" };
  // ADR 047: only the user's own click on this page confirms; a script's fetch, frame or form does not.
  if (!isUserNavigation(request.headers)) return { state: "refused", messageKey: "qrLogin.confirmPage.needsClick" };
  if (!isScanCode(code)) return { state: "refused", messageKey: "qrLogin.confirmPage.expired" };
  const result = await platform(`/identification/qrcode/scan/${code}/confirm`, { ...phone, method: "POST", body: {} });
  if (result?.status === 401) signInFirst(request);
  if (!result) return { state: "refused", messageKey: "login.errors.unavailable" };
  if (result.envelope?.success) return { state: "done" };
  const refused = result.envelope?.errorCode ? REFUSED[result.envelope.errorCode] : undefined;
  if (refused === "used" || refused === "expired") return { state: "refused", messageKey: `qrLogin.confirmPage.${refused}` };
  return { state: "refused", messageKey: "login.errors.unavailable" };
}
