import type { MenuDisplay, SidebarColors } from "#app/layout/types";
import type { StorageNamespace } from "#app/kit/client-storage";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { MenuIconFont } from "./menu-icons";
import type { OpenMenu } from "./open-menu";

export type SidebarVariant = "classic" | "simple";

/**
 * How the sidebar draws menus: the plan's menu display (SPEC §3 scene params menuIconShow,
 * menuIconResources, uniqueOpened) and concise quick-select (SPEC §4 Sidebar), on for the
 * Simple (concise) sidebar. The plan item's props may override each (stories, a tenant's
 * layout override).
 */
export interface SidebarOptions {
  menuIconShow: boolean;
  menuIconResources: string;
  uniqueOpened: boolean;
  conciseQuickSelect: boolean;
}

/** The options from the plan's menu display and the item's props; a value of the wrong type is left out. */
export function sidebarOptions(display: Partial<MenuDisplay> | null | undefined, props: Record<string, unknown> | null | undefined, variant: SidebarVariant): SidebarOptions {
  const p = props && typeof props === "object" ? props : {};
  const d = display && typeof display === "object" ? display : {};
  const flag = (name: string, fallback: unknown, otherwise: boolean) => (typeof p[name] === "boolean" ? (p[name] as boolean) : typeof fallback === "boolean" ? fallback : otherwise);
  const resources = typeof p["menuIconResources"] === "string" ? p["menuIconResources"] : typeof d.iconResources === "string" ? d.iconResources : "";
  return {
    menuIconShow: flag("menuIconShow", d.iconShow, true),
    menuIconResources: resources.trim(),
    uniqueOpened: flag("uniqueOpened", d.uniqueOpened, false),
    conciseQuickSelect: flag("conciseQuickSelect", undefined, variant === "simple"),
  };
}

/** What every part of the sidebar reads: resolved once per render of the frame. */
export interface SidebarView {
  variant: SidebarVariant;
  options: SidebarOptions;
  /** Level-1 categories, each with its level-2 apps as children. */
  categories: MenuNode[];
  /** Ids root → active menu (SPEC: menus.activePath). */
  activeIds: ReadonlySet<string>;
  activeId: string | null;
  colors: SidebarColors;
  font: MenuIconFont | null;
  ns: StorageNamespace;
  locale: string;
  /** The tree is the whole one (else apps may come without menus). */
  complete: boolean;
  /** The page's org, full id: for fetching an app's menus. */
  orgFullId: string | null;
  open: OpenMenu;
}
