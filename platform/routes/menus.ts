import { createHash } from "node:crypto";
import express, { type Request, type Response } from "express";
import { readRegistryVersion } from "../db/registry-versions.ts";
import { getAuth, requireAuth, type AuthInfo } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { queryString, requiredQueryId } from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { orgInvalidReason } from "./org-tree.ts";
import { productIconRoute } from "./menus-icons.ts";
import { menuRowReader } from "./menu-rows.ts";
import { buildMenuTree, findMenuNode, type MenuFilter, type MenuGrants, type MenuNodeOut } from "./menus-tree.ts";

export { MENU_CACHE_MS } from "./menu-rows.ts";

const CODE_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
const SERVICE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** 400 for any query parameter the call does not know (a misspelt name is never ignored). */
function onlyParams(req: Request, known: readonly string[]): void {
  for (const name of Object.keys(req.query)) {
    if (!known.includes(name)) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
  }
}

function codeParam(req: Request, name: string, required: true): string;
function codeParam(req: Request, name: string, required: false): string | undefined;
function codeParam(req: Request, name: string, required: boolean): string | undefined {
  const value = queryString(req, name);
  if (value === undefined || value === "") {
    if (required) throw badRequest(`${name} is required`);
    return undefined;
  }
  if (!CODE_PATTERN.test(value)) throw badRequest(`${name} must be a code`);
  return value;
}

function booleanParam(req: Request, name: string): boolean {
  const value = queryString(req, name);
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw badRequest(`${name} must be true or false`);
}

/** The menu authorities a user holds in a tenant through their menu roles (SPEC §6 menu permissions). */
export async function menuGrantsOf(ctx: PlatformContext, tenantId: string, userId: string): Promise<MenuGrants> {
  const roles = await ctx.db
    .selectFrom("user_menu_roles as u")
    .innerJoin("menu_roles as r", (join) => join.onRef("r.tenant_id", "=", "u.tenant_id").onRef("r.code", "=", "u.role_code"))
    .select(["r.code", "r.all_menus"])
    .where("u.tenant_id", "=", tenantId)
    .where("u.user_id", "=", userId)
    .execute();
  if (roles.some((r) => r.all_menus)) return { all: true, codes: [] };
  if (roles.length === 0) return { all: false, codes: [] };
  const grants = await ctx.db
    .selectFrom("menu_role_grants")
    .select("authority_code")
    .distinct()
    .where("tenant_id", "=", tenantId)
    .where(
      "role_code",
      "in",
      roles.map((r) => r.code),
    )
    .execute();
  return { all: false, codes: grants.map((g) => g.authority_code) };
}

/**
 * A tag of the caller's menu answers (application-menu-tree of any org without identityCode,
 * portal-menus/auth-tree, list-runing-services): a hash of everything of the caller they are
 * decided by — the tenant, the token's business identity and the menu grants — and of the
 * tenant's `menus` version. Two callers with the same tag get the same answers for the same
 * org; a write to the menus or apps, another identity or other grants give another tag. Keep it
 * in step with applicationTree and portalTree below.
 */
export async function menuAnswersTag(ctx: PlatformContext, tenantId: string, auth: Pick<AuthInfo, "userId" | "identityCode">): Promise<string> {
  const [grants, version] = await Promise.all([menuGrantsOf(ctx, tenantId, auth.userId), readRegistryVersion(ctx.db, tenantId, "menus")]);
  const basis = JSON.stringify([tenantId, auth.identityCode ?? null, grants.all, [...grants.codes].sort(), version]);
  return `"menus-${createHash("sha256").update(basis).digest("base64url").slice(0, 32)}"`;
}

/**
 * Products and menus (SPEC §2 menu levels, §3 Menu node / Application, §6 menu permissions
 * and runtime blacklist, §7 "Product and workbench"): applications and the application menu
 * tree of an org, an application's subtree, a menu by product and code, the internal portal
 * menus, the services running for the tenant and the services a menu depends on.
 */
