import { CloseCircleFilled, SearchOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent, type MouseEvent } from "react";
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
import { MenuSearchPopup, optionId, stepActive, type SearchOption } from "./MenuSearchPopup";
import { SEARCH_CLASS, useSearchBoxStyle } from "./search-box-style";
import { isSearchShortcut, isTextField, SEARCH_SHORTCUT_KEYS } from "./search-shortcut";

/** The server has no layout: measuring starts in the browser, before the first paint. */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The menu search of the header (SPEC §2 "Search autocomplete over all leaf menus", §5 Search):
 * case-insensitive substring over the localised names of every leaf, each menu once, at most
 * 50 with the 'filterResultLimitTips' tip, the no-data text when nothing matches. Arrow keys
 * move through the results (wrapping), Enter or a click opens one (SPEC §4 Menu select), Escape
 * closes the list and then empties the box. A page carrying a slim tree searches the whole one
 * as soon as it has been fetched.
 *
 * The box is a WAI-ARIA 1.2 combobox of its own (an input with a listbox popup, the active
 * option named by aria-activedescendant), not antd's AutoComplete: a keystroke draws the box
 * and its at most 50 options once, and only the options that changed.
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

/** What the search reads per menu tree and locale: the searcher and the options made so far. */
interface SearchData {
  searcher: MenuSearcher;
  /** The options of a result; the same array as last time when they are the same options. */
  options(result: MenuSearchResult): SearchOption[];
}

const NO_OPTIONS: SearchOption[] = [];
const VISUALLY_HIDDEN: CSSProperties = { position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 };
const SEARCH_ICON = <SearchOutlined aria-hidden />;
const CLEAR_ICON = <CloseCircleFilled aria-hidden />;

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
    const next: SearchOption = { id: menu.id, name, trail };
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

/** The active option (-1: none) and whether the keyboard moved there (the list then scrolls to it). */
interface ActiveOption {
  index: number;
  byKey: boolean;
}

const NO_ACTIVE: ActiveOption = { index: -1, byKey: false };

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
  const scope = useSearchBoxStyle();
  const [keyword, setKeyword] = useState("");
  const [active, setActive] = useState<ActiveOption>(NO_ACTIVE);
  // The list is wanted (typing, a click, an arrow key) until Escape, a pick or leaving the box.
  const [listWanted, setListWanted] = useState(false);
  // The index is made when the box is first used, not with the page.
  const [used, setUsed] = useState(false);
  // Compact: the box was opened (a click, a shortcut, the focus) and shows over its neighbours.
  const [opened, setOpened] = useState(false);
  const full = useFullMenus(menus, org?.fullId);
  const { openMenu } = useOpenMenu(full.tree);
  const portalMenus = menus.portalMenus;
  const searching = used || keyword !== "";
  const data = useMemo(() => (searching ? searchData([...full.tree, ...portalMenus], locale) : null), [searching, full.tree, portalMenus, locale]);
  const result = useMemo(() => (data ? data.searcher.search(keyword) : null), [data, keyword]);
  const options = useMemo(() => (data && result ? data.options(result) : NO_OPTIONS), [data, result]);
  // Translated once per language and result size, not per keystroke.
  const texts = useMemo(
    () => ({ label: t("search.label"), placeholder: t("search.placeholder"), open: t("search.open"), openHint: t("search.openHint"), clear: t("search.clear") }),
    [t],
  );
  const tipKey = result?.limited ? (result.tip ?? "filterResultLimitTips") : null;
  const shown = result?.items.length ?? 0;
  const total = result?.total ?? 0;
  const tip = useMemo(() => (tipKey === null ? null : t(`search.${tipKey}`, { limit: shown, total })), [t, tipKey, shown, total]);
  const noData = result?.noData ?? false;
  const noDataText = useMemo(() => (noData ? t("search.noData") : null), [noData, t]);

  const width = plan.portalType === "Simple" ? 320 : 220;
  const wrapper = useRef<HTMLDivElement | null>(null);
  const compact = useCompact(wrapper, width, alwaysCompact);
  const showBox = !compact || opened;
  const listOpen = showBox && listWanted && (options.length > 0 || noData);
  const activeIndex = listOpen && active.index < options.length ? active.index : -1;
  const boxElement = useRef<HTMLSpanElement | null>(null);
  const box = useRef<HTMLInputElement | null>(null);
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

  const search = (text: string) => {
    setKeyword(text);
    setActive(NO_ACTIVE);
    setListWanted(text !== "");
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    search("");
    void openMenu(option.id);
  };
  const onActivate = useCallback((index: number) => setActive({ index, byKey: false }), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => search(event.target.value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys of an input method composing text (Enter confirms it) are the method's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (event.altKey) setListWanted(event.key === "ArrowDown");
        else if (!listOpen) setListWanted(true);
        else setActive({ index: stepActive(activeIndex, event.key === "ArrowDown" ? 1 : -1, options.length), byKey: true });
        return;
      }
      case "Enter":
        if (activeIndex < 0) return;
        event.preventDefault();
        pick(activeIndex);
        return;
      case "Escape":
        // Closes the list; with the list closed, empties the box; empty, closes the compact box.
        if (listOpen) setListWanted(false);
        else if (keyword !== "") search("");
        else if (compact) {
          setOpened(false);
          focusNext.current = "button";
        } else return;
        event.preventDefault();
        return;
      default:
    }
  };
  const onBlur = () => {
    setListWanted(false);
    if (keyword === "") setOpened(false);
  };
  const onFocus = () => {
    setUsed(true);
    setOpened(true);
  };
  // A press on the box's icon or padding puts the caret in the field, as antd's inputs do.
  const onBoxMouseDown = (event: MouseEvent) => {
    if (event.target === box.current) return;
    event.preventDefault();
    box.current?.focus();
  };
  const clear = () => {
    search("");
    box.current?.focus();
  };

  const inputId = useId();
  const listId = `${inputId}-list`;
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
          <span ref={boxElement} className={`${scope} ${SEARCH_CLASS.box}`} style={boxStyle} onMouseDown={onBoxMouseDown}>
            {SEARCH_ICON}
            <input
              ref={box}
              id={inputId}
              className={SEARCH_CLASS.input}
              type="text"
              role="combobox"
              aria-expanded={listOpen}
              aria-controls={listOpen ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
              aria-keyshortcuts={SEARCH_SHORTCUT_KEYS}
              autoComplete="off"
              spellCheck={false}
              placeholder={texts.placeholder}
              value={keyword}
              onChange={onChange}
              onKeyDown={onKeyDown}
              onClick={() => setListWanted(true)}
              onFocus={onFocus}
              onBlur={onBlur}
            />
            {keyword !== "" && (
              <button type="button" tabIndex={-1} className={SEARCH_CLASS.clear} aria-label={texts.clear} title={texts.clear} onClick={clear}>
                {CLEAR_ICON}
              </button>
            )}
          </span>
          {listOpen && (
            <MenuSearchPopup
              anchor={boxElement}
              scope={scope}
              listId={listId}
              label={texts.label}
              options={options}
              active={activeIndex}
              revealActive={active.byKey}
              tip={tip}
              noData={noDataText}
              onPick={pick}
              onActivate={onActivate}
            />
          )}
        </>
      ) : (
        <IconButton ref={button} label={texts.open} title={texts.openHint} icon={<SearchOutlined />} aria-keyshortcuts={SEARCH_SHORTCUT_KEYS} onClick={open} />
      )}
    </div>
  );
}
