import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { fitMenuGroup, type GroupBarFit } from "./fit-menu-items";
import { HEADER_SHRINK } from "./header-shrink";

/** Between two bars of a group: the header's gap between items. */
export const MENU_GROUP_GAP = 12;

interface MenuBarGroupApi {
  /** A bar's share of the room (null until measured). */
  fitOf: (nav: HTMLElement | null) => GroupBarFit | null;
  /** A bar's items changed (names, count): measure the group again. */
  remeasure: () => void;
}

const GroupContext = createContext<MenuBarGroupApi | null>(null);

/** The group a menu bar stands in, if any. */
export function useMenuBarGroup(): MenuBarGroupApi | null {
  return useContext(GroupContext);
}

interface GroupState {
  fits: ReadonlyMap<Element, GroupBarFit>;
  natural: number;
  min: number;
}

const sameState = (a: GroupState | null, b: GroupState) =>
  a !== null &&
  Math.abs(a.natural - b.natural) < 0.5 &&
  Math.abs(a.min - b.min) < 0.5 &&
  a.fits.size === b.fits.size &&
  [...b.fits].every(([nav, fit]) => {
    const was = a.fits.get(nav);
    return was !== undefined && was.visible === fit.visible && Math.abs(was.width - fit.width) < 0.5;
  });

/** What a bar (a nav marked data-menu-bar, MenuBar) measures: its items, its "more" item, what it adds around its list. */
function measureBar(nav: HTMLElement, gap: number) {
  const list = nav.querySelector<HTMLElement>('[role="menubar"]');
  const children = list ? ([...list.children] as HTMLElement[]) : [];
  const items = children.filter((child) => child.hasAttribute("data-overflow-item"));
  const more = children.find((child) => child.hasAttribute("data-overflow-more"));
  return {
    itemWidths: items.map((item) => item.getBoundingClientRect().width),
    moreWidth: more?.getBoundingClientRect().width ?? 0,
    gap,
    around: Math.max(0, nav.getBoundingClientRect().width - (list?.getBoundingClientRect().width ?? 0)),
  };
}

/**
 * The header's menu bars that stand side by side (the main menu and the sub menu, SPEC §2
 * levels 3 and 4) as one flex item of the header: it asks for what all their items need and
 * gives way like one menu bar (HEADER_SHRINK.menu); the room it gets is shared among the bars
 * item by item (fitMenuGroup), so that neither is left with a lone "more" beside room the other
 * does not use. Measured in the browser, again when the room or an item's width changes.
 */
export function MenuBarGroup({ children, gap }: { children: ReactNode; gap: number }) {
  const root = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<GroupState | null>(null);

  const measure = useCallback(() => {
    const element = root.current;
    if (!element) return;
    const navs = [...element.querySelectorAll<HTMLElement>("[data-menu-bar]")];
    const fit = fitMenuGroup(
      navs.map((nav) => measureBar(nav, gap)),
      element.clientWidth,
      MENU_GROUP_GAP,
    );
    // Nothing measured (no layout): every item shows, the widths are the style sheet's.
    if (fit.natural === 0) return;
    const next: GroupState = { fits: new Map(navs.map((nav, index) => [nav, fit.bars[index] ?? { visible: 0, width: 0 }])), natural: fit.natural, min: fit.min };
    setState((previous) => (sameState(previous, next) ? previous : next));
  }, [gap]);

  useBrowserLayoutEffect(() => {
    measure();
  }, [measure]);

  // The room, and every item's width (a locale's names, a font coming in).
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    for (const item of element.querySelectorAll("[data-overflow-item], [data-overflow-more]")) observer.observe(item);
    return () => observer.disconnect();
  }, [measure, state]);

  const api = useMemo<MenuBarGroupApi>(() => ({ fitOf: (nav) => (nav ? (state?.fits.get(nav) ?? null) : null), remeasure: measure }), [state, measure]);
  return (
    <div
      ref={root}
      data-menu-bar-group=""
      style={{
        display: "flex",
        alignItems: "center",
        gap: MENU_GROUP_GAP,
        height: "100%",
        overflow: "hidden",
        flex: state ? `0 ${HEADER_SHRINK.menu} ${state.natural}px` : `0 ${HEADER_SHRINK.menu} auto`,
        minWidth: state?.min ?? 0,
      }}
    >
      <GroupContext.Provider value={api}>{children}</GroupContext.Provider>
    </div>
  );
}
