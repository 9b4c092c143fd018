import type { PortalType } from "#app/layout/types.ts";
import { SINGLE_PRODUCT_SCENE } from "../kit/constants.ts";

/**
 * Portal types (SPEC §6 "enableType: legacy or concise-x", §9 "Portal types: 0 legacy;
 * navigation themes Classic and Simple"): enableType 0 is the legacy type, drawn with the
 * Classic theme; 1 is concise-x, drawn with the Simple theme.
 */
export const ENABLE_TYPE_LEGACY = 0;
export const ENABLE_TYPE_CONCISE = 1;
export type EnableType = typeof ENABLE_TYPE_LEGACY | typeof ENABLE_TYPE_CONCISE;

/**
 * SPEC §6, §9: the navigation theme of an enableType as the platform may send it: 0, "0", "legacy"
 * or "Classic" → Classic; 1, "1", "concise-x", "concise" or "Simple" → Simple (the user's setting,
 * schemas/portal-type-setting, names the theme); anything else → null (unknown). The one reading
 * of enableType, on the server and in the browser.
 */
export function portalTypeFromEnableType(value: unknown): PortalType | null {
  if (value === ENABLE_TYPE_LEGACY || value === "0" || value === "legacy" || value === "Classic") return "Classic";
  if (value === ENABLE_TYPE_CONCISE || value === "1" || value === "concise-x" || value === "concise" || value === "Simple") return "Simple";
  return null;
}

/** The enableType of a portal-type-setting answer (SPEC §7 portal-type setting), or null. */
export function settingEnableType(answer: unknown): unknown {
  return typeof answer === "object" && answer !== null ? ((answer as { enableType?: unknown }).enableType ?? null) : null;
}

/** The enableType sent for a navigation theme (POST theme-settings, SPEC §7); unknown → 0. */
export function enableTypeFor(portalType: unknown): EnableType {
  return portalType === "Simple" ? ENABLE_TYPE_CONCISE : ENABLE_TYPE_LEGACY;
}

/** SPEC §2 "The scene value single-product": true when any of the given scenes (scene params, query) is it. */
export function isSingleProductScene(...scenes: unknown[]): boolean {
  return scenes.some((scene) => typeof scene === "string" && scene.trim() === SINGLE_PRODUCT_SCENE);
}

const isPortalType = (value: unknown): value is PortalType => value === "Classic" || value === "Simple";

/**
 * SPEC §6 "single-product scene forces 0": the theme to draw. Single product → Classic (0);
 * otherwise the server's enableType, unknown → Classic.
 */
export function effectivePortalType(serverEnableType: unknown, singleProduct: unknown): PortalType {
  if (singleProduct === true) return "Classic";
  return portalTypeFromEnableType(serverEnableType) ?? "Classic";
}

/**
 * SPEC §4 Other behaviours "a mismatch with the server triggers a switch": compares the type
 * the page holds (session "portal type", SPEC §3) with the effective server type. `switchTo`
 * is the server's type when the held one is valid and differs (the shell stores it and reloads,
 * "A portal type change reloads the page"); null when they agree or nothing valid is held
 * (the server's type is then simply taken, without a reload).
 */
export function portalTypeSync(input: { serverEnableType: unknown; current: unknown; singleProduct?: unknown }): { portalType: PortalType; switchTo: PortalType | null } {
  const ctx = typeof input === "object" && input !== null ? input : { serverEnableType: null, current: null };
  const portalType = effectivePortalType(ctx.serverEnableType, ctx.singleProduct);
  return { portalType, switchTo: isPortalType(ctx.current) && ctx.current !== portalType ? portalType : null };
}

/**
 * SPEC §2 portal-type switch dialog, §4 "The theme type can be switched between Classic and
 * Simple (enableType)": the enableType to save for a requested theme, or null when nothing is
 * to be saved (unknown request, the same theme, or the single-product scene, whose type is
 * forced). After saving, the page reloads.
 */
export function portalTypeChange(requested: unknown, current: unknown, singleProduct?: unknown): { enableType: EnableType } | null {
  if (singleProduct === true || !isPortalType(requested) || requested === current) return null;
  return { enableType: enableTypeFor(requested) };
}
