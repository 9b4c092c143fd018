import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { categoryHoldsMenu, hoverExpand, panelTrigger } from "#app/features/sidebar/sidebar.rules";
import { setMenuPanel, toggleSidebarCategory, useSidebarStore } from "#app/features/sidebar/sidebar.store";
import type { MenuNode } from "#app/types/generated/menu-node";
import { MenuIcon } from "./menu-icons";
import type { SidebarView } from "./sidebar-view";

/** A long name (English, Swedish) wraps onto a second line rather than being cut off (SPEC §1 languages). */
const WRAPPED_NAME = { flex: 1, minWidth: 0, whiteSpace: "normal", overflowWrap: "anywhere", lineHeight: 1.3, padding: "4px 0" } as const;

/** Focuses the first item of the open menu panel inside `root` once it is drawn. */
export function focusPanel(root: HTMLElement | null): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[data-testid="menu-panel"] [data-menu-item]')?.focus());
}

function AppRow({ app, category, view }: { app: MenuNode; category: MenuNode; view: SidebarView }) {
  const store = useSidebarStore();
  const snap = useSnapshot(store);
  const timer = useRef<number | null>(null);
  const row = useRef<HTMLButtonElement>(null);
  const trigger = panelTrigger({ conciseQuickSelect: view.options.conciseQuickSelect, activeMenuInCategory: categoryHoldsMenu(category, view.activeId) });
  const open = snap.panelAppId === app.id;
  const active = view.activeIds.has(app.id);
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  return (
    <li>
      <button
        ref={row}
        type="button"
        data-app-id={app.id}
        aria-haspopup="true"
        aria-expanded={open}
        aria-current={active ? "true" : undefined}
        disabled={app.disabled === true}
        onMouseEnter={() => {
          // SPEC §4 Sidebar, §9: the panel opens once the pointer rests 500 ms (hover trigger only).
          if (trigger !== "hover" || open) return;
          cancel();
          timer.current = window.setTimeout(() => setMenuPanel(store, app.id), hoverExpand(0).waitMs);
        }}
        onMouseLeave={cancel}
        onClick={() => {
          cancel();
          setMenuPanel(store, open ? null : app.id);
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowRight") return;
          event.preventDefault();
          cancel();
          setMenuPanel(store, app.id);
          focusPanel(row.current?.closest("nav") ?? null);
        }}
        style={{
          display: "flex",
          alignItems: "center",
          gap: 8,
          width: "100%",
          minHeight: 40,
          padding: view.variant === "simple" ? "0 12px 0 28px" : "0 16px 0 36px",
          border: 0,
          font: "inherit",
          textAlign: "left",
          cursor: app.disabled ? "not-allowed" : "pointer",
          color: active || open ? view.colors.activeText : view.colors.text,
          background: active || open ? view.colors.activeBg : "transparent",
        }}
      >
        {view.options.menuIconShow && <MenuIcon menu={app} font={view.font} />}
        <span style={WRAPPED_NAME}>{menuName(app, view.locale)}</span>
        <RightOutlined aria-hidden style={{ fontSize: 10, opacity: 0.6 }} />
      </button>
    </li>
  );
}

/**
 * The accordion of the left side (SPEC §2): categories (level 1) open and close; each shows
 * its apps (level 2), whose cascading menu panel opens on hover past 500 ms, or on click
 * (always, and as the only way under concise quick-select when the active menu is in the
 * category), or with Arrow Right. uniqueOpened keeps one category open.
 */
export function SidebarAccordion({ view }: { view: SidebarView }) {
  const store = useSidebarStore();
  const snap = useSnapshot(store);
  return (
    <div>
      {view.categories.map((category) => {
        const open = snap.openCategoryIds.includes(category.id);
        const active = view.activeIds.has(category.id);
        const listId = `sidebar-category-${category.id}`;
        const apps = category.children ?? [];
        return (
          <section key={category.id}>
            <h3 style={{ margin: 0, fontSize: "inherit", fontWeight: 600 }}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggleSidebarCategory(store, category.id, view.options.uniqueOpened)}
                style={{
                  display: "flex",
                  alignItems: "center",
                  gap: 8,
                  width: "100%",
                  minHeight: 40,
                  padding: view.variant === "simple" ? "0 12px" : "0 16px",
                  border: 0,
                  background: "transparent",
                  font: "inherit",
                  fontWeight: 600,
                  textAlign: "left",
                  cursor: "pointer",
                  color: active ? view.colors.activeText : view.colors.text,
                }}
              >
                {view.options.menuIconShow && <MenuIcon menu={category} font={view.font} />}
                <span style={WRAPPED_NAME}>{menuName(category, view.locale)}</span>
                {open ? <DownOutlined aria-hidden style={{ fontSize: 10 }} /> : <RightOutlined aria-hidden style={{ fontSize: 10 }} />}
              </button>
            </h3>
            <ul id={listId} role="list" hidden={!open} style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {open && apps.map((app) => <AppRow key={app.id} app={app} category={category} view={view} />)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
