import type { ThemeConfig } from "antd";
import type { LayoutTokens } from "#app/layout/types";
import { TEXT_CONTRAST_MIN, contrastRatio, over, parseColor, shadeFor, toHex } from "#app/kit/contrast";

/** The tint a selected item is drawn on: the accent at 10 % over white (antd's own tints of some colours are mid-greys). */
export function selectedTint(accent: string): string {
  const colour = parseColor(accent);
  return colour ? toHex(over({ ...colour, a: 0.1 }, { r: 255, g: 255, b: 255, a: 1 })) : "#F0F5FF";
}

const accents = new Map<string, string>();

/**
 * The accent of a tenant's theme colour: the colour itself, or the nearest darker shade of it
 * that stands 4.5:1 (WCAG AA text) against white and against the tint a selected item is drawn
 * on (selectedTint), so that text in the accent (links, the active tab, the chosen language or
 * menu entry) and white text on it (primary buttons) all stay readable.
 */
export function accentColor(themeColor: string): string {
  const known = accents.get(themeColor);
  if (known) return known;
  let accent = shadeFor(themeColor, "#FFFFFF") ?? themeColor;
  // A darker accent gives a darker tint: a few rounds settle both.
  for (let round = 0; round < 4 && contrastRatio(accent, selectedTint(accent)) < TEXT_CONTRAST_MIN; round++) accent = shadeFor(accent, selectedTint(accent), TEXT_CONTRAST_MIN + 0.1) ?? accent;
  if (accents.size > 100) accents.clear();
  accents.set(themeColor, accent);
  return accent;
}

/** Under antd's modals (1000) and popups (1050), over the page. */
const NOTIFICATION_Z_INDEX = 999;

/**
 * The antd theme of a portal page, from the tokens of its layout plan. The page draws with
 * it (PortalShell) and its stylesheet is built with it (ADR 011), so it is plain data: the
 * sheet's address carries it, and the same tokens always give the same theme. Every accent
 * antd derives (primary, links, selected rows and items, focus) comes from the tenant's theme
 * colour, in a readable shade (accentColor); antd's links otherwise follow its own blue.
 * The portal's notifications (alert messages, the new-message prompt) lie under dialogs and
 * popup menus (antd's default puts them above both): they never cover a dialog's buttons or
 * the user menu's entries.
 */
export function portalTheme(tokens: LayoutTokens): ThemeConfig {
  const accent = accentColor(tokens.colorPrimary);
  return {
    token: { colorPrimary: accent, colorLink: accent, colorPrimaryBg: selectedTint(accent) },
    components: {
      Notification: { zIndexPopup: NOTIFICATION_Z_INDEX },
      Layout: {
        headerBg: tokens.headerBg,
        headerHeight: tokens.headerHeight,
        headerColor: tokens.headerColor,
        siderBg: tokens.siderBg,
      },
    },
  };
}
