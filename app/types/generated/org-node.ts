/* eslint-disable */
// generated from schemas/org-node.schema.json by npm run gen:types; do not edit

/**
 * An organisation or project node (SPEC §3 Org node). authType 0 means no permission, 1 allowed.
 */
export interface OrgNode {
  id: string;
  name: string;
  shortName?: string | null;
  fullName?: string | null;
  /**
   * Ids from the root, separated by '/'; the last segment is the org id.
   */
  fullId?: string | null;
  fullNodeId?: string | null;
  /**
   * company, general-project, general-department, project-command, category, department, external-participant or mixing-station; projects are general-project and mixing-station.
   */
  type: string;
  authType?: 0 | 1;
  enable?: boolean;
  isLeaf?: boolean;
  parentId?: string | null;
  tenantId?: string;
  realId?: string | null;
  /**
   * Bookmarked by the user.
   */
  userFocus?: boolean;
  isSonProjectNode?: boolean;
  childProjects?: unknown[] | null;
  parentProjectFlag?: boolean | null;
  orgInfo?: {} | null;
  projectExtendData?: ProjectExtendData[];
}
export interface ProjectExtendData {
  code: string;
  value?: string | null;
}
