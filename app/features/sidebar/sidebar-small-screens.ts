import type { LayoutPlan } from "#app/layout/types";
import { narrowerThan, SMALL_SCREENS } from "#app/kit/styles/small-screens";

/**
 * Where the sidebar goes on a phone: into a drawer when the header shows the app menu's button
 * that opens it (AppMenuButton), else it stays as a tablet's icons (a view mode without the
 * header, such as module, has no button: its menus must stay reachable).
 */
export function sidebarOnPhone(plan: Pick<LayoutPlan, "header">): "drawer" | "icons" {
  const { header } = plan;
  const button = header.visible && [...header.slots.left, ...header.slots.center, ...header.slots.right].some((item) => item.component === "AppMenuButton");
  return button ? "drawer" : "icons";
}

/**
 * The sidebar on small screens (a style sheet, so the server's first paint is the hydrated one):
 * below 1024 px it folds to its categories' icons (`--sidebar-icons-width`), whose buttons open
 * the whole sidebar over the page; below 768 px it leaves the row to the page and opens as a
 * drawer from the header (`data-phone="drawer"`). In the phone's drawer a menu panel lies over
 * the list it came from (there is no room beside it) and the width handle has nothing to do.
 */
export const SIDEBAR_SMALL_SCREEN_CSS = [
  `@media ${narrowerThan(SMALL_SCREENS.tablet)}{` +
    `[data-sidebar]{flex-basis:var(--sidebar-icons-width)!important;width:var(--sidebar-icons-width)!important}` +
    `[data-sidebar]>[data-sidebar-wide]{display:none!important}` +
    `[data-sidebar]>[data-sidebar-icons]{display:block!important}` +
    `}`,
  `@media ${narrowerThan(SMALL_SCREENS.phone)}{[data-sidebar][data-phone="drawer"]{display:none!important}}`,
  `[data-sidebar-phone-drawer] [data-testid="menu-panel"]{left:0!important;right:0;overflow-x:auto}`,
  `[data-sidebar-phone-drawer] [role="separator"]{display:none}`,
].join("");
