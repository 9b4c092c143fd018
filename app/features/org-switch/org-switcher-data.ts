import type { OrgNode } from "#app/types/generated/org-node";
import type { OrgSearchAnswer } from "./OrgSearchResults";
import type { ProjectPage, ProjectQuery } from "./ProjectListView";

/** Where the switcher gets its data; each returns a promise (see OrgSwitcherContainer). */
export interface OrgSwitcherData {
  loadRoots: () => Promise<OrgNode[]>;
  loadChildren: (ids: string[]) => Promise<Record<string, OrgNode[]>>;
  searchOrgs: (keyword: string) => Promise<OrgSearchAnswer>;
  loadProjects: (query: ProjectQuery) => Promise<ProjectPage>;
  /** Parent projects with their `childProjects` (project relation view). */
  loadProjectRelations: (keyword: string) => Promise<OrgNode[]>;
  /** Sends the collect status: 0 if bookmarked now, else 1 (SPEC §4). */
  onToggleFocus: (node: OrgNode, status: 0 | 1) => Promise<void>;
}
