import type { NextFunction, Request, Response } from "express";
import { sha256 } from "../security/tokens.ts";
import type { PlatformContext } from "./context.ts";
import { ApiError, TOKEN_EXPIRED_MSG, handle } from "./envelope.ts";

export interface AuthInfo {
  tokenHash: string;
  userId: string;
  /** The session's current tenant; null only for sessions made before one was chosen. */
  tenantId: string | null;
}

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
    .select(["user_id", "tenant_id", "last_used_at", "expires_at", "revoked_at"])
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
  return { tokenHash, userId: session.user_id, tenantId: session.tenant_id };
}

/** Middleware: 401 envelope unless the bearer token names a live session. */
export function requireAuth(ctx: PlatformContext) {
  return handle(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const auth = token ? await resolveSession(ctx, token) : null;
    if (!auth) throw expiredError();
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
      if (auth) res.locals[AUTH_KEY] = auth;
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
