import { COMPONENT_NAMES, REGION_COMPONENT_NAMES } from "#app/layout/component-names";
import { getLayoutDefinition } from "#app/layout/definitions";
import type { PortalType, ViewMode } from "#app/layout/types";

/**
 * The Layout section's reading and editing of a tenant's layout override
 * (schemas/layout-override.schema.json, ARCHITECTURE §3): which registered component fills each
 * region of one view mode × portal type. Pure; entries for all view modes or portal types, and
 * what an entry holds besides region components, are kept as they are.
 */

/** The regions of a layout, in the order the section lists them (layout.schema.json LayoutRegions). */
export const LAYOUT_REGIONS = ["header", "sidebar", "tabBar", "toolbar", "watermark", "content", "banner"] as const;
export type LayoutRegionName = (typeof LAYOUT_REGIONS)[number];

/** The view modes and portal types (layout.schema.json $defs viewMode, portalType), in the section's order. */
export const LAYOUT_VIEW_MODES = ["full", "application", "module", "singleModule", "tripartiteApp"] as const satisfies readonly ViewMode[];
export const LAYOUT_PORTAL_TYPES = ["Classic", "Simple"] as const satisfies readonly PortalType[];

/** The names a region may be given: the registry's region components, and nothing else. */
export const REGION_CHOICES: readonly string[] = REGION_COMPONENT_NAMES;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function entriesOf(override: unknown): unknown[] {
  return isRecord(override) && Array.isArray(override["layouts"]) ? override["layouts"] : [];
}

/** The index of the entry made for exactly this view mode × portal type, or -1. */
export function exactEntryIndex(override: unknown, viewMode: ViewMode, portalType: PortalType): number {
  return entriesOf(override).findIndex((entry) => isRecord(entry) && entry["viewMode"] === viewMode && entry["portalType"] === portalType);
}

function regionOf(entry: unknown, region: LayoutRegionName): Json | null {
  const regions = isRecord(entry) ? entry["regions"] : undefined;
  const change = isRecord(regions) ? regions[region] : undefined;
  return isRecord(change) ? change : null;
}

/** The component this view mode × portal type's own entry gives the region, or undefined (the region keeps what it would have). */
export function chosenComponent(override: unknown, viewMode: ViewMode, portalType: PortalType, region: LayoutRegionName): string | undefined {
  const component = regionOf(entriesOf(override)[exactEntryIndex(override, viewMode, portalType)], region)?.["component"];
  return typeof component === "string" ? component : undefined;
}

/**
 * The component that fills the region when this view mode × portal type's own entry names none:
 * the built-in definition's, changed by the entries for all view modes or portal types that
 * match (in order, as the layout engine applies them).
 */
export function inheritedComponent(override: unknown, viewMode: ViewMode, portalType: PortalType, region: LayoutRegionName): string {
  let component = getLayoutDefinition(viewMode, portalType).regions[region].component;
  entriesOf(override).forEach((entry) => {
    if (!isRecord(entry)) return;
    if (entry["viewMode"] === viewMode && entry["portalType"] === portalType) return;
    if (entry["viewMode"] !== undefined && entry["viewMode"] !== viewMode) return;
    if (entry["portalType"] !== undefined && entry["portalType"] !== portalType) return;
    const named = regionOf(entry, region)?.["component"];
    if (typeof named === "string") component = named;
  });
  return component;
}

/**
 * The override with the region of this view mode × portal type given `component` (undefined:
 * its own entry names none). The entry is made when missing and dropped when it is left empty;
 * everything else stays as it was.
 */
export function withRegionComponent(override: unknown, viewMode: ViewMode, portalType: PortalType, region: LayoutRegionName, component: string | undefined): Json {
  const base: Json = isRecord(override) ? { ...override } : {};
  const layouts = [...entriesOf(override)];
  const index = exactEntryIndex(override, viewMode, portalType);
  const entry: Json = index >= 0 && isRecord(layouts[index]) ? { ...(layouts[index] as Json) } : { viewMode, portalType, regions: {} };
  const regions: Json = isRecord(entry["regions"]) ? { ...entry["regions"] } : {};
  const change: Json = { ...(regionOf(entry, region) ?? {}) };
  if (component === undefined) delete change["component"];
  else change["component"] = component;
  if (Object.keys(change).length > 0) regions[region] = change;
  else delete regions[region];
  entry["regions"] = regions;
  const empty = Object.keys(regions).length === 0 && Object.keys(entry).every((key) => key === "viewMode" || key === "portalType" || key === "regions");
  if (index >= 0) {
    if (empty) layouts.splice(index, 1);
    else layouts[index] = entry;
  } else if (!empty) layouts.push(entry);
  return { ...base, layouts };
}

const REGISTERED: ReadonlySet<string> = new Set(COMPONENT_NAMES);

/** The pointers of names in the override the registry does not have (a region's, a slot's, a toolbar item's), as the platform refuses them. */
export function unknownComponentPointers(override: unknown): { pointer: string; name: string }[] {
  const out: { pointer: string; name: string }[] = [];
  const check = (name: unknown, pointer: string) => {
    if (typeof name === "string" && name !== "" && !REGISTERED.has(name)) out.push({ pointer, name });
  };
  const items = (list: unknown, pointer: string) => {
    if (Array.isArray(list)) list.forEach((item, index) => isRecord(item) && check(item["component"], `${pointer}/${index}/component`));
  };
  entriesOf(override).forEach((entry, index) => {
    for (const region of LAYOUT_REGIONS) {
      const change = regionOf(entry, region);
      if (!change) continue;
      const at = `/layouts/${index}/regions/${region}`;
      check(change["component"], `${at}/component`);
      items(change["items"], `${at}/items`);
      if (isRecord(change["slots"])) for (const [slot, list] of Object.entries(change["slots"])) items(list, `${at}/slots/${slot}`);
    }
  });
  return out;
}
