import { MenuUnfoldOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { MenuIcon } from "./menu-icons";
import type { SidebarView } from "./sidebar-view";

/**
 * The aside in drawer mode (SPEC §4 Sidebar, §9): expanded it names the categories, collapsed
 * it shows their icons (or, Classic without menu icons, a 12 px strip). Its button and the
 * category buttons open the drawer with the whole sidebar.
 */
export function SidebarRail({
  view,
  expanded,
  thin,
  drawerOpen,
  drawerId,
  onOpen,
  testId = "sidebar-rail",
}: {
  view: SidebarView;
  expanded: boolean;
  thin: boolean;
  drawerOpen: boolean;
  drawerId: string;
  onOpen: (categoryId: string | null) => void;
  /** The rail of drawer mode, or the tablet's icons (Sidebar). */
  testId?: string;
}) {
  const { t } = useTranslation();
  const buttonStyle = {
    display: "flex",
    alignItems: "center",
    justifyContent: expanded ? "flex-start" : "center",
    gap: 8,
    width: "100%",
    height: 40,
    padding: expanded ? "0 16px" : 0,
    border: 0,
    background: "transparent",
    color: view.colors.text,
    font: "inherit",
    cursor: "pointer",
  };
  return (
    <div data-testid={testId} data-sidebar-rail="" data-expanded={expanded} style={{ display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" }}>
      <button type="button" aria-label={t("sidebar.open")} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => onOpen(null)} style={{ ...buttonStyle, height: thin ? "100%" : 40, fontWeight: 600 }}>
        {!thin && <MenuUnfoldOutlined aria-hidden />}
        {expanded && <span>{t("sidebar.title")}</span>}
      </button>
      {!thin &&
        view.categories.map((category) => {
          const name = menuName(category, view.locale);
          const active = view.activeIds.has(category.id);
          return (
            <button
              key={category.id}
              type="button"
              aria-label={expanded ? undefined : name}
              title={name}
              onClick={() => onOpen(category.id)}
              style={{ ...buttonStyle, color: active ? view.colors.activeText : view.colors.text, background: active ? view.colors.activeBg : "transparent" }}
            >
              <MenuIcon menu={category} font={view.font} />
              {expanded && <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{name}</span>}
            </button>
          );
        })}
    </div>
  );
}
