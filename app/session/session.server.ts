import { getEnv } from "#app/kit/env.server";
import { sessionSeen } from "./active-sessions.server";
import { deriveKey, open, seal } from "./crypto.server";

/**
 * The server side of the session (ARCHITECTURE §6): platform tokens live only
 * in this encrypted, HttpOnly, SameSite cookie. Any portal node holding the
 * secret can read it, so nodes stay stateless.
 */
export interface PortalSession {
  /** Login token from the central login. */
  loginToken: string;
  /** Token for the current tenant when it differs from the login token. */
  tenantToken?: string;
  /** Trusted-tenant tokens by tenant id (SPEC §3 trustsToken). */
  trustTokens?: Record<string, string>;
  tenantId?: string;
  /** The tenant the login token belongs to (SPEC §4: the login tenant uses the login token). */
  loginTenantId?: string;
  /** Sent as x-src-tenant-id when working in a trusted tenant (SPEC §4). */
  srcTenantId?: string;
  bizOrgCode?: string;
  userId?: string;
  /** The identity the user entered as (SPEC §3 Client storage: user identity type and identity id). */
  identity?: StoredIdentity;
  issuedAt: number;
}

export interface StoredIdentity {
  type: "tenant" | "participant";
  externalEntityId?: string;
  participantOrgId?: string;
  /** Fingerprint of the bearer token the identity was applied to; another token needs it applied again. */
  appliedTo?: string;
}

/**
 * The identity a session keeps through a sign-in again (the re-login dialog's password or app
 * scan): the same user in the same tenant keeps the identity chosen before (SPEC §4 Identity at
 * entry: a choice made once holds), without the old token's fingerprint, so that the next page
 * applies it to the new token instead of asking again. Null for another user or tenant.
 */
export function identityKeptBy(previous: PortalSession | null | undefined, userId: string | undefined, tenantId: string | undefined): StoredIdentity | null {
  const kept = previous?.identity;
  if (!kept || previous.userId === undefined || previous.userId !== userId || previous.tenantId !== tenantId) return null;
  return { type: kept.type, ...(kept.externalEntityId ? { externalEntityId: kept.externalEntityId } : {}), ...(kept.participantOrgId ? { participantOrgId: kept.participantOrgId } : {}) };
}

const MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * The key ring (ADR 032): the first key seals, every key opens, so a new SESSION_SECRET keeps
 * everyone signed in while the one it replaced is listed in SESSION_SECRET_PREVIOUS. Derived
 * once per secret set (the environment a server provides can change in tests).
 */
let ring: { secrets: readonly string[]; keys: Buffer[] } | null = null;

function sessionKeys(): Buffer[] {
  const env = getEnv();
  const secrets = [env.sessionSecret, ...env.previousSessionSecrets];
  if (!ring || ring.secrets.length !== secrets.length || ring.secrets.some((secret, i) => secret !== secrets[i])) {
    ring = { secrets, keys: secrets.map(deriveKey) };
  }
  return ring.keys;
}

function openWithRing(sealed: string): string | null {
  for (const key of sessionKeys()) {
    const plain = open(key, sealed);
    if (plain !== null) return plain;
  }
  return null;
}

/** `__Host-` needs Secure, which needs https; plain http (local runs) uses the bare name. */
export function sessionCookieName(request: Request): string {
  return isHttps(request) ? "__Host-portal_session" : "portal_session";
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function isSession(value: unknown): value is PortalSession {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.loginToken === "string" && v.loginToken.length > 0 && typeof v.issuedAt === "number";
}

/** The session of this request, or null when there is none or it does not open. */
export function getSession(request: Request): PortalSession | null {
  const raw = readCookie(request, sessionCookieName(request));
  if (!raw) return null;
  const plain = openWithRing(raw);
  if (!plain) return null;
  try {
    const parsed: unknown = JSON.parse(plain);
    if (!isSession(parsed)) return null;
    if (Date.now() - parsed.issuedAt > MAX_AGE_SECONDS * 1000) return null;
    sessionSeen(parsed.loginToken);
    return parsed;
  } catch {
    return null;
  }
}

/** The bearer token for platform calls: the tenant token when there is one. */
export function bearerToken(session: PortalSession): string {
  if (session.srcTenantId && session.tenantId && session.trustTokens?.[session.tenantId]) {
    return session.trustTokens[session.tenantId] as string;
  }
  return session.tenantToken ?? session.loginToken;
}

/**
 * The x-* headers a platform call carries for this session (ARCHITECTURE §1):
 * x-src-tenant-id while working in a trusted tenant (SPEC §4), x-biz-org-code
 * when a business org is chosen.
 */
export function sessionHeaders(session: PortalSession): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.srcTenantId) headers["x-src-tenant-id"] = session.srcTenantId;
  if (session.bizOrgCode) headers["x-biz-org-code"] = session.bizOrgCode;
  return headers;
}

function attributes(request: Request, maxAge: number): string {
  const parts = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/** A Set-Cookie header value that stores `session`. */
export function commitSession(request: Request, session: PortalSession): string {
  const sealed = seal(sessionKeys()[0]!, JSON.stringify(session));
  return `${sessionCookieName(request)}=${sealed}; ${attributes(request, MAX_AGE_SECONDS)}`;
}

/** A Set-Cookie header value that removes the session. */
export function destroySession(request: Request): string {
  return `${sessionCookieName(request)}=; ${attributes(request, 0)}`;
}
