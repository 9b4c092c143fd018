import type { NextFunction, Request, Response } from "express";
import { sql } from "kysely";
import { sha256 } from "../security/tokens.ts";
import type { PlatformContext } from "./context.ts";
import { ApiError, TOKEN_EXPIRED_MSG, handle } from "./envelope.ts";
import type { Membership } from "./tenancy.ts";

export interface AuthInfo {
  tokenHash: string;
  userId: string;
  /** The session's current tenant; null only for sessions made before one was chosen. */
  tenantId: string | null;
  /** Set on trusted-tenant tokens: the login tenant every call must name in x-src-tenant-id. */
  trustSrcTenantId: string | null;
  /** The login token this one descends from (itself for a login token). */
  rootTokenHash: string;
  /** Absolute expiry; tokens issued from this one never outlive it. */
  expiresAt: Date;
  /** Business identity code; null is 'Default'. */
  identityCode: string | null;
  userType: "tenant" | "participant";
  externalEntityId: string | null;
  participantOrgId: string | null;
  /**
   * The user's memberships as they stood when the session was read (the same query): the
   * current tenant of a call comes from them without a second read (ADR 034). Memberships
   * change only with the data itself (no call writes them), so one request's copy is current.
   */
  memberships?: Membership[];
}

/** The header a trusted-tenant token must carry: the login tenant id (SPEC §4 Tenant switch). */
export const SRC_TENANT_HEADER = "x-src-tenant-id";

const AUTH_KEY = "platformAuth";

/** The bearer token of the request, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function expiredError(): ApiError {
  return new ApiError(401, TOKEN_EXPIRED_MSG, "401");
}

/**
 * Resolves a raw token to its live session: not revoked, before its absolute expiry and
 * used within the idle window. Touches last_used_at at most every `touchSeconds`.
 */
export async function resolveSession(ctx: PlatformContext, token: string): Promise<AuthInfo | null> {
  const tokenHash = sha256(token);
  const session = await ctx.db
    .selectFrom("sessions")
    .select([
      "user_id",
      "tenant_id",
      "last_used_at",
      "expires_at",
      "revoked_at",
      "trust_src_tenant_id",
      "identity_code",
      "user_type",
      "external_entity_id",
      "participant_org_id",
      "parent_token_hash",
      // The user's memberships in display order (listMemberships, platform/http/tenancy.ts), read with the session.
      sql<Membership[] | string>`(
        select coalesce(json_agg(json_build_object('tenantId', t.id, 'tenantAdmin', m.tenant_admin, 'disabled', t.disabled) order by m.sort_order, t.sort_order, t.id), '[]'::json)
        from tenant_members m join tenants t on t.id = m.tenant_id where m.user_id = sessions.user_id
      )`.as("memberships"),
    ])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!session || session.revoked_at) return null;
  const now = Date.now();
  const lastUsed = new Date(session.last_used_at).getTime();
  if (new Date(session.expires_at).getTime() <= now) return null;
  if (lastUsed + ctx.tokenIdleSeconds * 1000 <= now) return null;
  const touchMs = Math.min(60, ctx.tokenIdleSeconds / 2) * 1000;
  if (now - lastUsed >= touchMs) {
    await ctx.db
      .updateTable("sessions")
      .set({ last_used_at: new Date(now) })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return {
    tokenHash,
    userId: session.user_id,
    tenantId: session.tenant_id,
    trustSrcTenantId: session.trust_src_tenant_id,
    rootTokenHash: session.parent_token_hash ?? tokenHash,
    expiresAt: new Date(session.expires_at),
    identityCode: session.identity_code,
    userType: session.user_type === "participant" ? "participant" : "tenant",
    externalEntityId: session.external_entity_id,
    participantOrgId: session.participant_org_id,
    memberships: typeof session.memberships === "string" ? (JSON.parse(session.memberships) as Membership[]) : session.memberships,
  };
}

/**
 * A trusted-tenant token is only good with x-src-tenant-id naming its login tenant (403
 * otherwise). The last value any token carried is recorded on its session, so the forwarding
 * of the header can be checked at the platform.
 */
async function checkSourceTenant(ctx: PlatformContext, req: Request, auth: AuthInfo): Promise<void> {
  const raw = req.get(SRC_TENANT_HEADER);
  const src = raw === undefined ? null : raw.trim();
  if (auth.trustSrcTenantId !== null) {
    if (!src) throw new ApiError(403, "missing x-src-tenant-id", "403");
    if (src !== auth.trustSrcTenantId) {
      throw new ApiError(403, "x-src-tenant-id does not name the tenant this token was trusted from", "403");
    }
  }
  if (src && src.length <= 64) {
    await ctx.db
      .updateTable("sessions")
      .set({ last_src_tenant_id: src })
      .where("token_hash", "=", auth.tokenHash)
      .where((eb) => eb.or([eb("last_src_tenant_id", "is", null), eb("last_src_tenant_id", "!=", src)]))
      .execute();
  }
}

/** Middleware: 401 envelope unless the bearer token names a live session. */
export function requireAuth(ctx: PlatformContext) {
  return handle(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const auth = token ? await resolveSession(ctx, token) : null;
    if (!auth) throw expiredError();
    await checkSourceTenant(ctx, req, auth);
    res.locals[AUTH_KEY] = auth;
    next();
  });
}

/** Middleware: like requireAuth, but lets anonymous requests through. */
export function optionalAuth(ctx: PlatformContext) {
  return handle(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (token) {
      const auth = await resolveSession(ctx, token);
      if (auth) {
        await checkSourceTenant(ctx, req, auth);
        res.locals[AUTH_KEY] = auth;
      }
    }
    next();
  });
}

export function getAuth(res: Response): AuthInfo {
  const auth = res.locals[AUTH_KEY] as AuthInfo | undefined;
  if (!auth) throw expiredError();
  return auth;
}

export function findAuth(res: Response): AuthInfo | null {
  return (res.locals[AUTH_KEY] as AuthInfo | undefined) ?? null;
}
