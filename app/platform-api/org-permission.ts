import { apiGet, apiSend } from "#app/platform-api/client";
import type { OrgNode } from "#app/types/generated/org-node";
import type { Page } from "#app/types/generated/page";

/**
 * The org-permission service of SPEC §7 Org as the browser calls it, through the BFF: the org
 * tree, its children, org search, projects, project bookmarks and the org-switch check. The one
 * place its paths are written on the client (ADR 019).
 */

/** A page of orgs or projects (SPEC §3 page form). */
export interface OrgPage extends Page {
  records: OrgNode[];
}

/** What POST org-permission/v4/orgs/search is asked (SPEC §7 Org search). */
export interface OrgSearchQuery {
  keyword: string;
  pageIndex: number;
  pageSize: number;
}

/** What POST org-permission/v4/projects/list-page-child-project is asked (SPEC §7). */
export interface ChildProjectPageQuery {
  keyword: string;
  status: string[];
  pageIndex: number;
  pageSize: number;
  includeProjectExtendData: boolean;
}

/** What POST org-permission/v4/projects/child-project-tree is asked (SPEC §7). */
export interface ChildProjectTreeQuery {
  orgId: string | null;
  keyword: string;
  includeExtendData: boolean;
  includeOrgInfo: boolean;
}

/** What GET org-permission/v4/orgs/{id}/validate answers: whether the org may be switched to, and why not. */
export interface OrgValidation {
  valid?: boolean;
  reason?: string;
}

/** POST org-permission/v4/orgs/auth-tree: the single root the user may see, in a list; [] when there is none. */
export async function authTree(): Promise<OrgNode[]> {
  return (await apiSend<OrgNode[] | null>("POST", "org-permission/v4/orgs/auth-tree", {})) ?? [];
}

/** POST org-permission/v4/orgs/list-auth-descendant-by-org-ids: the children of each org in `ids`, by parent id. */
export function authDescendantsByOrgIds(ids: string[], tenantId: string): Promise<Record<string, OrgNode[]>> {
  return apiSend<Record<string, OrgNode[]>>("POST", "org-permission/v4/orgs/list-auth-descendant-by-org-ids", { ids, tenantId });
}

/** POST org-permission/v4/orgs/search. */
export function searchOrgs(query: OrgSearchQuery): Promise<OrgPage> {
  return apiSend<OrgPage>("POST", "org-permission/v4/orgs/search", query);
}

/** POST org-permission/v4/projects/list-page-child-project. */
export function childProjectPage(query: ChildProjectPageQuery): Promise<OrgPage> {
  return apiSend<OrgPage>("POST", "org-permission/v4/projects/list-page-child-project", query);
}

/** POST org-permission/v4/projects/child-project-tree: parent projects with their childProjects. */
export function childProjectTree(query: ChildProjectTreeQuery): Promise<OrgNode[]> {
  return apiSend<OrgNode[]>("POST", "org-permission/v4/projects/child-project-tree", query);
}

/** PUT org-permission/v4/project-focus/{id}/status/{status}: bookmarks the project (1) or removes the bookmark (0). */
export function setProjectFocus(projectId: string, status: 0 | 1): Promise<void> {
  return apiSend<void>("PUT", `org-permission/v4/project-focus/${encodeURIComponent(projectId)}/status/${status}`);
}

/** GET org-permission/v4/orgs/{id}/validate (SPEC §4 Org switch step 1). */
export function validateOrg(orgId: string): Promise<OrgValidation> {
  return apiGet<OrgValidation>(`org-permission/v4/orgs/${encodeURIComponent(orgId)}/validate`);
}