export function menuRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  /** The org the menus are for: in the token's tenant and selectable (SPEC §6 Org permission). */
  async function selectableOrg(tenantId: string, orgId: string): Promise<{ id: string; type: string }> {
    const org = await ctx.db
      .selectFrom("orgs")
      .select(["id", "type", "auth_type", "enable"])
      .where("tenant_id", "=", tenantId)
      .where("id", "=", orgId)
      .executeTakeFirst();
    if (!org) throw new ApiError(404, `Org ${orgId} not found`, "404");
    const reason = orgInvalidReason(org);
    if (reason === "hasNoAuthTip") throw new ApiError(403, "You do not have permission to view this organization", "403");
    if (reason === "categoryTip") throw new ApiError(403, "A category cannot be selected as the organization", "403");
    if (!org.enable) throw new ApiError(403, "The organization is disabled", "403");
    return org;
  }

  const grantsOf = (tenantId: string, userId: string) => menuGrantsOf(ctx, tenantId, userId);

  // Kept in memory per tree, read afresh after an admin's write (routes/menu-rows.ts).
  const menuRows = menuRowReader(ctx);

  /** identityCode as given (must be a business identity of the tenant), else the token's. */
  async function identityFor(req: Request, tenantId: string, tokenIdentity: string | null): Promise<string | null> {
    const given = codeParam(req, "identityCode", false);
    if (given === undefined) return tokenIdentity;
    const known = await ctx.db
      .selectFrom("business_identities")
      .select("code")
      .where("tenant_id", "=", tenantId)
      .where("code", "=", given)
      .executeTakeFirst();
    if (!known) throw badRequest(`identityCode ${given.slice(0, 64)} is not an identity of the tenant`);
    return given === "Default" ? null : given;
  }

  /** The application tree of an org as the caller sees it. */
  async function applicationTree(req: Request, res: Response, extra: Partial<MenuFilter> & { includeExtends: boolean }) {
    const auth = getAuth(res);
    const { tenantId } = await currentMembership(ctx.db, auth);
    const orgId = requiredQueryId(req, "orgId");
    const identityCode = await identityFor(req, tenantId, auth.identityCode);
    const org = await selectableOrg(tenantId, orgId);
    const [menus, grants] = await Promise.all([menuRows(tenantId, "application"), grantsOf(tenantId, auth.userId)]);
    const filter: MenuFilter = { orgType: org.type, identityCode, productCode: extra.productCode };
    return { tenantId, tree: buildMenuTree(menus.rows, filter, grants, { includeExtends: extra.includeExtends, microApps: menus.apps }) };
  }

  router.get("/product/v4/product-icons/:file", productIconRoute);

  router.get(
    "/product/v4/applications/list-by-org",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["orgId"]);
      const { tree } = await applicationTree(req, res, { includeExtends: false });
      const apps = tree.flatMap((category) => category.children.filter((c) => c.sourceType === "app"));
      ok(
        res,
        apps.map((app) => ({
          id: app.id,
          name: app.name,
          nameAllLang: app.nameAllLang,
          code: app.code,
          sourceKey: app.sourceKey,
          sourceProductCode: app.sourceProductCode,
          sourceAppCode: app.sourceAppCode,
          url: app.url,
          iconClass: app.iconClass,
          iconDownloadUrl: app.iconDownloadUrl,
          productIconFileUrl: app.productIconFileUrl,
          iconOrigin: app.iconOrigin,
          categoryId: app.fullId.split("/")[0] ?? null,
          // The main menus (level 3), without their own children.
          children: app.children.map(({ children: _children, ...main }) => main),
        })),
      );
    }),
  );

  router.get(
    "/product/v4/menus/application-menu-tree",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["orgId", "identityCode", "includeExtends", "productCode"]);
      const productCode = codeParam(req, "productCode", false);
      const includeExtends = booleanParam(req, "includeExtends");
      if (productCode !== undefined) {
        const { tenantId } = await currentMembership(ctx.db, getAuth(res));
        const product = await ctx.db
          .selectFrom("products")
          .select("code")
          .where("tenant_id", "=", tenantId)
          .where("code", "=", productCode)
          .executeTakeFirst();
        if (!product) throw badRequest(`productCode ${productCode.slice(0, 64)} is not a product of the tenant`);
      }
      const { tree } = await applicationTree(req, res, { productCode, includeExtends });
      ok(res, tree);
    }),
  );

  router.get(
    "/product/v4/menus/auth-tree-by-application-and-org",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["applicationId", "orgId", "identityCode", "includeExtends"]);
      const applicationId = requiredQueryId(req, "applicationId");
      const includeExtends = booleanParam(req, "includeExtends");
      const auth = getAuth(res);
      const { tenantId } = await currentMembership(ctx.db, auth);
      const app = await ctx.db
        .selectFrom("menus")
        .select("id")
        .where("tenant_id", "=", tenantId)
        .where("tree", "=", "application")
        .where("id", "=", applicationId)
        .where("source_type", "=", "app")
        .executeTakeFirst();
      if (!app) throw new ApiError(404, `Application ${applicationId} not found`, "404");
      const { tree } = await applicationTree(req, res, { includeExtends });
      const node = findMenuNode(tree, (n) => n.id === applicationId);
      ok(res, node ? [node] : []);
    }),
  );

  router.get(
    "/product/v4/menus/auth-menu-by-org-pcode-mcode",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["orgId", "productCode", "menuAuthCode", "includeExtends"]);
      const productCode = codeParam(req, "productCode", true);
      const menuAuthCode = codeParam(req, "menuAuthCode", true);
      const includeExtends = booleanParam(req, "includeExtends");
      const { tree } = await applicationTree(req, res, { productCode, includeExtends });
      ok(res, findMenuNode(tree, (n) => n.code === menuAuthCode && n.sourceProductCode === productCode));
    }),
  );

  const portalTree = async (res: Response): Promise<MenuNodeOut[]> => {
    const auth = getAuth(res);
    const { tenantId } = await currentMembership(ctx.db, auth);
    const [menus, grants] = await Promise.all([menuRows(tenantId, "portal"), grantsOf(tenantId, auth.userId)]);
    return buildMenuTree(menus.rows, { orgType: null, identityCode: null }, grants, { includeExtends: true, microApps: menus.apps });
  };

  router.get(
    "/workbench/v4/portal-menus/auth-tree",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, []);
      ok(res, await portalTree(res));
    }),
  );

  router.get(
    "/workbench/v4/portal-menus/get-permission-menu-by-code",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      onlyParams(req, ["code"]);
      const code = codeParam(req, "code", true);
      const node = findMenuNode(await portalTree(res), (n) => n.code === code);
      // A menu the user holds no authority for is not a permission menu of the user.
      ok(res, node && node.sourceMenuAuthorities.length > 0 ? node : null);
    }),
  );

  const serviceSegment = (req: Request): void => {
    const service = req.params.service ?? "";
    if (!SERVICE_PATTERN.test(service)) throw badRequest("The service in the path must be a service name");
  };

  router.get(
    "/:service/v4/runtime/services/list-runing-services",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      serviceSegment(req);
      onlyParams(req, []);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const rows = await ctx.db
        .selectFrom("runtime_services")
        .select("name")
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .orderBy("name")
        .execute();
      ok(
        res,
        rows.map((r) => r.name),
      );
    }),
  );

  router.get(
    "/:service/v4/runtime/menus/list-menu-service-dependencys-by-menu-code",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      serviceSegment(req);
      onlyParams(req, ["menuCode"]);
      const menuCode = codeParam(req, "menuCode", true);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const rows = await ctx.db
        .selectFrom("menus")
        .select("service_dependencies")
        .where("tenant_id", "=", tenantId)
        .where("code", "=", menuCode)
        .execute();
      const services = new Set<string>();
      for (const row of rows) {
        if (Array.isArray(row.service_dependencies)) {
          for (const s of row.service_dependencies) if (typeof s === "string") services.add(s);
        }
      }
      ok(res, [...services]);
    }),
  );

  return router;
}
