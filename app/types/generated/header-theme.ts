/* eslint-disable */
// generated from schemas/header-theme.schema.json by npm run gen:types; do not edit

/**
 * Tenant branding of the portal header and chrome (SPEC §3 Header theme). Every property is optional; unknown properties are allowed for forward compatibility. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
 */
export interface HeaderTheme {
  /**
   * Title shown beside the brand logo.
   */
  systemName?: string;
  /**
   * Extension (ADR 056): the system name per locale, as SPEC §3 nameAllLang (schemas/texts-by-locale). The header shows the one of the active language, else systemName; an empty or absent text is no text.
   */
  systemNameAllLang?: {
    /**
     * The system name in Simplified Chinese; empty for the default.
     */
    "zh-CN"?: string;
    /**
     * The system name in English; empty for the default.
     */
    en?: string;
    /**
     * The system name in Swedish; empty for the default.
     */
    "sv-SE"?: string;
  };
  /**
   * URL of the brand logo.
   */
  systemLogoUrl?: string;
  /**
   * Logo size in px.
   */
  systemLogoSize?: number;
  /**
   * Where a click on the brand logo goes.
   */
  systemLogoJumpUrl?: string;
  /**
   * Header background image.
   */
  headerBgImgUrl?: string;
  /**
   * Header background image for the horizontal (Classic) header.
   */
  horizontalHeaderBgImgUrl?: string;
  /**
   * Header background colour.
   */
  headerBgColor?: string;
  /**
   * 0 colour background, 1 image background.
   */
  headerBgType?: 0 | 1;
  /**
   * Header height in px.
   */
  headerHeight?: number;
  /**
   * System header height in px; used when headerHeight is absent.
   */
  systemHeaderHeight?: number;
  /**
   * Colour of header text and icons.
   */
  headerOtherElementsColor?: string;
  /**
   * Background of the active main-menu item.
   */
  activeMenuBgColor?: string;
  /**
   * Text colour of the active main-menu item.
   */
  activeMenuTextColor?: string;
  /**
   * Sidebar background.
   */
  sidebarBgColor?: string;
  /**
   * Sidebar text colour.
   */
  sidebarTextColor?: string;
  /**
   * Background of the active sidebar item.
   */
  sidebarActiveBgColor?: string;
  /**
   * Text colour of the active sidebar item.
   */
  sidebarActiveTextColor?: string;
  /**
   * Page background image.
   */
  bgImageUrl?: string;
  /**
   * Primary colour (antd colorPrimary).
   */
  themeColor?: string;
  /**
   * 1 shows the watermark overlay.
   */
  watermarkSwitch?: 0 | 1;
  /**
   * Where the watermark applies.
   */
  watermarkScope?: string;
  /**
   * Kind of watermark scope.
   */
  watermarkScopeType?: number;
  /**
   * The id of a watermark of the tenant (schemas/watermark.schema.json; read with GET report-center/v4/mark/{id}/detail); "" for none. The platform refuses an id that names no watermark of the tenant.
   */
  watermarkTemplate?: string;
  /**
   * 1 renders the whole portal in grey scale.
   */
  filterSwitch?: 0 | 1;
  /**
   * User dropdown shows Log out.
   */
  logout?: boolean;
  /**
   * User dropdown shows the app QR code.
   */
  appQrcode?: boolean;
  /**
   * User dropdown shows the user centre.
   */
  userCenter?: boolean;
  /**
   * How the user avatar is drawn.
   */
  userAvatarType?: number;
  /**
   * User dropdown shows Change password.
   */
  modifyPassword?: boolean;
  /**
   * Header shows the language switch.
   */
  languageSwitch?: boolean;
  /**
   * User dropdown shows the portal-type switch.
   */
  enableSwitchPortal?: boolean;
  /**
   * How the Classic main menu is laid out.
   */
  classicMenuShowScheme?: number;
  /**
   * Where to go after log out.
   */
  customLogoutUrl?: string;
  /**
   * Idle session timeout in hours.
   */
  loginSessionTimeout?: number;
  [k: string]: unknown;
}
