import { Alert, Empty, Spin, theme } from "antd";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ORG_VIRTUAL_LIST_KEEP, SEARCH_RESULT_CAP } from "#app/kit/constants";
import { orgParentPath } from "#app/features/org-switch/org-search.rules";
import { capResults, orgDisabledReason } from "#app/features/org-switch/org-tree.rules";
import type { OrgNode } from "#app/types/generated/org-node";
import { OrgRow } from "./OrgRow";
import { VirtualList } from "./VirtualList";

export interface OrgSearchAnswer {
  records: OrgNode[];
  recordTotal: number;
}

/** A result row holds two lines: the org's name, and below it where it sits. */
const RESULT_ROW_HEIGHT = 48;
/** Room the count line takes above the list, px; the limit tip takes LIMIT_TIP_HEIGHT. */
const COUNT_HEIGHT = 26;
const LIMIT_TIP_HEIGHT = 48;

interface Props {
  keyword: string;
  search: (keyword: string) => Promise<OrgSearchAnswer>;
  selectedId: string | null;
  onPick: (node: OrgNode) => void;
  height: number;
  /** The search box: ArrowUp on the first result goes back to it. */
  searchBox?: RefObject<{ focus: () => void }>;
}

export interface OrgSearchResultsHandle {
  /** Moves the focus to the first result shown; false when there is none. */
  focusFirst: () => boolean;
}

type Answer = { keyword: string; items: OrgNode[]; limited: boolean; total: number } | { keyword: string; error: string };

/**
 * Org search results (SPEC §5, §9): the platform's ranked matches, at most 50, with the count of
 * all of them in the user's locale, or the 'filterResultLimitTips' tip when there are more; the
 * no-data text when there are none. Each row is the org's name with where it sits below it.
 * While the next keyword's answer is on its way the last one stays, so that typing does not blink.
 * ArrowDown and ArrowUp move between the rows, Enter picks one.
 */
export const OrgSearchResults = forwardRef<OrgSearchResultsHandle, Props>(function OrgSearchResults({ keyword, search, selectedId, onPick, height, searchBox }, ref) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const box = useRef<HTMLDivElement>(null);

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

  const items = answer && "items" in answer ? answer.items : [];
  const rowOf = (index: number) => {
    const org = items[index];
    return org ? box.current?.querySelector<HTMLElement>(`[role="listitem"][data-org-id="${CSS.escape(org.id)}"]`) : null;
  };
  useImperativeHandle(ref, () => ({
    focusFirst: () => {
      const row = rowOf(0) ?? box.current?.querySelector<HTMLElement>('[role="listitem"]');
      row?.focus();
      return Boolean(row);
    },
  }));

  // A row next to the focused one is always drawn (the list keeps rows beyond the view), and
  // focusing it scrolls it into view.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const id = (event.target as HTMLElement).closest<HTMLElement>('[role="listitem"]')?.dataset.orgId;
    const at = items.findIndex((org) => org.id === id);
    if (at < 0) return;
    event.preventDefault();
    if (event.key === "ArrowUp" && at === 0) searchBox?.current?.focus();
    else rowOf(event.key === "ArrowDown" ? Math.min(items.length - 1, at + 1) : at - 1)?.focus();
  };

  if (answer === null) return <Spin aria-label={t("org.loading")} />;
  if ("error" in answer) return answer.keyword === keyword ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("org.loadFailed", { message: answer.error })} /> : <Spin aria-label={t("org.loading")} />;
  if (answer.items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span role="status">{t("org.noData")}</span>} />;
  const stale = answer.keyword !== keyword;
  return (
    <div ref={box} onKeyDown={onKeyDown} aria-busy={stale || undefined} data-keyword={answer.keyword}>
      {answer.limited ? (
        <Alert type="info" showIcon role="status" style={{ marginBottom: 8 }} message={t("org.filterResultLimitTips", { limit: SEARCH_RESULT_CAP, total: answer.total })} />
      ) : (
        <div role="status" style={{ height: COUNT_HEIGHT - 4, marginBottom: 4, fontSize: token.fontSizeSM, lineHeight: `${COUNT_HEIGHT - 4}px`, color: token.colorTextSecondary }}>
          {t("org.resultCount", { count: answer.total })}
        </div>
      )}
      <VirtualList
        role="list"
        aria-label={t("org.search")}
        items={answer.items}
        height={height - (answer.limited ? LIMIT_TIP_HEIGHT : COUNT_HEIGHT)}
        itemHeight={RESULT_ROW_HEIGHT}
        keep={ORG_VIRTUAL_LIST_KEEP}
        itemKey={(o) => o.id}
        renderItem={(org) => (
          <OrgRow role="listitem" org={org} path={orgParentPath(org)} depth={0} selected={org.id === selectedId} disabledReason={orgDisabledReason(org, { view: "org" })} onActivate={() => onPick(org)} />
        )}
      />
    </div>
  );
});
