/**
 * How readily each elastic part of the header gives up width when the header is too narrow
 * (CSS flex-shrink, weighted by each part's width): the extend entries first — shortcuts are the
 * lesser navigation; they show as icons, then fold under their "more" —; then the menu bars,
 * down to their labelled "more" item; then the left area (brand and org), whose title ends in an
 * ellipsis. The menu search folds by breakpoint (HEADER_CSS), every other item does not shrink.
 * The factors are a million apart, so that a part gives up next to nothing (well under a pixel)
 * until the parts before it are at their minimum.
 */
export const HEADER_SHRINK = { entries: 1e12, menu: 1e6, left: 1 } as const;
