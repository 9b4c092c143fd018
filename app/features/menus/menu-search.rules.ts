import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { FILTER_RESULT_LIMIT_TIP, NO_DATA, SEARCH_RESULT_CAP } from "../../kit/constants.ts";
import { menuLeaves, menuName, type MenuIndex, type MenuInput } from "./menu-tree.rules.ts";

/** The leaves of the menu tree with their localised names, read once per tree and locale. */
export interface MenuSearchIndex {
  leaves: readonly MenuNode[];
  /** Localised names, same order as `leaves`, for display. */
  names: readonly string[];
  /** The same names lower-cased, searched by substring. */
  lowerNames: readonly string[];
}

/**
 * One page once: a leaf with the code and url of an earlier leaf is the same page listed twice
 * (the personal centre's pages are both portal menus and an app of the tree), and is left out.
 */
function distinctPages(leaves: readonly MenuNode[]): MenuNode[] {
  const seen = new Set<string>();
  return leaves.filter((leaf) => {
    if (!leaf.code || !leaf.url) return true;
    const key = `${leaf.code}\u0000${leaf.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * SPEC §2 "Search autocomplete over all leaf menus": builds the search index once (every
 * leaf, each id and each page once, with its name in `locale` and the lower-cased form).
 * Rebuild it when the menus or the locale change, not per keystroke.
 */
export function buildMenuSearchIndex(menus: MenuInput | MenuIndex, locale: unknown): MenuSearchIndex {
  const leaves = distinctPages(menuLeaves(menus));
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

const normaliseKeyword = (keyword: unknown): string => (typeof keyword === "string" ? keyword.trim().toLowerCase() : "");
const normaliseCap = (cap: number): number => (Number.isFinite(cap) ? Math.max(0, Math.floor(cap)) : SEARCH_RESULT_CAP);
const isUsable = (index: MenuSearchIndex | null | undefined): index is MenuSearchIndex => !!index && Array.isArray(index.lowerNames) && Array.isArray(index.leaves);

/** The positions in `index` whose lower-cased name contains `needle`, among `candidates` (all positions when null), in order. */
function matchPositions(index: MenuSearchIndex, needle: string, candidates: readonly number[] | null): number[] {
  const { lowerNames, leaves } = index;
  const found: number[] = [];
  const test = (i: number) => {
    const name = lowerNames[i];
    if (typeof name === "string" && leaves[i] !== undefined && name.includes(needle)) found.push(i);
  };
  if (candidates) for (const i of candidates) test(i);
  else for (let i = 0; i < lowerNames.length; i += 1) test(i);
  return found;
}

/** The result of SPEC §5 for the matching positions: the first `limit` as hits, the total, the tip, the no-data text. */
function resultOf(index: MenuSearchIndex | null, needle: string, positions: readonly number[], limit: number): MenuSearchResult {
  const items: MenuSearchHit[] = [];
  if (index) {
    const { leaves, names, lowerNames } = index;
    for (let k = 0; k < positions.length && items.length < limit; k += 1) {
      const i = positions[k]!;
      const display = Array.isArray(names) ? names[i] : undefined;
      items.push({ menu: leaves[i]!, name: typeof display === "string" ? display : (lowerNames[i] as string) });
    }
  }
  const total = positions.length;
  const limited = total > limit;
  const noData = needle.length > 0 && total === 0;
  return { items, total, limited, tip: limited ? FILTER_RESULT_LIMIT_TIP : null, noData, noDataText: noData ? NO_DATA : null };
}

/**
 * SPEC §5 Search: a case-insensitive substring match on the localised name, duplicate ids
 * removed (the index holds each id once), capped at 50 with the tip 'filterResultLimitTips'
 * when more match, and the no-data text when nothing does. A blank or non-string keyword
 * searches nothing and shows no no-data text. One pass over the index.
 */
export function searchMenus(index: MenuSearchIndex | null | undefined, keyword: unknown, cap: number = SEARCH_RESULT_CAP): MenuSearchResult {
  const needle = normaliseKeyword(keyword);
  const usable = isUsable(index) ? index : null;
  const positions = needle.length > 0 && usable ? matchPositions(usable, needle, null) : [];
  return resultOf(usable, needle, positions, normaliseCap(cap));
}

/** searchMenus over one index, answering a keyword typed one key at a time without reading the whole index again. */
export interface MenuSearcher {
  search(keyword: unknown, cap?: number): MenuSearchResult;
}

/** How many recent keywords a searcher remembers the matches of. */
export const MENU_SEARCHER_MEMORY = 16;

/**
 * The same answers as searchMenus over `index`, faster as a person types: the matches of the
 * last few keywords are remembered, and a keyword containing a remembered one is looked for
 * only among that one's matches (a name containing "进度计" contains "进度"). Typing on,
 * deleting back or typing the same keyword again reads a few names, not all of them.
 */
export function createMenuSearcher(index: MenuSearchIndex | null | undefined, memory: number = MENU_SEARCHER_MEMORY): MenuSearcher {
  const usable = isUsable(index) ? index : null;
  const room = Number.isFinite(memory) ? Math.max(1, Math.floor(memory)) : MENU_SEARCHER_MEMORY;
  /** Keyword → its matching positions, oldest first. */
  const recent = new Map<string, number[]>();
  const positionsOf = (needle: string): number[] => {
    if (!usable || needle.length === 0) return [];
    const known = recent.get(needle);
    if (known) {
      recent.delete(needle);
      recent.set(needle, known);
      return known;
    }
    let narrowest: number[] | null = null;
    for (const [past, positions] of recent) {
      if (needle.includes(past) && (narrowest === null || positions.length < narrowest.length)) narrowest = positions;
    }
    const found = matchPositions(usable, needle, narrowest);
    recent.set(needle, found);
    if (recent.size > room) recent.delete(recent.keys().next().value as string);
    return found;
  };
  return {
    search(keyword, cap = SEARCH_RESULT_CAP) {
      const needle = normaliseKeyword(keyword);
      return resultOf(usable, needle, positionsOf(needle), normaliseCap(cap));
    },
  };
}
