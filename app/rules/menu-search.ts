import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { FILTER_RESULT_LIMIT_TIP, NO_DATA, SEARCH_RESULT_CAP } from "./constants.ts";
import { menuLeaves, menuName, type MenuIndex, type MenuInput } from "./menu-tree.ts";

/** The leaves of the menu tree with their localised names, read once per tree and locale. */
export interface MenuSearchIndex {
  leaves: readonly MenuNode[];
  /** Localised names, same order as `leaves`, for display. */
  names: readonly string[];
  /** The same names lower-cased, searched by substring. */
  lowerNames: readonly string[];
}

/**
 * SPEC §2 "Search autocomplete over all leaf menus": builds the search index once (every
 * leaf, each id once, with its name in `locale` and the lower-cased form). Rebuild it when
 * the menus or the locale change, not per keystroke.
 */
export function buildMenuSearchIndex(menus: MenuInput | MenuIndex, locale: unknown): MenuSearchIndex {
  const leaves = menuLeaves(menus);
  const names = leaves.map((leaf) => menuName(leaf, locale));
  return { leaves, names, lowerNames: names.map((name) => name.toLowerCase()) };
}

export interface MenuSearchHit {
  menu: MenuNode;
  /** The localised name that matched. */
  name: string;
}

export interface MenuSearchResult {
  items: MenuSearchHit[];
  /** Every match, before the cap. */
  total: number;
  /** True when `total` exceeds the cap; the UI shows `tip`. */
  limited: boolean;
  tip: typeof FILTER_RESULT_LIMIT_TIP | null;
  /** A keyword was given and nothing matched: the UI shows the no-data text (`noDataText`). */
  noData: boolean;
  noDataText: typeof NO_DATA | null;
}

/**
 * SPEC §5 Search: a case-insensitive substring match on the localised name, duplicate ids
 * removed (the index holds each id once), capped at 50 with the tip 'filterResultLimitTips'
 * when more match, and the no-data text when nothing does. A blank or non-string keyword
 * searches nothing and shows no no-data text. One pass over the index, no allocation per leaf.
 */
export function searchMenus(index: MenuSearchIndex | null | undefined, keyword: unknown, cap: number = SEARCH_RESULT_CAP): MenuSearchResult {
  const needle = typeof keyword === "string" ? keyword.trim().toLowerCase() : "";
  const limit = Number.isFinite(cap) ? Math.max(0, Math.floor(cap)) : SEARCH_RESULT_CAP;
  const items: MenuSearchHit[] = [];
  let total = 0;
  if (needle.length > 0 && index && Array.isArray(index.lowerNames) && Array.isArray(index.leaves)) {
    const { lowerNames, leaves, names } = index;
    for (let i = 0; i < lowerNames.length; i += 1) {
      const name = lowerNames[i];
      const menu = leaves[i];
      if (typeof name !== "string" || menu === undefined || !name.includes(needle)) continue;
      total += 1;
      if (items.length < limit) {
        const display = Array.isArray(names) ? names[i] : undefined;
        items.push({ menu, name: typeof display === "string" ? display : name });
      }
    }
  }
  const limited = total > limit;
  const noData = needle.length > 0 && total === 0;
  return { items, total, limited, tip: limited ? FILTER_RESULT_LIMIT_TIP : null, noData, noDataText: noData ? NO_DATA : null };
}
