import { DownOutlined } from "@ant-design/icons";
import { Dropdown } from "antd";
import { useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { menuPermission } from "#app/features/menus/menu-permissions.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { HEADER_SHRINK } from "./header-shrink";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { usePopupMenuFocus } from "./use-popup-menu-focus";
import { useInPhoneDrawer } from "./HeaderPhoneMore";
import { useCloseOnBlockingDialog } from "#app/kit/react/blocking-dialog";

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

/** The narrowest a bar gets: its "more" item alone (its word and arrow, in any locale). */
export const MENU_BAR_MIN_WIDTH = 76;

/** Main menus (level 3) stand taller than sub menus (level 4). */
const VARIANTS = {
  main: { padding: "0 12px", lineHeight: "32px", fontSize: 14 },
  sub: { padding: "0 10px", lineHeight: "28px", fontSize: 13 },
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

/** An item the browser wrapped onto a hidden line of the bar: laid out, but neither seen, reached nor read. */
const WRAPPED_STYLE: CSSProperties = { visibility: "hidden" };

/**
 * A horizontal bar of menus in the header's colours (SPEC §2 menu levels 3 and 4): the active
 * one highlighted, noAuth ones disabled. It takes the room the header leaves it (HEADER_SHRINK:
 * after the shortcuts, before the brand) and what does not fit goes under its "more" item,
 * labelled 更多 / More / Fler, whose menu the keyboard reaches like any other item; "more" wears
 * the active colours when it holds the active menu.
 *
 * Which items fit is the browser's own layout, not a measurement: the items wrap and the bar
 * shows their first line (HEADER_CSS), so the server's first paint and the hydrated page show
 * the same items. The hydrated bar reads which items wrapped (again when its room or a name's
 * width changes) and lists those under "more". Until then "more" keeps its room unseen, so it
 * appears without moving anything.
 */
export function MenuBar({ label, navLabel, items, activeIds, search, variant, onSelect, style }: MenuBarProps) {
  const { plan, locale } = usePlan();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { colors } = plan.header;
  const names = items.map((item) => menuName(item, locale));
  const signature = names.join("\u0000");
  // In the phone's drawer every menu shows, the lines one under another (HeaderPhoneMore).
  const inDrawer = useInPhoneDrawer();
  const read = useWrappedItems(items.length, signature);
  const { wrapRef } = read;
  const wrapped = inDrawer ? 0 : read.wrapped;
  const unused = inDrawer ? 0 : read.unused;
  const visible = wrapped === null ? items.length : items.length - wrapped;
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
  // A blocking dialog coming up closes the "more" menu (it would lie over the dialog's text).
  useCloseOnBlockingDialog(moreOpen, () => setOpen(false));
  const popupRender = usePopupMenuFocus(moreOpen);
  const moreActive = hidden.some((item) => activeIds.has(item.id));
  const moreLabel = t("header.moreMenus");
  // Before the bar is read (the server, hydration) "more" keeps its room unseen; read, it shows only when it holds something.
  // Shown, it is drawn right after the last item that fits, over the room that item's line leaves.
  const moreState: CSSProperties = wrapped === null ? { visibility: "hidden" } : hidden.length === 0 ? { display: "none" } : unused > 0 ? { transform: `translateX(-${unused}px)` } : {};
  return (
    <nav
      aria-label={navLabel}
      data-menu-bar=""
      style={{
        display: "flex",
        alignItems: "center",
        height: inDrawer ? "auto" : "100%",
        overflow: inDrawer ? "visible" : "clip",
        flex: `0 ${HEADER_SHRINK.menu} auto`,
        minWidth: items.length === 0 ? 0 : MENU_BAR_MIN_WIDTH,
        ...style,
      }}
    >
      <div role="menubar" aria-label={label} style={{ display: "flex", alignItems: "center", height: inDrawer ? "auto" : "100%", gap: GAP, flex: "0 1 auto", minWidth: 0 }}>
        <div
          ref={wrapRef}
          role="none"
          data-menu-bar-items=""
          style={{ position: "relative", display: "flex", flexWrap: "wrap", alignItems: "center", alignContent: "flex-start", columnGap: GAP, rowGap: GAP, height: inDrawer ? "auto" : "100%", overflow: inDrawer ? "visible" : "clip", flex: "0 1 auto", minWidth: 0 }}
        >
          {items.map((item, index) => {
            const overflowed = index >= visible;
            return (
              <div key={item.id} role="none" data-overflow-item="" aria-hidden={overflowed || undefined} style={{ display: "flex", alignItems: "center", height: inDrawer ? "auto" : "100%", ...(overflowed ? WRAPPED_STYLE : null) }}>
                <MenuBarItem item={item} name={names[index] ?? ""} href={menuHref(item, search)} active={activeIds.has(item.id)} overflowed={overflowed} style={itemStyle} onSelect={onSelect} />
              </div>
            );
          })}
        </div>
        <div role="none" data-overflow-more="" aria-hidden={hidden.length === 0 || undefined} style={{ display: "flex", alignItems: "center", height: "100%", flex: "none", ...moreState }}>
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
              style={{ ...itemStyle(moreActive, false), padding: "0 10px", border: 0, cursor: "pointer", font: "inherit", fontSize: VARIANTS[variant].fontSize, display: "inline-flex", alignItems: "center", gap: 4 }}
            >
              {t("header.more")}
              <DownOutlined aria-hidden style={{ fontSize: 10 }} />
            </button>
          </Dropdown>
        </div>
      </div>
    </nav>
  );
}

/**
 * How many trailing items of a bar the browser wrapped onto its hidden lines: null until read
 * (the server, and the hydrating render, which must match it), then read again whenever the
 * bar's room or an item's width changes (one ResizeObserver) or the items change (`signature`).
 */
function useWrappedItems(count: number, signature: string): { wrapRef: (element: HTMLElement | null) => void; wrapped: number | null; unused: number } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<{ wrapped: number; unused: number } | null>(null);
  useBrowserLayoutEffect(() => {
    if (!element) return;
    const read = () => {
      const children = [...element.children] as HTMLElement[];
      const firstTop = children[0]?.offsetTop ?? 0;
      // Wrapped onto a hidden line, or a first item wider than the whole room (a line holds at least one item).
      const firstWrapped = children.findIndex((child) => child.offsetTop > firstTop + 1 || child.offsetLeft + child.offsetWidth > element.clientWidth + 0.5);
      const wrapped = firstWrapped < 0 ? 0 : children.length - firstWrapped;
      // The room the first line leaves after its last item (the list is the items' offset parent).
      const last = children[children.length - wrapped - 1];
      const unused = wrapped === 0 ? 0 : Math.max(0, Math.round(element.clientWidth - (last ? last.offsetLeft + last.offsetWidth : 0)));
      setState((previous) => (previous && previous.wrapped === wrapped && previous.unused === unused ? previous : { wrapped, unused }));
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element, count, signature]);
  return { wrapRef: setElement, wrapped: state?.wrapped ?? null, unused: state?.unused ?? 0 };
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
