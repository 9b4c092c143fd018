import express, { type Request, type Response } from "express";
import { DEFAULT_ENV_INFO, ENV_INFO_KEY } from "../config-defaults.ts";
import { findAuth, optionalAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { handle, ok } from "../http/envelope.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { currentMembership } from "../http/tenancy.ts";

/** GET /i18n/v4/env/info: deployment values from platform_env, plus the caller's tenant i18n flag. */
export function envInfoRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.get(
    "/i18n/v4/env/info",
    optionalAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const row = await ctx.db
        .selectFrom("platform_env")
        .select("value")
        .where("key", "=", ENV_INFO_KEY)
        .executeTakeFirst();
      const stored = isPlainObject(row?.value) ? row.value : {};
      const info = { ...DEFAULT_ENV_INFO, ...stored, loginServiceUrl: ctx.loginServiceUrl };
      const auth = findAuth(res);
      if (auth) {
        const { tenantId } = await currentMembership(ctx.db, auth);
        const tenant = await ctx.db
          .selectFrom("tenants")
          .select("is_i18n_env")
          .where("id", "=", tenantId)
          .executeTakeFirst();
        if (tenant?.is_i18n_env) info.isI18nEnv = true;
      }
      ok(res, info);
    }),
  );
  return router;
}
