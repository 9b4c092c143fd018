import { Spin } from "antd";
import { memo, useMemo, useRef, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { HomePage } from "#app/features/home/HomePage";
import { INTERNAL_PAGES } from "#app/features/content/pages/internal-pages";
import { paneDomId, tabDomId, tabTitle } from "#app/features/tabs/tab-title";
import type { PlacedProps } from "#app/layout/placed";
import { resolveMenuArrival, useShownArrival, type MenuArrival } from "#app/features/menus/use-menu-select";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { usePlan, useMenus } from "#app/shell/stores";
import { PaneActiveContext } from "#app/features/sub-apps/pane-active";
import { useTabsStore } from "#app/features/tabs/tabs.store";
import { MenuPage } from "./MenuPage";
import { TemporaryAppPage } from "./TemporaryAppPage";

// The shell's own pages other than the home page load their code when first shown.
const NotFoundPage = lazyPiece("features/content/NotFoundPage", () => import("#app/features/content/NotFoundPage").then((m) => m.NotFoundPage));
const ForbiddenPage = lazyPiece("features/content/ForbiddenPage", () => import("./ForbiddenPage").then((m) => m.ForbiddenPage));
const DetachedMenuPage = lazyPiece("features/content/DetachedMenuPage", () => import("./DetachedMenuPage").then((m) => m.DetachedMenuPage));

/** The page for one shown menu: the shell's own pages, a registered internal page, or the menu's app viewport. */
function MenuContent({ arrival }: { arrival: Extract<MenuArrival, { kind: "show" }> }) {
  const menus = useMenus();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const { menuId, menu, page } = arrival;
  const registered = INTERNAL_PAGES[menuId] ?? (menu?.code ? INTERNAL_PAGES[menu.code] : undefined);
  if (registered && (page === "home" || page === "workbench" || page === "menu")) {
    const Page = registered;
    return <Page menu={menu} />;
  }
  const title = tabTitle(menuId, "", menus, locale, t);
  switch (page) {
    case "home":
      return <HomePage />;
    case "notFound":
      return <NotFoundPage />;
    case "forbidden":
      return <ForbiddenPage />;
    case "temporaryApp":
      return <TemporaryAppPage />;
    case "detached":
      return <DetachedMenuPage name={title} url={arrival.url ?? ""} target={arrival.target ?? "_blank"} />;
    default:
      return <MenuPage menuId={menuId} menu={menu} title={title} />;
  }
}

interface PaneProps {
  id: string;
  active: boolean;
  /** The pane's tab, when it has one in the tab bar. */
  labelledBy?: string;
  /** Its name, when it has no tab. */
  label?: string;
  withTabs: boolean;
}

/**
 * A pane kept while another tab is shown. `hidden` as ever (assistive technology, the tab
 * order, find in page and hosted apps' visibility checks all skip it), drawn with
 * `content-visibility: hidden` instead of `display: none`: the browser keeps the page's styles
 * and layout, so showing it again does not compute the whole page anew. Out of the flow, with
 * the width it has when shown, so that layout stays valid.
 */
const KEPT_PANE: CSSProperties = { display: "block", position: "absolute", top: 0, left: 0, right: 0, contentVisibility: "hidden" };

/**
 * One menu's pane. Memoized on its plain props: a tab switch (ADR 015) draws only the two
 * panes whose visibility changes, not every page kept open.
 */
const Pane = memo(function Pane({ id, active, labelledBy, label, withTabs }: PaneProps) {
  const menus = useMenus();
  // The lists, not the menus object: that changes with the active path on every menu change.
  const tree = menus?.tree;
  const portalMenus = menus?.portalMenus;
  const arrival = useMemo(() => resolveMenuArrival(id, tree && portalMenus ? { tree, portalMenus } : null), [id, tree, portalMenus]);
  // The same element while the arrival is the same: showing or hiding the pane draws only what
  // reads whether it is shown (PaneActiveContext), not the whole page.
  const content = useMemo(() => (arrival.kind === "show" ? <MenuContent arrival={arrival} /> : null), [arrival]);
  if (content === null) return null;
  return (
    <div id={paneDomId(id)} data-menu-id={id} role={withTabs ? "tabpanel" : undefined} aria-labelledby={labelledBy} aria-label={label} hidden={!active} style={active ? undefined : KEPT_PANE}>
      <PaneActiveContext.Provider value={active}>{content}</PaneActiveContext.Provider>
    </div>
  );
});

/**
 * The content area (SPEC §2 routes /portal/{menuId}): the page of the URL's menu. Each open
 * tab keeps its page mounted once it was shown (hidden while another tab is active), so
 * switching tabs keeps what the user did; a tab's refresh key (SPEC §4 Tabs force-refresh,
 * the right-click "refresh") is part of its element key, so bumping it mounts the page anew.
 * A menu being changed to shows its pane (kept or new) before the URL follows (ADR 015). While the
 * URL is being replaced (a directory's first page, the forbidden page) a loading state shows.
 */
export function ContentViewport(_props: PlacedProps) {
  const store = useTabsStore();
  const snap = useSnapshot(store);
  const arrival = useShownArrival();
  const menus = useMenus();
  const { locale, plan } = usePlan();
  const { t } = useTranslation();
  // Menus shown at least once while their tab stayed open.
  const shown = useRef(new Set<string>());

  if (arrival.kind === "redirect") {
    return (
      <div role="status" aria-live="polite" style={{ display: "grid", placeItems: "center", minHeight: 240 }}>
        {/* In the text colour, without antd's white halo: the accent on the content's grey stood under 4.5:1 (ADR 036). */}
        <Spin tip={<span style={{ textShadow: "none", color: "rgba(0, 0, 0, 0.88)" }}>{t("tabs.content.opening")}</span>}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );
  }

  const open = new Set(snap.tabs.map((tab) => tab.id));
  for (const id of [...shown.current]) if (!open.has(id)) shown.current.delete(id);
  shown.current.add(arrival.menuId);
  // In the order first shown: panes never move in the document (a moved frame would load again).
  const paneIds = [...shown.current];
  const withTabs = plan.tabBar.visible;

  return (
    <div data-content-viewport="" style={{ position: "relative", minHeight: "100%" }}>
      {paneIds.map((id) => (
        <Pane
          key={`${id}:${snap.refreshKeys[id] ?? 0}`}
          id={id}
          active={id === arrival.menuId}
          withTabs={withTabs}
          labelledBy={withTabs && open.has(id) ? tabDomId(id) : undefined}
          label={withTabs && !open.has(id) ? tabTitle(id, "", menus, locale, t) : undefined}
        />
      ))}
    </div>
  );
}
