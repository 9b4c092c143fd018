import express, { type Request, type Response } from "express";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { handle, ok } from "../http/envelope.ts";
import { currentMembership } from "../http/tenancy.ts";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** User info and the user's tenants (SPEC §3 "User info", "Tenant"). */
export function userRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.get(
    "/uaa/user",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const auth = getAuth(res);
      const user = await ctx.db.selectFrom("users").selectAll().where("id", "=", auth.userId).executeTakeFirst();
      if (!user) throw new Error(`session ${auth.tokenHash.slice(0, 8)} names a missing user`);
      const membership = await currentMembership(ctx.db, auth);
      ok(res, {
        id: user.id,
        localId: user.local_id,
        nickname: user.nickname,
        accountName: user.account_name,
        accountType: user.account_type,
        hasExtendContext: user.has_extend_context,
        tenantAdmin: membership.tenantAdmin,
        tenantId: membership.tenantId,
        mobile: user.mobile,
        username: user.username,
        passwordMobile: user.password_mobile,
        avatarPath: stringList(user.avatar_path),
      });
    }),
  );

  router.get(
    "/tenant-user/v4/tenants/list-cur-user",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      // includeExternal is accepted; the reference platform has no external (trusted) tenants.
      void req.query.includeExternal;
      const rows = await ctx.db
        .selectFrom("tenant_members as m")
        .innerJoin("tenants as t", "t.id", "m.tenant_id")
        .select([
          "t.id",
          "t.name",
          "t.company_name",
          "t.credit_code",
          "t.admin_user_code",
          "t.category_codes",
          "t.disabled",
          "t.is_i18n_env",
          "t.custom_code",
          "m.tenant_admin",
        ])
        .where("m.user_id", "=", auth.userId)
        .orderBy("m.sort_order")
        .orderBy("t.sort_order")
        .orderBy("t.id")
        .execute();
      ok(
        res,
        rows.map((t) => ({
          id: t.id,
          name: t.name,
          companyName: t.company_name,
          creditCode: t.credit_code,
          adminUserCode: t.admin_user_code,
          categoryCodes: stringList(t.category_codes),
          disabled: t.disabled,
          tenantAdmin: t.tenant_admin,
          isI18nEnv: t.is_i18n_env,
          // Absent rather than null when the tenant has no custom portal code (schemas/tenant.schema.json).
          ...(t.custom_code ? { customCode: t.custom_code } : {}),
        })),
      );
    }),
  );

  return router;
}
