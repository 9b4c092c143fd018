import type { ThemeConfig } from "antd";
import type { LayoutTokens } from "#app/layout/types";
import { shadeFor } from "#app/kit/contrast";

/**
 * The accent of a tenant's theme colour: the colour itself, or the nearest darker shade of it
 * that stands 4.5:1 against white (WCAG AA text), so that text in the accent on white (links,
 * the active tab) and white text on it (primary buttons) both stay readable.
 */
export function accentColor(themeColor: string): string {
  return shadeFor(themeColor, "#FFFFFF") ?? themeColor;
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
    token: { colorPrimary: accent, colorLink: accent },
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
