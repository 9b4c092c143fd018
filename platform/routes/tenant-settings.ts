import express, { type Request, type Response } from "express";
import { DEFAULT_HEADER_THEME, DEFAULT_NAV_LOGO_AND_NAME, DEFAULT_SCENE_PARAMS } from "../config-defaults.ts";
import type { TenantConfigKind } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { badRequest, handle } from "../http/envelope.ts";
import { validateAgainstSchema } from "../http/schema-validation.ts";
import { currentMembership } from "../http/tenancy.ts";
import { isPlainObject, readConfig, sendConfig, writeConfig } from "../http/tenant-config.ts";
import { watermarkExists } from "./watermarks.ts";

interface ConfigEndpoint {
  path: string;
  kind: TenantConfigKind;
  schemaFile: string;
  /** Served when the tenant has stored nothing; null for "no override". */
  defaults: Record<string, unknown> | null;
  /** merge: a PUT body is a partial object merged over the stored value; replace: it is the new value. */
  mode: "merge" | "replace";
}

const ENDPOINTS: ConfigEndpoint[] = [
  {
    path: "/param/v4/theme-settings/header",
    kind: "header-theme",
    schemaFile: "header-theme.schema.json",
    defaults: DEFAULT_HEADER_THEME,
    mode: "merge",
  },
  {
    path: "/param/v4/param-values/nav-logo-and-name",
    kind: "nav-logo-and-name",
    schemaFile: "nav-logo-and-name.schema.json",
    defaults: DEFAULT_NAV_LOGO_AND_NAME,
    mode: "merge",
  },
  {
    path: "/workbench/v4/portal-param-values/scene-params",
    kind: "scene-params",
    schemaFile: "scene-params.schema.json",
    defaults: DEFAULT_SCENE_PARAMS,
    mode: "merge",
  },
  {
    path: "/param/v4/theme-settings/layout-override",
    kind: "layout-override",
    schemaFile: "layout-override.schema.json",
    defaults: null,
    mode: "replace",
  },
];

/**
 * SPEC §3 watermarkTemplate names a watermark template of the tenant by id: a header theme
 * write that sets it to an id of no template of the tenant is a 400 (the schema already
 * refuses anything but digits or "").
 */
async function checkWatermarkTemplate(ctx: PlatformContext, tenantId: string, kind: TenantConfigKind, body: Record<string, unknown>): Promise<void> {
  const template = body["watermarkTemplate"];
  if (kind !== "header-theme" || typeof template !== "string" || template === "") return;
  if (!(await watermarkExists(ctx.db, tenantId, template))) {
    throw badRequest(`Invalid header-theme: /watermarkTemplate names no watermark of this tenant (${template})`);
  }
}

/**
 * Tenant config of the current tenant, with ETag "<tenantId>-<version>" and 304 on a match
 * (ARCHITECTURE §8). Values are served as stored: the portal validates what it reads.
 */
export function tenantSettingsRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  for (const endpoint of ENDPOINTS) {
    router.get(
      endpoint.path,
      requireAuth(ctx),
      handle(async (req: Request, res: Response) => {
        const { tenantId } = await currentMembership(ctx.db, getAuth(res));
        const stored = await readConfig(ctx.db, tenantId, endpoint.kind);
        const data = stored.version === 0 ? endpoint.defaults : stored.value;
        sendConfig(req, res, tenantId, stored.version, data);
      }),
    );

    router.put(
      endpoint.path,
      requireAuth(ctx),
      handle(async (req: Request, res: Response) => {
        const tenantId = await requireTenantAdmin(ctx, res);
        if (!isPlainObject(req.body)) throw badRequest("Request body must be a JSON object");
        let next: Record<string, unknown> = req.body;
        if (endpoint.mode === "merge") {
          const stored = await readConfig(ctx.db, tenantId, endpoint.kind);
          const base = stored.version === 0 ? endpoint.defaults : stored.value;
          next = { ...(isPlainObject(base) ? base : {}), ...req.body };
        }
        const check = validateAgainstSchema(endpoint.schemaFile, next);
        if (!check.valid) throw badRequest(`Invalid ${endpoint.kind}: ${check.error ?? ""}`.trim());
        await checkWatermarkTemplate(ctx, tenantId, endpoint.kind, req.body);
        const version = await writeConfig(ctx.db, tenantId, endpoint.kind, next);
        ctx.log("info", "tenant config updated", { tenantId, kind: endpoint.kind, version });
        // The answer carries the new ETag; an If-None-Match on a PUT is not a cache check.
        delete req.headers["if-none-match"];
        sendConfig(req, res, tenantId, version, next);
      }),
    );
  }

  return router;
}
