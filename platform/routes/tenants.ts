import express, { type Request, type Response } from "express";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, handle, ok } from "../http/envelope.ts";
import { bodyObject, idValue, pathId } from "../http/input.ts";
import { issueDerivedToken } from "../http/issue-token.ts";
import { currentMembership, enterableMembership, listMemberships, memberOf } from "../http/tenancy.ts";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Tenant tokens, trusted tenants and tenant info (SPEC §4 Tenant switch, §7 "User", "Org").
 * A tenant token is a new token bound to one tenant; trusted-tenant tokens additionally
 * require x-src-tenant-id on every call (see http/auth.ts).
 */
export function tenantRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.post(
    "/tenant-user/v4/users/update-current-tenant",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      if (body.tenantId === undefined || body.tenantId === null || body.tenantId === "") {
        throw new ApiError(400, "tenantId is required", "400");
      }
      const tenantId = idValue(body.tenantId, "tenantId");
      const membership = await enterableMembership(ctx.db, auth.userId, tenantId);
      const tenantToken = await issueDerivedToken(ctx, auth, membership.tenantId);
      ok(res, { tenantToken });
    }),
  );

  router.get(
    "/uaa/user/tenant-token/repeat",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const auth = getAuth(res);
      // The login tenant: for a trust token, the tenant that trusted; else the current one.
      const loginTenantId = auth.trustSrcTenantId ?? (await currentMembership(ctx.db, auth)).tenantId;
      const trusted = await ctx.db
        .selectFrom("tenant_trusts")
        .select("trusted_tenant_id")
        .where("login_tenant_id", "=", loginTenantId)
        .execute();
      const trustedIds = new Set(trusted.map((t) => t.trusted_tenant_id));
      const memberships = await listMemberships(ctx.db, auth.userId);
      const trustsToken: Record<string, string> = {};
      for (const m of memberships) {
        if (!trustedIds.has(m.tenantId) || m.tenantId === loginTenantId) continue;
        if (m.disabled && !m.tenantAdmin) continue;
        trustsToken[m.tenantId] = await issueDerivedToken(ctx, auth, m.tenantId, loginTenantId);
      }
      ok(res, { trustsToken });
    }),
  );

  router.get(
    "/tenant-user/v4/tenants/:id",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const id = pathId(req);
      const membership = await memberOf(ctx.db, auth.userId, id);
      const t = await ctx.db.selectFrom("tenants").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      ok(res, {
        id: t.id,
        name: t.name,
        companyName: t.company_name,
        creditCode: t.credit_code,
        adminUserCode: t.admin_user_code,
        categoryCodes: stringList(t.category_codes),
        disabled: t.disabled,
        tenantAdmin: membership.tenantAdmin,
        isI18nEnv: t.is_i18n_env,
        ...(t.custom_code ? { customCode: t.custom_code } : {}),
      });
    }),
  );

  // Public: the custom portal (/portal/custom/{code}) resolves its tenant before sign-in.
  router.get(
    "/tenant-user/v4/tenant-customs/:code",
    handle(async (req: Request, res: Response) => {
      const code = idValue(req.params.code, "code");
      const t = await ctx.db
        .selectFrom("tenants")
        .select(["id", "custom_code", "theme_code"])
        .where("custom_code", "=", code)
        .executeTakeFirst();
      if (!t?.custom_code) throw new ApiError(404, `No tenant has custom code ${code}`, "404");
      ok(res, { tenantId: t.id, code: t.custom_code, themeCode: t.theme_code });
    }),
  );

  router.get(
    "/param/v4/tenant-customs/:tenantId/custom-code",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const tenantId = pathId(req, "tenantId");
      await memberOf(ctx.db, auth.userId, tenantId);
      const t = await ctx.db
        .selectFrom("tenants")
        .select("custom_code")
        .where("id", "=", tenantId)
        .executeTakeFirstOrThrow();
      ok(res, { code: t.custom_code });
    }),
  );

  return router;
}
