import { MENU_LEVEL_APP } from "#app/kit/constants";
import { buildMenuSearchIndex, createMenuSearcher, type MenuSearcher, type MenuSearchResult } from "#app/features/menus/menu-search.rules";
import { indexMenus, menuName, menuPath } from "#app/features/menus/menu-tree.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { SearchOption } from "./MenuSearchPopup";

/** What the header's menu search reads per menu tree and locale: the searcher and the options made so far. */
export interface MenuSearchData {
  searcher: MenuSearcher;
  /** The options of a result; the same array as last time when they are the same options. */
  options(result: MenuSearchResult): readonly SearchOption[];
}

export const NO_OPTIONS: readonly SearchOption[] = [];

/**
 * The search over `menus` in `locale` (SPEC §5 Search): the index is read once; each menu's
 * option (its name and where it lives: its app and the menus above it, the category left out)
 * is made the first time it is shown and kept.
 */
export function menuSearchData(menus: readonly MenuNode[], locale: string): MenuSearchData {
  const all = indexMenus(menus);
  const searcher = createMenuSearcher(buildMenuSearchIndex(all, locale));
  const made = new Map<string, SearchOption>();
  const option = (menu: MenuNode, name: string): SearchOption => {
    const known = made.get(menu.id);
    if (known) return known;
    const trail = menuPath(all, menu.id)
      .filter((node) => node.level >= MENU_LEVEL_APP && node.id !== menu.id)
      .map((node) => menuName(node, locale))
      .join(" / ");
    const next: SearchOption = { id: menu.id, name, trail };
    made.set(menu.id, next);
    return next;
  };
  let last: readonly SearchOption[] = NO_OPTIONS;
  return {
    searcher,
    options(result) {
      const next = result.items.map(({ menu, name }) => option(menu, name));
      // Typing on often keeps the first 50 results: the list then stays as it is.
      if (next.length !== last.length || next.some((item, i) => item !== last[i])) last = next;
      return last;
    },
  };
}
