import { CheckOutlined, SearchOutlined } from "@ant-design/icons";
import { AutoComplete, type RefSelectProps } from "antd";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMenu } from "#app/components/sidebar/open-menu";
import type { PlacedProps } from "#app/components/types";
import type { PortalMenus } from "#app/menus/portal-menus";
import { useFullMenus } from "#app/menus/use-full-menus";
import { usePortal } from "#app/portal/portal-context";
import { MENU_LEVEL_APP } from "#app/rules/constants";
import { buildMenuSearchIndex, createMenuSearcher, type MenuSearcher, type MenuSearchResult } from "#app/rules/menu-search";
import { indexMenus, menuName, menuPath } from "#app/rules/menu-tree";
import type { MenuNode } from "#app/types/generated/menu-node";
import { HEADER_SHRINK, SEARCH_COMPACT_WIDTH, searchBoxCompact } from "./header-shrink";
import { IconButton } from "./items/IconButton";
import { isSearchShortcut, isTextField, SEARCH_SHORTCUT_KEYS } from "./search-shortcut";

/** The server has no layout: measuring starts in the browser, before the first paint. */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The menu search of the header (SPEC §2 "Search autocomplete over all leaf menus", §5 Search):
 * case-insensitive substring over the localised names of every leaf, each menu once, at most
 * 50 with the 'filterResultLimitTips' tip, the no-data text when nothing matches. Arrow keys
 * move through the results, Enter opens one (SPEC §4 Menu select). A page carrying a slim
 * tree searches the whole one as soon as it has been fetched.
 *
 * When the header is short of room (after the extend entries have folded, before the menu bars
 * do: HEADER_SHRINK), or when the layout asks for it (props.compact), the box shows as an icon
 * button; a click, "/" or Ctrl+K opens the box over its neighbours, and Escape or leaving it
 * empty closes it again.
 */
export function SearchBox({ item }: Partial<PlacedProps>) {
  const { menus } = usePortal();
  return menus ? <MenuSearch menus={menus} alwaysCompact={item?.props["compact"] === true} /> : null;
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

const NO_OPTIONS: SearchOption[] = [];
const OPTION_STYLE: CSSProperties = { display: "flex", flexDirection: "column", lineHeight: 1.3, padding: "2px 0" };
const TRAIL_STYLE: CSSProperties = { fontSize: 12, opacity: 0.6 };
const TIP_STYLE: CSSProperties = { padding: "6px 12px", fontSize: 12, opacity: 0.7, borderTop: "1px solid rgba(0, 0, 0, 0.06)" };
const VISUALLY_HIDDEN: CSSProperties = { position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 };
const SEARCH_ICON = <SearchOutlined aria-hidden />;
/**
 * The mark of "the selected option". No result is ever the selected one (the box holds what is
 * typed, the options are menu ids); giving the mark spares every option the empty mark cell
 * antd draws otherwise.
 */
const SELECTED_MARK = <CheckOutlined aria-hidden />;

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

/** Whether the header has taken width from the box (searchBoxCompact), measured again whenever its width changes. */
function useCompact(element: { current: HTMLElement | null }, expanded: number, always: boolean): boolean {
  const [short, setShort] = useState(false);
  useBrowserLayoutEffect(() => {
    const box = element.current;
    if (always || !box) return;
    const measure = () => setShort(searchBoxCompact(box.getBoundingClientRect().width, expanded));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, expanded, always]);
  return always || short;
}

function MenuSearch({ menus, alwaysCompact }: { menus: PortalMenus; alwaysCompact: boolean }) {
  const { org, locale, plan } = usePortal();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  // The index is made when the box is first used, not with the page.
  const [used, setUsed] = useState(false);
  // Compact: the box was opened (a click, a shortcut, the focus) and shows over its neighbours.
  const [opened, setOpened] = useState(false);
  const full = useFullMenus(menus, org?.fullId);
  const { openMenu } = useOpenMenu(full.tree);
  const portalMenus = menus.portalMenus;
  const active = used || keyword !== "";
  const data = useMemo(() => (active ? searchData([...full.tree, ...portalMenus], locale) : null), [active, full.tree, portalMenus, locale]);
  const result = useMemo(() => (data ? data.searcher.search(keyword) : null), [data, keyword]);
  const options = useMemo(() => (data && result ? data.options(result) : NO_OPTIONS), [data, result]);
  // Translated once per language and result size, not per keystroke.
  const texts = useMemo(() => ({ label: t("search.label"), placeholder: t("search.placeholder"), open: t("search.open"), openHint: t("search.openHint") }), [t]);
  const tipKey = result?.limited ? (result.tip ?? "filterResultLimitTips") : null;
  const shown = result?.items.length ?? 0;
  const total = result?.total ?? 0;
  const tip = useMemo(() => (tipKey === null ? null : t(`search.${tipKey}`, { limit: shown, total })), [t, tipKey, shown, total]);
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
  const onChange = useCallback((value: string) => setKeyword(typeof value === "string" ? value : ""), []);
  const onSelect = useCallback(
    (id: string) => {
      setKeyword("");
      void openMenu(id);
    },
    [openMenu],
  );

  const width = plan.portalType === "Simple" ? 320 : 220;
  const wrapper = useRef<HTMLDivElement | null>(null);
  const compact = useCompact(wrapper, width, alwaysCompact);
  const showBox = !compact || opened;
  const box = useRef<RefSelectProps | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  // What takes the focus once the next render is drawn: the box after opening, the button after closing.
  const focusNext = useRef<"box" | "button" | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "box") box.current?.focus();
    else if (target === "button") button.current?.focus();
  });
  const open = useCallback(() => {
    setOpened(true);
    setUsed(true);
    focusNext.current = "box";
    // Already drawn (not compact, or open): no render follows, so the focus moves now.
    box.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, isTextField(event.target))) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !compact || keyword !== "") return;
    setOpened(false);
    focusNext.current = "button";
  };
  const onBlur = () => {
    if (keyword === "") setOpened(false);
  };

  const inputId = useId();
  const boxStyle = useMemo<CSSProperties>(
    () => (compact ? { position: "absolute", right: 0, top: "50%", transform: "translateY(-50%)", width, zIndex: 1 } : { width: "100%" }),
    [compact, width],
  );
  return (
    <div
      ref={wrapper}
      data-search-box={compact ? "compact" : "box"}
      style={{
        position: "relative",
        display: "flex",
        alignItems: "center",
        justifyContent: "flex-end",
        height: "100%",
        // The box asks for its full width and gives way after the extend entries (HEADER_SHRINK).
        flex: alwaysCompact ? "0 0 auto" : `0 ${HEADER_SHRINK.search} ${width}px`,
        minWidth: SEARCH_COMPACT_WIDTH,
      }}
    >
      {showBox ? (
        <>
          <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
            {texts.label}
          </label>
          <AutoComplete
            ref={box}
            id={inputId}
            value={keyword}
            options={options}
            onChange={onChange}
            onSelect={onSelect}
            onFocus={() => {
              setUsed(true);
              setOpened(true);
            }}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            notFoundContent={notFound}
            virtual={false}
            menuItemSelectedIcon={SELECTED_MARK}
            popupMatchSelectWidth={360}
            popupRender={popupRender}
            style={boxStyle}
            placeholder={texts.placeholder}
            prefix={SEARCH_ICON}
            allowClear
          />
        </>
      ) : (
        <IconButton ref={button} label={texts.open} title={texts.openHint} icon={<SearchOutlined />} aria-keyshortcuts={SEARCH_SHORTCUT_KEYS} onClick={open} />
      )}
    </div>
  );
}
