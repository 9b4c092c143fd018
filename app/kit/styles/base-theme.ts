import type { ConfigProviderProps, ThemeConfig } from "antd";

/**
 * The portal's antd theme under every page (the root's ConfigProvider, Storybook's, and the
 * antd stylesheet built for it, ADR 011): antd's defaults, with every colour a page writes text
 * in shaded to stand 4.5:1 (WCAG AA) against the backgrounds antd puts it on (ADR 036). antd's
 * own blue (#1677ff: 4.1:1 under white text, 3.7:1 on its selected-item tint), red (#ff4d4f,
 * 3.3:1), status texts (green 3.4:1, gold 3.0:1 on their tints) and secondary text (black at
 * 45 %, 3.4:1) fall short. A tenant's page theme (portalTheme) sets its own accent over this.
 */
export const BASE_THEME: ThemeConfig = {
  token: {
    colorPrimary: "#1369E0",
    colorInfo: "#1369E0",
    colorLink: "#1369E0",
    colorError: "#C93D3E",
    colorSuccessText: "#30860B",
    colorWarningText: "#A16705",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextDescription: "rgba(0, 0, 0, 0.6)",
  },
};

/**
 * A switch with labels (on/off) writes its white label on this grey when unchecked (antd's 25 %
 * black gave 1.8:1). Given where such a switch is drawn (the console's forms), so that no other
 * switch of the portal changes with it.
 */
export const READABLE_SWITCH_THEME: ThemeConfig = {
  components: { Switch: { colorTextQuaternary: "rgba(0, 0, 0, 0.55)", colorTextTertiary: "rgba(0, 0, 0, 0.65)" } },
};

/**
 * antd's buttons keep their text as written: antd otherwise spaces a two-character Chinese label
 * ("登 录"), and a button named by aria-label no longer contains its visible text (WCAG 2.5.3,
 * axe's label-content-name-mismatch).
 */
export const BASE_BUTTON: ConfigProviderProps["button"] = { autoInsertSpace: false };
