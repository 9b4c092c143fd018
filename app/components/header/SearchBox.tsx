import { CheckOutlined, SearchOutlined } from "@ant-design/icons";
import { AutoComplete } from "antd";
import { useCallback, useMemo, useState, type CSSProperties, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMenu } from "#app/components/sidebar/open-menu";
import type { PortalMenus } from "#app/menus/portal-menus";
import { useFullMenus } from "#app/menus/use-full-menus";
import { usePortal } from "#app/portal/portal-context";
import { MENU_LEVEL_APP } from "#app/rules/constants";
import { buildMenuSearchIndex, createMenuSearcher, type MenuSearcher, type MenuSearchResult } from "#app/rules/menu-search";
import { indexMenus, menuName, menuPath } from "#app/rules/menu-tree";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * The menu search of the header (SPEC §2 "Search autocomplete over all leaf menus", §5 Search):
 * case-insensitive substring over the localised names of every leaf, each menu once, at most
 * 50 with the 'filterResultLimitTips' tip, the no-data text when nothing matches. Arrow keys
 * move through the results, Enter opens one (SPEC §4 Menu select). A page carrying a slim
 * tree searches the whole one as soon as it has been fetched.
 */
export function SearchBox() {
  const { menus } = usePortal();
  return menus ? <MenuSearch menus={menus} /> : null;
}

/** One option of the result list, made once per menu and kept, so an unchanged result draws nothing new. */
interface SearchOption {
  value: string;
  label: ReactElement;
}

/** What the search reads per menu tree and locale: the searcher and the options made so far. */
interface SearchData {
  searcher: MenuSearcher;
  /** The options of a result; the same array as last time when they are the same options. */
  options(result: MenuSearchResult): SearchOption[];
}

function searchData(menus: readonly MenuNode[], locale: string): SearchData {
  const all = indexMenus(menus);
  const searcher = createMenuSearcher(buildMenuSearchIndex(all, locale));
  const made = new Map<string, SearchOption>();
  const option = (menu: MenuNode, name: string): SearchOption => {
    const known = made.get(menu.id);
    if (known) return known;
    // Where the menu lives: its app and the menus above it (the category is left out).
    const trail = menuPath(all, menu.id)
      .filter((node) => node.level >= MENU_LEVEL_APP && node.id !== menu.id)
      .map((node) => menuName(node, locale))
      .join(" / ");
    const next: SearchOption = {
      value: menu.id,
      label: (
        <span style={OPTION_STYLE}>
          <span>{name}</span>
          {trail && <span style={TRAIL_STYLE}>{trail}</span>}
        </span>
      ),
    };
    made.set(menu.id, next);
    return next;
  };
  let last: SearchOption[] = NO_OPTIONS;
  return {
    searcher,
    options(result) {
      const next = result.items.map(({ menu, name }) => option(menu, name));
      // Typing on often keeps the first 50 results: the list then stays as it is.
      if (next.length !== last.length || next.some((item, i) => item !== last[i])) last = next;
      return last;
    },
  };
}

const NO_OPTIONS: SearchOption[] = [];
const OPTION_STYLE: CSSProperties = { display: "flex", flexDirection: "column", lineHeight: 1.3, padding: "2px 0" };
const TRAIL_STYLE: CSSProperties = { fontSize: 12, opacity: 0.6 };
const TIP_STYLE: CSSProperties = { padding: "6px 12px", fontSize: 12, opacity: 0.7, borderTop: "1px solid rgba(0, 0, 0, 0.06)" };
const SEARCH_ICON = <SearchOutlined aria-hidden />;
/**
 * The mark of "the selected option". No result is ever the selected one (the box holds what is
 * typed, the options are menu ids); giving the mark spares every option the empty mark cell
 * antd draws otherwise.
 */
const SELECTED_MARK = <CheckOutlined aria-hidden />;

function MenuSearch({ menus }: { menus: PortalMenus }) {
  const { org, locale, plan } = usePortal();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  // The index is made when the box is first used, not with the page.
  const [used, setUsed] = useState(false);
  const full = useFullMenus(menus, org?.fullId);
  const { openMenu } = useOpenMenu(full.tree);
  const portalMenus = menus.portalMenus;
  const active = used || keyword !== "";
  const data = useMemo(() => (active ? searchData([...full.tree, ...portalMenus], locale) : null), [active, full.tree, portalMenus, locale]);
  const result = useMemo(() => (data ? data.searcher.search(keyword) : null), [data, keyword]);
  const options = useMemo(() => (data && result ? data.options(result) : NO_OPTIONS), [data, result]);
  const limited = result?.limited ?? false;
  const tip = limited ? t(`search.${result?.tip ?? "filterResultLimitTips"}`, { limit: result?.items.length ?? 0, total: result?.total ?? 0 }) : null;
  const popupRender = useCallback(
    (list: ReactElement) => (
      <>
        {list}
        {tip !== null && (
          <div role="status" style={TIP_STYLE}>
            {tip}
          </div>
        )}
      </>
    ),
    [tip],
  );
  const noData = result?.noData ?? false;
  const notFound = useMemo(() => (noData ? <span role="status">{t("search.noData")}</span> : null), [noData, t]);
  const width = plan.portalType === "Simple" ? 320 : 220;
  const style = useMemo<CSSProperties>(() => ({ width, flexShrink: 0 }), [width]);
  const onChange = useCallback((value: string) => setKeyword(typeof value === "string" ? value : ""), []);
  const onSelect = useCallback(
    (id: string) => {
      setKeyword("");
      void openMenu(id);
    },
    [openMenu],
  );

  return (
    <AutoComplete
      value={keyword}
      options={options}
      onChange={onChange}
      onSelect={onSelect}
      onFocus={() => setUsed(true)}
      notFoundContent={notFound}
      virtual={false}
      menuItemSelectedIcon={SELECTED_MARK}
      popupMatchSelectWidth={360}
      popupRender={popupRender}
      style={style}
      aria-label={t("search.label")}
      placeholder={t("search.placeholder")}
      prefix={SEARCH_ICON}
      allowClear
    />
  );
}
