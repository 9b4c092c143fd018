import express, { type Request, type Response } from "express";
import { readRegistryVersion } from "../db/registry-versions.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { CONFIG_KINDS, publishedVersion } from "../http/config-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { badRequest, handle, ok } from "../http/envelope.ts";
import { currentMembership } from "../http/tenancy.ts";
import { configEtag } from "../http/tenant-config.ts";
import { menuAnswersTag } from "./menus.ts";
import { TENANT_CONFIG_PATHS } from "./tenant-settings.ts";

/** The SPEC §7 GET whose ETag is the tenant's `micro-apps` version (routes/micro-apps.ts). */
const APP_ORIGINS_PATH = "/product/v4/micro-apps/origins";

/**
 * One probe for what a portal caches of a page (a platform extension, platform/README.md, ADR
 * 062): the ETag each SPEC §7 tenant-config GET and the app origins would answer the caller now,
 * by path, and the tag of the caller's menu answers (routes/menus.ts `menuAnswersTag`). A portal
 * that holds the answer of an ETag uses it without asking again; any member may ask, and learns
 * only versions of what it may read.
 */
export function tenantConfigEtagRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/param/v4/tenant-config/etags",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const unknown = Object.keys(req.query)[0];
      if (unknown !== undefined) throw badRequest(`Unknown parameter: ${unknown.slice(0, 64)}`);
      const auth = getAuth(res);
      const { tenantId } = await currentMembership(ctx.db, auth);
      const [versions, origins, menus] = await Promise.all([
        Promise.all(CONFIG_KINDS.map((spec) => publishedVersion(ctx.db, tenantId, spec))),
        readRegistryVersion(ctx.db, tenantId, "micro-apps"),
        menuAnswersTag(ctx, tenantId, auth),
      ]);
      const etags: Record<string, string> = Object.fromEntries(CONFIG_KINDS.map((spec, i) => [TENANT_CONFIG_PATHS[spec.kind], configEtag(tenantId, versions[i] ?? 0)]));
      etags[APP_ORIGINS_PATH] = configEtag(tenantId, origins);
      // Read afresh on every page load: never kept by a cache between the portal and here.
      res.set("Cache-Control", "no-store");
      ok(res, { etags, menus });
    }),
  );

  return router;
}
