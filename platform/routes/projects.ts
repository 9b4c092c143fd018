import express, { type Request, type Response } from "express";
import { sql } from "kysely";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import {
  bodyObject,
  escapeLike,
  intValue,
  optionalBoolean,
  optionalId,
  optionalString,
  optionalStringList,
  pathId,
  queryString,
} from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { PROJECT_TYPE_LIST, toNodes, type OrgNode, type OrgRow } from "./org-nodes.ts";
import { pageRecordTotal } from "../http/page-total.ts";

/** A project page holds at most this many records. */
export const PROJECT_PAGE_MAX = 100;
/** child-project-tree answers at most this many projects. */
export const PROJECT_TREE_MAX = 2000;

type Locale = "zh-CN" | "en" | "sv-SE";

function parseStatusQuery(req: Request): number | undefined {
  const status = queryString(req, "status");
  if (status === undefined || status === "") return undefined;
  if (status !== "0" && status !== "1") throw badRequest("status must be 0 or 1");
  return Number(status);
}

/** The label language: Accept-Language en… → en, sv… → sv-SE, else zh-CN. */
function preferredLocale(req: Request): Locale {
  const lang = (req.get("accept-language") ?? "").trim().toLowerCase();
  if (lang.startsWith("en")) return "en";
  if (lang.startsWith("sv")) return "sv-SE";
  return "zh-CN";
}

/**
 * Projects, bookmarks, business-org relations, the project status dictionary and enterprise
 * portals (SPEC §4 Org switch, §7 Org). Projects are general-project and mixing-station nodes.
 */
