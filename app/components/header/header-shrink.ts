/**
 * How readily each elastic part of the header gives up width when the header is too narrow
 * (CSS flex-shrink, weighted by each part's width): the extend entries first, down to their
 * "more" item — shortcuts are the lesser navigation —; then the menu bars, down to theirs;
 * then the left area (brand and org), whose title ends in an ellipsis. Every other header item does not shrink. The factors are far
 * apart so that a part gives up next to nothing until the parts before it are at their minimum.
 */
export const HEADER_SHRINK = { entries: 1e12, menu: 1e6, left: 1 } as const;
