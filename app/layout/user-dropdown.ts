import { DEFAULT_HEADER_THEME, DEFAULT_SCENE_PARAMS } from "#app/kit/schemas/defaults.ts";
import { TENANT_SWITCH_THRESHOLD } from "#app/kit/constants.ts";

/** SPEC §6: the tenant switch button shows only with more than one tenant. */
export function showTenantSwitchButton(count: number): boolean {
  return typeof count === "number" && count > TENANT_SWITCH_THRESHOLD;
}

/** The entries of the user dropdown (SPEC §6), each shown or not. */
export interface UserDropdownEntries {
  userCenter: boolean;
  modifyPassword: boolean;
  appQrcode: boolean;
  languageSwitch: boolean;
  logout: boolean;
  /** The portal-type switch (enableSwitchPortal). */
  switchPortal: boolean;
  userSpace: boolean;
  switchIdentity: boolean;
  switchTenant: boolean;
}

export interface UserDropdownInput {
  /** Header theme flags (SPEC §3): userCenter, modifyPassword, appQrcode, languageSwitch, logout, enableSwitchPortal. */
  theme?: unknown;
  /** Scene params (SPEC §3): userSpaceShow, modifyPasswordShow, appScanLoginShow. */
  scene?: unknown;
  intranet?: unknown;
  /** The single-product scene (SPEC §2). */
  singleProduct?: unknown;
  /** The identity portal setting (SPEC §6 switch identity). */
  identityPortalEnabled?: unknown;
  /** The available business identities (SPEC §3 Identity). */
  identities?: unknown;
  /** How many tenants the user has (SPEC §6 tenant switch). */
  tenantCount?: unknown;
}

/**
 * SPEC §3 Header theme and scene flags: a flag as the platform may send it: a boolean, 1/0, or "true"/"false"/"1"/"0". Anything
 * else (absent, null, other values) gives `fallback`, the documented default.
 */
export function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return fallback;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * SPEC §6 "Switch identity needs the identity portal enabled, a non-empty identity list and
 * not single-product."
 */
export function canSwitchIdentity(input: Pick<UserDropdownInput, "identityPortalEnabled" | "identities" | "singleProduct">): boolean {
  const ctx = record(input);
  return ctx["identityPortalEnabled"] === true && Array.isArray(ctx["identities"]) && ctx["identities"].length > 0 && ctx["singleProduct"] !== true;
}

/**
 * SPEC §6 user dropdown: which entries show, from the header theme flags userCenter,
 * modifyPassword, appQrcode, languageSwitch, logout and enableSwitchPortal and the scene's
 * userSpace. A flag that is absent or unreadable takes its documented default
 * (app/kit/schemas/defaults.ts). Where the scene params carry a matching switch
 * (modifyPasswordShow, appScanLoginShow) both must be on. The user centre is hidden on an
 * intranet; the portal-type switch in the single-product scene (its type is forced, SPEC §6);
 * switch identity per canSwitchIdentity; switch tenant with more than one tenant.
 */
export function userDropdownEntries(input: UserDropdownInput): UserDropdownEntries {
  const ctx = record(input);
  const theme = record(ctx["theme"]);
  const scene = record(ctx["scene"]);
  const singleProduct = ctx["singleProduct"] === true;
  const flag = (name: keyof typeof DEFAULT_HEADER_THEME & string) => readFlag(theme[name], DEFAULT_HEADER_THEME[name] === true);
  const sceneFlag = (name: keyof typeof DEFAULT_SCENE_PARAMS & string) => readFlag(scene[name], DEFAULT_SCENE_PARAMS[name] === true);
  const tenantCount = typeof ctx["tenantCount"] === "number" && Number.isFinite(ctx["tenantCount"]) ? ctx["tenantCount"] : 0;
  return {
    userCenter: flag("userCenter") && ctx["intranet"] !== true,
    modifyPassword: flag("modifyPassword") && sceneFlag("modifyPasswordShow"),
    appQrcode: flag("appQrcode") && sceneFlag("appScanLoginShow"),
    languageSwitch: flag("languageSwitch"),
    logout: flag("logout"),
    switchPortal: flag("enableSwitchPortal") && !singleProduct,
    userSpace: sceneFlag("userSpaceShow"),
    switchIdentity: canSwitchIdentity(ctx),
    switchTenant: showTenantSwitchButton(tenantCount),
  };
}
