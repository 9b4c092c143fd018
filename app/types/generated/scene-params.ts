/* eslint-disable */
// generated from schemas/scene-params.schema.json by npm run gen:types; do not edit

/**
 * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (a value can never add CSS or markup). Empty for none.
 */
export type Url = string;

/**
 * Portal scene params (SPEC §3): which parts of the chrome a tenant shows. Spellings avatarDropdownEnbale and headerExtendEntrys are the platform's and are kept. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
 */
export interface SceneParams {
  /**
   * Header shows the help centre.
   */
  helpCenterShow?: boolean;
  /**
   * Header shows the collect (favourites) centre.
   */
  collectCenterShow?: boolean;
  /**
   * Header shows the application switcher.
   */
  applicationSwitchShow?: boolean;
  /**
   * Header shows the organisation switcher.
   */
  orgTreeShow?: boolean;
  /**
   * Header shows function icons.
   */
  functionIconShow?: boolean;
  /**
   * Portal tips are shown.
   */
  portalTipShow?: boolean;
  /**
   * App-scan (QR) login is offered.
   */
  appScanLoginShow?: boolean;
  /**
   * Change password is offered.
   */
  modifyPasswordShow?: boolean;
  /**
   * 0 shows the sub menu.
   */
  subMenuShowType?: number;
  /**
   * Portal scene, e.g. single-product.
   */
  scene?: string;
  /**
   * User dropdown shows the user space.
   */
  userSpaceShow?: boolean;
  /**
   * Header shows the workbench entry.
   */
  workbenchShow?: boolean;
  /**
   * Header shows extend entries.
   */
  headerExtendEntryEnable?: boolean;
  /**
   * User dropdown shows the custom avatar dropdown entries.
   */
  avatarDropdownEnbale?: boolean;
  /**
   * Extend entries shown in the header.
   */
  headerExtendEntrys?: Entry[];
  /**
   * Custom entries of the user dropdown.
   */
  avatarDropdowns?: Entry[];
  /**
   * Menus show icons.
   */
  menuIconShow?: boolean;
  /**
   * Where menu icons come from.
   */
  menuIconResources?: string;
  /**
   * Only one sidebar category is open at a time.
   */
  uniqueOpened?: boolean;
  /**
   * The org switcher shows only the org name.
   */
  onlyShowOrgName?: boolean;
  /**
   * The brand area does not slide.
   */
  disableBrandSlide?: boolean;
  /**
   * Header shows the message centre.
   */
  showMessageCenter?: boolean;
  /**
   * Header shows the user dropdown.
   */
  showUserInfo?: boolean;
  /**
   * Header shows the system title.
   */
  showBrandTitle?: boolean;
  /**
   * Header shows the fullscreen button.
   */
  showFullscreen?: boolean;
  /**
   * Application switching is disabled.
   */
  disableAppSwitch?: boolean;
  /**
   * How many kept-alive sub-apps (SPEC §9 cache rule) stay mounted at once, 1–5 (the fixed viewports); the least recently used one is unmounted beyond it. Absent or out of range: 5.
   */
  subAppKeepAliveMax?: number | string;
  [k: string]: unknown;
}
/**
 * Quick entry or extend entry (SPEC §3).
 */
export interface Entry {
  code?: string;
  name?: string;
  /**
   * How the entry opens.
   */
  openType?: string | number;
  thumbnailType?: "ICON" | "IMAGE";
  iconClass?: string;
  images?: {
    imageType?: "ICON" | "UNSELECT-ICON" | "SELECT-ICON";
    iconUrl?: Url;
    [k: string]: unknown;
  }[];
  textColor?: string;
  textHoverColor?: string;
  showName?: boolean;
  popover?: boolean;
  children?: Entry[];
  url?: Url;
  [k: string]: unknown;
}
