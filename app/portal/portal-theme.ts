import type { ThemeConfig } from "antd";
import type { LayoutTokens } from "#app/layout/types";

/**
 * The antd theme of a portal page, from the tokens of its layout plan. The page draws with
 * it (PortalShell) and its stylesheet is built with it (ADR 011), so it is plain data: the
 * sheet's address carries it, and the same tokens always give the same theme.
 */
export function portalTheme(tokens: LayoutTokens): ThemeConfig {
  return {
    token: { colorPrimary: tokens.colorPrimary },
    components: { Layout: { headerBg: tokens.headerBg, headerHeight: tokens.headerHeight, headerColor: tokens.headerColor, siderBg: tokens.siderBg } },
  };
}
