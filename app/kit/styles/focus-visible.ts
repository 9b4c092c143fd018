import type { CSSProperties } from "react";

/**
 * WCAG 2.4.7 and 2.4.13: every Tab stop shows where the keyboard is. antd's global link style takes
 * the outline away on focus (`a:focus { outline: 0 }`), so the header's links, favourites and
 * recent visits showed nothing. One ring for every control the keyboard reaches, only when the
 * browser says the focus came from the keyboard (`:focus-visible`): 2 px, 2 px out, in the colour
 * of `--portal-focus-ring` — the header and the sidebar set it to their own text colour, which
 * reaches 3:1 on their background (the console warns an admin otherwise); elsewhere a blue with
 * 4.5:1 on white. Text fields keep antd's own focus (its border and glow).
 *
 * As the reduced-motion rule, it sits in a cascade layer with !important, which outranks antd's
 * unlayered rules whatever their selectors. Shared by the antd sheet (ADR 011) and Storybook.
 */
export const FOCUS_VISIBLE_CSS =
  '@layer portal-focus{:where(a[href],button,summary,input[type="checkbox"],input[type="radio"],[role="button"],[role="link"],[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"],[role="tab"],[role="treeitem"],[role="option"],[role="radio"],[role="checkbox"],[role="switch"],[tabindex]:not([tabindex="-1"]):not(input):not(textarea):not([contenteditable])):focus-visible{outline:2px solid var(--portal-focus-ring,#1668DC)!important;outline-offset:2px!important}}';

/** The style with which a region names the colour of the focus ring inside it (`--portal-focus-ring`). */
export function focusRing(color: string): CSSProperties {
  return { "--portal-focus-ring": color } as CSSProperties;
}
