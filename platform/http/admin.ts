import type { Response } from "express";
import type { PlatformContext } from "./context.ts";
import { getAuth } from "./auth.ts";
import { ApiError } from "./envelope.ts";
import { currentMembership } from "./tenancy.ts";
import { tooManyRequests } from "./too-many-requests.ts";

/** Methods that change nothing: not counted as admin writes. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The current tenant id, after checking the caller is tenant admin there (else 403). On a write,
 * also counts it against the admin's writes in the tenant (ADR 048; else 429 with Retry-After):
 * every admin write passes here, so none is left out, and a request is counted once however
 * often its route asks.
 */
export async function requireTenantAdmin(ctx: PlatformContext, res: Response): Promise<string> {
  const auth = getAuth(res);
  const membership = await currentMembership(ctx.db, auth);
  if (!membership.tenantAdmin) {
    throw new ApiError(403, "no permission, please contact the administrator", "403");
  }
  if (!READS.has(res.req.method) && res.locals.adminWriteCounted !== true) {
    res.locals.adminWriteCounted = true;
    const refusal = await ctx.rateLimits.adminWrite(membership.tenantId, auth.userId);
    if (refusal) {
      const { points, windowSeconds } = ctx.rateLimits.adminWriteLimit;
      throw tooManyRequests(res, refusal, `Too many changes: an admin may make ${points} changes in a tenant every ${windowSeconds} seconds; try again in ${refusal.retryAfterSeconds} seconds`);
    }
  }
  return membership.tenantId;
}
