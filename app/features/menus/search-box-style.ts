import { useStyleRegister, type CSSInterpolation } from "@ant-design/cssinjs";
import { ConfigProvider, theme, type GlobalToken } from "antd";
import { useContext } from "react";

/** The class names of the menu search's parts; the box and the popup also carry the theme's hash class (useSearchBoxStyle). */
export const SEARCH_CLASS = {
  box: "portal-search-box",
  input: "portal-search-input",
  clear: "portal-search-clear",
  popup: "portal-search-popup",
  list: "portal-search-list",
  option: "portal-search-option",
  trail: "portal-search-trail",
  status: "portal-search-status",
  tip: "portal-search-tip",
} as const;

/** The listbox's height before it scrolls (antd's list height). */
const LIST_HEIGHT = 256;

/**
 * The look of antd's outlined input and select popup, from the theme's tokens, so a tenant's
 * branding (colorPrimary and the rest) applies to the search as to antd's own controls.
 */
function searchStyle(token: GlobalToken): CSSInterpolation {
  const c = SEARCH_CLASS;
  const optionPaddingBlock = Math.max(0, Math.round((token.controlHeight - token.fontSize * token.lineHeight) / 2));
  return {
    [`.${c.box}`]: {
      display: "inline-flex",
      alignItems: "center",
      gap: token.paddingXXS,
      boxSizing: "border-box",
      height: token.controlHeight,
      padding: `0 ${token.paddingSM - token.lineWidth}px`,
      border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
      borderRadius: token.borderRadius,
      background: token.colorBgContainer,
      color: token.colorText,
      fontFamily: token.fontFamily,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      cursor: "text",
      transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
      "&:hover": { borderColor: token.colorPrimaryHover },
      // The visible keyboard focus: the primary colour's border and outline ring, as antd's inputs.
      "&:focus-within": { borderColor: token.colorPrimary, boxShadow: `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`, outline: 0 },
      "@media (forced-colors: active)": { "&:focus-within": { outline: "2px solid Highlight", outlineOffset: 1 } },
      [`.${c.input}`]: {
        flex: "1 1 auto",
        minWidth: 0,
        height: "100%",
        margin: 0,
        padding: 0,
        border: 0,
        outline: 0,
        background: "transparent",
        color: "inherit",
        font: "inherit",
        "&::placeholder": { color: token.colorTextPlaceholder, opacity: 1 },
      },
      [`.${c.clear}`]: {
        display: "inline-flex",
        flex: "none",
        padding: 0,
        border: 0,
        background: "none",
        color: token.colorTextQuaternary,
        fontSize: token.fontSizeIcon,
        cursor: "pointer",
        transition: `color ${token.motionDurationMid}`,
        "&:hover": { color: token.colorTextTertiary },
      },
    },
    [`.${c.popup}`]: {
      position: "absolute",
      top: 0,
      left: 0,
      zIndex: token.zIndexPopupBase + 50,
      boxSizing: "border-box",
      padding: token.paddingXXS,
      background: token.colorBgElevated,
      borderRadius: token.borderRadiusLG,
      boxShadow: token.boxShadowSecondary,
      color: token.colorText,
      fontFamily: token.fontFamily,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      // The options' offset parent, so the active one is scrolled into view by its offsetTop.
      [`.${c.list}`]: { position: "relative", maxHeight: LIST_HEIGHT, overflowY: "auto", margin: 0, padding: 0, listStyle: "none" },
      [`.${c.option}`]: {
        display: "flex",
        flexDirection: "column",
        padding: `${optionPaddingBlock + 2}px ${token.controlPaddingHorizontal}px`,
        borderRadius: token.borderRadiusSM,
        lineHeight: 1.3,
        cursor: "pointer",
        '&[aria-selected="true"]': { background: token.controlItemBgHover },
        "@media (forced-colors: active)": { '&[aria-selected="true"]': { outline: "2px solid Highlight", outlineOffset: -2 } },
      },
      [`.${c.trail}`]: { fontSize: token.fontSizeSM, color: token.colorTextDescription },
      [`.${c.status}`]: { padding: `6px ${token.controlPaddingHorizontal}px`, fontSize: token.fontSizeSM, color: token.colorTextDescription },
      [`.${c.tip}`]: { borderTop: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` },
    },
  };
}

/**
 * Registers the menu search's styles with antd's style cache (server-extracted with the page's
 * other antd styles, injected with the page's CSP nonce in the browser) and returns the class
 * that scopes them to the current theme.
 */
export function useSearchBoxStyle(): string {
  const { theme: antdTheme, token, hashId } = theme.useToken();
  const { csp } = useContext(ConfigProvider.ConfigContext);
  useStyleRegister({ theme: antdTheme, token, hashId, path: ["portal-menu-search"], nonce: () => csp?.nonce ?? "" }, () => searchStyle(token));
  return hashId;
}
