/* eslint-disable */
// generated from the `default` keywords of schemas/*.schema.json by npm run gen:types; do not edit
import type { Announcement } from "./announcement";
import type { CollectedMenu } from "./collected-menu";
import type { DashboardWrite } from "./dashboard-write";
import type { EnvInfo } from "./env-info";
import type { HeaderTheme } from "./header-theme";
import type { HelpUrlWrite } from "./help-url-write";
import type { NavLogoAndName } from "./nav-logo-and-name";
import type { PortalConfig } from "./portal-config";
import type { PortalEntryWrite } from "./portal-entry-write";
import type { SceneParams } from "./scene-params";
import type { SideEntryWrite } from "./side-entry-write";
import type { Watermark } from "./watermark";

/** The `default` keywords of schemas/announcement.schema.json. */
export const ANNOUNCEMENT_DEFAULTS = {
  "level": "normal",
} satisfies Partial<Announcement>;

/** The `default` keywords of schemas/collected-menu.schema.json. */
export const COLLECTED_MENU_DEFAULTS = {
  "sourceType": "dir",
} satisfies Partial<CollectedMenu>;

/** The `default` keywords of schemas/dashboard-write.schema.json. */
export const DASHBOARD_WRITE_DEFAULTS = {
  "icon": "",
  "orgId": null,
} satisfies Partial<DashboardWrite>;

/** The `default` keywords of schemas/env-info.schema.json. */
export const ENV_INFO_DEFAULTS = {
  "isI18nEnv": false,
  "intranet": false,
  "defaultLocale": "zh-CN",
  "locales": ["zh-CN","en","sv-SE"],
  "enterprisePortalEnable": false,
  "hideHelpIcon": false,
  "showCollectCenter": true,
  "allowedFreeLicense": false,
  "logoutUrl": "",
  "loginServiceUrl": "/login/",
  "aiAssistantIframeUrl": "",
  "tokenCheck": false,
  "aiBotUrl": "",
} satisfies Partial<EnvInfo>;

/** The `default` keywords of schemas/header-theme.schema.json. */
export const HEADER_THEME_DEFAULTS = {
  "systemName": "",
  "systemNameAllLang": {},
  "systemLogoUrl": "",
  "systemLogoSize": 24,
  "systemLogoJumpUrl": "",
  "headerBgImgUrl": "",
  "horizontalHeaderBgImgUrl": "",
  "headerBgColor": "#002366",
  "headerBgType": 0,
  "headerHeight": 48,
  "headerOtherElementsColor": "#FFFFFF",
  "activeMenuBgColor": "rgba(255, 255, 255, 0.16)",
  "activeMenuTextColor": "#FFFFFF",
  "sidebarBgColor": "#FFFFFF",
  "sidebarTextColor": "#1F2329",
  "sidebarActiveBgColor": "#E9F3FF",
  "sidebarActiveTextColor": "#268DFF",
  "bgImageUrl": "",
  "themeColor": "#268DFF",
  "watermarkSwitch": 0,
  "watermarkScope": "",
  "watermarkScopeType": 0,
  "watermarkTemplate": "",
  "filterSwitch": 0,
  "logout": true,
  "appQrcode": true,
  "userCenter": true,
  "userAvatarType": 0,
  "modifyPassword": true,
  "languageSwitch": true,
  "enableSwitchPortal": true,
  "classicMenuShowScheme": 0,
  "customLogoutUrl": "",
  "loginSessionTimeout": 24,
} satisfies Partial<HeaderTheme>;

/** The `default` keywords of schemas/help-url-write.schema.json. */
export const HELP_URL_WRITE_DEFAULTS = {
  "integrateType": 1,
} satisfies Partial<HelpUrlWrite>;

/** The `default` keywords of schemas/nav-logo-and-name.schema.json. */
export const NAV_LOGO_AND_NAME_DEFAULTS = {
  "systemName": "",
  "systemLogoUrl": "",
  "systemLogoJumpUrl": "",
  "browserTitle": "",
} satisfies Partial<NavLogoAndName>;

/** The `default` keywords of schemas/portal-config.schema.json. */
export const PORTAL_CONFIG_DEFAULTS = {
  "sideEntryShow": true,
} satisfies Partial<PortalConfig>;

/** The `default` keywords of schemas/portal-entry-write.schema.json. */
export const PORTAL_ENTRY_WRITE_DEFAULTS = {
  "openType": 0,
  "thumbnailType": "ICON",
  "iconClass": "",
  "imageUrl": "",
  "textColor": "",
  "textHoverColor": "",
  "showName": true,
} satisfies Partial<PortalEntryWrite>;

/** The `default` keywords of schemas/scene-params.schema.json. */
export const SCENE_PARAMS_DEFAULTS = {
  "helpCenterShow": true,
  "collectCenterShow": true,
  "applicationSwitchShow": true,
  "orgTreeShow": true,
  "functionIconShow": true,
  "portalTipShow": true,
  "appScanLoginShow": true,
  "modifyPasswordShow": true,
  "subMenuShowType": 0,
  "scene": "",
  "userSpaceShow": true,
  "workbenchShow": true,
  "headerExtendEntryEnable": true,
  "avatarDropdownEnbale": true,
  "headerExtendEntrys": [],
  "avatarDropdowns": [],
  "menuIconShow": true,
  "menuIconResources": "",
  "uniqueOpened": false,
  "onlyShowOrgName": false,
  "disableBrandSlide": false,
  "showMessageCenter": true,
  "showUserInfo": true,
  "showBrandTitle": true,
  "showFullscreen": true,
  "disableAppSwitch": false,
  "subAppKeepAliveMax": 5,
} satisfies Partial<SceneParams>;

/** The `default` keywords of schemas/side-entry-write.schema.json. */
export const SIDE_ENTRY_WRITE_DEFAULTS = {
  "iconClass": "",
  "linkType": 1,
  "source": "",
  "contentUrl": "",
  "openType": 0,
} satisfies Partial<SideEntryWrite>;

/** The `default` keywords of schemas/watermark.schema.json. */
export const WATERMARK_DEFAULTS = {
  "type": "TEXT",
  "spacing": 50,
  "staggerDistance": 100,
  "scale": 100,
  "transparency": 0,
  "rotationAngle": 0,
  "fontSize": 18,
  "repeat": true,
  "fontColor": "#000000",
  "status": 1,
  "position": "MIDDLE",
} satisfies Partial<Watermark>;
