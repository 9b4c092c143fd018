import {
  ASIDE_COLLAPSED_WIDTH,
  ASIDE_EXPANDED_WIDTH,
  ASIDE_START_DELAY_MS,
  CASCADER_HOVER_MS,
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
} from "../../kit/constants.ts";
import { indexMenus } from "../menus/menu-tree.rules.ts";

/** The sidebar as saved (SPEC §3 persistent "affix status and width", §4 Sidebar). */
export interface SidebarState {
  /** Pinned (true) or drawer mode (false). */
  affixed: boolean;
  /** Width in px, within SIDEBAR_WIDTH_MIN..SIDEBAR_WIDTH_MAX. */
  width: number;
}

/** Storage names of the saved values (SPEC §3 persistent scope). */
export const SIDEBAR_AFFIX_STORAGE_NAME = "sidebar-affix";
export const SIDEBAR_WIDTH_STORAGE_NAME = "sidebar-width";

/** With nothing saved the sidebar is pinned at its minimum width (SPEC §9 "Sidebar 208px expanded"). */
export const DEFAULT_SIDEBAR: SidebarState = { affixed: true, width: SIDEBAR_WIDTH_MIN };

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim().replace(/px$/, ""));
  return Number.NaN;
}

/**
 * SPEC §4 Sidebar "min 208, max 600", §9: a width in px clamped to 208..600 and rounded. A
 * number or numeric string ("320", "320px") is read; anything else gives 208.
 */
export function clampSidebarWidth(value: unknown): number {
  const width = toNumber(value);
  if (!Number.isFinite(width)) return DEFAULT_SIDEBAR.width;
  return Math.min(SIDEBAR_WIDTH_MAX, Math.max(SIDEBAR_WIDTH_MIN, Math.round(width)));
}

/**
 * SPEC §3, §4 Sidebar "saved true or false": the saved affix flag and width read back. The flag
 * may be stored as a boolean or as "true"/"false"; anything else gives the default (pinned).
 */
export function restoreSidebar(storedAffix: unknown, storedWidth: unknown): SidebarState {
  const affixed = storedAffix === true || storedAffix === "true" ? true : storedAffix === false || storedAffix === "false" ? false : DEFAULT_SIDEBAR.affixed;
  return { affixed, width: clampSidebarWidth(storedWidth) };
}

/** SPEC §4 Sidebar: toggles between pinned and drawer mode (the width is kept). */
export function toggleAffix(state: unknown): SidebarState {
  const current = restoreSidebar((state as SidebarState | null)?.affixed, (state as SidebarState | null)?.width);
  return { ...current, affixed: !current.affixed };
}

/** SPEC §4 Sidebar "Width is resizable": the state with the new width clamped to 208..600. */
export function resizeSidebar(state: unknown, width: unknown): SidebarState {
  const current = restoreSidebar((state as SidebarState | null)?.affixed, (state as SidebarState | null)?.width);
  return { ...current, width: clampSidebarWidth(width) };
}

/**
 * SPEC §9 cascader hover threshold 500 ms: whether the menu panel expands after the pointer
 * has rested `hoveredMs` on a category, and how long to wait otherwise. A value that is not a
 * finite, non-negative number counts as no hover yet.
 */
export function hoverExpand(hoveredMs: unknown): { expand: boolean; waitMs: number } {
  const elapsed = typeof hoveredMs === "number" && Number.isFinite(hoveredMs) && hoveredMs >= 0 ? hoveredMs : 0;
  return elapsed >= CASCADER_HOVER_MS ? { expand: true, waitMs: 0 } : { expand: false, waitMs: CASCADER_HOVER_MS - elapsed };
}

/**
 * SPEC §4 Sidebar: "The menu panel expands on hover, or on click when concise quick-select is
 * set and the active menu belongs to the category." Returns what opens the category's panel.
 */
export function panelTrigger(context: { conciseQuickSelect?: unknown; activeMenuInCategory?: unknown }): "hover" | "click" {
  const ctx = typeof context === "object" && context !== null ? context : {};
  return ctx.conciseQuickSelect === true && ctx.activeMenuInCategory === true ? "click" : "hover";
}

/** SPEC §4 Sidebar "the active menu belongs to the category": the category itself or anywhere under it. */
export function categoryHoldsMenu(category: unknown, activeMenuId: unknown): boolean {
  if (typeof activeMenuId !== "string" || activeMenuId.length === 0) return false;
  return indexMenus(category as never).byId.has(activeMenuId);
}

/**
 * SPEC §4 Sidebar "the aside starts expanded or collapsed after 3000 ms": before the delay the
 * rule decides nothing (`expanded` null, the aside keeps its first render; `waitMs` left);
 * after it, the aside is expanded when the sidebar is pinned and collapsed in drawer mode.
 */
export function asideStart(elapsedMs: unknown, affixed: unknown): { expanded: boolean | null; waitMs: number } {
  const elapsed = typeof elapsedMs === "number" && Number.isFinite(elapsedMs) && elapsedMs >= 0 ? elapsedMs : 0;
  if (elapsed < ASIDE_START_DELAY_MS) return { expanded: null, waitMs: ASIDE_START_DELAY_MS - elapsed };
  return { expanded: affixed === true, waitMs: 0 };
}

/** SPEC §9: the aside is 190 px expanded and 60 px collapsed. */
export function asideWidth(expanded: unknown): number {
  return expanded === true ? ASIDE_EXPANDED_WIDTH : ASIDE_COLLAPSED_WIDTH;
}
