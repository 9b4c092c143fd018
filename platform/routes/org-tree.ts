import express, { type Request, type Response } from "express";
import { sql } from "kysely";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import {
  bodyObject,
  escapeLike,
  idList,
  intValue,
  optionalBoolean,
  optionalId,
  optionalString,
  optionalStringList,
  pathId,
  queryString,
  requiredQueryId,
} from "../http/input.ts";
import { currentMembership, listMemberships, memberOf } from "../http/tenancy.ts";
import { ORG_TYPES, PROJECT_TYPE_LIST, loadOrgNodes, toNodes, type OrgRow } from "./org-nodes.ts";
import { searchOrgIndex } from "#packages/org-search/src/org-search-index.ts";
import { orgSearchIndexes, type IndexedOrg } from "./org-search-cache.ts";

/** Org search answers at most this many records per page (SPEC §5: capped at 50). */
export const SEARCH_PAGE_MAX = 50;
/** In list mode (viewModeTree false) at most this many descendants per parent. */
export const DESCENDANTS_MAX = 1000;

function typeList(value: unknown, field: string): string[] | undefined {
  const list = optionalStringList(value, field, 20);
  const unknown = list?.find((t) => !ORG_TYPES.has(t));
  if (unknown !== undefined) throw badRequest(`${field} has an unknown org type: ${unknown.slice(0, 40)}`);
  return list;
}

interface ChildQuery {
  ids: string[];
  tenantId: string;
  isSonProjectNode: boolean | undefined;
  viewModeTree: boolean;
  status: string[] | undefined;
}

function parseChildQuery(body: Record<string, unknown>, fallbackTenant: string): ChildQuery {
  return {
    ids: idList(body.ids, "ids", 200),
    tenantId: optionalId(body.tenantId, "tenantId") ?? fallbackTenant,
    isSonProjectNode: optionalBoolean(body.isSonProjectNode, "isSonProjectNode"),
    viewModeTree: optionalBoolean(body.viewModeTree, "viewModeTree") ?? true,
    status: optionalStringList(body.status, "status"),
  };
}

/** Why an org cannot be selected (SPEC §6 Org permission), or null. */
export function orgInvalidReason(row: Pick<OrgRow, "auth_type" | "type">): string | null {
  if (row.auth_type === 0) return "hasNoAuthTip";
  if (row.type === "category") return "categoryTip";
  return null;
}

/**
 * The org tree (SPEC §3 Org node, §4 Org switch, §7 Org): the root with its children, child
 * loading by parent ids, root orgs per tenant, nodes by id, paged search, and validation.
 */
