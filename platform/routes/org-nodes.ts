import type { Selectable } from "kysely";
import type { OrgsTable } from "../db/schema.ts";
import type { PlatformContext } from "../http/context.ts";

export type OrgRow = Selectable<OrgsTable>;

export const PROJECT_TYPE_LIST = ["general-project", "mixing-station"] as const;

export const ORG_TYPES = new Set([
  "company",
  "general-project",
  "general-department",
  "project-command",
  "category",
  "department",
  "external-participant",
  "mixing-station",
]);

export interface NodeOptions {
  /** Include projectExtendData (default true). */
  extendData?: boolean;
  /** Include orgInfo (default true). */
  orgInfo?: boolean;
}

/** An org row as the SPEC §3 "Org node"; userFocus is the caller's own bookmark. */
export function orgNode(row: OrgRow, focused: boolean, options: NodeOptions = {}) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    fullName: row.full_name,
    fullId: row.full_id,
    fullNodeId: row.full_node_id,
    type: row.type,
    authType: row.auth_type,
    enable: row.enable,
    isLeaf: row.is_leaf,
    parentId: row.parent_id,
    tenantId: row.tenant_id,
    realId: row.real_id,
    userFocus: focused,
    isSonProjectNode: row.is_son_project_node,
    childProjects: null,
    parentProjectFlag: row.parent_project_flag,
    orgInfo: options.orgInfo === false ? null : (row.org_info ?? null),
    projectExtendData:
      options.extendData === false ? [] : Array.isArray(row.project_extend_data) ? row.project_extend_data : [],
    /** Project status code (dictionary pmpp.xmztdict); null for other nodes. */
    status: row.status,
  };
}

export type OrgNode = ReturnType<typeof orgNode>;

/** The ids among `orgIds` the user has bookmarked. */
export async function focusedIds(ctx: PlatformContext, userId: string, orgIds: string[]): Promise<Set<string>> {
  if (orgIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom("user_project_focus")
    .select("org_id")
    .where("user_id", "=", userId)
    .where("org_id", "in", orgIds)
    .execute();
  return new Set(rows.map((r) => r.org_id));
}

/** Rows to nodes with the user's bookmarks. */
export async function toNodes(ctx: PlatformContext, userId: string, rows: OrgRow[], options: NodeOptions = {}) {
  const focus = await focusedIds(
    ctx,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => orgNode(r, focus.has(r.id), options));
}

/** Nodes by id in the given tenants, in the order of `ids`; unknown ids are skipped. */
export async function loadOrgNodes(ctx: PlatformContext, userId: string, ids: string[], tenantIds: string[]) {
  if (ids.length === 0 || tenantIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom("orgs")
    .selectAll()
    .where("id", "in", ids)
    .where("tenant_id", "in", tenantIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is OrgRow => r !== undefined);
  return toNodes(ctx, userId, ordered);
}
