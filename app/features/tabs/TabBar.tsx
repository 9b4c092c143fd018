import { Dropdown, type MenuProps } from "antd";
import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { PlacedProps } from "#app/layout/placed";
import { lazyIcon, preloadDropdownIcons } from "#app/kit/lazy/lazy-icon";
import { useShownMenuId } from "#app/features/menus/use-menu-select";
import { usePlan, useMenus } from "#app/shell/stores";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { tabMenuItems } from "#app/features/tabs/tabs.rules";
import { useTabsStore } from "#app/features/tabs/tabs.store";
import { tabDomId, tabTitle } from "./tab-title";
import { TabItem, type TabItemHandlers } from "./TabItem";
import { useDefaultTab, useTabActions, type TabActions } from "./use-tab-actions";

// The context menu's icons load with it.
const ReloadOutlined = lazyIcon("ReloadOutlined");
const VerticalLeftOutlined = lazyIcon("VerticalLeftOutlined");
const ColumnWidthOutlined = lazyIcon("ColumnWidthOutlined");

const visuallyHidden: CSSProperties = { position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 };

/**
 * The tab bar (SPEC §2, §4 Tabs): one tab per opened menu, titled with the menu's name in
 * the active locale. A click opens the tab's menu; × or Delete closes it; the right-click
 * menu (or Shift+F10) refreshes, closes the tabs to the right or the others; tabs are
 * dragged to reorder, or moved with Alt+Shift+←/→. Classic draws cards on a grey strip,
 * Simple an underlined row.
 */