export function projectRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  /** The org the project calls start from: the given one in the current tenant, else the root. */
  async function startOrg(tenantId: string, orgId: string | undefined): Promise<OrgRow> {
    let query = ctx.db.selectFrom("orgs").selectAll().where("tenant_id", "=", tenantId);
    query = orgId ? query.where("id", "=", orgId) : query.where("parent_id", "is", null).orderBy("sort_order");
    const org = await query.executeTakeFirst();
    if (!org) throw new ApiError(404, orgId ? `Org ${orgId} not found` : "The tenant has no org tree", "404");
    return org;
  }

  router.post(
    "/org-permission/v4/projects/list-page-child-project",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const orgId = optionalId(body.orgId, "orgId");
      const keyword = (optionalString(body.keyword, "keyword", 100) ?? "").trim().toLowerCase();
      const status = optionalStringList(body.status, "status") ?? [];
      const pageIndex = intValue(body.pageIndex, "pageIndex", 1, 1_000_000, 1);
      const pageSize = Math.min(intValue(body.pageSize, "pageSize", 1, 10_000, 20), PROJECT_PAGE_MAX);
      const withExtend =
        optionalBoolean(body.includeProjectExtendData, "includeProjectExtendData") ??
        optionalBoolean(body.includeExtendData, "includeExtendData") ??
        true;
      const withOrgInfo = optionalBoolean(body.includeOrgInfo, "includeOrgInfo") ?? true;
      optionalBoolean(body.includeNonRelProject, "includeNonRelProject"); // every project is related here
      let extendField: { code: string; value: string } | undefined;
      if (body.extendField !== undefined && body.extendField !== null) {
        if (!isPlainObject(body.extendField)) throw badRequest("extendField must be an object { code, value }");
        const code = optionalString(body.extendField.code, "extendField.code", 64);
        const value = optionalString(body.extendField.value, "extendField.value", 100);
        if (!code) throw badRequest("extendField.code is required");
        if (value !== undefined && value.trim() !== "") extendField = { code, value: value.trim().toLowerCase() };
      }

      const { tenantId } = await currentMembership(ctx.db, auth);
      const org = await startOrg(tenantId, orgId);
      let query = ctx.db
        .selectFrom("orgs")
        .leftJoin("user_project_focus as f", (join) =>
          join.onRef("f.org_id", "=", "orgs.id").on("f.user_id", "=", auth.userId),
        )
        .where("orgs.tenant_id", "=", tenantId)
        .where("orgs.type", "in", [...PROJECT_TYPE_LIST])
        .where("orgs.full_id", "like", `${escapeLike(org.full_id)}/%`);
      if (keyword !== "") query = query.where("orgs.search_text", "like", `%${escapeLike(keyword)}%`);
      if (status.length > 0) query = query.where("orgs.status", "in", status);
      if (extendField) {
        const { code, value } = extendField;
        query = query.where(
          sql<boolean>`exists (select 1 from jsonb_array_elements(orgs.project_extend_data) e
            where e->>'code' = ${code} and lower(e->>'value') like ${`%${escapeLike(value)}%`})`,
        );
      }
      const rows = await query
        .selectAll("orgs")
        .select(sql<number>`count(*) over ()`.as("record_total"))
        .orderBy(sql`f.org_id is null`)
        .orderBy("orgs.full_id")
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize)
        .execute();
      const recordTotal = await pageRecordTotal(rows, pageIndex, async () => (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n);
      ok(res, {
        records: await toNodes(ctx, auth.userId, rows, { extendData: withExtend, orgInfo: withOrgInfo }),
        recordTotal,
        totalPage: Math.ceil(recordTotal / pageSize),
        pageIndex,
        pageSize,
      });
    }),
  );

  router.post(
    "/org-permission/v4/projects/child-project-tree",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const orgId = optionalId(body.orgId, "orgId");
      if (!orgId) throw badRequest("orgId is required");
      const keyword = (optionalString(body.keyword, "keyword", 100) ?? "").trim().toLowerCase();
      const withExtend = optionalBoolean(body.includeExtendData, "includeExtendData") ?? true;
      const withOrgInfo = optionalBoolean(body.includeOrgInfo, "includeOrgInfo") ?? true;
      const { tenantId } = await currentMembership(ctx.db, auth);
      const org = await startOrg(tenantId, orgId);
      const rows = await ctx.db
        .selectFrom("orgs")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("type", "in", [...PROJECT_TYPE_LIST])
        .where("full_id", "like", `${escapeLike(org.full_id)}/%`)
        .orderBy("full_id")
        .limit(PROJECT_TREE_MAX)
        .execute();
      const nodes = await toNodes(ctx, auth.userId, rows, { extendData: withExtend, orgInfo: withOrgInfo });
      // Nest each project under its nearest project ancestor (below the start org).
      type TreeNode = Omit<OrgNode, "childProjects"> & { childProjects: TreeNode[] | null };
      const byId = new Map<string, TreeNode>(nodes.map((n) => [n.id, { ...n, childProjects: null }]));
      const roots: TreeNode[] = [];
      for (const row of rows) {
        const node = byId.get(row.id);
        if (!node) continue;
        const ancestors = row.full_id.split("/").slice(0, -1).reverse();
        const parent = ancestors.map((a) => byId.get(a)).find((n) => n !== undefined);
        if (parent) (parent.childProjects ??= []).push(node);
        else roots.push(node);
      }
      const matches = (n: TreeNode): boolean =>
        `${n.name} ${n.shortName} ${n.fullName}`.toLowerCase().includes(keyword) || (n.childProjects ?? []).some(matches);
      ok(res, keyword === "" ? roots : roots.filter(matches));
    }),
  );

  router.put(
    "/org-permission/v4/project-focus/:id/status/:status",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const id = pathId(req);
      const status = req.params.status;
      if (status !== "0" && status !== "1") throw badRequest("status must be 0 or 1");
      const { tenantId } = await currentMembership(ctx.db, auth);
      const org = await ctx.db
        .selectFrom("orgs")
        .select(["id", "type"])
        .where("tenant_id", "=", tenantId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!org) throw new ApiError(404, `Project ${id} not found`, "404");
      if (!(PROJECT_TYPE_LIST as readonly string[]).includes(org.type)) throw badRequest(`id ${id} is not a project`);
      if (status === "1") {
        await ctx.db
          .insertInto("user_project_focus")
          .values({ user_id: auth.userId, org_id: id })
          .onConflict((oc) => oc.columns(["user_id", "org_id"]).doNothing())
          .execute();
      } else {
        await ctx.db.deleteFrom("user_project_focus").where("user_id", "=", auth.userId).where("org_id", "=", id).execute();
      }
      ok(res, { id, userFocus: status === "1" });
    }),
  );

  router.get(
    "/org-permission/v4/biz-orgs/list-relation",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const status = parseStatusQuery(req);
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      let query = ctx.db
        .selectFrom("biz_org_relations")
        .select(["rel_code", "biz_org_code", "status"])
        .where("tenant_id", "=", tenantId);
      if (status !== undefined) query = query.where("status", "=", status);
      const rows = await query.orderBy("sort_order").orderBy("rel_code").execute();
      ok(
        res,
        rows.map((r) => ({ relCode: r.rel_code, bizOrgCode: r.biz_org_code, status: r.status })),
      );
    }),
  );

  router.get(
    "/general-dictionary/v4/dict-items/list-by-dict-full-code",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const product = (req.get("x-product-code") ?? "").trim();
      if (!product) throw badRequest("x-product-code header is required");
      const dictFullCode = queryString(req, "dictFullCode");
      if (!dictFullCode) throw badRequest("dictFullCode is required");
      if (dictFullCode.length > 100) throw badRequest("dictFullCode is too long");
      if (dictFullCode.split(".")[0] !== product) {
        throw badRequest(`x-product-code ${product.slice(0, 40)} does not own dictFullCode ${dictFullCode}`);
      }
      const status = parseStatusQuery(req);
      getAuth(res);
      let query = ctx.db.selectFrom("dict_items").selectAll().where("dict_full_code", "=", dictFullCode);
      if (status !== undefined) query = query.where("status", "=", status);
      const rows = await query.orderBy("sort_order").orderBy("id").execute();
      const locale = preferredLocale(req);
      ok(
        res,
        rows.map((r) => {
          const labels = (isPlainObject(r.labels) ? r.labels : {}) as Record<string, unknown>;
          const label = (l: string) => (typeof labels[l] === "string" ? (labels[l] as string) : "");
          return {
            id: r.id,
            code: r.code,
            status: r.status,
            xmzt: label(locale) || label("zh-CN"),
            "xmzt_zh-CN": label("zh-CN"),
            xmzt_en: label("en"),
            "xmzt_sv-SE": label("sv-SE"),
          };
        }),
      );
    }),
  );

  router.get(
    "/workbench/v4/enterprise-portals/list",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const { tenantId } = await currentMembership(ctx.db, getAuth(res));
      const rows = await ctx.db
        .selectFrom("enterprise_portals")
        .select(["id", "name"])
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      ok(res, rows);
    }),
  );

  return router;
}
