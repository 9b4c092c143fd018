import { SearchOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMenu } from "#app/features/sidebar/open-menu";
import type { PlacedProps } from "#app/layout/placed";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { useFullMenus } from "#app/features/menus/use-full-menus";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import type { MenuNode } from "#app/types/generated/menu-node";
import { HEADER_BREAKPOINTS, HEADER_CLASS, narrowerThan, SEARCH_FOLD_CSS, StyleRules } from "../header/header-css";
import { IconButton } from "../header/items/IconButton";
import { menuSearchData, type MenuSearchData } from "./menu-search-data";
import { MenuSearchField } from "./MenuSearchField";
import { useSearchBoxStyle } from "./search-box-style";
import { isSearchShortcut, isTextField, OPEN_MENU_SEARCH_EVENT, SEARCH_SHORTCUT_KEYS } from "./search-shortcut";

/** The server has no layout: measuring starts in the browser, before the first paint. */

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
export function SearchBox({ item, region }: Partial<PlacedProps>) {
  const menus = useMenus();
  const fold: SearchFold = item?.props["compact"] === true ? "always" : region === "header.right" ? "right" : "center";
  return menus ? <MenuSearch menus={menus} fold={fold} /> : null;
}

/** Where the box folds to its icon (HEADER_CSS): always, beside the tools (Classic), or in the bar's middle (Simple). */
type SearchFold = "always" | "right" | "center";

const FOLD_BELOW: Record<Exclude<SearchFold, "always">, number> = { right: HEADER_BREAKPOINTS.wide, center: HEADER_BREAKPOINTS.tablet };

/**
 * Whether the box shows as its icon now: the style sheet decides what is drawn (the same on the
 * server); this tells the search how to behave (Escape closes the folded box). False on the
 * server and while hydrating; then the window's width, followed as it changes.
 */
function useFolded(fold: SearchFold): boolean {
  const query = fold === "always" ? null : narrowerThan(FOLD_BELOW[fold]);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (query === null || typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  const folded = useSyncExternalStore(
    subscribe,
    () => query !== null && typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
  return fold === "always" || folded;
}

const NO_TREE: MenuNode[] = [];

/** The search over one tree (and the internal menus) in one locale. */
interface BuiltSearch {
  tree: MenuNode[];
  portalMenus: MenuNode[];
  locale: string;
  data: MenuSearchData;
}

/** Longest wait for an idle moment before a newer tree is searched anyway (ms). */
const REBUILD_IDLE_TIMEOUT_MS = 1000;

/**
 * The search over `tree` and the internal menus, made once the box is first used (`used`), out
 * of any render: the first at once, a newer one (the whole tree fetched after the page's slim
 * one, another locale) in an idle moment, the last one searching meanwhile. Reading 20,000 menus
 * takes tens of milliseconds: done in a render, it would run again each time a keystroke
 * interrupts the render that brings the whole tree, and hold up the keystrokes.
 */
function useSearchData(used: boolean, tree: MenuNode[], portalMenus: MenuNode[], locale: string): BuiltSearch | null {
  const [built, setBuilt] = useState<BuiltSearch | null>(null);
  const current = built !== null && built.tree === tree && built.portalMenus === portalMenus && built.locale === locale;
  const first = built === null;
  useEffect(() => {
    if (!used || current) return;
    const build = () => setBuilt({ tree, portalMenus, locale, data: menuSearchData([...tree, ...portalMenus], locale) });
    if (first) {
      build();
      return;
    }
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(build, { timeout: REBUILD_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(build, 0);
    return () => window.clearTimeout(handle);
  }, [used, current, first, tree, portalMenus, locale]);
  return built;
}

/**
 * The search's owner: the menu trees and the index, the words, the compact icon and its
 * shortcut. What is typed lives in MenuSearchField, so a keystroke does not draw this again.
 */
function MenuSearch({ menus, fold }: { menus: PortalMenus; fold: SearchFold }) {
  const { org } = useOrg();
  const { locale, plan } = usePlan();
  const { t } = useTranslation();
  const scope = useSearchBoxStyle();
  // The index is made when the box is first used, not with the page.
  const [used, setUsed] = useState(false);
  // Compact: the box was opened (a click, a shortcut, the focus) and shows over its neighbours.
  const [opened, setOpened] = useState(false);
  const full = useFullMenus(menus, org?.fullId);
  const search = useSearchData(used, full.tree, menus.portalMenus, locale);
  // Results come from the searched tree: opening one needs that tree, not one still being searched.
  const { openMenu } = useOpenMenu(search?.tree ?? NO_TREE);
  const data = search?.data ?? null;
  const texts = useMemo(
    () => ({ label: t("search.label"), placeholder: t("search.placeholder"), clear: t("search.clear"), noData: t("search.noData"), open: t("search.open"), openHint: t("search.openHint") }),
    [t],
  );
  const tipText = useCallback((key: string, shown: number, total: number) => t(`search.${key}`, { limit: shown, total }), [t]);

  const width = plan.portalType === "Simple" ? 320 : 220;
  const compact = useFolded(fold);
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  // What takes the focus once the next render is drawn: the box after opening, the button after closing.
  const focusNext = useRef<"box" | "button" | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "box") input.current?.focus();
    else if (target === "button") button.current?.focus();
  });
  const open = useCallback(() => {
    setOpened(true);
    setUsed(true);
    focusNext.current = "box";
    // Already drawn (not compact, or open): no render follows, so the focus moves now; what was left typed is selected, so a new search replaces it.
    input.current?.focus();
    input.current?.select();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, isTextField(event.target))) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    // The same shortcut pressed inside a hosted app, told by the app through the bridge (watchShortcuts).
    window.addEventListener(OPEN_MENU_SEARCH_EVENT, open);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener(OPEN_MENU_SEARCH_EVENT, open);
    };
  }, [open]);

  const onUse = useCallback(() => {
    setUsed(true);
    setOpened(true);
  }, []);
  const onLeave = useCallback((empty: boolean) => {
    if (empty) setOpened(false);
  }, []);
  const onEscapeEmpty = useCallback(() => {
    if (!compact) return false;
    setOpened(false);
    focusNext.current = "button";
    return true;
  }, [compact]);
  // A picked result opens its menu and the folded box closes (the box is emptied by MenuSearchField).
  const onPick = useCallback(
    (id: string) => {
      setOpened(false);
      void openMenu(id);
    },
    [openMenu],
  );

  const inputId = useId();
  return (
    <div
      data-search-box={compact ? "compact" : "box"}
      data-search-fold={fold}
      data-search-open={opened || undefined}
      style={{ position: "relative", display: "flex", alignItems: "center", justifyContent: "flex-end", height: "100%", ["--portal-search-width" as string]: `${width}px` }}
    >
      <StyleRules css={SEARCH_FOLD_CSS} />
      <div className={HEADER_CLASS.searchField}>
        <MenuSearchField
          inputRef={input}
          inputId={inputId}
          scope={scope}
          texts={texts}
          tipText={tipText}
          data={data}
          boxStyle={BOX_STYLE}
          onUse={onUse}
          onLeave={onLeave}
          onEscapeEmpty={onEscapeEmpty}
          onPick={onPick}
        />
      </div>
      <IconButton ref={button} className={HEADER_CLASS.searchIcon} label={texts.open} title={texts.openHint} icon={<SearchOutlined />} aria-keyshortcuts={SEARCH_SHORTCUT_KEYS} onClick={open} />
    </div>
  );
}

/** The box fills what the header gives it; folded and opened, the style sheet sets it over its neighbours. */
const BOX_STYLE: CSSProperties = { width: "100%" };