export function TabBar(_props: PlacedProps) {
  const store = useTabsStore();
  const snap = useSnapshot(store);
  const menus = useMenus();
  const { locale, plan } = usePlan();
  const actions = useTabActions();
  const defaultTab = useDefaultTab().tab;
  const { t } = useTranslation();
  const hintId = useId();
  const menuDomId = `${hintId}-actions`;
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const focusAfterRender = useRef<string | null>(null);
  // The tab whose right-click menu is open (one menu for the whole bar).
  const [menuTabId, setMenuTabId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const pointedTab = useRef<string | null>(null);
  const simple = plan.portalType === "Simple";

  // The bar reads the list and the titles, not which tab is selected: a switch redraws only the
  // list's two changed tabs (TabList), not the bar and its right-click menu.
  const { tabs, titles } = snap;
  const titled = useMemo(() => tabs.map((tab) => ({ id: tab.id, title: titles[tab.id] ?? tabTitle(tab.id, tab.name, menus, locale, t) })), [tabs, titles, menus, locale, t]);

  useEffect(() => {
    const id = focusAfterRender.current;
    if (id === null) return;
    focusAfterRender.current = null;
    document.getElementById(tabDomId(id))?.focus();
  });

  // The open menu takes the focus for the keyboard, without scrolling: a scroll closes a menu
  // placed at the pointer. Escape closes it and gives the focus back to its tab.
  useEffect(() => {
    if (!menuOpen) return;
    const frame = requestAnimationFrame(() => document.getElementById(menuDomId)?.focus({ preventScroll: true }));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    // Capture phase: the menu's own handlers may stop the event before it bubbles.
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown, true);
      // The menu closed (Escape, a choice, a click elsewhere): a focus left inside the menu, or
      // dropped to the page, goes back to its tab — after the menu's own key handling.
      if (!menuTabId) return;
      setTimeout(() => {
        const active = document.activeElement;
        const inMenu = active !== null && document.getElementById(menuDomId)?.contains(active) === true;
        if (inMenu || active === null || active === document.body) document.getElementById(tabDomId(menuTabId))?.focus();
      }, 0);
    };
  }, [menuOpen, menuTabId, menuDomId]);

  // What the handlers read, as last committed: they are made once, so the tabs keep their memo.
  const latest = useRef({ titled, actions, defaultTab, t });
  useBrowserLayoutEffect(() => {
    latest.current = { titled, actions, defaultTab, t };
  });

  const handlers = useMemo<TabItemHandlers>(() => {
    const indexOf = (id: string) => latest.current.titled.findIndex((tab) => tab.id === id);
    const focusTab = (index: number) => {
      const list = latest.current.titled;
      const tab = list[(index + list.length) % list.length];
      if (tab) document.getElementById(tabDomId(tab.id))?.focus();
    };
    const move = (from: number, to: number) => {
      const { titled: list, actions: act, t: translate } = latest.current;
      const tab = list[from];
      if (!tab || to < 0 || to >= list.length || from === to) return;
      act.move(from, to);
      focusAfterRender.current = tab.id;
      setAnnouncement(translate("tabs.moved", { name: tab.title, position: to + 1, count: list.length }));
    };
    return {
      onKeyNavigate(id, key) {
        const index = indexOf(id);
        if (key === "ArrowLeft") focusTab(index - 1);
        else if (key === "ArrowRight") focusTab(index + 1);
        else if (key === "Home") focusTab(0);
        else focusTab(latest.current.titled.length - 1);
      },
      onMove(id, delta) {
        const index = indexOf(id);
        move(index, index + delta);
      },
      onClose(id) {
        const { titled: list, actions: act, defaultTab: fallback } = latest.current;
        const index = indexOf(id);
        if (index < 0) return;
        const neighbour = list[index + 1] ?? list[index - 1];
        focusAfterRender.current = neighbour?.id ?? fallback?.id ?? null;
        void act.close(id);
      },
      onDragStart(id) {
        setDragging(id);
      },
      onDragEnter(id) {
        setDropTarget(id);
      },
      onDrop(id, fromId) {
        const from = indexOf(fromId);
        setDragging(null);
        setDropTarget(null);
        if (from >= 0) move(from, indexOf(id));
      },
      onDragEnd() {
        setDragging(null);
        setDropTarget(null);
      },
      onContextMenu(id) {
        pointedTab.current = id;
      },
    };
  }, []);

  if (titled.length === 0) return null;

  const menuTab = titled.find((tab) => tab.id === menuTabId);
  // SPEC §4: the close items are disabled with one tab or fewer, or when they would close nothing (the default tab stays).
  const enabled = tabMenuItems({ tabs }, menuTabId, defaultTab?.id ?? null);
  const menu: MenuProps = {
    id: menuDomId,
    "aria-label": t("tabs.actions", { name: menuTab?.title ?? "" }),
    items: [
      { key: "refresh", icon: <ReloadOutlined aria-hidden />, label: t("tabs.refresh"), disabled: !enabled.refresh },
      { key: "closeRight", icon: <VerticalLeftOutlined aria-hidden />, label: t("tabs.closeRight"), disabled: !enabled.closeRight },
      { key: "closeOthers", icon: <ColumnWidthOutlined aria-hidden />, label: t("tabs.closeOthers"), disabled: !enabled.closeOthers },
    ],
    onClick: ({ key }) => {
      setMenuOpen(false);
      if (!menuTabId) return;
      if (key === "refresh") actions.refresh(menuTabId);
      else if (key === "closeRight") void actions.closeRight(menuTabId);
      else if (key === "closeOthers") void actions.closeOthers(menuTabId);
    },
  };

  return (
    <div
      data-portal-type={plan.portalType}
      style={{
        position: "relative",
        display: "flex",
        alignItems: "flex-end",
        minHeight: 40,
        padding: simple ? "0 12px" : "6px 12px 0",
        background: simple ? "#ffffff" : "#f0f2f5",
        borderBottom: simple ? "1px solid #f0f0f0" : "none",
        boxSizing: "border-box",
      }}
    >
      <Dropdown
        menu={menu}
        trigger={["contextMenu"]}
        // Like the browser's own context menu: no opening or closing animation to wait for.
        transitionName=""
        open={menuOpen}
        onOpenChange={(open) => {
          // Only a tab has a menu; the bar's empty space keeps the browser's own.
          const id = pointedTab.current;
          pointedTab.current = null;
          if (open && id === null) return;
          if (open) {
            setMenuTabId(id);
            preloadDropdownIcons();
          }
          setMenuOpen(open);
        }}
      >
        <div
          role="tablist"
          aria-label={t("tabs.label")}
          aria-describedby={hintId}
          aria-orientation="horizontal"
          style={{ display: "flex", alignItems: "flex-end", gap: simple ? 0 : 4, overflowX: "auto", overflowY: "hidden", minWidth: 0, flex: "1 1 auto", scrollbarWidth: "thin" }}
        >
          <TabList titled={titled} simple={simple} defaultTabId={defaultTab?.id ?? null} dragging={dragging} dropTarget={dropTarget} actions={actions} handlers={handlers} />
        </div>
      </Dropdown>
      <span id={hintId} style={visuallyHidden}>
        {t("tabs.reorderHint")}
      </span>
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

interface TabListProps {
  titled: readonly { id: string; title: string }[];
  simple: boolean;
  defaultTabId: string | null;
  dragging: string | null;
  dropTarget: string | null;
  actions: TabActions;
  handlers: TabItemHandlers;
}

/** The tabs of the bar: the only part that reads which menu is shown (ADR 015), so a switch redraws it alone. */
const TabList = memo(function TabList({ titled, simple, defaultTabId, dragging, dropTarget, actions, handlers }: TabListProps) {
  // The menu shown, ahead of the URL while a change is under way (ADR 015); its tab is the active one.
  const currentMenuId = useShownMenuId();
  // The store's active tab stands in while the menu shown has no tab (yet).
  const storeActiveId = useSnapshot(useTabsStore()).activeId;
  const activeId = titled.some((tab) => tab.id === currentMenuId) ? currentMenuId : storeActiveId;
  return (
    <>
      {titled.map((tab) => (
        <TabItem
          key={tab.id}
          id={tab.id}
          title={tab.title}
          active={tab.id === activeId}
          simple={simple}
          closable={!(titled.length === 1 && tab.id === defaultTabId)}
          dragging={dragging === tab.id}
          dropTarget={dropTarget === tab.id && dragging !== tab.id}
          draggingId={dragging}
          actions={actions}
          handlers={handlers}
        />
      ))}
    </>
  );
});
