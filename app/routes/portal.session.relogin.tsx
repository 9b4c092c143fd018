import type { ActionFunctionArgs } from "@remix-run/node";
import { CSRF_HEADER } from "#app/platform-api/client";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { clientAddressHeaders, platformRetryAfter } from "#app/kit/http/client-address.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { commitSession, getSession, identityKeptBy, type PortalSession, type StoredIdentity } from "#app/session/session.server";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ENTITY_ID = /^\d{1,30}$/;

/**
 * The identity the page was drawn for, as the re-login sends it (app/session/relogin-request.ts),
 * when well formed; else null. Only a preference: the next page applies it to the new token, and
 * the platform refuses one that is not the user's (then the identity list is shown).
 */
function pageIdentity(value: unknown): StoredIdentity | null {
  if (!value || typeof value !== "object") return null;
  const { type, externalEntityId, participantOrgId } = value as Record<string, unknown>;
  if (type === "tenant") return { type: "tenant" };
  if (type !== "participant" || typeof externalEntityId !== "string" || !ENTITY_ID.test(externalEntityId)) return null;
  if (participantOrgId !== null && participantOrgId !== undefined && (typeof participantOrgId !== "string" || !ID.test(participantOrgId))) return null;
  return { type: "participant", externalEntityId, ...(typeof participantOrgId === "string" ? { participantOrgId } : {}) };
}

// A plain Response: a resource route's data() would lose its Set-Cookie header.
function failure(status: number, errorCode: string, errorMsg: string) {
  return Response.json({ success: false, data: null, errorCode, errorMsg }, { status });
}

function text(body: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = body[name];
  return typeof value === "string" && value.length > 0 && value.length <= max ? value : undefined;
}

/**
 * POST /portal/session/relogin: the re-login dialog (SPEC §4 Invalid token, §7
 * identification/users/verify-tenant/relist). The same user signing in again in the same
 * tenant keeps the identity they chose (SPEC §4 Identity at entry: a choice made once holds):
 * the session remembers it without the old token's fingerprint, so the next page applies it
 * to the new token instead of asking again. A session that is gone (expired, its cookie dropped)
 * no longer holds it: then the identity the page was drawn for, which the dialog sends, is kept
 * for the same tenant. Answers the platform's envelope, without the token.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request) || request.headers.get(CSRF_HEADER) !== "1") return failure(403, "403", "Cross-site request refused");
  const raw = await readBodyCapped(request, 16 * 1024);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(new TextDecoder().decode(raw)) : null;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return failure(400, "400", "Request body must be a JSON object");
    body = parsed as Record<string, unknown>;
  } catch {
    return failure(400, "400", "Request body must be a JSON object");
  }
  const previous = getSession(request);
  const account = text(body, "account", 200);
  const password = text(body, "password", 4096);
  if (!account) return failure(400, "400", "Please enter your account");
  if (!password) return failure(400, "400", "Please enter your password");
  const tenantId = previous?.tenantId ?? text(body, "tenantId", 64);
  const login: Record<string, string> = { type: "password", account, password };
  if (tenantId && ID.test(tenantId)) login.tenantId = tenantId;
  const verifyCode = text(body, "verifyCode", 16);
  const captchaKey = text(body, "captchaKey", 100);
  if (verifyCode) login.verifyCode = verifyCode;
  if (captchaKey) login.captchaKey = captchaKey;
  let result;
  try {
    result = await callPlatform<{ userToken?: unknown; tenantId?: unknown; userId?: unknown }>("/identification/users/verify-tenant/relist", { method: "POST", body: login, headers: clientAddressHeaders(context) });
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    log("error", "re-login: platform unavailable", { error: error.message });
    return failure(503, "503", "Server abnormal, please contact the administrator.");
  }
  const envelope = result.envelope;
  const token = envelope?.success ? envelope.data?.userToken : undefined;
  if (typeof token !== "string" || token.length === 0) {
    const retryAfter = result.status === 429 ? platformRetryAfter(envelope?.data) : undefined;
    if (retryAfter !== undefined) {
      // ADR 030: the platform's limit, with when to try again.
      return Response.json({ success: false, data: { retryAfterSeconds: retryAfter }, errorCode: "429", errorMsg: envelope?.errorMsg ?? "Too many requests" }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
    }
    return failure(result.status >= 400 ? result.status : 200, String(envelope?.errorCode ?? result.status), envelope?.errorMsg ?? "Server abnormal, please contact the administrator.");
  }
  const answer = envelope?.data ?? {};
  const userId = typeof answer.userId === "string" ? answer.userId : undefined;
  const newTenantId = typeof answer.tenantId === "string" ? answer.tenantId : undefined;
  const next: PortalSession = { loginToken: token, tenantId: newTenantId, loginTenantId: newTenantId, userId, issuedAt: Date.now() };
  const kept = identityKeptBy(previous, userId, newTenantId);
  if (kept) {
    next.identity = kept;
  } else if (!previous && newTenantId !== undefined && newTenantId === tenantId) {
    const drawnFor = pageIdentity(body.identity);
    if (drawnFor) next.identity = drawnFor;
  }
  return Response.json({ success: true, data: { userId: userId ?? null, tenantId: newTenantId ?? null }, errorCode: null, errorMsg: null }, { headers: { "Set-Cookie": commitSession(request, next) } });
}
