import { CaretDownOutlined, CaretRightOutlined } from "@ant-design/icons";
import { Empty, Spin } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORG_TREE_HEIGHT, ORG_VIRTUAL_ITEM_SIZE, ORG_VIRTUAL_LIST_KEEP } from "#app/kit/constants";
import { dedupeChildren, filterCategoryLeaves, flattenVisible, isSelectableOrg, orgDisabledReason, type OrgView } from "#app/features/org-switch/org-tree.rules";
import type { OrgNode } from "#app/types/generated/org-node";
import { OrgRow } from "./OrgRow";
import { VirtualList } from "./VirtualList";

interface Branch {
  id: string;
  org: OrgNode;
  children: Branch[] | null;
}

interface Props {
  view: OrgView;
  selectedId: string | null;
  loadRoots: () => Promise<OrgNode[]>;
  loadChildren: (ids: string[]) => Promise<Record<string, OrgNode[]>>;
  onPick: (node: OrgNode) => void;
  /** Height of the list; the popover leaves room for tabs and search. */
  height?: number;
  label: string;
}

/** SPEC §5: category leaves are dropped and duplicates removed, preferring non-son-project nodes. */
function tidy(children: readonly OrgNode[]): OrgNode[] {
  return filterCategoryLeaves(dedupeChildren(children));
}

/**
 * A lazily loaded org tree in a virtual list (SPEC §9: 30 rows kept, 32 px each),
 * so a tree of 100,000 nodes opens as fast as a small one. Disabled nodes (SPEC §4)
 * are not picked: clicking one expands or collapses its children.
 */
export function OrgTreeView({ view, selectedId, loadRoots, loadChildren, onPick, height = ORG_TREE_HEIGHT - 120, label }: Props) {
  const { t } = useTranslation();
  const [roots, setRoots] = useState<OrgNode[] | null>(null);
  const [children, setChildren] = useState<Record<string, OrgNode[]>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fetchChildren = useCallback(
    async (ids: string[]) => {
      setLoading((prev) => new Set([...prev, ...ids]));
      try {
        const map = await loadChildren(ids);
        if (!alive.current) return;
        setChildren((prev) => {
          const next = { ...prev };
          for (const id of ids) next[id] = tidy(map[id] ?? []);
          return next;
        });
      } catch (e) {
        if (alive.current) setError(e instanceof Error ? e.message : String(e));
      } finally {
        if (alive.current) setLoading((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
      }
    },
    [loadChildren],
  );

  useEffect(() => {
    loadRoots().then(
      (list) => {
        if (!alive.current) return;
        setRoots(list);
        const ids = list.map((n) => n.id);
        setExpanded(new Set(ids));
        if (ids.length > 0) void fetchChildren(ids);
      },
      (e: unknown) => alive.current && setError(e instanceof Error ? e.message : String(e)),
    );
  }, [loadRoots, fetchChildren]);

  const branches = useMemo(() => {
    const cache = new Map<string, Branch>();
    const wrap = (org: OrgNode): Branch => {
      const known = cache.get(org.id);
      if (known) return known;
      const branch: Branch = {
        id: org.id,
        org,
        get children() {
          const list = children[org.id];
          return list ? list.map(wrap) : null;
        },
      };
      cache.set(org.id, branch);
      return branch;
    };
    return (roots ?? []).map(wrap);
  }, [roots, children]);
  const rows = useMemo(() => flattenVisible(branches, expanded), [branches, expanded]);

  const toggle = (org: OrgNode) => {
    const open = expanded.has(org.id);
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.delete(org.id);
      else next.add(org.id);
      return next;
    });
    if (!open && children[org.id] === undefined && org.isLeaf !== true) void fetchChildren([org.id]);
  };

  if (error) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.loadFailed", { message: error })} />;
  if (roots === null) return <Spin aria-label={t("org.loading")} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.noData")} />;
  return (
    <VirtualList
      aria-label={label}
      items={rows}
      height={height}
      itemHeight={ORG_VIRTUAL_ITEM_SIZE}
      keep={ORG_VIRTUAL_LIST_KEEP}
      itemKey={(row) => row.node.id}
      renderItem={(row) => {
        const org = row.node.org;
        const expandable = org.isLeaf !== true && (children[org.id] === undefined || (children[org.id]?.length ?? 0) > 0);
        const isOpen = expanded.has(org.id);
        const selectable = isSelectableOrg(org, { view });
        return (
          <OrgRow
            org={org}
            depth={row.depth}
            expanded={expandable ? isOpen : undefined}
            selected={org.id === selectedId}
            disabledReason={orgDisabledReason(org, { view })}
            onActivate={() => (selectable ? onPick(org) : expandable && toggle(org))}
            toggle={
              expandable ? (
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={t(isOpen ? "org.collapse" : "org.expand", { name: org.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    toggle(org);
                  }}
                  style={{ border: 0, background: "none", cursor: "pointer", width: 20, padding: 0 }}
                >
                  {loading.has(org.id) ? <Spin size="small" /> : isOpen ? <CaretDownOutlined /> : <CaretRightOutlined />}
                </button>
              ) : (
                <span style={{ display: "inline-block", width: 20 }} />
              )
            }
          />
        );
      }}
    />
  );
}
