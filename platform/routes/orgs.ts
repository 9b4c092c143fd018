import express, { type Request, type Response } from "express";
import type { Selectable } from "kysely";
import type { OrgsTable } from "../db/schema.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { currentMembership } from "../http/tenancy.ts";

/** An org row as the SPEC §3 "Org node" the portal reads. */
export function toOrgNode(row: Selectable<OrgsTable>) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    fullName: row.full_name,
    fullId: row.full_id,
    fullNodeId: row.full_node_id,
    type: row.type,
    authType: row.auth_type,
    enable: row.enable,
    isLeaf: row.is_leaf,
    parentId: row.parent_id,
    tenantId: row.tenant_id,
    realId: row.real_id,
    userFocus: row.user_focus,
    isSonProjectNode: row.is_son_project_node,
    childProjects: null,
    parentProjectFlag: row.parent_project_flag,
    orgInfo: row.org_info ?? null,
    projectExtendData: Array.isArray(row.project_extend_data) ? row.project_extend_data : [],
  };
}

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
      ok(res, root ? toOrgNode(root) : null);
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
      ok(res, toOrgNode(org));
    }),
  );

  return router;
}
