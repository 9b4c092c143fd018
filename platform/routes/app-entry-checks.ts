import express, { type Request, type Response } from "express";
import { requireTenantAdmin } from "../http/admin.ts";
import { requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { handle, ok } from "../http/envelope.ts";
import { noQueryParams } from "../http/input.ts";

/**
 * The permit of an app entry check (ADR 060). The portal fetches a registered app's entry from
 * its own server for a tenant admin; before it does, it asks here. The platform answers whether
 * the caller is the tenant's admin (403 if not) and counts the check among the admin's writes
 * (ADR 048: 429 with Retry-After past the limit), since each check makes the portal's server
 * open connections for the admin. Nothing is stored; the answer is `{ tenantId }`.
 */
export function appEntryCheckRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.post(
    "/product/v4/micro-apps/entry-checks",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      ok(res, { tenantId });
    }),
  );
  return router;
}
