import { EllipsisOutlined } from "@ant-design/icons";
import { Dropdown } from "antd";
import { useCallback, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { menuPermission } from "#app/features/menus/menu-permissions.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { HEADER_SHRINK } from "./header-shrink";
import { useMenuBarGroup } from "./MenuBarGroup";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { OVERFLOWED_STYLE, useOverflowRow } from "./use-overflow-row";
import { usePopupMenuFocus } from "./use-popup-menu-focus";

/** Query parameters that ask for something once, on arrival (SPEC §2): another page does not ask again. */
const ARRIVAL_ONLY = ["switchTenant"] as const;

/** The portal URL of a menu, keeping the org and the other query parameters of the page (not those of arrival). */
export function menuHref(menu: Pick<MenuNode, "id">, search: string): string {
  let kept = search;
  if (ARRIVAL_ONLY.some((name) => search.includes(name))) {
    const query = new URLSearchParams(search);
    for (const name of ARRIVAL_ONLY) query.delete(name);
    const rest = query.toString();
    kept = rest === "" ? "" : `?${rest}`;
  }
  return `/portal/${encodeURIComponent(menu.id)}/${kept}`;
}

/** Between two items of a bar. */
export const MENU_BAR_GAP = 2;
const GAP = MENU_BAR_GAP;

/** Main menus (level 3) stand taller than sub menus (level 4). */
const VARIANTS = {
  main: { padding: "0 14px", lineHeight: "32px", fontSize: 14 },
  sub: { padding: "0 12px", lineHeight: "28px", fontSize: 13 },
} as const;

export interface MenuBarProps {
  /** The menubar's accessible name (the app for main menus, the main menu for sub menus). */
  label: string;
  /** The navigation landmark's accessible name. */
  navLabel: string;
  items: readonly MenuNode[];
  /** Ids on the path to the active menu. */
  activeIds: ReadonlySet<string>;
  /** The page's query, kept in every menu link. */
  search: string;
  variant: keyof typeof VARIANTS;
  /** Opens a menu in the page (SPEC §4 Menu select); without it a menu link loads its page. */
  onSelect?: (id: string) => void;
  style?: CSSProperties;
}

/** A plain left click that the page may handle itself; modified and other clicks keep the link's own behaviour. */
function plainClick(event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; button?: number }): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey) && (event.button === undefined || event.button === 0);
}

/**
 * A horizontal bar of menus in the header's colours (SPEC §2 menu levels 3 and 4): the active
 * one highlighted, noAuth ones disabled. It takes the room the header leaves it and puts what
 * does not fit into a "more" item at its end (fitMenuItems), whose menu the keyboard reaches
 * like any other item; "more" wears the active colours when it holds the active menu. Beside
 * another bar in a MenuBarGroup, the group decides how many items show and the bar's width.
 */
