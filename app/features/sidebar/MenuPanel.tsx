import { RightOutlined } from "@ant-design/icons";
import { Spin } from "antd";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { menuHref } from "#app/features/header/MainMenu";
import { fetchAppMenus } from "#app/features/menus/use-full-menus";
import { usePlan } from "#app/shell/stores";
import { menuPermission } from "#app/features/menus/menu-permissions.rules";
import { filterCategoryLeaves, menuChildren, menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { MenuIcon } from "./menu-icons";
import { searchOf } from "./open-menu";
import type { SidebarView } from "./sidebar-view";
import { StarToggle } from "./StarToggle";

const COLUMN_WIDTH = 208;

/** The app's menus: its own children, or (slim page tree) fetched once from /portal/menus. */
function useAppMenus(app: MenuNode, view: SidebarView): { menus: MenuNode[] | null; failed: boolean } {
  const known = app.children !== undefined || view.complete || !view.orgFullId;
  const [fetched, setFetched] = useState<{ id: string; app: MenuNode | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (known || !view.orgFullId) return;
    const controller = new AbortController();
    fetchAppMenus(view.orgFullId, app.id, controller.signal).then(
      (whole) => setFetched({ id: app.id, app: whole, failed: false }),
      () => !controller.signal.aborted && setFetched({ id: app.id, app: null, failed: true }),
    );
    return () => controller.abort();
  }, [known, view.orgFullId, app.id]);
  if (known) return { menus: filterCategoryLeaves(app.children), failed: false };
  if (!fetched || fetched.id !== app.id) return { menus: null, failed: false };
  return { menus: fetched.app ? filterCategoryLeaves(fetched.app.children) : [], failed: fetched.failed };
}

/** The directories on the active path, column by column: what the panel first shows open. */
function activeDirs(menus: readonly MenuNode[], activeIds: ReadonlySet<string>): string[] {
  const path: string[] = [];
  let column: readonly MenuNode[] = menus;
  for (;;) {
    const dir = column.find((node) => activeIds.has(node.id) && menuChildren(node).length > 0);
    if (!dir) return path;
    path.push(dir.id);
    column = filterCategoryLeaves(dir.children);
  }
}

/**
 * The cascading menu panel of one app (SPEC §2 Left side): main menus (level 3) in the first
 * column, each directory's children in the next; leaves open their menu and carry the star
 * toggle. Arrow Right opens a directory's column, Arrow Left goes back, Escape closes.
 */
