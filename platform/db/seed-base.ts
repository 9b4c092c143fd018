/**
 * The demo tenants' base look: the shared config defaults (../config-defaults.ts) with the
 * values the demo data has always had where they differ from the defaults. Demo data, not
 * defaults: a tenant created without config is served the defaults themselves.
 */
import { DEFAULT_HEADER_THEME, DEFAULT_NAV_LOGO_AND_NAME, DEFAULT_SCENE_PARAMS } from "../config-defaults.ts";

const DEMO_TITLE = "Portal";

export const DEMO_HEADER_THEME = {
  ...DEFAULT_HEADER_THEME,
  systemName: DEMO_TITLE,
  activeMenuBgColor: DEFAULT_HEADER_THEME.themeColor,
  sidebarActiveBgColor: "#E8F3FF",
  appQrcode: false,
  enableSwitchPortal: false,
};

export const DEMO_SCENE_PARAMS = {
  ...DEFAULT_SCENE_PARAMS,
  portalTipShow: false,
  appScanLoginShow: false,
  userSpaceShow: false,
  headerExtendEntryEnable: false,
  avatarDropdownEnbale: false,
};

export const DEMO_NAV_LOGO_AND_NAME = { ...DEFAULT_NAV_LOGO_AND_NAME, systemName: DEMO_TITLE, browserTitle: DEMO_TITLE };
