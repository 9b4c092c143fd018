import express, { type Request, type Response } from "express";
import { requireTenantAdmin } from "../http/admin.ts";
import { actorOf } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import { CONFIG_KINDS, publishConfig, publishedConfig, publishedVersion, servedConfig, type ConfigKindSpec } from "../http/config-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { badRequest, handle } from "../http/envelope.ts";
import { rejectHostileShape } from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { basedOnFromIfMatch, configEtag, etagMatches, isPlainObject, sendConfig } from "../http/tenant-config.ts";

/** The SPEC §7 address of each kind of tenant config. */
export const TENANT_CONFIG_PATHS: Record<ConfigKindSpec["kind"], string> = {
  "header-theme": "/param/v4/theme-settings/header",
  "nav-logo-and-name": "/param/v4/param-values/nav-logo-and-name",
  "scene-params": "/workbench/v4/portal-param-values/scene-params",
  "layout-override": "/param/v4/theme-settings/layout-override",
};

/**
 * Tenant config of the current tenant, with ETag "<tenantId>-<version>" and 304 on a match
 * (ARCHITECTURE §8). The value served is the published one while it validates, else the last
 * valid version (ADR 020 "last known good"). A PUT (tenant admin) is a publish: it takes
 * `If-Match: "<tenantId>-<version>"` (412 when another version was published meanwhile) and is
 * kept as a version with its actor and an audit row.
 */
export function tenantSettingsRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  for (const spec of CONFIG_KINDS) {
    const path = TENANT_CONFIG_PATHS[spec.kind];
    router.get(
      path,
      requireAuth(ctx),
      handle(async (req: Request, res: Response) => {
        const { tenantId } = await currentMembership(ctx.db, getAuth(res));
        // Every portal node revalidates on every page load (ADR 027): a match is answered from the version alone.
        const ifNoneMatch = req.get("if-none-match");
        if (ifNoneMatch) {
          const version = await publishedVersion(ctx.db, tenantId, spec);
          if (etagMatches(ifNoneMatch, configEtag(tenantId, version))) return sendConfig(req, res, tenantId, version, null);
        }
        const served = await servedConfig(ctx.db, tenantId, spec);
        if (served.stale) ctx.log("warn", "tenant config: the published value does not validate; the last valid version is served", { tenantId, kind: spec.kind, version: served.version, servedVersion: served.servedVersion });
        sendConfig(req, res, tenantId, served.version, served.value);
      }),
    );

    router.put(
      path,
      requireAuth(ctx),
      handle(async (req: Request, res: Response) => {
        const tenantId = await requireTenantAdmin(ctx, res);
        if (!isPlainObject(req.body)) throw badRequest("Request body must be a JSON object");
        rejectHostileShape(req.body);
        const basedOn = basedOnFromIfMatch(req.get("if-match"), tenantId);
        let next: Record<string, unknown> = req.body;
        if (spec.mode === "merge") {
          const stored = await publishedConfig(ctx.db, tenantId, spec);
          next = { ...(isPlainObject(stored.value) ? stored.value : {}), ...req.body };
        }
        const actor = await actorOf(ctx.db, getAuth(res));
        const version = await publishConfig(ctx.db, { tenantId, spec, value: next, actor, basedOn, action: "publish" });
        ctx.log("info", "tenant config updated", { tenantId, kind: spec.kind, version });
        // The answer carries the new ETag; an If-None-Match on a PUT is not a cache check.
        delete req.headers["if-none-match"];
        sendConfig(req, res, tenantId, version, next);
      }),
    );
  }

  return router;
}
