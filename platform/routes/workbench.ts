import express, { type Request, type Response } from "express";
import type { Kysely, Selectable } from "kysely";
import type { Database, UserCollectionsTable } from "../db/schema.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, optionalBoolean, optionalString, pathId, queryString } from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { orgOfTenant, optionalOrgId } from "./workbench-orgs.ts";

/** SPEC §5: this placeholder menu is never collected. */
export const BLANK_MENU_CODE = "pmpp.common.about-blank";
/** Most menus one collection list holds. */
export const MAX_COLLECTIONS = 200;
/** Recent visits kept per user and tenant; the list call returns at most this many. */
export const MAX_RECENT_VISITS = 50;
/** SPEC §9: recent visits are asked for 12 at a time. */
export const DEFAULT_RECENT_VISITS = 12;

const CODE_PATTERN = /^[^\s\u0000-\u001f]{1,128}$/;

/** A code (product, app, menu, bizType): no spaces, at most 128 characters. */
function codeValue(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !CODE_PATTERN.test(value)) {
    throw badRequest(`${field} must be a code without spaces, at most 128 characters`);
  }
  return value;
}

function bizTypeParam(req: Request): string {
  return codeValue(queryString(req, "bizType"), "bizType") ?? "";
}

interface CollectInput {
  menuName: string;
  productCode: string;
  appCode: string;
  menuAuthCode: string;
  sourceType: string;
}

/**
 * One menu to collect, checked against SPEC §5: a level-1 menu, a menu without a code, the
 * 'pmpp.common.about-blank' placeholder and a noAuth menu cannot be collected.
 */
function collectInput(raw: unknown, where = ""): CollectInput {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw badRequest(`${where || "body"} must be an object`);
  const item = raw as Record<string, unknown>;
  const field = (name: string) => (where ? `${where}.${name}` : name);
  const label = where ? `${where}: ` : "";
  if (item.level !== undefined && item.level !== null) {
    const level = intValue(item.level, field("level"), 1, 99);
    if (level === 1) throw badRequest(`${label}a level-1 menu cannot be collected`);
  }
  const menuAuthCode = codeValue(item.menuAuthCode, field("menuAuthCode"));
  if (!menuAuthCode) throw badRequest(`${label}a menu without a code (menuAuthCode) cannot be collected`);
  if (menuAuthCode === BLANK_MENU_CODE) throw badRequest(`${label}${BLANK_MENU_CODE} cannot be collected`);
  if (optionalBoolean(item.noAuth, field("noAuth")) === true) throw badRequest(`${label}a menu without permission cannot be collected`);
  const productCode = codeValue(item.productCode, field("productCode"));
  if (!productCode) throw badRequest(`${field("productCode")} is required`);
  const menuName = optionalString(item.menuName, field("menuName"), 200)?.trim();
  if (!menuName) throw badRequest(`${field("menuName")} is required`);
  return {
    menuName,
    productCode,
    appCode: codeValue(item.appCode, field("appCode")) ?? "",
    menuAuthCode,
    sourceType: codeValue(item.sourceType, field("sourceType")) ?? "dir",
  };
}

function toCollectedMenu(row: Selectable<UserCollectionsTable>) {
  return {
    id: row.id,
    menuName: row.menu_name,
    productCode: row.product_code,
    appCode: row.app_code,
    menuAuthCode: row.menu_auth_code,
    sourceType: row.source_type,
    tenantId: row.tenant_id,
    userId: row.user_id,
    bizType: row.biz_type === "" ? null : row.biz_type,
  };
}

/** The stored row of one collected menu of a user in a tenant. */
function collectionRow(userId: string, tenantId: string, bizType: string, item: CollectInput, sortOrder: number) {
  return {
    user_id: userId,
    tenant_id: tenantId,
    biz_type: bizType,
    menu_name: item.menuName,
    product_code: item.productCode,
    app_code: item.appCode,
    menu_auth_code: item.menuAuthCode,
    source_type: item.sourceType,
    sort_order: sortOrder,
  };
}

function sameMenu(a: CollectInput, b: CollectInput): boolean {
  return a.productCode === b.productCode && a.appCode === b.appCode && a.menuAuthCode === b.menuAuthCode;
}

async function listCollections(db: Kysely<Database>, userId: string, tenantId: string, bizType: string) {
  const rows = await db
    .selectFrom("user_collections")
    .selectAll()
    .where("user_id", "=", userId)
    .where("tenant_id", "=", tenantId)
    .where("biz_type", "=", bizType)
    .orderBy("sort_order")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // Each collected menu's names by locale (SPEC §3 nameAllLang), for a list shown in the user's language.
  const codes = [...new Set(rows.map((row) => row.menu_auth_code))];
  const menus =
    codes.length === 0
      ? []
      : await db
          .selectFrom("menus")
          .select(["source_product_code", "code", "name_all_lang"])
          .where("tenant_id", "=", tenantId)
          .where("tree", "=", "application")
          .where("code", "in", codes)
          .execute();
  const names = new Map(menus.map((menu) => [`${menu.source_product_code ?? ""}\u0000${menu.code ?? ""}`, menu.name_all_lang] as const));
  return rows.map((row) => {
    const allLang = names.get(`${row.product_code}\u0000${row.menu_auth_code}`);
    return { ...toCollectedMenu(row), menuNameAllLang: allLang && typeof allLang === "object" && !Array.isArray(allLang) ? allLang : null };
  });
}