export function orgTreeRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const searchIndexes = orgSearchIndexes(ctx);

  /** Children (tree mode) or descendants (list mode) of each parent, keyed by parent id. */
  async function childrenByParent(userId: string, q: ChildQuery, projectsOnly: boolean) {
    await memberOf(ctx.db, userId, q.tenantId);
    const result: Record<string, unknown[]> = {};
    for (const id of q.ids) result[id] = [];
    if (q.ids.length === 0) return result;
    let rows: (OrgRow & { parent_key: string })[];
    if (q.viewModeTree) {
      let query = ctx.db
        .selectFrom("orgs")
        .selectAll()
        .select(sql<string>`parent_id`.as("parent_key"))
        .where("tenant_id", "=", q.tenantId)
        .where("parent_id", "in", q.ids);
      if (projectsOnly) query = query.where("type", "in", [...PROJECT_TYPE_LIST]);
      if (q.isSonProjectNode === false) query = query.where("is_son_project_node", "=", false);
      if (q.status && q.status.length > 0) {
        const status = q.status;
        query = query.where((eb) => eb.or([eb("status", "is", null), eb("status", "in", status)]));
      }
      rows = (await query.orderBy("sort_order").orderBy("id").execute()) as typeof rows;
    } else {
      const parents = await ctx.db
        .selectFrom("orgs")
        .select(["id", "full_id"])
        .where("tenant_id", "=", q.tenantId)
        .where("id", "in", q.ids)
        .execute();
      rows = [];
      for (const parent of parents) {
        let query = ctx.db
          .selectFrom("orgs")
          .selectAll()
          .select(sql<string>`${parent.id}::text`.as("parent_key"))
          .where("tenant_id", "=", q.tenantId)
          .where("full_id", "like", `${escapeLike(parent.full_id)}/%`);
        if (projectsOnly) query = query.where("type", "in", [...PROJECT_TYPE_LIST]);
        if (q.isSonProjectNode === false) query = query.where("is_son_project_node", "=", false);
        if (q.status && q.status.length > 0) {
          const status = q.status;
          query = query.where((eb) => eb.or([eb("status", "is", null), eb("status", "in", status)]));
        }
        rows.push(...((await query.orderBy("full_id").limit(DESCENDANTS_MAX).execute()) as typeof rows));
      }
    }
    const nodes = await toNodes(ctx, userId, rows);
    rows.forEach((row, i) => {
      const node = nodes[i];
      if (node) (result[row.parent_key] ??= []).push(node);
    });
    return result;
  }

  router.post(
    "/org-permission/v4/orgs/auth-tree",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const tenantId = optionalId(body.tenantId, "tenantId") ?? (await currentMembership(ctx.db, auth)).tenantId;
      await memberOf(ctx.db, auth.userId, tenantId);
      // The switcher asks for the tree when the page loads: its search index is ready by the first keystroke.
      searchIndexes.warm(tenantId);
      const root = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("parent_id", "is", null)
        .orderBy("sort_order")
        .orderBy("id")
        .executeTakeFirst();
      if (!root) {
        ok(res, []);
        return;
      }
      const children = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("parent_id", "=", root.id)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const [rootNode, ...childNodes] = await toNodes(ctx, auth.userId, [root, ...children]);
      ok(res, rootNode ? [{ ...rootNode, children: childNodes }] : []);
    }),
  );

  router.post(
    "/org-permission/v4/orgs/list-auth-descendant-by-org-ids",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const { tenantId } = await currentMembership(ctx.db, auth);
      ok(res, await childrenByParent(auth.userId, parseChildQuery(bodyObject(req), tenantId), false));
    }),
  );

  router.post(
    "/org-permission/v4/orgs/list-project-auth-descendant-by-org-ids",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const { tenantId } = await currentMembership(ctx.db, auth);
      ok(res, await childrenByParent(auth.userId, parseChildQuery(bodyObject(req), tenantId), true));
    }),
  );

  router.post(
    "/org-permission/v4/orgs/list-auth-root-orgs-by-tenant-ids",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const tenantIds = idList(bodyObject(req).tenantIds, "tenantIds", 100);
      const member = new Set((await listMemberships(ctx.db, auth.userId)).map((m) => m.tenantId));
      const allowed = tenantIds.filter((t) => member.has(t));
      const result: Record<string, unknown[]> = {};
      for (const t of tenantIds) result[t] = [];
      if (allowed.length > 0) {
        const roots = await ctx.db
          .selectFrom("orgs")
          .selectAll()
          .where("tenant_id", "in", allowed)
          .where("parent_id", "is", null)
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
        const nodes = await toNodes(ctx, auth.userId, roots);
        for (const node of nodes) (result[node.tenantId] ??= []).push(node);
      }
      ok(res, result);
    }),
  );

  router.post(
    "/org-permission/v4/orgs/list-auth-org",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const ids = idList(bodyObject(req).ids, "ids", 500);
      const tenants = (await listMemberships(ctx.db, auth.userId)).map((m) => m.tenantId);
      ok(res, await loadOrgNodes(ctx, auth.userId, ids, tenants));
    }),
  );

  router.post(
    "/org-permission/v4/orgs/search",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const keyword = optionalString(body.keyword, "keyword", 100) ?? "";
      const types = typeList(body.types, "types");
      const excludeTypes = typeList(body.excludeTypes, "excludeTypes");
      const enable = optionalBoolean(body.enable, "enable");
      const status = optionalStringList(body.status, "status");
      const pageIndex = intValue(body.pageIndex, "pageIndex", 1, 1_000_000, 1);
      const pageSize = Math.min(intValue(body.pageSize, "pageSize", 1, 10_000, 20), SEARCH_PAGE_MAX);
      const { tenantId } = await currentMembership(ctx.db, auth);

      // SPEC §5: the org's own name, ranked (packages/org-search), over the tenant's index (ADR 050).
      const where = (org: IndexedOrg) =>
        (!types?.length || types.includes(org.type)) &&
        (!excludeTypes?.length || !excludeTypes.includes(org.type)) &&
        (enable === undefined || org.enable === enable) &&
        (!status?.length || org.status === null || status.includes(org.status));
      const page = searchOrgIndex(await searchIndexes.get(tenantId), keyword, { offset: (pageIndex - 1) * pageSize, limit: pageSize, where });
      const ids = page.items.map((org) => org.id);
      const found = ids.length === 0 ? [] : await ctx.db.selectFrom("orgs").selectAll().where("tenant_id", "=", tenantId).where("id", "in", ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      const rows = ids.map((id) => byId.get(id)).filter((row): row is OrgRow => row !== undefined);
      ok(res, {
        records: await toNodes(ctx, auth.userId, rows),
        recordTotal: page.total,
        totalPage: Math.ceil(page.total / pageSize),
        pageIndex,
        pageSize,
      });
    }),
  );

  router.get(
    "/org-permission/v4/orgs/:id/validate",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const id = pathId(req);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const org = await ctx.db
        .selectFrom("orgs")
        .select(["auth_type", "type"])
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!org) throw new ApiError(404, `Org ${id} not found`, "404");
      const reason = orgInvalidReason(org);
      ok(res, reason ? { valid: false, reason } : { valid: true });
    }),
  );

  router.get(
    "/org-permission/v4/permission/validate",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const orgId = requiredQueryId(req, "orgId");
      const productCode = queryString(req, "productCode");
      const menuAuthCode = queryString(req, "menuAuthCode");
      if (!productCode) throw badRequest("productCode is required");
      if (!menuAuthCode) throw badRequest("menuAuthCode is required");
      if (productCode.length > 100 || menuAuthCode.length > 200) throw badRequest("productCode or menuAuthCode is too long");
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const org = await ctx.db
        .selectFrom("orgs")
        .select(["auth_type", "type", "enable"])
        .where("tenant_id", "=", tenantId)
        .where("id", "=", orgId)
        .executeTakeFirst();
      // The reference platform grants every menu on an org the user may select.
      const allowed = Boolean(org && org.enable && orgInvalidReason(org) === null);
      ok(res, { allowed });
    }),
  );

  router.get(
    "/org-permission/v4/orgs/:id/projects/basic-info",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const id = pathId(req);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const org = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!org) throw new ApiError(404, `Org ${id} not found`, "404");
      const counts = await ctx.db
        .selectFrom("orgs")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .where("tenant_id", "=", tenantId)
        .where("type", "in", [...PROJECT_TYPE_LIST])
        .where("full_id", "like", `${escapeLike(org.full_id)}/%`)
        .groupBy("status")
        .execute();
      const statusCounts: Record<string, number> = {};
      for (const c of counts) statusCounts[c.status ?? ""] = Number(c.n);
      const extend = Array.isArray(org.project_extend_data) ? (org.project_extend_data as { code?: string; value?: string }[]) : [];
      ok(res, {
        id: org.id,
        name: org.name,
        shortName: org.short_name,
        fullName: org.full_name,
        type: org.type,
        isProject: (PROJECT_TYPE_LIST as readonly string[]).includes(org.type),
        status: org.status,
        sapCode: extend.find((e) => e.code === "SAP_CODE")?.value ?? null,
        orgInfo: org.org_info ?? null,
        projectCount: Object.values(statusCounts).reduce((a, b) => a + b, 0),
        projectStatusCounts: statusCounts,
      });
    }),
  );

  return router;
}
