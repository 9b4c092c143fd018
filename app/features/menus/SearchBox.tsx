import { SearchOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMenu } from "#app/features/sidebar/open-menu";
import type { PlacedProps } from "#app/layout/placed";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { useFullMenus } from "#app/features/menus/use-full-menus";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import type { MenuNode } from "#app/types/generated/menu-node";
import { HEADER_SHRINK, SEARCH_COMPACT_WIDTH, searchBoxCompact } from "../header/header-shrink";
import { IconButton } from "../header/items/IconButton";
import { menuSearchData, type MenuSearchData } from "./menu-search-data";
import { MenuSearchField } from "./MenuSearchField";
import { useSearchBoxStyle } from "./search-box-style";
import { isSearchShortcut, isTextField, SEARCH_SHORTCUT_KEYS } from "./search-shortcut";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";

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
export function SearchBox({ item }: Partial<PlacedProps>) {
  const menus = useMenus();
  return menus ? <MenuSearch menus={menus} alwaysCompact={item?.props["compact"] === true} /> : null;
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
function MenuSearch({ menus, alwaysCompact }: { menus: PortalMenus; alwaysCompact: boolean }) {
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
  const wrapper = useRef<HTMLDivElement | null>(null);
  const compact = useCompact(wrapper, width, alwaysCompact);
  const showBox = !compact || opened;
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
    // Already drawn (not compact, or open): no render follows, so the focus moves now.
    input.current?.focus();
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
  const onPick = useCallback((id: string) => void openMenu(id), [openMenu]);

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
        <MenuSearchField
          inputRef={input}
          inputId={inputId}
          scope={scope}
          texts={texts}
          tipText={tipText}
          data={data}
          boxStyle={boxStyle}
          onUse={onUse}
          onLeave={onLeave}
          onEscapeEmpty={onEscapeEmpty}
          onPick={onPick}
        />
      ) : (
        <IconButton ref={button} label={texts.open} title={texts.openHint} icon={<SearchOutlined />} aria-keyshortcuts={SEARCH_SHORTCUT_KEYS} onClick={open} />
      )}
    </div>
  );
}
