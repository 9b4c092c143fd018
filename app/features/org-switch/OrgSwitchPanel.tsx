import { Input, Segmented, type InputRef } from "antd";
import { memo, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { ORG_TREE_HEIGHT } from "#app/kit/constants";
import type { OrgNode } from "#app/types/generated/org-node";
import type { ProjectStatus } from "#app/types/generated/project-status";
import type { OrgSwitcherData } from "./org-switcher-data";
import { OrgSearchResults, type OrgSearchResultsHandle } from "./OrgSearchResults";
import { OrgTabs } from "./OrgTabs";
import { OrgTreeView } from "./OrgTreeView";
import { ProjectListView } from "./ProjectListView";
import { useTypedKeyword } from "./useTypedKeyword";

type Tab = "orgs" | "projects";
type OrgViewMode = "tree" | "list";
type ProjectViewMode = "list" | "tree" | "relation";

/** Room the tabs, view switch and search box take out of the 500 px popover (SPEC §9). */
const CHROME_HEIGHT = 150;

export interface OrgSwitchPanelProps extends OrgSwitcherData {
  projectStatuses: readonly ProjectStatus[];
  selectedId: string | null;
  onPick: (node: OrgNode, view: "org" | "project") => void;
}

/** Memoised: opening and closing the popover does not draw the panel again. */
export const OrgSwitchPanel = memo(function OrgSwitchPanel({ selectedId, onPick, loadRoots, loadChildren, searchOrgs, loadProjects, loadProjectRelations, onToggleFocus, projectStatuses }: OrgSwitchPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("orgs");
  const [orgView, setOrgView] = useState<OrgViewMode>("tree");
  const [projectView, setProjectView] = useState<ProjectViewMode>("list");
  // The org search runs as the user types (ADR 050); the project search on Enter.
  const orgTyped = useTypedKeyword();
  const orgSearchBox = useRef<InputRef>(null);
  const orgResults = useRef<OrgSearchResultsHandle>(null);
  const [projectKeyword, setProjectKeyword] = useState("");
  const listHeight = ORG_TREE_HEIGHT - CHROME_HEIGHT;

  // The relation view is a tree whose children are each parent's childProjects.
  const relation = useMemo(() => {
    const byParent: Record<string, OrgNode[]> = {};
    return {
      loadRoots: async () => {
        const parents = await loadProjectRelations(projectKeyword.trim());
        for (const p of parents) byParent[p.id] = (p.childProjects ?? []) as OrgNode[];
        return parents.map((p) => ({ ...p, isLeaf: (byParent[p.id]?.length ?? 0) === 0 }));
      },
      loadChildren: async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, byParent[id] ?? []])),
    };
  }, [loadProjectRelations, projectKeyword]);

  const orgSearch = orgTyped.keyword;
  const orgBody =
    orgSearch || orgView === "list" ? (
      <OrgSearchResults ref={orgResults} searchBox={orgSearchBox} keyword={orgSearch} search={searchOrgs} selectedId={selectedId} onPick={(n) => onPick(n, "org")} height={listHeight} />
    ) : (
      <OrgTreeView view="org" label={t("org.orgs")} selectedId={selectedId} loadRoots={loadRoots} loadChildren={loadChildren} onPick={(n) => onPick(n, "org")} height={listHeight} />
    );

  const projectBody =
    projectView === "list" ? (
      <ProjectListView
        keyword={projectKeyword.trim()}
        statuses={projectStatuses}
        selectedId={selectedId}
        loadProjects={loadProjects}
        onToggleFocus={onToggleFocus}
        onPick={(n) => onPick(n, "project")}
        height={listHeight - 32}
      />
    ) : projectView === "tree" ? (
      <OrgTreeView view="project" label={t("org.projects")} selectedId={selectedId} loadRoots={loadRoots} loadChildren={loadChildren} onPick={(n) => onPick(n, "project")} height={listHeight} />
    ) : (
      <OrgTreeView key={projectKeyword} view="project" label={t("org.views.relation")} selectedId={selectedId} loadRoots={relation.loadRoots} loadChildren={relation.loadChildren} onPick={(n) => onPick(n, "project")} height={listHeight} />
    );

  const viewOptions = <V extends string>(views: readonly V[]) => views.map((v) => ({ value: v, label: t(`org.views.${v}`) }));

  return (
    <div role="dialog" aria-label={t("org.panel")} style={{ width: 400, maxWidth: "100%", height: ORG_TREE_HEIGHT, display: "flex", flexDirection: "column" }}>
      <OrgTabs
        label={t("org.panel")}
        active={tab}
        onChange={setTab}
        items={[
          {
            key: "orgs",
            label: t("org.orgs"),
            children: (
              <>
                <div style={{ display: "flex", gap: 8, marginBottom: 8 }}>
                  <Input.Search
                    ref={orgSearchBox}
                    allowClear
                    aria-label={t("org.search")}
                    placeholder={t("org.search")}
                    value={orgTyped.value}
                    onChange={orgTyped.onChange}
                    onSearch={orgTyped.onSearch}
                    onCompositionEnd={orgTyped.onCompositionEnd}
                    onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                      // Down from the box to the first result (SPEC §4 Org switch, by keyboard).
                      if (event.key === "ArrowDown" && !event.nativeEvent.isComposing && orgResults.current?.focusFirst()) event.preventDefault();
                    }}
                  />
                  <Segmented aria-label={t("org.view")} size="small" value={orgView} onChange={(v) => setOrgView(v as OrgViewMode)} options={viewOptions(["tree", "list"] as const)} />
                </div>
                {orgBody}
              </>
            ),
          },
          {
            key: "projects",
            label: t("org.projects"),
            children: (
              <>
                <div style={{ display: "flex", gap: 8, marginBottom: 8 }}>
                  <Input.Search allowClear aria-label={t("org.searchProjects")} placeholder={t("org.searchProjects")} onSearch={setProjectKeyword} onChange={(e) => !e.target.value && setProjectKeyword("")} />
                  <Segmented aria-label={t("org.view")} size="small" value={projectView} onChange={(v) => setProjectView(v as ProjectViewMode)} options={viewOptions(["list", "tree", "relation"] as const)} />
                </div>
                {projectBody}
              </>
            ),
          },
        ]}
      />
    </div>
  );
});
