/**
 * Documented defaults of every config piece (ARCHITECTURE §2 step 3, §3): used in place
 * of a piece that fails to load or validate, and under the properties a tenant leaves out.
 * Values from SPEC §9; where the spec is silent, chrome is shown.
 * The one place these live: do not copy them elsewhere.
 */
import type { EnvInfo } from "../../types/generated/env-info.ts";
import type { HeaderTheme } from "../../types/generated/header-theme.ts";
import type { NavLogoAndName } from "../../types/generated/nav-logo-and-name.ts";
import type { SceneParams } from "../../types/generated/scene-params.ts";
import type { QueryFlags } from "../../layout/types.ts";

/** The named (not index-signature) keys of a generated type. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** T with every named property present, except those in `Optional`. */
/** SPEC §9: sub-app viewports 1 to 5 are fixed; at most this many apps are mounted at once. */
export const VIEWPORT_COUNT = 5;
/** Keep-alive budget: how many kept-alive apps may stay mounted (beyond the SPEC; LRU eviction). */
export const KEEP_ALIVE_BUDGET_DEFAULT = VIEWPORT_COUNT;
export const KEEP_ALIVE_BUDGET_MIN = 1;

/** The budget from a scene param or any other value: a whole number within 1–5, else the default. */
export function readKeepAliveBudget(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) return KEEP_ALIVE_BUDGET_DEFAULT;
  return Math.min(VIEWPORT_COUNT, Math.max(KEEP_ALIVE_BUDGET_MIN, n));
}

export type WithDefaults<T, Optional extends keyof T = never> = T & {
  [K in Exclude<KnownKeys<T>, Optional>]-?: Exclude<T[K], undefined>;
};

/** systemHeaderHeight has no default: when a tenant sends it, it wins over headerHeight. */
export type ResolvedHeaderTheme = WithDefaults<HeaderTheme, "systemHeaderHeight">;
export type ResolvedSceneParams = WithDefaults<SceneParams>;
export type ResolvedNav = WithDefaults<NavLogoAndName>;
export type ResolvedEnvInfo = WithDefaults<EnvInfo>;

export const DEFAULT_THEME_COLOR = "#268DFF";
export const DEFAULT_HEADER_BG_COLOR = "#002366";
export const DEFAULT_HEADER_HEIGHT = 48;
export const DEFAULT_LOGO_SIZE = 24;
export const DEFAULT_LOCALE = "zh-CN";
export const LOCALES = ["zh-CN", "en", "sv-SE"] as const;

export const DEFAULT_HEADER_THEME: ResolvedHeaderTheme = {
  systemName: "",
  systemLogoUrl: "",
  systemLogoSize: DEFAULT_LOGO_SIZE,
  systemLogoJumpUrl: "",
  headerBgImgUrl: "",
  horizontalHeaderBgImgUrl: "",
  headerBgColor: DEFAULT_HEADER_BG_COLOR,
  headerBgType: 0,
  headerHeight: DEFAULT_HEADER_HEIGHT,
  headerOtherElementsColor: "#FFFFFF",
  activeMenuBgColor: "rgba(255, 255, 255, 0.16)",
  activeMenuTextColor: "#FFFFFF",
  sidebarBgColor: "#FFFFFF",
  sidebarTextColor: "#1F2329",
  sidebarActiveBgColor: "#E9F3FF",
  sidebarActiveTextColor: DEFAULT_THEME_COLOR,
  bgImageUrl: "",
  themeColor: DEFAULT_THEME_COLOR,
  watermarkSwitch: 0,
  watermarkScope: "",
  watermarkScopeType: 0,
  watermarkTemplate: "",
  filterSwitch: 0,
  logout: true,
  appQrcode: true,
  userCenter: true,
  userAvatarType: 0,
  modifyPassword: true,
  languageSwitch: true,
  enableSwitchPortal: true,
  classicMenuShowScheme: 0,
  customLogoutUrl: "",
  loginSessionTimeout: 24,
};

export const DEFAULT_SCENE_PARAMS: ResolvedSceneParams = {
  helpCenterShow: true,
  collectCenterShow: true,
  applicationSwitchShow: true,
  orgTreeShow: true,
  functionIconShow: true,
  portalTipShow: true,
  appScanLoginShow: true,
  modifyPasswordShow: true,
  subMenuShowType: 0,
  scene: "",
  userSpaceShow: true,
  workbenchShow: true,
  headerExtendEntryEnable: true,
  avatarDropdownEnbale: true,
  headerExtendEntrys: [],
  avatarDropdowns: [],
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
  subAppKeepAliveMax: KEEP_ALIVE_BUDGET_DEFAULT,
};

export const DEFAULT_NAV: ResolvedNav = {
  systemName: "",
  systemLogoUrl: "",
  systemLogoJumpUrl: "",
  browserTitle: "",
};

export const DEFAULT_ENV_INFO: ResolvedEnvInfo = {
  isI18nEnv: false,
  intranet: false,
  defaultLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  enterprisePortalEnable: false,
  hideHelpIcon: false,
  showCollectCenter: true,
  allowedFreeLicense: false,
  logoutUrl: "",
  loginServiceUrl: "/login/",
  aiAssistantIframeUrl: "",
  aiBotUrl: "",
  tokenCheck: false,
};

/** Query flags of SPEC §2 when the URL does not carry them: everything shown. */
export const DEFAULT_QUERY_FLAGS: Required<QueryFlags> = {
  brandLogoShow: true,
  userInfoShow: true,
  noPadding: false,
  systemName: "",
  disableRobot: false,
  userGuide: false,
  scene: "",
};
