import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { Input, Segmented } from "antd";
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORG_TREE_HEIGHT } from "#app/rules/constants";
import { isSelectableOrg } from "#app/rules/org-tree";
import type { OrgNode } from "#app/types/generated/org-node";
import type { ProjectStatus } from "#app/types/generated/project-status";
import { OrgPopover } from "./OrgPopover";
import { OrgTabs } from "./OrgTabs";
import { OrgSearchResults, type OrgSearchAnswer } from "./OrgSearchResults";
import { OrgTreeView } from "./OrgTreeView";
import { ProjectListView, type ProjectPage, type ProjectQuery } from "./ProjectListView";
import { usePageIdle } from "./usePageIdle";

export type { OrgSearchAnswer, ProjectPage, ProjectQuery };

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

export interface OrgSwitcherProps extends OrgSwitcherData {
  current: { id: string; name: string } | null;
  projectStatuses: readonly ProjectStatus[];
  /** Router guards (SPEC §4 Org switch step 1); false or a throw keeps the previous org. */
  beforeSelect?: (node: OrgNode) => Promise<boolean>;
  /** The route navigates with `?org=<fullId>`. */
  onSelect: (node: OrgNode) => void;
  /** Text colour of the header the button sits in. */
  color?: string;
  defaultOpen?: boolean;
}

type Tab = "orgs" | "projects";
type OrgViewMode = "tree" | "list";
type ProjectViewMode = "list" | "tree" | "relation";

/** Room the tabs, view switch and search box take out of the 500 px popover (SPEC §9). */
const CHROME_HEIGHT = 150;

/**
 * The header's org switcher (SPEC §2 org-switch popover, §4 Org switch): a button
 * with the current org opening a 500 px popover with organisations (tree, list) and
 * projects (list, tree, relation), search, status filter and bookmarks.
 */
export function OrgSwitcher(props: OrgSwitcherProps) {
  const { current, beforeSelect, onSelect, color, defaultOpen = false } = props;
  const { loadRoots, loadChildren, searchOrgs, loadProjects, loadProjectRelations, onToggleFocus, projectStatuses } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [selectedId, setSelectedId] = useState<string | null>(current?.id ?? null);
  const pending = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();
  // The panel is drawn, hidden, once the page is idle and kept afterwards: opening only shows it.
  // Once opened it stays drawn too, so a panel opened and closed before the page was idle keeps its state.
  const idle = usePageIdle();
  const [opened, setOpened] = useState(defaultOpen);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const drawn = hydrated && (idle || open || opened);
  const name = current?.name ?? t("org.noOrg");

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const pick = useCallback(
    async (node: OrgNode, view: "org" | "project") => {
      if (!isSelectableOrg(node, { view }) || pending.current) return;
      const previous = selectedId;
      setSelectedId(node.id);
      pending.current = true;
      try {
        if (beforeSelect && !(await beforeSelect(node))) {
          setSelectedId(previous);
          return;
        }
        close(true);
        onSelect(node);
      } catch {
        // SPEC §4, §8: org change errors are swallowed; the previous org stays.
        setSelectedId(previous);
      } finally {
        pending.current = false;
      }
    },
    [beforeSelect, onSelect, selectedId, close],
  );

  // Opened from the keyboard, the focus moves into the panel, to its search box.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const panel = document.getElementById(panelId);
    (panel?.querySelector<HTMLElement>("[role='tabpanel']:not([hidden]) input") ?? panel?.querySelector<HTMLElement>("[role='tab'][aria-selected='true']"))?.focus();
  }, [open, panelId]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("org.switch", { name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawn ? panelId : undefined}
        onClick={(event) => {
          // detail 0: pressed with Enter or Space rather than clicked.
          focusOnOpen.current = !open && event.detail === 0;
          setOpen(!open);
        }}
        style={{ display: "flex", alignItems: "center", gap: 6, background: "none", border: 0, color: color ?? "inherit", cursor: "pointer", height: "100%", padding: "0 8px", fontSize: 14, maxWidth: 280 }}
      >
        <ApartmentOutlined aria-hidden />
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
      {drawn ? (
        <OrgPopover id={panelId} open={open} anchor={button} onClose={close}>
          <OrgSwitchPanel
            // A new current org starts a fresh panel (SPEC §4 Org switch step 2: node caches reset).
            key={current?.id ?? ""}
            selectedId={selectedId}
            onPick={pick}
            loadRoots={loadRoots}
            loadChildren={loadChildren}
            searchOrgs={searchOrgs}
            loadProjects={loadProjects}
            loadProjectRelations={loadProjectRelations}
            onToggleFocus={onToggleFocus}
            projectStatuses={projectStatuses}
          />
        </OrgPopover>
      ) : null}
    </>
  );
}

/** False while server rendering and hydrating, true afterwards. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

interface PanelProps extends OrgSwitcherData {
  projectStatuses: readonly ProjectStatus[];
  selectedId: string | null;
  onPick: (node: OrgNode, view: "org" | "project") => void;
}

/** Memoised: opening and closing the popover does not draw the panel again. */
const OrgSwitchPanel = memo(function OrgSwitchPanel({ selectedId, onPick, loadRoots, loadChildren, searchOrgs, loadProjects, loadProjectRelations, onToggleFocus, projectStatuses }: PanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("orgs");
  const [orgView, setOrgView] = useState<OrgViewMode>("tree");
  const [projectView, setProjectView] = useState<ProjectViewMode>("list");
  const [orgKeyword, setOrgKeyword] = useState("");
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

  const orgSearch = orgKeyword.trim();
  const orgBody =
    orgSearch || orgView === "list" ? (
      <OrgSearchResults keyword={orgSearch} search={searchOrgs} selectedId={selectedId} onPick={(n) => onPick(n, "org")} height={listHeight} />
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
    <div role="dialog" aria-label={t("org.panel")} style={{ width: 400, height: ORG_TREE_HEIGHT, display: "flex", flexDirection: "column" }}>
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
                  <Input.Search allowClear aria-label={t("org.search")} placeholder={t("org.search")} onSearch={setOrgKeyword} onChange={(e) => !e.target.value && setOrgKeyword("")} />
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
