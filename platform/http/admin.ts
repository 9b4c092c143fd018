import type { Response } from "express";
import type { PlatformContext } from "./context.ts";
import { getAuth } from "./auth.ts";
import { ApiError } from "./envelope.ts";
import { currentMembership } from "./tenancy.ts";

/** The current tenant id, after checking the caller is tenant admin there (else 403). */
export async function requireTenantAdmin(ctx: PlatformContext, res: Response): Promise<string> {
  const membership = await currentMembership(ctx.db, getAuth(res));
  if (!membership.tenantAdmin) {
    throw new ApiError(403, "no permission, please contact the administrator", "403");
  }
  return membership.tenantId;
}