export function MenuBar({ label, navLabel, items, activeIds, search, variant, onSelect, style }: MenuBarProps) {
  const { plan, locale } = usePlan();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { colors } = plan.header;
  const names = items.map((item) => menuName(item, locale));
  const signature = names.join("\u0000");
  const row = useOverflowRow(items.length, GAP, signature);
  // Beside another bar (MenuBarGroup), the group shares the room among the bars item by item.
  const group = useMenuBarGroup();
  const nav = useRef<HTMLElement | null>(null);
  const rowRootRef = row.rootRef;
  const navRef = useCallback(
    (element: HTMLElement | null) => {
      nav.current = element;
      rowRootRef(element);
    },
    [rowRootRef],
  );
  useBrowserLayoutEffect(() => {
    group?.remeasure();
  }, [group?.remeasure, items.length, signature]);
  const share = group ? group.fitOf(nav.current) : null;
  const visible = share ? Math.min(share.visible, items.length) : group ? items.length : row.visible;
  const hidden = items.slice(visible);
  const itemStyle = (active: boolean, disabled: boolean): CSSProperties => ({
    display: "inline-block",
    ...VARIANTS[variant],
    borderRadius: 4,
    whiteSpace: "nowrap",
    color: active ? colors.activeMenuText : colors.text,
    background: active ? colors.activeMenuBg : "transparent",
    opacity: disabled ? 0.5 : 1,
    textDecoration: "none",
  });
  const moreOpen = open && hidden.length > 0;
  const popupRender = usePopupMenuFocus(moreOpen);
  const moreActive = hidden.some((item) => activeIds.has(item.id));
  const moreLabel = t("header.moreMenus");
  return (
    <nav
      ref={navRef}
      aria-label={navLabel}
      data-menu-bar=""
      style={{
        display: "flex",
        alignItems: "center",
        height: "100%",
        overflow: "hidden",
        ...(group
          ? { flex: share ? `0 0 ${share.width}px` : "0 1 auto", minWidth: 0, boxSizing: "border-box" as const }
          : { flex: row.natural === null ? `0 ${HEADER_SHRINK.menu} auto` : `0 ${HEADER_SHRINK.menu} ${row.natural}px`, minWidth: row.min ?? 0 }),
        ...style,
      }}
    >
      <ul
        ref={row.listRef}
        role="menubar"
        aria-label={label}
        style={{ display: "flex", listStyle: "none", margin: 0, padding: 0, gap: GAP, alignItems: "center", flex: "1 1 0", minWidth: 0, position: "relative" }}
      >
        {items.map((item, index) => {
          const overflowed = index >= visible;
          return (
            <li key={item.id} role="none" data-overflow-item="" aria-hidden={overflowed || undefined} style={overflowed ? OVERFLOWED_STYLE : undefined}>
              <MenuBarItem item={item} name={names[index] ?? ""} href={menuHref(item, search)} active={activeIds.has(item.id)} overflowed={overflowed} style={itemStyle} onSelect={onSelect} />
            </li>
          );
        })}
        <li role="none" data-overflow-more="" aria-hidden={hidden.length === 0 || undefined} style={hidden.length === 0 ? OVERFLOWED_STYLE : undefined}>
          <Dropdown
            trigger={["click"]}
            open={moreOpen}
            onOpenChange={setOpen}
            popupRender={popupRender}
            menu={{
              "aria-label": moreLabel,
              selectable: true,
              selectedKeys: hidden.filter((item) => activeIds.has(item.id)).map((item) => item.id),
              items: hidden.map((item) => {
                const disabled = menuPermission(item) === "disabled";
                const name = menuName(item, locale);
                return {
                  key: item.id,
                  disabled,
                  label: disabled ? name : <a href={menuHref(item, search)} aria-current={activeIds.has(item.id) ? "page" : undefined}>{name}</a>,
                };
              }),
              onClick: ({ key, domEvent }) => {
                setOpen(false);
                if (!onSelect || !("button" in domEvent) || !plainClick(domEvent)) return;
                domEvent.preventDefault();
                onSelect(key);
              },
            }}
          >
            <button
              type="button"
              role="menuitem"
              aria-haspopup="menu"
              aria-expanded={moreOpen}
              aria-label={moreLabel}
              title={moreLabel}
              tabIndex={hidden.length === 0 ? -1 : undefined}
              style={{ ...itemStyle(moreActive, false), border: 0, cursor: "pointer", font: "inherit", fontSize: VARIANTS[variant].fontSize }}
            >
              <EllipsisOutlined aria-hidden />
            </button>
          </Dropdown>
        </li>
      </ul>
    </nav>
  );
}

/** One menu of a bar: a link (opened in the page through onSelect when given), or a disabled entry for noAuth menus. */
function MenuBarItem({
  item,
  name,
  href,
  active,
  overflowed,
  style,
  onSelect,
}: {
  item: MenuNode;
  name: string;
  href: string;
  active: boolean;
  /** Under "more": out of the tab order (it is hidden as well). */
  overflowed: boolean;
  style: (active: boolean, disabled: boolean) => CSSProperties;
  onSelect: ((id: string) => void) | undefined;
}) {
  if (menuPermission(item) === "disabled") {
    return (
      <span role="menuitem" aria-disabled="true" style={style(active, true)}>
        {name}
      </span>
    );
  }
  return (
    <a
      role="menuitem"
      href={href}
      aria-current={active ? "page" : undefined}
      tabIndex={overflowed ? -1 : undefined}
      style={style(active, false)}
      onClick={
        onSelect
          ? (event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onSelect(item.id);
            }
          : undefined
      }
    >
      {name}
    </a>
  );
}