const TEXT_FIELDS = ["code", "name", "menuName", "productCode", "appCode", "menuAuthCode", "iconUrl", "orgName"] as const;

/** A recent visit as sent by the portal (SPEC §3 Recent visit), keeping only its known fields. */
function recentVisitInput(body: Record<string, unknown>) {
  const id = body.id;
  const menuId = typeof id === "number" && Number.isSafeInteger(id) ? String(id) : id;
  if (typeof menuId !== "string" || !CODE_PATTERN.test(menuId)) throw badRequest("id (the menu id) is required");
  const visit: Record<string, unknown> = { id: menuId };
  for (const name of TEXT_FIELDS) {
    const value = optionalString(body[name], name, name === "iconUrl" ? 2000 : 200);
    if (value !== undefined) visit[name] = value;
  }
  const orgFullId = optionalString(body.orgFullId, "orgFullId", 1000) ?? "";
  if (orgFullId !== "" && !/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(orgFullId)) {
    throw badRequest("orgFullId must be org ids joined by /");
  }
  visit.orgFullId = orgFullId;
  const bizType = codeValue(body.bizType, "bizType");
  visit.bizType = bizType ?? null;
  const allLang = body.menuNameAllLang;
  if (allLang !== undefined && allLang !== null) {
    if (typeof allLang !== "object" || Array.isArray(allLang)) throw badRequest("menuNameAllLang must be an object of names per locale");
    const entries = Object.entries(allLang as Record<string, unknown>);
    if (entries.length > 20 || entries.some(([k, v]) => k.length > 20 || typeof v !== "string" || v.length > 200)) {
      throw badRequest("menuNameAllLang must be an object of names per locale");
    }
    visit.menuNameAllLang = Object.fromEntries(entries);
  }
  return { menuId, orgFullId, visit };
}

/**
 * Collected menus and recent visits of the user in the current tenant (SPEC §3, §5 collect
 * rules, §7 Product and workbench), the workbench config of an org and the user's portal type.
 */