export function MenuPanel({ app, view, onClose, onOpened }: { app: MenuNode; view: SidebarView; onClose: () => void; onOpened: () => void }) {
  const { t } = useTranslation();
  const search = searchOf(usePlan().currentPath);
  const { menus, failed } = useAppMenus(app, view);
  const [openPath, setOpenPath] = useState<string[] | null>(null);
  const panel = useRef<HTMLElement>(null);
  const path = useMemo(() => openPath ?? (menus ? activeDirs(menus, view.activeIds) : []), [openPath, menus, view.activeIds]);
  const { colors, locale } = view;

  const columns: MenuNode[][] = [];
  if (menus) {
    columns.push(menus);
    for (const id of path) {
      const dir = columns.at(-1)?.find((node) => node.id === id);
      if (!dir) break;
      columns.push(filterCategoryLeaves(dir.children));
    }
  }

  function openDir(level: number, id: string, focus: boolean) {
    setOpenPath([...path.slice(0, level), id]);
    if (focus) {
      requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-column="${level + 1}"] [data-menu-item]`)?.focus());
    }
  }

  function key(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    const target = event.target as HTMLElement;
    const level = Number(target.closest<HTMLElement>("[data-column]")?.dataset.column ?? "-1");
    if (event.key === "ArrowLeft" && level > 0) {
      event.preventDefault();
      const parentId = path[level - 1];
      setOpenPath(path.slice(0, level - 1).concat(parentId ? [parentId] : []));
      const items = panel.current?.querySelectorAll<HTMLElement>(`[data-column="${level - 1}"] [data-menu-item]`) ?? [];
      [...items].find((item) => item.dataset.menuId === parentId)?.focus();
    }
  }

  const appName = menuName(app, locale);
  return (
    <section
      ref={panel}
      aria-label={t("sidebar.menusOf", { app: appName })}
      data-testid="menu-panel"
      onKeyDown={key}
      style={{ position: "absolute", top: 0, left: "100%", zIndex: 40, display: "flex", maxHeight: "100%", minHeight: 120, background: colors.background, color: colors.text, boxShadow: "4px 0 12px rgba(0, 21, 41, 0.15)", borderLeft: "1px solid rgba(0, 0, 0, 0.06)" }}
    >
      {menus === null && !failed ? (
        <div style={{ width: COLUMN_WIDTH, display: "grid", placeItems: "center" }}>
          <Spin size="small" aria-label={t("sidebar.loading")} />
        </div>
      ) : failed ? (
        <p role="alert" style={{ width: COLUMN_WIDTH, padding: 12, margin: 0 }}>
          {t("sidebar.menusFailed")}
        </p>
      ) : columns[0]?.length === 0 ? (
        <p style={{ width: COLUMN_WIDTH, padding: 12, margin: 0 }}>{t("sidebar.noMenus")}</p>
      ) : (
        columns.map((column, level) => (
          <ul key={level} data-column={level} role="list" aria-label={level === 0 ? appName : menuName(columns[level - 1]?.find((n) => n.id === path[level - 1]), locale)} style={{ listStyle: "none", margin: 0, padding: "4px 0", width: COLUMN_WIDTH, overflowY: "auto", borderLeft: level > 0 ? "1px solid rgba(0, 0, 0, 0.06)" : undefined }}>
            {column.map((node) => {
              const active = view.activeIds.has(node.id);
              const isDir = menuChildren(node).length > 0;
              const disabled = menuPermission(node) === "disabled" || node.disabled === true;
              const rowStyle = {
                display: "flex",
                alignItems: "center",
                gap: 8,
                minHeight: 40,
                padding: "0 8px 0 16px",
                background: active || path[level] === node.id ? colors.activeBg : "transparent",
                color: active ? colors.activeText : colors.text,
              };
              const label = (
                <>
                  {view.options.menuIconShow && <MenuIcon menu={node} font={view.font} />}
                  <span style={{ flex: 1, minWidth: 0, whiteSpace: "normal", overflowWrap: "anywhere", lineHeight: 1.3, padding: "4px 0" }}>{menuName(node, locale)}</span>
                </>
              );
              const itemStyle = { display: "flex", alignItems: "center", gap: 8, flex: 1, minWidth: 0, color: "inherit", textDecoration: "none", background: "transparent", border: 0, padding: 0, minHeight: 40, cursor: disabled ? "not-allowed" : "pointer", font: "inherit", textAlign: "left" as const };
              return (
                <li key={node.id} style={rowStyle}>
                  {isDir ? (
                    <button
                      type="button"
                      data-menu-item
                      data-menu-id={node.id}
                      aria-expanded={path[level] === node.id}
                      onMouseEnter={() => openDir(level, node.id, false)}
                      onClick={() => openDir(level, node.id, false)}
                      onKeyDown={(event) => {
                        if (event.key === "ArrowRight") {
                          event.preventDefault();
                          openDir(level, node.id, true);
                        }
                      }}
                      style={itemStyle}
                    >
                      {label}
                      <RightOutlined aria-hidden style={{ fontSize: 10 }} />
                    </button>
                  ) : disabled ? (
                    <span data-menu-item data-menu-id={node.id} role="link" aria-disabled="true" tabIndex={-1} style={{ ...itemStyle, opacity: 0.5 }}>
                      {label}
                    </span>
                  ) : (
                    <a
                      data-menu-item
                      data-menu-id={node.id}
                      href={menuHref(node, search)}
                      aria-current={active ? "page" : undefined}
                      onMouseEnter={() => path.length > level && setOpenPath(path.slice(0, level))}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        onOpened();
                        void view.open.openMenu(node.id);
                      }}
                      style={itemStyle}
                    >
                      {label}
                    </a>
                  )}
                  {!isDir && <StarToggle menu={node} color={colors.text} />}
                </li>
              );
            })}
          </ul>
        ))
      )}
    </section>
  );
}
