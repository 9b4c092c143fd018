/**
 * How readily each elastic part of the header gives up width when the header is too narrow
 * (CSS flex-shrink, weighted by each part's width): the extend entries first — shortcuts are the
 * lesser navigation; they show as icons, then fold under their "more" —; then the menu bars,
 * down to their labelled "more" item; then the fields beside the brand — the Simple bar's menu
 * search box down to `SEARCH_WIDTH_MIN`, the Classic bar's org switch (its name ends in an
 * ellipsis) —; last the left area (brand and org), whose title ends in an ellipsis only when
 * nothing else can give way (ADR 061). The Classic menu search folds by breakpoint
 * (HEADER_CSS), every other item does not shrink. The factors are a million apart, so that a
 * part gives up next to nothing (under the 1/64 px a browser lays text out in, which would
 * already end a title in an ellipsis) until the parts before it are at their minimum.
 */
export const HEADER_SHRINK = { entries: 1e18, menu: 1e12, fields: 1e6, left: 1 } as const;

/** The narrowest the Simple bar's menu search box gets before it folds to its icon (below 1024 px). */
export const SEARCH_WIDTH_MIN = 160;
