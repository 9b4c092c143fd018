/**
 * Values served for a tenant that has stored nothing yet, and the base a partial PUT is
 * merged over. Demo tenants get their own values from db/seed.ts.
 */
export const DEFAULT_HEADER_THEME = {
  systemName: "Portal",
  systemLogoUrl: "",
  systemLogoSize: 24,
  systemLogoJumpUrl: "",
  headerBgImgUrl: "",
  horizontalHeaderBgImgUrl: "",
  headerBgColor: "#002366",
  headerBgType: 0,
  headerHeight: 48,
  headerOtherElementsColor: "#FFFFFF",
  activeMenuBgColor: "#268DFF",
  activeMenuTextColor: "#FFFFFF",
  sidebarBgColor: "#FFFFFF",
  sidebarTextColor: "#1F2329",
  sidebarActiveBgColor: "#E8F3FF",
  sidebarActiveTextColor: "#268DFF",
  bgImageUrl: "",
  themeColor: "#268DFF",
  watermarkSwitch: 0,
  watermarkScope: "",
  watermarkScopeType: 0,
  watermarkTemplate: "",
  filterSwitch: 0,
  logout: true,
  appQrcode: false,
  userCenter: true,
  userAvatarType: 0,
  modifyPassword: true,
  languageSwitch: true,
  enableSwitchPortal: false,
  classicMenuShowScheme: 0,
  customLogoutUrl: "",
  loginSessionTimeout: 24,
};

export const DEFAULT_SCENE_PARAMS = {
  helpCenterShow: true,
  collectCenterShow: true,
  applicationSwitchShow: true,
  orgTreeShow: true,
  functionIconShow: true,
  portalTipShow: false,
  appScanLoginShow: false,
  modifyPasswordShow: true,
  subMenuShowType: 0,
  scene: "",
  userSpaceShow: false,
  workbenchShow: true,
  headerExtendEntryEnable: false,
  avatarDropdownEnbale: false,
  headerExtendEntrys: [] as unknown[],
  avatarDropdowns: [] as unknown[],
  menuIconShow: true,
  menuIconResources: "",
  uniqueOpened: false,
  onlyShowOrgName: false,
  disableBrandSlide: false,
  showMessageCenter: true,
  showUserInfo: true,
  showBrandTitle: true,
  showFullscreen: true,
  disableAppSwitch: false,
};

export const DEFAULT_NAV_LOGO_AND_NAME = {
  systemName: "Portal",
  systemLogoUrl: "",
  systemLogoJumpUrl: "",
  browserTitle: "Portal",
};

/** Key of the env info row in platform_env. */
export const ENV_INFO_KEY = "env-info";

/** Deployment-wide environment values (GET /i18n/v4/env/info) before options are applied. */
export const DEFAULT_ENV_INFO = {
  isI18nEnv: false,
  intranet: false,
  defaultLocale: "zh-CN",
  locales: ["zh-CN", "en", "sv-SE"],
  enterprisePortalEnable: false,
  hideHelpIcon: false,
  showCollectCenter: true,
  allowedFreeLicense: false,
  logoutUrl: "",
  aiAssistantIframeUrl: "",
  aiBotUrl: "",
  tokenCheck: false,
};