export function workbenchRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const tenantOf = async (res: Response) => {
    const auth = getAuth(res);
    return { auth, tenantId: (await currentMembership(ctx.db, auth)).tenantId };
  };

  router.get(
    "/workbench/v4/user-collections",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      ok(res, await listCollections(ctx.db, auth.userId, tenantId, bizTypeParam(req)));
    }),
  );

  router.post(
    "/workbench/v4/user-collections/batch",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const body: unknown = req.body;
      let list: unknown;
      let bizType = bizTypeParam(req);
      if (Array.isArray(body)) {
        list = body;
      } else {
        const object = bodyObject(req);
        list = object.list ?? object.collections;
        bizType = codeValue(object.bizType, "bizType") ?? bizType;
      }
      if (!Array.isArray(list)) throw badRequest("the body must be the collected-menu list (or { bizType, list })");
      if (list.length > MAX_COLLECTIONS) throw badRequest(`at most ${MAX_COLLECTIONS} menus can be collected`);
      const items: CollectInput[] = [];
      list.forEach((raw, i) => {
        const item = collectInput(raw, `list[${i}]`);
        if (!items.some((kept) => sameMenu(kept, item))) items.push(item);
      });
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("user_collections")
          .where("user_id", "=", auth.userId)
          .where("tenant_id", "=", tenantId)
          .where("biz_type", "=", bizType)
          .execute();
        if (items.length === 0) return;
        await trx
          .insertInto("user_collections")
          .values(items.map((item, i) => collectionRow(auth.userId, tenantId, bizType, item, i)))
          .execute();
      });
      ok(res, await listCollections(ctx.db, auth.userId, tenantId, bizType));
    }),
  );

  router.post(
    "/workbench/v4/user-collections",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const body = bodyObject(req);
      const item = collectInput(body);
      const bizType = codeValue(body.bizType, "bizType") ?? bizTypeParam(req);
      const current = await listCollections(ctx.db, auth.userId, tenantId, bizType);
      const existing = current.find((c) => sameMenu(c, item));
      if (existing) {
        ok(res, existing);
        return;
      }
      if (current.length >= MAX_COLLECTIONS) throw badRequest(`at most ${MAX_COLLECTIONS} menus can be collected`);
      const last = await ctx.db
        .selectFrom("user_collections")
        .select((eb) => eb.fn.max("sort_order").as("max"))
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .where("biz_type", "=", bizType)
        .executeTakeFirst();
      const row = await ctx.db
        .insertInto("user_collections")
        .values(collectionRow(auth.userId, tenantId, bizType, item, Number(last?.max ?? -1) + 1))
        .onConflict((oc) => oc.columns(["user_id", "tenant_id", "biz_type", "product_code", "app_code", "menu_auth_code"]).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) {
        ok(res, toCollectedMenu(row));
        return;
      }
      // Collected at the same moment by another request: answer with that one.
      const again = (await listCollections(ctx.db, auth.userId, tenantId, bizType)).find((c) => sameMenu(c, item));
      if (!again) throw new ApiError(409, "The collection changed meanwhile, please retry", "409");
      ok(res, again);
    }),
  );

  router.delete(
    "/workbench/v4/user-collections/:id",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const id = pathId(req);
      const deleted = await ctx.db
        .deleteFrom("user_collections")
        .where("id", "=", id)
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new ApiError(404, `Collection ${id} not found`, "404");
      ok(res, true);
    }),
  );

  router.post(
    "/workbench/v4/user-recent-visits",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const { menuId, orgFullId, visit } = recentVisitInput(bodyObject(req));
      const latest = await ctx.db
        .selectFrom("user_recent_visits")
        .select((eb) => eb.fn.max("visited_at").as("at"))
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .executeTakeFirst();
      // Strictly after the previous visit, so "newest first" holds within one millisecond too.
      const latestMs = latest?.at ? new Date(latest.at as Date | string).getTime() : 0;
      const visitedAt = new Date(Math.max(Date.now(), latestMs + 1));
      const json = JSON.stringify(visit);
      await ctx.db
        .insertInto("user_recent_visits")
        .values({ user_id: auth.userId, tenant_id: tenantId, menu_id: menuId, org_full_id: orgFullId, visit: json, visited_at: visitedAt })
        .onConflict((oc) => oc.columns(["user_id", "tenant_id", "menu_id", "org_full_id"]).doUpdateSet({ visit: json, visited_at: visitedAt }))
        .execute();
      const keep = await ctx.db
        .selectFrom("user_recent_visits")
        .select("visited_at")
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .orderBy("visited_at", "desc")
        .offset(MAX_RECENT_VISITS - 1)
        .limit(1)
        .executeTakeFirst();
      if (keep) {
        await ctx.db
          .deleteFrom("user_recent_visits")
          .where("user_id", "=", auth.userId)
          .where("tenant_id", "=", tenantId)
          .where("visited_at", "<", keep.visited_at)
          .execute();
      }
      ok(res, { ...visit, visitTime: visitedAt.toISOString() });
    }),
  );

  router.get(
    "/workbench/v4/user-recent-visits/list",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const num = intValue(queryString(req, "num"), "num", 1, MAX_RECENT_VISITS, DEFAULT_RECENT_VISITS);
      const rows = await ctx.db
        .selectFrom("user_recent_visits")
        .select(["visit", "visited_at"])
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .orderBy("visited_at", "desc")
        .limit(num)
        .execute();
      ok(
        res,
        rows.map((r) => ({ ...(r.visit as Record<string, unknown>), visitTime: new Date(r.visited_at).toISOString() })),
      );
    }),
  );

  router.get(
    "/workbench/v4/user-widgets/workbench-config",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { tenantId } = await tenantOf(res);
      const orgId = optionalOrgId(req);
      if (orgId) await orgOfTenant(ctx, tenantId, orgId);
      const rows = await ctx.db
        .selectFrom("workbench_configs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("org_id", "in", orgId ? ["", orgId] : [""])
        .execute();
      const row = rows.find((r) => r.org_id !== "") ?? rows[0];
      ok(res, {
        hasCustomPortal: row?.has_custom_portal ?? false,
        hasPortalWorkbench: row?.has_portal_workbench ?? false,
        hasUserWorkbench: row?.has_user_workbench ?? false,
        portalHomeType: row?.portal_home_type ?? 0,
      });
    }),
  );

  const PORTAL_TYPE_KEY = "theme-settings.enableType";
  const PORTAL_TYPES = ["Classic", "Simple"] as const;

  router.get(
    "/param/v4/user-param-values/theme-settings",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const row = await ctx.db
        .selectFrom("user_params")
        .select("value")
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .where("key", "=", PORTAL_TYPE_KEY)
        .executeTakeFirst();
      const stored = row?.value;
      ok(res, { enableType: PORTAL_TYPES.find((t) => t === stored) ?? "Classic" });
    }),
  );

  router.post(
    "/param/v4/user-param-values/theme-settings",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { auth, tenantId } = await tenantOf(res);
      const enableType = bodyObject(req).enableType;
      const type = PORTAL_TYPES.find((t) => t === enableType);
      if (!type) throw badRequest('enableType must be "Classic" or "Simple"');
      const now = new Date();
      await ctx.db
        .insertInto("user_params")
        .values({ user_id: auth.userId, tenant_id: tenantId, key: PORTAL_TYPE_KEY, value: JSON.stringify(type), updated_at: now })
        .onConflict((oc) => oc.columns(["user_id", "tenant_id", "key"]).doUpdateSet({ value: JSON.stringify(type), updated_at: now }))
        .execute();
      ok(res, { enableType: type });
    }),
  );

  return router;
}
