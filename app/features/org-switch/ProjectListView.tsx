import { Button, Checkbox, Empty, Spin } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORG_VIRTUAL_ITEM_SIZE, ORG_VIRTUAL_LIST_KEEP, PROJECT_PAGE_SIZE } from "#app/kit/constants";
import { focusStatusFor, orgDisabledReason } from "#app/features/org-switch/org-tree.rules";
import type { OrgNode } from "#app/types/generated/org-node";
import type { ProjectStatus } from "#app/types/generated/project-status";
import { OrgRow } from "./OrgRow";
import { VirtualList } from "./VirtualList";

export { PROJECT_PAGE_SIZE };

export interface ProjectQuery {
  keyword: string;
  status: string[];
  pageIndex: number;
}

export interface ProjectPage {
  records: OrgNode[];
  recordTotal: number;
  totalPage: number;
}

interface Props {
  keyword: string;
  statuses: readonly ProjectStatus[];
  selectedId: string | null;
  loadProjects: (query: ProjectQuery) => Promise<ProjectPage>;
  onToggleFocus: (node: OrgNode, status: 0 | 1) => Promise<void>;
  onPick: (node: OrgNode) => void;
  height: number;
}

/** SPEC §3: a status is labelled `xmzt_<lang>`, else `xmzt`. */
export function statusLabel(status: ProjectStatus, lang: string): string {
  const localized = status[`xmzt_${lang}`];
  return typeof localized === "string" && localized ? localized : status.xmzt;
}

/**
 * The project list (SPEC §4 Org switch): status filter checkboxes, pages of 50,
 * a bookmark star per project; toggling it sends 0 or 1 and reloads the page.
 */
export function ProjectListView({ keyword, statuses, selectedId, loadProjects, onToggleFocus, onPick, height }: Props) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<string[]>([]);
  const [page, setPage] = useState<{ records: OrgNode[]; pageIndex: number; totalPage: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  const load = useCallback(
    async (pageIndex: number, append: boolean) => {
      const id = ++request.current;
      try {
        const result = await loadProjects({ keyword, status, pageIndex });
        if (id !== request.current) return;
        setError(null);
        setPage((prev) => ({ records: append && prev ? [...prev.records, ...result.records] : result.records, pageIndex, totalPage: result.totalPage }));
      } catch (e) {
        if (id === request.current) setError(e instanceof Error ? e.message : String(e));
      }
    },
    [loadProjects, keyword, status],
  );

  useEffect(() => {
    void load(1, false);
  }, [load]);

  const toggleFocus = async (node: OrgNode) => {
    try {
      await onToggleFocus(node, focusStatusFor(node));
    } finally {
      await load(1, false);
    }
  };

  return (
    <div>
      {statuses.length > 0 ? (
        <Checkbox.Group
          aria-label={t("org.status")}
          value={status}
          onChange={(values) => setStatus(values.map(String))}
          options={statuses.map((s) => ({ label: statusLabel(s, i18n.language), value: s.code }))}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      {error ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.loadFailed", { message: error })} />
      ) : page === null ? (
        <Spin aria-label={t("org.loading")} />
      ) : page.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.noData")} />
      ) : (
        <>
          <VirtualList
            role="list"
            aria-label={t("org.projects")}
            items={page.records}
            height={height}
            itemHeight={ORG_VIRTUAL_ITEM_SIZE}
            keep={ORG_VIRTUAL_LIST_KEEP}
            itemKey={(p) => p.id}
            renderItem={(project) => (
              <OrgRow
                role="listitem"
                org={project}
                depth={0}
                selected={project.id === selectedId}
                disabledReason={orgDisabledReason(project, { view: "project" })}
                onActivate={() => onPick(project)}
                onToggleFocus={() => void toggleFocus(project)}
              />
            )}
          />
          {page.pageIndex < page.totalPage ? (
            <Button type="link" block onClick={() => void load(page.pageIndex + 1, true)}>
              {t("org.more")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
