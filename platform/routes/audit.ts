import express, { type Request, type Response } from "express";
import type { AuditResource } from "../db/schema.ts";
import { ENTRY_RESOURCES } from "./entries-admin-kinds.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { badRequest, handle, ok } from "../http/envelope.ts";
import { intValue, queryString } from "../http/input.ts";

const RESOURCES: readonly AuditResource[] = ["micro-app", "menu", "watermark", "announcement", ...ENTRY_RESOURCES];
const KNOWN_PARAMS = ["resource", "resourceId", "pageIndex", "pageSize"];

/** One audit row as answered: who changed what, when, and the resource before and after. */
export interface AuditRecord {
  id: string;
  at: string;
  actorUserId: string;
  actorAccount: string;
  action: string;
  resource: string;
  resourceId: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit of the tenant admins' writes to registered apps, menus and watermark templates (ARCHITECTURE §1 tenant
 * admin console: audit), newest first, as a page `{ records, recordTotal, totalPage }`
 * (ARCHITECTURE §4). Tenant admins of the current tenant only.
 */
export function auditRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/product/v4/audit",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      for (const name of Object.keys(req.query)) {
        if (!KNOWN_PARAMS.includes(name)) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
      }
      const tenantId = await requireTenantAdmin(ctx, res);
      const resource = queryString(req, "resource") || undefined;
      if (resource !== undefined && !RESOURCES.includes(resource as AuditResource)) {
        throw badRequest(`resource must be one of: ${RESOURCES.join(", ")}`);
      }
      const resourceId = queryString(req, "resourceId") || undefined;
      if (resourceId !== undefined && resourceId.length > 64) throw badRequest("resourceId is longer than 64 characters");
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 20);

      let query = ctx.db.selectFrom("audit_log").where("tenant_id", "=", tenantId);
      if (resource !== undefined) query = query.where("resource", "=", resource as AuditResource);
      if (resourceId !== undefined) query = query.where("resource_id", "=", resourceId);
      const total = await query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const recordTotal = Number(total?.n ?? 0);
      const records: AuditRecord[] = rows.map((r) => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        actorUserId: r.actor_user_id,
        actorAccount: r.actor_account,
        action: r.action,
        resource: r.resource,
        resourceId: r.resource_id,
        before: r.before ?? null,
        after: r.after ?? null,
      }));
      ok(res, { records, recordTotal, totalPage: Math.ceil(recordTotal / pageSize) });
    }),
  );

  return router;
}
