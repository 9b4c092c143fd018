/**
 * Documented defaults of every config piece (ARCHITECTURE §2 step 3, §3): used in place
 * of a piece that fails to load or validate, and under the properties a tenant leaves out.
 * Values from SPEC §9; where the spec is silent, chrome is shown.
 * The one place these live, for the portal and the platform alike: do not copy them elsewhere.
 */
import type { QueryFlags } from "../../layout/types.ts";
import type { CollectedMenu } from "../../types/generated/collected-menu.ts";
import type { EnvInfo } from "../../types/generated/env-info.ts";
import type { HeaderTheme } from "../../types/generated/header-theme.ts";
import type { NavLogoAndName } from "../../types/generated/nav-logo-and-name.ts";
import type { PortalConfig } from "../../types/generated/portal-config.ts";
import type { SceneParams } from "../../types/generated/scene-params.ts";
import {
  ANNOUNCEMENT_DEFAULTS as GENERATED_ANNOUNCEMENT_DEFAULTS,
  COLLECTED_MENU_DEFAULTS,
  DASHBOARD_WRITE_DEFAULTS,
  ENV_INFO_DEFAULTS,
  HELP_URL_WRITE_DEFAULTS,
  PORTAL_ENTRY_WRITE_DEFAULTS,
  SIDE_ENTRY_WRITE_DEFAULTS,
  HEADER_THEME_DEFAULTS,
  NAV_LOGO_AND_NAME_DEFAULTS,
  PORTAL_CONFIG_DEFAULTS,
  SCENE_PARAMS_DEFAULTS,
  WATERMARK_DEFAULTS as GENERATED_WATERMARK_DEFAULTS,
} from "../../types/generated/defaults.ts";

/** The named (not index-signature) keys of a generated type. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** SPEC §9: sub-app viewports 1 to 5 are fixed; at most this many apps are mounted at once. */
export const VIEWPORT_COUNT = 5;
/** Keep-alive budget: how many kept-alive apps may stay mounted (beyond the SPEC; LRU eviction). */
export const KEEP_ALIVE_BUDGET_DEFAULT: number = SCENE_PARAMS_DEFAULTS.subAppKeepAliveMax;
export const KEEP_ALIVE_BUDGET_MIN = 1;

/** The budget from a scene param or any other value: a whole number within 1–5, else the default. */
export function readKeepAliveBudget(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) return KEEP_ALIVE_BUDGET_DEFAULT;
  return Math.min(VIEWPORT_COUNT, Math.max(KEEP_ALIVE_BUDGET_MIN, n));
}

/** T with every named property present, except those in `Optional`. */
export type WithDefaults<T, Optional extends keyof T = never> = T & {
  [K in Exclude<KnownKeys<T>, Optional>]-?: Exclude<T[K], undefined>;
};

/** systemHeaderHeight has no default: when a tenant sends it, it wins over headerHeight. */
export type ResolvedHeaderTheme = WithDefaults<HeaderTheme, "systemHeaderHeight">;
export type ResolvedSceneParams = WithDefaults<SceneParams>;
export type ResolvedNav = WithDefaults<NavLogoAndName>;
export type ResolvedEnvInfo = WithDefaults<EnvInfo>;

/*
 * The config defaults are the `default` keywords of the schemas (ARCHITECTURE §4), generated
 * into app/types/generated/defaults.ts by `npm run gen:types`; the objects below are those
 * generated objects, not copies, so the platform (platform/config-defaults.ts) serves the same
 * values. The annotations make the compiler check that the schema gives every property a
 * default. To change a default, change the schema and run `npm run gen:types`.
 */
export const DEFAULT_HEADER_THEME: ResolvedHeaderTheme = HEADER_THEME_DEFAULTS;
export const DEFAULT_SCENE_PARAMS: ResolvedSceneParams = SCENE_PARAMS_DEFAULTS;
export const DEFAULT_NAV: ResolvedNav = NAV_LOGO_AND_NAME_DEFAULTS;
export const DEFAULT_ENV_INFO: ResolvedEnvInfo = ENV_INFO_DEFAULTS;
/** SPEC §3 Portal config: the side toolbar shows unless sideEntryShow is false. */
export const DEFAULT_PORTAL_CONFIG: Pick<Required<PortalConfig>, "sideEntryShow"> = PORTAL_CONFIG_DEFAULTS;
/** SPEC §3 Collected menu: sourceType defaults to 'dir'. */
export const DEFAULT_COLLECTED_MENU: Pick<Required<CollectedMenu>, "sourceType"> = COLLECTED_MENU_DEFAULTS;

/** SPEC §9 Colours and Layout, as the header theme's defaults give them. */
export const DEFAULT_THEME_COLOR = DEFAULT_HEADER_THEME.themeColor;
export const DEFAULT_HEADER_HEIGHT = DEFAULT_HEADER_THEME.headerHeight;
export const DEFAULT_LOGO_SIZE = DEFAULT_HEADER_THEME.systemLogoSize;
/** SPEC §9: the idle time allowed when no free-timeout is stored, in hours (the header theme's loginSessionTimeout). */
export const DEFAULT_IDLE_HOURS = DEFAULT_HEADER_THEME.loginSessionTimeout;

/**
 * What the platform fills in for a field an admin's write leaves out (announcements, ADR 024;
 * entries, ADR 023): the `default` keywords of their write schemas.
 */
export const WRITE_DEFAULTS = {
  announcement: GENERATED_ANNOUNCEMENT_DEFAULTS,
  "dashboard-write": DASHBOARD_WRITE_DEFAULTS,
  "help-url-write": HELP_URL_WRITE_DEFAULTS,
  "portal-entry-write": PORTAL_ENTRY_WRITE_DEFAULTS,
  "side-entry-write": SIDE_ENTRY_WRITE_DEFAULTS,
} as const;

/** Watermark defaults (SPEC §9): the `default` keywords of schemas/watermark.schema.json. */
export const WATERMARK_DEFAULTS = GENERATED_WATERMARK_DEFAULTS;

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
