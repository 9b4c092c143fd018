import { HEADER_SHRINK, SEARCH_WIDTH_MIN } from "./header-shrink";

/**
 * SPEC §9 "Breakpoints 1668 and 1440 px": below the first, the header's lesser texts give way to
 * its menus (the language shows its globe, the Classic menu search its icon, the items stand
 * closer); below the second,
 * the user menu shows its icon without the name; below 1024 px (tablets, phones) the bar keeps
 * the brand's logo and name, the org, the search and the bell, and one labelled button opens the rest; below 576 px (a phone)
 * the org shows its icon only. Each such control keeps its whole name for
 * assistive technology and as its tooltip.
 */
export const HEADER_BREAKPOINTS = { wide: 1668, medium: 1440, tablet: 1024, phone: 576 } as const;

/** A media query for a window narrower than `px` (fractional widths included). */
export const narrowerThan = (px: number) => `(max-width: ${px - 0.02}px)`;

/** Class names the header's rules below apply to. */
export const HEADER_CLASS = {
  /** Text beside an icon that gives way below the wide breakpoint (the language's name). */
  textWide: "portal-header-text-wide",
  /** Text beside an icon that gives way below the medium breakpoint (the user's name). */
  textMedium: "portal-header-text-medium",
  /** The menu search's box and its icon button (one of the two shows). */
  searchField: "portal-search-field",
  searchIcon: "portal-search-icon",
  /** An entry's name, hidden while the entries show as icons only. */
  entryName: "portal-entry-name",
  /** The name of an entry the tenant shows without it (showName false): read only in the phone's drawer list. */
  entryNameListed: "portal-entry-name-listed",
} as const;

/**
 * The menu search's rules (drawn by the search itself, wherever the layout puts it). They are a
 * style sheet, not measurements, so that the server's first paint and the hydrated page agree:
 * the box folds to its icon by breakpoint, per where the layout puts it —
 * `data-search-fold="right"` (Classic, beside the tools) below 1668 px, `"center"` (Simple, the
 * bar's middle) below 1024 px, `"always"` when the layout asks; opened (`data-search-open`), the
 * box shows over its neighbours.
 */
export const SEARCH_FOLD_CSS = [
  `.${HEADER_CLASS.searchIcon}{display:none!important}`,
  `.${HEADER_CLASS.searchField}{width:100%}`,
  `[data-search-fold]{flex:0 0 var(--portal-search-width,220px)}`,
  // The Simple bar's box narrows before the brand's title is shortened (HEADER_SHRINK.fields).
  `[data-search-fold="center"]{flex-shrink:${HEADER_SHRINK.fields};min-width:${SEARCH_WIDTH_MIN}px}`,
  `[data-search-fold="always"]{flex:0 0 auto;min-width:32px}`,
  `[data-search-fold="always"]:not([data-search-open]) .${HEADER_CLASS.searchField}{display:none}`,
  `[data-search-fold="always"]:not([data-search-open]) .${HEADER_CLASS.searchIcon}{display:inline-flex!important}`,
  `[data-search-fold="always"][data-search-open] .${HEADER_CLASS.searchField}{position:absolute;right:0;top:50%;transform:translateY(-50%);width:var(--portal-search-width,220px);z-index:1}`,
  ...(["right", "center"] as const).map((where) => {
    const below = where === "right" ? HEADER_BREAKPOINTS.wide : HEADER_BREAKPOINTS.tablet;
    const fold = `[data-search-fold="${where}"]`;
    return (
      `@media ${narrowerThan(below)}{` +
      `${fold}{flex:0 0 auto;min-width:32px}` +
      `${fold}:not([data-search-open]) .${HEADER_CLASS.searchField}{display:none}` +
      `${fold}:not([data-search-open]) .${HEADER_CLASS.searchIcon}{display:inline-flex!important}` +
      `${fold}[data-search-open] .${HEADER_CLASS.searchField}{position:absolute;right:0;top:50%;transform:translateY(-50%);width:var(--portal-search-width,220px);max-width:calc(100vw - 24px);z-index:1}` +
      `}`
    );
  }),
  // A tablet or a phone: the opened field lies along the header's right end, within the window, whatever its width.
  `@media ${narrowerThan(HEADER_BREAKPOINTS.tablet)}{` +
    `[data-search-fold][data-search-open]{position:static!important}` +
    `[data-search-fold][data-search-open] .${HEADER_CLASS.searchField}{right:8px;width:min(var(--portal-search-width,220px),calc(100vw - 16px));max-width:none}` +
    `}`,
].join("");

