import { apiGet, apiSend } from "#app/platform-api/client";
import type { PortalTypeSetting } from "#app/types/generated/portal-type-setting";

/**
 * The param service of SPEC §7 User as the browser calls it, through the BFF: GET and POST
 * param/v4/user-param-values/theme-settings, the user's portal type. The one place its paths
 * are written on the client (ADR 019).
 */

const THEME_SETTINGS = "param/v4/user-param-values/theme-settings";

/** GET param/v4/user-param-values/theme-settings; the answer is read by the portal-type rules (app/layout/portal-type.ts). */
export function userThemeSettings(): Promise<unknown> {
  return apiGet<unknown>(THEME_SETTINGS);
}

/** POST param/v4/user-param-values/theme-settings: saves the user's portal type by name. */
export function saveUserThemeSettings(enableType: PortalTypeSetting["enableType"]): Promise<unknown> {
  return apiSend<unknown>("POST", THEME_SETTINGS, { enableType });
}
