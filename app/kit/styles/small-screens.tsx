/**
 * Phones and tablets, beyond SPEC §9's desktop breakpoints (1668 and 1440 px): below 1024 px the
 * page is a tablet's (the sidebar folds to its icons), below 768 px a phone's (the sidebar is a
 * drawer behind the header's app menu button). The same widths as the header's own rules.
 * Pieces draw their rules as style sheets, never by reading the window's width in script, so
 * that the server's first paint and the hydrated page are the same.
 */
export const SMALL_SCREENS = { tablet: 1024, phone: 768 } as const;

/** A media query for a window narrower than `px` (fractional widths included). */
export function narrowerThan(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}

/**
 * A style sheet drawn with the component that needs it: the same on the server and in the
 * browser; several copies of one are harmless.
 */
export function StyleRules({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
