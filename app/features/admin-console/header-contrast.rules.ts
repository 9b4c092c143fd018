import { contrastRatio, over, parseColor, TEXT_CONTRAST_MIN, toHex } from "#app/kit/contrast";
import { DEFAULT_HEADER_THEME } from "#app/kit/schemas/defaults";

/** WCAG 1.4.11: icons that carry meaning (the bell, the user menu) reach 3:1 against what is behind them. */
export const ICON_CONTRAST_MIN = 3;

/** What the console tells an admin whose header colours are hard to read. */
export interface HeaderContrastWarning {
  /** The colour of the header's text and icons, and of its background, as the portal draws them. */
  foreground: string;
  background: string;
  /** Rounded down to one decimal, so a value shown as 4.5 is never below 4.5. */
  ratio: number;
  /** `icons`: below 3:1, the icons fade into the bar; `text`: icons can be seen, text is below 4.5:1. */
  fails: "icons" | "text";
}

/**
 * SPEC §3 Header theme: the header draws its text and every icon in `headerOtherElementsColor` on
 * `headerBgColor` (each its default when unset or not a colour). A pair under 4.5:1 is a warning
 * for the admin before publishing (WCAG 1.4.3 text, 1.4.11 icons); null when it reads well.
 */
export function headerContrastWarning(theme: unknown): HeaderContrastWarning | null {
  const value = typeof theme === "object" && theme !== null ? (theme as Record<string, unknown>) : {};
  const background = parseColor(value["headerBgColor"]) ?? parseColor(DEFAULT_HEADER_THEME.headerBgColor)!;
  const opaque = over(background, { r: 255, g: 255, b: 255, a: 1 });
  const text = parseColor(value["headerOtherElementsColor"]) ?? parseColor(DEFAULT_HEADER_THEME.headerOtherElementsColor)!;
  const foreground = over(text, opaque);
  const ratio = contrastRatio(foreground, opaque);
  if (ratio >= TEXT_CONTRAST_MIN) return null;
  return { foreground: toHex(foreground), background: toHex(opaque), ratio: Math.floor(ratio * 10) / 10, fails: ratio < ICON_CONTRAST_MIN ? "icons" : "text" };
}
