/**
 * How readily each elastic part of the header gives up width when the header is too narrow
 * (CSS flex-shrink, weighted by each part's width): the extend entries first, down to their
 * "more" item — shortcuts are the lesser navigation —; then the menu search, down to its icon
 * button (searchBoxCompact) — it opens again with a click or a key —; then the menu bars, down
 * to their "more" item; then the left area (brand and org), whose title ends in an ellipsis.
 * Every other header item does not shrink. The factors are a million apart, so that a part
 * gives up next to nothing (well under a pixel) until the parts before it are at their minimum.
 */
export const HEADER_SHRINK = { entries: 1e18, search: 1e12, menu: 1e6, left: 1 } as const;

/** The menu search's width when compact: its icon button. */
export const SEARCH_COMPACT_WIDTH = 32;

/** Half a pixel of slack: measured widths are fractional and a browser may round them either way. */
const SLACK = 0.5;

/**
 * Whether the header's menu search shows as its icon button. The box asks for its full width
 * and gives way after the extend entries, before the menu bars (HEADER_SHRINK.search): once
 * the header takes any width from it (`allotted` short of `expanded`), it is too short for
 * its text and shows the icon, which opens the box over its neighbours. A box that was not laid
 * out (the server, jsdom: no width) or bad widths keep the box.
 */
export function searchBoxCompact(allotted: number, expanded: number): boolean {
  if (!Number.isFinite(allotted) || !Number.isFinite(expanded) || allotted <= 0 || expanded <= 0) return false;
  return allotted < expanded - SLACK;
}
