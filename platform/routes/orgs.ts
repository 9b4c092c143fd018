import express, { type Request, type Response } from "express";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { currentMembership } from "../http/tenancy.ts";
import { toNodes } from "./org-nodes.ts";

export function orgRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/org-permission/v4/orgs/default-auth-org",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const root = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("parent_id", "is", null)
        .orderBy("sort_order")
        .orderBy("id")
        .executeTakeFirst();
      ok(res, root ? ((await toNodes(ctx, getAuth(res).userId, [root]))[0] ?? null) : null);
    }),
  );

  router.get(
    "/org-permission/v4/orgs/:id",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const id = req.params.id ?? "";
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw badRequest("id must be an org id");
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const org = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!org) throw new ApiError(404, `Org ${id} not found`, "404");
      ok(res, (await toNodes(ctx, getAuth(res).userId, [org]))[0] ?? null);
    }),
  );

  return router;
}
