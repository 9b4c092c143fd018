import type { Request } from "express";
import type { PlatformContext } from "../http/context.ts";
import { ApiError } from "../http/envelope.ts";
import { idValue, queryString, requiredQueryId } from "../http/input.ts";

export interface TenantOrg {
  id: string;
  name: string;
  /** The org and the orgs above it, root first (from full_id). */
  pathIds: string[];
}

/** The orgId query parameter when given (400 when malformed). */
export function optionalOrgId(req: Request): string | undefined {
  const value = queryString(req, "orgId");
  return value === undefined || value === "" ? undefined : idValue(value, "orgId");
}

/** The orgId query parameter; 400 'orgId is required' without it. */
export function requiredOrgId(req: Request): string {
  return requiredQueryId(req, "orgId");
}

/** The org in the tenant, or a 404 envelope: an org of another tenant is not found. */
export async function orgOfTenant(ctx: PlatformContext, tenantId: string, orgId: string): Promise<TenantOrg> {
  const org = await ctx.db
    .selectFrom("orgs")
    .select(["id", "name", "full_id"])
    .where("tenant_id", "=", tenantId)
    .where("id", "=", orgId)
    .executeTakeFirst();
  if (!org) throw new ApiError(404, `Org ${orgId} not found`, "404");
  return { id: org.id, name: org.name, pathIds: org.full_id.split("/").filter(Boolean) };
}
