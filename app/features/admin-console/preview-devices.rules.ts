/**
 * The preview's device presets (ADR 055): the portal drawn at a real window's size — so its own
 * breakpoints (SPEC §9: 1668, 1440; a tablet's and a phone's below 1024) apply as they would —
 * then scaled down to fit the pane. Pure.
 */

/** A window the preview draws the portal in (CSS px). */
export interface DevicePreset {
  width: number;
  height: number;
  /** What kind of screen it stands for (its label's key). */
  kind: "desktop" | "laptop" | "tablet" | "phone";
}

/** The presets, widest first: two desktops and a laptop at SPEC §9's breakpoints and their neighbours, a tablet, a phone. */
export const DEVICE_PRESETS = [
  { width: 1920, height: 1080, kind: "desktop" },
  { width: 1440, height: 900, kind: "desktop" },
  { width: 1280, height: 800, kind: "laptop" },
  { width: 768, height: 1024, kind: "tablet" },
  { width: 390, height: 844, kind: "phone" },
] as const satisfies readonly DevicePreset[];

export type DevicePresetWidth = (typeof DEVICE_PRESETS)[number]["width"];

/** The preset the pane opens with: the console's own common width. */
export const DEFAULT_PRESET_WIDTH: DevicePresetWidth = 1440;

/** The preset of a width, or the default one for any other value. */
export function devicePreset(width: unknown): DevicePreset {
  return DEVICE_PRESETS.find((preset) => preset.width === width) ?? DEVICE_PRESETS.find((preset) => preset.width === DEFAULT_PRESET_WIDTH)!;
}

/** The smallest scale the pane draws at: below it the portal's text is no longer legible as text at all. */
export const MIN_SCALE = 0.2;

/**
 * The scale that fits the whole preset in a box of `room` (the pane's width and the height it
 * may take), never above 1 (a phone is not blown up) nor below MIN_SCALE; a side not yet
 * measured (0 or less) does not limit it.
 */
export function fitScale(preset: Pick<DevicePreset, "width" | "height">, room: { width: number; height: number }): number {
  const byWidth = room.width > 0 ? room.width / preset.width : Number.POSITIVE_INFINITY;
  const byHeight = room.height > 0 ? room.height / preset.height : Number.POSITIVE_INFINITY;
  const scale = Math.min(1, byWidth, byHeight);
  return Math.max(MIN_SCALE, Math.floor(scale * 1000) / 1000);
}