/** The shortcuts' rule (drawn by the shortcuts): while they show as icons, their names are hidden. */
export const ENTRIES_CSS = `[data-entries-icons] .${HEADER_CLASS.entryName}{display:none}.${HEADER_CLASS.entryNameListed}{display:none}[data-entries-list] .${HEADER_CLASS.entryNameListed}{display:inline}`;

/**
 * The header's own rules (drawn by the header): lesser texts beside icons give way by breakpoint;
 * below 1024 px (a tablet or a phone) the bar keeps the items marked data-phone-keep and one "more" button,
 * whose drawer lists the rest one under another, each icon with its name.
 */
export const HEADER_CSS = [
  `@media ${narrowerThan(HEADER_BREAKPOINTS.wide)}{.${HEADER_CLASS.textWide}{display:none}}`,
  `@media ${narrowerThan(HEADER_BREAKPOINTS.medium)}{.${HEADER_CLASS.textMedium}{display:none}}`,
  `[data-header-more-wrap]{display:none!important}`,
  // The Classic bar's org switch (in its middle) shortens its name before the brand's title (HEADER_SHRINK.fields).
  `header[data-header] [data-slot="header.center"] [data-header-item="OrgSwitcher"]>*{flex-shrink:${HEADER_SHRINK.fields};min-width:0}`,
  `@media ${narrowerThan(HEADER_BREAKPOINTS.tablet)}{` +
    `header[data-header] [data-header-item]:not([data-phone-keep]){display:none!important}` +
    `[data-header-more-wrap]{display:contents!important}` +
    `header[data-header]{padding:0 8px!important}` +
    `header[data-header] [data-slot="header.left"]{max-width:none!important;flex-shrink:0!important}` +
    `header[data-header] [data-header-item="OrgSwitcher"]>*{max-width:38vw!important;min-width:0;overflow:hidden}` +
    `header[data-header] [data-testid="system-title"]{font-size:16px!important;max-width:30vw!important}` +
    `}`,
  // A phone: the brand keeps its name beside the logo (ADR 055); the org switcher shows its icon, the org's name is in its accessible name and its panel.
  `@media ${narrowerThan(HEADER_BREAKPOINTS.phone)}{` +
    `header[data-header] [data-header-item="OrgSwitcher"] button>span:not(.anticon){display:none}` +
    `header[data-header] [data-header-item="OrgSwitcher"]>*{flex-shrink:0!important}` +
    `header[data-header] [data-slot="header.left"]{flex-shrink:1!important;min-width:0}` +
    `}`,
  `[data-header-drawer] button[aria-label]::after,[data-header-drawer] a[aria-label]::after{content:attr(aria-label);margin-inline-start:8px;font-size:14px}`,
  `[data-header-drawer] [role=group] a::after,[data-header-drawer] [role=group] button::after{content:none}`,
  `[data-header-drawer] [data-header-drawer-item]>*{min-height:40px;height:auto!important}`,
  // An item with nothing to show here (no participant org to choose, no sub-menu) takes no row.
  `[data-header-drawer] [data-header-drawer-item]:empty{display:none!important}`,
].join("");

/**
 * A style sheet drawn with the component that needs it: the same on the server and in the
 * browser; several copies of one are harmless.
 */
export function StyleRules({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
