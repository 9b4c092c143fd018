/**
 * Every name a layout definition or a tenant's layout override may use for a component
 * (ARCHITECTURE §3, ADR 004 and ADR 019): plain data, no React, so the server (the page's
 * loader, which tells the layout engine what the registry can draw) and the client (the
 * React map in app/shell/component-map.tsx, which must have a component for each name and
 * no other) share one list.
 */
/** The region components: the frame of the page, what a region's own `component` names (the admin console offers these). */
export const REGION_COMPONENT_NAMES = [
  "ClassicHeader",
  "SimpleHeader",
  "ClassicSidebar",
  "SimpleSidebar",
  "TabBar",
  "SideToolbar",
  "Watermark",
  "ContentViewport",
  "TripartiteFrame",
  "BrowserUpgradeBanner",
] as const;

export const COMPONENT_NAMES = [
  ...REGION_COMPONENT_NAMES,
  // Header items.
  "AppMenuButton",
  "BrandLogo",
  "SystemTitle",
  "OrgSwitcher",
  "ParticipantOrgSelect",
  "AppSwitcher",
  "MainMenu",
  "SubMenu",
  "SearchBox",
  "ExtendEntries",
  "HomeEntry",
  "WorkbenchEntry",
  "CollectCenter",
  "MessageCenter",
  "HelpCenter",
  "ExperienceCenter",
  "Dashboards",
  "Fullscreen",
  "UpgradeIcon",
  "LanguageSwitch",
  "UserDropdown",
  // Side toolbar items.
  "SideEntries",
  "CustomerService",
  "UserGuide",
] as const;

/** A name the component registry can draw without its fallback. */
export type ComponentName = (typeof COMPONENT_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(COMPONENT_NAMES);

/** Whether a name from a definition, an override or a plan is one the registry draws. */
export function isComponentName(name: string): name is ComponentName {
  return NAMES.has(name);
}
