import { Dropdown, type MenuProps } from "antd";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { PlacedProps } from "#app/components/types";
import { lazyIcon, preloadDropdownIcons } from "#app/lazy/lazy-icon";
import { useShownMenuId } from "#app/menus/use-menu-select";
import { usePortal } from "#app/portal/portal-context";
import { tabMenuItems } from "#app/rules/tabs";
import { useTabsStore } from "#app/state/tabs";
import { tabDomId, tabTitle } from "./tab-title";
import { TabItem } from "./TabItem";
import { useDefaultTab, useTabActions } from "./use-tab-actions";

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
  const { menus, locale, plan } = usePortal();
  // The menu shown, ahead of the URL while a change is under way (ADR 015).
  const currentMenuId = useShownMenuId();
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

  const titled = snap.tabs.map((tab) => ({ id: tab.id, title: snap.titles[tab.id] ?? tabTitle(tab.id, tab.name, menus, locale, t) }));
  // The URL's tab is the active one; the store follows it right after the page changes.
  const activeId = titled.some((tab) => tab.id === currentMenuId) ? currentMenuId : snap.activeId;

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

  const focusTab = (index: number) => {
    const tab = titled[(index + titled.length) % titled.length];
    if (tab) document.getElementById(tabDomId(tab.id))?.focus();
  };

  const move = (from: number, to: number) => {
    const tab = titled[from];
    if (!tab || to < 0 || to >= titled.length || from === to) return;
    actions.move(from, to);
    focusAfterRender.current = tab.id;
    setAnnouncement(t("tabs.moved", { name: tab.title, position: to + 1, count: titled.length }));
  };

  const close = (index: number) => {
    const tab = titled[index];
    if (!tab) return;
    const neighbour = titled[index + 1] ?? titled[index - 1];
    focusAfterRender.current = neighbour?.id ?? defaultTab?.id ?? null;
    void actions.close(tab.id);
  };

  if (titled.length === 0) return null;

  const menuTab = titled.find((tab) => tab.id === menuTabId);
  // SPEC §4: the close items are disabled with one tab or fewer (close right also on the last tab).
  const enabled = tabMenuItems(snap, menuTabId);
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
          {titled.map((tab, index) => (
            <TabItem
              key={tab.id}
              id={tab.id}
              title={tab.title}
              index={index}
              active={tab.id === activeId}
              simple={simple}
              closable={!(titled.length === 1 && tab.id === defaultTab?.id)}
              dragging={dragging === tab.id}
              dropTarget={dropTarget === tab.id && dragging !== tab.id}
              actions={actions}
              onKeyNavigate={(key) => {
                if (key === "ArrowLeft") focusTab(index - 1);
                else if (key === "ArrowRight") focusTab(index + 1);
                else if (key === "Home") focusTab(0);
                else if (key === "End") focusTab(titled.length - 1);
              }}
              onMove={(delta) => move(index, index + delta)}
              onClose={() => close(index)}
              onDragStart={() => setDragging(tab.id)}
              onDragEnter={() => setDropTarget(tab.id)}
              onDrop={(fromId) => {
                const from = titled.findIndex((other) => other.id === fromId);
                setDragging(null);
                setDropTarget(null);
                if (from >= 0) move(from, index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropTarget(null);
              }}
              draggingId={dragging}
              onContextMenu={() => {
                pointedTab.current = tab.id;
              }}
            />
          ))}
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
