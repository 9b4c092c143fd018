import { Alert, Empty, Spin } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ORG_VIRTUAL_ITEM_SIZE, ORG_VIRTUAL_LIST_KEEP, SEARCH_RESULT_CAP } from "#app/kit/constants";
import { orgParentPath } from "#app/features/org-switch/org-search.rules";
import { capResults, orgDisabledReason } from "#app/features/org-switch/org-tree.rules";
import type { OrgNode } from "#app/types/generated/org-node";
import { OrgRow } from "./OrgRow";
import { VirtualList } from "./VirtualList";

export interface OrgSearchAnswer {
  records: OrgNode[];
  recordTotal: number;
}

interface Props {
  keyword: string;
  search: (keyword: string) => Promise<OrgSearchAnswer>;
  selectedId: string | null;
  onPick: (node: OrgNode) => void;
  height: number;
}

/** Org search results (SPEC §5): capped at 50 with the 'filterResultLimitTips' tip, no-data text when empty; each row the org's name, then where it sits. */
export function OrgSearchResults({ keyword, search, selectedId, onPick, height }: Props) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ keyword: string; items: OrgNode[]; limited: boolean; total: number } | { keyword: string; error: string } | null>(null);

  useEffect(() => {
    let live = true;
    search(keyword).then(
      (result) => {
        if (!live) return;
        const capped = capResults(result.records, SEARCH_RESULT_CAP);
        const total = Math.max(result.recordTotal, capped.total);
        setAnswer({ keyword, items: capped.items, limited: capped.limited || total > SEARCH_RESULT_CAP, total });
      },
      (e: unknown) => live && setAnswer({ keyword, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [keyword, search]);

  if (answer === null || answer.keyword !== keyword) return <Spin aria-label={t("org.loading")} />;
  if ("error" in answer) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.loadFailed", { message: answer.error })} />;
  if (answer.items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.noData")} />;
  return (
    <>
      {answer.limited ? (
        <Alert type="info" showIcon role="status" style={{ marginBottom: 8 }} message={t("org.filterResultLimitTips", { limit: SEARCH_RESULT_CAP, total: answer.total })} />
      ) : null}
      <VirtualList
        role="list"
        aria-label={t("org.search")}
        items={answer.items}
        height={height - (answer.limited ? 48 : 0)}
        itemHeight={ORG_VIRTUAL_ITEM_SIZE}
        keep={ORG_VIRTUAL_LIST_KEEP}
        itemKey={(o) => o.id}
        renderItem={(org) => (
          <OrgRow role="listitem" org={org} path={orgParentPath(org)} depth={0} selected={org.id === selectedId} disabledReason={orgDisabledReason(org, { view: "org" })} onActivate={() => onPick(org)} />
        )}
      />
    </>
  );
}
