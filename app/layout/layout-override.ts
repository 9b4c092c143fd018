import type { Problem } from "../kit/schemas/problem.ts";
import { validate } from "../kit/schemas/validator.ts";
import type { LayoutDefinition, LayoutRegion, LayoutRegions } from "../types/generated/layout.ts";
import type { LayoutOverride } from "../types/generated/layout-override.ts";
import type { PortalType, ViewMode } from "./types.ts";

export const REGION_NAMES = ["header", "sidebar", "tabBar", "toolbar", "watermark", "content", "banner"] as const;

/**
 * Validates a tenant's layout override against schemas/layout-override.schema.json.
 * Returns the override, or null with the faults as problems: an invalid override is
 * ignored whole, so a half-applied override never reaches the page. Absent → null, no problem.
 */
export function readLayoutOverride(override: unknown, problems: Problem[]): LayoutOverride | null {
  if (override === undefined || override === null) return null;
  const result = validate("layout-override", override);
  if (result.ok) return override as LayoutOverride;
  for (const error of result.errors) {
    problems.push({ piece: "layout-override", pointer: error.pointer, message: `${error.message}; override ignored` });
  }
  return null;
}

/**
 * Applies the override entries that match this view mode and portal type (an entry without
 * one matches all), in order. A region override replaces the region's component, visibility,
 * condition, toolbar items, or whole header slots. Returns a new definition.
 */
export function applyLayoutOverride(
  definition: LayoutDefinition,
  override: LayoutOverride | null,
  viewMode: ViewMode,
  portalType: PortalType,
): LayoutDefinition {
  if (!override) return definition;
  let orgTreeLoad = definition.orgTreeLoad;
  const regions: LayoutRegions = { ...definition.regions };
  for (const entry of override.layouts) {
    if (entry.viewMode !== undefined && entry.viewMode !== viewMode) continue;
    if (entry.portalType !== undefined && entry.portalType !== portalType) continue;
    if (entry.orgTreeLoad !== undefined) orgTreeLoad = entry.orgTreeLoad;
    for (const name of REGION_NAMES) {
      const change = entry.regions[name];
      if (!change) continue;
      const base: LayoutRegion = regions[name];
      const { slots, ...rest } = change;
      regions[name] = { ...base, ...rest, ...(slots ? { slots: { ...base.slots, ...slots } } : {}) };
    }
  }
  return { ...definition, orgTreeLoad, regions };
}
